import Foundation
import RoutingKit
import Waypoint

/// SplitMix64: a small, fast generator whose sequence depends only on its seed.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}

/// A route table and the links looked up in it.
struct RouteTable {
    /// Patterns in registration order; the destination of pattern `i` is `i`.
    var patterns: [String] = []
    /// The same routes as RoutingKit path components (schemes and hosts have no equivalent).
    var routingKitPatterns: [String] = []
    /// The kind of each pattern, for the check that every table holds the mix.
    var kinds: [RouteKind] = []
    /// Links looked up, each with the destination it must reach (`nil` for a miss).
    var links: [String] = []
    var expected: [Int?] = []
    /// The path of each link, for RoutingKit, which only routes paths.
    var paths: [String] = []

    /// Registers every pattern, then compiles the trie with one lookup.
    func makeRouter(options: RouterOptions = RouterOptions()) -> Waypoint.Router<Int> {
        let router = Waypoint.Router<Int>(
            schemes: ["myapp"], hosts: ["example.com", "*.example.com"], options: options)
        for (index, pattern) in patterns.enumerated() {
            do { try router.register(pattern, destination: index) } catch { fatalError("\(pattern): \(error)") }
        }
        _ = router.match(for: "/")
        return router
    }

    func makeRoutingKit() -> TrieRouter<Int> {
        let router = TrieRouter(Int.self)
        for (index, pattern) in routingKitPatterns.enumerated() {
            router.register(index, at: pattern.pathComponents)
        }
        return router
    }
}

/// The kinds of route in a synthetic table, each with its share of every hundred routes.
enum RouteKind: CaseIterable {
    case plain, onePlaceholder, twoPlaceholders, typed, catchAll, schemeOnly, hostOnly

    /// How many of every hundred routes are of this kind.
    var weight: Int {
        switch self {
        case .plain: 35
        case .onePlaceholder: 20
        case .twoPlaceholders: 15
        case .typed: 10
        case .catchAll: 5
        case .schemeOnly: 10
        case .hostOnly: 5
        }
    }

    /// The kind a roll in `0..<100` stands for: the kinds in declaration order, each taking as
    /// many rolls as its weight.
    init(roll: Int) {
        var below = 0
        for kind in Self.allCases {
            below += kind.weight
            if roll < below {
                self = kind
                return
            }
        }
        preconditionFailure("a roll is below 100, and the weights add up to 100")
    }
}

