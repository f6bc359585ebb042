/// Reads a pattern string into a ``RoutePattern``'s form and segments.
///
/// Positions in errors are character offsets into the pattern as written.
struct PatternParser {
    struct Parsed: Equatable {
        var form: RoutePattern.Form
        var segments: [PatternSegment]
        var requiredCount: Int
    }

    private struct Token {
        var text: Substring
        var position: Int
    }

    let text: String
    private(set) var characters: [Character] = []
    /// Where each character starts in `text`, and `text.endIndex` last: tokens are slices of
    /// `text`, not strings rebuilt character by character.
    private(set) var offsets: [String.Index] = []
    /// The pattern's bytes when it is ASCII without CR (then byte `i` is character `i`).
    private(set) var asciiBytes: [UInt8]?
    let options: LinkOptions
    let types: Set<String>

    init(text: String, options: LinkOptions, types: Set<String>) {
        self.text = text
        self.options = options
        self.types = types
    }

    /// Splits the text into characters, for the full parser.
    private mutating func readCharacters() {
        var characters: [Character] = []
        var offsets: [String.Index] = []
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            // ASCII without CR: every byte is one character (only CR LF would join two).
            characters.reserveCapacity(text.utf8.count)
            offsets.reserveCapacity(text.utf8.count + 1)
            var index = text.utf8.startIndex
            for byte in text.utf8 {
                characters.append(Self.asciiCharacters[Int(byte)])
                offsets.append(index)
                index = text.utf8.index(after: index)
            }
            asciiBytes = Array(text.utf8)
        } else {
            asciiBytes = nil
            var index = text.startIndex
            while index < text.endIndex {
                characters.append(text[index])
                offsets.append(index)
                index = text.index(after: index)
            }
        }
        offsets.append(text.endIndex)
        self.characters = characters
        self.offsets = offsets
    }

    /// Every ASCII character, built once.
    private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    mutating func parse() throws(RouteError) -> Parsed {
        let quick = PlainPatternParser(text: text, types: types, separator: options.urnSeparator).parse()
        #if DEBUG
        // Debug builds (the tests, the fuzzers) check every quick answer against the full parser.
        if let quick {
            readCharacters()
            assert((try? fullParse()) == quick, "quick pattern parse disagrees for \(text)")
        }
        #endif
        if let quick { return lowercasingCustomHost(quick) }
        readCharacters()
        return lowercasingCustomHost(try fullParse())
    }

    /// Links read a custom host name in lowercase (``LinkOptions/lowercasesCustomHosts``), so a
    /// pattern's host literal compares the same way: `myapp://User/:id` is `myapp://user/:id`.
    private func lowercasingCustomHost(_ parsed: Parsed) -> Parsed {
        guard options.lowercasesCustomHosts, case .custom(_, let authority, _) = parsed.form, authority > 0,
            case .literal(let host)? = parsed.segments.first, host.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A })
        else { return parsed }
        var lowered = parsed
        lowered.segments[0] = .literal(
            String(decoding: host.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self))
        return lowered
    }

    private func fullParse() throws(RouteError) -> Parsed {
        guard !characters.isEmpty else { throw fail(0, .empty) }
        let separator = options.urnSeparator
        var form = RoutePattern.Form.path
        var tokens: [Token] = []

        if let schemeEnd = schemeSeparatorIndex() {
            let scheme = String(characters[0..<schemeEnd]).lowercased()
            try validateScheme(scheme)
            let bodyStart = schemeEnd + 3
            let authorityEnd = firstSlash(from: bodyStart) ?? characters.count
            if scheme == "http" || scheme == "https" {
                let authority = String(characters[bodyStart..<authorityEnd]).lowercased()
                let host = authority.prefix { $0 != ":" }
                guard !host.isEmpty else {
                    throw fail(bodyStart, .unexpectedCharacter(authority.first ?? "/"))
                }
                // Links are matched by host name and port (user information and escapes never
                // pass), so a pattern host with any other character could never match a link.
                for (offset, character) in host.enumerated()
                where !(character.isASCII && (character.isLetter || character.isNumber || "-._".contains(character))) {
                    throw fail(bodyStart + offset, .unexpectedCharacter(character))
                }
                let port = try WebPort.read(authority.dropFirst(host.count), scheme: scheme) {
                    (offset, character) throws(RouteError) in
                    throw fail(bodyStart + host.count + offset, .unexpectedCharacter(character))
                }
                form = .web(scheme: scheme, host: String(host) + WebPort.suffix(port, scheme: scheme))
                tokens = try split(from: authorityEnd, to: characters.count, separator: nil, skipLeadingSlash: true)
            } else {
                let authority = try split(
                    from: bodyStart, to: authorityEnd, separator: separator, skipLeadingSlash: false)
                let path = try split(from: authorityEnd, to: characters.count, separator: nil, skipLeadingSlash: true)
                form = .custom(scheme: scheme, authoritySegments: authority.count, separator: separator)
                tokens = authority + path
            }
        } else if characters[0] == "/" {
            tokens = try split(from: 0, to: characters.count, separator: nil, skipLeadingSlash: true)
        } else {
            tokens = try split(from: 0, to: characters.count, separator: separator, skipLeadingSlash: false)
            if let separator, tokens.count > 1, text.contains(separator), !text.contains("/") {
                form = .urn(separator: separator)
            }
        }

        var segments: [PatternSegment] = []
        var requiredCount: Int?
        var names: Set<String> = []
        for (index, token) in tokens.enumerated() {
            let (segment, isOptional) = try readSegment(token)
            if let name = segment.capturedName {
                guard names.insert(name).inserted else { throw fail(token.position, .duplicateName(name)) }
            }
            if case .rest = segment, index != tokens.count - 1 { throw fail(token.position, .restNotLast) }
            if isOptional {
                if requiredCount == nil { requiredCount = index }
            } else if requiredCount != nil {
                throw fail(token.position, .optionalNotTrailing)
            }
            segments.append(segment)
        }
        // A link is read as a URN only when what precedes its first ':' is a scheme, so a URN
        // pattern starting with any other literal (`post*:{id}`) could never match a link.
        if case .urn = form, case .literal(let first)? = segments.first, !Self.isSchemeShaped(first) {
            throw fail(0, .invalidScheme)
        }
        return Parsed(form: form, segments: segments, requiredCount: requiredCount ?? segments.count)
    }

    // MARK: Structure

    /// The index of `://` when what precedes it could be a scheme.
    private func schemeSeparatorIndex() -> Int? {
        var index = 0
        while index + 2 < characters.count {
            let character = characters[index]
            if character == ":" && characters[index + 1] == "/" && characters[index + 2] == "/" {
                return index > 0 ? index : nil
            }
            if character == "/" || character == "{" || character == "<" { return nil }
            index += 1
        }
        return nil
    }

    /// `letter *(letter / digit / - . _)`, in ASCII: what the link parser reads as a scheme and
    /// `expand` prints unescaped (`+` is a scheme character, but printing escapes it).
    private static func isSchemeShaped(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || "0123456789-._".unicodeScalars.contains($0))
        }
    }

    private func validateScheme(_ scheme: String) throws(RouteError) {
        guard let first = scheme.first, first.isASCII, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-._".contains($0)) })
        else { throw fail(0, .invalidScheme) }
    }

    private func firstSlash(from start: Int) -> Int? {
        var depth = 0
        for index in start..<characters.count {
            switch characters[index] {
            case "{", "<": depth += 1
            case "}", ">": depth -= 1
            case "/" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    /// Splits on `/` (and on the URN separator, except where it opens an Express placeholder),
    /// never inside `{…}` or `<…>`. A single trailing slash is dropped; an empty middle segment is an error.
    private func split(
        from start: Int, to end: Int, separator: Character?, skipLeadingSlash: Bool
    )
        throws(RouteError) -> [Token]
    {
        var index = start
        if skipLeadingSlash && index < end && characters[index] == "/" { index += 1 }
        guard index < end else { return [] }
        var tokens: [Token] = []
        var tokenStart = index
        var depth = 0
        // Single-byte characters compare as bytes; a multi-byte separator compares as a Character.
        let separatorByte: UInt8? = separator.flatMap { $0.utf8.count == 1 ? $0.utf8.first : nil }
        while index <= end {
            let atEnd = index == end
            let character = atEnd ? "/" : characters[index]
            let byte: UInt8? =
                atEnd ? 0x2F : asciiBytes.map { $0[index] } ?? (character.utf8.count == 1 ? character.utf8.first : nil)
            if byte == 0x7B || byte == 0x3C {
                depth += 1
            } else if byte == 0x7D || byte == 0x3E {
                depth = max(0, depth - 1)
            }
            let isSeparator =
                separator != nil && (separatorByte != nil ? byte == separatorByte : character == separator)
            let splits = atEnd || (depth == 0 && (byte == 0x2F || (isSeparator && index > tokenStart)))
            if splits {
                if tokenStart == index {
                    // "a//b" can never match; "a/" at the very end is the ignored trailing slash.
                    guard atEnd && !tokens.isEmpty else { throw fail(index, .emptySegment) }
                } else {
                    tokens.append(Token(text: text[offsets[tokenStart]..<offsets[index]], position: tokenStart))
                }
                tokenStart = index + 1
            }
            index += 1
        }
        if depth != 0 { throw fail(tokens.last?.position ?? start, .unclosedPlaceholder) }
        return tokens
    }

    // MARK: Segments

    private func readSegment(_ token: Token) throws(RouteError) -> (PatternSegment, optional: Bool) {
        let text = token.text
        if text == "*" { return (.wildcard, false) }
        if text == "**" { return (.rest(name: nil), false) }
        // `**rest` names the rest of the path, as `<path:rest>` does.
        if text.hasPrefix("**") {
            return try placeholder(String(text.dropFirst(2)), type: "path", at: token.position + 2)
        }
        if text.first == ":" {
            return try placeholder(String(text.dropFirst()), type: nil, at: token.position + 1)
        }
        if let open = text.first, open == "{" || open == "<" {
            let close: Character = open == "{" ? "}" : ">"
            guard text.count >= 2, text.last == close else { throw fail(token.position, .unclosedPlaceholder) }
            let inner = String(text.dropFirst().dropLast())
            if let colon = inner.firstIndex(of: ":") {
                let type = String(inner[..<colon])
                let name = String(inner[inner.index(after: colon)...])
                return try placeholder(name, type: type, at: token.position + 1)
            }
            return try placeholder(inner, type: nil, at: token.position + 1)
        }
        // Plain ASCII (no braces, brackets, escapes or CR) is its own literal: the common case.
        if text.utf8.allSatisfy({
            $0 < 0x80 && $0 != 0x7B && $0 != 0x7D && $0 != 0x3C && $0 != 0x3E && $0 != 0x25 && $0 != 0x0D
        }) {
            return (.literal(String(text)), false)
        }
        for (offset, character) in text.enumerated()
        where character == "{" || character == "}" || character == "<" || character == ">" {
            throw fail(token.position + offset, .unexpectedCharacter(character))
        }
        guard let literal = LinkEncoding.decode(String(text)) else {
            throw fail(token.position, .malformedEscape)
        }
        return (.literal(literal), false)
    }

    private func placeholder(
        _ rawName: String, type: String?, at position: Int
    ) throws(RouteError)
        -> (PatternSegment, optional: Bool)
    {
        var name = rawName
        var isOptional = false
        if name.hasSuffix("?") {
            name.removeLast()
            isOptional = true
        }
        guard isIdentifier(name) else { throw fail(position, .invalidName(name)) }
        let captured: String? = name == "_" ? nil : name
        switch type?.lowercased() {
        case nil, "string":
            return (.parameter(name: captured, type: "string"), isOptional)
        case "path":
            return (.rest(name: captured), isOptional)
        case "int", "uuid", "double":
            return (.parameter(name: captured, type: type?.lowercased() ?? "string"), isOptional)
        case "float":
            return (.parameter(name: captured, type: "double"), isOptional)
        default:
            guard let type, types.contains(type) else { throw fail(position, .unknownType(type ?? "")) }
            return (.parameter(name: captured, type: type), isOptional)
        }
    }

    private func isIdentifier(_ name: String) -> Bool {
        // ASCII letters, digits and `_`, not starting with a digit: settled on bytes.
        if let first = name.utf8.first, first < 0x30 || first > 0x39,
            name.utf8.allSatisfy({
                ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F
            })
        {
            return true
        }
        guard let first = name.first, first == "_" || (first.isASCII && first.isLetter) else { return false }
        return name.allSatisfy { $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }
    }

    private func fail(_ position: Int, _ problem: RouteError.PatternProblem) -> RouteError {
        .invalidPattern(text, position: position, problem: problem)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
