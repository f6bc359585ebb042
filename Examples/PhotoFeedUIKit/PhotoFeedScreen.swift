#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

import WaypointUIKit

/// PhotoFeed's screens as one enum, the shape `waypoint generate` writes as `AppRoutes.Screen`
/// for a route file; this example registers its routes in code, so it writes its own.
public enum PhotoFeedScreen: TypedScreen {
    /// The feed tab's root.
    case feed
    /// The signed-in user's profile, the profile tab's root.
    case profile
    /// The menu tab's root.
    case menu
    /// The settings sheet.
    case settings
    /// The full-screen login.
    case login
    /// Another user's profile.
    case user(userId: String)
    /// A post's comments.
    case comments(mediaId: String)
    /// Who liked a post.
    case likes(mediaId: String)
    /// Whom a user follows.
    case following(userId: String)
    /// Who follows a user.
    case follower(userId: String)
    /// A story, shown in the drawer.
    case story(storyId: String)
    /// The iPad sidebar: the app's sections, as the tabs hold them on an iPhone.
    case sections
    /// Who reacted to a post, in a popover.
    case reactions(mediaId: String)

    /// Every kind a screen can have.
    public static let screenKinds: Set<String> = [
        "feed", "profile", "menu", "settings", "login", "user", "comments", "likes", "following", "follower", "story",
        "sections", "reactions",
    ]

    /// The typed screen `screen` stands for.
    public init(screen: Screen) throws(ScreenConversionError) {
        let key =
            ["user": "userId", "following": "userId", "follower": "userId", "story": "storyId"][screen.kind]
            ?? (["comments", "likes", "reactions"].contains(screen.kind) ? "mediaId" : nil)
        let values = try RouteValues(screen, keys: Set([key].compactMap { $0 }))
        switch screen.kind {
        case "feed": self = .feed
        case "profile": self = .profile
        case "menu": self = .menu
        case "settings": self = .settings
        case "login": self = .login
        case "user": self = try .user(userId: values.value("userId"))
        case "comments": self = try .comments(mediaId: values.value("mediaId"))
        case "likes": self = try .likes(mediaId: values.value("mediaId"))
        case "following": self = try .following(userId: values.value("userId"))
        case "follower": self = try .follower(userId: values.value("userId"))
        case "story": self = try .story(storyId: values.value("storyId"))
        case "sections": self = .sections
        case "reactions": self = try .reactions(mediaId: values.value("mediaId"))
        default: throw .unknownKind(screen, known: Self.screenKinds.sorted())
        }
    }

    /// The screen this value stands for.
    public var screen: Screen {
        switch self {
        case .feed: Screen("feed")
        case .profile: Screen("profile")
        case .menu: Screen("menu")
        case .settings: Screen("settings")
        case .login: Screen("login")
        case .user(let userId): Screen("user", ["userId": userId])
        case .comments(let mediaId): Screen("comments", ["mediaId": mediaId])
        case .likes(let mediaId): Screen("likes", ["mediaId": mediaId])
        case .following(let userId): Screen("following", ["userId": userId])
        case .follower(let userId): Screen("follower", ["userId": userId])
        case .story(let storyId): Screen("story", ["storyId": storyId])
        case .sections: Screen("sections")
        case .reactions(let mediaId): Screen("reactions", ["mediaId": mediaId])
        }
    }
}

extension PhotoFeedFactory {
    /// The app's screen factory over typed screens: one `switch`, which the compiler checks
    /// covers every kind.
    public static func makeTyped() -> ScreenFactory {
        var factory = ScreenFactory(PhotoFeedScreen.self) { screen in
            switch screen {
            case .user(let userId):
                let controller = UIViewController()
                controller.title = "User \(userId)"
                return controller
            case .comments:
                let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(
                    withIdentifier: "Comments")
                (controller as? PhotoFeedViewController)?.update(to: screen.screen)
                return controller
            case .sections:
                return PhotoFeedSectionsViewController()
            case .feed, .profile, .menu, .settings, .login, .likes, .following, .follower, .story, .reactions:
                return PhotoFeedViewController(screen: screen.screen)
            }
        }
        factory.registerTransition("drawer") { presented, presenter, animated, completion in
            presented.modalPresentationStyle = .overFullScreen
            presenter.present(presented, animated: animated, completion: completion)
        }
        return factory
    }
}
