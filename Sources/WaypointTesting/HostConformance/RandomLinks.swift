import WaypointNavigation

/// Random links for a differential soak: a template picked at random, with every `{}` replaced
/// by a random value, opened from a random source. Deterministic for a given generator.
///
/// ```swift
/// let links = RandomLinks(templates: ["user:{}", "comments:{}", "photofeed:///likes:{}"],
///                         values: ["1", "2", "self"])
/// var random = SeededGenerator(seed: 7)
/// let (link, source) = links.next(using: &random)
/// ```
public struct RandomLinks: Sendable {
    /// The link templates; `{}` marks where a value goes.
    public var templates: [String]
    /// The values that fill the templates.
    public var values: [String]
    /// The sources links come from.
    public var sources: [LinkSource]

    /// Links from `templates` filled with `values`, opened from `sources`.
    public init(templates: [String], values: [String], sources: [LinkSource] = [.inApp]) {
        self.templates = templates
        self.values = values
        self.sources = sources
    }

    /// The next link and its source.
    public func next(using random: inout SeededGenerator) -> (link: String, source: LinkSource) {
        let template = templates.randomElement(using: &random) ?? ""
        var link = ""
        var rest = Substring(template)
        while let marker = rest.range(of: "{}") {
            link += rest[..<marker.lowerBound]
            link += values.randomElement(using: &random) ?? ""
            rest = rest[marker.upperBound...]
        }
        link += rest
        return (link, sources.randomElement(using: &random) ?? .inApp)
    }
}

extension HostConformance {
    /// Opens `count` random links from `links` on both navigators, checking after each, and
    /// returns how many ended in each way (`navigated`, `already showing`, …).
    ///
    /// `between` runs after every checked link, with its number; a soak uses it to move the UI by
    /// hand now and then (calling ``followSubject()`` afterwards) or to check invariants.
    ///
    /// - Throws: ``HostDivergence`` at the first link after which the hosts differ; whatever
    ///   `between` throws.
    @discardableResult
    public func soak(
        count: Int, links: RandomLinks, seed: UInt64,
        between: (@MainActor (Int) async throws -> Void)? = nil
    ) async throws -> [String: Int] {
        var random = SeededGenerator(seed: seed)
        var tally: [String: Int] = [:]
        for index in 0..<count {
            let (link, source) = links.next(using: &random)
            let outcome = try await open(link, source: source)
            tally[Self.kind(of: outcome), default: 0] += 1
            try await between?(index)
        }
        return tally
    }

    /// The outcome's kind, without its details.
    private static func kind(of outcome: LinkOutcome) -> String {
        String(outcome.description.prefix { $0 != ":" && $0 != "(" })
    }
}
