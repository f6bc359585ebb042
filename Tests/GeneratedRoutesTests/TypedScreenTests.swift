import Foundation
import Testing
import Waypoint
import WaypointNavigation
import WaypointTesting

/// The generated screen enums convert to and from `Screen` without loss: every value survives
/// `Screen` and back, and every screen the generated navigator shows converts and comes back as
/// itself.
@Suite("Generated typed screens")
@MainActor
struct TypedScreenTests {
    @Test func everyValueSurvivesScreenAndBack() throws {
        var random = SeededGenerator(seed: 0x5C4E)
        for _ in 0..<1_000 {
            let value: CompiledShopRoutes.Screen
            switch Int.random(in: 0..<7, using: &random) {
            case 0: value = .home
            case 1: value = .cart
            case 2: value = .account
            case 3: value = .product(productId: Int.random(in: Int.min...Int.max, using: &random))
            case 4:
                value = .reviews(
                    productId: Int.random(in: Int.min...Int.max, using: &random),
                    page: RoundTripPropertyTests.maybe(Int.random(in: -9...9_999, using: &random), &random))
            case 5: value = .search(q: RoundTripPropertyTests.maybe(RoundTripPropertyTests.text(&random), &random))
            default: value = .order(orderId: RoundTripPropertyTests.text(&random))
            }
            #expect(try CompiledShopRoutes.Screen(screen: value.screen) == value, "\(value) as \(value.screen)")
            #expect(CompiledShopRoutes.Screen(value.screen) == value)
        }
    }

    @Test func everyPlaceholderTypeSurvivesScreenAndBack() throws {
        var random = SeededGenerator(seed: 0x7791)
        for _ in 0..<1_000 {
            let bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            let uuid = bytes.withUnsafeBytes { UUID(uuid: $0.load(as: uuid_t.self)) }
            let values: [ShopRoutes.Screen] = [
                .order(orderId: uuid),
                .map(
                    lat: Double.random(in: -90...90, using: &random), lon: Double.random(in: -1e9...1e9, using: &random)
                ),
                .file(file: RoundTripPropertyTests.text(&random)),
            ]
            for value in values {
                #expect(try ShopRoutes.Screen(screen: value.screen) == value, "\(value) as \(value.screen)")
            }
        }
    }

    @Test("every screen the navigator shows converts and comes back as itself", arguments: Fixture.all)
    func everyScreenShownConverts(_ fixture: Fixture) async throws {
        let file = try fixture.load()
        let host = HeadlessHost(file.initialState)
        let navigator = try fixture.generated(host, Recorder())
        _ = try await navigator.ready()
        var checked = 0
        for (index, link) in LinkSamples.links(for: file, seed: 54).enumerated() {
            _ = await navigator.open(link, source: .inApp)
            let screens = host.state.root.screens + host.state.layers.flatMap(\.container.screens)
            // A file without a root or tabs launches on a stand-in screen of its own, no kind of the file's.
            let standIn = file.root == nil && file.tabs.isEmpty ? file.initialState.topScreen : nil
            for screen in screens where screen != standIn {
                let back = try fixture.typedScreen(screen)
                #expect(back.kind == screen.kind, "\(screen) after \(link)")
                #expect(back.info.keys.sorted() == screen.info.keys.sorted(), "\(screen) after \(link)")
                for (key, text) in screen.info {
                    // A UUID comes back in the lowercase links print; every other value as written.
                    let same = back.info[key] == (UUID(uuidString: text) == nil ? text : text.lowercased())
                    #expect(same, "\(key) of \(screen) came back as \(back)")
                }
                checked += 1
            }
            if index % 5 == 4 { host.reset(to: file.initialState) }
        }
        #expect(checked > 100)
    }

    @Test(arguments: [
        (
            Screen("product", ["productId": "abc"]),
            ScreenConversionError.malformedValue(
                "productId", value: "abc", expected: "Int", in: "the screen product(productId: abc)")
        ),
        (Screen("product"), .missingValue("productId", in: "the screen product")),
        (Screen("cart", ["id": "1"]), .unexpectedValues(["id"], in: "the screen cart(id: 1)")),
        (
            Screen("prodcut", ["productId": "1"]),
            .unknownKind(
                Screen("prodcut", ["productId": "1"]),
                known: ["account", "cart", "home", "order", "product", "reviews", "search"])
        ),
    ])
    func aScreenThatDoesNotConvertSaysWhy(screen: Screen, error: ScreenConversionError) {
        #expect(throws: error) { try CompiledShopRoutes.Screen(screen: screen) }
        #expect(CompiledShopRoutes.Screen(screen) == nil)
    }

    @Test func theScreenEnumHasACaseForEveryKindTheFileNames() {
        #expect(CompiledShopRoutes.Screen.screenKinds == CompiledShopRoutes.screenKinds)
        #expect(ShopRoutes.Screen.screenKinds == ShopRoutes.screenKinds)
    }
}
