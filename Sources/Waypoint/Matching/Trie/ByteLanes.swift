/// Reads bytes sixteen at a time, one a lane: how the link reader passes the bytes it need not
/// look at, and how a lookup compares a segment with a long key.
enum ByteLanes {
    /// Sixteen bytes, one a lane: wrapping byte arithmetic on it compiles to one vector
    /// instruction (SSE2, NEON) where a `UInt64` holds eight bytes and a byte must not carry.
    typealias Lanes = SIMD16<UInt8>

    /// The 16 bytes at `bytes`.
    @inline(__always)
    static func lanes(at bytes: UnsafePointer<UInt8>) -> Lanes {
        UnsafeRawPointer(bytes).loadUnaligned(as: Lanes.self)
    }

    /// Whether the `count` bytes (at least 16) at `key` equal the `count` bytes at `bytes` (both
    /// ASCII), read in lowercase when `lowercasing` (`key` is stored lowercased then): sixteen at
    /// a time, the last sixteen read back from the end (overlapping the ones before). How a
    /// lookup compares a segment with a long key.
    @inline(never)
    static func equal(
        _ key: UnsafePointer<UInt8>, _ bytes: UnsafePointer<UInt8>, count: Int, lowercasing: Bool
    ) -> Bool {
        @inline(__always)
        func lowered(at offset: Int) -> Lanes {
            let read = lanes(at: bytes + offset)
            guard lowercasing else { return read }
            // `| 0x20` turns an uppercase letter into its lowercase one.
            let upper = (read .>= Lanes(repeating: 0x41)) .& (read .<= Lanes(repeating: 0x5A))
            return read.replacing(with: read | Lanes(repeating: 0x20), where: upper)
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
