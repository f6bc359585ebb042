import Testing
import Waypoint

/// The round-trip law of typed routes, over generated PhotoFeed routes whose values hold spaces,
/// `/`, `?`, `#`, `%`, `+`, emoji, line breaks and empty strings.
///
/// 4 canonical forms × 16 seeds × 300 values for the first half, 16 seeds × 300 links for the
/// second: 24,000 generated cases.
@Suite("Typed routes: the round-trip law")
struct TypedRouteRoundTripTests {
    static let seeds: [UInt64] = Array(1...16)
    static let valuesPerSeed = 300
    static let forms: [CanonicalForm] = [.customScheme("photofeed"), .web(host: "photofeed.app"), .path, .urn]

    /// `route(for: link(for: x)) == x` for every `x` a link can carry; for the rest (an empty,
    /// `.` or `..` path value) `link(for:)` throws an error naming the key instead of printing.
    @Test(arguments: forms, seeds)
    func parsingThePrintedLinkGivesTheValueBack(form: CanonicalForm, seed: UInt64) throws {
        let routes = try PhotoFeedRoute.routes(canonical: form)
        var values = PhotoFeedValues(seed: seed)
        var printed = 0
        for _ in 0..<Self.valuesPerSeed {
            let route = values.route()
            if let (key, value) = route.unprintablePathValue {
                let error = #expect(throws: RouteError.self) { try routes.link(for: route) }
                if case .malformedValue(key, value, _) = error {
                } else {
                    Issue.record("\(route): \(String(describing: error))")
                }
                continue
            }
            let link = try routes.link(for: route)
            #expect(try routes.route(for: link) == route, "\(link)")
            printed += 1
        }
        // The generator must mostly produce printable values, or the law is tested on too few.
        #expect(printed > Self.valuesPerSeed * 3 / 4)
    }

    /// For every link `l` that parses, `link(for: route(for: l))` is the canonical link: the same
    /// as printing the value directly, a fixed point of parse-then-print, and, read by the tests'
    /// own model, exactly the route's segments and query items in declaration order, defaults,
    /// unknown items and fragments left out.
    @Test(arguments: seeds)
    func printingAParsedLinkGivesTheCanonicalLink(seed: UInt64) throws {
        let routes = try PhotoFeedRoute.routes()
        var values = PhotoFeedValues(seed: seed)
        for _ in 0..<Self.valuesPerSeed {
            let route = values.route()
            guard route.unprintablePathValue == nil else { continue }
            let spelled = values.link(for: route)
            let parsed = try routes.route(for: spelled)
            #expect(parsed == route, "\(spelled)")

            let canonical = try routes.link(for: parsed)
            #expect(canonical == (try routes.link(for: route)))
            #expect(try routes.link(for: routes.route(for: canonical)) == canonical)

            let read = try Link(parsing: canonical)
            let (segments, items) = route.reference
            #expect(read.form == .custom && read.scheme == "photofeed" && !read.resetsToRoot)
            #expect(read.segments == segments, "\(canonical)")
            #expect(read.query.map(\.name) == items.map(\.name), "\(canonical)")
            #expect(read.query.map(\.value) == items.map(\.value), "\(canonical)")
            #expect(read.fragment == nil)
        }
    }
}
