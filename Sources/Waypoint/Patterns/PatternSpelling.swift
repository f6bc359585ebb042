/// Writes segments back into pattern text that reads as the same segments: what typed routes
/// register and what conflicts name.
enum PatternSpelling {
    /// `pieces`, one written segment per segment of a pattern's fullest form, in `form`, with
    /// `groups` in parentheses. A group opens after the separator before its first segment
    /// (`/a/(b)`, `post:({id})`), so that a URN's separator never starts a group as `:` would
    /// start a placeholder.
    static func text(_ form: RoutePattern.Form, _ pieces: [String], groups: [OptionalGroup]) -> String {
        var text: String
        var separator: (Int) -> String = { _ in "/" }
        switch form {
        case .path:
            text = "/"
        case .urn(let urnSeparator):
            text = ""
            separator = { _ in String(urnSeparator) }
        case .custom(let scheme, let authority, let authoritySeparator):
            text = scheme + "://" + (authority == 0 && !pieces.isEmpty ? "/" : "")
            separator = { $0 < authority ? authoritySeparator.map(String.init) ?? "/" : "/" }
        case .web(let scheme, let host):
            text = scheme + "://" + host + "/"
        }
        for (index, piece) in pieces.enumerated() {
            if index > 0 { text += separator(index) }
            for group in groups where group.start == index { text += "(" }
            text += piece
            for group in groups where group.end == index + 1 { text += ")" }
        }
        return text
    }
}

extension PatternSegment {
    /// The segment written so that it reads back as itself: a literal percent-encoded (`*`, `(`
    /// and `)` too, which the grammar reads as wildcards and groups), `{name}` or
    /// `<type:name>` for a placeholder (`type` overrides its own), `*`, `<path:name>` or `**`.
    func spelled(as type: String? = nil) -> String {
        switch self {
        case .literal(let literal):
            // `*`, `(` and `)`, safe in a link, are encoded too: 0x2A, 0x28, 0x29.
            return LinkEncoding.encode(literal) { byte in
                LinkEncoding.isSegmentSafe(byte) && byte != 0x2A && byte != 0x28 && byte != 0x29
            }
        case .parameter(let name, let own):
            let type = type ?? own
            return type == "string" ? "{\(name ?? "_")}" : "<\(type):\(name ?? "_")>"
        case .wildcard:
            return "*"
        case .rest(let name):
            return name.map { "<path:\($0)>" } ?? "**"
        }
    }
}

extension RoutePattern {
    /// One of this pattern's ``variants`` written as a pattern of the same form.
    package func spelling(of variant: [PatternSegment]) -> String {
        PatternSpelling.text(form, variant.map { $0.spelled() }, groups: [])
    }
}
