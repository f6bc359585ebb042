import WaypointNavigation
import WaypointSwiftUI

/// What a PhotoFeed screen shows: the screen builder's decision, made here so that it compiles
/// and is tested everywhere; the SwiftUI views only draw a page.
public enum PhotoFeedPage: Hashable, Sendable {
    /// The feed tab's root.
    case feed
    /// The signed-in user's profile, the profile tab's root.
    case profile
    /// The menu tab's root.
    case menu
    /// The split layout's sidebar, listing ``sidebarItems``.
    case sidebar
    /// Another user's profile.
    case user(id: String)
    /// A post's comments.
    case comments(mediaID: String)
    /// Who liked a post.
    case likes(mediaID: String)
    /// Whom a user follows.
    case following(userID: String)
    /// Who follows a user.
    case followers(userID: String)
    /// The share sheet for a post.
    case share(mediaID: String)
    /// A screen this app does not draw: a placeholder names it.
    case unknown(Screen)

    /// The page for `screen`.
    public init(_ screen: Screen) {
        let info = screen.info
        switch screen.kind {
        case "feed": self = .feed
        case "profile": self = .profile
        case "menu": self = .menu
        case "sidebar": self = .sidebar
        case "user": self = .user(id: info["userId"] ?? "")
        case "comments": self = .comments(mediaID: info["mediaId"] ?? "")
        case "likes": self = .likes(mediaID: info["mediaId"] ?? "")
        case "following": self = .following(userID: info["userId"] ?? "")
        case "follower": self = .followers(userID: info["userId"] ?? "")
        case "share": self = .share(mediaID: info["mediaId"] ?? "")
        default: self = .unknown(screen)
        }
    }

    /// The navigation bar title.
    public var title: String {
        switch self {
        case .feed: return "Feed"
        case .profile: return "Profile"
        case .menu: return "Menu"
        case .sidebar: return "PhotoFeed"
        case .user(let id): return "User \(id)"
        case .comments: return "Comments"
        case .likes: return "Likes"
        case .following: return "Following"
        case .followers: return "Followers"
        case .share: return "Share"
        case .unknown(let screen): return screen.kind
        }
    }

    /// The in-app links the page offers, as its buttons open them.
    public var links: [String] {
        switch self {
        case .feed: return ["comments:7", "likes:7", "user:42", "share:7"]
        case .profile: return ["follower:self", "following:self"]
        case .menu: return ["logout"]
        case .user(let id): return ["follower:\(id)", "following:\(id)"]
        case .comments(let id), .likes(let id): return ["user:42", "share:\(id)"]
        case .following, .followers: return ["user:42"]
        case .share, .sidebar, .unknown: return []
        }
    }

    /// The items of the split layout's sidebar; each is also the link that shows its page.
    public static let sidebarItems = ["feed", "profile", "menu"]

    /// The kind of the popover that `link` opens, which the link's button anchors: `"share"`
    /// for a share link, `nil` for every other link.
    public static func popoverKind(of link: String) -> String? {
        link.hasPrefix("share:") ? "share" : nil
    }

    /// What the tab bar (or the sidebar) shows for the tab `id`: the launch state's three tabs
    /// have a title and a symbol; any other tab shows its identifier.
    public static func tabLabel(for id: String) -> TabLabel {
        switch id {
        case "feed": return TabLabel("Feed", systemImage: "photo.on.rectangle")
        case "profile": return TabLabel("Profile", systemImage: "person.crop.circle")
        case "menu": return TabLabel("Menu", systemImage: "line.3.horizontal")
        default: return TabLabel(tabID: id)
        }
    }
}
