import Waypoint
import Yams

/// The `forward` key: a route that opens another link in its place, from the same source.
///
/// ```yaml
/// - pattern: "browser://deep-link"
///   forward: {query: url}          # the link in ?url=
/// - pattern: "app://www.example.com/**"
///   forward: {scheme: https}       # the same link, as https
/// ```
extension RouteFileReader {
    /// The keys a forwarding route cannot have: it shows no screen of its own.
    static let screenKeys = ["screen", "action", "presentation", "backStack", "in", "updatesInPlace", "query"]

    /// Reads `forward`, reporting what does not fit a forwarding route.
    mutating func forward(_ values: [String: Node], pattern: String) -> RouteDeclaration.Forward? {
        guard let node = values["forward"] else { return nil }
        var fits = true
        for key in Self.screenKeys where values[key] != nil {
            error(
                at: valueLocation(of: values[key] ?? node),
                "route '\(pattern)' forwards its links, so it has no \(key): the route that opens the forwarded link decides"
            )
            fits = false
        }
        guard let mapping = node.mapping, mapping.count == 1, let (keyNode, value) = mapping.first(where: { _ in true })
        else {
            error(
                at: location(of: node),
                "forward names one place to find the link: {query: url} (a query item) or {scheme: https} (the same link with another scheme)"
            )
            return nil
        }
        guard let text = value.scalar?.string, !text.isEmpty else {
            error(at: location(of: value), "forward: \(keyNode.scalar?.string ?? "") names a query item or a scheme")
            return nil
        }
        switch keyNode.scalar?.string ?? "" {
        case "query":
            return fits ? .queryItem(text) : nil
        case "scheme":
            guard Self.isScheme(text) else {
                error(
                    at: valueLocation(of: value), "'\(text)' is not a scheme: a letter, then letters, digits, +, - or ."
                )
                return nil
            }
            if let parsed = try? RoutePattern(pattern), case .custom(let scheme, _, _) = parsed.form,
                scheme.lowercased() == text.lowercased()
            {
                error(at: valueLocation(of: value), "route '\(pattern)' would forward its links to themselves")
                return nil
            }
            if let parsed = try? RoutePattern(pattern) {
                switch parsed.form {
                case .custom: break
                default:
                    error(
                        at: valueLocation(of: value),
                        "forward: {scheme: …} rewrites a custom-scheme link; write the pattern as \(text == "https" ? "app" : "SCHEME")://HOST/**"
                    )
                    return nil
                }
            }
            return fits ? .scheme(text.lowercased()) : nil
        default:
            error(
                at: location(of: keyNode),
                "unknown key '\(keyNode.scalar?.string ?? "")' under forward; the known keys are query and scheme")
            return nil
        }
    }
}
