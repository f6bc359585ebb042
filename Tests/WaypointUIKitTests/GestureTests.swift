#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointTesting
import WaypointUIKit

extension WaypointUIKitTests {
    /// A link that arrives while the user's finger is still on the screen, or while a transition
    /// runs, is planned from the state the gesture or the transition leaves.
    @MainActor
    @Suite("Links during gestures and transitions")
    struct GestureTests {
        init() async { await StandIn.reset() }

        /// A host showing `state` and a ready PhotoFeed navigator driving it.
        func navigator(
            showing state: NavigationState = PhotoFeedRoutes.launchState
        ) async throws -> (
            Navigator, UIKitHost
        ) {
            let host = try await makeHost(showing: state)
            let navigator = try PhotoFeedRoutes.navigator(host: host)
            try await navigator.ready()
            return (navigator, host)
        }

        /// Opens `link` in a task of its own, and notes when it returns.
        func openInBackground(_ link: String, on navigator: Navigator) -> (Task<LinkOutcome, Never>, Returned) {
            let returned = Returned()
            let task = Task {
                let outcome = await navigator.open(link)
                returned.isSet = true
                return outcome
            }
            return (task, returned)
        }

        /// Gives the link's task turns enough to reach the host.
        func letItRun() async {
            for _ in 0..<20 { await Task.yield() }
        }

