import Testing
import WaypointNavigation

/// `.screen(kind)` routes: the screen's info is the route's path parameters.
@Suite("Route entries")
@MainActor
struct RouteEntryTests {
    @Test(arguments: [
        ("app://users/42/posts/7", Screen("post", ["userID": "42", "postID": "7"])),
        ("app://users/a%20b/posts/x", Screen("post", ["userID": "a b", "postID": "x"])),
        ("app://home", Screen("home")),
    ])
    func aScreenRouteShowsItsParametersAsInfo(link: String, expected: Screen) async throws {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("root")])))
        let navigator = Navigator(schemes: ["app"], host: host)
        try navigator.register("/users/:userID/posts/:postID", .screen("post"))
        try navigator.register("/home", .screen("home"))
        try await navigator.ready()
        await navigator.open(link)
        #expect(host.state.topScreen == expected)
        #expect(host.state.topScreen?.info == expected.info)
    }
}
