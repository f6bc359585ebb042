/// Which sources may open a route.
///
/// Screens may be opened from anywhere by default; actions (`logout`) only from inside the app,
/// unless the route allows more.
///
/// ```swift
/// .only([.inApp, .notification])
/// .only([.customScheme], sendingApps: ["com.example.companion"])   // restrict by sending app
/// ```
public struct SourcePolicy: Sendable, CustomStringConvertible {
    private let test: @Sendable (LinkSource) -> Bool
    /// A short description of the policy, for logs and tools.
    public let description: String

    /// A policy decided by `allows`, described by `description`.
    public init(_ description: String, allows: @escaping @Sendable (LinkSource) -> Bool) {
        self.description = description
        self.test = allows
    }

    /// Whether a link from `source` may open the route.
    public func allows(_ source: LinkSource) -> Bool { test(source) }

    /// Every source may open the route.
    public static let anySource = SourcePolicy("any source") { _ in true }

    /// Only the app itself may open the route.
    public static let inAppOnly = SourcePolicy("in-app only") { $0 == .inApp }

    /// Only these kinds of source; custom-scheme links only from `sendingApps` when given
    /// (a link whose sending app is unknown is then refused).
    public static func only(_ kinds: Set<LinkSource.Kind>, sendingApps: Set<String>? = nil) -> SourcePolicy {
        let names = kinds.map(\.rawValue).sorted().joined(separator: ", ")
        let apps = sendingApps.map { " from " + $0.sorted().joined(separator: ", ") } ?? ""
        return SourcePolicy("only \(names)\(apps)") { source in
            guard kinds.contains(source.kind) else { return false }
            if case .customScheme(let app) = source, let sendingApps {
                return app.map(sendingApps.contains) ?? false
            }
            return true
        }
    }
}