/// A realistic app table of `count` routes. Route `i` lives under one of 20 areas
/// (`/users`, `/posts` …) with its own second segment. Its kind follows the weights of
/// ``RouteKind`` by a stratified sequence, `kindRoll(index)`, not by a random draw, so every
/// table holds the same mix: any 100 consecutive routes hold it exactly, and the ten routes of
/// the smallest table hold all seven kinds.
func syntheticTable(count: Int, lookups: Int = 100, seed: UInt64 = 42) -> RouteTable {
    let areas = [
        "users", "posts", "photos", "albums", "settings", "orders", "products", "cart", "search", "feed",
        "messages", "groups", "events", "tags", "places", "stories", "reels", "comments", "likes", "help",
    ]
    let subs = ["detail", "list", "edit", "share", "review", "archive", "report", "invite"]
    var random = SplitMix64(state: seed)
    var table = RouteTable()
    var linkFor: [String] = []
    var pathFor: [String] = []
    let forms = ["myapp://", "https://example.com/", "https://m.example.com/"]
    for index in 0..<count {
        let base = "\(areas[index % areas.count])/\(subs[random.below(subs.count)])\(index / areas.count)"
        let id = String(random.below(1_000_000))
        let name = "item\(random.below(10_000))"
        let form = forms[index % forms.count]
        let query = index % 4 == 0 ? "?ref=push&utm_source=mail" : ""
        // The draw that picked the kind before the kinds were stratified: kept, so that every
        // other value (second segment, id, name) is the one it was.
        _ = random.below(100)
        let kind = RouteKind(roll: kindRoll(index))
        var pattern: String
        var routingKit: String
        var path: String
        var link: String
        switch kind {
        case .plain:
            pattern = "/" + base
            routingKit = base
            path = "/" + base
            link = form + base + query
        case .onePlaceholder:
            pattern = "/\(base)/:id"
            routingKit = "\(base)/:id"
            path = "/\(base)/\(name)"
            link = form + "\(base)/\(name)" + query
        case .twoPlaceholders:
            pattern = "/\(base)/:owner/items/:item"
            routingKit = "\(base)/:owner/items/:item"
            path = "/\(base)/\(name)/items/\(id)"
            link = form + "\(base)/\(name)/items/\(id)" + query
        case .typed:
            pattern = "/\(base)/<int:id>"
            routingKit = "\(base)/:id"
            path = "/\(base)/\(id)"
            link = form + "\(base)/\(id)" + query
        case .catchAll:
            pattern = "/\(base)/**"
            routingKit = "\(base)/**"
            path = "/\(base)/a/b/c.txt"
            link = form + "\(base)/a/b/c.txt"
        case .schemeOnly:
            pattern = "myapp://\(base)/:id"
            routingKit = "\(base)/:id"
            path = "/\(base)/\(name)"
            link = "myapp://\(base)/\(name)" + query
        case .hostOnly:
            pattern = "https://example.com/\(base)/:code"
            routingKit = "\(base)/:code"
            path = "/\(base)/\(name)"
            link = "https://example.com/\(base)/\(name)" + query
        }
        table.patterns.append(pattern)
        table.routingKitPatterns.append(routingKit)
        table.kinds.append(kind)
        linkFor.append(link)
        pathFor.append(path)
    }
    // Lookups spread evenly over the table (first, middle and last registered included), then misses.
    let hits = lookups * 9 / 10
    for k in 0..<hits {
        let index = count == 1 ? 0 : (k * (count - 1)) / max(hits - 1, 1)
        table.links.append(linkFor[index])
        table.paths.append(pathFor[index])
        table.expected.append(index)
    }
    for k in 0..<(lookups - hits) {
        switch k % 3 {
        case 0:
            table.links.append("myapp://nosuch\(k)/page")
            table.paths.append("/nosuch\(k)/page")
        case 1:
            table.links.append("myapp://\(areas[k % areas.count])/missing\(k)/deeper/still")
            table.paths.append("/\(areas[k % areas.count])/missing\(k)/deeper/still")
        default:
            table.links.append("https://example.com/\(areas[k % areas.count])/nothing/here")
            table.paths.append("/\(areas[k % areas.count])/nothing/here")
        }
        table.expected.append(nil)
    }
    return table
}

/// The kind of route `index` as a roll in `0..<100`, read as a ``RouteKind``: a Weyl sequence, `(79 × index + 80) mod 100`. Its step is coprime to 100,
/// so each 100 consecutive routes take each roll once and hold the weights exactly; each area
/// (`index mod 20`) takes one roll from each fifth of the range. The step and start are the pair
/// whose ten first routes hold all seven kinds nearest the weights (3, 2, 1, 1, 1, 1, 1), and,
/// among those, whose 90 looked-up routes in the 100-, 1,000- and 10,000-route tables come nearest
/// to the weights; they were found by enumerating every pair, not by timing.
///
/// Random draws, which the tables used before, gave the 10-route table no typed placeholder and
/// no universal-link route, and two catch-alls of ten, so its lookups did different work from
/// the larger tables' and the 10,000 / 10 ratio compared mixes as well as sizes.
func kindRoll(_ index: Int) -> Int { (79 * index + 80) % 100 }

/// The GitHub API set: each unique path registered once, looked up with realistic values.
func githubTable(file: String) throws -> RouteTable {
    let text = try String(contentsOfFile: file, encoding: .utf8)
    var seen = Set<String>()
    var table = RouteTable()
    let values = [
        "owner": "julienschmidt", "repo": "httprouter", "id": "12345", "user": "gopher", "number": "42",
        "org": "golang", "sha": "7638417db6d59f3c431d3e1f261cc637155684cd", "name": "bugfix", "keyword": "router",
        "client_id": "abc123", "access_token": "tok456", "ref": "main", "target_user": "octocat",
        "state": "open", "repository": "go", "email": "gopher@example.com", "branch": "main", "assignee": "rsc",
    ]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        let parts = line.split(separator: " ")
        guard parts.count == 2, seen.insert(String(parts[1])).inserted else { continue }
        let pattern = String(parts[1])
        let link =
            "/"
            + pattern.split(separator: "/").map { segment in
                segment.hasPrefix(":") ? values[String(segment.dropFirst()), default: "value"] : String(segment)
            }.joined(separator: "/")
        table.expected.append(table.patterns.count)
        table.patterns.append(pattern)
        table.routingKitPatterns.append(pattern)
        table.links.append(link)
        table.paths.append(link)
    }
    return table
}
