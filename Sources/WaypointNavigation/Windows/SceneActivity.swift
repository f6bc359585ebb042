import Foundation

/// What a window hands the system about itself: the activity iOS keeps with the window's scene
/// to restore it, and offers to the user's other devices (Handoff).
///
/// A value with the fields of `NSUserActivity` that navigation uses, so that it is built,
/// encoded and read the same way everywhere; the UIKit and SwiftUI glue turn it into an
/// `NSUserActivity` and back.
///
/// ```swift
/// let activity = try navigator.sceneActivity(activityType: "com.example.photofeed.browsing",
///                                           webHost: "photofeed.example.com")
/// activity.webpageURL   // https://photofeed.example.com/media/4/comments, for Safari on a Mac
/// activity.link         // photofeed://media/4/comments
/// try activity.savedState()   // the window's NavigationState
/// ```
///
/// The window's state is stored as JSON text in ``userInfo`` under ``stateKey``, with
/// ``versionKey`` naming the version it was saved with; the link under ``linkKey``. Every value
/// is a string, so that the dictionary is a valid `NSUserActivity.userInfo` as it stands. The
/// value is `Codable` too, for SwiftUI's `@SceneStorage`, which keeps `Data`.
public struct SceneActivity: Hashable, Sendable, Codable {
    /// The ``userInfo`` key of the link the window shows.
    public static let linkKey = "waypoint.link"
    /// The ``userInfo`` key of the window's state, as JSON text.
    public static let stateKey = "waypoint.state"
    /// The ``userInfo`` key of the version the state was saved with.
    public static let versionKey = "waypoint.version"

    /// The activity's type: one the app lists under `NSUserActivityTypes` in its `Info.plist`.
    public var activityType: String
    /// The web page that shows what the window shows, for routes a universal link opens: Handoff
    /// opens it in a browser on a device without the app.
    public var webpageURL: URL?
    /// What the window shows, as a link; the system matches it against a scene's
    /// `activationConditions` to choose the window for an activity.
    public var targetContentIdentifier: String?
    /// The link and the saved state, as strings (see ``linkKey``, ``stateKey``, ``versionKey``).
    public var userInfo: [String: String]

    /// An activity with these fields, as read from an `NSUserActivity`.
    public init(
        activityType: String, webpageURL: URL? = nil, targetContentIdentifier: String? = nil,
        userInfo: [String: String] = [:]
    ) {
        self.activityType = activityType
        self.webpageURL = webpageURL
        self.targetContentIdentifier = targetContentIdentifier
        self.userInfo = userInfo
    }

    /// An activity for a window that shows `state`, whose top-most screen `link` opens (when a
    /// route prints one); `version` names the shape of the app's screens, to raise when screens
    /// change meaning so that states saved before are not restored.
    ///
    /// - Throws: ``RestorationError/unreadable(reason:)`` when the state cannot be encoded.
    public init(
        activityType: String, state: NavigationState?, link: String?, webpageURL: URL? = nil, version: Int = 1
    ) throws(RestorationError) {
        var userInfo: [String: String] = [:]
        if let link { userInfo[Self.linkKey] = link }
        if let state {
            let data: Data
            do {
                data = try JSONEncoder().encode(state)
            } catch {
                throw .unreadable(reason: "the state cannot be encoded: \(error)")
            }
            userInfo[Self.stateKey] = String(decoding: data, as: UTF8.self)
            userInfo[Self.versionKey] = String(version)
        }
        self.init(
            activityType: activityType, webpageURL: webpageURL, targetContentIdentifier: link, userInfo: userInfo)
    }

    /// The link the window showed, when a route prints one.
    public var link: String? { userInfo[Self.linkKey] ?? targetContentIdentifier }

    /// The state the activity carries, or `nil` when it carries none (a Handoff activity from a
    /// browser, say).
    ///
    /// - Throws: ``RestorationError/unsupportedVersion(found:expected:)`` when it was saved with
    ///   another `version`; ``RestorationError/unreadable(reason:)`` when the version or the
    ///   state cannot be read, naming what is wrong.
    public func savedState(version: Int = 1) throws(RestorationError) -> NavigationState? {
        guard let text = userInfo[Self.stateKey] else { return nil }
        guard let written = userInfo[Self.versionKey] else {
            throw .unreadable(reason: "the state has no \(Self.versionKey)")
        }
        guard let found = Int(written) else {
            throw .unreadable(reason: "\(Self.versionKey) is '\(written)', not a whole number")
        }
        guard found == version else { throw .unsupportedVersion(found: found, expected: version) }
        do {
            return try JSONDecoder().decode(NavigationState.self, from: Data(text.utf8))
        } catch {
            throw .unreadable(reason: "\(error)")
        }
    }
}
