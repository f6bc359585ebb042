#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    @MainActor
    @Suite("Split view controller")
    struct SplitViewTests {
        init() async { await StandIn.reset() }

        /// A double-column split view in a window with a primary and a secondary controller.
        func split() -> (split: UISplitViewController, primary: UIViewController, secondary: UIViewController) {
            let split = UISplitViewController(style: .doubleColumn)
            let primary = screen("primary")
            let secondary = screen("secondary")
            split.setViewController(primary, for: .primary)
            split.setViewController(secondary, for: .secondary)
            showInWindow(split)
            return (split, primary, secondary)
        }

        @Test("A column's controller is wrapped in a navigation controller, and viewController(for:) answers it")
        func columnsAreWrapped() {
            let (split, primary, _) = split()
            #expect(split.viewController(for: .primary) === primary)
            #expect(primary.navigationController != nil)
            #expect(primary.splitViewController === split)
        }

        @Test("A navigation controller set for a column is used as it is")
        func navigationControllersAreNotWrapped() {
            let split = UISplitViewController(style: .tripleColumn)
            let navigation = UINavigationController(rootViewController: screen("list"))
            split.setViewController(navigation, for: .supplementary)
            #expect(split.viewController(for: .supplementary) === navigation)
            #expect(navigation.parent === split)
        }

        @Test("Expanded, both columns are in the window; collapsed, only the primary one")
        func collapsingShowsOneColumn() {
            let (split, primary, secondary) = split()
            #expect(primary.view.window != nil && secondary.view.window != nil)
            split.simulateCollapsing(true)
            #expect(split.isCollapsed)
            #expect(primary.view.window != nil)
            #expect(secondary.view.window == nil)
            split.simulateCollapsing(false)
            #expect(secondary.view.window != nil)
        }

        @Test("Collapsed with a compact controller, only the compact column is in the window")
        func compactColumnReplacesThePrimaryWhenCollapsed() {
            let (split, primary, _) = split()
            let compact = screen("compact")
            split.setViewController(compact, for: .compact)
            #expect(compact.view.window == nil)
            split.simulateCollapsing(true)
            #expect(compact.view.window != nil)
            #expect(primary.view.window == nil)
        }

        @Test("hide removes a column from the window and show brings it back; the secondary cannot be hidden")
        func showAndHide() {
            let (split, primary, secondary) = split()
            split.hide(.primary)
            split.hide(.secondary)
            #expect(primary.view.window == nil)
            #expect(secondary.view.window != nil)
            #expect(!split.simulatedIsShowing(.primary))
            split.show(.primary)
            #expect(primary.view.window != nil)
        }
    }
}
#endif
