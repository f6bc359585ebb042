/// One value of a typed route: where it sits in a link (a path placeholder or a query item)
/// and how it converts. Parameters are small values composed into a route declaration.
///
/// ```swift
/// .path("id", Int.self)                        // the placeholder :id in the pattern
/// .path("page", Int?.self)                     // :page in an optional group, (/page/:page)
/// .query("q", String.self)                     // ?q=…, required
/// .query("page", Int.self, default: 1)         // ?page=…, 1 when absent, left out when 1
/// .query("sort", Sort?.self)                   // ?sort=…, nil when absent
/// .query("tag", [String].self)                 // ?tag=a&tag=b, [] when absent
/// ```
public struct RouteParameter<Value: Sendable>: Sendable {
    let slot: ParameterSlot
    let read: @Sendable (Parameters, Query) throws(RouteError) -> Value
    let write: @Sendable (Value, inout PrintedValues) throws(RouteError) -> Void
}

/// What a declaration needs to know about a parameter, whatever its value type.
struct ParameterSlot: Sendable {
    enum Place: Sendable { case path, query }

    let name: String
    let place: Place
    /// The converted type's name, for messages (`Int`).
    let typeName: String
    /// Identifies the converted type, so each type becomes one placeholder type in the trie.
    let typeKey: ObjectIdentifier
    /// Whether a decoded segment or query value converts.
    let accepts: @Sendable (String) -> Bool
    /// Whether a link may leave the value out: a path value then sits in an optional group.
    var isOptional = false
}

/// Values on their way into a printed link: path values by name, query items in declaration order.
struct PrintedValues {
    var path: [String: String] = [:]
    var query: [QueryItem] = []
}

extension RouteParameter where Value: LinkValue {
    /// The value of the path placeholder `name` (written `:name`, `{name}` or `<name>` in the pattern).
    ///
    /// The placeholder only matches segments that convert, so `user/abc` does not match a
    /// `.path("id", Int.self)` route and matching moves on to the next route by precedence.
    public static func path(_ name: String, _ type: Value.Type = Value.self) -> Self {
        RouteParameter(
            slot: slot(name, .path),
            read: { parameters, _ throws(RouteError) in
                guard let text = parameters[name] else { throw .missingValue(key: name) }
                return try convert(text, name)
            },
            write: { value, printed throws(RouteError) in try writePath(value, name, &printed) })
    }

    /// Writes a path value; a segment can be neither empty nor a dot segment, since no link
    /// could carry it.
    static func writePath(_ value: Value, _ name: String, _ printed: inout PrintedValues) throws(RouteError) {
        let text = value.linkText
        guard !text.isEmpty, text != ".", text != ".." else {
            throw .malformedValue(
                key: name, value: text, expected: "\(Value.linkTypeName) path segment (not empty, . or ..)")
        }
        printed.path[name] = text
    }

    /// A required query value: a link without `name` does not give this route.
    public static func query(_ name: String, _ type: Value.Type = Value.self) -> Self {
        RouteParameter(
            slot: slot(name, .query),
            read: { _, query throws(RouteError) in
                guard let text = query[name] else { throw .missingValue(key: name) }
                return try convert(text, name)
            },
            write: { value, printed in printed.query.append(QueryItem(name: name, value: value.linkText)) })
    }

    /// A query value with a default: absent means `defaultValue`, and printing leaves it out.
    public static func query(_ name: String, _ type: Value.Type = Value.self, default defaultValue: Value) -> Self
    where Value: Equatable {
        RouteParameter(
            slot: slot(name, .query),
            read: { _, query throws(RouteError) in
                guard let text = query[name] else { return defaultValue }
                return try convert(text, name)
            },
            write: { value, printed in
                if value != defaultValue { printed.query.append(QueryItem(name: name, value: value.linkText)) }
            })
    }

    static func slot(_ name: String, _ place: ParameterSlot.Place) -> ParameterSlot {
        ParameterSlot(
            name: name, place: place, typeName: Value.linkTypeName, typeKey: ObjectIdentifier(Value.self),
            accepts: { Value(linkText: $0) != nil })
    }

    static func convert(_ text: String, _ name: String) throws(RouteError) -> Value {
        guard let value = Value(linkText: text) else {
            throw .malformedValue(key: name, value: text, expected: Value.linkTypeName)
        }
        return value
    }
}

extension RouteParameter {
    /// An optional path value, for a placeholder in an optional group of the pattern:
    /// `nil` when the link leaves the group out, and the group is left out when printing `nil`.
    ///
    /// ```swift
    /// try routes.add(
    ///     "thread/:id(/page/:page)", .path("id", Int.self), .path("page", Int?.self),
    ///     parse: Route.thread
    /// ) { if case .thread(let id, let page) = $0 { (id, page) } else { nil } }
    /// ```
    public static func path<Wrapped: LinkValue>(_ name: String, _ type: Wrapped?.Type) -> Self
    where Value == Wrapped? {
        var slot = RouteParameter<Wrapped>.slot(name, .path)
        slot.isOptional = true
        return RouteParameter(
            slot: slot,
            read: { parameters, _ throws(RouteError) in
                guard let text = parameters[name] else { return nil }
                return try RouteParameter<Wrapped>.convert(text, name)
            },
            write: { value, printed throws(RouteError) in
                if let value { try RouteParameter<Wrapped>.writePath(value, name, &printed) }
            })
    }

    /// An optional query value: `nil` when the link has no `name`, and left out when printing `nil`.
    public static func query<Wrapped: LinkValue>(_ name: String, _ type: Wrapped?.Type) -> Self
    where Value == Wrapped? {
        RouteParameter(
            slot: RouteParameter<Wrapped>.slot(name, .query),
            read: { _, query throws(RouteError) in
                guard let text = query[name] else { return nil }
                return try RouteParameter<Wrapped>.convert(text, name)
            },
            write: { value, printed in
                if let value { printed.query.append(QueryItem(name: name, value: value.linkText)) }
            })
    }

    /// A repeated query value (`?tag=a&tag=b`), in link order; `[]` when absent, and an empty
    /// array prints nothing.
    public static func query<Element: LinkValue>(_ name: String, _ type: [Element].Type) -> Self
    where Value == [Element] {
        RouteParameter(
            slot: RouteParameter<Element>.slot(name, .query),
            read: { _, query throws(RouteError) in
                var values: [Element] = []
                for text in query.values(for: name) { values.append(try RouteParameter<Element>.convert(text, name)) }
                return values
            },
            write: { values, printed in
                for value in values { printed.query.append(QueryItem(name: name, value: value.linkText)) }
            })
    }
}
