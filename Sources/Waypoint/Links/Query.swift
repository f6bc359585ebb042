/// One `name=value` item of a link's query, percent-decoded.
public struct QueryItem: Hashable, Sendable {
    /// The decoded name.
    public var name: String
    /// The decoded value; `nil` when the item has no `=` (`?debug`).
    public var value: String?

    /// An item with a name and an optional value.
    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}

/// A link's query items, in link order, with repeated names kept.
///
/// ```swift
/// let match = router.match(for: "myapp://search?tag=a&tag=b&title=Hi")
/// match?.query["title"]             // "Hi"
/// match?.query.values(for: "tag")   // ["a", "b"]
/// ```
public struct Query: Hashable, Sendable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The items, in the order the link gives them.
    public var items: [QueryItem]

    /// A query of the given items.
    public init(_ items: [QueryItem] = []) { self.items = items }

    /// A query written as a literal list of items.
    public init(arrayLiteral elements: QueryItem...) { self.items = elements }

    /// The first value of `name`, or `nil` when absent. `?flag` (no `=`) gives `""`.
    public subscript(name: String) -> String? {
        for item in items where item.name == name { return item.value ?? "" }
        return nil
    }

    /// Every value of `name`, in link order (`?tag=a&tag=b` gives `["a", "b"]`).
    public func values(for name: String) -> [String] {
        items.compactMap { $0.name == name ? ($0.value ?? "") : nil }
    }

    /// Whether `name` appears at all.
    public func contains(_ name: String) -> Bool { items.contains { $0.name == name } }

    /// The index of the first item.
    public var startIndex: Int { items.startIndex }
    /// The index after the last item.
    public var endIndex: Int { items.endIndex }
    /// The item at `position`.
    public subscript(position: Int) -> QueryItem { items[position] }
}

extension Query: CustomStringConvertible, CustomDebugStringConvertible {
    /// The items in link order, decoded and quoted: `["tag": "a", "tag": "b", "debug": nil]`
    /// (an item without `=` has no value). One line whatever the values hold.
    public var description: String {
        guard !isEmpty else { return "[]" }
        let pairs = items.map { item in
            item.name.debugDescription + ": " + (item.value.map(\.debugDescription) ?? "nil")
        }
        return "[" + pairs.joined(separator: ", ") + "]"
    }

    /// `Query(["tag": "a"])`.
    public var debugDescription: String { "Query(\(description))" }
}
