import Foundation
import Waypoint

// Link parsing: any bytes, several option sets. A link either parses into parts that respect
// every limit and carry nothing the screen refuses, or is refused with a position inside it;
// what parses prints back (encoded by an independent encoder) into the same parts.

let optionSets: [LinkOptions] = [
    .default,
    LinkOptions(maxLength: 96, maxSegments: 4, maxSegmentLength: 12, maxQueryItems: 3, urnSeparator: nil),
    LinkOptions(ignoresTrailingSlash: false),
    LinkOptions(urnSeparator: "|"),
]

/// libFuzzer's entry point: one input, run to the end; returns 0 unless an invariant stops the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLink(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let text = input.rest()
    for options in optionSets {
        check(text, options)
    }
    return 0
}

func check(_ text: String, _ options: LinkOptions) {
    let link: Link
    do {
        link = try Link(parsing: text, options: options)
    } catch {
        guard case .invalidLink(let original, let position, _) = error else {
            return require(false, "a parse error that is not invalidLink: \(error)")
        }
        require(original == text, "the error names another link")
        require((0...text.utf8.count).contains(position), "position \(position) outside the link")
        require(error.description.utf8.count < 1_000, "an unclipped message")
        return
    }
    require(text.utf8.count <= options.maxLength, "longer than maxLength")
    require(link.segments.count <= options.maxSegments, "more segments than maxSegments")
    require(link.query.count <= options.maxQueryItems, "more query items than maxQueryItems")
    require(link == (try? Link(parsing: text, options: options)), "parsing is not deterministic")
    for segment in link.segments {
        require(segment != "." && segment != "..", "a dot segment passed")
        require(segment.utf8.count <= options.maxSegmentLength, "a segment longer than its limit")
        require(
            !segment.unicodeScalars.contains { isScreenedOut($0, allowingLineBreaks: false) },
            "a screened character in a segment")
    }
    for item in link.query {
        require(!item.name.unicodeScalars.contains { isScreenedOut($0, allowingLineBreaks: false) }, "screened name")
        require(
            !(item.value ?? "").unicodeScalars.contains { isScreenedOut($0, allowingLineBreaks: true) },
            "screened value")
    }
    require(
        !(link.fragment ?? "").unicodeScalars.contains { isScreenedOut($0, allowingLineBreaks: true) },
        "screened fragment")
    switch link.form {
    case .web:
        let host = link.host ?? ""
        require(!host.isEmpty, "a web link without a host")
        require(!host.utf8.contains { $0 >= 0x41 && $0 <= 0x5A }, "a host with upper-case ASCII")
        require(!host.unicodeScalars.contains { isScreenedOut($0, allowingLineBreaks: false) }, "a screened host")
        require(link.scheme == "http" || link.scheme == "https", "a web link with scheme \(link.scheme ?? "nil")")
        if let port = link.port { require((0...65_535).contains(port), "port \(port)") }
    case .custom, .urn, .path:
        require(link.host == nil && link.port == nil && link.userInfo == nil, "authority parts on a \(link.form) link")
    }
    if let scheme = link.scheme {
        require(scheme == scheme.lowercased() && scheme.utf8.allSatisfy { $0 < 0x80 }, "scheme \(scheme)")
    }

    // `//` reads as one empty segment, which no path can print: the leading slash is not one.
    guard link.segments != [""] else { return }
    // Print the parts back as an in-app path with every byte that could mean something escaped,
    // and read it again: the same segments, query and fragment must come back.
    var printed = "/" + link.segments.map(percentEncoded).joined(separator: "/")
    if !link.query.isEmpty {
        printed +=
            "?"
            + link.query.map { percentEncoded($0.name) + ($0.value.map { "=" + percentEncoded($0) } ?? "") }
            .joined(separator: "&")
    }
    if let fragment = link.fragment { printed += "#" + percentEncoded(fragment) }
    var roomy = options
    roomy.maxLength = max(options.maxLength, printed.utf8.count)
    roomy.maxSegmentLength = options.maxSegmentLength * 3
    roomy.ignoresTrailingSlash = false
    roomy.urnSeparator = nil
    guard let again = try? Link(parsing: printed, options: roomy) else {
        return require(false, "the printed link \(printed) does not parse")
    }
    require(
        again.segments == link.segments,
        "segments \(link.segments) printed as \(printed) read back as \(again.segments)")
    require(again.query == link.query, "the query does not survive printing")
    require(again.fragment == link.fragment, "the fragment does not survive printing")
}
