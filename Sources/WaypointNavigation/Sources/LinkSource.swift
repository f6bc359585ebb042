/// Where a link came from: routes decide which sources may open them.
public enum LinkSource: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The app itself: a button, a cell, code.
    case inApp
    /// A custom-scheme URL opened by another app (its bundle identifier when iOS gave one).
    case customScheme(sendingApp: String?)
    /// A universal link (`NSUserActivity.webpageURL` from the web).
    case universalLink
    /// A push or local notification the user tapped.
    case notification
    /// Handoff from another device.
    case handoff
    /// A home-screen quick action.
    case shortcut
    /// A widget tap.
    case widget

    /// The source without its details, for policies.
    public var kind: Kind {
        switch self {
        case .inApp: return .inApp
        case .customScheme: return .customScheme
        case .universalLink: return .universalLink
        case .notification: return .notification
        case .handoff: return .handoff
        case .shortcut: return .shortcut
        case .widget: return .widget
        }
    }

    /// Whether the link came from outside the app.
    public var isExternal: Bool { self != .inApp }

    /// The source's name, with the sending app for custom schemes.
    public var description: String {
        if case .customScheme(let app?) = self { return "customScheme(\(app))" }
        return kind.rawValue
    }

    /// The kinds of source, without details.
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        /// See ``LinkSource/inApp``.
        case inApp
        /// See ``LinkSource/customScheme(sendingApp:)``.
        case customScheme
        /// See ``LinkSource/universalLink``.
        case universalLink
        /// See ``LinkSource/notification``.
        case notification
        /// See ``LinkSource/handoff``.
        case handoff
        /// See ``LinkSource/shortcut``.
        case shortcut
        /// See ``LinkSource/widget``.
        case widget
    }
}
