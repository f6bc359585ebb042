/// Reads bytes sixteen at a time, one a lane: how the link reader passes the bytes it need not
/// look at, and how a lookup compares a segment with a long key.
enum ByteLanes {
    /// Sixteen bytes, one a lane: wrapping byte arithmetic on it compiles to one vector
    /// instruction (SSE2, NEON) where a `UInt64` holds eight bytes and a byte must not carry.
    typealias Lanes = SIMD16<UInt8>

    /// All ones in each lane of `lanes` from `low` to `low + count - 1` (`count` at most 128),
    /// zero in the others. Moved by `0x80 - low`, those lanes are the lowest signed bytes, so
    /// one signed compare finds them: an add and a compare (SSE2's `pcmpgtb`), where an
    /// unsigned range test costs two subtractions and a mask.
    @_transparent
    static func lanes(_ lanes: Lanes, from low: UInt8, count: UInt8) -> Lanes {
        Self.lanes(lanes, moved: Lanes(repeating: 0x80 &- low), below: Lanes(repeating: 0x80 &+ count))
    }

    /// All ones in each lane of `lanes` that, plus its lane of `moved`, is below its lane of
    /// `bound` as a signed byte: ``lanes(_:from:count:)`` with a range per lane.
    @_transparent
    static func lanes(_ lanes: Lanes, moved: Lanes, below bound: Lanes) -> Lanes {
        let signed = unsafeBitCast(lanes &+ moved, to: SIMD16<Int8>.self)
        return allOnes(where: signed .< unsafeBitCast(bound, to: SIMD16<Int8>.self))
    }

    /// All ones in the lanes `found` holds, zero in the others. (`@_transparent`: with
    /// `@inline(__always)` the compiler left the functions that use masks as calls.)
    @_transparent
    static func allOnes(where found: SIMDMask<SIMD16<Int8>>) -> Lanes {
        unsafeBitCast(SIMD16<Int8>().replacing(with: -1, where: found), to: Lanes.self)
    }

    /// The 16 bytes at `bytes`.
    @inline(__always)
    static func lanes(at bytes: UnsafePointer<UInt8>) -> Lanes {
        UnsafeRawPointer(bytes).loadUnaligned(as: Lanes.self)
    }

    /// Whether the `count` bytes (at least 16) at `key` equal the `count` bytes at `bytes` (both
    /// ASCII), read in lowercase when `lowercasing` (`key` is stored lowercased then): sixteen
    /// at a time, the last sixteen read back from the run's end (they may overlap the ones
    /// before). What a lookup compares a segment with a long key by
    /// (``CompiledTrie/longKeyLength``).
    @inline(never)
    static func equal(
        _ key: UnsafePointer<UInt8>, _ bytes: UnsafePointer<UInt8>, count: Int, lowercasing: Bool
    ) -> Bool {
        @inline(__always)
        func lowered(at offset: Int) -> Lanes {
            let read = lanes(at: bytes + offset)
            // `| 0x20` turns an uppercase letter into its lowercase one.
            return lowercasing ? read | lanes(read, from: 0x41, count: 26) & Lanes(repeating: 0x20) : read
        }
        var offset = 0
        let last = count &- 16
        // Thirty-two bytes a test while they come before the last sixteen, then sixteen.
        while offset &+ 16 < last {
            let first = lanes(at: key + offset) .== lowered(at: offset)
            if !all(first .& (lanes(at: key + (offset &+ 16)) .== lowered(at: offset &+ 16))) { return false }
            offset &+= 32
        }
        while offset < last {
            if !all(lanes(at: key + offset) .== lowered(at: offset)) { return false }
            offset &+= 16
        }
        // The last sixteen, read back from the end. (`all` here compiles to a call.)
        let words = unsafeBitCast(lanes(at: key + last) ^ lowered(at: last), to: SIMD2<UInt64>.self)
        return words[0] | words[1] == 0
    }
}
