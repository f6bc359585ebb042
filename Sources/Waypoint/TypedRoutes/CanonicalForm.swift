/// The one form ``Routes/link(for:)`` prints, whatever forms ``Routes/route(for:)-(String)`` accepts.
///
/// | form | `.user(id: 42)` prints |
/// |---|---|
/// | `.customScheme("photofeed")` | `photofeed://user/42` |
/// | `.web(host: "photofeed.app")` | `https://photofeed.app/user/42` |
/// | `.path` | `/user/42` |
/// | `.urn` | `user:42` |
///
/// Routes whose pattern names its own scheme or host (`myapp://settings`,
/// `https://help.example.com/faq`) always print with that scheme or host.
public enum CanonicalForm: Hashable, Sendable {
    /// A custom-scheme link whose host is the first segment: `photofeed://user/42`.
    case customScheme(String)
    /// A universal link: `https://photofeed.app/user/42` (or `http`, if you must).
    case web(host: String, scheme: String = "https")
    /// A path for use inside the app: `/user/42`.
    case path
    /// A URN joined by the router's URN separator, as push payloads often carry it: `user:42`.
    /// A route whose first segment is not a literal cannot print in this form.
    case urn

    /// What goes before the first segment of a route whose pattern does not fix its own form.
    var prefix: String? {
        switch self {
        case .customScheme(let scheme): return scheme.lowercased() + "://"
        case .web(let host, let scheme): return scheme.lowercased() + "://" + host.lowercased() + "/"
        case .path: return nil
        case .urn: return ""
        }
    }
}
