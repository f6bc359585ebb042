/// How `NavigationRoot` draws a tab bar. Every style binds the selection to the model the same
/// way: a tap writes back through ``NavigationModel/viewDidSelectTab(_:in:)``.
public enum TabBarStyle: Hashable, Sendable {
    /// Each tab's stack with `tabItem` and `tag` in a `TabView(selection:)`, on every system
    /// version. The default.
    case tabItems
    /// Where iOS 18, macOS 15 or visionOS 2 is available, a `Tab(value:content:label:)` per tab
    /// in a `TabView(selection:)` styled `.sidebarAdaptable`: on an iPad the tab bar turns into
    /// a sidebar, which the user can show or hide. On iOS 17 (and on tvOS and watchOS) the tabs
    /// are drawn as ``tabItems``.
    case sidebarAdaptable
}
