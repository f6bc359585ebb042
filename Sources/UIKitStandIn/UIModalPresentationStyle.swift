#if !canImport(UIKit)
import Foundation

/// Models `UIModalPresentationStyle`, with UIKit's cases and raw values (tvOS's
/// `blurOverFullScreen` is left out).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen and removes the presenter's view when the transition ends.
    case fullScreen = 0
    /// A sheet the user can swipe down.
    case pageSheet = 1
    /// A smaller sheet the user can swipe down.
    case formSheet = 2
    /// Covers the presentation context's view.
    case currentContext = 3
    /// A style the presented controller's transitioning delegate defines.
    case custom = 4
    /// Covers the screen and keeps the presenter's view.
    case overFullScreen = 5
    /// Covers the presentation context and keeps its view.
    case overCurrentContext = 6
    /// A popover; on compact widths UIKit adapts it to a sheet.
    case popover = 7
    /// No adaptation; only valid as an adaptive style.
    case none = -1
    /// The system's choice: a page sheet on current systems.
    case automatic = -2

    /// Whether UIKit removes the presenter's view once the presentation ends.
    var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the user can swipe a presentation shown in this style away: a sheet (a popover
    /// adapted to one included, see `shown(in:)`); a popover showing as one goes with a tap
    /// outside it instead.
    var allowsInteractiveDismissal: Bool {
        switch self {
        case .pageSheet, .formSheet, .automatic: return true
        default: return false
        }
    }
}
#endif
