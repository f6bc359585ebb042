/// Chooses the window a link opens in, when the app has several (iPad, Mac, Vision Pro).
///
/// ```swift
/// let chooser = WindowChooser.showingTarget      // or .foreground (the default), or .custom { … }
/// let window = chooser.choose(for: link, target: navigator.targetScreen(for: link), among: windows)
/// ```
///
/// - ``foreground``: the window the user is in (foreground-active), else one on screen, else
///   the first given.
/// - ``showingTarget``: a window whose top-most screen is the link's screen, else one that holds
///   it anywhere (a tab or a stack the link switches back to), nearest the user first; when no
///   window shows it, as ``foreground``.
/// - ``custom(_:)``: the app's closure chooses from the link, its screen and the windows; when
///   it names no window given, as ``foreground``.
///
/// Among equals, the window given first wins, so a list ordered by recent use breaks ties by it.
/// The choice is a pure function of its inputs; the UIKit and SwiftUI glue gather the windows.
public struct WindowChooser: Sendable {
    /// Names the window a link opens in from the link, the screen it opens (`nil` for an action
    /// or a link no route takes) and the open windows; `nil` leaves the choice to ``foreground``.
    public typealias Choose = @Sendable (_ link: String, _ target: Screen?, _ windows: [WindowCandidate]) -> String?

    private let rule: Rule

    private enum Rule {
        case foreground
        case showingTarget
        case custom(Choose)
    }

    /// The window the user is in.
    public static let foreground = WindowChooser(rule: .foreground)
    /// The window already showing the link's screen, else the window the user is in.
    public static let showingTarget = WindowChooser(rule: .showingTarget)

    /// The window `choose` names, else the window the user is in.
    public static func custom(_ choose: @escaping Choose) -> WindowChooser {
        WindowChooser(rule: .custom(choose))
    }

    /// The window `link` (whose screen is `target`) opens in, among `windows`; `nil` when there
    /// are none.
    public func choose(for link: String, target: Screen?, among windows: [WindowCandidate]) -> WindowCandidate? {
        switch rule {
        case .foreground:
            break
        case .showingTarget:
            if let target, let showing = Self.nearest(windows.filter { $0.state.topScreen == target }) {
                return showing
            }
            if let target, let holding = Self.nearest(windows.filter { $0.state.holds(target) }) {
                return holding
            }
        case .custom(let choose):
            if let id = choose(link, target, windows), let chosen = windows.first(where: { $0.id == id }) {
                return chosen
            }
        }
        return Self.nearest(windows)
    }

    /// The window nearest the user; the first given among equals.
    private static func nearest(_ windows: [WindowCandidate]) -> WindowCandidate? {
        windows.enumerated().min { ($0.element.activity, $0.offset) < ($1.element.activity, $1.offset) }?.element
    }
}

extension NavigationState {
    /// Whether `screen` is anywhere in the state: a tab, a stack, or a presented layer.
    func holds(_ screen: Screen) -> Bool {
        root.screens.contains(screen) || layers.contains { $0.container.screens.contains(screen) }
    }
}
