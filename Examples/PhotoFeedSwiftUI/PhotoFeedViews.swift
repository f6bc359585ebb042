#if canImport(SwiftUI)
import SwiftUI
import WaypointNavigation
import WaypointSwiftUI

/// The PhotoFeed app: one window group whose every window has a navigation of its own,
/// restored from that window's scene storage. An app target marks it `@main`; here it is a
/// library type, so that it compiles with the package. Not compiled on Linux.
struct PhotoFeedSwiftUIApp: App {
    /// What the windows share: being signed in, and which window opens the app's own links.
    @State private var scenes = PhotoFeedScenes()

    var body: some Scene {
        WindowGroup {
            PhotoFeedWindow(scenes: scenes)
        }
    }
}

/// One window: its navigation lives in the window's own `@State`, so each window SwiftUI makes
/// from the group gets a model and a navigator of its own.
struct PhotoFeedWindow: View {
    let scenes: PhotoFeedScenes
    @State private var navigation: PhotoFeedNavigation?

    var body: some View {
        if let navigation {
            PhotoFeedRootView(navigation: navigation, scenes: scenes)
        } else {
            // Made once the window appears, not in `init`, which SwiftUI may call many times.
            Color.clear.onAppear {
                if navigation == nil { navigation = try? scenes.makeNavigation() }
            }
        }
    }
}

/// A window's navigation, saved when the scene goes to the background and restored when it
/// comes back.
struct PhotoFeedRootView: View {
    let navigation: PhotoFeedNavigation
    let scenes: PhotoFeedScenes
    @SceneStorage("navigation") private var saved: Data?
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationRoot(
            model: navigation.model, navigator: navigation.navigator, tabLabel: PhotoFeedPage.tabLabel(for:)
        ) { screen in
            PhotoFeedPageView(page: PhotoFeedPage(screen), navigator: navigation.navigator)
        }
        .preferringEveryLink()
        .task {
            navigation.restore(from: saved)
            _ = try? await navigation.navigator.ready()
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
    }
}

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

/// One page: its title and a button per in-app link.
struct PhotoFeedPageView: View {
    let page: PhotoFeedPage
    let navigator: Navigator

    var body: some View {
        List(page.links, id: \.self) { link in
            Button(link) {
                Task { @MainActor in await navigator.open(link, source: .inApp) }
            }
        }
        .navigationTitle(page.title)
    }
}
#endif