        @Test("A link to the screen a completing back swipe removes pushes it again once the swipe ends")
        func linkDuringCompletedBackSwipe() async throws {
            let (navigator, host) = try await navigator()
            await navigator.open("comments:7")
            let swipe = try #require(tabStack(host, 0)?.simulateBeginningBackSwipe())
            let (link, returned) = openInBackground("comments:7", on: navigator)
            await letItRun()
            #expect(!returned.isSet, "the link was planned while the swipe was under the finger")
            swipe.finish()
            let outcome = await link.value
            #expect(outcome.plan?.transitions == [.push(Screen("comments", ["mediaId": "7"]))])
            #expect(host.state.root.activeStack == [Screen("feed"), Screen("comments", ["mediaId": "7"])])
            #expect(!StandIn.isTransitionRunning)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("A link to the screen an abandoned back swipe keeps is already showing, once the swipe ends")
        func linkDuringCancelledBackSwipe() async throws {
            let (navigator, host) = try await navigator()
            await navigator.open("comments:7")
            let swipe = try #require(tabStack(host, 0)?.simulateBeginningBackSwipe())
            let (link, returned) = openInBackground("comments:7", on: navigator)
            await letItRun()
            #expect(!returned.isSet, "the link was planned while the swipe was under the finger")
            swipe.cancel()
            #expect(await link.value == .alreadyShowing)
            #expect(host.state.root.activeStack == [Screen("feed"), Screen("comments", ["mediaId": "7"])])
            #expect(!StandIn.isTransitionRunning)
        }

        @Test("A link during a sheet drag that completes is planned without the sheet")
        func linkDuringCompletedSheetDrag() async throws {
            let (navigator, host) = try await navigator()
            await navigator.open("settings")
            let drag = try #require(rootTabBar(host)?.presentedViewController?.simulateBeginningInteractiveDismissal())
            let (link, returned) = openInBackground("comments:5", on: navigator)
            await letItRun()
            #expect(!returned.isSet)
            drag.finish()
            let outcome = await link.value
            #expect(outcome.plan?.transitions == [.push(Screen("comments", ["mediaId": "5"]))])
            #expect(host.state.layers.isEmpty)
            #expect(host.state.root.activeStack == [Screen("feed"), Screen("comments", ["mediaId": "5"])])
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("A link during a sheet drag the user abandons is planned over the sheet that springs back")
        func linkDuringAbandonedSheetDrag() async throws {
            // A sheet of one screen, with no stack to push onto.
            let sheet = PresentedLayer(.screen(Screen("settings")), style: .pageSheet)
            let (navigator, host) = try await navigator(
                showing: NavigationState(root: PhotoFeedRoutes.launchState.root, layers: [sheet]))
            let drag = try #require(rootTabBar(host)?.presentedViewController?.simulateBeginningInteractiveDismissal())
            let (link, _) = openInBackground("comments:5", on: navigator)
            await letItRun()
            drag.cancel()
            let outcome = await link.value
            let comments = Screen("comments", ["mediaId": "5"])
            #expect(
                outcome.plan?.transitions == [
                    .present(PresentedLayer(.stack([comments]), style: .automatic, hasCloseButton: true))
                ])
            #expect(host.state.layers.count == 2)
            #expect(host.state.layers.first?.container == .screen(Screen("settings")))
            #expect(host.state.topScreen == comments)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("A link during a programmatic dismissal is planned from what the dismissal's completion leaves")
        func linkDuringProgrammaticDismissal() async throws {
            let settings = PresentedLayer(.stack([Screen("settings")]), style: .pageSheet, hasCloseButton: true)
            let (navigator, host) = try await navigator(
                showing: NavigationState(root: PhotoFeedRoutes.launchState.root, layers: [settings]))
            let root = try #require(rootTabBar(host))
            StandIn.transitionDuration = .milliseconds(30)
            // The app dismisses the sheet and, once it is gone, presents a single screen of its own.
            let story = PhotoFeedViewController(screen: Screen("story", ["storyId": "3"]))
            story.modalPresentationStyle = .pageSheet
            root.dismiss(animated: true) { root.present(story, animated: true) }
            let outcome = await navigator.open("comments:5")
            let comments = Screen("comments", ["mediaId": "5"])
            #expect(
                outcome.plan?.transitions == [
                    .present(PresentedLayer(.stack([comments]), style: .automatic, hasCloseButton: true))
                ])
            #expect(host.state.layers.first?.container == .screen(Screen("story", ["storyId": "3"])))
            #expect(host.state.topScreen == comments)
            #expect(StandIn.log.isEmpty, "\(StandIn.log)")
        }

        @Test("settled() returns once the links opened before it have ended and nothing moves on screen")
        func settledWaitsForLinksAndTransitions() async throws {
            let (navigator, host) = try await navigator()
            StandIn.transitionDuration = .milliseconds(20)
            Task { await navigator.open("settings") }
            Task { await navigator.open("comments:5") }
            // Both links have been opened (the first is navigating) when settled() is called.
            await letItRun()
            #expect(StandIn.isTransitionRunning)
            await navigator.settled()
            #expect(!StandIn.isTransitionRunning)
            #expect(host.state.topScreen == Screen("comments", ["mediaId": "5"]))
            #expect(host.state.layers.count == 1)
        }

        @Test("settled() waits for a gesture under the user's finger to end")
        func settledWaitsForAGesture() async throws {
            let (navigator, host) = try await navigator()
            await navigator.open("comments:7")
            let swipe = try #require(tabStack(host, 0)?.simulateBeginningBackSwipe())
            let returned = Returned()
            let settling = Task {
                await navigator.settled()
                returned.isSet = true
            }
            await letItRun()
            #expect(!returned.isSet)
            swipe.finish()
            await settling.value
            #expect(host.state.root.activeStack == [Screen("feed")])
            #expect(!StandIn.isTransitionRunning)
        }

        @Test("settle() gives up on a gesture that never ends after the host's time-out")
        func settleIsBounded() async throws {
            let host = try await makeHost()
            host.transitionTimeout = .milliseconds(50)
            let stack = try #require(tabStack(host, 0))
            stack.pushViewController(
                PhotoFeedViewController(screen: Screen("likes", ["mediaId": "1"])), animated: false)
            await StandIn.transitionsFinished()
            _ = try #require(stack.simulateBeginningBackSwipe())
            let started = ContinuousClock.now
            await host.settle()
            #expect(ContinuousClock.now - started < .seconds(2))
            #expect(StandIn.isGestureInFlight)
        }
    }
}

/// Whether something has happened yet, set from a task.
@MainActor
final class Returned {
    var isSet = false
}
#endif
