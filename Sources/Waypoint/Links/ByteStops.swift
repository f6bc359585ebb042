/// The bytes a pass over a link stops at: those below a bound and up to three given ones.
/// ``skip(_:from:to:seen:)`` passes the others sixteen bytes at a time, then eight, so that
/// the reader's passes over a link of 8 KB, the most a default router reads, stay within the
/// cost bound the benchmarks hold lookups to.
struct ByteStops {
    /// Every byte below this stops a pass (0 for none; at most 0x80).
    var below: UInt8 = 0
    /// The bytes that stop a pass, repeated to fill the three places.
    var equal: (UInt8, UInt8, UInt8)

    init(below: UInt8 = 0, _ first: UInt8, _ second: UInt8? = nil, _ third: UInt8? = nil) {
        self.below = below
        equal = (first, second ?? first, third ?? second ?? first)
    }

    /// The offset of the first byte from `start` on that stops a pass; `end` when none does.
    /// Every byte read is ORed into `seen`, whose high bits then tell whether one was beyond
    /// ASCII (bytes after a stop may be read too).
    @inline(__always)
    func skip(_ bytes: UnsafePointer<UInt8>, from start: Int, to end: Int, seen: inout UInt64) -> Int {
        var index = start
        var seenLanes = ByteLanes.Lanes()
        defer {
            let halves = unsafeBitCast(seenLanes, to: SIMD2<UInt64>.self)
            seen |= halves[0] | halves[1]
        }
        while index &+ 16 <= end {
            let lanes = ByteLanes.lanes(at: bytes + index)
            seenLanes |= lanes
            let found = unsafeBitCast(stops(lanes), to: SIMD2<UInt64>.self)
            if found[0] | found[1] != 0 {
                let first = found[0] != 0 ? found[0].trailingZeroBitCount : 64 &+ found[1].trailingZeroBitCount
                return index &+ first &>> 3
            }
            index &+= 16
        }
        while index &+ 8 <= end {
            let word = ByteWords.word(at: bytes + index)
            seen |= word
            let found = stops(word)
            if found != 0 { return index &+ found.trailingZeroBitCount &>> 3 }
            index &+= 8
        }
        while index < end {
            let byte = bytes[index]
            seen |= UInt64(byte)
            if byte < below || byte == equal.0 || byte == equal.1 || byte == equal.2 { return index }
            index &+= 1
        }
        return end
    }

    /// All ones in the lanes that stop a pass.
    @inline(__always)
    private func stops(_ lanes: ByteLanes.Lanes) -> ByteLanes.Lanes {
        var found = ByteLanes.allOnes(where: lanes .== ByteLanes.Lanes(repeating: equal.0))
        if equal.1 != equal.0 { found |= ByteLanes.allOnes(where: lanes .== ByteLanes.Lanes(repeating: equal.1)) }
        if equal.2 != equal.1 { found |= ByteLanes.allOnes(where: lanes .== ByteLanes.Lanes(repeating: equal.2)) }
        if below > 0 { found |= ByteLanes.lanes(lanes, from: 0, count: below) }
        return found
    }

    /// The high bit of the bytes of `word` that stop a pass, exact in its lowest set bit.
    @inline(__always)
    private func stops(_ word: UInt64) -> UInt64 {
        var found = ByteWords.matches(word, equal.0)
        if equal.1 != equal.0 { found |= ByteWords.matches(word, equal.1) }
        if equal.2 != equal.1 { found |= ByteWords.matches(word, equal.2) }
        if below > 0 { found |= ByteWords.below(below, word) }
        return found
    }
}
