extension ComponentMatcher {
    /// Whether every text `inner` matches is also matched by `outer`, both read as Apple reads a
    /// component's pattern (`*` any run, `?` one character): when it holds, a component with
    /// `inner` placed after one with `outer` is never reached.
    ///
    /// ```swift
    /// ComponentMatcher.covers("/?*", "/?*/?*")   // true
    /// ComponentMatcher.covers("/a/*", "/?*")     // false
    /// ```
    public static func covers(_ outer: String, _ inner: String, caseSensitive: Bool = true) -> Bool {
        let a = Array(caseSensitive ? outer : outer.lowercased())
        let b = Array(caseSensitive ? inner : inner.lowercased())
        // Every character either pattern names, and one that neither does.
        var letters = Set(a + b)
        letters.remove("*")
        letters.remove("?")
        let alphabet: [Character?] = letters.map { Optional($0) } + [nil]
        // The states of `inner` one by one, each paired with the set of `outer`'s states that the
        // same text reaches: `inner` accepting where `outer` is not is a text only `inner` takes.
        struct Pair: Hashable {
            let inner: Int
            let outer: [Int]
        }
        let start = closure([0], in: a)
        var pending = closure([0], in: b).map { Pair(inner: $0, outer: start) }
        var seen = Set(pending)
        while let pair = pending.popLast() {
            if pair.inner == b.count && !pair.outer.contains(a.count) { return false }
            for letter in alphabet {
                let outerNext = closure(pair.outer.flatMap { step($0, letter, in: a) }, in: a)
                for innerNext in closure(step(pair.inner, letter, in: b), in: b) {
                    let next = Pair(inner: innerNext, outer: outerNext)
                    if seen.insert(next).inserted { pending.append(next) }
                }
            }
        }
        return true
    }

    /// The positions reached from `state` by one character (`nil`: a character the patterns do
    /// not name).
    private static func step(_ state: Int, _ letter: Character?, in pattern: [Character]) -> [Int] {
        guard state < pattern.count else { return [] }
        switch pattern[state] {
        case "*": return [state]
        case "?": return [state + 1]
        case let literal: return literal == letter ? [state + 1] : []
        }
    }

    /// `states` and every position a `*` lets them skip to without a character, sorted.
    private static func closure(_ states: [Int], in pattern: [Character]) -> [Int] {
        var result = Set(states)
        var pending = states
        while let state = pending.popLast() {
            if state < pattern.count, pattern[state] == "*", result.insert(state + 1).inserted {
                pending.append(state + 1)
            }
        }
        return result.sorted()
    }
}
