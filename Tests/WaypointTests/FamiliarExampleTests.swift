import Foundation
import Testing
import Waypoint

/// The examples that other routers' documentation uses, as they are written there: a newcomer's
/// first routes must behave as they expect.
@Suite("Familiar examples")
struct FamiliarExampleTests {
    /// A tutorial's router: a root, an index, a literal beside a placeholder.
    static func tutorialRouter(_ path: LookupPath) throws -> Router<String> {
        let router = Router<String>(options: path.options())
        try router.register("/", destination: "Root")
        try router.register("/posts", destination: "Post index")
        try router.register("/posts/abc", destination: "Post detail constant")
        try router.register("/posts/:postID", destination: "Post detail")
        try router.register("/posts/:postID", destination: "Post detail alternative")
        return router
    }

    @Test(arguments: LookupPath.allCases)
    func tutorialMatchesPostDetail(path: LookupPath) throws {
        let match = try #require(try Self.tutorialRouter(path).match(for: URL(string: "myapp:///posts/123")!))
        #expect(match.destination == "Post detail")
        #expect(match.parameters["postID"] == "123")
    }

    @Test(arguments: LookupPath.allCases)
    func tutorialMatchesRootWithoutParameters(path: LookupPath) throws {
        let match = try #require(try Self.tutorialRouter(path).match(for: "myapp:///"))
        #expect(match.destination == "Root")
        #expect(match.parameters.isEmpty)
    }

    @Test(arguments: LookupPath.allCases)
    func tutorialConstantBeatsPlaceholder(path: LookupPath) throws {
        let match = try #require(try Self.tutorialRouter(path).match(for: "myapp:///posts/abc"))
        #expect(match.destination == "Post detail constant")
        #expect(match.parameters.isEmpty)
    }

    @Test(arguments: LookupPath.allCases)
    func tutorialIndexAndDuplicateReported(path: LookupPath) throws {
        let router = try Self.tutorialRouter(path)
        #expect(router.match(for: "myapp:///posts")?.destination == "Post index")
        let conflicts = router.conflicts
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.reason == .duplicate)
        #expect(conflicts.first?.index == 4)
        #expect(conflicts.first?.winnerIndex == 3)
    }

    /// URLNavigator's typed placeholder.
    @Test(arguments: [
        ("myapp://user/123", "123"), ("myapp://user/87", "87"),
    ])
    func typedIntPlaceholderMatches(link: String, id: String) throws {
        let router = Router<String>()
        try router.register("myapp://user/<int:id>", destination: "User")
        let match = try #require(router.match(for: link))
        #expect(match.parameters["id"] == id)
        #expect(match.parameters.int("id") == Int(id))
    }

    @Test(arguments: ["myapp://user/devxoul", "myapp://user/123/posts", "/user/devxoul"])
    func typedIntPlaceholderRejects(link: String) throws {
        let router = Router<String>()
        try router.register("myapp://user/<int:id>", destination: "User")
        #expect(router.match(for: link) == nil)
    }

    static let regions: Set<String> = ["us-west-1", "ap-northeast-2", "eu-west-3"]

    @Test(arguments: ["us-west-1", "ap-northeast-2", "eu-west-3"])
    func customConverterAcceptsListedValues(region: String) throws {
        let router = Router<String>()
        try router.register(type: .oneOf("region", Self.regions))
        try router.register("myapp://region/<region:_>", destination: "Region")
        #expect(router.match(for: "myapp://region/\(region)")?.destination == "Region")
    }

    @Test func customConverterRejectsOtherValues() throws {
        let router = Router<String>()
        try router.register(type: .oneOf("region", Self.regions))
        try router.register("myapp://region/<region:_>", destination: "Region")
        #expect(router.match(for: "myapp://region/ca-central-1") == nil)
    }

    @Test func alertQueryGivesBothValues() throws {
        let router = Router<String>()
        try router.register("myapp://alert", destination: "Alert")
        let match = try #require(router.match(for: "myapp://alert?title=Hello&message=World"))
        #expect(match.query["title"] == "Hello")
        #expect(match.query["message"] == "World")
    }

    /// Compass's URNs.
    static func urnRouter() throws -> Router<String> {
        let router = Router<String>()
        try router.register("profile:{userId}", destination: "Profile")
        try router.register("post:{postId}", destination: "Post")
        try router.register("logout", destination: "Logout")
        try router.register("user:{userId}", destination: "User")
        return router
    }

    @Test func urnPostGivesPostID() throws {
        let match = try #require(try Self.urnRouter().match(for: "post:BYOkwgXnwr3"))
        #expect(match.destination == "Post")
        #expect(match.parameters["postId"] == "BYOkwgXnwr3")
        #expect(match.link.form == .urn)
    }

    @Test func urnInsideCustomSchemeLink() throws {
        let match = try #require(try Self.urnRouter().match(for: "photofeed://user:self"))
        #expect(match.destination == "User")
        #expect(match.parameters["userId"] == "self")
    }

    @Test(arguments: ["logout", "photofeed://logout"])
    func urnWithoutValue(link: String) throws {
        #expect(try Self.urnRouter().match(for: link)?.destination == "Logout")
    }

    /// `app://x` pushes, `app:///x` resets to root first.
    @Test(arguments: [("app://foobar", false), ("app:///foobar", true)])
    func hostAsFirstSegmentAndResetForm(link: String, resets: Bool) throws {
        let router = Router<String>()
        try router.register("foobar", destination: "Foobar")
        let match = try #require(router.match(for: link))
        #expect(match.destination == "Foobar")
        #expect(match.link.resetsToRoot == resets)
        #expect(match.link.segments == ["foobar"])
    }

    @Test func queryValueOnHostForm() throws {
        let router = Router<String>()
        try router.register("/foobar", destination: "Foobar")
        #expect(router.match(for: "app://foobar?title=foo")?.query["title"] == "foo")
    }
}
