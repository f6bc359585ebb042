#if !canImport(UIKit)
import Foundation

/// Models `UIWindow`: the root of a controller hierarchy, attached to a window scene.
///
/// The stand-in's scene keeps its windows alive (an app keeps its own strong reference in
/// UIKit), and key status is per scene, as `UIWindowScene.keyWindow` reports it since iOS 15.
@MainActor
open class UIWindow: UIView {
    private weak var scene: UIWindowScene?
    private var isKeyWithoutScene = false

    /// A window attached to `windowScene`.
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        self.isHidden = true
        self.windowScene = windowScene
    }

    /// A window attached to no scene; UIKit does not show such windows since iOS 13.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        self.isHidden = true
    }

    /// A window decoded from a nib; the stand-in decodes nothing and never fails.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        self.isHidden = true
    }

    /// The scene the window belongs to. Setting it moves the window to another scene.
    public var windowScene: UIWindowScene? {
        get { scene }
        set {
            guard newValue !== scene else { return }
            scene?.detach(self)
            scene = newValue
            newValue?.attach(self)
        }
    }

    /// The controller whose view fills the window. Setting it installs the new controller's view
    /// and removes the old one's.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if oldValue?.installedWindow === self { oldValue?.installedWindow = nil }
            rootViewController?.installedWindow = self
            rootViewController?.horizontalSizeClassMayHaveChanged()
        }
    }

    /// Whether this window is the key window of its scene.
    public var isKeyWindow: Bool {
        guard let scene else { return isKeyWithoutScene }
        return scene.keyWindow === self
    }

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes the window the key window of its scene.
    open func makeKey() {
        if let scene {
            scene.keyWindowStorage = self
        } else {
            isKeyWithoutScene = true
        }
    }
}
#endif
