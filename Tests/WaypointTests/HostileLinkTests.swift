import Foundation
import Testing
import Waypoint

/// Every row of the hostile-link corpus gets exactly the answer the corpus states, and every way
/// of asking the core (parse, resolve, match, explain) agrees on it.
@Suite("Hostile links")
struct HostileLinkTests {
    static let router: Router<String>? = try? HostileFixture.router()

    /// The router's answer to `link`, in the corpus's terms.
    static func answer(_ router: Router<String>, _ link: String) -> HostileAnswer {
        do {
            let match = try router.resolve(link)
            return .matches(
                match.destination, parameters: match.parameters.dictionary,
                query: Dictionary(
                    match.query.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { first, _ in first }))
        } catch {
            switch error {
            case .invalidLink(_, _, let problem): return .invalid(problem)
            case .notAccepted(_, let reason): return .notAccepted(reason)
            case .noMatch: return .noMatch
            default: return .invalid(.empty)
            }
        }
    }

    @Test func corpusHasSixtyRowsCoveringEveryCategory() {
        #expect(HostileLinkCorpus.rows.count >= 60)
        let covered = Set(HostileLinkCorpus.rows.map(\.category))
        for category in HostileCategory.allCases {
            #expect(covered.contains(category), "no row for \(category)")
        }
    }

    @Test func fixtureRegistersWithoutConflicts() throws {
        let router = try #require(Self.router)
        #expect(router.conflicts.isEmpty)
    }

    @Test(arguments: HostileLinkCorpus.rows)
    func routerGivesTheCorpusAnswer(_ row: HostileLink) throws {
        let router = try #require(Self.router)
        let actual = Self.answer(router, row.link)
        switch (row.answer, actual) {
        case (
            .matches(let destination, let parameters, let query),
            .matches(let gotDestination, let gotParameters, let gotQuery)
        ):
            #expect(gotDestination == destination, "\(row.note)")
            #expect(gotParameters == parameters, "\(row.note)")
            for (name, value) in query {
                #expect(gotQuery[name] == value, "query \(name): \(row.note)")
            }
        default:
            #expect(actual == row.answer, "\(row.note)")
        }
    }

    @Test(arguments: HostileLinkCorpus.rows)
    func parsingAgreesAndBlamesAPlaceInsideTheLink(_ row: HostileLink) throws {
        do {
            let link = try Link(parsing: row.link)
            if case .invalid = row.answer { Issue.record("parsed, expected \(row.answer)") }
            // What the parser hands on carries nothing the screen refuses.
            for segment in link.segments { #expect(!segment.unicodeScalars.contains { $0.value < 0x20 }) }
        } catch {
            guard case .invalidLink(let original, let position, let problem) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(original == row.link)
            #expect(row.answer == .invalid(problem))
            #expect((0...row.link.utf8.count).contains(position))
            // Messages clip the attacker's text: a megabyte link makes a short message.
            #expect(error.description.utf8.count < 600)
        }
    }

    @Test(arguments: HostileLinkCorpus.rows)
    func matchAndExplainAgreeWithResolve(_ row: HostileLink) throws {
        let router = try #require(Self.router)
        let match = router.match(for: row.link)
        let explanation = router.explain(row.link)
        if case .matches(let destination, _, _) = row.answer {
            #expect(match?.destination == destination)
            #expect(explanation.matched != nil)
            #expect(explanation.error == nil)
        } else {
            #expect(match == nil)
            #expect(explanation.matched == nil)
            #expect(explanation.error != nil)
        }
    }

    /// Foundation's `URL` refuses some of these links outright; those it accepts get the same answer.
    @Test(arguments: HostileLinkCorpus.rows)
    func foundationURLGetsTheSameAnswerWhenItParses(_ row: HostileLink) throws {
        let router = try #require(Self.router)
        guard let url = URL(string: row.link), url.absoluteString == row.link else { return }
        #expect((try? router.resolve(url))?.destination == (try? router.resolve(row.link))?.destination)
    }
}

/// The `url=` rows of the corpus, answered by the URL-valued parameter check.
@Suite("Hostile links in url= parameters")
struct HostileLinkParameterTests {
    static let rows = HostileLinkCorpus.rows.filter { $0.checked != nil }

    @Test func everyURLParameterRowStatesTheCheck() {
        let unchecked = HostileLinkCorpus.rows.filter { row in
            guard case .matches = row.answer else { return false }
            return row.category == .urlParameter && row.checked == nil
        }
        #expect(unchecked.isEmpty, "\(unchecked)")
    }

    @Test(arguments: rows)
    func checkGivesTheCorpusAnswer(_ row: HostileLink) throws {
        let router = try #require(HostileLinkTests.router)
        guard let match = router.match(for: row.link) else {
            Issue.record("the router does not match \(row)")
            return
        }
        do {
            let checked = try match.checkedLink("url", policy: HostileFixture.webPolicy)
            #expect(row.checked == .allowed(checked.url.absoluteString), "\(row.note)")
        } catch {
            switch error {
            case .unsafeLinkParameter(let key, _, let reason):
                #expect(key == "url")
                #expect(row.checked == .refused(reason), "\(row.note)")
            case .missingValue(let key):
                #expect(key == "url")
                #expect(row.checked == .missing, "\(row.note)")
            default:
                Issue.record("unexpected \(error)")
            }
        }
    }
}
