/// How links are read: size limits and the few choices that differ between apps.
///
/// The defaults suit links that reach an app from the outside world; raise a limit only
/// for links you produce yourself.
public struct LinkOptions: Hashable, Sendable {
    /// The longest link accepted, in UTF-8 bytes. Default 8,192.
    public var maxLength: Int
    /// The most path segments accepted. Default 64.
    public var maxSegments: Int
    /// The longest single segment (or query value) accepted, in UTF-8 bytes. Default 2,048.
    public var maxSegmentLength: Int
    /// The most query items accepted. Default 64.
    public var maxQueryItems: Int
    /// The separator of URN links and patterns: `post:abc`, `photofeed://user:self`. Default `:`.
    /// `nil` turns URN splitting off.
    public var urnSeparator: Character?
    /// Whether `/posts/` is read as `/posts`. Default `true`.
    public var ignoresTrailingSlash: Bool
    /// Whether empty segments are left out: `myapp://user//42` and `https://example.com//posts///9`
    /// read as `user`, `42` and `posts`, `9`, as URLNavigator reads them. Default `false`: an
    /// empty segment stays, no placeholder matches it, and such a link opens no route unless a
    /// pattern is written for it, so two spellings never silently open one screen.
    ///
    /// When `true`, a trailing slash is an empty segment too and is left out whatever
    /// ``ignoresTrailingSlash`` says.
    public var collapsesEmptySegments: Bool
    /// Whether a link with no path routes on its fragment, as single-page web apps link:
    /// `https://example.com/#/posts/9?tab=top` reads as the segments `posts`, `9` and the
    /// query `tab=top`. Default `false`: the fragment is kept on the link and never routed.
    ///
    /// Only a fragment that starts with `/` routes, and only when the link's own path is empty
    /// or `/`; its query items follow the link's own.
    public var routesFragment: Bool
    /// Whether `+` in a query value reads as a space, as HTML forms encode spaces
    /// (`?q=cats+dogs` gives `cats dogs`; `%2B` stays a plus). Default `false`: `+` is a
    /// plus, as RFC 3986 reads it. Names and path segments always keep `+`.
    public var readsPlusAsSpace: Bool
    /// Whether the host of a custom-scheme link is read in lowercase, as RFC 3986 compares
    /// hosts: `myapp://User/1` reads as `user`, `1`. Default `true`.
    ///
    /// Only the host name is lowered (its ASCII letters, up to the URN separator), so
    /// `photofeed://Post:BYOkwgXnwr3` reads as `post`, `BYOkwgXnwr3`; the path keeps its case,
    /// and so does `myapp:///User/1`, whose host is empty. Web hosts are always compared
    /// without case. Turn this off to read custom hosts as written, as URLNavigator does.
    public var lowercasesCustomHosts: Bool

    /// Options with the given values; every argument has a sane default.
    public init(
        maxLength: Int = 8_192, maxSegments: Int = 64, maxSegmentLength: Int = 2_048,
        maxQueryItems: Int = 64, urnSeparator: Character? = ":", ignoresTrailingSlash: Bool = true,
        lowercasesCustomHosts: Bool = true, collapsesEmptySegments: Bool = false, routesFragment: Bool = false,
        readsPlusAsSpace: Bool = false
    ) {
        self.maxLength = maxLength
        self.maxSegments = maxSegments
        self.maxSegmentLength = maxSegmentLength
        self.maxQueryItems = maxQueryItems
        self.urnSeparator = urnSeparator
        self.ignoresTrailingSlash = ignoresTrailingSlash
        self.lowercasesCustomHosts = lowercasesCustomHosts
        self.collapsesEmptySegments = collapsesEmptySegments
        self.routesFragment = routesFragment
        self.readsPlusAsSpace = readsPlusAsSpace
    }

    /// The defaults.
    public static let `default` = LinkOptions()
}
