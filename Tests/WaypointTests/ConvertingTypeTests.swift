import Testing
import Waypoint

/// A custom placeholder type may convert its text into a typed value, read back through
/// typed parameter access.
@Suite("Converting placeholder types")
struct ConvertingTypeTests {
    struct Handle: LinkValue, Equatable {
        var name: String
        init(_ name: String) { self.name = name }
        init?(linkText text: String) {
            guard text.hasPrefix("@"), text.count > 1 else { return nil }
            name = String(text.dropFirst())
        }
        var linkText: String { "@" + name }
    }

    enum Region: String, LinkValue { case usWest = "us-west-1", euWest = "eu-west-3" }

    static func router() throws -> Router<String> {
        let router = Router<String>()
        try router.register(type: .converting("handle", to: Handle.self))
        try router.register(type: .converting("region", to: Region.self))
        try router.register("/<handle:who>", destination: "profile")
        try router.register("/region/<region:r>", destination: "region")
        try router.register("/:page", destination: "page")
        return router
    }

    @Test(arguments: [
        ("/@alice", "profile", Handle("alice") as Handle?), ("/@al%20ice", "profile", Handle("al ice")),
        ("/alice", "page", nil), ("/@", "page", nil),
    ])
    func convertingPlaceholderMatchesOnlyWhatConverts(link: String, destination: String, handle: Handle?) throws {
        let router = try Self.router()
        let match = try #require(router.match(for: link))
        #expect(match.destination == destination)
        #expect(match.parameters.value("who", converting: Handle.self) == handle)
        #expect(try router.resolve(Link(parsing: link)).parameters.value("who", converting: Handle.self) == handle)
    }

    @Test(arguments: [("/region/us-west-1", Region.usWest as Region?), ("/region/eu-west-3", .euWest)])
    func rawRepresentableTypesConvert(link: String, region: Region?) throws {
        let match = try #require(try Self.router().match(for: link))
        #expect(match.destination == "region")
        #expect(match.parameters.value("r", converting: Region.self) == region)
    }

    @Test func unknownRegionFallsThrough() throws {
        #expect(try Self.router().match(for: "/region/mars") == nil)
        #expect(try Self.router().match(for: "/region")?.parameters.value("r", converting: Region.self) == nil)
    }

    @Test func convertingTypesCannotTakeBuiltInNames() {
        #expect(throws: RouteError.invalidConverter(name: "int", problem: "the name is built in")) {
            try Router<String>().register(type: .converting("int", to: Int.self))
        }
    }
}
