import Foundation
import Testing
import Waypoint

/// The hostile-link corpus through typed routes: each row parses into the route value its
/// router answer names, or fails the same way; and each route value that parses prints a link
/// that parses back into it.
@Suite("Hostile links through typed routes")
struct HostileTypedRouteTests {
    enum Route: Hashable, Sendable {
        case root, post(id: String), comments(id: String), user(id: Int), files(path: String), web
        case search(query: String?), urnPost(id: String), logout
    }

    static let routes: Routes<Route>? = try? {
        let routes = Routes<Route>(
            schemes: HostileFixture.schemes, hosts: HostileFixture.hosts, canonical: .customScheme("myapp"))
        try routes.add("/", Route.root)
        try routes.add("/posts/:postID", .path("postID", String.self), parse: Route.post) {
            if case .post(let id) = $0 { id } else { nil }
        }
        try routes.add("/posts/:postID/comments", .path("postID", String.self), parse: Route.comments) {
            if case .comments(let id) = $0 { id } else { nil }
        }
        try routes.add("/user/:id", .path("id", Int.self), parse: Route.user) {
            if case .user(let id) = $0 { id } else { nil }
        }
        try routes.add("/files/<path:file>", .path("file", String.self), parse: Route.files) {
            if case .files(let path) = $0 { path } else { nil }
        }
        try routes.add("/web", Route.web)
        try routes.add("/search", Route.search(query: nil))
        try routes.add("/search/:query", .path("query", String.self), parse: { Route.search(query: $0) }) {
            if case .search(let query?) = $0 { query } else { nil }
        }
        try routes.add("post:{postId}", .path("postId", String.self), parse: Route.urnPost) {
            if case .urnPost(let id) = $0 { id } else { nil }
        }
        try routes.add("/logout", Route.logout)
        return routes
    }()

    /// The route value a router answer names.
    static func expected(_ destination: String, _ parameters: [String: String]) -> Route? {
        switch destination {
        case "root": return .root
        case "post": return parameters["postID"].map(Route.post)
        case "comments": return parameters["postID"].map(Route.comments)
        case "user": return parameters["id"].flatMap { Int($0) }.map(Route.user)
        case "files": return parameters["file"].map(Route.files)
        case "web": return .web
        case "search": return .search(query: parameters["query"])
        case "urnPost": return parameters["postId"].map(Route.urnPost)
        case "logout": return .logout
        default: return nil
        }
    }

    @Test(arguments: HostileLinkCorpus.rows)
    func parsesIntoTheRouteItsAnswerNames(_ row: HostileLink) throws {
        let routes = try #require(Self.routes)
        let parsed = Result { () throws(RouteError) in try routes.route(for: row.link) }
        switch (row.answer, parsed) {
        case (.matches(let destination, let parameters, _), .success(let route)):
            #expect(route == Self.expected(destination, parameters), "\(row.note)")
        case (.invalid(let problem), .failure(.invalidLink(_, _, let got))):
            #expect(got == problem)
        case (.notAccepted(let reason), .failure(.notAccepted(_, let got))):
            #expect(got == reason)
        case (.noMatch, .failure(.noMatch)), (.noMatch, .failure(.malformedValue)):
            break
        default:
            Issue.record("\(parsed) for \(row.answer): \(row.note)")
        }
    }

    @Test(arguments: HostileLinkCorpus.rows)
    func whatParsesPrintsBackIntoItself(_ row: HostileLink) throws {
        let routes = try #require(Self.routes)
        guard let route = try? routes.route(for: row.link) else { return }
        let printed = try routes.link(for: route)
        #expect(try routes.route(for: printed) == route, "\(printed)")
    }
}
