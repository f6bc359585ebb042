import WaypointNavigation

/// How a route file writes a ``Presentation``: `automatic`, `push`, `modal`, `modal(STYLE)`,
/// `modal(embed)`, `modal(STYLE, embed)`, `root`, `tab(ID)` and `custom(NAME)`. STYLE is one of
/// `automatic`, `pageSheet`, `formSheet`, `fullScreen`, `overFullScreen` and `popover`.
enum PresentationSyntax {
    static let styles: [String: ModalStyle] = [
        "automatic": .automatic, "pageSheet": .pageSheet, "formSheet": .formSheet, "fullScreen": .fullScreen,
        "overFullScreen": .overFullScreen, "popover": .popover,
    ]

    /// The presentation `text` writes, or why it writes none.
    static func parse(_ text: String) -> Result<Presentation, SyntaxProblem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch trimmed {
        case "automatic": return .success(.automatic)
        case "push": return .success(.push)
        case "root": return .success(.root)
        case "modal": return .success(.modal(.automatic))
        default: break
        }
        guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else {
            return .failure(SyntaxProblem("unknown presentation '\(text)'; write one of " + forms))
        }
        let head = String(trimmed[..<open])
        let argument = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let parts = argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        switch head {
        case "tab", "custom":
            guard parts.count == 1, let name = parts.first, !name.isEmpty else {
                return .failure(
                    SyntaxProblem("\(head)(…) takes one name, as in \(head)(\(head == "tab" ? "feed" : "drawer"))"))
            }
            return .success(head == "tab" ? .tab(name) : .custom(name))
        case "modal":
            var style = ModalStyle.automatic
            var embed = false
            for part in parts {
                if part == "embed" {
                    embed = true
                } else if let known = styles[part] {
                    style = known
                } else {
                    return .failure(
                        SyntaxProblem(
                            "unknown modal style '\(part)'; write one of "
                                + styles.keys.sorted().joined(separator: ", ") + ", or custom(NAME)"))
                }
            }
            return .success(.modal(style, embedInStack: embed))
        default:
            return .failure(SyntaxProblem("unknown presentation '\(text)'; write one of " + forms))
        }
    }

    /// The presentation as a route file writes it.
    static func text(_ presentation: Presentation) -> String {
        switch presentation {
        case .automatic: return "automatic"
        case .push: return "push"
        case .root: return "root"
        case .tab(let id): return "tab(\(id))"
        case .custom(let name): return "custom(\(name))"
        case .modal(let style, let embed):
            if style == .automatic && !embed { return "modal" }
            var parts = style == .automatic ? [] : [style.rawValue]
            if embed { parts.append("embed") }
            return "modal(\(parts.joined(separator: ", ")))"
        }
    }

    static let forms =
        "automatic, push, modal, modal(STYLE), modal(embed), modal(STYLE, embed), root, tab(ID), custom(NAME)"
}

/// Why a value does not read as what its key needs.
struct SyntaxProblem: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
