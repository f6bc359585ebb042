/// How a name from a route file (a screen, an action, a guard, a route, a placeholder) is
/// spelled as a Swift identifier in generated code.
///
/// The rules, applied in order:
/// 1. The name is cut into words at every character that is not an ASCII letter or digit
///    (`user-profile`, `user_profile` and `user profile` are the words `user`, `profile`).
/// 2. The words are joined in camel case: the first word keeps its letters but starts in lower
///    case (a word in capitals alone, such as `URL`, is lowered whole); each later word starts in
///    upper case. Type names start every word in upper case.
/// 3. A name that starts with a digit gets a leading underscore (`404` → `_404`), and so does a
///    name that even backticks cannot make a member (`init`, `self`, `Type`, … → `_init`).
/// 4. Any other Swift keyword is written in backticks, as Swift quotes a keyword used as a name.
/// 5. A name with no letter or digit at all has no spelling, and is an error at its line.
enum SwiftName {
    /// The identifier for `name` in lower camel case, or `nil` when it has no letter or digit.
    static func member(_ name: String) -> String? {
        let words = words(of: name)
        guard let first = words.first else { return nil }
        let head = first.allSatisfy { !$0.isLowercase } ? first.lowercased() : lowerFirst(first)
        return escaped(head + words.dropFirst().map(upperFirst).joined())
    }

    /// The identifier for `name` in upper camel case, for a type, or `nil` when it has no
    /// letter or digit.
    static func type(_ name: String) -> String? {
        let words = words(of: name)
        guard !words.isEmpty else { return nil }
        return escaped(words.map(upperFirst).joined())
    }

    /// The name without the backticks that rule 4 adds, for joining into longer names.
    static func bare(_ identifier: String) -> String {
        identifier.hasPrefix("`") ? String(identifier.dropFirst().dropLast()) : identifier
    }

    /// `identifier` as an argument label at a call, where only `inout`, `var` and `let` keep
    /// their backticks.
    static func argumentLabel(_ identifier: String) -> String {
        let bare = bare(identifier)
        return ["inout", "var", "let"].contains(bare) ? identifier : bare
    }

    private static func words(of name: String) -> [String] {
        name.unicodeScalars.split { !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
            .map { String(String.UnicodeScalarView($0)) }
    }

    private static func lowerFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }

    private static func upperFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

    private static func escaped(_ identifier: String) -> String {
        if let first = identifier.unicodeScalars.first, ("0"..."9").contains(first) { return "_" + identifier }
        if unescapable.contains(identifier) { return "_" + identifier }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Names that cannot be members even in backticks, or that mean something else after a dot.
    static let unescapable: Set<String> = ["init", "deinit", "subscript", "self", "Self", "Type", "Protocol", "super"]

    /// Swift's keywords: declarations, statements, expressions and types.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "enum", "extension", "fileprivate", "func", "import",
        "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup", "private", "protocol",
        "public", "rethrows", "static", "struct", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch",
        "throw", "where", "while", "Any", "as", "await", "false", "is", "nil", "some", "throws", "true", "try",
    ]
}
