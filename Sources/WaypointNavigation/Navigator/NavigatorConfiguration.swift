import Foundation

/// How a ``Navigator`` queues, serializes and reads links. Every property has a sane default.
public struct NavigatorConfiguration: Sendable {
    /// Which links opened before `ready()` are delivered.
    public enum PendingDelivery: Hashable, Sendable {
        /// Every link, in the order it was opened.
        case inOrder
        /// Only the latest; earlier ones end as ``CancellationReason/superseded``.
        case latestOnly
    }

    /// What happens to a link opened while another is still navigating.
    public enum Overlap: Hashable, Sendable {
        /// It waits for the running one to finish, then runs; links run in the order opened.
        case wait
        /// It replaces the running one (which stops after its current step) and every waiting
        /// one; those end as ``CancellationReason/replaced``. The app's own changes are no
        /// links and are never replaced: a root change (``Navigator/showRoot(_:animated:)``), a
        /// command (``Navigator/perform(_:animated:)``) and taking redirects away wait their
        /// turn and run whole.
        case replace
    }

    /// Which links opened before `ready()` are delivered.
    public var pendingDelivery: PendingDelivery
    /// How long a link may wait, in seconds: for `ready()`, for the root to show tabs, or
    /// parked by a guard for `resumeRedirected()`. Older ones end as
    /// ``CancellationReason/expired`` (a parked link with ``NavigationEvent/Stage/dropped(_:)``).
    /// `nil` keeps them however long it takes.
    public var pendingLifetime: TimeInterval?
    /// The most links each queue may hold: those waiting for `ready()`, those waiting for the
    /// root to show tabs, and those parked by guards. When one more arrives the oldest waiting
    /// link ends as ``CancellationReason/queueFull`` (for parked links see ``ResumePolicy``), so
    /// a flood of links cannot grow memory without bound. At least 1.
    public var maxPending: Int
    /// Which parked links ``Navigator/resumeRedirected()`` opens when several wait; by default
    /// only the first (``ResumePolicy/first``).
    public var resumePolicy: ResumePolicy
    /// What happens to a link opened while another is navigating.
    public var overlap: Overlap
    /// Where `open(notification:)` looks for a link, first match wins.
    public var notificationKeys: NotificationKeys
    /// The scheme `currentLink` prints URN and path routes with (`photofeed` gives
    /// `photofeed://user:self`); by default the router's only scheme, if it has exactly one.
    public var linkScheme: String?
    /// How many guard redirects to links may follow one another before the link fails.
    public var maxRedirects: Int
    /// The identifiers of the app's tabs, when it has a tab bar. Routes that show a screen in a
    /// tab are checked against these, not against what is on screen at launch, so that an app
    /// that launches without tabs (onboarding first) can register its tab routes. `nil` checks
    /// them against the tabs on screen, when there are any.
    public var tabs: [String]?
    /// The sidebar items of the app's split view, when it has one (an iPad layout). With them, a
    /// route that lands in a split view's column waits while the root is not a split view
    /// (onboarding first), as a tab route waits for ``tabs``, until
    /// ``Navigator/showRoot(_:animated:)`` shows one. `nil` fails such a link at once with
    /// ``NavigationError/unavailableColumn(_:reason:)``.
    public var splitItems: [String]?
    /// Opens a web link in the browser. When set, a universal link (or a Handoff page) that no
    /// route takes is handed to it and ends as ``LinkOutcome/openedInBrowser(_:)``, instead of
    /// ``LinkOutcome/unmatched(_:)``: the page the user tapped still opens. On iOS the closure
    /// calls `UIApplication.shared.open(url)`. `nil` (the default) leaves such links unmatched.
    ///
    /// ```swift
    /// var configuration = NavigatorConfiguration()
    /// configuration.openInBrowser = { url in UIApplication.shared.open(url) }
    /// ```
    public var openInBrowser: (@MainActor @Sendable (URL) -> Void)?
    /// The screen kinds the app's routes show: ``Navigator/ready()`` throws
    /// ``NavigationError/screensUnavailable(_:)`` listing those the host cannot make
    /// (``NavigationHost/missingScreenKinds(_:)``). The navigator `waypoint generate` writes and
    /// the one a route file makes set it to the file's kinds; `nil` checks nothing.
    public var screenKinds: Set<String>?
    /// Where a link from outside the app (a universal link, a custom-scheme URL, a
    /// notification…) lands while a sheet or cover is open, when its route's placement is
    /// ``Placement/top``; ``OutsideLinkPlacement/onTop`` unless set. In-app links always land
    /// where their route says.
    public var outsideLinks: OutsideLinkPlacement = .onTop
    /// The clock pending lifetimes are measured with; tests pass a fake.
    public var now: @Sendable () -> Date

    /// Where links from outside the app land while a modal is open.
    ///
    /// ```text
    /// onTop:              tabs ▸ settings sheet ▸ [article pushed in the sheet]
    /// dismissingModals:   tabs (route's tab, or the selected one) ▸ [article]   (sheet dismissed)
    /// ```
    public enum OutsideLinkPlacement: Hashable, Sendable {
        /// Where the route says: with ``Placement/top``, inside the open sheet.
        case onTop
        /// The open sheets and covers are dismissed first: the screen lands in its route's
        /// tab, or on the root's visible stack (``Placement/root``).
        case dismissingModals
    }

    /// A configuration; every argument has a default.
    public init(
        pendingDelivery: PendingDelivery = .inOrder,
        pendingLifetime: TimeInterval? = 300,
        maxPending: Int = 32,
        overlap: Overlap = .wait,
        notificationKeys: NotificationKeys = NotificationKeys(),
        linkScheme: String? = nil,
        maxRedirects: Int = 3,
        tabs: [String]? = nil,
        splitItems: [String]? = nil,
        resumePolicy: ResumePolicy = .first,
        openInBrowser: (@MainActor @Sendable (URL) -> Void)? = nil,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.pendingDelivery = pendingDelivery
        self.pendingLifetime = pendingLifetime
        self.maxPending = max(1, maxPending)
        self.overlap = overlap
        self.notificationKeys = notificationKeys
        self.linkScheme = linkScheme
        self.maxRedirects = maxRedirects
        self.tabs = tabs
        self.splitItems = splitItems
        self.resumePolicy = resumePolicy
        self.openInBrowser = openInBrowser
        self.now = now
    }
}
