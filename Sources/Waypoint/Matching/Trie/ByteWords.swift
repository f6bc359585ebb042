/// Reads bytes eight at a time, as little-endian words: how the link reader finds the bytes it
/// stops at, and how the trie hashes key bytes (a short tail is padded with zero bytes, and the
/// length is hashed in). Also its byte-by-byte compare of keys and segments.
enum ByteWords {
    /// 0x01 in every byte: `ones &* b` repeats byte `b` eight times.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// The high bit of every byte.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `pointer` as a little-endian word.
    @inline(__always)
    static func word(at pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// The high bit of each byte of `word` (every byte below 0x80) that is at least `bound`
    /// (1…0x80). No byte carries into the next: 0x7F + 0x7F fits in a byte.
    @inline(__always)
    static func atLeast(_ word: UInt64, _ bound: UInt64) -> UInt64 {
        (word &+ ones &* (0x80 &- bound)) & highBits
    }

    /// The high bit of every byte of `word` equal to `byte`, and perhaps of bytes after the
    /// first such byte: non-zero exactly when one is, and exact in its lowest set bit, for bytes
    /// of any value. (`(x - 0x01…) & ~x & 0x80…` marks the zero bytes of `x`.)
    @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ ones &* UInt64(byte)
        return (difference &- ones) & ~difference & highBits
    }

    /// The high bit of every byte of `word` below `bound` (at most 0x80), with the same
    /// exactness as ``matches(_:_:)``; bytes beyond ASCII never count.
    @inline(__always)
    static func below(_ bound: UInt8, _ word: UInt64) -> UInt64 { (word &- ones &* UInt64(bound)) & ~word & highBits }

    /// The word of the `count` (1...8) bytes at `bytes`, zero-padded above them. `window`
    /// says how far memory may be read around them: one 8-byte load when the bytes
    /// have 8 readable bytes from their start or up to their end, a byte loop only in a buffer
    /// shorter than 8 bytes.
    @inline(__always)
    static func load(_ bytes: UnsafePointer<UInt8>, count: Int, window: Window) -> UInt64 {
        if count >= 8 { return word(at: bytes) }
        let unused = UInt64(truncatingIfNeeded: 64 &- count &* 8)
        if window.after >= 8 {
            return (word(at: bytes) &<< unused) &>> unused
        }
        if window.before &+ count >= 8 {
            return word(at: bytes + count - 8) &>> unused
        }
        var value: UInt64 = 0
        var index = count
        while index > 0 {
            index &-= 1
            value = value &<< 8 | UInt64(bytes[index])
        }
        return value
    }

    /// How many bytes may be read before a run of bytes and from its start on.
    struct Window {
        /// Readable bytes before the first one.
        var before: Int
        /// Readable bytes from the first one on (at least the run's length).
        var after: Int

        /// The window of the run at `offset` in a buffer of `count` bytes.
        @inline(__always)
        init(offset: Int, in count: Int) {
            before = offset
            after = count &- offset
        }

        /// The same window, `distance` bytes further on.
        @inline(__always)
        func advanced(by distance: Int) -> Window {
            Window(offset: before &+ distance, in: before &+ after)
        }
    }

    /// `word` with every byte from `A` to `Z` turned into lowercase; every byte must be ASCII
    /// (below 0x80), as every byte the trie compares this way is.
    @inline(__always)
    static func lowercased(_ word: UInt64) -> UInt64 {
        let upper = atLeast(word, 0x41) & ~atLeast(word, 0x5B)
        return word | upper &>> 2
    }

    /// A hash of `count` bytes (read in lowercase when `lowercasing`), seeded with `seed`: the
    /// trie's hash table is keyed by (parent node, key bytes).
    @inline(__always)
    static func hash(
        _ bytes: UnsafePointer<UInt8>, _ window: Window, count: Int, seed: Int, lowercasing: Bool
    ) -> Int {
        var hash = start(count: count, seed: seed)
        var offset = 0
        while offset < count {
            var word = load(bytes + offset, count: min(8, count &- offset), window: window.advanced(by: offset))
            if lowercasing { word = lowercased(word) }
            hash = mixed(hash, word)
            offset &+= 8
        }
        return finished(hash)
    }

    /// A hash of `word`, seeded with `seed`: how a wide node's long key is hashed, by where its
    /// bytes start.
    @inline(__always)
    static func hash(word: UInt64, seed: Int) -> Int { finished(mixed(start(count: 0, seed: seed), word)) }

    @inline(__always)
    private static func start(count: Int, seed: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
    }

    @inline(__always)
    private static func mixed(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0xFF51_AFD7_ED55_8CCD
        return product ^ product &>> 32
    }

    @inline(__always)
    private static func finished(_ hash: UInt64) -> Int {
        let product = (hash ^ hash &>> 29) &* 0xC4CE_B9FE_1A85_EC53
        return Int(truncatingIfNeeded: product ^ product &>> 32)
    }

    /// Whether `lowered` (a scheme or host, lowercased) equals the bytes of `range` read in
    /// lowercase.
    static func equalsLowercased(
        _ lowered: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
    ) -> Bool {
        guard lowered.count == range.count else { return false }
        guard let base = bytes.baseAddress else { return range.isEmpty }
        return lowered.withUnsafeBufferPointer { key in
            guard let start = key.baseAddress else { return true }
            return equalBytes(start, base + range.lowerBound, count: range.count, lowercasing: true)
        }
    }

    /// Whether the `count` bytes at `key` equal the `count` bytes at `bytes`, read in lowercase
    /// when `lowercasing` (`key` is stored lowercased then), byte by byte: for scheme and host
    /// names, and keys shorter than ``CompiledTrie/longKeyLength``.
    @inline(__always)
    static func equalBytes(
        _ key: UnsafePointer<UInt8>, _ bytes: UnsafePointer<UInt8>, count: Int, lowercasing: Bool
    ) -> Bool {
        var offset = 0
        if lowercasing {
            while offset < count {
                let byte = bytes[offset]
                guard LinkText.lowercased(byte) == key[offset] else { return false }
                offset &+= 1
            }
            return true
        }
        while offset < count {
            guard bytes[offset] == key[offset] else { return false }
            offset &+= 1
        }
        return true
    }
}
