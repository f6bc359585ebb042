/// One form of a registered pattern, as the routing trie holds it: the pattern's registration
/// index and which of its forms (``RoutePattern/variants``) this is; a pattern without
/// optional parts has one form. The expansion's index is the record number the trie returns;
/// the smaller wins a tie, and a pattern's forms are registered fullest first.
struct RouteExpansion: Sendable {
    let order: Int32
    let variant: Int32

    /// The segments of this form of `pattern`.
    func segments(of pattern: RoutePattern) -> [PatternSegment] {
        pattern.segments(keeping: pattern.variantMasks[Int(variant)])
    }
}
