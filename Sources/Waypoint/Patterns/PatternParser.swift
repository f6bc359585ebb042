/// Reads a pattern string into a ``RoutePattern``'s form, segments and optional groups.
///
/// One pass over the pattern's UTF-8 bytes: it splits on `/` (and on the URN separator where a
/// URN's parts or a custom host's parts are read), never inside `{…}` or `<…>`, and reads each
/// segment as it ends, so that the plain patterns apps register by the thousand cost a scan and
/// a string per literal. `(` and `)` between segments open and close optional groups.
/// Positions in errors are character offsets into the pattern as written.
struct PatternParser {
    struct Parsed {
        var form: RoutePattern.Form
        var segments: [PatternSegment]
        var groups: [OptionalGroup]
    }

    /// Reads `text`; `types` are the custom placeholder types the pattern may use.
    static func parse(_ text: String, options: LinkOptions, types: Set<String>) throws(RouteError) -> Parsed {
        var copy = text
        let result = copy.withUTF8 { bytes in
            var parser = PatternParser(text: text, bytes: bytes, options: options, types: types)
            return Result { () throws(RouteError) in try parser.read() }
        }
        return try result.get()
    }

    /// A part of the pattern that optional placeholders (`:name?`) run to the end of: the
    /// whole pattern, or one group.
    private struct Scope {
        /// The group, or -1 for the whole pattern.
        var group: Int
        /// The first group a `?` placeholder opened here, or -1. Only more `?` placeholders may
        /// follow one, so the groups after it are this scope's too.
        var question = -1
    }

    private let text: String
    private let bytes: UnsafeBufferPointer<UInt8>
    private let options: LinkOptions
    private let types: Set<String>
    /// The URN separator's bytes; empty when URNs are not split.
    private let separator: [UInt8]

    private var segments: [PatternSegment] = []
    private var names: [String] = []
    private var groups: [OptionalGroup] = []
    /// Where each group opens, for errors.
    private var groupPositions: [Int] = []
    /// The whole pattern, then the groups open at this point, outermost first.
    private var scopes = [Scope(group: -1)]
    /// Separators read since the last segment: a second one in a row is an empty segment.
    private var separators = 0
    /// The last parenthesis read since the last segment, which a segment that follows another
    /// with no separator between them blames.
    private var parenthesis = -1
    /// Where a rest-of-path segment starts, once one is read: any segment after it is an error.
    private var restPosition = -1

    private init(text: String, bytes: UnsafeBufferPointer<UInt8>, options: LinkOptions, types: Set<String>) {
        self.text = text
        self.bytes = bytes
        self.options = options
        self.types = types
        self.separator = options.urnSeparator.map { Array(String($0).utf8) } ?? []
    }

    private mutating func read() throws(RouteError) -> Parsed {
        let count = bytes.count
        guard count > 0 else { throw fail(0, .empty) }
        var form = RoutePattern.Form.path
        if let schemeEnd = schemeSeparator() {
            let scheme = try readScheme(schemeEnd)
            let bodyStart = schemeEnd + 3
            let isWeb = scheme == "http" || scheme == "https"
            let authorityEnd = authorityEnd(from: bodyStart, web: isWeb)
            if isWeb {
                form = .web(scheme: scheme, host: try readWebHost(bodyStart..<authorityEnd, scheme: scheme))
            } else {
                try split(bodyStart..<authorityEnd, onSeparator: true, allowsGroups: false)
                form = .custom(scheme: scheme, authoritySegments: segments.count, separator: options.urnSeparator)
                // Links read a custom host in lowercase (``LinkOptions/lowercasesCustomHosts``), so a
                // pattern's host literal compares the same way: `myapp://User/:id` is `myapp://user/:id`.
                if options.lowercasesCustomHosts, case .literal(let host)? = segments.first,
                    host.utf8.contains(where: { LinkText.lowercased($0) != $0 })
                {
                    segments[0] = .literal(String(decoding: host.utf8.map(LinkText.lowercased), as: UTF8.self))
                }
            }
            try split(authorityEnd..<count, onSeparator: false)
        } else {
            // Only a pattern that does not start with `/` may be a URN.
            try split(0..<count, onSeparator: bytes[0] != Self.slash)
            // Without a slash, two segments can only have been split on the URN separator.
            if let urnSeparator = options.urnSeparator, segments.count > 1, !bytes.contains(Self.slash) {
                form = .urn(separator: urnSeparator)
            }
        }
        try finish()
        // A link is read as a URN only when what precedes its first ':' is a scheme, so a URN
        // pattern starting with any other literal (`post*:{id}`), or with a placeholder whose
        // values all start with a digit or a sign (`<int:id>:name`), could never match a link.
        if case .urn = form, let first = segments.first {
            switch first {
            case .literal(let text) where !Self.isSchemeShaped(text): throw fail(0, .invalidScheme)
            case .parameter(_, "int"), .parameter(_, "double"), .parameter(_, "float"): throw fail(0, .invalidScheme)
            default: break
            }
        }
        return Parsed(form: form, segments: segments, groups: groups)
    }

