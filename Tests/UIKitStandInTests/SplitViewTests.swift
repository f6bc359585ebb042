#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

/// A split view delegate that records what it is told and answers what a test sets.
@MainActor
final class RecordingSplitDelegate: NSObject, UISplitViewControllerDelegate {
    private(set) var calls: [String] = []
    var topColumn: UISplitViewController.Column?
    var expandingMode: UISplitViewController.DisplayMode?

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        calls.append("topColumn(proposed: \(proposedTopColumn))")
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        calls.append("expandingMode(proposed: \(proposedDisplayMode))")
        return expandingMode ?? proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { calls.append("didCollapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { calls.append("didExpand") }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        calls.append("willShow(\(column))")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        calls.append("willHide(\(column))")
    }
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {
        calls.append("willChangeTo(\(displayMode))")
    }
}

/// A split view in a window of an iPad app shown full screen (regular width), with a navigation
/// controller per column holding `columns`' controllers; a compact window when `compact`.
@MainActor
func splitInWindow(
    style: UISplitViewController.Style = .doubleColumn, columns: [UISplitViewController.Column: [UIViewController]],
    delegate: (any UISplitViewControllerDelegate)? = nil
) -> (split: UISplitViewController, scene: UIWindowScene) {
    UIDevice.current.simulateUserInterfaceIdiom(.pad)
    let split = UISplitViewController(style: style)
    split.delegate = delegate
    for (column, controllers) in columns {
        let navigation = UINavigationController()
        navigation.replaceStack(with: controllers)
        split.setViewController(navigation, for: column)
    }
    let window = showInWindow(split)
    return (split, window.windowScene ?? UIApplication.shared.simulateConnectingScene())
}

/// The stack of the navigation controller set for `column`.
@MainActor
func stack(_ split: UISplitViewController, _ column: UISplitViewController.Column) -> [String] {
    ((split.viewController(for: column) as? UINavigationController)?.viewControllers ?? []).map { $0.title ?? "?" }
}

extension UIKitStandInTests {
    @MainActor
    @Suite("Split view controller")
    struct SplitViewTests {
        init() async { await StandIn.reset() }

