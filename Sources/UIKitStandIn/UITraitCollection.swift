#if !canImport(UIKit)
import Foundation

/// Models `UIUserInterfaceSizeClass`, with UIKit's cases and raw values: how much room a window
/// has in one direction.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// No size class is known (a controller outside any window).
    case unspecified = 0
    /// Little room: an iPhone, or an iPad app in Split View or Slide Over.
    case compact = 1
    /// Ample room: an iPad app full screen.
    case regular = 2
}

/// Models `UITraitCollection`, reduced to the horizontal size class, which decides how
/// popovers and form sheets show.
///
/// Each window scene has its own: regular for an iPad (or Mac, or Vision Pro) app full screen,
/// compact on an iPhone, and what `UIWindowScene.simulateHorizontalSizeClass(_:)` sets when the
/// user moves the app into Split View or Slide Over, or back.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass

    init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        super.init()
    }
}

extension UIWindowScene {
    /// The scene's traits: its horizontal size class.
    public var traitCollection: UITraitCollection {
        UITraitCollection(horizontalSizeClass: horizontalSizeClass)
    }

    /// The scene's horizontal size class: the one simulated last, or the device's full-screen one.
    var horizontalSizeClass: UIUserInterfaceSizeClass {
        simulatedHorizontalSizeClass ?? (UIDevice.current.userInterfaceIdiom.showsPopovers ? .regular : .compact)
    }
}

extension UIViewController {
    /// The traits of the controller's window scene; unspecified outside a window.
    public var traitCollection: UITraitCollection {
        UITraitCollection(horizontalSizeClass: horizontalSizeClassOfWindow)
    }

    /// The horizontal size class of the window the controller is in, or `.unspecified`.
    var horizontalSizeClassOfWindow: UIUserInterfaceSizeClass {
        var root = self
        while let parent = root.parent { root = parent }
        return root.hostWindow?.windowScene?.horizontalSizeClass ?? .unspecified
    }
}

extension UIModalPresentationStyle {
    /// How a presentation of this style shows in a window of `sizeClass`, as UIKit adapts it
    /// from iOS 13 on: where the width is compact, a popover behaves as a form sheet, and a form
    /// sheet or page sheet shows as a sheet with the content behind it peeking out at the top (a
    /// page sheet); where it is regular, each shows as itself.
    func shown(in sizeClass: UIUserInterfaceSizeClass) -> UIModalPresentationStyle {
        switch self {
        case .popover, .formSheet, .pageSheet, .automatic:
            return sizeClass == .regular && self != .automatic ? self : .pageSheet
        default:
            return self
        }
    }
}
#endif
