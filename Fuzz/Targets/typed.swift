import Foundation
import Waypoint

// Typed routes: a link that parses into a route prints back into a canonical link that parses
// into the same route and prints the same way; a route built from arbitrary values either
// prints into a link that parses back into it, or is refused with a typed error.

enum FuzzRoute: Hashable, Sendable {
    enum Kind: String, LinkValue { case photo, video }
    case user(id: String)
    case post(id: String, showComments: Bool)
    case product(id: Int, page: Int)
    case order(UUID)
    case media(Kind, sort: Kind?)
    case price(Double)
    case files(path: String)
    case search(query: String, tags: [String])
    case logout
}

let routes: Routes<FuzzRoute>? = {
    let routes = Routes<FuzzRoute>(scheme: "shop", hosts: ["shop.example.com", "*.shop.example.com"])
    do {
        try routes.add("user:{userId}", .path("userId", String.self), parse: FuzzRoute.user) {
            if case .user(let id) = $0 { id } else { nil }
        }
        try routes.add(
            "post/:id", .path("id", String.self), .query("comments", Bool.self, default: false), parse: FuzzRoute.post
        ) { if case .post(let id, let comments) = $0 { (id, comments) } else { nil } }
        try routes.add(
            "product/:id", .path("id", Int.self), .query("page", Int.self, default: 1), parse: FuzzRoute.product
        ) { if case .product(let id, let page) = $0 { (id, page) } else { nil } }
        try routes.add("order/:id", .path("id", UUID.self), parse: FuzzRoute.order) {
            if case .order(let id) = $0 { id } else { nil }
        }
        try routes.add(
            "media/:kind", .path("kind", FuzzRoute.Kind.self), .query("sort", FuzzRoute.Kind?.self),
            parse: FuzzRoute.media
        ) { if case .media(let kind, let sort) = $0 { (kind, sort) } else { nil } }
        try routes.add("price", .query("amount", Double.self), parse: FuzzRoute.price) {
            if case .price(let amount) = $0 { amount } else { nil }
        }
        try routes.add("files/<path:path>", .path("path", String.self), parse: FuzzRoute.files) {
            if case .files(let path) = $0 { path } else { nil }
        }
        try routes.add(
            "search", .query("q", String.self, default: ""), .query("tag", [String].self), parse: FuzzRoute.search
        ) { if case .search(let query, let tags) = $0 { (query, tags) } else { nil } }
        try routes.add("logout", FuzzRoute.logout)
        return routes
    } catch {
        return nil
    }
}()

/// libFuzzer's entry point: one input, run to the end; returns 0 unless an invariant stops the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTyped(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let routes else {
        require(false, "the fuzz routes do not declare")
        return 0
    }
    var input = FuzzInput(data, size)
    if input.bool() {
        parseThenPrint(routes, input.rest())
    } else {
        printThenParse(routes, route(from: &input))
    }
    return 0
}

/// The law's second half: every link that parses has a canonical spelling that parses the same.
func parseThenPrint(_ routes: Routes<FuzzRoute>, _ text: String) {
    guard let route = try? routes.route(for: text) else { return }
    let printed: String
    do {
        printed = try routes.link(for: route)
    } catch {
        // Printing escapes what a link may carry raw (U+FFFD is 3 bytes, %EF%BF%BD is 9), and an
        // escaped slash in a rest-of-path value prints as a separator (`a%2Fb` reads as `a/b`),
        // so a link near a limit can parse into a value whose canonical link is over it:
        // link(for:) then refuses with the limit, as documented, instead of printing it.
        if case .invalidLink(_, _, .segmentTooLong) = error { return }
        if case .invalidLink(_, _, .tooLong) = error { return }
        if case .invalidLink(_, _, .tooManySegments) = error { return }
        return require(false, "\(text.debugDescription) parses into \(route), which does not print: \(error)")
    }
    require((try? routes.route(for: printed)) == route, "\(printed) does not parse back into \(route)")
    require((try? routes.link(for: route)) == printed, "printing \(route) is not stable")
}

/// The law's first half: a route that prints parses back into itself.
func printThenParse(_ routes: Routes<FuzzRoute>, _ route: FuzzRoute) {
    let printed: String
    do {
        printed = try routes.link(for: route)
    } catch {
        switch error {
        case .malformedValue, .invalidLink, .noMatch, .missingValue: return
        default: return require(false, "printing \(route) threw \(error)")
        }
    }
    require((try? routes.route(for: printed)) == route, "\(printed) does not parse back into \(route)")
}

func route(from input: inout FuzzInput) -> FuzzRoute {
    func text() -> String {
        let length = input.int(below: 12)
        var bytes: [UInt8] = []
        for _ in 0..<length { bytes.append(input.byte()) }
        return String(decoding: bytes, as: UTF8.self)
    }
    func number() -> Int {
        var value = 0
        for _ in 0..<8 { value = value << 8 | Int(input.byte()) }
        return value
    }
    switch input.int(below: 9) {
    case 0: return .user(id: text())
    case 1: return .post(id: text(), showComments: input.bool())
    case 2: return .product(id: number(), page: number())
    case 3:
        let bytes = (0..<16).map { _ in input.byte() }
        return .order(
            UUID(
                uuid: (
                    bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                    bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                )))
    case 4: return .media(input.pick([.photo, .video]), sort: input.pick([nil, .photo, .video]))
    case 5: return .price(Double(bitPattern: UInt64(bitPattern: Int64(number()))))
    case 6: return .files(path: text())
    case 7: return .search(query: text(), tags: (0..<input.int(below: 4)).map { _ in text() })
    default: return .logout
    }
}
