import WaypointNavigation

/// The split-view cases of the host conformance harness, for a host that shows split views: a
/// host opts in by running them, and then proves that it selects sidebar items, replaces
/// columns and pops and pushes the detail stack exactly as `HeadlessHost` does, with popovers
/// and sheets over the split.
///
/// The cases start from a two-column and a three-column split (``launchStates``) and open fixed
/// link sequences (``links``), then random links from the same routes. The host under test
/// makes screens of the kinds in ``screenKinds``.
///
/// ```swift
/// let checked = try await SplitConformance.check { state in
///     try await makeHost(showing: state)
/// }
/// ```
public enum SplitConformance {
    /// Every screen kind the cases show: the sidebars', and the routes'.
    public static let screenKinds: Set<String> = [
        "library", "mailboxes", "album", "photo", "note", "folder", "person", "share", "help",
    ]

    /// The states the cases start from: a two-column split with nothing selected, and a
    /// three-column split with an item selected and a screen in each column.
    /// Computed, not kept in a global, so that the address sanitizer's leak check, which does not
    /// find the arrays of a split state held in a global, stays quiet in the apps' tests too.
    public static var launchStates: [NavigationState] {
        [
            NavigationState(root: .split(SplitView(sidebar: [Screen("library")], items: ["albums", "recents"]))),
            NavigationState(
                root: .split(
                    SplitView(
                        sidebar: [Screen("mailboxes")], items: ["albums", "recents"], selection: "recents",
                        content: [Screen("note", ["id": "1"])], detail: [Screen("photo", ["id": "1"])]))),
        ]
    }

    /// The link sequences each launch state is checked with, in order: detail links that select
    /// an item, push, are already showing or switch; a link to another item; content and sidebar
    /// links; a popover and a sheet over the split; a reset link.
    public static let links: [String] = [
        "splits://albums/7", "splits://albums/7", "splits://photos/1", "splits://albums/7", "splits://photos/2",
        "splits://recents/3", "splits://notes/4", "splits://folders/5", "splits://folders/5", "splits://share/1",
        "splits://share/1", "splits://people/6", "splits://share/2", "splits://help", "splits://albums/8",
        "splits://help", "splits:///photos/9", "splits://trash/1", "splits://library",
    ]

    /// The random links that follow the fixed ones; `{}` takes `1`, `2` or `3`.
    public static let randomLinks = RandomLinks(
        templates: [
            "splits://albums/{}", "splits://recents/{}", "splits://photos/{}", "splits://notes/{}",
            "splits://folders/{}", "splits://people/{}", "splits://share/{}", "splits://help",
            "splits:///photos/{}", "splits://library",
        ],
        values: ["1", "2", "3"], sources: [.inApp, .inApp, .universalLink, .notification])

    /// A navigator for `splits` links over `host`, with a route for each column and placement.
    @MainActor
    public static func makeNavigator(host: any NavigationHost) throws -> Navigator {
        let navigator = Navigator(schemes: ["splits"], host: host)
        try navigator.register("albums/:id", .screen("album", placement: .column(.detail, selecting: "albums")))
        try navigator.register("recents/:id", .screen("album", placement: .column(.detail, selecting: "recents")))
        try navigator.register("photos/:id", .screen("photo", placement: .column(.detail)))
        try navigator.register("trash/:id", .screen("album", placement: .column(.detail, selecting: "trash")))
        try navigator.register("notes/:id", .screen("note", placement: .column(.content)))
        try navigator.register("folders/:id", .screen("folder", placement: .column(.sidebar)))
        try navigator.register("library", .screen("library", placement: .column(.sidebar)))
        try navigator.register("people/:id", .screen("person"))
        try navigator.register("share/:id", .screen("share", presentation: .modal(.popover)))
        try navigator.register("help", .screen("help", presentation: .modal(.pageSheet, embedInStack: true)))
        return navigator
    }

    /// Runs every case on hosts made by `makeHost`: for each launch state, the fixed links and
    /// then `randomCount` random links, checking after each that the host under test reached
    /// what a headless host reached. Returns how many links were checked.
    ///
    /// - Throws: ``HostDivergence`` at the first link after which the hosts differ; whatever
    ///   `makeHost` throws.
    @MainActor
    @discardableResult
    public static func check(
        randomCount: Int = 200, seed: UInt64 = 0x5B17,
        makeHost: @MainActor (NavigationState) async throws -> any NavigationHost
    ) async throws -> Int {
        var checked = 0
        for state in launchStates {
            let harness = try await HostConformance.start(
                showing: state, makeHost: makeHost, makeNavigator: { try makeNavigator(host: $0) })
            try await harness.open(links.map { ($0, LinkSource.inApp) })
            try await harness.soak(count: randomCount, links: randomLinks, seed: seed)
            checked += harness.linksChecked
        }
        return checked
    }
}
