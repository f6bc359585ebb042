import Foundation

/// A link as Waypoint reads it: where it comes from, its path segments, query and fragment.
///
/// Four forms reach an app, and all four give segments that routes match against:
///
/// | link | form | segments |
/// |---|---|---|
/// | `myapp://user/42` | ``Form/custom`` (the host is the first segment) | `user`, `42` |
/// | `myapp:///user/42` | ``Form/custom``, ``resetsToRoot`` | `user`, `42` |
/// | `https://example.com/user/42` | ``Form/web`` (the host is a host) | `user`, `42` |
/// | `post:BYOkwgXnwr3` | ``Form/urn`` | `post`, `BYOkwgXnwr3` |
/// | `/user/42` | ``Form/path`` (a link from inside the app) | `user`, `42` |
///
/// Segments are split first and percent-decoded after, once: `%2F` stays inside its segment
/// and `%252F` becomes `%2F`. Parsing never uses Foundation's `URL`, whose rules differ between
/// OS versions and which rejects links apps really receive.
public struct Link: Hashable, Sendable {
    /// The forms of link Waypoint reads.
    public enum Form: String, Hashable, Sendable, Codable {
        /// A path without a scheme, such as `/user/42`: a link from inside the app.
        case path
        /// A custom-scheme link such as `myapp://user/42`, whose host is the first segment.
        case custom
        /// An `http` or `https` link, whose host must be one the router accepts.
        case web
        /// A URN such as `post:BYOkwgXnwr3`, split on the URN separator.
        case urn
    }

    /// The link exactly as given.
    public let original: String
    /// The form of the link.
    public let form: Form
    /// The scheme, lowercased; `nil` for paths.
    public let scheme: String?
    /// The host of a web link, lowercased; `nil` for other forms.
    public let host: String?
    /// The port of a web link, when one is written.
    public let port: Int?
    /// The raw user information of a web link (`user@host`), when present. Never accepted.
    public let userInfo: String?
    /// The percent-decoded path segments (for custom links the host comes first).
    public let segments: [String]
    /// The percent-decoded query items, in order.
    public let query: Query
    /// The percent-decoded fragment, when present.
    public let fragment: String?
    /// `true` for the empty-host form `myapp:///path`, which asks for a reset to the root screen.
    public let resetsToRoot: Bool

    /// Parses a link string.
    ///
    /// - Throws: ``RouteError/invalidLink(_:position:problem:)`` naming the offset and problem.
    public init(parsing string: String, options: LinkOptions = .default) throws(RouteError) {
        var text = string
        let result = text.withUTF8 { bytes in
            // A link over the length limit is refused before any work; twice the link's bytes hold
            // every decoded part (``LinkReader/output``).
            let capacity = bytes.count <= options.maxLength ? bytes.count * 2 : 0
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(capacity, 1)) { output in
                Result { () throws(LinkFailure) in
                    // A buffer of at least one byte always has an address.
                    guard let base = output.baseAddress else { throw LinkFailure(position: 0, problem: .empty) }
                    var reader = LinkReader(bytes: bytes, limits: LinkLimits(options), output: base, sink: LinkParts())
                    let layout = try reader.read()
                    return Link(original: string, bytes: bytes, layout: layout, parts: reader.sink)
                }
            }
        }
        self = try result.mapError { RouteError.invalidLink(string, position: $0.position, problem: $0.problem) }.get()
    }

    /// Reads a Foundation `URL`. Its absolute string is parsed by the same rules as a string.
    public init(_ url: URL, options: LinkOptions = .default) throws(RouteError) {
        try self.init(parsing: url.absoluteString, options: options)
    }

    /// The link `original`, whose UTF-8 `bytes` the reader laid out as `layout` (scheme and host
    /// lowercased here) and whose decoded parts it handed to `parts`.
    init(original: String, bytes: UnsafeBufferPointer<UInt8>, layout: LinkLayout, parts: LinkParts) {
        self.original = original
        form = layout.form
        scheme = layout.scheme.isEmpty ? nil : LinkText.lowercased(bytes, layout.scheme)
        host = layout.form == .web ? LinkText.lowercased(bytes, layout.host) : nil
        port = layout.port
        userInfo = layout.userInfo.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        segments = parts.segments
        query = Query(parts.query)
        fragment = parts.fragment
        resetsToRoot = layout.resetsToRoot
    }

    /// The segments joined by `/`, for messages and logs (not re-encoded).
    public var path: String { "/" + segments.joined(separator: "/") }
}

extension Link: CustomStringConvertible {
    /// The original link.
    public var description: String { original }
}
