/// Swift source text, written line by line at the current indentation (four spaces a level),
/// in the layout `swift format` keeps.
struct SwiftWriter {
    private(set) var text = ""
    private var depth = 0

    /// Writes one line; an empty line stays empty.
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : String(repeating: "    ", count: depth) + content + "\n"
    }

    /// Writes `open`, the body one level in, then `close`.
    mutating func block(_ open: String, close: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(open)
        depth += 1
        body(&self)
        depth -= 1
        line(close)
    }

    /// Writes `body` one level in, without braces: the statements of a `case`.
    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Writes a declaration whose parameters go one per line, `tail` closing them (`) -> T {`),
    /// then the body one level in.
    mutating func function(
        _ head: String, _ parameters: [String], _ tail: String, _ body: (inout SwiftWriter) -> Void
    ) {
        line(head + "(")
        depth += 1
        for (index, parameter) in parameters.enumerated() {
            line(parameter + (index == parameters.count - 1 ? "" : ","))
        }
        depth -= 1
        block(tail, body)
    }

    /// Writes a `///` comment, one line per line of `text`.
    mutating func doc(_ text: String) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            line(part.isEmpty ? "///" : "/// " + part)
        }
    }

    /// Writes `code` followed by `suffix`: on one line when it fits, else with its arguments or
    /// elements one per line, each broken the same way in turn.
    mutating func write(_ code: Code, suffix: String = "") {
        let flat = code.flat + suffix
        if String(repeating: "    ", count: depth).count + flat.count <= Self.lineLength {
            line(flat)
            return
        }
        switch code {
        case .text(let text):
            line(text + suffix)
        case .call(let head, let arguments, let tail):
            line(head + "(")
            depth += 1
            for (index, argument) in arguments.enumerated() {
                let last = index == arguments.count - 1
                write(argument, suffix: !last ? "," : tail.isEmpty ? ")" + suffix : "")
            }
            depth -= 1
            if !tail.isEmpty { line(")" + tail + suffix) }
        case .array(let head, let elements):
            line(head + "[")
            depth += 1
            for element in elements { write(element, suffix: ",") }
            depth -= 1
            line("]" + suffix)
        }
    }

    /// An expression of generated code, in a shape ``write(_:suffix:)`` can break over lines.
    indirect enum Code {
        /// Text that stays on one line.
        case text(String)
        /// `head(arguments)tail`: a call, with a trailing closure in `tail`.
        case call(String, [Code], tail: String = "")
        /// `head[elements]`: an array literal, after a label such as `backStack: `.
        case array(String, [Code])

        /// The expression on one line.
        var flat: String {
            switch self {
            case .text(let text): return text
            case .call(let head, let arguments, let tail):
                return head + "(" + arguments.map(\.flat).joined(separator: ", ") + ")" + tail
            case .array(let head, let elements): return head + "[" + elements.map(\.flat).joined(separator: ", ") + "]"
            }
        }
    }

    /// The longest line the layout allows.
    static let lineLength = 120

    /// `value` as a Swift string literal.
    static func literal(_ value: String) -> String {
        var escaped = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                escaped += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }

    /// `values` as a Swift array literal of strings.
    static func literal(_ values: [String]) -> String { "[" + values.map(literal).joined(separator: ", ") + "]" }
}
