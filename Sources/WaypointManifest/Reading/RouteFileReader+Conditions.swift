import Waypoint
import WaypointNavigation
import Yams

/// The `when` key: conditions on the link's query that a route needs before it takes a link.
///
/// ```yaml
/// when:
///   query:
///     ref: failed_transaction   # the item has this value
///     tab: [photos, videos]     # one of these
///     signin:                   # any value that is not empty
/// ```
///
/// `when: {query: [signin, token]}` is short for items that each have a value.
extension RouteFileReader {
    /// Reads `when` into `route.conditions`.
    mutating func readConditions(_ values: [String: Node], into route: inout RouteDeclaration) {
        guard let node = values["when"] else { return }
        guard let mapping = node.mapping else {
            error(
                at: location(of: node), "when is a mapping with the key query: when: {query: {ref: failed_transaction}}"
            )
            return
        }
        let problems = diagnostics.count
        for (keyNode, value) in mapping {
            let key = keyNode.scalar?.string ?? ""
            guard key == "query" else {
                unknownWhenKey(key, at: keyNode)
                continue
            }
            route.conditions += queryConditions(value)
        }
        if route.conditions.isEmpty, diagnostics.count == problems {
            error(at: location(of: node), "when states no condition: name the query items the route needs")
        }
    }

    private mutating func unknownWhenKey(_ key: String, at node: Node) {
        error(at: location(of: node), "unknown key '\(key)' under when; the known key is query")
    }

    /// `query:` as a list of names (each has a value) or a mapping from names to a value, a
    /// list of values, or nothing (any value).
    private mutating func queryConditions(_ node: Node) -> [QueryCondition] {
        if let sequence = node.sequence {
            var conditions: [QueryCondition] = []
            for item in sequence {
                guard let name = item.scalar?.string, !name.isEmpty else {
                    error(at: location(of: item), "when: query lists the names of query items the route needs")
                    continue
                }
                conditions.append(QueryCondition(name))
            }
            return conditions
        }
        guard let mapping = node.mapping else {
            error(
                at: location(of: node),
                "when: query maps query items to the value they need ({ref: failed_transaction}), "
                    + "or lists the items that need a value ([signin])")
            return []
        }
        var conditions: [QueryCondition] = []
        for (keyNode, value) in mapping {
            guard let name = keyNode.scalar?.string, !name.isEmpty else {
                error(at: location(of: keyNode), "when: a query item's name is empty")
                continue
            }
            if let scalar = value.scalar {
                if scalar.style == .plain, ["", "~", "null", "Null", "NULL"].contains(scalar.string) {
                    conditions.append(QueryCondition(name))
                } else if scalar.string.isEmpty {
                    error(
                        at: location(of: value),
                        "when: '\(name)' needs an empty value, which no link names; leave the value out for any value")
                } else {
                    conditions.append(QueryCondition(name, oneOf: [scalar.string]))
                }
            } else if let sequence = value.sequence {
                var accepted: [String] = []
                for item in sequence {
                    guard let text = item.scalar?.string, !text.isEmpty else {
                        error(at: location(of: item), "when: '\(name)' lists the values it accepts, each a text")
                        continue
                    }
                    accepted.append(text)
                }
                if sequence.isEmpty {
                    error(at: location(of: value), "when: '\(name)' lists no value; leave the value out for any value")
                } else if !accepted.isEmpty {
                    conditions.append(QueryCondition(name, oneOf: accepted))
                }
            } else {
                error(at: location(of: value), "when: '\(name)' needs a value or a list of values, not a mapping")
            }
        }
        return conditions
    }
}

extension QueryCondition {
    /// The condition as a route's default name shows it: `ref=failed_transaction`, `tab=a|b`, or
    /// the item's name alone for any value.
    var text: String { values.isEmpty ? name : name + "=" + values.joined(separator: "|") }
}
