import Foundation

/// Where a push payload keeps its link: key paths tried in order, the first link found wins.
///
/// The default reads `{"aps": {"urn": "user:self"}}`, then top-level `urn`, `path`, `url` and
/// `link`. A value is a link when it is a non-empty string or a `URL`. Payloads are read as iOS
/// hands them over (`[AnyHashable: Any]` from `UNNotificationResponse`, with nested
/// dictionaries of any key type) or as decoded JSON (`[String: Any]`).
///
/// ```swift
/// NotificationKeys().link(in: ["aps": ["urn": "user:self"]])   // .success("user:self")
/// NotificationKeys().link(in: ["aps": ["urn": 42]])
/// // .failure(.payloadLinkUnreadable(key: "aps.urn", found: "a number (42)"))
/// ```
public struct NotificationKeys: Hashable, Sendable {
    /// Key paths, each a list of keys from the payload's top level down.
    public var keyPaths: [[String]]

    /// Key paths to try, in order.
    public init(_ keyPaths: [[String]] = [["aps", "urn"], ["urn"], ["path"], ["url"], ["link"]]) {
        self.keyPaths = keyPaths
    }

    /// The first link found in `payload`; when none is, an error that names the first key
    /// present whose value is not a link (and what it holds), or every key tried.
    public func link(in payload: [AnyHashable: Any]) -> Result<String, NavigationError> {
        link(inDictionary: Self.dictionary(payload) ?? [:])
    }

    /// The first link found in a payload decoded as JSON; see ``link(in:)-([AnyHashable:Any])``.
    public func link(in payload: [String: Any]) -> Result<String, NavigationError> {
        link(inDictionary: payload)
    }

    private func link(inDictionary payload: [String: Any]) -> Result<String, NavigationError> {
        var firstUnreadable: NavigationError?
        for path in keyPaths where !path.isEmpty {
            var value: Any? = payload
            for key in path {
                value = Self.dictionary(value)?[key]
            }
            guard let value else { continue }
            if let link = Self.link(value) { return .success(link) }
            if firstUnreadable == nil {
                firstUnreadable = .payloadLinkUnreadable(key: path.joined(separator: "."), found: Self.describe(value))
            }
        }
        return .failure(firstUnreadable ?? .payloadHasNoLink(keys: names))
    }

    /// The link a value holds: a non-empty string, or a URL.
    private static func link(_ value: Any) -> String? {
        if let string = value as? String { return string.isEmpty ? nil : string }
        if let url = value as? URL { return url.absoluteString }
        if let url = value as? NSURL { return url.absoluteString }
        return nil
    }

    /// What a value that is not a link holds, in words, for the error.
    static func describe(_ value: Any) -> String {
        switch value {
        case is NSNull: return "null"
        case let string as String where string.isEmpty: return "an empty string"
        case let bool as Bool where type(of: value) == Bool.self: return "a boolean (\(bool))"
        case let number as NSNumber: return "a number (\(number))"
        case let number as any BinaryInteger: return "a number (\(number))"
        case let number as any BinaryFloatingPoint: return "a number (\(number))"
        case is [AnyHashable: Any], is NSDictionary: return "a dictionary"
        case is [Any], is NSArray: return "an array"
        default: return "a value of type \(type(of: value))"
        }
    }

    /// Reads dictionaries keyed by `String` or, as iOS hands them over, by `AnyHashable`.
    static func dictionary(_ value: Any?) -> [String: Any]? {
        if let dictionary = value as? [String: Any] { return dictionary }
        if let dictionary = value as? [AnyHashable: Any] {
            var result: [String: Any] = [:]
            for (key, value) in dictionary {
                if let key = key.base as? String { result[key] = value }
            }
            return result
        }
        if let dictionary = value as? NSDictionary {
            var result: [String: Any] = [:]
            for (key, value) in dictionary {
                if let key = key as? String { result[key] = value }
            }
            return result
        }
        return nil
    }

    /// Every key path, dotted (`aps.urn`), for error messages.
    var names: [String] { keyPaths.map { $0.joined(separator: ".") } }
}
