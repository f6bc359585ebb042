import Testing
import WaypointNavigation

/// Which window a link opens in: the one the user is in, or the one already showing the link's
/// screen, or the one the app's closure names.
@Suite("Choosing a window")
struct WindowChooserTests {
    static let user = Screen("user", ["userId": "7"])
    static let feedOnly = NavigationState(root: .tabs([Tab("feed"), Tab("profile")], selected: "feed"))
    static let showingUser = NavigationState(
        root: .tabs([Tab("feed", [Screen("feed"), user]), Tab("profile")], selected: "feed"))
    static let holdingUser = NavigationState(
        root: .tabs([Tab("feed", [Screen("feed"), user]), Tab("profile")], selected: "profile"))

    static let windows = [
        WindowCandidate(id: "behind", activity: .background, state: showingUser),
        WindowCandidate(id: "beside", activity: .foregroundInactive, state: holdingUser),
        WindowCandidate(id: "front", activity: .foregroundActive, state: feedOnly),
    ]

    @Test("By default the window the user is in gets the link")
    func foreground() {
        #expect(
            WindowChooser.foreground.choose(for: "app://user:7", target: Self.user, among: Self.windows)?.id == "front")
    }

    @Test("A window already showing the link's screen gets it, even behind others")
    func showingTarget() {
        #expect(
            WindowChooser.showingTarget.choose(for: "app://user:7", target: Self.user, among: Self.windows)?.id
                == "behind")
    }

    @Test("Without a window showing it on top, a window holding the screen anywhere gets it")
    func holdingTarget() {
        let windows = Array(Self.windows.dropFirst())
        #expect(WindowChooser.showingTarget.choose(for: "l", target: Self.user, among: windows)?.id == "beside")
    }

    @Test("When no window shows the screen, the window the user is in gets it")
    func noneShowing() {
        #expect(
            WindowChooser.showingTarget.choose(for: "l", target: Screen("likes"), among: Self.windows)?.id == "front")
        #expect(WindowChooser.showingTarget.choose(for: "l", target: nil, among: Self.windows)?.id == "front")
    }

    @Test("The app's closure chooses; a name it makes up falls back to the window the user is in")
    func custom() {
        let beside = WindowChooser.custom { link, _, windows in
            link.hasPrefix("app://compose") ? windows.first { $0.activity == .foregroundInactive }?.id : "nowhere"
        }
        #expect(beside.choose(for: "app://compose", target: nil, among: Self.windows)?.id == "beside")
        #expect(beside.choose(for: "app://user:7", target: Self.user, among: Self.windows)?.id == "front")
    }

    @Test("Among equals the first given wins; no windows, no choice")
    func ties() {
        let twins = [
            WindowCandidate(id: "a", activity: .foregroundInactive, state: Self.feedOnly),
            WindowCandidate(id: "b", activity: .foregroundInactive, state: Self.feedOnly),
        ]
        #expect(WindowChooser.foreground.choose(for: "l", target: nil, among: twins)?.id == "a")
        #expect(WindowChooser.foreground.choose(for: "l", target: nil, among: []) == nil)
    }
}
