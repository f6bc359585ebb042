import ArgumentParser
import Foundation
import WaypointManifest

/// `waypoint generate FILE`: the route file as Swift code the app compiles.
struct Generate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a route file as Swift: its navigator in code, its names, and a typed route enum.",
        discussion: """
            Checks the file first, as `waypoint check` does, and writes nothing when it finds an error; \
            findings are printed as file:line:column: error|warning: message, which Xcode and swift build \
            show at the line. The same file always gives the same text.

            Examples:
              waypoint generate routes.yaml --output Sources/App/AppRoutes.swift
              waypoint generate shop.routes.yaml --access public --name ShopRoutes
            """)

    @Argument(help: "The route file (YAML or JSON).")
    var file: String

    @Option(help: "Where to write the Swift file; standard output when not given.")
    var output: String?

    @Option(help: "The access level of the generated declarations: public or internal.")
    var access: String = "internal"

    @Option(help: "The generated namespace's name; from the file's name when not given (routes.yaml: AppRoutes).")
    var name: String?

    @MainActor
    func run() async throws {
        guard let level = RouteCodeGenerator.Access(rawValue: access) else {
            throw ValidationError("--access takes public or internal, not '\(access)'")
        }
        let (routeFile, checked) = try checkRouteFile(file)
        var diagnostics = checked
        let generator = RouteCodeGenerator(
            typeName: name ?? RouteCodeGenerator.typeName(forFile: file), access: level)
        var code: String?
        if !diagnostics.contains(where: { $0.severity == .error }) {
            let generated = generator.generate(routeFile)
            diagnostics += generated.diagnostics
            code = generated.text
        }
        report(diagnostics)
        guard let code else { throw ExitCode(1) }
        guard let output else {
            Console.current.out(String(code.dropLast()))
            return
        }
        // Written only when the text changed, so that a build does not recompile an unchanged file.
        let url = URL(fileURLWithPath: output)
        if (try? String(contentsOf: url, encoding: .utf8)) == code { return }
        do {
            try Data(code.utf8).write(to: url, options: .atomic)
        } catch {
            Console.current.err("\(output): cannot write: \(error.localizedDescription)")
            throw ExitCode(73)
        }
    }
}
