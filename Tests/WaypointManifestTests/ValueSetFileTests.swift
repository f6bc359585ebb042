import Foundation
import Testing
import WaypointNavigation

@testable import WaypointManifest

/// `types: {sort: [price, name, rating]}`: placeholder types declared as the values they accept,
/// in the loaded navigator and in every command.
@Suite("Value sets")
@MainActor
struct ValueSetFileTests {
    /// The route file the generated-code tests compile, so that one file serves both.
    static let routes = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GeneratedRoutesTests/sets.routes.yaml").path

    static let cases = """
        cases:
          - link: shop://products/price
            screen: products
            parameters: {order: price}
          - link: shop://products/cheap
            screen: search
            parameters: {term: cheap}
          - link: shop://products/Price
            screen: search
          - link: https://shop.example.com/settings/true/rating
            source: universalLink
            screen: settings
            parameters: {enabled: "true", order: rating}
          - link: shop://settings/1
            screen: settings
            parameters: {enabled: "1"}
          - link: shop://settings/yes
            unmatched: true
          - link: shop://filter/name
            action: filter
          - link: shop://filter/newest
            unmatched: true
        """

    @Test func theCasesPassThroughWaypointTest() async throws {
        let cases = try Files.write(Self.cases, name: "cases.yaml")
        let result = await CommandTests().run(["test", Self.routes, cases])
        #expect(result.code == 0, "\(result.out)\(result.err)")
        #expect(result.out.contains("8 passed, 0 failed"), "\(result.out)")
    }

    @Test func readingKeepsEachSetInOrder() throws {
        let file = try RouteFile.load(from: URL(fileURLWithPath: Self.routes))
        #expect(file.valueSets.map(\.name) == ["sort", "flag"])
        #expect(file.valueSets.map(\.values) == [["price", "name", "rating"], ["1", "0", "true", "false"]])
        #expect(file.check().isEmpty, "\(file.check())")
    }

    @Test(arguments: [
        ("types: [sort]", 2, "types maps type names to the values they accept"),
        ("types: {sort: price}", 2, "the type 'sort' lists the values it accepts"),
        ("types: {sort: []}", 2, "the type 'sort' lists the values it accepts"),
        ("types: {int: [a, b]}", 2, "'int' is a built-in placeholder type"),
        ("types: {Path: [a, b]}", 2, "'Path' is a built-in placeholder type"),
        ("types: {my-sort: [a]}", 2, "the type name 'my-sort' is a letter"),
        ("types: {sort: [a, a]}", 2, "the type 'sort' lists 'a' twice"),
        ("types: {sort: [a/b]}", 2, "is one path segment, without /"),
        ("types: {sort: [[a]]}", 2, "a value of the type 'sort' is a text that is not empty"),
        ("types: {sort: [\"\"]}", 2, "a value of the type 'sort' is a text that is not empty"),
        ("types: {other: [a]}", 5, "declare its values under types, as in types: {sort: [a, b]}"),
    ])
    func misuseIsAnErrorAtItsLine(line: String, at expected: Int, message: String) {
        let text = """
            schemes: [app]
            \(line)
            routes:
              - screen: products
                pattern: /products/<sort:order>
            """
        let (_, diagnostics) = RouteFile.read(text, path: "types.yaml")
        #expect(
            diagnostics.contains { $0.location.line == expected && $0.message.contains(message) },
            "\(diagnostics.map(\.description))")
    }

    @Test func aRouteOfAGroupCannotUseASet() {
        let text = """
            schemes: [app]
            types: {sort: [a, b]}
            groups: {shop: {mount: /shop}}
            routes:
              - pattern: /products/<sort:order>
                screen: products
                group: shop
            """
        let (_, diagnostics) = RouteFile.read(text, path: "types.yaml")
        #expect(
            diagnostics.contains { $0.location.line == 5 && $0.message.contains("cannot use the type 'sort'") },
            "\(diagnostics.map(\.description))")
    }

    @Test func theAssociationFileClaimsEachValueAndNoOtherText() throws {
        let file = try RouteFile.load(from: URL(fileURLWithPath: Self.routes))
        let json = try AppSiteAssociation(file).json(appIDs: ["ABCDE12345.com.example.shop"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let details = try #require((root["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        let paths = try #require(details.first?["components"] as? [[String: Any]]).compactMap { $0["/"] as? String }
        for path in ["/products/price", "/products/rating", "/settings/true/name", "/settings/0"] {
            #expect(paths.contains(path), "\(path) in \(paths)")
        }
        #expect(!paths.contains { $0.hasPrefix("/settings/?*") })
        let matcher = try AppSiteAssociation(file).matcher
        #expect(matcher.opensApp(path: "/settings/false/price"))
        #expect(!matcher.opensApp(path: "/settings/yes"))
    }

    @Test func aLargeSetIsClaimedAsAnyTextAndCheckSaysSo() throws {
        let values = (0..<40).map { "v\($0)" }.joined(separator: ", ")
        let file = try Files.routeFile(
            """
            schemes: [app]
            hosts: [example.com]
            types: {size: [\(values)]}
            routes:
              - pattern: /sizes/<size:value>
                screen: size
            """)
        let components = try AppSiteAssociation(file).components.map(\.path)
        #expect(components.contains("/sizes/?*"))
        #expect(file.check().contains { $0.location.line == 5 && $0.message.contains("more than 32 values") })
    }

    @Test func theGeneratedCodeHasAnEnumForEachSet() throws {
        let file = try RouteFile.load(from: URL(fileURLWithPath: Self.routes))
        let code = try #require(RouteCodeGenerator(typeName: "SetsRoutes").generate(file).text)
        #expect(code.contains("enum Sort: String, CaseIterable, Hashable, Sendable, LinkValue {"))
        #expect(code.contains("case `true` = \"true\""))
        #expect(code.contains("case _1 = \"1\""))
        #expect(code.contains("case settings(enabled: Values.Flag, order: Values.Sort?)"))
        #expect(code.contains(#"try router.register(type: .oneOf("sort", ["price", "name", "rating"]))"#))
    }

    @Test func aSetWhoseValuesShareASwiftNameHasNoTypedCase() throws {
        let file = try Files.routeFile(
            """
            schemes: [app]
            types: {kind: [a-b, a_b]}
            routes:
              - pattern: /k/<kind:value>
                screen: kind
            """)
        let (text, diagnostics) = RouteCodeGenerator().generate(file)
        #expect(diagnostics.contains { $0.location.line == 4 && $0.message.contains("distinct Swift name") })
        #expect(text?.contains("enum Values") == false)
    }
}
