#if !canImport(UIKit)
import Foundation
import Testing
@testable import UIKitStandIn

extension UIKitStandInTests {
    @MainActor
    @Suite("Storyboards")
    struct StoryboardTests {
        init() async { await StandIn.reset() }

        final class ProfileViewController: UIViewController {}

        @Test("A registered identifier makes a new controller each time")
        func registeredIdentifierInstantiates() {
            UIStoryboard.simulateRegistering(storyboard: "Main", identifier: "profile") { ProfileViewController() }
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let first = storyboard.instantiateViewController(withIdentifier: "profile")
            let second = storyboard.instantiateViewController(withIdentifier: "profile")
            #expect(first is ProfileViewController)
            #expect(first !== second)
            #expect(StandIn.log.isEmpty)
        }

        @Test("An unknown identifier is recorded as UIKit's exception and gives a placeholder")
        func unknownIdentifierIsRecorded() {
            UIStoryboard.simulateRegistering(storyboard: "Main", identifier: "profile") { ProfileViewController() }
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let placeholder = storyboard.instantiateViewController(withIdentifier: "missing")
            #expect(type(of: placeholder) == UIViewController.self)
            #expect(
                StandIn.log == [
                    .init(
                        kind: .exception,
                        message:
                            "Storyboard (\(storyboard)) doesn't contain a view controller with identifier 'missing'")
                ])
        }

        @Test("An unknown storyboard name is recorded as UIKit's exception")
        func unknownStoryboardIsRecorded() {
            _ = UIStoryboard(name: "Nowhere", bundle: nil)
            #expect(StandIn.log.map(\.kind) == [.exception])
            #expect(StandIn.messages.first?.hasPrefix("Could not find a storyboard named 'Nowhere'") == true)
        }

        @Test("The generic instantiation returns the registered controller's type, or the creator's controller")
        func genericInstantiation() {
            UIStoryboard.simulateRegistering(storyboard: "Main", identifier: "profile") { ProfileViewController() }
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            let registered: ProfileViewController = storyboard.instantiateViewController(identifier: "profile")
            let made = ProfileViewController()
            let created = storyboard.instantiateViewController(identifier: "profile") { _ in made }
            #expect(registered !== made)
            #expect(created === made)
        }
    }
}
#endif
