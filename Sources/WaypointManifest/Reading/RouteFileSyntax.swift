import Foundation
import WaypointNavigation
import Yams

/// How route files, cases files and the `waypoint` command write values that are not routes.
public enum RouteFileSyntax {
    /// A link source by name: `inApp`, `customScheme`, `customScheme(APP)` (with the sending
    /// app), `universalLink`, `notification`, `handoff`, `shortcut` or `widget`; `nil` for
    /// anything else.
    public static func source(_ text: String) -> LinkSource? {
        CasesReader.source(text)
    }

    /// A navigation state from JSON or YAML text, in `NavigationState`'s `Codable` form
    /// (`{"root": {"tabs": [{"id": "feed"}], "selected": "feed"}}`); `path` names the text in
    /// errors.
    ///
    /// - Throws: ``RouteFileError`` saying where and what: JSON that is not strict JSON (text
    ///   starting with `{` or `[` is read as JSON) or YAML that does not read, at its line and
    ///   column; a key missing or of the wrong shape, at its path in the state
    ///   (`root.tabs[1]: …`).
    public static func state(_ text: String, path: String = "<state>") throws(RouteFileError) -> NavigationState {
        let start = text.first { !$0.isWhitespace }
        let documentPath = start == "{" || start == "[" ? path + ".json" : path
        let (root, problems) = YAMLDocument.compose(text, path: documentPath)
        guard problems.isEmpty else {
            throw RouteFileError(
                problems.map {
                    Diagnostic(
                        .error, at: SourceLocation(file: path, line: $0.location.line, column: $0.location.column),
                        $0.message)
                })
        }
        do {
            let yaml = try root.map { try Yams.serialize(node: $0) } ?? ""
            return try YAMLDecoder().decode(NavigationState.self, from: yaml)
        } catch {
            let mark = root.flatMap { node(at: codingPath(of: error), in: $0)?.mark }
            throw RouteFileError([
                Diagnostic(
                    .error, at: SourceLocation(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1),
                    "not a navigation state: " + describe(error))
            ])
        }
    }

    /// The path of the value a decoding error is about; empty for other errors.
    static func codingPath(of error: any Error) -> [any CodingKey] {
        switch error as? DecodingError {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            return context.codingPath
        default:
            return []
        }
    }

    /// The node a coding path leads to in `root`: as deep as the path goes in it, so that an
    /// error about a missing key points at the mapping that lacks it.
    static func node(at path: [any CodingKey], in root: Node) -> Node? {
        var node = root
        for key in path {
            if let index = key.intValue, let sequence = node.sequence, index >= 0, index < sequence.count {
                node = sequence[index]
            } else if let value = node.mapping?[key.stringValue] {
                node = value
            } else {
                break
            }
        }
        return node
    }

    /// A decoding error as a sentence with the path of the value it is about.
    static func describe(_ error: any Error) -> String {
        let context: DecodingError.Context
        let problem: String
        switch error as? DecodingError {
        case .keyNotFound(let key, let found):
            context = found
            problem = "the key '\(key.stringValue)' is missing"
        case .typeMismatch(let type, let found), .valueNotFound(let type, let found):
            context = found
            problem = "expected \(Self.name(of: type))"
        case .dataCorrupted(let found):
            context = found
            problem = found.debugDescription
        default:
            return "\(error)"
        }
        var place = ""
        for key in context.codingPath {
            if let index = key.intValue {
                place += "[\(index)]"
            } else {
                place += (place.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return place.isEmpty ? problem : "\(place): \(problem)"
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Bool.Type: return "true or false"
        case is [Any].Type: return "a list"
        default: return type is [String: Any].Type ? "a mapping" : "\(type)"
        }
    }
}
