import Testing
import Waypoint

/// Captured values and queries print their contents, one line whatever the values hold.
@Suite("Readable values")
struct ReadableValueTests {
    @Test func parametersPrintAsADictionaryLiteralInPatternOrder() throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/user/<int:id>/posts/:slug", destination: "post")
        let match = try #require(router.match(for: "myapp://user/42/posts/hello%20world"))
        #expect(match.parameters.description == #"["id": "42", "slug": "hello world"]"#)
        #expect(String(reflecting: match.parameters) == #"Parameters(["id": "42", "slug": "hello world"])"#)
        #expect(Parameters().description == "[:]")
    }

    @Test func queriesPrintEveryItemInOrder() throws {
        let router = Router<String>(schemes: ["myapp"])
        try router.register("/search", destination: "search")
        let match = try #require(router.match(for: "myapp://search?tag=a&tag=b&title=Hi%20there&debug"))
        #expect(match.query.description == #"["tag": "a", "tag": "b", "title": "Hi there", "debug": nil]"#)
        #expect(String(reflecting: match.query) == "Query(\(match.query.description))")
        #expect(Query().description == "[]")
    }

    @Test(arguments: ["line\nbreak", "quote\"d", "tab\there", "back\\slash"])
    func valuesThatCouldForgeALogLineAreEscaped(value: String) {
        let parameters: Parameters = ["v": value]
        let query = Query([QueryItem(name: value, value: value)])
        for text in [parameters.description, query.description] {
            #expect(!text.contains("\n") && !text.contains("\t"))
            #expect(text.contains(value.debugDescription))
        }
    }
}
