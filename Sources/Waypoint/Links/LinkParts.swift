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

    /// Lowercases A–Z only. Unicode lowercasing would turn look-alikes into ASCII (the Kelvin
    /// sign `\u{212A}` becomes `k`), and schemes and hosts are compared as ASCII.
    static func lowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(unsafeUninitializedCapacity: range.count) { buffer in
            var offset = 0
            for index in range {
                let byte = bytes[index]
                buffer[offset] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                offset += 1
            }
            return offset
        }
    }
}
