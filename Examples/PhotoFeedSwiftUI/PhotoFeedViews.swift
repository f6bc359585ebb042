#if canImport(SwiftUI)
import SwiftUI
import WaypointNavigation
import WaypointSwiftUI

/// The PhotoFeed app: one window group whose every window has a navigation of its own,
/// restored from that window's scene storage. An app target marks it `@main`; here it is a
/// library type, so that it compiles with the package. Not compiled on Linux.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PhotoFeedSwiftUIApp: App {
    /// What the windows share: being signed in, and which window opens the app's own links.
    @State private var scenes = PhotoFeedScenes()

    var body: some Scene {
        WindowGroup {
            PhotoFeedWindow(scenes: scenes)  // @State private var navigation: PhotoFeedNavigation?
        }
    }
}

/// One window: its navigation lives in the window's own `@State`, so each window SwiftUI makes
/// from the group gets a model and a navigator of its own.
///
/// The window's first view carries `onOpenURL` and `onContinueUserActivity`: a URL that launches
/// the app arrives before the navigation exists, so the handler makes it, and the navigator holds
/// the link until `ready()`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PhotoFeedWindow: View {
    let scenes: PhotoFeedScenes
    @State private var navigation: PhotoFeedNavigation?
    @State private var launchError: String?
    #if os(iOS)
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    #endif

    /// The layout of a new window: a split view where the window is wide (an iPad, a Mac), which
    /// SwiftUI collapses into one stack if the window narrows later; tabs otherwise.
    private var layout: PhotoFeedLayout {
        #if os(iOS)
        return horizontalSizeClass == .regular ? .split : .tabs
        #elseif os(macOS) || os(visionOS)
        return .split
        #else
        return .tabs
        #endif
    }

    var body: some View {
        content
            .preferringEveryLink()
            .onOpenURL { url in
                guard let navigator = madeNavigation()?.navigator else { return }
                Task { await navigator.open(openedURL: url) }
            }
            .onContinueUserActivity(NSUserActivityTypeBrowsingWeb) { activity in
                guard let url = activity.webpageURL, let navigator = madeNavigation()?.navigator else { return }
                Task { await navigator.open(webpageURL: url) }
            }
    }

    @ViewBuilder
    private var content: some View {
        if let navigation {
            PhotoFeedRootView(navigation: navigation, scenes: scenes)
        } else if let launchError {
            LaunchErrorView(message: launchError)
        } else {
            // Made once the window appears, not in `init`, which SwiftUI may call many times.
            Color.clear.onAppear { _ = madeNavigation() }
        }
    }

    /// The window's navigation, made on first use; `nil` when the routes cannot be set up.
    private func madeNavigation() -> PhotoFeedNavigation? {
        if let navigation { return navigation }
        guard launchError == nil else { return nil }
        do {
            let made = try scenes.makeNavigation(layout: layout)
            navigation = made
            return made
        } catch {
            launchError = "The app's routes could not be set up: \(error)"
            return nil
        }
    }
}

/// A window's navigation, saved when the scene goes to the background and restored when it
/// comes back.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PhotoFeedRootView: View {
    let navigation: PhotoFeedNavigation
    let scenes: PhotoFeedScenes
    @SceneStorage("navigation") private var saved: Data?
    @Environment(\.scenePhase) private var scenePhase
    @State private var launchError: String?

    var body: some View {
        if let launchError {
            LaunchErrorView(message: launchError)
        } else {
            root
        }
    }

    private var root: some View {
        // The window hands links to the navigator, so the root view is given none. Tabs turn
        // into a sidebar on an iPad with iOS 18; the share popover stays a popover on compact
        // width, as it is small.
        NavigationRoot(
            model: navigation.model, tabLabel: PhotoFeedPage.tabLabel(for:), popoverAdaptation: .popover,
            tabBarStyle: .sidebarAdaptable
        ) { screen in
            PhotoFeedPageView(page: PhotoFeedPage(screen), navigator: navigation.navigator)
        }
        .task {
            navigation.restore(from: saved)
            do {
                try await navigation.navigator.ready()
            } catch {
                // A window that cannot become ready says so instead of ignoring every link.
                launchError = "The app could not open its first screen: \(error)"
            }
        }
        .onChange(of: scenePhase) { _, phase in
            switch phase {
            case .active:
                scenes.sceneDidBecomeActive(navigation)
            case .background:
                // Saving on the way to the background reads the whole state once, not on every change.
                saved = navigation.savedState()
            default:
                break
            }
        }
        .photoFeedHandoff(navigation)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Asks SwiftUI to hand every URL and activity to this window when it is open, rather than
    /// to open a new window for it; platforms with one window per app have nothing to choose.
    @ViewBuilder
    fileprivate func preferringEveryLink() -> some View {
        #if os(tvOS) || os(watchOS)
        self
        #else
        handlesExternalEvents(preferring: ["*"], allowing: ["*"])
        #endif
    }
}

/// What a window shows when its navigation cannot start: the reason, not a blank screen.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct LaunchErrorView: View {
    let message: String

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "exclamationmark.triangle")
            Text(message).multilineTextAlignment(.center)
        }
        .padding()
    }
}

/// One page: its title and a button per in-app link; the sidebar lists the sidebar's items.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PhotoFeedPageView: View {
    let page: PhotoFeedPage
    let navigator: Navigator

    var body: some View {
        if page == .sidebar {
            PhotoFeedSidebar(navigator: navigator)
        } else {
            List(page.links, id: \.self) { link in
                Button(link) {
                    Task { @MainActor in await navigator.open(link, source: .inApp) }
                }
                .anchoringPopover(PhotoFeedPage.popoverKind(of: link))
            }
            .navigationTitle(page.title)
        }
    }
}

/// The split layout's sidebar: a row per item, bound to the split's selection; choosing a row
/// opens the item's link, which shows its page in the detail column.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct PhotoFeedSidebar: View {
    let navigator: Navigator
    @Environment(\.splitSelection) private var selection

    var body: some View {
        List(selection: selection) {
            ForEach(PhotoFeedPage.sidebarItems, id: \.self) { item in
                let label = PhotoFeedPage.tabLabel(for: item)
                Label(label.title, systemImage: label.systemImage ?? "circle").tag(item)
            }
        }
        .navigationTitle(PhotoFeedPage.sidebar.title)
        .onChange(of: selection.wrappedValue) { _, item in
            guard let item else { return }
            Task { @MainActor in await navigator.open(item, source: .inApp) }
        }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    /// Marks this view as the anchor of popovers of `kind`; nothing for `nil`.
    @ViewBuilder
    fileprivate func anchoringPopover(_ kind: String?) -> some View {
        if let kind {
            popoverAnchor(for: kind)
        } else {
            self
        }
    }
}
#endif
