#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

import WaypointUIKit

/// How PhotoFeed makes the controller for each screen: by type, by closure and from the
/// storyboard (the iPad sidebar's sections too), plus the "drawer" transition that
/// `story:{storyId}` links use.
@MainActor
public enum PhotoFeedFactory {
    /// The app's screen factory.
    public static func make() -> ScreenFactory {
        var factory = ScreenFactory()
        for kind in ["feed", "profile", "menu", "likes", "following", "follower", "settings", "login", "story"] {
            factory.register(kind, type: PhotoFeedViewController.self)
        }
        factory.register("user") { screen in
            let controller = UIViewController()
            controller.title = "User \(screen.info["userId"] ?? "")"
            return controller
        }
        factory.register("comments", storyboard: "Main", identifier: "Comments")
        factory.registerTransition("drawer") { presented, presenter, animated, completion in
            // A real drawer sets `.custom` and a transitioning delegate; the host needs only
            // that `presented` ends up presented from `presenter` and `completion` runs.
            presented.modalPresentationStyle = .overFullScreen
            presenter.present(presented, animated: animated, completion: completion)
        }
        // The iPad's sidebar, and the popover of a post's reactions.
        factory.register("sections") { _ in PhotoFeedSectionsViewController() }
        factory.register("reactions", type: PhotoFeedViewController.self)
        return factory
    }

    #if !canImport(UIKit)
    /// Stands in for Main.storyboard on Linux, where no storyboard file can be loaded.
    public static func registerStoryboard() {
        UIStoryboard.simulateRegistering(storyboard: "Main", identifier: "Comments") {
            PhotoFeedViewController(screen: Screen("comments"))
        }
    }
    #endif
}
