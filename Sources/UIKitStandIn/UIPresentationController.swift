#if !canImport(UIKit)
import Foundation

/// Models `UIPresentationController`: the object that manages one controller's presentation and
/// tells its delegate about interactive (swipe) dismissals.
@MainActor
open class UIPresentationController: NSObject {
    /// The controller this object presents.
    public unowned let presentedViewController: UIViewController
    private weak var initialPresenter: UIViewController?

    /// The object told about interactive dismissals. UIKit holds it weakly.
    public weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation controller for `presentedViewController`, presented by
    /// `presentingViewController`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.initialPresenter = presentingViewController
        super.init()
    }

    /// The controller that presents ``presentedViewController``. UIKit declares it non-optional
    /// and leaves it unset before a presentation; the stand-in then answers the presenter given at
    /// initialization or, failing that, ``presentedViewController`` itself rather than crash.
    public var presentingViewController: UIViewController {
        presentedViewController.presenter ?? initialPresenter ?? presentedViewController
    }

    /// The style the presented controller asked for.
    public var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// `<ClassName: 0xaddress>`, the form UIKit's console messages use.
    nonisolated open override var description: String {
        let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
        return "<\(type(of: self)): 0x\(String(address, radix: 16))>"
    }
}
#endif
