import Foundation
import Waypoint

// URL-valued parameters: whatever the value, a link the policy allows is https, has no user
// information, names an allowed host that Foundation reads the same way, and checks again to
// the same URL.

let policy = LinkParameterPolicy.web(hosts: ["example.com", "*.example.com", "docs.example.org:8443"])

/// libFuzzer's entry point: one input, run to the end; returns 0 unless an invariant stops the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParameter(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let value = input.rest()
    let checked: CheckedLink
    do {
        checked = try policy.check(value)
    } catch {
        guard case .unsafeLinkParameter(let key, let refused, _) = error else {
            require(false, "check threw \(error)")
            return 0
        }
        require(key == "url" && refused == value, "the error names another value")
        return 0
    }
    let url = checked.url
    let host = url.host ?? ""
    require(url.scheme == "https", "scheme \(url.scheme ?? "nil") allowed for \(value.debugDescription)")
    require(url.user == nil && url.password == nil, "user information allowed")
    require(host == checked.link.host, "Foundation reads host \(host), Waypoint \(checked.link.host ?? "nil")")
    require(
        host == "example.com" || (host.hasSuffix(".example.com") && !host.hasPrefix("."))
            || (host == "docs.example.org" && url.port == 8443), "host \(host) allowed")
    require(!url.absoluteString.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 }, "whitespace")
    let again = try? policy.check(url.absoluteString)
    require(again?.url == url, "checking the checked URL gives \(String(describing: again?.url))")
    return 0
}
