// UIKitStandIn: a Linux model of the part of UIKit that a navigation host calls.
//
// It is our model of UIKit, not UIKit. It declares UIKit's names and signatures for view controllers,
// containers (navigation, tab bar, split view), presentation, windows, scenes, bar button items and
// storyboards, so that a host written as
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import UIKitStandIn
//     #endif
//
// compiles and runs its tests on Linux. Every source file sits inside `#if !canImport(UIKit)`, so the
// module is empty wherever the real UIKit exists. It reproduces the rules that break navigation code
// in practice: one presentation per presenter, presenting only from a view in the window, no
// overlapping transitions, asynchronous completions, dismissal of whole chains, the More tab,
// interactive sheet dismissal, popovers that need an anchor on an iPad, split views that collapse
// into one stack where the window is compact, and `isBeingPresented` /
// `isBeingDismissed` answering only inside the appearance methods, where UIKit documents them.
// Where UIKit would log a warning or raise an exception, the stand-in records the message in
// `StandIn.log` and does nothing, so tests can observe it without crashing.
//
// What the user does by hand (swipes, taps) is not UIKit API; it lives in `Simulation.swift` as
// `simulate…` methods. Settings and the log live in `StandIn`, which is not UIKit API either.

#if !canImport(UIKit)
import Foundation

/// The stand-in's own controls, not UIKit API: the transition duration, the log of messages UIKit
/// would print or raise, a way to await every running transition, and a reset between tests.
///
/// All state is global and main-actor isolated, as UIKit's is; test suites that use the stand-in
/// should run serialized and call ``reset()`` first.
@MainActor
public enum StandIn {
    /// One message UIKit would print to the console (a warning) or raise (an exception).
    public struct LogEntry: Sendable, Equatable, CustomStringConvertible {
        /// How UIKit reports the problem.
        public enum Kind: Sendable, Equatable {
            /// UIKit prints the message and ignores the call.
            case warning
            /// UIKit raises an Objective-C exception, which crashes the app; the stand-in only
            /// records it and ignores the call.
            case exception
        }

        /// Whether UIKit warns or raises.
        public let kind: Kind
        /// The message, in UIKit's words with our object descriptions.
        public let message: String

        /// An entry of `kind` with `message`.
        public init(kind: Kind, message: String) {
            self.kind = kind
            self.message = message
        }

        /// The message prefixed with its kind.
        public var description: String { "\(kind == .warning ? "warning" : "exception"): \(message)" }
    }

    /// How long an animated transition runs. Non-animated transitions ignore it and end at the next
    /// main-actor turn. Zero (the default) makes animated ones end at the next turn too.
    public static var transitionDuration: Duration = .zero

    /// Every message recorded since the last ``reset()``, oldest first.
    public private(set) static var log: [LogEntry] = []

    /// The text of every recorded message, oldest first.
    public static var messages: [String] { log.map(\.message) }

    /// The transitions moving towards their end, by identity.
    static var running: [ObjectIdentifier: Task<Void, Never>] = [:]

    /// The interactive transitions the user's finger holds, by identity: they wait for the
    /// gesture to end.
    static var held: [ObjectIdentifier: Transition] = [:]

    /// Whether any transition is running anywhere, a gesture in flight included.
    public static var isTransitionRunning: Bool { !running.isEmpty || !held.isEmpty }

    /// Whether a gesture started with a `simulateBeginning…` method is still in flight.
    public static var isGestureInFlight: Bool { !held.isEmpty }

    /// Returns once no transition is running, including transitions that completions of earlier
    /// ones start. It never waits for user input, so it cannot hang on its own: a gesture still in
    /// flight is left running.
    public static func transitionsFinished() async {
        while let next = running.values.first {
            await next.value
        }
    }

    /// Cancels every gesture still in flight, waits for running transitions, then clears the log,
    /// the storyboard registry and the connected scenes, and restores the default duration and
    /// the phone idiom.
    public static func reset() async {
        for transition in held.values { transition.endInteraction(cancelled: true) }
        await transitionsFinished()
        log.removeAll()
        transitionDuration = .zero
        UIStoryboard.registry.removeAll()
        UIDevice.current.userInterfaceIdiom = .phone
        UIApplication.shared.disconnectAllScenes()
    }

    /// Whether a body passed to ``exclusively(_:)`` runs, and the bodies waiting for it.
    private static var isExclusive = false
    private static var exclusiveWaiters: [CheckedContinuation<Void, Never>] = []

    /// Runs `body` once no other body passed here runs, so that tests in different suites or
    /// test modules never share the stand-in's global state at the same time. Bodies run in the
    /// order they arrive.
    public static func exclusively<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        if isExclusive {
            await withCheckedContinuation { exclusiveWaiters.append($0) }
        } else {
            isExclusive = true
        }
        defer {
            if exclusiveWaiters.isEmpty {
                isExclusive = false
            } else {
                exclusiveWaiters.removeFirst().resume()
            }
        }
        return try await body()
    }

    /// Records what UIKit would print or raise.
    static func record(_ kind: LogEntry.Kind, _ message: String) {
        log.append(LogEntry(kind: kind, message: message))
    }
}
#endif
