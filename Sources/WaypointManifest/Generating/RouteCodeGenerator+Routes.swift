import Waypoint
import WaypointNavigation

/// The generated route enum and the typed routes that read links into it and print it back.
extension RouteCodeGenerator.Context {
    func writeRouteEnum(_ writer: inout SwiftWriter) {
        writer.line()
        writer.doc(
            """
            A route of the route file, with the link's values as Swift types: `int` placeholders are `Int`,
            `uuid` ones `UUID`, `double` and `float` ones `Double`, others `String`; a placeholder in an
            optional part and a query item the route declares are optional.
            """)
        writer.block("\(access) enum Route: Hashable, Sendable, OpenableRoute {") { body in
            for (index, route) in file.routes.enumerated() {
                guard let name = names.cases[index], let shape = shapes[index] else { continue }
                body.doc("`\(route.pattern)`")
                let values = shape.values.map { "\($0.label): \($0.swiftType)" }
                body.line("case \(name)" + (values.isEmpty ? "" : "(" + values.joined(separator: ", ") + ")"))
            }
            if !names.guards.isEmpty {
                body.line()
                body.doc(
                    """
                    The route a guard is asked about, its values as Swift types, read from the request's link;
                    `nil` when the link reads as no typed route.
                    """)
                body.block("\(access) init?(_ request: GuardRequest) {") { inner in
                    inner.line("let routes = try? \(typeName).routeTable.get()")
                    inner.line("guard let route = try? routes?.route(for: request.link) else { return nil }")
                    inner.line("self = route")
                }
            }
            body.line()
            body.doc("The link this route stands for, as the routes of `makeRoutes()` print it.")
            body.block("\(access) func link() throws(RouteError) -> String {") { inner in
                inner.line("try \(typeName).routeTable.get().link(for: self)")
            }
        }
        writer.line()
        writer.doc("The routes `makeRoutes()` makes, made once for printing links.")
        writer.line(
            "private static let routeTable = Result { () throws(RouteError) -> Routes<Route> in try makeRoutes() }")
        writer.line()
        writer.doc(
            """
            The route file's routes as typed routes: `route(for:)` reads a link into a ``Route`` and
            `link(for:)` prints one, \(canonicalDescription).
            """)
        writer.block("\(access) static func makeRoutes() throws(RouteError) -> Routes<Route> {") { body in
            let schemes = file.schemes.map(SwiftWriter.literal) ?? "nil"
            body.write(
                .call(
                    "let routes = Routes<Route>",
                    [
                        .text("schemes: \(schemes)"), .text("hosts: \(SwiftWriter.literal(file.routerHosts))"),
                        .text("canonical: \(canonical)"),
                    ]))
            for (index, _) in file.routes.enumerated() {
                guard let name = names.cases[index], let shape = shapes[index] else { continue }
                writeDeclaration(name, shape, &body)
            }
            body.line("return routes")
        }
    }

    private func writeDeclaration(_ name: String, _ shape: TypedRouteShape, _ writer: inout SwiftWriter) {
        let pattern = SwiftWriter.literal(shape.pattern)
        guard !shape.values.isEmpty else {
            writer.line("try routes.add(\(pattern), Route.\(name))")
            return
        }
        let parameters = shape.values.map { value in
            "." + (value.inPath ? "path" : "query") + "(\(SwiftWriter.literal(value.key)), \(value.swiftType).self)"
        }
        let bound = shape.values.indices.map { "value\($0)" }
        let printed = bound.count == 1 ? bound[0] : "(" + bound.joined(separator: ", ") + ")"
        let arguments = [pattern] + parameters + ["parse: Route.\(name)"]
        let head = "try routes.add(" + arguments.joined(separator: ", ") + ") {"
        if head.count + 8 <= SwiftWriter.lineLength {
            writer.line(head)
        } else {
            writer.line("try routes.add(")
            for (index, argument) in arguments.enumerated() {
                writer.line("    " + argument + (index == arguments.count - 1 ? "" : ","))
            }
            writer.line(") {")
        }
        let bindings = bound.map { "let " + $0 }.joined(separator: ", ")
        writer.line("    if case .\(name)(\(bindings)) = $0 { \(printed) } else { nil }")
        writer.line("}")
    }

    /// Writes, after the namespace, the navigator's `open` for the route enum: in-app code opens
    /// `.product(productId: 42)` without printing a link itself.
    func writeTypedOpen(_ writer: inout SwiftWriter) {
        writer.line()
        writer.block("extension Navigator {") { body in
            body.doc(
                """
                Opens the link `route` stands for, as opening its printed link does, shown with `presentation`
                instead of the route's own when one is given.
                """)
            body.line("@discardableResult")
            body.function(
                "\(access) func open",
                ["_ route: \(typeName).Route", "presentation: Presentation? = nil", "source: LinkSource = .inApp"],
                ") async -> LinkOutcome {"
            ) { inner in
                inner.line("await open(route: route, presentation: presentation, source: source)")
            }
        }
    }

    /// The form `link(for:)` prints: the file's first scheme, else its first web host, else a path.
    private var canonical: String {
        if let scheme = file.schemes?.first { return ".customScheme(\(SwiftWriter.literal(scheme)))" }
        if let host = file.hosts.first(where: { !$0.hasPrefix("*.") }) {
            if host.hasPrefix("http://") {
                return ".web(host: \(SwiftWriter.literal(String(host.dropFirst(7)))), scheme: \"http\")"
            }
            return ".web(host: \(SwiftWriter.literal(host)))"
        }
        return ".path"
    }

    private var canonicalDescription: String {
        if let scheme = file.schemes?.first { return "as a `\(scheme)://` link" }
        if let host = file.hosts.first(where: { !$0.hasPrefix("*.") }) { return "as a link to `\(host)`" }
        return "as a path"
    }
}
