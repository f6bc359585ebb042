#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

extension ModalStyle {
    /// The UIKit presentation style of the same name; `nil` for a custom style, which a
    /// registered ``CustomTransition`` presents.
    public var modalPresentationStyle: UIModalPresentationStyle? {
        switch self {
        case .automatic: return .automatic
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .popover: return .popover
        default: return nil
        }
    }

    /// The style named after UIKit's `style`, for layers the app presented itself; a style
    /// Waypoint has no name for keeps UIKit's case name (`currentContext`, `custom`).
    public init(_ style: UIModalPresentationStyle) {
        switch style {
        case .automatic: self = .automatic
        case .pageSheet: self = .pageSheet
        case .formSheet: self = .formSheet
        case .fullScreen: self = .fullScreen
        case .overFullScreen: self = .overFullScreen
        case .popover: self = .popover
        case .currentContext: self = ModalStyle("currentContext")
        case .overCurrentContext: self = ModalStyle("overCurrentContext")
        case .custom: self = ModalStyle("custom")
        default: self = ModalStyle("none")
        }
    }
}
