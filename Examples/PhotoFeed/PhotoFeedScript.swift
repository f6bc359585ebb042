import Foundation
import WaypointNavigation

/// One scripted moment: a link arriving from somewhere.
struct ScriptedLink {
    /// What happens, in the user's words.
    var title: String
    /// The link, or `nil` for a push payload.
    var link: String?
    /// The push payload, when it is one.
    var payload: [String: any Sendable]?
    /// Where it comes from.
    var source: LinkSource
    /// Whether it arrives before the UI is ready.
    var beforeReady = false
}

/// The links `swift run PhotoFeed` opens, in order.
enum PhotoFeedScript {
    static let links: [ScriptedLink] = [
        ScriptedLink(
            title: "Cold start: the user taps the celebrity push before the UI exists",
            payload: ["aps": ["alert": "You become a celebrity on PhotoFeed", "urn": "user:self"]],
            source: .notification, beforeReady: true),
        ScriptedLink(title: "On the profile, tap Followers", link: "follower:self", source: .inApp),
        ScriptedLink(title: "Tap a follower", link: "user:42", source: .inApp),
        ScriptedLink(
            title: "An empty-host link resets the profile tab to its root first, without animation",
            link: "photofeed:///likes:7?animated=0", source: .customScheme(sendingApp: nil)),
        ScriptedLink(title: "From the likes, tap the comments", link: "comments:7", source: .inApp),
        ScriptedLink(
            title: "A widget asks for the likes again (deeper in the stack)", link: "likes:7", source: .widget),
        ScriptedLink(
            title: "Safari opens photofeed://user:self (already in this stack: pop to it)",
            link: "photofeed://user:self", source: .customScheme(sendingApp: "com.apple.mobilesafari")),
        ScriptedLink(
            title: "A universal link to a post's comments, shown in the feed tab",
            link: "https://photofeed.example.com/media/9/comments", source: .universalLink),
        ScriptedLink(
            title: "Another app tries photofeed://logout", link: "photofeed://logout",
            source: .customScheme(sendingApp: "com.example.prankster")),
        ScriptedLink(title: "Search for shoes", link: "search?q=shoes", source: .inApp),
        ScriptedLink(
            title: "Search again for boots: the search screen updates in place", link: "search?q=boots",
            source: .inApp),
        ScriptedLink(
            title: "A reply notification, built over its post's comments", link: "photofeed://reply:7:3",
            source: .notification),
        ScriptedLink(
            title: "Settings for a signed-in user, in the menu tab", link: "photofeed://settings",
            source: .notification),
        ScriptedLink(title: "Handoff brings a link no route knows", link: "photofeed://stories:1", source: .handoff),
        ScriptedLink(
            title: "Handoff brings the website's About page, which no route shows: the browser opens it",
            link: "https://photofeed.example.com/about", source: .handoff),
        ScriptedLink(
            title: "The share extension opens the post link it carries, which asks for the likes",
            link: "photofeed://open?link=https://photofeed.example.com/media/9?show=likes",
            source: .customScheme(sendingApp: "com.example.photofeed.share")),
        ScriptedLink(
            title: "Explore the popular photos, in the feed tab", link: "photofeed://explore/popular",
            source: .inApp),
        ScriptedLink(title: "The menu's Logout row", link: "logout", source: .inApp),
    ]
}
