import Foundation
import Testing
import WaypointNavigation
import WaypointTesting

@testable import WaypointSwiftUI

/// The model and `NavigationState` convert both ways without loss, so `@SceneStorage` can keep
/// the navigation as JSON.
@Suite("Restoration")
@MainActor
struct RestorationTests {
    static let kinds = ["feed", "user", "comments", "settings", "help"]
    static let styles: [ModalStyle] = [
        .automatic, .pageSheet, .formSheet, .fullScreen, .overFullScreen, ModalStyle("drawer"),
    ]

    static func screen(_ random: inout SeededGenerator) -> Screen {
        let kind = kinds.randomElement(using: &random) ?? "feed"
        guard Bool.random(using: &random) else { return Screen(kind) }
        return Screen(kind, ["id": String(Int.random(in: 0..<50, using: &random))])
    }

    static func screens(_ random: inout SeededGenerator, from lowest: Int) -> [Screen] {
        (0..<Int.random(in: lowest...4, using: &random)).map { _ in screen(&random) }
    }

    static func container(_ random: inout SeededGenerator) -> NavigationContainer {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            return .screen(screen(&random))
        case 1:
            // A stack holds at least one screen: decoding refuses an empty one.
            return .stack(screens(&random, from: 1))
        default:
            let tabs = (0..<Int.random(in: 1...4, using: &random)).map { Tab("tab\($0)", screens(&random, from: 1)) }
            return .tabs(tabs, selected: tabs.randomElement(using: &random)?.id ?? "tab0")
        }
    }

    static func state(_ random: inout SeededGenerator) -> NavigationState {
        let layers = (0..<Int.random(in: 0...3, using: &random)).map { _ in
            PresentedLayer(
                container(&random), style: styles.randomElement(using: &random) ?? .automatic,
                hasCloseButton: Bool.random(using: &random))
        }
        return NavigationState(root: container(&random), layers: layers)
    }

    @Test
    func randomStatesSurviveTheModelAndJSON() throws {
        var random = SeededGenerator(seed: 0x7E57)
        for _ in 0..<500 {
            let state = Self.state(&random)
            let model = NavigationModel(state)
            #expect(model.state == state)
            let decoded = try JSONDecoder().decode(NavigationState.self, from: JSONEncoder().encode(model.state))
            let restored = NavigationModel(Fixture.tabs())
            restored.restore(decoded)
            #expect(restored.state == state, "\(state)")
        }
    }

    @Test
    func aRestoredModelNavigatesAsTheStateWould() async throws {
        var random = SeededGenerator(seed: 0xBEEF)
        for _ in 0..<100 {
            let state = Self.state(&random)
            let model = NavigationModel(Fixture.tabs(), transitionTimeout: .zero)
            model.restore(state)
            let step = NavigationStep(.push(Self.screen(&random)))
            let expected = try? state.applying(step)
            let applied = (try? await model.apply(step)) != nil
            #expect(applied == (expected != nil))
            if let expected { #expect(model.state == expected) }
        }
    }
}
