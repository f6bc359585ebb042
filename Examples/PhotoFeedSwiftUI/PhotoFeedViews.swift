#if canImport(SwiftUI)
import SwiftUI
import WaypointNavigation
import WaypointSwiftUI

/// The PhotoFeed app: a root view drawing the navigation, restored from scene storage.
/// An app target marks it `@main`; here it is a library type, so that it compiles with the
/// package. Not compiled on Linux.
struct PhotoFeedSwiftUIApp: App {
    @State private var navigation = try? PhotoFeedNavigation()

    var body: some Scene {
        WindowGroup {
            if let navigation {
                PhotoFeedRootView(navigation: navigation)
            }
        }
    }
}

/// The navigation, saved when the scene goes to the background and restored at launch.
struct PhotoFeedRootView: View {
    let navigation: PhotoFeedNavigation
    @SceneStorage("navigation") private var saved: Data?
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationRoot(model: navigation.model, navigator: navigation.navigator) { screen in
            PhotoFeedPageView(page: PhotoFeedPage(screen), navigator: navigation.navigator)
        }
        .task {
            navigation.restore(from: saved)
            _ = try? await navigation.navigator.ready()
        }
        .onChange(of: scenePhase) { _, phase in
            // Saving on the way to the background reads the whole state once, not on every change.
            if phase == .background { saved = navigation.savedState() }
        }
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
