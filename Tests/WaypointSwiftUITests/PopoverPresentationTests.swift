import Testing
import WaypointNavigation

@testable import WaypointSwiftUI

/// A `popover` layer is presented with `.popover`, not as a sheet: each level's presentation
/// modifiers read the layer at their depth by presentation, the popover names the anchor it
/// points at, and a tap outside it writes back like a sheet's swipe.
@Suite("SwiftUI model: popover presentation")
@MainActor
struct PopoverPresentationTests {
    static let share = PresentedLayer(.screen(Screen("share", ["mediaId": "1"])), style: .popover)

    @Test(
        "Each modal style picks one SwiftUI presentation",
        arguments: [
            (ModalStyle.pageSheet, NavigationModel.Presentation.sheet), (.formSheet, .sheet), (.automatic, .sheet),
            (ModalStyle("drawer"), .sheet), (.fullScreen, .fullScreenCover), (.overFullScreen, .fullScreenCover),
            (.popover, .popover),
        ])
    func presentationOfStyle(style: ModalStyle, presentation: NavigationModel.Presentation) {
        let model = NavigationModel(
            NavigationState(
                root: .stack([Screen("feed")]), layers: [PresentedLayer(.screen(Screen("x")), style: style)]),
            transitionTimeout: .zero)
        #expect(model.layers.first?.presentation == presentation)
        let shownBy = [NavigationModel.Presentation.sheet, .fullScreenCover, .popover].filter {
            model.layer(at: 0, presentedAs: $0) != nil
        }
        #expect(shownBy == [presentation])
    }

    @Test
    func aPopoverOverASheetIsReadAtItsDepthByThePopoverModifierOnly() throws {
        let model = NavigationModel(
            NavigationState(root: .stack([Screen("feed")]), layers: [Fixture.sheet(Screen("settings")), Self.share]),
            transitionTimeout: .zero)
        let popover = try #require(model.layers.last)
        #expect(model.layer(at: 1, presentedAs: .popover) === popover)
        #expect(model.layer(at: 1, presentedAs: .sheet) == nil)
        #expect(model.layer(at: 0, presentedAs: .popover) == nil)
        #expect(model.layer(at: 0, presentedAs: .sheet) === model.layers.first)
        #expect(model.layer(at: 2, presentedAs: .popover) == nil)
        #expect(model.state.layers.map(\.style) == [.pageSheet, .popover])
    }

    @Test(
        "A popover points at the anchor named by the kind of its top screen when presented",
        arguments: [
            (NavigationContainer.screen(Screen("share")), "share" as String?),
            (.stack([Screen("options"), Screen("share")]), "share"),
            (.tabs([Tab("a", [Screen("first")]), Tab("b", [Screen("second")])], selected: "b"), "second"),
        ])
    func anchorKind(container: NavigationContainer, kind: String?) {
        let model = NavigationModel(
            NavigationState(root: .stack([Screen("feed")]), layers: [PresentedLayer(container, style: .popover)]),
            transitionTimeout: .zero)
        #expect(model.layers.first?.anchorKind == kind)
    }

    @Test
    func aTapOutsideThePopoverDismissesItAndALateOneForAReplacedPopoverDoesNothing() async throws {
        let model = NavigationModel(NavigationState(root: .stack([Screen("feed")])), transitionTimeout: .zero)
        let navigator = Navigator(schemes: ["photofeed"], host: model)
        try navigator.register("share:{mediaId}", .screen("share", presentation: .modal(.popover)))
        try await navigator.ready()
        #expect(await navigator.open("photofeed://share:1").isNavigated)
        let first = try #require(model.layer(at: 0, presentedAs: .popover))
        #expect(await navigator.open("photofeed://share:2").isNavigated)
        let second = try #require(model.layer(at: 0, presentedAs: .popover))
        #expect(second !== first)
        model.viewDidDismiss(first)
        #expect(model.state.layers == [PresentedLayer(.screen(Screen("share", ["mediaId": "2"])), style: .popover)])
        model.viewDidDismiss(second)
        #expect(model.state == NavigationState(root: .stack([Screen("feed")])))
        #expect(await navigator.open("photofeed://share:3").isNavigated)
        #expect(model.state.layers.map(\.style) == [.popover])
    }
}
