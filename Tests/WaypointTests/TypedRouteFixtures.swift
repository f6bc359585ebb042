import Waypoint
import WaypointTesting

/// The PhotoFeed app's routes as an app would write them, with a search route whose query repeats a key.
enum PhotoFeedRoute: Hashable, Sendable {
    case user(id: String)
    case post(id: String, showComments: Bool = false)
    case comments(mediaID: String)
    case likes(mediaID: String)
    case following(userID: String)
    case follower(userID: String)
    case logout
    case search(query: String, tags: [String])
}

extension PhotoFeedRoute {
    /// The declaration the README shows, with PhotoFeed's URN patterns in Compass's dialect.
    static func routes(
        canonical: CanonicalForm = .customScheme("photofeed"), hosts: [String] = ["photofeed.app", "www.photofeed.app"]
    ) throws(RouteError) -> Routes<Self> {
        let routes = Routes<PhotoFeedRoute>(schemes: ["photofeed"], hosts: hosts, canonical: canonical)
        try routes.add("user:{userId}", .path("userId", String.self), parse: PhotoFeedRoute.user) {
            if case .user(let id) = $0 { id } else { nil }
        }
        try routes.add(
            "post:{postId}", .path("postId", String.self), .query("comments", Bool.self, default: false),
            parse: PhotoFeedRoute.post
        ) { if case .post(let id, let comments) = $0 { (id, comments) } else { nil } }
        try routes.add("comments:{mediaId}", .path("mediaId", String.self), parse: PhotoFeedRoute.comments) {
            if case .comments(let id) = $0 { id } else { nil }
        }
        try routes.add("likes:{mediaId}", .path("mediaId", String.self), parse: PhotoFeedRoute.likes) {
            if case .likes(let id) = $0 { id } else { nil }
        }
        try routes.add("following:{userId}", .path("userId", String.self), parse: PhotoFeedRoute.following) {
            if case .following(let id) = $0 { id } else { nil }
        }
        try routes.add("follower:{userId}", .path("userId", String.self), parse: PhotoFeedRoute.follower) {
            if case .follower(let id) = $0 { id } else { nil }
        }
        try routes.add("logout", PhotoFeedRoute.logout)
        try routes.add(
            "search", .query("q", String.self, default: ""), .query("tag", [String].self),
            parse: PhotoFeedRoute.search
        ) { if case .search(let query, let tags) = $0 { (query, tags) } else { nil } }
        return routes
    }

    /// The route's parts as the tests' own model sees them, independent of the library:
    /// decoded path segments and query items, defaults left out.
    var reference: (segments: [String], query: [(name: String, value: String)]) {
        switch self {
        case .user(let id): return (["user", id], [])
        case .post(let id, let comments): return (["post", id], comments ? [("comments", "true")] : [])
        case .comments(let id): return (["comments", id], [])
        case .likes(let id): return (["likes", id], [])
        case .following(let id): return (["following", id], [])
        case .follower(let id): return (["follower", id], [])
        case .logout: return (["logout"], [])
        case .search(let query, let tags):
            return (["search"], (query.isEmpty ? [] : [("q", query)]) + tags.map { ("tag", $0) })
        }
    }

    /// The path value a link cannot carry (empty, `.` or `..`), with its key, if the route has one.
    var unprintablePathValue: (key: String, value: String)? {
        let (key, value): (String, String)
        switch self {
        case .user(let id), .following(let id), .follower(let id): (key, value) = ("userId", id)
        case .post(let id, _): (key, value) = ("postId", id)
        case .comments(let id), .likes(let id): (key, value) = ("mediaId", id)
        case .logout, .search: return nil
        }
        return value.isEmpty || value == "." || value == ".." ? (key, value) : nil
    }
}

/// Generated values for the property tests, from a seeded generator so every run sees the same ones.
struct PhotoFeedValues {
    var random: SeededGenerator

    /// Pieces that stress encoding: separators of every link part, escapes, plus signs, emoji.
    static let pieces: [String] = [
        "a", "Z", "0", "42", "self", " ", "/", "?", "#", "%", "+", "&", "=", ":", "@", ";", ",", "~", "-", "_",
        ".", "..", "%20", "%2F", "%%", "é", "ß", "中文", "😀", "🇯🇵", "'", "\"", "<", ">", "\\", "|", "{", "}",
        "[", "]", "!", "$", "*", "(", ")", "\n",
    ]

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    /// A string of 0 to 6 pieces; about one in eight is empty.
    mutating func text(allowingLineBreaks: Bool = true) -> String {
        let count = Int.random(in: 0...6, using: &random)
        var text = ""
        for _ in 0..<count {
            var piece = Self.pieces.randomElement(using: &random) ?? "a"
            if piece == "\n" && !allowingLineBreaks { piece = "b" }
            text += piece
        }
        return text
    }

