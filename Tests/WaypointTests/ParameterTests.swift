import Foundation
import Testing
import Waypoint

@Suite("Parameters, query and view models")
struct ParameterTests {
    static func match(_ pattern: String, _ link: String) throws -> RouteMatch<String> {
        let router = Router<String>()
        try router.register(pattern, destination: "x")
        return try router.resolve(link)
    }

    @Test func typedAccess() throws {
        let id = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
        let match = try Self.match("/p/<int:n>/<double:x>/<uuid:u>/:s", "/p/42/2.5/\(id)/hi%20there")
        #expect(match.parameters.int("n") == 42)
        #expect(match.parameters.double("x") == 2.5)
        #expect(match.parameters.uuid("u") == UUID(uuidString: id))
        #expect(match.parameters["s"] == "hi there")
        #expect(match.parameters.value("n", as: Int64.self) == 42)
        #expect(match.parameters.int("s") == nil)
        #expect(match.parameters.names == ["n", "x", "u", "s"])
    }

    enum Tab: String { case posts, likes }

    @Test func rawRepresentableAccess() throws {
        let match = try Self.match("/u/:tab", "/u/likes")
        #expect(match.parameters.value("tab", as: Tab.self) == .likes)
    }

    @Test func pathValueWinsOverQuery() throws {
        let match = try Self.match("/user/:id", "/user/1?id=2&extra=3")
        #expect(match.value("id") == "1")
        #expect(match.value("extra") == "3")
    }

    struct AlertModel: Decodable, Equatable {
        var title: String
        var message: String?
        var count: Int
        var urgent: Bool
        var tags: [String]
    }

    @Test func decodesViewModelFromPathAndQuery() throws {
        let match = try Self.match(
            "myapp://alert/:title", "myapp://alert/Hello?title=Ignored&count=3&urgent=true&tags=a&tags=b")
        let model = try match.decode(AlertModel.self)
        #expect(model == AlertModel(title: "Hello", message: nil, count: 3, urgent: true, tags: ["a", "b"]))
    }

    struct Profile: Decodable {
        var id: Int
        var tab: String?
        var since: UUID?
    }

    @Test func missingKeyIsNamed() throws {
        let match = try Self.match("/profile", "/profile?tab=likes")
        #expect(throws: RouteError.missingValue(key: "id")) { try match.decode(Profile.self) }
    }

    @Test func malformedValueIsNamed() throws {
        let match = try Self.match("/profile/:id", "/profile/abc")
        #expect(throws: RouteError.malformedValue(key: "id", value: "abc", expected: "Int")) {
            try match.decode(Profile.self)
        }
    }

    @Test func malformedNestedTypeIsNamed() throws {
        let match = try Self.match("/profile/:id", "/profile/1?since=not-a-uuid")
        #expect {
            try match.decode(Profile.self)
        } throws: { error in
            guard case .malformedValue(let key, let value, _) = error as? RouteError else { return false }
            return key == "since" && value == "not-a-uuid"
        }
    }

    @Test func optionalsDecodeAsNilWhenAbsent() throws {
        let match = try Self.match("/profile/:id", "/profile/7")
        let profile = try match.decode(Profile.self)
        #expect(profile.id == 7)
        #expect(profile.tab == nil)
        #expect(profile.since == nil)
    }

    @Test func dictionaryKeepsTheFirstValueOfARepeatedName() {
        let parameters = Parameters([("id", "1"), ("slug", "a"), ("id", "2")])
        #expect(parameters.dictionary == ["id": "1", "slug": "a"])
        #expect(parameters["id"] == "1")
    }

    @Test(arguments: [0, 1, 2, 3, 5])
    func parametersFromAMatchKeepPatternOrder(count: Int) throws {
        let names = (0..<count).map { "p\($0)" }
        let pattern = "/v" + names.map { "/:\($0)" }.joined()
        let link = "/v" + names.map { "/\($0)-value" }.joined()
        let match = try Self.match(pattern, link)
        #expect(match.parameters.names == names)
        #expect(match.parameters.map(\.value) == names.map { "\($0)-value" })
        #expect(match.parameters.dictionary.count == count)
    }
}
