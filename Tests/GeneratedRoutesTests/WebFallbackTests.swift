import Foundation
import Testing
import WaypointNavigation

/// The code generated from a route file with `webFallback: browser` takes the closure that opens
/// the browser, and a universal link no route takes reaches it.
@Suite("Generated code: web fallback")
@MainActor
struct GeneratedWebFallbackTests {
    final class Browser {
        var opened: [URL] = []
    }

    @Test("makeNavigator takes openInBrowser, and an unclaimed universal link opens in the browser")
    func unclaimedLinkOpensInBrowser() async throws {
        let browser = Browser()
        let host = HeadlessHost(OrdersRoutes.initialState)
        let navigator = try OrdersRoutes.makeNavigator(host: host, openInBrowser: { browser.opened.append($0) })
        try await navigator.ready()
        let unclaimed = try #require(URL(string: "https://orders.example.com/orders/latest"))
        #expect(await navigator.open(webpageURL: unclaimed) == .openedInBrowser(unclaimed))
        #expect(browser.opened == [unclaimed])
        let order = "https://orders.example.com/orders/e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
        guard case .navigated = await navigator.open(order, source: .universalLink) else {
            Issue.record("\(order) should navigate")
            return
        }
        #expect(host.state.topScreen?.kind == OrdersRoutes.Screens.order)
        #expect(browser.opened == [unclaimed])
    }
}
