/// What a ``LinkReader`` hands the decoded parts of a link to, in the order they stand.
/// `Link(parsing:)` keeps them as strings; a router's lookup keeps only where each segment lies
/// in the reader's output and compares those bytes with its routes.
protocol LinkSink {
    /// Whether the sink reads query items and the fragment. When it does not, the reader still
    /// checks them, but skips copying a link that holds no escape and no byte beyond ASCII.
    var readsText: Bool { get }
    /// Whether the sink takes the segments of such a link where they lie in it, uncopied.
    var takesSegmentsInPlace: Bool { get }
    /// Decoded path segment number `index`, which starts at `offset` in the reader's output, or
    /// in the link when the reader ``LinkReader/readsInPlace``.
    mutating func segment(_ decoded: UnsafeBufferPointer<UInt8>, index: Int, at offset: Int)
    /// A decoded query item; `value` is `nil` when the item has no `=`.
    mutating func queryItem(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>?)
    /// The decoded fragment.
    mutating func fragment(_ decoded: UnsafeBufferPointer<UInt8>)
}