    mutating func route() -> PhotoFeedRoute {
        // Path values never carry line breaks: a segment with one cannot be a link at all.
        let id = text(allowingLineBreaks: false)
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return .user(id: id)
        case 1: return .post(id: id, showComments: Bool.random(using: &random))
        case 2: return .comments(mediaID: id)
        case 3: return .likes(mediaID: id)
        case 4: return .following(userID: id)
        case 5: return .follower(userID: id)
        case 6: return .logout
        default:
            let tags = (0..<Int.random(in: 0...3, using: &random)).map { _ in text() }
            return .search(query: text(), tags: tags)
        }
    }

    /// Percent-encodes `text` the way a careless or different printer might: bytes in `mustEncode`
    /// and `%` always, any other character sometimes (all of its bytes, or the link would not be
    /// UTF-8 text), with upper- or lowercase hexadecimal.
    mutating func spell(_ text: String, mustEncode: Set<UInt8>) -> String {
        var spelled = ""
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            let forced = bytes.contains { mustEncode.contains($0) || $0 == UInt8(ascii: "%") || $0 < 0x21 }
            guard forced || Int.random(in: 0..<4, using: &random) == 0 else {
                spelled.unicodeScalars.append(scalar)
                continue
            }
            let hex = Array((Bool.random(using: &random) ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
            for byte in bytes {
                spelled += String(
                    decoding: [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]], as: UTF8.self)
            }
        }
        return spelled
    }

    /// Another spelling of `route`'s link: any accepted source, escapes spelled differently,
    /// query items reordered (repeated names keep their order), defaults and unknown items
    /// added, booleans spelled `1`/`TRUE`, a trailing slash or a fragment.
    mutating func link(for route: PhotoFeedRoute) -> String {
        let (segments, items) = route.reference
        let segmentBytes = Set("/?#:".utf8)
        let spelled = segments.map { spell($0, mustEncode: segmentBytes) }
        var link: String
        switch Int.random(in: 0..<7, using: &random) {
        case 0: link = "photofeed://" + spelled.joined(separator: "/")
        case 1: link = "photofeed:///" + spelled.joined(separator: "/")
        case 2: link = "https://photofeed.app/" + spelled.joined(separator: "/")
        case 3: link = "HTTPS://WWW.PhotoFeed.app/" + spelled.joined(separator: "/")
        case 4: link = "/" + spelled.joined(separator: "/")
        case 5: link = "PhotoFeed://" + spelled.joined(separator: ":")
        default:
            // A URN's first part is read as a scheme, which has no escapes.
            link = ([segments[0]] + spelled.dropFirst()).joined(separator: ":")
        }
        if Bool.random(using: &random) && !link.hasSuffix("/") { link += "/" }

        // Grouped by name in first-appearance order, so every run builds the same links.
        var groups: [[(String, String)]] = []
        for item in items {
            if let index = groups.firstIndex(where: { $0.first?.0 == item.name }) {
                groups[index].append((item.name, item.value))
            } else {
                groups.append([(item.name, item.value)])
            }
        }
        if case .post(_, let comments) = route, Bool.random(using: &random) {
            let spellings = comments ? ["true", "1", "TRUE"] : ["false", "0"]
            groups = [[("comments", spellings.randomElement(using: &random) ?? "true")]]
        }
        if case .search(let query, _) = route, query.isEmpty, Bool.random(using: &random) {
            groups.append([("q", "")])
        }
        if Bool.random(using: &random) { groups.append([("utm_source", "push notification")]) }
        var query: [String] = []
        let queryBytes = Set("&=#+".utf8)
        while !groups.isEmpty {
            let index = Int.random(in: 0..<groups.count, using: &random)
            let (name, value) = groups[index].removeFirst()
            if groups[index].isEmpty { groups.remove(at: index) }
            query.append(spell(name, mustEncode: queryBytes) + "=" + spell(value, mustEncode: queryBytes))
        }
        if !query.isEmpty { link += "?" + query.joined(separator: "&") }
        if Bool.random(using: &random) { link += "#top" }
        return link
    }
}
