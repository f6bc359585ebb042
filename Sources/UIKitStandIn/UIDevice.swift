#if !canImport(UIKit)
import Foundation

/// Models `UIUserInterfaceIdiom`, with UIKit's cases and raw values: the kind of interface the
/// app runs in.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// No idiom is known.
    case unspecified = -1
    /// iPhone and iPod touch.
    case phone = 0
    /// iPad.
    case pad = 1
    /// Apple TV.
    case tv = 2
    /// CarPlay.
    case carPlay = 3
    /// A Mac app built with Mac Catalyst, optimized for the Mac.
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6

    /// Whether a full-screen app on this device has a regular horizontal size class, where
    /// popovers show as popovers: the default size class of each window scene.
    var showsPopovers: Bool { self == .pad || self == .mac || self == .vision }
}

/// Models `UIDevice`, reduced to the interface idiom, which gives each window scene its
/// full-screen horizontal size class.
///
/// The stand-in's device is a phone until a test calls `simulateUserInterfaceIdiom(_:)`;
/// `StandIn.reset()` makes it a phone again.
@MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    public static let current = UIDevice()

    /// The interface the device shows: phone, pad, and so on.
    public internal(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .phone

    private override init() {
        super.init()
    }
}
#endif
