import Foundation
import Yams

/// The one way route files and cases files are read from YAML (or JSON) text into nodes, with
/// every problem turned into a diagnostic at its line and column.
///
/// Waypoint builds with Yams 5 and 6. Yams 6 refuses a mapping that repeats a key; Yams 5 keeps
/// both pairs and a later lookup would silently take one of them. So duplicate keys are looked
/// for here, in every mapping of the document, whichever Yams an app resolves.
enum YAMLDocument {
    /// The document's root node, or the diagnostics that stop it from being read.
    /// A path ending in `.json` is read as JSON: strictly, as RFC 8259 has it.
    static func compose(_ text: String, path: String) -> (root: Node?, diagnostics: [Diagnostic]) {
        if path.lowercased().hasSuffix(".json"), let problem = JSONSyntax.problem(in: text) {
            let location = SourceLocation(file: path, line: problem.line, column: problem.column)
            return (nil, [Diagnostic(.error, at: location, "not valid JSON: \(problem.message)")])
        }
        // The bounds first: composing a text of nested aliases would take minutes, and its
        // syntax errors come out here in Waypoint's words.
        if let problem = YAMLBounds.problem(in: text) {
            let location = SourceLocation(file: path, line: problem.line, column: problem.column)
            return (nil, [Diagnostic(.error, at: location, problem.message)])
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            return (nil, [diagnostic(for: error, path: path)])
        } catch {
            return (
                nil,
                [
                    Diagnostic(
                        .error, at: SourceLocation(file: path, line: 1, column: 1), "cannot read the file: \(error)")
                ]
            )
        }
        guard let root else { return (nil, []) }
        let duplicates = duplicateKeys(in: root, path: path)
        return (duplicates.isEmpty ? root : nil, duplicates)
    }

    /// A diagnostic for each mapping in `node`, at any depth, that repeats a key: at the key's
    /// first place, naming every repeated key of that mapping.
    static func duplicateKeys(in node: Node, path: String) -> [Diagnostic] {
        switch node {
        case .mapping(let mapping):
            var seen: [String: Node] = [:]
            var repeated: [(key: String, first: Node)] = []
            for key in mapping.keys {
                guard let name = key.scalar?.string else { continue }
                if let first = seen[name] {
                    if !repeated.contains(where: { $0.key == name }) { repeated.append((name, first)) }
                } else {
                    seen[name] = key
                }
            }
            var diagnostics: [Diagnostic] = []
            if let first = repeated.first {
                let keys = repeated.map { "'\($0.key)'" }.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .error, at: location(of: first.first, path: path),
                        "duplicate key \(keys): each key appears once in a mapping"))
            }
            return diagnostics + mapping.values.flatMap { duplicateKeys(in: $0, path: path) }
        case .sequence(let sequence):
            return sequence.flatMap { duplicateKeys(in: $0, path: path) }
        default:
            return []
        }
    }

    /// The diagnostic for an error Yams throws, at the place it names.
    static func diagnostic(for error: YamlError, path: String) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let place = context.map { YAMLMessage.Place(line: $0.mark.line, column: $0.mark.column) }
            return Diagnostic(
                .error, at: SourceLocation(file: path, line: mark.line, column: mark.column),
                YAMLMessage.sentence(problem: problem, context: context?.text, at: place))
        case .reader(let problem, _, _, _):
            return Diagnostic(
                .error, at: SourceLocation(file: path, line: 1, column: 1), YAMLMessage.sentence(problem: problem))
        default:
            // Yams 6's duplicate-key error has no counterpart in Yams 5, so it cannot be named
            // here; its payload holds the keys and the place, which reflection reads.
            if let (keys, mark) = duplicatePayload(of: error) {
                let names = keys.map { "'\($0)'" }.joined(separator: ", ")
                return Diagnostic(
                    .error, at: SourceLocation(file: path, line: mark.line, column: mark.column),
                    "duplicate key \(names): each key appears once in a mapping")
            }
            return Diagnostic(.error, at: SourceLocation(file: path, line: 1, column: 1), "\(error)")
        }
    }

    /// The repeated keys and the place of a duplicate-key error, found in the error's payload.
    private static func duplicatePayload(of error: YamlError) -> ([String], Mark)? {
        var keys: [String]?
        var mark: Mark?
        var pending: [Any] = [error]
        while let value = pending.popLast(), keys == nil || mark == nil {
            if let strings = value as? [String] { keys = keys ?? strings }
            if let found = value as? Mark { mark = mark ?? found }
            pending.append(contentsOf: Mirror(reflecting: value).children.map(\.value))
        }
        guard let keys, let mark else { return nil }
        return (keys.sorted(), mark)
    }

    private static func location(of node: Node, path: String) -> SourceLocation {
        SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
    }
}
