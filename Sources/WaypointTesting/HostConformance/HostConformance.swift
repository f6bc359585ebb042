import WaypointNavigation

/// Checks that a navigation host reaches exactly the states `HeadlessHost` reaches: the same
/// links go through two navigators with the same routes, one driving the host under test, one a
/// headless host, and after every link both outcomes and both states must be equal.
///
/// A host for UIKit, SwiftUI or anything else proves with it that it applies plans exactly as
/// `NavigationState.applying(_:)` says, and that what it reads back from its UI is what it
/// applied.
///
/// ```swift
/// let harness = try await HostConformance.start(
///     showing: launchState,
///     makeHost: { state in try await makeUIKitHost(showing: state) },
///     makeNavigator: { host in try PhotoFeedRoutes.navigator(host: host) })
/// try await harness.open("user:42")
/// try await harness.open("comments:7", source: .notification)
/// ```
@MainActor
public final class HostConformance {
    /// The navigator that drives the host under test (wrapped in ``checkedHost``).
    public let subject: Navigator
    /// The host under test, wrapped so that every step it applies is checked too.
    public let checkedHost: StepCheckingHost
    /// The navigator that drives ``referenceHost``.
    public let reference: Navigator
    /// The headless host whose states are the expected ones.
    public let referenceHost: HeadlessHost
    /// How many links have been checked.
    public private(set) var linksChecked = 0
    /// How many plan steps the reference navigator applied over the checked links.
    public private(set) var stepsApplied = 0

    private init(subject: Navigator, checkedHost: StepCheckingHost, reference: Navigator, referenceHost: HeadlessHost) {
        self.subject = subject
        self.checkedHost = checkedHost
        self.reference = reference
        self.referenceHost = referenceHost
    }

    /// Makes the host under test showing `state` with `makeHost`, a headless host showing the
    /// same state, a navigator for each with `makeNavigator`, and calls `ready()` on both.
    ///
    /// - Throws: ``HostDivergence`` when the new host does not read back `state`; whatever
    ///   `makeHost`, `makeNavigator` or `ready()` throws.
    public static func start(
        showing state: NavigationState,
        makeHost: @MainActor (NavigationState) async throws -> any NavigationHost,
        makeNavigator: @MainActor (any NavigationHost) throws -> Navigator
    ) async throws -> HostConformance {
        let host = StepCheckingHost(try await makeHost(state))
        let referenceHost = HeadlessHost(state)
        let harness = HostConformance(
            subject: try makeNavigator(host), checkedHost: host, reference: try makeNavigator(referenceHost),
            referenceHost: referenceHost)
        try harness.compare(link: "(start)", source: .inApp, expected: nil, actual: nil)
        try await harness.subject.ready()
        try await harness.reference.ready()
        return harness
    }

    /// Opens `link` from `source` on both navigators and returns the subject's outcome.
    ///
    /// - Throws: ``HostDivergence`` when the outcomes or the states differ afterwards, or a step
    ///   of the subject's plan did not land where `NavigationState.applying(_:)` says.
    @discardableResult
    public func open(_ link: String, source: LinkSource = .inApp) async throws(HostDivergence) -> LinkOutcome {
        let expected = await reference.open(link, source: source)
        let actual = await subject.open(link, source: source)
        linksChecked += 1
        if case .navigated(let plan) = expected { stepsApplied += plan.steps.count }
        try compare(link: link, source: source, expected: expected, actual: actual)
        return actual
    }

    /// Opens every link in order, checking after each.
    ///
    /// - Throws: ``HostDivergence`` at the first link after which the hosts differ.
    public func open(_ links: [(link: String, source: LinkSource)]) async throws(HostDivergence) {
        for (link, source) in links {
            try await open(link, source: source)
        }
    }

    /// Makes the reference host show what the host under test shows now: call it after moving
    /// the subject's UI by hand (a swipe, a tap), which the reference cannot see.
    public func followSubject() {
        referenceHost.reset(to: checkedHost.state)
    }

    private func compare(
        link: String, source: LinkSource, expected: LinkOutcome?, actual: LinkOutcome?
    ) throws(HostDivergence) {
        let expectedState = referenceHost.state
        let actualState = checkedHost.state
        let stepMismatch = checkedHost.mismatches.first
        guard expectedState != actualState || expected != actual || stepMismatch != nil else { return }
        checkedHost.clearMismatches()
        throw HostDivergence(
            index: linksChecked, link: link, source: source, expectedOutcome: expected, actualOutcome: actual,
            expectedState: expectedState, actualState: actualState, stepMismatch: stepMismatch)
    }
}
