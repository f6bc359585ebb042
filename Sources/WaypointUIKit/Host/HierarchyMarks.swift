#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import WaypointNavigation

/// What hosts remember about the controllers they made: the screen each shows, the style and
/// close button of each layer they presented, the identifier of each tab they built, the items
/// and selection of each split view they built and the column each of its screens was put in,
/// and the layers being dismissed now.
///
/// UIKit has no place to keep these on a controller (and no public way to read a bar button's
/// system item back), so they are kept here, by the controller's identity, in one registry that
/// every host reads (``shared``): what is on screen belongs to the controllers, not to the host
/// that put them there, so a second host on the same window reads the same state. Each mark
/// holds its controller weakly; a mark whose controller is gone, or whose identifier now names
/// another object, is ignored and dropped at the next pruning.
@MainActor
final class HierarchyMarks {
    /// The registry every host reads and writes.
    static let shared = HierarchyMarks()

    /// A value remembered for one object, valid while that object lives.
    private struct Mark<Value> {
        weak var object: AnyObject?
        var value: Value
    }

    /// How the host presented one layer.
    struct Layer {
        var style: ModalStyle
        /// The close button the host put on the layer's first controller, if any.
        weak var closeButton: UIBarButtonItem?
    }

    private var screens: [ObjectIdentifier: Mark<Screen>] = [:]
    private var layers: [ObjectIdentifier: Mark<Layer>] = [:]
    private var tabs: [ObjectIdentifier: Mark<String>] = [:]
    private var dismissals: [ObjectIdentifier: Mark<Void>] = [:]
    private var sidebars: [ObjectIdentifier: Mark<Sidebar>] = [:]
    private var columns: [ObjectIdentifier: Mark<SplitView.Column>] = [:]

    /// A split view's sidebar items and the selected one.
    struct Sidebar {
        var items: [String]
        var selection: String?
    }
    private var marksSincePruning = 0

    func setScreen(_ screen: Screen, for controller: UIViewController) {
        screens[ObjectIdentifier(controller)] = Mark(object: controller, value: screen)
        noteMark()
    }

    func screen(of controller: UIViewController) -> Screen? { value(in: screens, for: controller) }

    func setLayer(_ layer: Layer, for controller: UIViewController) {
        layers[ObjectIdentifier(controller)] = Mark(object: controller, value: layer)
        noteMark()
    }

    func layer(of controller: UIViewController) -> Layer? { value(in: layers, for: controller) }

    func setTabID(_ id: String, for controller: UIViewController) {
        tabs[ObjectIdentifier(controller)] = Mark(object: controller, value: id)
        noteMark()
    }

    func tabID(of controller: UIViewController) -> String? { value(in: tabs, for: controller) }

    func setSidebar(_ sidebar: Sidebar, for split: UIViewController) {
        sidebars[ObjectIdentifier(split)] = Mark(object: split, value: sidebar)
        noteMark()
    }

    func sidebar(of split: UIViewController) -> Sidebar? { value(in: sidebars, for: split) }

    /// Notes that the host put `controller` in a split view's `column`: collapsed, the column's
    /// screens start there on the one stack UIKit shows.
    func setColumn(_ column: SplitView.Column, for controller: UIViewController) {
        columns[ObjectIdentifier(controller)] = Mark(object: controller, value: column)
        noteMark()
    }

    func column(of controller: UIViewController) -> SplitView.Column? { value(in: columns, for: controller) }

    /// Notes that the host has asked UIKit to dismiss `controller`, or (`false`) that the
    /// dismissal has ended.
    func setDismissing(_ dismissing: Bool, _ controller: UIViewController) {
        if dismissing {
            dismissals[ObjectIdentifier(controller)] = Mark(object: controller, value: ())
        } else if value(in: dismissals, for: controller) != nil {
            dismissals[ObjectIdentifier(controller)] = nil
        }
    }

    /// Whether the host has asked UIKit to dismiss `controller` and the dismissal has not ended.
    func isDismissing(_ controller: UIViewController) -> Bool { value(in: dismissals, for: controller) != nil }

    private func value<Value>(in marks: [ObjectIdentifier: Mark<Value>], for object: AnyObject) -> Value? {
        guard let mark = marks[ObjectIdentifier(object)], mark.object === object else { return nil }
        return mark.value
    }

    /// Drops the marks of released controllers now and then, so a long-running app's marks stay
    /// as many as its live controllers.
    private func noteMark() {
        marksSincePruning += 1
        guard marksSincePruning >= 256 else { return }
        marksSincePruning = 0
        screens = screens.filter { $0.value.object != nil }
        layers = layers.filter { $0.value.object != nil }
        tabs = tabs.filter { $0.value.object != nil }
        dismissals = dismissals.filter { $0.value.object != nil }
        sidebars = sidebars.filter { $0.value.object != nil }
        columns = columns.filter { $0.value.object != nil }
    }
}
