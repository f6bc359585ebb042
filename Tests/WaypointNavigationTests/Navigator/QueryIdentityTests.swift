import Testing
import WaypointNavigation

/// A screen's identity includes the query values its route takes: a new search on the search
/// screen already showing is never dropped as "already showing".
@Suite("Query values in a screen's identity")
@MainActor
struct QueryIdentityTests {
    static func navigator(updatesInPlace: Bool) throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(NavigationState(root: .stack([Screen("home")])))
        let navigator = Navigator(schemes: ["shop"], host: host)
        try navigator.register(
            "/search", .screen("search", presentation: .push, updatesInPlace: updatesInPlace, query: ["q", "sort"]))
        return (navigator, host)
    }

    @Test func theScreenCarriesTheQueryValuesItTakesAndNoOthers() async throws {
        let (navigator, host) = try Self.navigator(updatesInPlace: false)
        try await navigator.ready()
        _ = await navigator.open("shop://search?q=shoes&utm=mail")
        #expect(host.state.topScreen == Screen("search", ["q": "shoes"]))
    }

    @Test func anotherQueryOnTheScreenShowingIsShownAnew() async throws {
        let (navigator, host) = try Self.navigator(updatesInPlace: false)
        try await navigator.ready()
        _ = await navigator.open("shop://search?q=shoes")
        let outcome = await navigator.open("shop://search?q=boots")
        guard case .navigated(let plan) = outcome else {
            Issue.record("expected a navigation, got \(outcome)")
            return
        }
        #expect(plan.transitions == [.push(Screen("search", ["q": "boots"]))])
        #expect(host.state.root.screens.count == 3)
    }

    @Test func anotherQueryUpdatesInPlaceWhenTheRouteSaysSo() async throws {
        let (navigator, host) = try Self.navigator(updatesInPlace: true)
        try await navigator.ready()
        _ = await navigator.open("shop://search?q=shoes")
        let outcome = await navigator.open("shop://search?q=boots&sort=price")
        guard case .navigated(let plan) = outcome else {
            Issue.record("expected an update, got \(outcome)")
            return
        }
        #expect(plan.decision == .updatedInPlace)
        #expect(plan.transitions == [.update(Screen("search", ["q": "boots", "sort": "price"]))])
        #expect(host.state.root.screens == [Screen("home"), Screen("search", ["q": "boots", "sort": "price"])])
    }

    @Test func theSameQueryIsAlreadyShowing() async throws {
        let (navigator, _) = try Self.navigator(updatesInPlace: false)
        try await navigator.ready()
        _ = await navigator.open("shop://search?q=shoes")
        #expect(await navigator.open("shop://search?q=shoes") == .alreadyShowing)
    }

    @Test func theCurrentLinkPrintsTheQueryBack() async throws {
        let (navigator, _) = try Self.navigator(updatesInPlace: false)
        try await navigator.ready()
        _ = await navigator.open("shop://search?sort=price&q=red%20boots")
        let link = try #require(navigator.currentLink)
        #expect(link == "shop://search?q=red%20boots&sort=price")
    }
}
