/// An async check that runs before a route opens: proceed, cancel, or redirect (to a login
/// screen, say) and resume the original link later with `Navigator.resumeRedirected()`.
///
/// ```swift
/// let loggedIn = NavigationGuard("logged in") { _ in
///     account.isSignedIn ? .proceed : .redirect(.screen(Screen("login"), .modal(.fullScreen)))
/// }
/// ```
public struct NavigationGuard: Sendable {
    /// What a guard runs: the request in, the decision out.
    public typealias Check = @MainActor @Sendable (GuardRequest) async -> GuardDecision

    /// The guard's name, reported when it cancels.
    public let name: String
    /// The check.
    public let check: Check

    /// Creates a guard named `name`.
    public init(_ name: String, check: @escaping Check) {
        self.name = name
        self.check = check
    }
}

/// What a guard is asked about.
public struct GuardRequest: Sendable {
    /// The link being opened.
    public let link: String
    /// Where it came from.
    public let source: LinkSource
    /// The pattern of the route it matched.
    public let pattern: String
    /// The values captured from the path.
    public let parameters: [String: String]
    /// What is on screen.
    public let state: NavigationState
}

/// A guard's answer.
public enum GuardDecision: Hashable, Sendable {
    /// Go on to the next guard, then open the link.
    case proceed
    /// Drop the link.
    case cancel
    /// Show something else first and keep the link until `Navigator.resumeRedirected()`.
    case redirect(Redirect)
}

/// Where a guard sends the user instead.
public enum Redirect: Hashable, Sendable, CustomStringConvertible {
    /// A screen, presented as given.
    case screen(Screen, Presentation)
    /// A link, opened from inside the app.
    case link(String)

    /// The redirect in a few words.
    public var description: String {
        switch self {
        case .screen(let screen, _): return "screen \(screen)"
        case .link(let link): return "link \(link)"
        }
    }
}

/// What a guard's redirect did to a link: which guard, what it asked for, and what the user
/// sees instead. The link itself waits for ``Navigator/resumeRedirected()``.
public struct Redirection: Hashable, Sendable, CustomStringConvertible {
    /// The name of the guard that redirected.
    public var guardName: String
    /// What the guard asked for.
    public var redirect: Redirect
    /// The top-most screen once the redirect was followed (the login screen); `nil` when
    /// nothing is on screen.
    public var screen: Screen?

    /// Creates a redirection.
    public init(guardName: String, redirect: Redirect, screen: Screen?) {
        self.guardName = guardName
        self.redirect = redirect
        self.screen = screen
    }

    /// `guard 'logged in' showed login`.
    public var description: String {
        "guard '\(guardName)' showed \(screen?.description ?? "nothing") (\(redirect))"
    }
}
