#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    @MainActor
    @Suite("Window hierarchy")
    struct WindowHierarchyTests {
        init() async { await StandIn.reset() }

        /// A hierarchy in a window and the controller in it whose view placement is checked.
        enum Placement: String, CaseIterable, CustomTestStringConvertible {
            case windowRoot, navigationTop, selectedTab, presented
            case noWindow, lowerInNavigationStack, unselectedTab, underFullScreenPresentation, replacedRoot

            var testDescription: String { rawValue }

            var isInWindow: Bool {
                switch self {
                case .windowRoot, .navigationTop, .selectedTab, .presented: return true
                default: return false
                }
            }

            /// Builds the hierarchy and returns the controller to check.
            @MainActor
            func build() async -> UIViewController {
                let target = screen("target")
                switch self {
                case .windowRoot:
                    showInWindow(target)
                case .noWindow:
                    break
                case .navigationTop:
                    showInWindow(UINavigationController(rootViewController: target))
                case .lowerInNavigationStack:
                    let navigation = UINavigationController(rootViewController: target)
                    showInWindow(navigation)
                    navigation.pushViewController(screen("top"), animated: false)
                    await StandIn.transitionsFinished()
                case .selectedTab, .unselectedTab:
                    let tabs = UITabBarController()
                    tabs.viewControllers = [screen("other"), target]
                    tabs.selectedIndex = self == .selectedTab ? 1 : 0
                    showInWindow(tabs)
                case .presented:
                    let root = screen("root")
                    showInWindow(root)
                    await presentAndSettle(target, on: root)
                case .underFullScreenPresentation:
                    showInWindow(target)
                    let cover = screen("cover")
                    cover.modalPresentationStyle = .fullScreen
                    await presentAndSettle(cover, on: target)
                case .replacedRoot:
                    let window = showInWindow(target)
                    window.rootViewController = screen("new root")
                }
                return target
            }
        }

        @Test("Only visible controllers have views in the window", arguments: Placement.allCases)
        func visibleControllersAreInTheWindow(placement: Placement) async {
            let target = await placement.build()
            #expect((target.view.window != nil) == placement.isInWindow)
        }

        @Test(
            "Presenting from a controller whose view is not in the window is refused with UIKit's message",
            arguments: Placement.allCases.filter { !$0.isInWindow && $0 != .underFullScreenPresentation })
        func presentingOutsideTheWindowIsRefused(placement: Placement) async {
            let target = await placement.build()
            let sheet = screen("sheet")
            let completed = Flag()
            target.present(sheet, animated: true) { completed.set() }
            await StandIn.transitionsFinished()
            let presenter = target.parent ?? target
            let from = presenter === target ? "" : " (from \(target))"
            #expect(
                StandIn.messages == [
                    "Attempt to present \(sheet) on \(presenter)\(from) whose view is not in the window hierarchy."
                ])
            #expect(!completed.isSet)
            #expect(sheet.presentingViewController == nil)
        }

        @Test("A sheet keeps the presenter's view in the window; a full-screen cover removes it when it ends")
        func fullScreenRemovesThePresentersView() async {
            let root = screen("root")
            let window = showInWindow(root)
            await presentAndSettle(screen("sheet"), on: root)
            #expect(root.view.window === window)
            root.dismiss(animated: false)
            await StandIn.transitionsFinished()
            let cover = screen("cover")
            cover.modalPresentationStyle = .fullScreen
            root.present(cover, animated: true)
            #expect(root.view.window === window)
            await StandIn.transitionsFinished()
            #expect(root.view.window == nil)
            #expect(cover.view.window === window)
        }

        @Test("addChild calls willMove and removeFromParent calls didMove, as UIKit does")
        func containmentCallbacks() {
            final class Child: UIViewController {
                var moves: [String] = []
                override func willMove(toParent parent: UIViewController?) {
                    moves.append("will \(parent?.title ?? "nil")")
                }
                override func didMove(toParent parent: UIViewController?) {
                    moves.append("did \(parent?.title ?? "nil")")
                }
            }
            let parent = screen("parent")
            let child = Child()
            parent.addChild(child)
            #expect(child.parent === parent && parent.children == [child])
            child.removeFromParent()
            #expect(child.parent == nil && parent.children.isEmpty)
            #expect(child.moves == ["will parent", "did nil"])
        }

        @Test("Setting a title sets the navigation item's title")
        func titleSetsNavigationItemTitle() {
            let controller = UIViewController()
            controller.title = "Inbox"
            #expect(controller.navigationItem.title == "Inbox")
        }
    }
}
#endif
