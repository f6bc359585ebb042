#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    /// Collapsing and expanding a column-style split view, as UIKit documents it: the secondary
    /// stack onto the primary's navigation stack and back, decided by the delegate and the
    /// window's horizontal size class.
    @MainActor
    @Suite("Split view collapsing")
    struct SplitViewCollapsingTests {
        init() async { await StandIn.reset() }

        func twoColumns(delegate: (any UISplitViewControllerDelegate)? = nil) -> (UISplitViewController, UIWindowScene)
        {
            splitInWindow(
                columns: [.primary: [screen("list")], .secondary: [screen("detail"), screen("comments")]],
                delegate: delegate)
        }

        @Test(
            "The split view follows its window's size class: collapsed where compact, expanded where regular",
            arguments: [
                (UIUserInterfaceIdiom.phone, true), (.pad, false), (.mac, false),
            ])
        func followsTheSizeClass(idiom: UIUserInterfaceIdiom, collapsed: Bool) {
            UIDevice.current.simulateUserInterfaceIdiom(idiom)
            let split = UISplitViewController(style: .doubleColumn)
            split.setViewController(screen("list"), for: .primary)
            #expect(!split.isCollapsed, "outside a window the size class is unspecified")
            showInWindow(split)
            #expect(split.isCollapsed == collapsed)
        }

        @Test("Split View on an iPad collapses the split view, and full screen expands it again")
        func sizeClassChanges() throws {
            let delegate = RecordingSplitDelegate()
            let (split, scene) = twoColumns(delegate: delegate)
            scene.simulateHorizontalSizeClass(.compact)
            #expect(split.isCollapsed)
            scene.simulateHorizontalSizeClass(.regular)
            #expect(!split.isCollapsed)
            #expect(
                delegate.calls == [
                    "topColumn(proposed: secondary)", "didCollapse", "expandingMode(proposed: oneBesideSecondary)",
                    "didExpand",
                ])
        }

        @Test(
            "Collapsing puts the secondary column's stack onto the primary's navigation stack; expanding moves it back")
        func collapseMergesTheSecondaryStack() {
            let (split, scene) = twoColumns()
            scene.simulateHorizontalSizeClass(.compact)
            #expect(stack(split, .primary) == ["list", "detail", "comments"])
            #expect(stack(split, .secondary) == [])
            #expect(split.simulatedIsShowing(.secondary) && !split.simulatedIsShowing(.primary))
            scene.simulateHorizontalSizeClass(.regular)
            #expect(stack(split, .primary) == ["list"])
            #expect(stack(split, .secondary) == ["detail", "comments"])
        }

        @Test("A delegate that answers .primary keeps the list on top; the secondary stack waits in its column")
        func topColumnPrimary() {
            let delegate = RecordingSplitDelegate()
            delegate.topColumn = .primary
            let (split, scene) = twoColumns(delegate: delegate)
            scene.simulateHorizontalSizeClass(.compact)
            #expect(stack(split, .primary) == ["list"])
            #expect(stack(split, .secondary) == ["detail", "comments"])
            #expect(split.simulatedIsShowing(.primary))
            scene.simulateHorizontalSizeClass(.regular)
            #expect(stack(split, .secondary) == ["detail", "comments"])
        }

        @Test(
            "A triple-column split view stacks the columns up to the delegate's top column",
            arguments: [
                (UISplitViewController.Column.secondary, ["list", "folder", "note"]),
                (.supplementary, ["list", "folder"]), (.primary, ["list"]),
            ])
        func tripleColumn(top: UISplitViewController.Column, collapsed: [String]) {
            let delegate = RecordingSplitDelegate()
            delegate.topColumn = top
            let (split, scene) = splitInWindow(
                style: .tripleColumn,
                columns: [
                    .primary: [screen("list")], .supplementary: [screen("folder")], .secondary: [screen("note")],
                ],
                delegate: delegate)
            scene.simulateHorizontalSizeClass(.compact)
            #expect(stack(split, .primary) == collapsed)
            scene.simulateHorizontalSizeClass(.regular)
            #expect(stack(split, .primary) == ["list"])
            #expect(stack(split, .supplementary) == ["folder"])
            #expect(stack(split, .secondary) == ["note"])
        }

        @Test("Controllers pushed above the detail while collapsed belong to the secondary column on expanding")
        func pushesWhileCollapsedGoToTheSecondary() async {
            let (split, scene) = twoColumns()
            scene.simulateHorizontalSizeClass(.compact)
            (split.viewController(for: .primary) as? UINavigationController)?.pushViewController(
                screen("likes"), animated: true)
            await StandIn.transitionsFinished()
            scene.simulateHorizontalSizeClass(.regular)
            #expect(stack(split, .primary) == ["list"])
            #expect(stack(split, .secondary) == ["detail", "comments", "likes"])
        }

        @Test("Back at the list while collapsed, expanding leaves the secondary column empty")
        func backAtTheListThenExpand() async throws {
            let (split, scene) = twoColumns()
            scene.simulateHorizontalSizeClass(.compact)
            let primary = try #require(split.viewController(for: .primary) as? UINavigationController)
            primary.popToRootViewController(animated: true)
            await StandIn.transitionsFinished()
            #expect(stack(split, .primary) == ["list"])
            scene.simulateHorizontalSizeClass(.regular)
            #expect(stack(split, .primary) == ["list"])
            #expect(stack(split, .secondary) == [])
        }

        @Test("Collapsed, showDetailViewController pushes onto the primary stack; expanded, it is the secondary")
        func showDetailCollapsed() async {
            let delegate = RecordingSplitDelegate()
            delegate.topColumn = .primary
            let (split, scene) = twoColumns(delegate: delegate)
            scene.simulateHorizontalSizeClass(.compact)
            split.showDetailViewController(screen("other"), sender: nil)
            await StandIn.transitionsFinished()
            #expect(stack(split, .primary) == ["list", "other"])
            scene.simulateHorizontalSizeClass(.regular)
            #expect(stack(split, .primary) == ["list"])
            #expect(stack(split, .secondary) == ["detail", "comments", "other"])
        }

        @Test("Collapsed, show pushes the column waiting out of sight, hide pops the column on top")
        func showAndHideCollapsed() async {
            let delegate = RecordingSplitDelegate()
            delegate.topColumn = .primary
            let (split, scene) = twoColumns(delegate: delegate)
            scene.simulateHorizontalSizeClass(.compact)
            split.show(.secondary)
            await StandIn.transitionsFinished()
            #expect(stack(split, .primary) == ["list", "detail", "comments"])
            split.hide(.primary)
            await StandIn.transitionsFinished()
            #expect(stack(split, .primary) == ["list", "detail", "comments"], "the primary column is never hidden")
            split.show(.primary)
            await StandIn.transitionsFinished()
            #expect(stack(split, .primary) == ["list"])
            #expect(!split.simulatedIsShowing(.secondary))
            split.show(.secondary)
            await StandIn.transitionsFinished()
            #expect(stack(split, .primary) == ["list"], "nothing waits in the secondary column any more")
            scene.simulateHorizontalSizeClass(.regular)
            #expect(stack(split, .secondary) == [])
        }

        @Test("Collapsed, hide pops the secondary column when it is on top")
        func hideCollapsed() async {
            let (split, scene) = twoColumns()
            scene.simulateHorizontalSizeClass(.compact)
            split.hide(.secondary)
            await StandIn.transitionsFinished()
            #expect(stack(split, .primary) == ["list"])
        }

        @Test("Expanding takes the delegate's display mode")
        func expandingDisplayMode() {
            let delegate = RecordingSplitDelegate()
            delegate.expandingMode = .secondaryOnly
            let (split, scene) = twoColumns(delegate: delegate)
            scene.simulateHorizontalSizeClass(.compact)
            scene.simulateHorizontalSizeClass(.regular)
            #expect(split.displayMode == .secondaryOnly)
            #expect(!split.simulatedIsShowing(.primary))
        }

        @Test("A size change during a push in the secondary column takes effect when the push ends")
        func sizeChangeDuringAPush() async throws {
            let (split, scene) = twoColumns()
            let secondary = try #require(split.viewController(for: .secondary) as? UINavigationController)
            secondary.pushViewController(screen("likes"), animated: true)
            scene.simulateHorizontalSizeClass(.compact)
            #expect(!split.isCollapsed, "the push still runs")
            await StandIn.transitionsFinished()
            #expect(split.isCollapsed)
            #expect(stack(split, .primary) == ["list", "detail", "comments", "likes"])
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }
    }
}
#endif
