#if canImport(SwiftUI)
import SwiftUI
import WaypointNavigation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Hands the window's place to Handoff and asks SwiftUI for the links this window shows.
    ///
    /// - The window's user activity (SwiftUI's `userActivity(_:isActive:_:)`) is
    ///   `navigator.sceneActivity(activityType:webHost:)`: the state, `Navigator.currentLink`
    ///   and, for a screen a universal link on `webHost` opens, its web page, so that Handoff
    ///   opens the same page in a browser on a device without the app.
    /// - An activity of `activityType` continued here (`onContinueUserActivity`) opens its link
    ///   from `.handoff`.
    /// - Where the platform has several windows, `handlesExternalEvents(preferring:allowing:)`
    ///   prefers the link this window shows and allows every other: SwiftUI hands an event
    ///   whose target content identifier is that link to this window rather than another.
    public func navigationHandoff(
        _ navigator: Navigator, activityType: String, webHost: String? = nil, version: Int = 1
    ) -> some View {
        modifier(
            NavigationHandoff(navigator: navigator, activityType: activityType, webHost: webHost, version: version))
    }
}

/// What `navigationHandoff(_:activityType:webHost:version:)` adds to a view.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
private struct NavigationHandoff: ViewModifier {
    let navigator: Navigator
    let activityType: String
    let webHost: String?
    let version: Int

    func body(content: Content) -> some View {
        preferring(
            content
                .userActivity(activityType) { activity in
                    guard
                        let scene = try? navigator.sceneActivity(
                            activityType: activityType, webHost: webHost, version: version)
                    else { return }
                    activity.webpageURL = scene.webpageURL
                    activity.targetContentIdentifier = scene.targetContentIdentifier
                    activity.userInfo = scene.userInfo
                    activity.title = scene.link
                    activity.isEligibleForHandoff = true
                }
                .onContinueUserActivity(activityType) { activity in
                    guard let link = SceneActivity(activity).link else { return }
                    Task { await navigator.open(link, source: .handoff) }
                })
    }

    @ViewBuilder
    private func preferring(_ view: some View) -> some View {
        #if os(tvOS) || os(watchOS)
        view
        #else
        view.handlesExternalEvents(preferring: Set([navigator.currentLink].compactMap { $0 }), allowing: ["*"])
        #endif
    }
}
#endif
