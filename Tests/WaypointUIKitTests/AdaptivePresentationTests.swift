#if !canImport(UIKit)
import Foundation
import PhotoFeedUIKit
import Testing
import UIKitStandIn
import WaypointNavigation
import WaypointUIKit

/// An app's answer to `adaptivePresentationStyle(for:traitCollection:)`.
@MainActor
final class AdaptationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    let answer: UIModalPresentationStyle
    private(set) var asked = 0

    init(answer: UIModalPresentationStyle) {
        self.answer = answer
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        asked += 1
        return answer
    }
}

extension WaypointUIKitTests {
    /// The app's presentation delegate decides what a popover or form sheet becomes in a compact
    /// width, as in UIKit; the host's state stays what UIKit shows.
    @MainActor
    @Suite("Adaptive presentation delegate")
    struct AdaptivePresentationTests {
        func padHost(compact: Bool, delegate: AdaptationDelegate) async throws -> (UIKitHost, Navigator) {
            UIDevice.current.simulateUserInterfaceIdiom(.pad)
            var factory = PhotoFeedFactory.make()
            factory.register("share", type: PhotoFeedViewController.self)
            factory.register("filter", type: PhotoFeedViewController.self)
            let host = try await makeHost(factory: factory)
            host.presentationDelegate = delegate
            if compact { host.window?.windowScene?.simulateHorizontalSizeClass(.compact) }
            let navigator = try popoverNavigator(host)
            try navigator.register("sheet:{id}", .screen("filter", presentation: .modal(.formSheet)))
            try await navigator.ready()
            return (host, navigator)
        }

        func presented(_ host: UIKitHost) -> UIViewController? {
            rootTabBar(host)?.presentedViewController
        }

        @Test("A delegate answering .none keeps a popover a popover in Split View; a tap outside closes it")
        func popoverStaysPopover() async throws {
            let delegate = AdaptationDelegate(answer: .none)
            let (host, navigator) = try await padHost(compact: true, delegate: delegate)
            _ = await navigator.open("photofeed://share:1")
            #expect(presented(host)?.presentationController?.simulatedShownStyle == .popover)
            #expect(delegate.asked > 0)
            #expect(host.state.layers.map(\.style) == [.popover])
            #expect(presented(host)?.simulateInteractiveDismissal() == false)
            #expect(presented(host)?.simulateTapOutsidePopover() == true)
            await StandIn.transitionsFinished()
            #expect(host.state.layers.isEmpty)
        }

        @Test("A delegate answering .fullScreen shows a form sheet full screen in a compact width, never swiped away")
        func formSheetFullScreen() async throws {
            let delegate = AdaptationDelegate(answer: .fullScreen)
            let (host, navigator) = try await padHost(compact: true, delegate: delegate)
            _ = await navigator.open("photofeed://sheet:1")
            #expect(presented(host)?.presentationController?.simulatedShownStyle == .fullScreen)
            #expect(presented(host)?.simulateInteractiveDismissal() == false)
            await StandIn.transitionsFinished()
            #expect(host.state.layers.map(\.style) == [.formSheet])
        }

        @Test("In a regular width the delegate is not asked and the popover shows as itself")
        func regularWidth() async throws {
            let delegate = AdaptationDelegate(answer: .fullScreen)
            let (host, navigator) = try await padHost(compact: false, delegate: delegate)
            _ = await navigator.open("photofeed://share:1")
            #expect(presented(host)?.presentationController?.simulatedShownStyle == .popover)
            #expect(delegate.asked == 0)
        }

        @Test("Without a delegate a popover adapts to a sheet in a compact width, as before")
        func noDelegate() async throws {
            let unused = AdaptationDelegate(answer: .none)
            let (host, navigator) = try await padHost(compact: true, delegate: unused)
            host.presentationDelegate = nil
            _ = await navigator.open("photofeed://share:1")
            #expect(presented(host)?.presentationController?.simulatedShownStyle == .pageSheet)
            #expect(unused.asked == 0)
        }
    }
}
#endif
