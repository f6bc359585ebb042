/// The parts of a read link, before they are wrapped in a ``Link``: the sink `Link(parsing:)`
/// gives the ``LinkReader``, which keeps every part as a string.
struct LinkParts: LinkSink {
    var form: Link.Form = .path
    var scheme: String?
    var host: String?
    var port: Int?
    var userInfo: String?
    var segments: [String] = []
    var query: [QueryItem] = []
    var fragment: String?
    var resetsToRoot = false

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
