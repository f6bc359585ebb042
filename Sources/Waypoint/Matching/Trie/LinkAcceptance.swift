/// What a router accepts, prepared for quick lookups on raw bytes.
struct LinkAcceptance: Sendable {
    let limits: LinkLimits
    /// Accepted custom schemes (lowercased), `nil` for any.
    let schemes: Set<String>?
    /// Accepted custom schemes as bytes: each snapshot's ``QualifierNames`` accept them at once.
    let schemeBytes: [[UInt8]]
    let hosts: AcceptedHosts
    /// Exact accepted hosts without a port, as lowercased bytes: each snapshot's
    /// ``QualifierNames`` accept a byte-equal host at once, without hashing.
    let exactHostBytes: [[UInt8]]
    /// Wildcard suffixes (`.example.com` for `*.example.com`) as lowercased bytes.
    let hostSuffixBytes: [[UInt8]]

    init(options: LinkOptions, schemes: Set<String>?, accepted: AcceptedHosts) {
        limits = LinkLimits(options)
        self.schemes = schemes
        schemeBytes = (schemes ?? []).map { Array($0.utf8) }
        self.hosts = accepted
        exactHostBytes = accepted.exactNames.map { Array($0.utf8) }
        hostSuffixBytes = accepted.suffixNames.map { Array($0.utf8) }
    }
}

/// The schemes (or the hosts) a quick lookup compares a link's with: every one the router
/// accepts by name and every one that qualifies routes, lowercased, each with whether it is
/// accepted and the root of its routes' trie. One comparison both accepts a link's scheme or
/// host and finds the trie to search first.
struct QualifierNames {
    /// Whether the router accepts a name, and its trie's root (`nil` when no route is qualified
    /// by it).
    struct Entry {
        var root: QualifiedRoot?
        let accepted: Bool
    }

    /// The names, lowercased, apart from their entries: an entry found is returned without a
    /// copy of its name, which would cost a retain and a release on every lookup.
    private let names: [[UInt8]]
    private let entries: [Entry]

    /// The names of `accepted` (lowercased), and of `qualified` with their roots; a name only
    /// in `qualified` is accepted when `acceptsEvery` is.
    init(accepted: [[UInt8]], qualified: [(name: [UInt8], root: QualifiedRoot)], acceptsEvery: Bool) {
        var names = accepted
        var entries = accepted.map { _ in Entry(root: nil, accepted: true) }
        for (name, root) in qualified {
            if let index = names.firstIndex(of: name) {
                entries[index].root = root
            } else {
                names.append(name)
                entries.append(Entry(root: root, accepted: acceptsEvery))
            }
        }
        self.names = names
        self.entries = entries
    }

    /// The entry whose name equals the bytes of `range` read in lowercase, or `nil`. The bytes
    /// must be ASCII, as a scanned link's scheme and host are.
    func find(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt8>) -> Entry? {
        names.firstIndex { ByteWords.equalsLowercased($0, text, range) }.map { entries[$0] }
    }
}
