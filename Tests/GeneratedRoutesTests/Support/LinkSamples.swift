import Foundation
import Waypoint
import WaypointManifest
import WaypointTesting

/// Links to try on a route file: every form of every route's pattern filled with values of each
/// placeholder's type (in every accepted scheme and web host), with and without the query items
/// it declares, and near misses — a value of the wrong type, a segment too many or too few, a
/// scheme and a host the file does not accept.
enum LinkSamples {
    static func links(for file: RouteFile, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        var links: [String] = []
        let prefixes =
            (file.schemes ?? ["other"]).map { $0 + "://" }
            + file.hosts.filter { !$0.hasPrefix("*.") }.map { $0.hasPrefix("http://") ? $0 + "/" : "https://\($0)/" }
            + [nil, "elsewhere://", "https://unknown.example.org/"]
        for route in file.routes {
            guard let text = file.effectivePattern(of: route),
                let pattern = try? RoutePattern(text, types: Set(file.valueSets.map(\.name)))
            else { continue }
            for prefix in prefixes {
                for _ in 0..<2 {
                    var values: [String: String] = [:]
                    for segment in pattern.segments {
                        switch segment {
                        case .parameter(let name?, let type): values[name] = value(of: type, in: file, &random)
                        case .rest(let name?):
                            values[name] = ["a/b", "docs/read me.pdf", "x"].randomElement(using: &random)
                        default: break
                        }
                    }
                    guard let link = try? pattern.expand(values, defaultPrefix: prefix) else { continue }
                    links.append(link)
                    var query = route.query.map { "\($0)=\(["shoes", "deny", "a%20b"].randomElement(using: &random)!)" }
                    if Bool.random(using: &random) { query.append("animated=0") }
                    if !query.isEmpty { links.append(link + "?" + query.joined(separator: "&")) }
                    // Query conditions: met, and met but for one item's value.
                    let met = route.conditions.map { "\($0.name)=\($0.values.randomElement(using: &random) ?? "x")" }
                    if !met.isEmpty {
                        links.append(link + "?" + met.joined(separator: "&"))
                        links.append(
                            link + "?"
                                + (met.dropLast() + [route.conditions[met.count - 1].name + "=other"]).joined(
                                    separator: "&"))
                    }
                    links.append(link + "/extra")
                    if let cut = link.lastIndex(of: "/") { links.append(String(link[..<cut])) }
                    if values.isEmpty == false, let key = values.keys.sorted().first {
                        var wrong = values
                        wrong[key] = "not-a-number"
                        if let miss = try? pattern.expand(wrong, defaultPrefix: prefix) { links.append(miss) }
                    }
                }
            }
        }
        return links
    }

    private static func value(of type: String, in file: RouteFile, _ random: inout SeededGenerator) -> String {
        // A value of a declared set, or now and then one it lacks.
        if let set = file.valueSets.first(where: { $0.name == type }) {
            return (set.values + ["other"]).randomElement(using: &random)!
        }
        switch type {
        case "int": return ["0", "42", "-7", "9007199254740993"].randomElement(using: &random)!
        case "uuid":
            let hex = (0..<32).map { _ in String(UInt8.random(in: 0..<16, using: &random), radix: 16) }.joined()
            let uuid = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { range in
                String(hex.dropFirst(range.lowerBound).prefix(range.count))
            }.joined(separator: "-").uppercased()
            return [uuid, uuid.lowercased(), "7C9E6679-7425-40DE-944B-E07FC1F90AE7"].randomElement(using: &random)!
        case "double", "float": return ["2.5", "0.001", "-3", "12"].randomElement(using: &random)!
        default: return ["abc", "deny", "a b", "ü", "42", "x.y"].randomElement(using: &random)!
        }
    }
}