        /// A double-column split view in an iPad window with a primary and a secondary controller.
        func split() -> (split: UISplitViewController, primary: UIViewController, secondary: UIViewController) {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
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

        @Test("A navigation controller set for a column, and any compact controller, is used as it is")
        func navigationControllersAreNotWrapped() {
            let split = UISplitViewController(style: .tripleColumn)
            let navigation = UINavigationController(rootViewController: screen("list"))
            split.setViewController(navigation, for: .supplementary)
            #expect(split.viewController(for: .supplementary) === navigation)
            #expect(navigation.parent === split)
            let compact = screen("compact")
            split.setViewController(compact, for: .compact)
            #expect(compact.parent === split)
        }

        @Test("Expanded, both columns are in the window; collapsed, the stack with the secondary on top")
        func collapsingShowsOneColumn() {
            let (split, primary, secondary) = split()
            #expect(primary.view.window != nil && secondary.view.window != nil)
            split.simulateCollapsing(true)
            #expect(split.isCollapsed)
            #expect(primary.view.window == nil)
            #expect(secondary.view.window != nil, "the secondary controller is on top of the collapsed stack")
            #expect(secondary.navigationController === primary.navigationController)
            split.simulateCollapsing(false)
            #expect(primary.view.window != nil && secondary.view.window != nil)
        }

        @Test("Collapsed with a compact controller, only the compact column is in the window")
        func compactColumnReplacesThePrimaryWhenCollapsed() {
            let (split, primary, secondary) = split()
            let compact = screen("compact")
            split.setViewController(compact, for: .compact)
            #expect(compact.view.window == nil)
            split.simulateCollapsing(true)
            #expect(compact.view.window != nil)
            #expect(primary.view.window == nil && secondary.view.window == nil)
            #expect(primary.navigationController?.viewControllers == [primary], "nothing was stacked")
            #expect(split.simulatedIsShowing(.compact))
        }

        @Test(
            "An automatic display mode shows every column; a preferred one decides which show",
            arguments: [
                (
                    UISplitViewController.Style.doubleColumn, UISplitViewController.DisplayMode.automatic,
                    UISplitViewController.DisplayMode.oneBesideSecondary,
                    [UISplitViewController.Column.primary, .secondary]
                ),
                (.doubleColumn, .secondaryOnly, .secondaryOnly, [.secondary]),
                (.doubleColumn, .oneOverSecondary, .oneOverSecondary, [.primary, .secondary]),
                (.tripleColumn, .automatic, .twoBesideSecondary, [.primary, .supplementary, .secondary]),
                (.tripleColumn, .oneBesideSecondary, .oneBesideSecondary, [.supplementary, .secondary]),
                (.tripleColumn, .secondaryOnly, .secondaryOnly, [.secondary]),
            ])
        func displayModes(
            style: UISplitViewController.Style, preferred: UISplitViewController.DisplayMode,
            mode: UISplitViewController.DisplayMode, shown: [UISplitViewController.Column]
        ) {
            let columns: [UISplitViewController.Column: [UIViewController]] = [
                .primary: [screen("list")], .supplementary: [screen("middle")], .secondary: [screen("detail")],
            ]
            let (split, _) = splitInWindow(style: style, columns: columns)
            split.preferredDisplayMode = preferred
            #expect(split.displayMode == mode)
            let showing = [UISplitViewController.Column.primary, .supplementary, .secondary].filter {
                split.simulatedIsShowing($0)
            }
            #expect(showing == shown)
        }

        @Test("hide and show move to the nearest display mode and tell the delegate; the secondary stays")
        func showAndHide() {
            let delegate = RecordingSplitDelegate()
            let (split, _) = splitInWindow(
                columns: [.primary: [screen("list")], .secondary: [screen("detail")]], delegate: delegate)
            split.hide(.secondary)
            split.hide(.primary)
            #expect(split.displayMode == .secondaryOnly)
            #expect(!split.simulatedIsShowing(.primary))
            #expect(split.simulatedIsShowing(.secondary))
            split.show(.primary)
            #expect(split.displayMode == .oneBesideSecondary)
            #expect(
                delegate.calls == [
                    "willHide(primary)", "willChangeTo(secondaryOnly)", "willShow(primary)",
                    "willChangeTo(oneBesideSecondary)",
                ])
        }

        @Test("Expanded, showDetailViewController makes its controller the secondary column's only one")
        func showDetailExpanded() async {
            let (split, _) = splitInWindow(
                columns: [.primary: [screen("list")], .secondary: [screen("detail"), screen("more")]])
            split.preferredDisplayMode = .oneOverSecondary
            split.showDetailViewController(screen("other"), sender: nil)
            await StandIn.transitionsFinished()
            #expect(stack(split, .secondary) == ["other"])
            #expect(stack(split, .primary) == ["list"])
            #expect(split.displayMode == .secondaryOnly, "the overlaid primary column gives way")
        }

        @Test("A controller's showDetailViewController goes to its split view, or presents outside one")
        func showDetailFromAController() async throws {
            let list = screen("list")
            let (split, _) = splitInWindow(columns: [.primary: [list], .secondary: [screen("detail")]])
            list.showDetailViewController(screen("other"), sender: list)
            await StandIn.transitionsFinished()
            #expect(stack(split, .secondary) == ["other"])

            let root = screen("root")
            showInWindow(root)
            let detail = screen("alone")
            root.showDetailViewController(detail, sender: nil)
            await StandIn.transitionsFinished()
            #expect(root.presentedViewController === detail)
        }

        @Test("show(_:sender:) replaces the primary column expanded and pushes collapsed")
        func showInPrimary() async {
            let (split, scene) = splitInWindow(columns: [.primary: [screen("list")], .secondary: [screen("detail")]])
            split.show(screen("menu"), sender: nil)
            await StandIn.transitionsFinished()
            #expect(stack(split, .primary) == ["menu"])
            scene.simulateHorizontalSizeClass(.compact)
            split.show(screen("settings"), sender: nil)
            await StandIn.transitionsFinished()
            #expect(stack(split, .primary) == ["menu", "detail", "settings"])
        }
    }
}
#endif
