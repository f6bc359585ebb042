/// The decoded parts of a read link, as strings: the sink `Link(parsing:)` gives the
/// ``LinkReader``. The scheme, host, port and user information are read from its layout.
struct LinkParts: LinkSink {
    var segments: [String] = []
    var query: [QueryItem] = []
    var fragment: String?

    var readsText: Bool { true }
    var takesSegmentsInPlace: Bool { false }

    mutating func segment(_ decoded: UnsafeBufferPointer<UInt8>, index: Int, at offset: Int) {
        segments.append(String(decoding: decoded, as: UTF8.self))
    }

    mutating func queryItem(name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>?) {
        query.append(
            QueryItem(
                name: String(decoding: name, as: UTF8.self), value: value.map { String(decoding: $0, as: UTF8.self) }))
    }

    mutating func fragment(_ decoded: UnsafeBufferPointer<UInt8>) {
        fragment = String(decoding: decoded, as: UTF8.self)
    }
}
