import Testing
import Waypoint

/// Keys of sixteen bytes or more are compared sixteen bytes at a time; with case-insensitive
/// paths the link's bytes are lowered as they are read. Only A–Z may be lowered: `@` and `^`
/// differ from `` ` `` and `~` by the same bit, and are not letters.
@Suite("Long keys without case")
struct LongKeyCaseTests {
    /// A router with `routes` long keys under one parent: up to six are compared one by one,
    /// more are found through the shared table.
    static func router(routes: Int, length: Int) throws -> Router<Int> {
        let router = Router<Int>(options: RouterOptions(caseSensitivePaths: false))
        for index in 0..<routes {
            try router.register("/p/" + key(index, length: length) + "/end", destination: index)
        }
        return router
    }

    /// Route `index`'s key: `length` bytes of letters, with `` ` `` and `~` among them.
    static func key(_ index: Int, length: Int) -> String {
        let letters = Array("cdefghijklmnopqrstuvwxyz")
        let body = (0..<length - 7).map { letters[($0 + index) % letters.count] }
        return "a`b~" + String(body) + String(format: "%03d", index)
    }

    @Test(arguments: [(1, 16), (1, 17), (3, 31), (3, 32), (3, 33), (10, 16), (10, 40)])
    func uppercaseLettersMatchAndNeighboursDoNot(routes: Int, length: Int) throws {
        let router = try Self.router(routes: routes, length: length)
        for index in 0..<routes {
            let key = Self.key(index, length: length)
            #expect(router.match(for: "/p/\(key.uppercased())/end")?.destination == index)
            #expect(router.match(for: "/p/\(key)/END")?.destination == index)
            // `@` for `` ` `` and `^` for `~`: one bit apart, and not letters.
            let neighbours = key.replacingOccurrences(of: "`", with: "@").replacingOccurrences(of: "~", with: "^")
            #expect(neighbours != key)
            #expect(router.match(for: "/p/\(neighbours)/end") == nil, "\(neighbours)")
        }
    }
}
