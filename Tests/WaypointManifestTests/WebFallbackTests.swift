import Foundation
import Testing
import WaypointNavigation

@testable import WaypointManifest

/// Typed placeholders on web routes: `webFallback: browser` declares that the app opens the
/// universal links no route takes in the browser, so the association file's wider claims are
/// not mistakes; without it the warning stays, at the route that makes the claim.
extension CommandTests {
    /// A shop whose web routes take typed values, with or without `webFallback: browser`.
    static func typedWebFile(fallback: Bool) -> String {
        """
        schemes: [shop]
        hosts: [shop.example.com]
        \(fallback ? "webFallback: browser" : "# no web fallback")
        routes:
          - pattern: /orders
            screen: orders
          - pattern: /search
            screen: search
          - pattern: /orders/<uuid:orderId>
            screen: order
          - pattern: /product/<int:productId>
            screen: product

        """
    }

    @Test("check --strict passes a file with typed web routes and webFallback: browser")
    func webFallbackPassesStrict() async throws {
        let file = try Files.write(Self.typedWebFile(fallback: true))
        let result = await run(["check", file, "--strict"])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.err.hasSuffix("0 errors, 0 warnings"), "\(result.err)")
    }

    @Test("Without webFallback, the typed placeholder's warning is at its own route's line, and only there")
    func typedPlaceholderWarningAtItsRoute() async throws {
        let file = try Files.write(Self.typedWebFile(fallback: false))
        let result = await run(["check", file, "--strict"])
        #expect(result.code == 1)
        let warnings = result.err.split(separator: "\n").filter { $0.contains(": warning: ") }
        // `/orders/<uuid:orderId>` is at line 9 and `/product/<int:productId>` at line 11; the
        // plain `/orders` (line 5) claims nothing it does not open.
        #expect(warnings.count == 2, "\(result.err)")
        #expect(warnings.allSatisfy { $0.contains("the file claims any text") }, "\(result.err)")
        #expect(warnings.contains { $0.contains("routes.yaml:9:14: warning:") && $0.contains("<uuid:") })
        #expect(warnings.contains { $0.contains("routes.yaml:11:14: warning:") && $0.contains("<int:") })
        #expect(!result.err.contains("routes.yaml:5:"), "\(result.err)")
    }

    @Test("A path Apple opens and the app does not is blamed on the route whose component claims it")
    @MainActor
    func mismatchBlamesTheClaimingRoute() throws {
        // `/orders/extra` comes from sampling `/orders`; Apple opens it through the component
        // `/orders/?*` that `/orders/<uuid:orderId>` writes.
        let file = try RouteFile.parse(
            """
            schemes: [shop]
            hosts: [shop.example.com]
            routes:
              - {pattern: /orders, screen: orders}
              - {pattern: "/orders/<uuid:orderId>", screen: order}
            """, path: "test.yaml")
        let association = try AppSiteAssociation(file)
        let mismatches = file.associationMismatches(association)
        #expect(!mismatches.isEmpty)
        #expect(mismatches.allSatisfy { $0.route.pattern == "/orders/<uuid:orderId>" }, "\(mismatches)")
    }

    @Test("'no schemes are listed' points at the file, not at the routes key")
    @MainActor
    func noSchemesAtTheFile() throws {
        let file = try RouteFile.parse(
            "hosts: [shop.example.com]\n\nroutes:\n  - {pattern: /a, screen: a}\n", path: "test.yaml")
        let finding = try #require(file.check().first { $0.message.hasPrefix("no schemes are listed") })
        #expect(finding.location == SourceLocation(file: "test.yaml", line: 1, column: 1))
    }

    @Test("webFallback takes browser, and names what it takes otherwise")
    func webFallbackValues() throws {
        #expect(try RouteFile.parse(Self.typedWebFile(fallback: true)).webFallback == .browser)
        #expect(try RouteFile.parse(Self.typedWebFile(fallback: false)).webFallback == nil)
        #expect {
            try RouteFile.parse("schemes: [shop]\nwebFallback: safari\nroutes: []\n", path: "test.yaml")
        } throws: { error in
            "\(error)".contains("test.yaml:2:14: error: unknown webFallback 'safari'")
        }
    }

    @Test("resolve treats an https link as a universal link unless --source says otherwise")
    func resolveHttpsIsUniversal() async throws {
        let file = try Files.write(
            """
            schemes: [shop]
            hosts: [shop.example.com]
            routes:
              - {pattern: /cart, screen: cart, sources: [inApp]}

            """)
        let universal = await run(["resolve", file, "https://shop.example.com/cart"])
        #expect(universal.code == 1)
        #expect(universal.out.contains("(universalLink)"), "\(universal.out)")
        #expect(universal.out.contains("outcome: refused"), "\(universal.out)")
        let inApp = await run(["resolve", file, "https://shop.example.com/cart", "--source", "inApp"])
        #expect(inApp.code == 0, "\(inApp.out)")
        let custom = await run(["resolve", file, "shop://cart"])
        #expect(custom.code == 0 && custom.out.contains("(inApp)"), "\(custom.out)")
    }

    @Test("resolve says a universal link no route takes opens in the browser with webFallback: browser")
    func resolveOpensInBrowser() async throws {
        let file = try Files.write(Self.typedWebFile(fallback: true))
        let result = await run(["resolve", file, "https://shop.example.com/orders/latest"])
        #expect(result.code == 0, "\(result.out)")
        #expect(result.out.contains("outcome: opened in the browser: https://shop.example.com/orders/latest"))
        let without = await run([
            "resolve", try Files.write(Self.typedWebFile(fallback: false)), "https://shop.example.com/orders/latest",
        ])
        #expect(without.code == 1 && without.out.contains("outcome: unmatched"), "\(without.out)")
    }

    @Test("A navigator from a webFallback: browser file needs openInBrowser, and uses it")
    @MainActor
    func makeNavigatorNeedsOpenInBrowser() async throws {
        let file = try RouteFile.parse(Self.typedWebFile(fallback: true), path: "test.yaml")
        #expect {
            try file.makeNavigator(host: HeadlessHost(file.initialState))
        } throws: { error in
            "\(error)".contains("test.yaml:3:1: error: the file sends universal links no route takes to the browser")
        }
        let opened = OpenedURLs()
        let navigator = try file.makeNavigator(
            host: HeadlessHost(file.initialState),
            configuration: NavigatorConfiguration(openInBrowser: { opened.urls.append($0) }))
        try await navigator.ready()
        let link = "https://shop.example.com/product/latest"
        let outcome = await navigator.open(link, source: .universalLink)
        #expect(outcome == .openedInBrowser(try #require(URL(string: link))))
        #expect(opened.urls.map(\.absoluteString) == [link])
    }

    @Test("generate gives makeNavigator an openInBrowser parameter with webFallback: browser")
    func generateEmitsOpenInBrowser() async throws {
        let with = await run(["generate", try Files.write(Self.typedWebFile(fallback: true))])
        #expect(with.code == 0, "\(with.err)")
        #expect(with.out.contains("openInBrowser: @escaping @MainActor @Sendable (URL) -> Void"), "\(with.out)")
        #expect(with.out.contains("configuration.openInBrowser = openInBrowser"))
        let without = await run(["generate", try Files.write(Self.typedWebFile(fallback: false))])
        #expect(without.code == 0 && !without.out.contains("openInBrowser"))
    }

    @Test("A cases file expects the browser with browser: true")
    func casesExpectTheBrowser() async throws {
        let routes = try Files.write(Self.typedWebFile(fallback: true))
        let folder = URL(fileURLWithPath: routes).deletingLastPathComponent()
        let cases = folder.appendingPathComponent("links.yaml")
        try """
        - {link: "https://shop.example.com/orders/latest", source: universalLink, browser: true}
        - {link: "https://shop.example.com/orders/latest", source: inApp, unmatched: true}
        - {link: "https://shop.example.com/orders", source: universalLink, browser: true}

        """.write(to: cases, atomically: true, encoding: .utf8)
        let result = await run(["test", routes, cases.path])
        #expect(result.code == 1, "\(result.out)\n\(result.err)")
        // The third case navigates to the orders screen: the browser was expected.
        #expect(
            (result.out + result.err).contains("expected the browser, got navigated"), "\(result.out)\n\(result.err)")
        #expect((result.out + result.err).contains("2 passed"), "\(result.out)\n\(result.err)")
    }

    @Test("aasa --output writes the file itself; warnings stay on standard error")
    func aasaOutputFile() async throws {
        let file = try Files.write(Self.typedWebFile(fallback: false))
        let destination = URL(fileURLWithPath: file).deletingLastPathComponent()
            .appendingPathComponent("apple-app-site-association")
        let result = await run(["aasa", file, "--app-id", "ABCDE12345.com.example.shop", "--output", destination.path])
        #expect(result.code == 0, "\(result.err)")
        #expect(result.out.isEmpty)
        #expect(
            result.err.contains("routes.yaml:9:14: warning: the file claims any text for a <uuid:"), "\(result.err)")
        let data = try Data(contentsOf: destination)
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["applinks"] != nil)
    }
}

/// URLs a test's browser closure received.
@MainActor
final class OpenedURLs {
    var urls: [URL] = []
}
