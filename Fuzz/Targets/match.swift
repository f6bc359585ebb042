import Foundation

@testable import Waypoint

// Matching against a fixed, realistic table (PhotoFeed's, URLNavigator-style typed
// placeholders, a web-view route, GitHub-like paths): every way of asking agrees, captured
// values fit their types, and Foundation's URL reading of the same text opens the same route.

let router: Router<String> = {
    let router = Router<String>(schemes: ["myapp", "photofeed"], hosts: ["example.com", "*.example.com"])
    try? router.register(type: .oneOf("region", ["us-west-1", "eu-west-3"]))
    let routes = [
        "/", "/posts", "/posts/new/edit", "/posts/:postID", "/posts/:postID/comments", "/user/<int:id>",
        "/user/<uuid:id>", "/user/:name", "/files/<path:file>", "/web", "/search/:query?", "/region/<region:r>",
        "post:{postId}", "user:{userId}", "comments:{mediaId}", "likes:{mediaId}", "following:{userId}",
        "follower:{userId}", "logout", "myapp://settings/*", "https://example.com/docs/**",
        "/repos/:owner/:repo/issues/<int:number>", "/repos/:owner/:repo/pulls/:number/files", "/price/<double:amount>",
    ]
    for (index, pattern) in routes.enumerated() {
        _ = try? router.register(pattern, destination: "\(index):\(pattern)")
    }
    return router
}()

/// libFuzzer's entry point: one input, run to the end; returns 0 unless an invariant stops the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMatch(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let text = input.rest()
    let resolved = Result { () throws(RouteError) in try router.resolve(text) }
    let match = router.match(for: text)
    let explanation = router.explain(text)
    switch resolved {
    case .success(let found):
        require(match?.destination == found.destination, "match and resolve disagree on \(text.debugDescription)")
        require(explanation.matched == found.pattern, "explain and resolve disagree")
        // Optional trailing placeholders may be absent: the captured names are a prefix.
        require(
            found.pattern.parameterNames.starts(with: found.parameters.names),
            "captured \(found.parameters.names) for \(found.pattern)")
        for segment in found.pattern.segments {
            guard let name = segment.capturedName, let value = found.parameters[name] else { continue }
            require(!value.isEmpty, "an empty capture for \(name)")
            if case .parameter(_, "int") = segment { require(Int(value) != nil, "\(value) is no int") }
            if case .parameter(_, "uuid") = segment { require(UUID(uuidString: value) != nil, "\(value) is no uuid") }
            if case .parameter(_, "double") = segment { require(Double(value)?.isFinite == true, "\(value)") }
            if case .rest = segment {
                let parts = value.split(separator: "/", omittingEmptySubsequences: false)
                require(!parts.contains { $0.isEmpty || $0 == "." || $0 == ".." }, "rest-of-path value \(value)")
            }
        }
        if case .web = found.link.form {
            require(found.link.userInfo == nil, "user information accepted")
            let host = found.link.host ?? ""
            require(host == "example.com" || host.hasSuffix(".example.com"), "host \(host) accepted")
        }
    case .failure(let error):
        require(match == nil, "match finds what resolve refuses")
        require(explanation.matched == nil && explanation.error == error, "explain disagrees with \(error)")
    }
    if let url = URL(string: text), url.absoluteString == text {
        require(router.match(for: url)?.destination == match?.destination, "URL and String readings differ")
    }
    return 0
}
