/// The segments of one lookup: UTF-8 bytes and the range of each segment in them. Lookups run on
/// byte ranges so that a link's segments never have to become `String`s unless captured.
struct SegmentBytes {
    let base: UnsafeBufferPointer<UInt8>
    /// Start offsets, and from `endOffset` on the end offsets.
    let bounds: UnsafeBufferPointer<Int32>
    let endOffset: Int
    let count: Int
    /// Whether every segment is ASCII (bytes compare exactly as `String` does).
    let isASCII: Bool
    /// Whether a segment may hold `/` (decoded from `%2F`); `false` only when none does.
    var holdsSlash = true

    @inline(__always)
    func length(_ index: Int) -> Int { Int(bounds[endOffset + index] - bounds[index]) }

    @inline(__always)
    func bytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: base[Int(bounds[index])..<Int(bounds[endOffset + index])])
    }

    /// The hash of segment `index`'s bytes (read in lowercase when `lowercasing`) that the trie's
    /// tables are keyed by: ``ByteWords/hash(_:_:count:seed:lowercasing:)``.
    @inline(__always)
    func hash(_ index: Int, seed: Int, lowercasing: Bool) -> Int {
        let offset = Int(bounds[index])
        guard let start = base.baseAddress else { return 0 }
        return ByteWords.hash(
            start + offset, ByteWords.Window(offset: offset, in: base.count), count: length(index), seed: seed,
            lowercasing: lowercasing)
    }

    /// Segment `index` as a `String`, repaired as `String(decoding:as:)` repairs bytes that are
    /// not UTF-8. Up to 15 ASCII bytes, the usual value, become a small string without the
    /// validation `String(decoding:as:)` runs on every byte.
    func string(_ index: Int) -> String {
        let source = bytes(index)
        return String(unsafeUninitializedCapacity: source.count) { $0.initialize(fromContentsOf: source) }
    }

    /// The value of a capture slot (``CompiledTrie/Captures``): segment `slot`, or for
    /// `-1 - index` the segments from `index` on, joined by `/`.
    func captured(_ slot: Int32) -> String { slot >= 0 ? string(Int(slot)) : joined(from: Int(-1 - slot)) }

    /// Whether segment `index` is ASCII.
    @inline(__always)
    func isASCIISegment(_ index: Int) -> Bool { isASCII || bytes(index).allSatisfy { $0 < 0x80 } }

    /// The segments from `index` on, joined by `/`: what a rest-of-path placeholder captures.
    func joined(from index: Int) -> String {
        var total = 0
        for segment in index..<count { total += length(segment) + (segment > index ? 1 : 0) }
        return String(unsafeUninitializedCapacity: total) { buffer in
            guard let output = buffer.baseAddress else { return 0 }
            var position = 0
            for segment in index..<count {
                if segment > index {
                    output[position] = UInt8(ascii: "/")
                    position += 1
                }
                let source = bytes(segment)
                if let start = source.baseAddress { (output + position).update(from: start, count: source.count) }
                position += source.count
            }
            return position
        }
    }

    /// Runs `body` with the bytes of `segments` laid out in one buffer.
    static func withSegments<Result>(_ segments: [String], _ body: (SegmentBytes) -> Result) -> Result {
        let total = segments.reduce(0) { $0 + $1.utf8.count }
        let count = segments.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(total, 1)) { bytes in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(count * 2, 1)) { bounds in
                var position = 0
                for (index, segment) in segments.enumerated() {
                    bounds[index] = Int32(position)
                    // Copied in one piece, not a byte at a time: a segment of a link at the
                    // length limit may hold thousands.
                    var text = segment
                    position += text.withUTF8 { source in
                        UnsafeMutableBufferPointer(rebasing: bytes[position...]).initialize(fromContentsOf: source)
                    }
                    bounds[count + index] = Int32(position)
                }
                let laidOut = UnsafeBufferPointer(rebasing: bytes[0..<total])
                return body(
                    SegmentBytes(
                        base: laidOut, bounds: UnsafeBufferPointer(bounds), endOffset: count, count: count,
                        isASCII: laidOut.allSatisfy { $0 < 0x80 }))
            }
        }
    }
}
