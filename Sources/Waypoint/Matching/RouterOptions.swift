/// The choices a router makes beyond its schemes and hosts.
public struct RouterOptions: Hashable, Sendable {
    /// How links are read: limits, URN separator, trailing slash.
    public var link: LinkOptions
    /// Whether literal path segments compare case-sensitively. Default `true`.
    public var caseSensitivePaths: Bool
    /// Whether URN links such as `post:abc` are accepted. Default `true`.
    public var acceptsURNs: Bool
    /// The most nodes of the routing trie one lookup may enter. Default 256: four per segment
    /// of the longest link the default ``LinkOptions/maxSegments`` accepts.
    ///
    /// A link whose lookup would enter more is refused with ``RouteError/tooManySteps(_:limit:)``
    /// (`match(for:)` answers `nil`), never answered with a route of lower precedence. Ordinary
    /// tables never come near it: a lookup enters a node or two per segment, and
    /// ``Router/maximumLookupSteps`` says how many any link can make it enter; while that is no
    /// more than this limit, no link is refused for it. Tables with a placeholder branch beside
    /// every literal one at many depths can let a crafted link search thousands of nodes;
    /// raise the limit to the table's bound only if such a table is meant. The limit counts
    /// nodes; long literal keys do not make a node cost more, since a lookup remembers which
    /// long key each segment equals and reads a segment's bytes a few times at most.
    public var maxLookupSteps: Int
    /// Whether lookups count themselves in and out under a lock instead of with atomics. Default
    /// `false`: a router reads its table lock-free wherever the standard library's
    /// `Synchronization` module exists (Linux; iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2
    /// and later) and takes a brief lock per lookup on earlier systems. `true` makes it take the
    /// lock everywhere, so that tests and benchmarks run that path on any system.
    @_spi(Testing) public var locksLookups = false

    /// Options with the given values; every argument has a sane default.
    public init(
        link: LinkOptions = .default, caseSensitivePaths: Bool = true, acceptsURNs: Bool = true,
        maxLookupSteps: Int = 256
    ) {
        self.link = link
        self.caseSensitivePaths = caseSensitivePaths
        self.acceptsURNs = acceptsURNs
        self.maxLookupSteps = maxLookupSteps
    }
}
