import Foundation
import WaypointNavigation
import Yams

/// The `closeButton` key: whether a stack presented for the route's screen gets a close button.
extension RouteFileReader {
    /// Reads `closeButton` into `route`, and warns when the route never presents a stack, so
    /// that the key could not change anything. Read after `presentation`, `backStack` and `in`.
    mutating func readCloseButton(_ values: [String: Node], into route: inout RouteDeclaration) {
        guard let node = values["closeButton"], let closeButton = bool(node, key: "closeButton") else { return }
        route.closeButton = closeButton
        if let reason = Self.presentsNoStack(route) {
            warning(
                at: valueLocation(of: node),
                "closeButton changes nothing on '\(route.pattern)': \(reason); a close button belongs to a "
                    + "stack the route presents (modal(style, embed), a back stack under a modal, "
                    + "or a push with no stack on top)")
        }
    }

    /// Why `route` never presents a stack of its own, or `nil` when it may.
    static func presentsNoStack(_ route: RouteDeclaration) -> String? {
        if case .action = route.target { return "it runs an action" }
        let presentation = "its presentation \(PresentationSyntax.text(route.presentation))"
        switch route.presentation {
        case .automatic, .push:
            if case .tab(let id) = route.placement { return "it is pushed in the tab \(id)" }
            if case .column(let column, _) = route.placement { return "it is shown in the \(column.rawValue) column" }
            return nil
        case .modal(_, let embed):
            return embed || !route.backStack.isEmpty ? nil : presentation + " shows the screen alone"
        case .custom:
            return route.backStack.isEmpty ? presentation + " shows the screen alone" : nil
        case .root:
            return presentation + " replaces the root"
        case .tab(let id):
            return "it is pushed in the tab \(id)"
        }
    }
}
