import Foundation

@testable import Waypoint

// Pattern parsing and registration: up to 12 patterns, one a line, in any dialect. Registering
// either succeeds or throws invalidPattern with a position inside the pattern; conflicts and
// explanations never crash; and a link printed from a registered pattern opens some route.

let sampleValues: [String: String] = [
    "string": "v", "int": "7", "double": "1.5", "uuid": "0f4c0c07-5d37-4f2b-8e7c-3b1b7c0d2f11",
]

/// libFuzzer's entry point: one input, run to the end; returns 0 unless an invariant stops the process.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPattern(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    var input = FuzzInput(data, size)
    let caseSensitive = input.bool()
    let separator: Character? = input.pick([":", nil, "|"])
    let options = RouterOptions(link: LinkOptions(urnSeparator: separator), caseSensitivePaths: caseSensitive)
    let router = Router<Int>(options: options)
    if input.bool() { try? router.register(type: .oneOf("region", ["us", "eu"])) }
    var registered: [RoutePattern] = []
    for index in 0..<12 where !input.isAtEnd {
        let text = input.line()
        do {
            registered.append(try router.register(text, destination: index))
        } catch {
            guard case .invalidPattern(let pattern, let position, _) = error else {
                return fail("register threw \(error)")
            }
            require(pattern == text, "the error names another pattern")
            require((0...text.count).contains(position), "position \(position) outside \(text.debugDescription)")
        }
    }
    require(router.patterns.count == registered.count, "patterns lost or invented")
    _ = router.conflicts

    for pattern in registered {
        var values: [String: String] = [:]
        for segment in pattern.segments {
            guard let name = segment.capturedName else { continue }
            switch segment {
            case .parameter(_, let type): values[name] = sampleValues[type] ?? "us"
            default: values[name] = "a/b"
            }
        }
        // The empty host keeps a path pattern's first literal in the path, where its case stays.
        guard let link = try? pattern.expand(values, defaultPrefix: "myapp:///") else { continue }
        let explanation = router.explain(link)
        switch Result(catching: { () throws(RouteError) in try router.resolve(link) }) {
        case .success(let match):
            require(explanation.matched != nil, "resolve matches \(link) but explain does not")
            require(
                match.parameters.names == match.pattern.parameterNames.filter { match.parameters[$0] != nil }, "names")
        case .failure(.noMatch):
            fail("\(link), printed from \(pattern), opens no route")
        case .failure:
            // A literal the link grammar refuses (a control character, `..`) prints a link that
            // does not parse; registering it is allowed, it just never matches.
            require(explanation.matched == nil, "explain matches what resolve refuses")
        }
    }
    return 0
}

@discardableResult
func fail(_ message: String) -> Int32 {
    require(false, message)
    return 0
}
