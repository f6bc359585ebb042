/// How a presented layer covers what is below it, named as UIKit's modal presentation styles.
///
/// Open for extension: a host that knows a custom transition can be given its name with
/// `ModalStyle("bottomDrawer")`, and `Presentation.custom(name)` presents with that style.
public struct ModalStyle: Hashable, Sendable, Codable, RawRepresentable, CustomStringConvertible {
    /// The style's name.
    public var rawValue: String

    /// Creates a style from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a style from its name.
    public init(_ name: String) {
        self.rawValue = name
    }

    /// The host's default style (a page sheet on current iOS).
    public static let automatic = ModalStyle("automatic")
    /// A sheet that leaves the presenting screen partly visible.
    public static let pageSheet = ModalStyle("pageSheet")
    /// A centred sheet, smaller than the screen on wide devices.
    public static let formSheet = ModalStyle("formSheet")
    /// Covers the whole screen; what is below is removed from view.
    public static let fullScreen = ModalStyle("fullScreen")
    /// Covers the whole screen; what is below stays in the hierarchy.
    public static let overFullScreen = ModalStyle("overFullScreen")
    /// A popover anchored to a view.
    public static let popover = ModalStyle("popover")

    /// The style's name.
    public var description: String { rawValue }

    /// Decodes a style from its name.
    public init(from decoder: any Decoder) throws {
        self.rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes a style as its name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
