import Waypoint

/// The reference matcher: parses the link, then tries every route and keeps the one with the
/// best precedence (segment by segment: literal, typed, string, `*`, rest; then the first
/// registered). It is what the trie must agree with, and how routers that scan every route behave.
struct LinearMatcher {
    private struct Entry {
        let qualifier: String?
        let segments: [PatternSegment]
        let ranks: [Int]
        let destination: Int
    }

    private var entries: [Entry] = []
    private let schemes: Set<String>
    private let hosts: [String]

    init(patterns: [String], schemes: Set<String>, hosts: [String]) {
        self.schemes = schemes
        self.hosts = hosts
        for (index, text) in patterns.enumerated() {
            guard let pattern = try? RoutePattern(text) else { continue }
            let qualifier: String?
            switch pattern.form {
            case .path, .urn: qualifier = nil
            case .custom(let scheme, _, _): qualifier = "scheme:" + scheme
            case .web(_, let host): qualifier = "web:" + host
            }
            for length in pattern.requiredCount...pattern.segments.count {
                let segments = Array(pattern.segments.prefix(length))
                entries.append(
                    Entry(
                        qualifier: qualifier, segments: segments, ranks: segments.map(Self.rank),
                        destination: index))
            }
        }
    }

    private static func rank(_ segment: PatternSegment) -> Int {
        switch segment {
        case .literal: return 0
        case .parameter(_, "int"): return 10
        case .parameter(_, "uuid"): return 11
        case .parameter(_, "double"), .parameter(_, "float"): return 12
        case .parameter(_, "string"): return 20
        case .parameter: return 13
        case .wildcard: return 30
        case .rest: return 40
        }
    }

    func match(_ text: String) -> Int? {
        guard let link = try? Link(parsing: text) else { return nil }
        var qualifier: String?
        switch link.form {
        case .path, .urn:
            qualifier = nil
        case .custom:
            guard let scheme = link.scheme, schemes.contains(scheme) else { return nil }
            qualifier = "scheme:" + scheme
        case .web:
            guard let host = link.host, link.userInfo == nil, link.port == nil,
                hosts.contains(where: { $0 == host || ($0.hasPrefix("*.") && host.hasSuffix($0.dropFirst(1))) })
            else { return nil }
            qualifier = "web:" + host
        }
        var best: Entry?
        var bestQualified = false
        for entry in entries where entry.qualifier == nil || entry.qualifier == qualifier {
            guard accepts(entry, link.segments) else { continue }
            let qualified = entry.qualifier != nil
            if let current = best {
                if bestQualified && !qualified { continue }
                if qualified == bestQualified && !entry.ranks.lexicographicallyPrecedes(current.ranks) { continue }
            }
            best = entry
            bestQualified = qualified
        }
        return best?.destination
    }

    private func accepts(_ entry: Entry, _ segments: [String]) -> Bool {
        var index = 0
        for segment in entry.segments {
            switch segment {
            case .rest:
                return index < segments.count
            case .literal(let text):
                guard index < segments.count, segments[index] == text else { return false }
            case .parameter(_, let type):
                guard index < segments.count, !segments[index].isEmpty else { return false }
                let value = segments[index]
                switch type {
                case "int": guard ParameterType.int.validates(value) else { return false }
                case "uuid": guard ParameterType.uuid.validates(value) else { return false }
                case "double", "float": guard ParameterType.double.validates(value) else { return false }
                default: break
                }
            case .wildcard:
                guard index < segments.count, !segments[index].isEmpty else { return false }
            }
            index += 1
        }
        return index == segments.count
    }
}
