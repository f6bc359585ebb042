/// The rules every decoded part of a link follows, shared by the link reader, the trie's
/// rest-of-path values and the link-parameter policy.
enum LinkText {
    /// Whether `scalar` is one no link may carry wherever it stands: a control character (line
    /// breaks only where `allowsLineBreaks`, the line and paragraph separators among them), a
    /// format character (general category Cf: bidi controls, zero-width characters, the soft
    /// hyphen, tag characters, …) or another character that renders as nothing (a default
    /// ignorable code point, such as the Hangul fillers). Variation selectors stay: they pick
    /// the look of the character before them. ``containsForbidden(_:allowsLineBreaks:)`` also
    /// lets through the joiners and tags that real text needs.
    static func isForbidden(_ scalar: Unicode.Scalar, allowsLineBreaks: Bool) -> Bool {
        let value = scalar.value
        if value < 0xA0 {
            switch value {
            case 0x09, 0x0A, 0x0D: return !allowsLineBreaks
            case 0x00...0x1F, 0x7F...0x9F: return true
            default: return false
            }
        }
        // Up to the combining marks, only the soft hyphen is invisible: no property lookup.
        if value < 0x34F { return value == 0xAD }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .format: return true
        case .lineSeparator, .paragraphSeparator: return !allowsLineBreaks
        default: return properties.isDefaultIgnorableCodePoint && !isVariationSelector(value)
        }
    }

    /// Whether `scalars` hold a character no link may carry: one that
    /// ``isForbidden(_:allowsLineBreaks:)`` refuses, except where real text needs it:
    /// - the zero-width joiner and non-joiner (U+200D, U+200C) between two characters beyond
    ///   ASCII that are letters, marks or symbols: emoji sequences, Indic conjuncts, Persian words;
    /// - the tag characters of the flags of England, Scotland and Wales, after U+1F3F4.
    static func containsForbidden(_ scalars: String.UnicodeScalarView, allowsLineBreaks: Bool) -> Bool {
        var previous: Unicode.Scalar?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            var next = scalars.index(after: index)
            if isForbidden(scalar, allowsLineBreaks: allowsLineBreaks) {
                guard scalar.value == 0x200C || scalar.value == 0x200D, let previous, isJoinable(previous),
                    next < scalars.endIndex, isJoinable(scalars[next])
                else { return true }
            } else if scalar.value == 0x1F3F4, let end = flagTagsEnd(in: scalars, from: next) {
                next = end
            }
            previous = scalar
            index = next
        }
        return false
    }

    /// The tags that follow U+1F3F4 in the flags of England, Scotland and Wales: tag letters
    /// (U+E0061–U+E007A) spelling `gbeng`, `gbsct` or `gbwls`, then the cancel tag U+E007F.
    private static let flagTags: [[UInt32]] = ["gbeng", "gbsct", "gbwls"].map {
        $0.unicodeScalars.map { 0xE0000 + $0.value } + [0xE007F]
    }

    /// Where the tags of a flag that start at `start` end, or `nil` when none starts there.
    private static func flagTagsEnd(
        in scalars: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index
    ) -> String.UnicodeScalarView.Index? {
        candidates: for tags in flagTags {
            var index = start
            for tag in tags {
                guard index < scalars.endIndex, scalars[index].value == tag else { continue candidates }
                index = scalars.index(after: index)
            }
            return index
        }
        return nil
    }

    /// Whether a joiner may stand next to `scalar`: a letter, mark or symbol beyond ASCII.
    private static func isJoinable(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x80 else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .mathSymbol, .currencySymbol, .modifierSymbol,
            .otherSymbol:
            return true
        default: return false
        }
    }

    /// The variation selectors (U+FE00–U+FE0F, U+E0100–U+E01EF) and Mongolian free variation
    /// selectors (U+180B–U+180D, U+180F): invisible, but they choose a glyph rather than hide text.
    private static func isVariationSelector(_ value: UInt32) -> Bool {
        (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
            || (0x180B...0x180D).contains(value) || value == 0x180F
    }

    /// What is wrong with decoded bytes, or `nil`: bytes that are not UTF-8, or a character
    /// ``containsForbidden(_:allowsLineBreaks:)`` refuses.
    static func problem(in decoded: UnsafeBufferPointer<UInt8>, allowsLineBreaks: Bool) -> RouteError.LinkProblem? {
        let text = String(decoding: decoded, as: UTF8.self)
        // Decoding with replacement and comparing is the portable way to reject invalid UTF-8.
        guard text.utf8.elementsEqual(decoded) else { return .invalidUTF8 }
        return containsForbidden(text.unicodeScalars, allowsLineBreaks: allowsLineBreaks) ? .forbiddenCharacter : nil
    }

    /// `.` or `..`, which no segment may be: a link names what it routes to, never a way up.
    static func isDotSegment(_ segment: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = segment.count
        return length <= 2 && length > 0 && segment[0] == UInt8(ascii: ".")
            && (length == 1 || segment[1] == UInt8(ascii: "."))
    }

    /// `byte` with A–Z lowered. Schemes and hosts compare as ASCII: Unicode lowercasing would
    /// turn look-alikes into ASCII (the Kelvin sign `\u{212A}` becomes `k`).
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    /// The bytes of `range` with A–Z lowered, as a string.
    static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            for (offset, byte) in bytes[range].enumerated() { buffer[offset] = lowercased(byte) }
            return range.count
        }
    }

    /// Whether `part` names something in a path: not empty, `.` or `..`. The rule a segment
    /// follows, and each `/`-separated part of a rest-of-path value.
    static func isNamedPart(_ part: UnsafeBufferPointer<UInt8>) -> Bool { !part.isEmpty && !isDotSegment(part) }
}
