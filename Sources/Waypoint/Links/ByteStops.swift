/// The bytes a pass over a link stops at: those below a bound and one or two given ones.
/// ``skip(_:from:to:seen:)`` passes the others sixteen bytes at a time, then eight, so that
/// a long link costs the reader little per byte.
struct ByteStops {
    /// Every byte below this stops a pass (0 for none; at most 0x80).
    let below: UInt8
    /// The bytes that stop a pass; the first twice when only one is given.
    let equal: (UInt8, UInt8)

    init(below: UInt8 = 0, _ first: UInt8, _ second: UInt8? = nil) {
        self.below = below
        equal = (first, second ?? first)
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
            // The word loop below finds which of these sixteen bytes stops the pass.
            if any(stops(lanes)) { break }
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
            if byte < below || byte == equal.0 || byte == equal.1 { return index }
            index &+= 1
        }
        return end
    }

    /// The lanes that stop a pass.
    @inline(__always)
    private func stops(_ lanes: ByteLanes.Lanes) -> SIMDMask<SIMD16<Int8>> {
        lanes .== ByteLanes.Lanes(repeating: equal.0) .| lanes .== ByteLanes.Lanes(repeating: equal.1)
            .| lanes .< ByteLanes.Lanes(repeating: below)
    }

    /// The high bit of the bytes of `word` that stop a pass, exact in its lowest set bit.
    @inline(__always)
    private func stops(_ word: UInt64) -> UInt64 {
        var found = ByteWords.matches(word, equal.0)
        if equal.1 != equal.0 { found |= ByteWords.matches(word, equal.1) }
        if below > 0 { found |= ByteWords.below(below, word) }
        return found
    }
}
