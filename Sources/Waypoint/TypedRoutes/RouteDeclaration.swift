/// One declared route, as the routers store it: the pattern as written, the pattern it prints
/// with, its parameters, and the two directions of its conversion.
struct RouteDeclaration<Route: Sendable>: Sendable {
    /// The pattern as the app wrote it.
    let pattern: RoutePattern
    /// The pattern with each placeholder typed by its parameter, in the form it prints with.
    let printPattern: RoutePattern
    /// The same as a URN (`user:{id}`), for ``CanonicalForm/urn``; `nil` when the pattern fixes
    /// its own scheme or host, or cannot be a URN.
    let urnPattern: RoutePattern?
    let slots: [ParameterSlot]
    let parse: @Sendable (Parameters, Query) throws(RouteError) -> Route
    /// Writes the route's values and returns `true` when this declaration prints `route`.
    let print: @Sendable (Route, inout PrintedValues) throws(RouteError) -> Bool
}

/// The declaration-time checks and the pattern rewriting that put typed routes on the core router.
enum RouteDeclarationRules {
    /// Checks that the parameters and the pattern agree: every path parameter has a
    /// placeholder, in an optional part exactly when the parameter is optional, every
    /// placeholder is read by a parameter (or printing could not fill it), and no name is used
    /// twice.
    static func validate(_ pattern: RoutePattern, _ slots: [ParameterSlot]) throws(RouteError) {
        let text = pattern.description
        var names: Set<String> = []
        for slot in slots where !names.insert(slot.name).inserted {
            throw .invalidPattern(text, position: offset(of: slot.name, in: text), problem: .duplicateName(slot.name))
        }
        // A value the route needs cannot come from a part the link may leave out, and an
        // optional value must sit in such a part, or its route could not print without it.
        for slot in slots where slot.place == .path {
            guard let index = pattern.segments.firstIndex(where: { $0.capturedName == slot.name }) else {
                throw .invalidPattern(text, position: text.count, problem: .missingValue(slot.name))
            }
            let inOptionalPart = pattern.groups.contains { $0.start <= index && index < $0.end }
            if inOptionalPart != slot.isOptional {
                throw .invalidPattern(
                    text, position: offset(of: slot.name, in: text),
                    problem: slot.isOptional ? .optionalValueAlwaysPresent(slot.name) : .missingValue(slot.name))
            }
        }
        let pathNames = Set(slots.filter { $0.place == .path }.map(\.name))
        for segment in pattern.segments {
            // `*`, `**` and `_` match without a name, so no parameter can read (or print) them.
            let name: String
            let captured: String?
            switch segment {
            case .literal: continue
            case .wildcard: (name, captured) = ("*", nil)
            case .parameter(let named, _): (name, captured) = (named ?? "_", named)
            case .rest(let named): (name, captured) = (named ?? "**", named)
            }
            guard let captured, pathNames.contains(captured) else {
                throw .invalidPattern(text, position: offset(of: name, in: text), problem: .unusedValue(name))
            }
        }
        let captured = Set(pattern.parameterNames)
        for slot in slots where slot.place == .query && captured.contains(slot.name) {
            throw .invalidPattern(text, position: offset(of: slot.name, in: text), problem: .duplicateName(slot.name))
        }
    }

    /// The pattern rewritten with each placeholder typed by `types` (placeholder name → trie type
    /// name; absent means `string`), its optional parts kept. Path and URN patterns become path
    /// patterns: both live in the same trie with the same segments, and printing chooses the
    /// canonical form itself.
    static func text(of pattern: RoutePattern, types: [String: String]) -> String {
        var form = pattern.form
        if case .urn = form { form = .path }
        return PatternSpelling.text(form, pieces(of: pattern, types: types), groups: pattern.groups)
    }

    /// The typed pattern written as a URN, joined by `separator`: only path and URN patterns
    /// without a rest-of-path part, whose first segment every form keeps, have one.
    static func urnText(of pattern: RoutePattern, types: [String: String], separator: Character?) -> String? {
        switch pattern.form {
        case .path, .urn: break
        case .custom, .web: return nil
        }
        guard let separator, !pattern.segments.isEmpty, pattern.requiredCount > 0 else { return nil }
        if case .rest = pattern.segments.last { return nil }
        return PatternSpelling.text(
            .urn(separator: separator), pieces(of: pattern, types: types), groups: pattern.groups)
    }

    /// Each segment written with its placeholder typed by `types`.
    private static func pieces(of pattern: RoutePattern, types: [String: String]) -> [String] {
        pattern.segments.map { segment in
            guard case .parameter(let name, _) = segment else { return segment.spelled() }
            return segment.spelled(as: types[name ?? "_"] ?? "string")
        }
    }

    /// What two routes share when they accept exactly the same links: where they apply and,
    /// for each of their forms, each segment's kind (names do not matter; each typed
    /// placeholder counts by its type).
    static func conflictKey(of pattern: RoutePattern, caseSensitive: Bool) -> String {
        let qualifier: String
        switch pattern.form {
        case .path, .urn: qualifier = ""
        case .custom(let scheme, _, _): qualifier = "scheme:" + scheme
        case .web(_, let host): qualifier = "web:" + host
        }
        var keys: Set<String> = []
        for variant in pattern.variants {
            var key = qualifier
            for segment in variant {
                switch segment {
                case .literal(let text): key += "/L" + (caseSensitive ? text : text.lowercased())
                case .parameter(_, "string"), .wildcard: key += "/S"
                case .parameter(_, let type): key += "/T" + type
                case .rest: key += "/R"
                }
            }
            keys.insert(key)
        }
        return keys.sorted().joined(separator: "|")
    }

    /// The character offset of `name` in `text`, for errors that point into a pattern.
    /// A placeholder's name is looked for after its opening (`:id`, `{id`, `<id`, `<int:id`) first,
    /// so `id` in `identity/:id` points at the placeholder, not at the literal.
    static func offset(of name: String, in text: String) -> Int {
        for opening in [":", "{", "<"] {
            if let range = text.range(of: opening + name) {
                return text.distance(from: text.startIndex, to: range.lowerBound) + 1
            }
        }
        guard let range = text.range(of: name) else { return 0 }
        return text.distance(from: text.startIndex, to: range.lowerBound)
    }

    /// A placeholder type name for a converted type: its own name when that is free and
    /// readable (`Tab`), so patterns in messages read `<Tab:tab>`.
    static func typeName(for slot: ParameterSlot, taken: Set<String>) -> String {
        var base = String(
            slot.typeName.unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }.map(Character.init))
        if base.first.map({ !$0.isLetter }) ?? true { base = "value" + base }
        if ParameterType.reservedNames.contains(base.lowercased()) { base += "_" }
        var name = base
        var counter = 2
        while taken.contains(name) {
            name = base + String(counter)
            counter += 1
        }
        return name
    }
}
