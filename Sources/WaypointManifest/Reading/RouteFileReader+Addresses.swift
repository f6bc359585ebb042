import Foundation
import Yams

/// The schemes and web hosts a route file accepts, checked where they are written: a value that
/// is not a scheme or a host would load and then open nothing.
extension RouteFileReader {
    /// Reads `schemes`, reporting each value that is not an RFC 3986 scheme at its place.
    mutating func schemes(_ node: Node) -> [String]? {
        guard let names = strings(node, key: "schemes") else { return nil }
        for (item, name) in zip(items(of: node), names) where !Self.isScheme(name) {
            error(
                at: valueLocation(of: item),
                "'\(name)' is not a scheme: a letter, then letters, digits, '+', '-' or '.' (photofeed, my-app)")
        }
        return names
    }

    /// Reads `hosts`, reporting each value that is not a host name at its place.
    mutating func hosts(_ node: Node) -> [String] {
        guard let names = strings(node, key: "hosts") else { return [] }
        for (item, name) in zip(items(of: node), names) {
            if name == "*" {
                error(
                    at: valueLocation(of: item),
                    "'*' is not a host: to open web links to every host, as a browser does, write acceptsAnyWebHost: true"
                )
            } else if let problem = Self.hostProblem(name) {
                error(at: valueLocation(of: item), "'\(name)' is not a host: \(problem)")
            }
        }
        return names
    }

    /// Reads `webExclusions`: each a path starting with `/` or a fragment starting with `#`.
    mutating func webExclusions(_ node: Node) -> [String] {
        guard let values = strings(node, key: "webExclusions") else { return [] }
        for (item, value) in zip(items(of: node), values)
        where !(value.hasPrefix("/") || (value.hasPrefix("#") && value.count > 1)) {
            error(
                at: valueLocation(of: item),
                "'\(value)' is not a web exclusion: write a path starting with / (/admin/*) or a fragment starting with # (#no_universal_links)"
            )
        }
        return values
    }

    /// The nodes of a list, or the node itself for a single value.
    private func items(of node: Node) -> [Node] {
        node.sequence.map(Array.init) ?? [node]
    }

    /// Whether `text` is a scheme: `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`.
    static func isScheme(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy {
            isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    /// Why `text` is not a host the router accepts, or `nil` when it is one: a DNS name (each
    /// label 1 to 63 letters, digits or inner hyphens), `*.` before a name for its subdomains,
    /// an optional port, and `http://` in front only to allow plain `http`.
    static func hostProblem(_ text: String) -> String? {
        let form =
            "write a name with an optional port (shop.example.com, shop.example.com:8443, *.example.com), or http://name to allow plain http"
        var rest = Substring(text)
        if rest.lowercased().hasPrefix("http://") {
            rest = rest.dropFirst(7)
        } else if rest.contains("://") {
            return "universal links are https, so a host is listed without a scheme; " + form
        }
        if let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) {
            return "a host has no path, query or fragment ('\(rest[slash...])'); " + form
        }
        if rest.hasPrefix("[") {
            return "an IP literal is not a host name; " + form
        }
        // The first `:` starts the port, so `name:8080:443` has the port `8080:443`.
        if let colon = rest.firstIndex(of: ":") {
            let port = rest[rest.index(after: colon)...]
            guard let number = Int(port), (1...65535).contains(number), port.utf8.allSatisfy(isDigit) else {
                return "the port '\(port)' is not a number from 1 to 65535 after one ':'; " + form
            }
            rest = rest[..<colon]
        }
        if rest.hasPrefix("*.") { rest = rest.dropFirst(2) }
        guard !rest.isEmpty, rest.utf8.count <= 253 else {
            return "the name is empty or longer than 253 bytes; " + form
        }
        for label in rest.split(separator: ".", omittingEmptySubsequences: false) {
            let bytes = Array(label.utf8)
            guard !bytes.isEmpty, bytes.count <= 63,
                bytes.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }),
                bytes.first != UInt8(ascii: "-"), bytes.last != UInt8(ascii: "-")
            else {
                return "'\(label)' is not a label of a host name (letters, digits and inner hyphens); " + form
            }
        }
        return nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
