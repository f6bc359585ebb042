import CYaml

/// The bounds a YAML text keeps before it is read into nodes: its size, its depth, and its size
/// once every alias is expanded.
///
/// An alias (`*name`) stands for the whole node its anchor (`&name`) marks, so a kilobyte of
/// nested aliases (the "billion laughs" shape) stands for billions of values, and reading them
/// would take minutes and gigabytes. Before the text is composed, libyaml's event stream is
/// walked once, counting the values each anchor stands for, so such a text is refused at the
/// alias that takes it past the bound, in a fraction of a second. Syntax errors found on the way
/// are said in Waypoint's words.
enum YAMLBounds {
    /// The most bytes a route, cases or state file may hold.
    static let sizeLimit = 8 * 1024 * 1024
    /// The most values (scalars, lists and mappings) a text may stand for, its aliases expanded.
    /// Ten thousand routes of a few keys each stand for well under 200,000.
    static let valueLimit = 1_000_000
    /// The deepest lists and mappings may nest.
    static let depthLimit = 100

    /// A reason to refuse the text, at a 1-based line and column.
    struct Problem: Equatable {
        var line: Int
        var column: Int
        var message: String
    }

    /// The first bound `text` breaks, or its first syntax error; `nil` when it keeps them all.
    static func problem(in text: String) -> Problem? {
        let size = text.utf8.count
        if size > sizeLimit {
            return Problem(
                line: 1, column: 1,
                message: "the file is \(size) bytes; a route, cases or state file holds at most \(sizeLimit) bytes")
        }
        var bytes = Array(text.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var walk = Walk()
            return walk.run(base, count: size, text: text)
        }
    }

    /// One pass over the events: the values each open node and each anchor stand for.
    private struct Walk {
        /// Values counted so far, aliases expanded.
        var values = 0
        /// Each open list or mapping: its anchor and the values it holds so far.
        var open: [(anchor: String?, values: Int)] = []
        /// What each anchor stands for, by name; a later anchor of the same name replaces it.
        var anchors: [String: Int] = [:]
        var documents = 0

        mutating func run(_ base: UnsafePointer<UInt8>, count: Int, text: String) -> Problem? {
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return nil }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, base, count)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else { return Self.syntaxProblem(parser, text: text) }
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + 1
                let column = Int(event.start_mark.column) + 1
                func problem(_ message: String) -> Problem { Problem(line: line, column: column, message: message) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_DOCUMENT_START_EVENT:
                    documents += 1
                    if documents > 1 { return problem(YAMLMessage.sentence(problem: "but found another document")) }
                case YAML_ALIAS_EVENT:
                    let name = Self.name(event.data.alias.anchor) ?? ""
                    guard let stands = anchors[name] else {
                        return problem("the alias '*\(name)' names no anchor '&\(name)' defined before it")
                    }
                    if let refusal = add(stands, alias: name) { return problem(refusal) }
                case YAML_SCALAR_EVENT:
                    if let refusal = add(1, alias: nil) { return problem(refusal) }
                    if let anchor = Self.name(event.data.scalar.anchor) { anchors[anchor] = 1 }
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    guard open.count < YAMLBounds.depthLimit else {
                        return problem(
                            "lists and mappings nest more than \(YAMLBounds.depthLimit) deep here; "
                                + "a route, cases or state file needs far fewer levels")
                    }
                    if let refusal = add(1, alias: nil) { return problem(refusal) }
                    let anchor =
                        event.type == YAML_SEQUENCE_START_EVENT
                        ? Self.name(event.data.sequence_start.anchor) : Self.name(event.data.mapping_start.anchor)
                    // The node's own value is counted in its parent, and in what its anchor stands for.
                    open.append((anchor, 1))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let node = open.popLast() else { continue }
                    if let anchor = node.anchor { anchors[anchor] = node.values }
                    // The values are counted already: only the parent's tally grows.
                    if !open.isEmpty {
                        open[open.count - 1].values = Self.capped(open[open.count - 1].values + node.values - 1)
                    }
                default:
                    continue
                }
            }
        }

        /// Counts `count` more values in the open node; a refusal once the text stands for more
        /// than the bound.
        mutating func add(_ count: Int, alias: String?) -> String? {
            values = Self.capped(values + count)
            if !open.isEmpty { open[open.count - 1].values = Self.capped(open[open.count - 1].values + count) }
            guard values > YAMLBounds.valueLimit else { return nil }
            if let alias {
                return "the alias '*\(alias)' takes the file past \(YAMLBounds.valueLimit) values once its aliases "
                    + "are expanded (aliases nested in aliases multiply); write the values out instead"
            }
            return "the file holds more than \(YAMLBounds.valueLimit) values; split it into smaller files"
        }

        static func capped(_ count: Int) -> Int { min(count, YAMLBounds.valueLimit + 1) }

        static func name(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: UnsafePointer($0)) }
        }

        /// libyaml's error, in Waypoint's words, at its place.
        static func syntaxProblem(_ parser: yaml_parser_t, text: String) -> Problem {
            let problem = parser.problem.map { String(cString: $0) } ?? "invalid YAML"
            if parser.error == YAML_READER_ERROR {
                let place = Self.place(ofByte: parser.problem_offset, in: text)
                return Problem(line: place.line, column: place.column, message: YAMLMessage.sentence(problem: problem))
            }
            let context = parser.context.map { String(cString: $0) }
            let contextPlace =
                context == nil
                ? nil
                : YAMLMessage.Place(
                    line: Int(parser.context_mark.line) + 1, column: Int(parser.context_mark.column) + 1)
            return Problem(
                line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1,
                message: YAMLMessage.sentence(problem: problem, context: context, at: contextPlace))
        }

        /// The 1-based line and column (in characters) of the byte at `offset`.
        static func place(ofByte offset: Int, in text: String) -> (line: Int, column: Int) {
            var line = 1
            var column = 1
            var position = 0
            for scalar in text.unicodeScalars {
                if position >= offset { break }
                position += String(scalar).utf8.count
                if scalar == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            return (line, column)
        }
    }
}
