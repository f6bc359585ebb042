#if !canImport(UIKit)
import Foundation

/// Models `UIStoryboard`: creates controllers by identifier.
///
/// There are no storyboard files on Linux; tests fill a registry with
/// `UIStoryboard.simulateRegistering(storyboard:identifier:_:)`. UIKit raises an
/// `NSInvalidArgumentException` for an unknown storyboard name (at initialization) or an unknown
/// identifier (at instantiation), which crashes the app. The stand-in records each as an
/// exception in `StandIn.log` instead: an unknown name gives an empty storyboard, and
/// ``instantiateViewController(withIdentifier:)`` with an unknown identifier returns a plain
/// placeholder `UIViewController`. Only the generic
/// ``instantiateViewController(identifier:creator:)`` traps, after recording, when it has no
/// controller of the requested type to return.
@MainActor
open class UIStoryboard: NSObject {
    /// The registered controllers' factories, by storyboard name, then identifier.
    static var registry: [String: [String: @MainActor () -> UIViewController]] = [:]

    /// The storyboard's name.
    public let name: String

    /// The storyboard named `name`; `bundle` is ignored, since the registry has no bundles.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
        if Self.registry[name] == nil {
            StandIn.record(
                .exception,
                "Could not find a storyboard named '\(name)' in bundle \(storyboardBundleOrNil ?? Bundle.main)")
        }
    }

    /// A new controller for `identifier`, or a placeholder after recording UIKit's exception when
    /// the storyboard has no such identifier.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let make = Self.registry[name]?[identifier] else {
            recordUnknown(identifier)
            return UIViewController()
        }
        return make()
    }

    /// A new controller for `identifier`, made by `creator` when it is given and returns one (UIKit
    /// passes it the decoding coder; the stand-in passes an empty one), by the registry otherwise.
    /// An unknown identifier is recorded; the call then traps unless `creator` supplies a controller.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        let make = Self.registry[name]?[identifier]
        if make == nil { recordUnknown(identifier) }
        if let made = creator?(NSCoder()) { return made }
        guard let make else {
            fatalError("Storyboard \(self) doesn't contain a view controller with identifier '\(identifier)'")
        }
        let made = make()
        guard let typed = made as? ViewController else {
            StandIn.record(.exception, "\(made) is not a \(ViewController.self)")
            fatalError("\(made) is not a \(ViewController.self)")
        }
        return typed
    }

    private func recordUnknown(_ identifier: String) {
        StandIn.record(
            .exception, "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'")
    }

    /// `<UIStoryboard: 0xaddress>`, the form UIKit's console messages use.
    nonisolated open override var description: String {
        let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
        return "<\(type(of: self)): 0x\(String(address, radix: 16))>"
    }
}
#endif
