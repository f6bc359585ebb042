import Waypoint
import WaypointNavigation

/// The generated screen enum: a case for each screen kind the route file names, with the
/// values its screens show as Swift types, converting to and from `Screen`.
extension RouteCodeGenerator.Context {
    typealias ScreenCode = SwiftWriter.Code

    func writeScreenEnum(_ writer: inout SwiftWriter) {
        writer.line()
        writer.doc(
            """
            The route file's screens, a case for each kind, with the values each shows as Swift types
            (optional where some screen of the kind goes without the value). A host that takes it has the
            app `switch` over it: a kind the app cannot show does not compile.
            """)
        writer.block("\(access) enum Screen: TypedScreen {") { body in
            for shape in screenShapes {
                body.doc("The screen `\(shape.kind)`.")
                if shape.values.isEmpty {
                    body.line("case \(shape.identifier)")
                } else {
                    body.write(
                        .call("case \(shape.identifier)", shape.values.map { .text("\($0.label): \($0.swiftType)") }))
                }
            }
            if !screenShapes.isEmpty { body.line() }
            body.doc("Every kind a screen can have.")
            body.line("\(access) static let screenKinds = \(typeName).screenKinds")
            body.line()
            writeScreenInit(&body)
            body.line()
            writeScreenProperty(&body)
        }
    }

    private func writeScreenInit(_ writer: inout SwiftWriter) {
        writer.doc(
            """
            The typed screen `screen` stands for; it throws when the kind is not one of the file's, or a
            value is missing, not of its type, or not one the kind shows.
            """)
        writer.block("\(access) init(screen: WaypointNavigation.Screen) throws(ScreenConversionError) {") { body in
            body.line("switch screen.kind {")
            for shape in screenShapes {
                body.line("case Screens.\(shape.identifier):")
                body.indented { inner in
                    let keys = ScreenCode.array("keys: ", shape.values.map { .text(SwiftWriter.literal($0.key)) })
                    guard !shape.values.isEmpty else {
                        inner.line("_ = try RouteValues(screen, keys: [])")
                        inner.line("self = .\(shape.identifier)")
                        return
                    }
                    inner.write(.call("let values = try RouteValues", [.text("screen"), keys]))
                    inner.write(
                        .call(
                            "self = try .\(shape.identifier)",
                            shape.values.map { value in
                                let read = value.isOptional ? "optionalValue" : "value"
                                return .text(
                                    "\(SwiftName.argumentLabel(value.label)): values.\(read)(\(SwiftWriter.literal(value.key)))"
                                )
                            }))
                }
            }
            body.line("default:")
            body.line("    throw .unknownKind(screen, known: Self.screenKinds.sorted())")
            body.line("}")
        }
    }

    private func writeScreenProperty(_ writer: inout SwiftWriter) {
        writer.doc("The screen this value stands for, its values written as links write them.")
        writer.block("\(access) var screen: WaypointNavigation.Screen {") { body in
            guard !screenShapes.isEmpty else {
                body.line("switch self {}")
                return
            }
            body.line("switch self {")
            for shape in screenShapes {
                guard !shape.values.isEmpty else {
                    body.line("case .\(shape.identifier):")
                    body.line("    return WaypointNavigation.Screen(Screens.\(shape.identifier))")
                    continue
                }
                let bound = shape.values.indices.map { "let value\($0)" }.joined(separator: ", ")
                body.line("case .\(shape.identifier)(\(bound)):")
                body.indented { inner in
                    inner.line("var info: [String: String] = [:]")
                    for (index, value) in shape.values.enumerated() {
                        let text = "value\(index)" + (value.isOptional ? "?.linkText" : ".linkText")
                        inner.line("info[\(SwiftWriter.literal(value.key))] = \(text)")
                    }
                    inner.line("return WaypointNavigation.Screen(Screens.\(shape.identifier), info)")
                }
            }
            body.line("}")
        }
    }
}