    // MARK: Scheme and host

    /// The index of `://` when what precedes it could be a scheme.
    private func schemeSeparator() -> Int? {
        var index = 0
        while index + 2 < bytes.count {
            let byte = bytes[index]
            if byte == Self.colon && bytes[index + 1] == Self.slash && bytes[index + 2] == Self.slash {
                return index > 0 ? index : nil
            }
            if byte == Self.slash || byte == Self.openBrace || byte == Self.openAngle { return nil }
            index += 1
        }
        return nil
    }

    /// The lowercased scheme: a letter, then letters, digits, `+`, `-`, `.` or `_`.
    private func readScheme(_ end: Int) throws(RouteError) -> String {
        for index in 0..<end where bytes[index] == Self.openParenthesis || bytes[index] == Self.closeParenthesis {
            throw fail(index, .groupOutsidePath)
        }
        guard Self.isLetter(bytes[0]), bytes[1..<end].allSatisfy({ Self.isHostByte($0) || $0 == 0x2B }) else {
            throw fail(0, .invalidScheme)
        }
        return lowercased(0..<end)
    }

    /// Where the authority after `://` ends: at the first `/` outside `{…}` and `<…>`, or at a
    /// group's `(` after the host, which a group may follow but not hold. After a web host only
    /// a group that starts the path (`https://example.com(/**)`) ends it.
    private func authorityEnd(from start: Int, web: Bool) -> Int {
        var depth = 0
        for index in start..<bytes.count {
            switch bytes[index] {
            case Self.openBrace, Self.openAngle: depth += 1
            case Self.closeBrace, Self.closeAngle: depth = max(0, depth - 1)
            case Self.slash where depth == 0: return index
            case Self.openParenthesis where depth == 0 && index > start:
                if !web || (index + 1 < bytes.count && bytes[index + 1] == Self.slash) { return index }
            default: break
            }
        }
        return bytes.count
    }

    /// A web pattern's host and port, as its routes are keyed: `example.com`, `localhost:3000`.
    private func readWebHost(_ range: Range<Int>, scheme: String) throws(RouteError) -> String {
        for index in range where bytes[index] == Self.openParenthesis || bytes[index] == Self.closeParenthesis {
            throw fail(index, .groupOutsidePath)
        }
        let start = range.lowerBound
        var hostEnd = start
        while hostEnd < range.upperBound && bytes[hostEnd] != Self.colon { hostEnd += 1 }
        if hostEnd > start, bytes[start..<hostEnd].allSatisfy(Self.isHostByte) {
            let port = try WebPort.read(Substring(string(hostEnd..<range.upperBound)), scheme: scheme) {
                (offset, character) throws(RouteError) in
                throw fail(hostEnd + offset, .unexpectedCharacter(character))
            }
            return lowercased(start..<hostEnd) + WebPort.suffix(port, scheme: scheme)
        }
        // Links are matched by an ASCII host name and port (user information and escapes never
        // pass), so a pattern host with any other character could never match a link. Reading
        // characters names the one to blame, as written: lowercasing first would let the Kelvin
        // sign pass as `k`.
        let authority = string(range)
        let blamed = authority.prefix { $0 != ":" }.enumerated().first {
            $0.element.asciiValue.map(Self.isHostByte) != true
        }
        throw fail(start + (blamed?.offset ?? 0), .unexpectedCharacter(blamed?.element ?? authority.first ?? "/"))
    }

    // MARK: Segments and groups

