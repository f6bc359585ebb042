import Testing
import WaypointNavigation

/// Links from outside the app while a sheet is open: on top of it (the default), or, with
/// `outsideLinks: .dismissingModals`, in the route's tab with the sheet dismissed. In-app links
/// land where their route says either way.
@Suite("Outside links while a modal is open")
@MainActor
struct OutsideLinkPlacementTests {
    static let withSheet = NavigationState(
        root: .tabs([Tab("feed"), Tab("profile")], selected: "profile"),
        layers: [PresentedLayer(.stack([Screen("settings")]), style: .pageSheet, hasCloseButton: true)])

    /// A ready navigator over a host showing a settings sheet over the tabs.
    func navigator(
        _ outsideLinks: NavigatorConfiguration.OutsideLinkPlacement
    ) async throws -> (Navigator, HeadlessHost) {
        let host = HeadlessHost(Self.withSheet)
        var configuration = NavigatorConfiguration()
        configuration.outsideLinks = outsideLinks
        let navigator = Navigator(
            schemes: ["app"], hosts: ["app.example.com"], host: host,
            configuration: configuration)
        try navigator.register("/article/:id", .screen("article"))
        try navigator.register("/feed/:id", .screen("post", presentation: .tab("feed")))
        try navigator.register("help", .screen("help", presentation: .modal(.pageSheet, embedInStack: true)))
        try await navigator.ready()
        return (navigator, host)
    }

    @Test(arguments: [LinkSource.universalLink, .customScheme(sendingApp: nil), .notification])
    func anOutsideLinkLandsOnTopByDefault(source: LinkSource) async throws {
        let (navigator, host) = try await navigator(.onTop)
        await navigator.open("https://app.example.com/article/1", source: source)
        #expect(host.state.layers.count == 1)
        #expect(host.state.layers.first?.container == .stack([Screen("settings"), Screen("article", ["id": "1"])]))
    }

    @Test(arguments: [LinkSource.universalLink, .customScheme(sendingApp: nil), .notification])
    func anOutsideLinkDismissesTheSheetWhenAskedTo(source: LinkSource) async throws {
        let (navigator, host) = try await navigator(.dismissingModals)
        await navigator.open("https://app.example.com/article/1", source: source)
        #expect(host.state.layers.isEmpty)
        #expect(host.state.root.selectedTab == "profile")
        #expect(host.state.topScreen == Screen("article", ["id": "1"]))

        // A route with a tab lands in that tab.
        await navigator.open("https://app.example.com/feed/9", source: source)
        #expect(host.state.root.selectedTab == "feed")
        #expect(host.state.topScreen == Screen("post", ["id": "9"]))
    }

    @Test
    func aSecondSheetFromOutsideReplacesTheOpenOneInsteadOfStacking() async throws {
        let (navigator, host) = try await navigator(.dismissingModals)
        await navigator.open("app://help", source: .customScheme(sendingApp: nil))
        #expect(host.state.layers.count == 1)
        #expect(host.state.topScreen == Screen("help"))
    }

    @Test
    func anInAppLinkStillLandsOnTop() async throws {
        let (navigator, host) = try await navigator(.dismissingModals)
        await navigator.open("/article/2", source: .inApp)
        #expect(host.state.layers.count == 1)
        #expect(host.state.topScreen == Screen("article", ["id": "2"]))
    }
}
