#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import Foundation

import WaypointNavigation

/// Turns a screen into the view controller that shows it, by the screen's kind: with a closure,
/// from a storyboard identifier, or from a type. It also holds the custom transitions that
/// `Presentation.custom(_:)` names, and the anchors of popovers (``PopoverAnchor``).
///
/// ```swift
/// var factory = ScreenFactory()
/// factory.register("user") { screen in UserViewController(userID: screen.info["userId"] ?? "") }
/// factory.register("comments", storyboard: "Main", identifier: "Comments")
/// factory.register("likes", type: LikesViewController.self)
/// ```
///
/// A maker may fail for one screen — the trail the link names no longer exists — by throwing or
/// by returning `nil`; the link then ends with `NavigationError.screenUnavailable(_:reason:)`
/// naming the screen, and nothing is shown in its place:
///
/// ```swift
/// factory.register("trail") { screen in
///     guard let trail = trails[screen.info["id"] ?? ""] else { throw TrailError.notFound }
///     return TrailViewController(trail: trail)
/// }
/// ```
///
/// Hosts remember which screen each controller they made is for, so a closure may return a
/// plain `UIViewController`; a controller that adopts ``ScreenProviding`` is read through it
/// instead. A controller made from a storyboard or a type that adopts ``ScreenUpdating`` is
/// handed its screen with ``ScreenUpdating/update(to:)``.
@MainActor
public struct ScreenFactory {
    /// Makes the controller for one screen; it throws, or returns `nil`, when it cannot show that
    /// screen.
    public typealias Make = @MainActor (Screen) throws -> UIViewController?

    private var makers: [String: Make] = [:]
    private var transitions: [String: CustomTransition] = [:]
    private var popoverAnchors: [String: PopoverAnchor] = [:]

    /// Embeds the controllers of a presented layer (root first) in a navigation controller; the
    /// default makes a plain `UINavigationController`. Replace it to use the app's own subclass.
    public var makeNavigationController: @MainActor (UIViewController) -> UINavigationController = {
        UINavigationController(rootViewController: $0)
    }

    /// Makes the split view controller of a split view (`NavigationContainer.split`), in the
    /// style the split needs: `.doubleColumn`, or `.tripleColumn` with a content column. The
    /// default makes a plain `UISplitViewController`; replace it to use the app's own subclass or
    /// to set `preferredDisplayMode`. The host sets each column to a navigation controller.
    public var makeSplitViewController: @MainActor (UISplitViewController.Style) -> UISplitViewController = {
        UISplitViewController(style: $0)
    }

    /// A factory that makes nothing yet.
    public init() {}

    /// Makes screens of `kind` with `make`.
    public mutating func register(_ kind: String, make: @escaping Make) {
        makers[kind] = make
    }

    /// Makes screens of `kind` from the storyboard named `storyboard`, with
    /// `instantiateViewController(withIdentifier:)`. The controller receives its screen through
    /// ``ScreenUpdating/update(to:)`` when it adopts it.
    ///
    /// UIKit raises (and the app crashes) when the storyboard or the identifier does not exist;
    /// test every registration once at launch or in a unit test.
    public mutating func register(_ kind: String, storyboard: String, identifier: String, bundle: Bundle? = nil) {
        makers[kind] = { screen in
            let controller = UIStoryboard(name: storyboard, bundle: bundle).instantiateViewController(
                withIdentifier: identifier)
            Self.hand(screen, to: controller)
            return controller
        }
    }

    /// Makes screens of `kind` with `type`'s ``ScreenInitializable/init(screen:)``.
    public mutating func register<Controller: ScreenInitializable>(_ kind: String, type: Controller.Type) {
        makers[kind] = { screen in type.init(screen: screen) }
    }

    /// Presents layers whose style is named `name` (`Presentation.custom(name)`) with
    /// `transition`.
    public mutating func registerTransition(_ name: String, _ transition: @escaping CustomTransition) {
        transitions[name] = transition
    }

    /// Points popovers whose top screen is of `kind` with `anchor`: at a bar button item, a view
    /// or a rectangle in it. Without one, a popover points at the middle of the presenting
    /// controller's view.
    public mutating func registerPopoverAnchor(_ kind: String, _ anchor: @escaping PopoverAnchor) {
        popoverAnchors[kind] = anchor
    }

    /// Whether a maker is registered for `kind`.
    public func canMake(_ kind: String) -> Bool { makers[kind] != nil }

    /// A new controller for `screen`, or `nil` when no maker is registered for its kind or the
    /// maker fails for this screen.
    public func makeViewController(for screen: Screen) -> UIViewController? {
        try? controller(for: screen)
    }

    /// A new controller for `screen`.
    ///
    /// - Throws: `NavigationError.screenUnavailable(_:reason:)`, naming the screen, when no maker
    ///   is registered for its kind, or the maker throws or returns `nil`.
    public func controller(for screen: Screen) throws(NavigationError) -> UIViewController {
        guard let make = makers[screen.kind] else {
            throw .screenUnavailable(screen, reason: "no maker is registered for screens of kind '\(screen.kind)'")
        }
        let made: UIViewController?
        do {
            made = try make(screen)
        } catch {
            throw .screenUnavailable(screen, reason: "its maker failed: \(error)")
        }
        guard let made else {
            throw .screenUnavailable(screen, reason: "its maker returned no view controller")
        }
        return made
    }

    /// The custom transition registered for `style`'s name, if any.
    public func transition(for style: ModalStyle) -> CustomTransition? {
        transitions[style.rawValue]
    }

    /// The popover anchor registered for screens of `kind`, if any.
    public func popoverAnchor(for kind: String) -> PopoverAnchor? {
        popoverAnchors[kind]
    }

    /// Hands `screen` to a controller that can take it.
    static func hand(_ screen: Screen, to controller: UIViewController) {
        guard let updating = controller as? any ScreenUpdating, updating.screen != screen else { return }
        updating.update(to: screen)
    }
}
