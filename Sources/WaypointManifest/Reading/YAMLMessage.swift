/// What is wrong with a YAML text, said in Waypoint's words: libyaml names a problem in its own
/// terms (`did not find expected ',' or ']'`), which a person editing a route file should not
/// have to decode.
enum YAMLMessage {
    /// Where a problem's context starts: the list or mapping it is inside, say.
    struct Place {
        var line: Int
        var column: Int
    }

    /// The sentence for libyaml's `problem`, read with its `context` (`while parsing a flow
    /// sequence`) that starts at `place`.
    static func sentence(problem: String, context: String? = nil, at place: Place? = nil) -> String {
        let opened = place.map { " at line \($0.line), column \($0.column)" } ?? ""
        switch problem {
        case "did not find expected ',' or ']'":
            return "the list that opens with '['\(opened) needs ',' between its items and ']' after the last"
        case "did not find expected ',' or '}'":
            return "the mapping that opens with '{'\(opened) needs ',' between its entries and '}' after the last"
        case "did not find expected key":
            return "this line is not a key of the mapping\(opened): check its indentation, "
                + "or quote a value that starts with a character such as '[', '{', '&' or '*'"
        case "did not find expected '-' indicator":
            return "this line is not an item of the list\(opened): items start with '- ' at the list's indentation"
        case "did not find expected node content":
            return "a value is missing here"
        case "mapping values are not allowed in this context":
            return "': ' here would start a mapping inside a value; quote a value that holds ': '"
        case "block sequence entries are not allowed in this context":
            return "a '- ' item cannot start here; put the list on lines of its own, indented under its key"
        case "could not find expected ':'":
            return "the key that starts\(opened) needs ':' after it"
        case "mapping keys are not allowed in this context":
            return "a '? ' key cannot start here"
        case "found character that cannot start any token":
            return "a value cannot start with this character (a tab, '@' or '`'); quote the value"
        case "found unexpected end of stream":
            return "the file ends inside the quoted value that starts\(opened); close its quote"
        case "found unknown escape character":
            return "unknown escape after '\\' in a double-quoted value; write '\\\\' for a backslash, "
                + "or use single quotes"
        case "found a tab character where an indentation space is expected",
            "found a tab character that violates indentation":
            return "a tab indents this line; indent with spaces"
        case "found unexpected ':'":
            return "unexpected ':'; quote a value that holds ':'"
        case "found unexpected document indicator":
            return "a line starting with '---' or '...' ends the document inside the quoted value that starts\(opened)"
        case "did not find expected comment or line break":
            return "text follows the value on this line; start a comment with ' #', or quote the whole value"
        case "did not find expected alphabetic or numeric character":
            return "an anchor ('&name') or alias ('*name') needs a name here; quote a value that starts with '&' or '*'"
        case "found undefined alias":
            return "this alias names no anchor defined before it"
        case "found incompatible YAML document":
            return "the version directive ('%…') names a version other than 1.1 or 1.2"
        case "found undefined tag handle", "did not find expected '!'", "did not find expected tag URI",
            "did not find the expected '>'":
            return "a tag ('!…') that cannot be read here; drop it, or quote a value that starts with '!'"
        case "but found another document":
            return "the file holds a second document after '---'; it holds one"
        default:
            if problem.hasPrefix("Maximum nesting level") {
                return "lists and mappings nest too deep here; a route, cases or state file needs far fewer levels"
            }
            if problem.contains("UTF-8") || problem.contains("UTF-16") || problem.contains("Unicode") {
                return "the text is not valid UTF-8 here"
            }
            if problem.contains("control characters") {
                return "a control character that a text file may not hold here; remove it"
            }
            let inside = context.flatMap(Self.what).map { " (inside the \($0)\(opened))" } ?? ""
            return "the text cannot be read here\(inside)"
        }
    }

    /// What libyaml's context (`while parsing a block mapping`) is about, in plain words.
    private static func what(_ context: String) -> String? {
        if context.contains("sequence") || context.contains("collection") { return "list that starts" }
        if context.contains("mapping") { return "mapping that starts" }
        if context.contains("quoted scalar") { return "quoted value that starts" }
        if context.contains("block scalar") { return "'|' or '>' text that starts" }
        if context.contains("scalar") || context.contains("node") { return "value that starts" }
        return nil
    }
}
