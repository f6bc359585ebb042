#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    @MainActor
    @Suite("Tab bar controller")
    struct TabBarTests {
        init() async { await StandIn.reset() }

        /// A tab bar controller in a window with `count` tabs titled by index.
        func tabs(_ count: Int) -> UITabBarController {
            let tabs = UITabBarController()
            tabs.viewControllers = (0..<count).map { screen("\($0)") }
            showInWindow(tabs)
            return tabs
        }

        @Test("Five tabs or fewer show one item each and no More", arguments: 1...5)
        func fewTabsShowNoMore(count: Int) {
            let tabs = tabs(count)
            #expect(tabs.simulatedTabBarItemCount == count)
            #expect(tabs.children == tabs.viewControllers)
        }

        @Test("More than five tabs show four plus More", arguments: 6...8)
        func manyTabsShowFourPlusMore(count: Int) {
            let tabs = tabs(count)
            #expect(tabs.simulatedTabBarItemCount == 5)
            #expect(tabs.children.count == 5)
            #expect(tabs.children.last === tabs.moreNavigationController)
        }

        @Test("Selecting an overflow controller pushes it on the More navigation controller")
        func selectingAnOverflowControllerShowsItOnMore() {
            let tabs = tabs(7)
            let overflow = tabs.viewControllers![5]
            tabs.selectedIndex = 5
            #expect(tabs.selectedIndex == 5)
            #expect(tabs.selectedViewController === overflow)
            #expect(tabs.moreNavigationController.viewControllers.count == 2)
            #expect(tabs.moreNavigationController.topViewController === overflow)
            #expect(overflow.navigationController === tabs.moreNavigationController)
            #expect(overflow.tabBarController === tabs)
            #expect(overflow.view.window != nil)
        }

        @Test("While the More list shows, selectedIndex is NSNotFound and the More controller is selected")
        func moreListGivesNSNotFound() {
            let tabs = tabs(6)
            tabs.simulateTabTap(index: 4)
            #expect(tabs.selectedIndex == NSNotFound)
            #expect(tabs.selectedViewController === tabs.moreNavigationController)
            #expect(tabs.viewControllers![4].view.window == nil)
        }

        @Test("Picking a row of the More list pushes its controller, which then counts as selected")
        func moreListRowPushes() async {
            let tabs = tabs(6)
            tabs.simulateTabTap(index: 4)
            tabs.simulateMoreListSelection(row: 1)
            #expect(tabs.selectedIndex == NSNotFound)
            await StandIn.transitionsFinished()
            #expect(tabs.selectedIndex == 5)
            #expect(tabs.selectedViewController === tabs.viewControllers![5])
        }

        @Test("Picking a More row whose controller is a navigation controller shows it, without a push")
        func moreListRowShowsANavigationController() {
            let tabs = UITabBarController()
            let stacks = (0..<6).map { UINavigationController(rootViewController: screen("tab \($0)")) }
            tabs.viewControllers = stacks
            showInWindow(tabs)
            tabs.simulateTabTap(index: 4)
            tabs.simulateMoreListSelection(row: 1)
            #expect(tabs.selectedIndex == 5)
            #expect(tabs.selectedViewController === stacks[5])
            #expect(stacks[5].viewControllers[0].view.window != nil)
            #expect(StandIn.log.isEmpty)
        }

        @Test("Tapping a tab selects it and shows only its view")
        func tappingATabSelectsIt() {
            let tabs = tabs(3)
            tabs.simulateTabTap(index: 2)
            #expect(tabs.selectedIndex == 2)
            #expect(tabs.viewControllers![2].view.window != nil)
            #expect(tabs.viewControllers![0].view.window == nil)
        }

        @Test("Tapping the selected tab again pops its navigation stack to the root")
        func retappingPopsToRoot() async {
            let navigation = UINavigationController(rootViewController: screen("root"))
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, screen("other")]
            showInWindow(tabs)
            navigation.pushViewController(screen("detail"), animated: false)
            await StandIn.transitionsFinished()
            tabs.simulateTabTap(index: 0)
            await StandIn.transitionsFinished()
            #expect(navigation.viewControllers.count == 1)
        }

        @Test("Replacing the tabs keeps the selected controller when it stays")
        func replacingTabsKeepsTheSelection() {
            let tabs = tabs(3)
            let kept = tabs.viewControllers![2]
            tabs.selectedIndex = 2
            tabs.setViewControllers([kept, screen("new")], animated: false)
            #expect(tabs.selectedIndex == 0)
            #expect(tabs.selectedViewController === kept)
        }
    }
}
#endif
