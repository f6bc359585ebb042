import Testing

@testable import Waypoint

/// The scanner's own answer for a link's scheme and a web link's authority, which the router's
/// answers cannot always show: a host whose `@`, `:` or `%` the scanner missed would still
/// match no accepted host in most tables. Every such byte must send the link to the full
/// parser, at every offset of the words the authority is read in; a clean host must be read
/// whole, and a scheme read in one word must end where the parser's ends.
@Suite("Quick path: the scanner reads a link's scheme and a web link's authority")
struct ScannerSchemeAuthorityTests {
    /// What the scanner says of `link`, and the host and scheme it read.
    static func scan(_ link: String) -> (LinkScanResult, LinkScan) {
        var text = link
        return text.withUTF8 { bytes in
            let limits = ScanLimits(LinkOptions.default)
            let slashes = UnsafeMutableBufferPointer<Int32>.allocate(capacity: limits.maxSegments + 8)
            let bounds = UnsafeMutableBufferPointer<Int32>.allocate(capacity: limits.maxSegments * 2)
            defer {
                slashes.deallocate()
                bounds.deallocate()
            }
            let scanner = LinkScanner(bytes: bytes, options: limits, bounds: bounds, slashes: slashes)
            var scan = LinkScan()
            let result = scanner.scan(&scan)
            return (result, scan)
        }
    }

    @Test("a clean host of any length is read whole", arguments: ["http://", "https://", "HTTPS://", "hTtP://"])
    func cleanHost(prefix: String) {
        for length in 1...40 {
            let host = String(String(repeating: "ab1.c-d2", count: 5).prefix(length))
            for suffix in ["", "/", "/posts/1", "?q=1"] {
                let (result, scan) = Self.scan(prefix + host + suffix)
                #expect(result == .scanned, "\(prefix + host + suffix)")
                #expect(scan.form == .web)
                #expect(scan.scheme == 0..<(prefix.count - 3))
                #expect(scan.host == prefix.count..<(prefix.count + length), "\(prefix + host + suffix)")
            }
        }
    }

    @Test(
        "user information, a port or an escape at any offset leaves the link to the parser",
        arguments: ["@", ":", "%41"])
    func specialAtEveryOffset(special: String) {
        for host in ScannerSchemeAndHostTests.insertions(of: special, into: "ab1.c-d2", lengths: 0...40) {
            for link in ["https://\(host.whole)/posts/1", "http://\(host.whole)"] {
                #expect(Self.scan(link).0 == .undecided, "\(link)")
            }
        }
    }

    @Test("the scheme read in one word is the parser's", arguments: ScannerSchemeAndHostTests.schemes)
    func schemeIsTheParsers(scheme: String) {
        for link in ["\(scheme)://posts/42", "\(scheme)://example.com/a", "\(scheme):///posts", "\(scheme)://"] {
            var text = link
            let parsed = text.withUTF8 { LinkParser.schemeEnd(in: $0, before: $0.count) }
            let (result, scan) = Self.scan(link)
            guard result == .scanned else { continue }
            if scan.form == .path {
                #expect(parsed == nil, "\(link)")
            } else {
                #expect(parsed == scan.scheme.upperBound, "\(link)")
                #expect((scan.form == .web) == ["http", "https"].contains(scheme.lowercased()), "\(link)")
            }
        }
    }
}
