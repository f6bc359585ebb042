/// The sink a quick lookup gives the link reader: where each decoded segment lies in the
/// reader's output, starts first and from `ends` on the ends, as ``SegmentBytes`` reads them.
struct SegmentPlaces: LinkSink {
    let bounds: UnsafeMutablePointer<Int32>
    let ends: Int

    var readsText: Bool { false }
    var takesSegmentsInPlace: Bool { true }

    func segment(_ decoded: UnsafeBufferPointer<UInt8>, index: Int, at offset: Int) {
        bounds[index] = Int32(truncatingIfNeeded: offset)
        bounds[ends + index] = Int32(truncatingIfNeeded: offset + decoded.count)
    }

    func queryItem(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>?) {}

    func fragment(_ decoded: UnsafeBufferPointer<UInt8>) {}
}
