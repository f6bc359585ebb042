import Foundation
import Testing
import WaypointNavigation

@Suite("NavigationState")
struct NavigationStateTests {
    @Test func screensAreEqualWhenKindAndInfoAre() {
        #expect(Screen("user", ["id": "42"]) == Screen("user", ["id": "42"]))
        #expect(Screen("user", ["id": "42"]) != Screen("user", ["id": "7"]))
        #expect(Screen("user", ["id": "42"]) != Screen("likes", ["id": "42"]))
    }

    @Test func screenDescriptionSortsInfoKeys() {
        #expect(Screen("post", ["b": "2", "a": "1"]).description == "post(a: 1, b: 2)")
        #expect(Screen("feed").description == "feed")
    }

    @Test(arguments: [
        (NavigationState(root: .screen(Fixture.feed)), Fixture.feed),
        (NavigationState(root: .stack([Fixture.feed, Fixture.user("1")])), Fixture.user("1")),
        (
            Fixture.photoFeed(profile: [Fixture.profile, Fixture.user("2")], selected: "profile"),
            Fixture.user("2")
        ),
        (Fixture.photoFeed(layers: [PresentedLayer(.screen(Fixture.login))]), Fixture.login),
    ])
    func topScreenIsWhatTheUserSees(state: NavigationState, top: Screen) {
        #expect(state.topScreen == top)
    }

    @Test func rendersAnIndentedTreeMarkingTheTop() {
        let state = Fixture.photoFeed(
            feed: [Fixture.feed, Fixture.user("1")],
            layers: [PresentedLayer(.stack([Fixture.login]), style: .formSheet, hasCloseButton: true)])
        #expect(
            state.render() == """
                tabs
                  tab feed (selected)
                    feed
                    user(userId: 1)
                  tab profile
                    profile
                  tab menu
                    menu
                presented formSheet (close button)
                  stack
                    login  <- top
                """)
    }

    @Test func survivesAJSONRoundTrip() throws {
        let state = Fixture.photoFeed(
            feed: [Fixture.feed, Fixture.comments("7")],
            layers: [PresentedLayer(.screen(Fixture.settings), style: .fullScreen)])
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(NavigationState.self, from: data) == state)
    }

    @Test func applyingAStepThatDoesNotFitThrowsInvalidStep() {
        let state = NavigationState(root: .screen(Fixture.feed))
        let step = NavigationStep(.push(Fixture.user("1")))
        #expect(throws: NavigationError.self) { try state.applying(step) }
    }
}