    /// Splits `range` on `/` (and, `onSeparator`, on the URN separator except where it opens an
    /// Express placeholder) and reads each segment; `(` and `)` open and close groups. A slash
    /// at either end adds no segment.
    private mutating func split(_ range: Range<Int>, onSeparator: Bool, allowsGroups: Bool = true) throws(RouteError) {
        separators = 0
        var index = range.lowerBound
        let splitsOnSeparator = onSeparator && !separator.isEmpty
        var tokenStart = index
        var depth = 0
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == Self.openBrace || byte == Self.openAngle {
                depth += 1
            } else if byte == Self.closeBrace || byte == Self.closeAngle {
                depth = max(0, depth - 1)
            } else if depth == 0 {
                // A separator that starts a token opens an Express placeholder (`::id`), except
                // right after a group, which a separator must follow (`post:(a):(b)`).
                let startsPlaceholder =
                    index == tokenStart && (index == range.lowerBound || bytes[index - 1] != Self.closeParenthesis)
                let isSeparator = splitsOnSeparator && !startsPlaceholder && bytes[index...].starts(with: separator)
                if byte == Self.slash || isSeparator {
                    try endSegment(tokenStart..<index)
                    separators += 1
                    if separators > 1 { throw fail(index, .emptySegment) }
                    index += byte == Self.slash ? 1 : separator.count
                    tokenStart = index
                    continue
                }
                if byte == Self.openParenthesis || byte == Self.closeParenthesis {
                    guard allowsGroups else { throw fail(index, .groupOutsidePath) }
                    try endSegment(tokenStart..<index)
                    try byte == Self.openParenthesis ? openGroup(at: index) : closeGroup(at: index)
                    tokenStart = index + 1
                }
            }
            index += 1
        }
        if depth != 0 { throw fail(tokenStart, .unclosedPlaceholder) }
        try endSegment(tokenStart..<range.upperBound)
    }

    /// Reads the segment in `range`, if any, and checks where it stands.
    private mutating func endSegment(_ range: Range<Int>) throws(RouteError) {
        guard !range.isEmpty else { return }
        // Without groups two segments always have a separator between them; with one, a
        // parenthesis in the middle of a segment would leave half of it behind.
        if separators == 0 && !segments.isEmpty { throw fail(max(parenthesis, 0), .groupSplitsSegment) }
        if restPosition >= 0 { throw fail(restPosition, .restNotLast) }
        let (segment, isOptional) = try readSegment(range)
        if let name = segment.capturedName {
            guard !names.contains(name) else { throw fail(range.lowerBound, .duplicateName(name)) }
            names.append(name)
        }
        let scope = scopes[scopes.count - 1]
        if isOptional {
            // `:name?` makes the rest of its scope optional: a group inside the previous `?` group, if any.
            let parent = scope.question >= 0 ? groups.count - 1 : scope.group
            groups.append(OptionalGroup(start: segments.count, end: segments.count + 1, parent: parent))
            groupPositions.append(range.lowerBound)
            if scope.question < 0 { scopes[scopes.count - 1].question = groups.count - 1 }
        } else if scope.question >= 0 {
            throw fail(range.lowerBound, .optionalNotTrailing)
        }
        if case .rest = segment { restPosition = range.lowerBound }
        segments.append(segment)
        separators = 0
        parenthesis = -1
    }

    private mutating func openGroup(at index: Int) throws(RouteError) {
        let scope = scopes[scopes.count - 1]
        if scope.question >= 0 { throw fail(index, .optionalNotTrailing) }
        groups.append(OptionalGroup(start: segments.count, end: segments.count, parent: scope.group))
        groupPositions.append(index)
        scopes.append(Scope(group: groups.count - 1))
        parenthesis = index
    }

    private mutating func closeGroup(at index: Int) throws(RouteError) {
        guard scopes.count > 1 else { throw fail(index, .unbalancedGroup) }
        let scope = scopes.removeLast()
        close(scope)
        guard groups[scope.group].start < segments.count else {
            throw fail(groupPositions[scope.group], .emptyGroup)
        }
        parenthesis = index
    }

    /// Ends `scope` here: its group and the groups its `?` placeholders opened.
    private mutating func close(_ scope: Scope) {
        if scope.group >= 0 { groups[scope.group].end = segments.count }
        if scope.question >= 0 {
            for group in scope.question..<groups.count { groups[group].end = segments.count }
        }
    }

    /// Closes the pattern and checks that its groups are balanced and few enough.
    private mutating func finish() throws(RouteError) {
        if scopes.count > 1 { throw fail(groupPositions[scopes[scopes.count - 1].group], .unbalancedGroup) }
        close(scopes[0])
        let limit = OptionalGroup.variantLimit
        // A form is a set of groups, one bit each: more groups than bits is refused whatever
        // they give (only groups that hold nothing but groups could give few enough forms).
        if groups.count > limit { throw fail(groupPositions[limit], .tooManyVariants(limit: limit)) }
        guard OptionalGroup.variantCount(of: groups, limit: limit) > limit else { return }
        // Blame the group that takes the count over the limit: adding a group never removes a form.
        for last in groups.indices where OptionalGroup.variantCount(of: Array(groups[...last]), limit: limit) > limit {
            throw fail(groupPositions[last], .tooManyVariants(limit: limit))
        }
    }

    private func readSegment(_ range: Range<Int>) throws(RouteError) -> (PatternSegment, optional: Bool) {
        let start = range.lowerBound
        let first = bytes[start]
        // `*` is any one segment and `**` the rest of the path, which `**rest` names as `<path:rest>` does.
        if first == Self.star && (range.count == 1 || bytes[start + 1] == Self.star) {
            if range.count <= 2 { return (range.count == 1 ? .wildcard : .rest(name: nil), false) }
            return try placeholder((start + 2)..<range.upperBound, type: nil, isRest: true, at: start + 2)
        }
        if first == Self.colon { return try placeholder((start + 1)..<range.upperBound, type: nil, at: start + 1) }
        if first == Self.openBrace || first == Self.openAngle {
            let close = first == Self.openBrace ? Self.closeBrace : Self.closeAngle
            guard range.count >= 2, bytes[range.upperBound - 1] == close else {
                throw fail(start, .unclosedPlaceholder)
            }
            let inner = (start + 1)..<(range.upperBound - 1)
            if let colon = inner.first(where: { bytes[$0] == Self.colon }) {
                return try placeholder((colon + 1)..<inner.upperBound, type: inner.lowerBound..<colon, at: start + 1)
            }
            return try placeholder(inner, type: nil, at: start + 1)
        }
        var escaped = false
        for index in range {
            switch bytes[index] {
            case Self.openBrace, Self.closeBrace, Self.openAngle, Self.closeAngle:
                throw fail(index, .unexpectedCharacter(character(at: index)))
            case Self.percent: escaped = true
            default: break
            }
        }
        guard escaped else { return (.literal(string(range)), false) }
        guard let literal = LinkEncoding.decode(string(range)) else { throw fail(start, .malformedEscape) }
        return (.literal(literal), false)
    }

    /// A placeholder named by the bytes of `range` (with a `?` after the name when it is
    /// optional), of the type named by the bytes of `type` (`string` when absent), or a
    /// rest-of-path placeholder.
    private func placeholder(
        _ range: Range<Int>, type: Range<Int>?, isRest: Bool = false, at position: Int
    ) throws(RouteError) -> (PatternSegment, optional: Bool) {
        let isOptional = !range.isEmpty && bytes[range.upperBound - 1] == Self.question
        let nameRange = range.lowerBound..<(range.upperBound - (isOptional ? 1 : 0))
        let name = string(nameRange)
        guard let first = nameRange.first.map({ bytes[$0] }), !Self.isDigit(first),
            nameRange.allSatisfy({ Self.isLetter(bytes[$0]) || Self.isDigit(bytes[$0]) || bytes[$0] == 0x5F })
        else { throw fail(position, .invalidName(name)) }
        let captured: String? = name == "_" ? nil : name
        guard let type else {
            return (isRest ? .rest(name: captured) : .parameter(name: captured, type: "string"), isOptional)
        }
        // Built-in type names compare without case.
        let builtIn = lowercased(type)
        switch builtIn {
        case "string", "int", "uuid", "double": return (.parameter(name: captured, type: builtIn), isOptional)
        case "float": return (.parameter(name: captured, type: "double"), isOptional)
        case "path": return (.rest(name: captured), isOptional)
        default:
            let custom = string(type)
            guard types.contains(custom) else { throw fail(position, .unknownType(custom)) }
            return (.parameter(name: captured, type: custom), isOptional)
        }
    }

    // MARK: Bytes

    private static let slash = UInt8(ascii: "/")
    private static let colon = UInt8(ascii: ":")
    private static let star = UInt8(ascii: "*")
    private static let question = UInt8(ascii: "?")
    private static let percent = UInt8(ascii: "%")
    private static let openParenthesis = UInt8(ascii: "(")
    private static let closeParenthesis = UInt8(ascii: ")")
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let openAngle = UInt8(ascii: "<")
    private static let closeAngle = UInt8(ascii: ">")

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    /// A letter, digit, `-`, `.` or `_`: the bytes of an ASCII host name.
    private static func isHostByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == 0x2D || byte == 0x2E || byte == 0x5F
    }

    /// `letter *(letter / digit / - . _)`, in ASCII: what the link parser reads as a scheme and
    /// `expand` prints unescaped (`+` is a scheme character, but printing escapes it).
    private static func isSchemeShaped(_ text: String) -> Bool {
        text.utf8.first.map(isLetter) == true && text.utf8.allSatisfy(isHostByte)
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func lowercased(_ range: Range<Int>) -> String { LinkText.lowercased(bytes, range) }

    /// The character that starts at byte `index`.
    private func character(at index: Int) -> Character {
        text[text.utf8.index(text.utf8.startIndex, offsetBy: index)]
    }

    /// An error at byte `index`, reported at the character offset that holds it.
    private func fail(_ index: Int, _ problem: RouteError.PatternProblem) -> RouteError {
        let position = text.distance(from: text.startIndex, to: text.utf8.index(text.utf8.startIndex, offsetBy: index))
        return .invalidPattern(text, position: position, problem: problem)
    }
}
