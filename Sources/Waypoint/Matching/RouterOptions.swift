/// The choices a router makes beyond its schemes and hosts.
public struct RouterOptions: Hashable, Sendable {
    /// How links are read: limits, URN separator, trailing slash.
    public var link: LinkOptions
    /// Whether literal path segments compare case-sensitively. Default `true`.
    public var caseSensitivePaths: Bool
    /// Whether URN links such as `post:abc` are accepted. Default `true`.
    public var acceptsURNs: Bool

    /// Options with the given values; every argument has a sane default.
    public init(
        link: LinkOptions = .default, caseSensitivePaths: Bool = true, acceptsURNs: Bool = true
    ) {
        self.link = link
        self.caseSensitivePaths = caseSensitivePaths
        self.acceptsURNs = acceptsURNs
    }
}
