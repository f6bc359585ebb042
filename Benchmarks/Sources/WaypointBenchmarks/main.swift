import Foundation
import MallocCounter
import RoutingKit
import Waypoint
import WaypointManifest
import WaypointNavigation

// Waypoint's side-by-side benchmarks. One run measures every figure together with the figures it
// is compared with, prints a table with every ratio, checks the issue's targets and writes JSON.
//
//   Benchmarks/run.sh            full run (about a minute)
//   Benchmarks/run.sh --smoke    a few seconds, for CI (timings are not asserted)

let arguments = CommandLine.arguments
let smoke = arguments.contains("--smoke") || ProcessInfo.processInfo.environment["WAYPOINT_BENCH_SMOKE"] == "1"
let packageDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let jsonPath =
    arguments.firstIndex(of: "--json").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    ?? packageDirectory.appendingPathComponent(smoke ? "results/smoke.json" : "results/latest.json").path
let runner = smoke ? Runner(rounds: 1, sampleNanoseconds: 1_000_000) : Runner(rounds: 15, sampleNanoseconds: 20_000_000)
let sizes = [10, 100, 1_000, 10_000]

var rows: [Row] = []
var checks: [TargetCheck] = []
var problems: [String] = []

@MainActor func record(_ group: String, _ name: String, _ value: Double, _ unit: String, note: String? = nil) {
    rows.append(Row(group: group, name: name, value: value, unit: unit, note: note))
}

@MainActor func target(_ text: String, measured: Double, limit: Double) {
    checks.append(TargetCheck(target: text, measured: measured, limit: limit, met: measured <= limit))
}

if malloc_counter_active() == 0 { problems.append("the malloc counter is not active: allocation counts read 0") }

// MARK: Tables

let tables = Dictionary(uniqueKeysWithValues: sizes.map { ($0, syntheticTable(count: $0)) })
let routers = tables.mapValues { $0.makeRouter() }
let routingKits = tables.mapValues { $0.makeRoutingKit() }
let linears = tables.mapValues {
    LinearMatcher(patterns: $0.patterns, schemes: ["myapp"], hosts: ["example.com", "*.example.com"])
}
let githubFile = packageDirectory.appendingPathComponent("Data/github-api-routes.txt").path
let github: RouteTable
do { github = try githubTable(file: githubFile) } catch { fatalError("cannot read \(githubFile): \(error)") }
let githubRouter = github.makeRouter()
let githubRoutingKit = github.makeRoutingKit()
let githubLinear = LinearMatcher(patterns: github.patterns, schemes: ["myapp"], hosts: ["example.com"])
let githubSplit = github.paths.map { $0.split(separator: "/").map(String.init) }

// Every matcher must agree with the expected destinations before anything is timed.
@MainActor func verify(_ name: String, _ table: RouteTable, _ router: Waypoint.Router<Int>, _ linear: LinearMatcher) {
    for (link, expected) in zip(table.links, table.expected) {
        let found = router.match(for: link)?.destination
        if found != expected { problems.append("\(name): \(link) gave \(String(describing: found))") }
        if linear.match(link) != expected { problems.append("\(name) linear: \(link) disagrees") }
    }
}
for size in sizes { verify("table \(size)", tables[size]!, routers[size]!, linears[size]!) }
// The 10-route table's routes are the first ten of every larger table (one seed, one sequence
// of draws), so its links reach the same destinations in the 10,000-route table.
verify("table 10 links in table 10000", tables[10]!, routers[10_000]!, linears[10_000]!)
verify("github", github, githubRouter, githubLinear)
// Every table holds the mix, so that the tables differ in size, not in the work their lookups
// do: all seven kinds, and in each full hundred of routes, the weights exactly.
let weights = Dictionary(uniqueKeysWithValues: RouteKind.allCases.map { ($0, $0.weight) })
for size in sizes {
    let kinds = tables[size]!.kinds
    let missing = RouteKind.allCases.filter { !kinds.contains($0) }
    if !missing.isEmpty { problems.append("table \(size) lacks \(missing.map { "\($0)" }.joined(separator: ", "))") }
    for start in stride(from: 0, to: kinds.count - 99, by: 100) {
        let counts = Dictionary(kinds[start..<start + 100].map { ($0, 1) }, uniquingKeysWith: +)
        if counts != weights { problems.append("table \(size), routes \(start)…: \(counts) is not the mix") }
    }
}

// MARK: Lookup workloads

var workloads: [Workload] = []
for size in sizes {
    let table = tables[size]!
    let router = routers[size]!
    let routingKit = routingKits[size]!
    let linear = linears[size]!
    let split = table.paths.map { $0.split(separator: "/").map(String.init) }
    let count = table.links.count
    workloads.append(Workload(name: "waypoint.\(size)", operations: count) { waypointLookups(router, table.links) })
    workloads.append(Workload(name: "url.\(size)", operations: count) { foundationLookups(table.links) })
    workloads.append(
        Workload(name: "routingkit-unsplit.\(size)", operations: count) { routingKitUnsplit(routingKit, table.paths) })
    workloads.append(
        Workload(name: "routingkit-split.\(size)", operations: count) { routingKitSplit(routingKit, split) })
    workloads.append(
        Workload(name: "linear.\(size)", operations: count) { table.links.reduce(0) { $0 &+ (linear.match($1) ?? 0) } })
}
// The same links in a larger table: what the table's size alone costs a lookup. The per-table
// workloads above hold the same mix of kinds, but still differ in their links: larger tables'
// names are longer, and their lookups touch ten times as many distinct routes and link strings.
let sameLinks = tables[10]!.links
let router10000 = routers[10_000]!
workloads.append(
    Workload(name: "waypoint.10000-links-of-10", operations: sameLinks.count) {
        waypointLookups(router10000, sameLinks)
    })
let githubCount = github.links.count
workloads.append(
    Workload(name: "waypoint.github", operations: githubCount) { waypointLookups(githubRouter, github.links) })
workloads.append(Workload(name: "url.github", operations: githubCount) { foundationLookups(github.links) })
workloads.append(
    Workload(name: "routingkit-unsplit.github", operations: githubCount) {
        routingKitUnsplit(githubRoutingKit, github.paths)
    })
workloads.append(
    Workload(name: "routingkit-split.github", operations: githubCount) {
        routingKitSplit(githubRoutingKit, githubSplit)
    })
workloads.append(
    Workload(name: "linear.github", operations: githubCount) {
        github.links.reduce(0) { $0 &+ (githubLinear.match($1) ?? 0) }
    })

// The same lookups on the locked path, timed in the same rounds, so that their ratio is fair.
let locked = LockedLookups(
    tables: Dictionary(uniqueKeysWithValues: tables.map { ("\($0.key)", $0.value) } + [("github", github)]))
workloads += locked.workloads
problems += locked.problems

// MARK: Worst cases

/// The first link of the 1,000-route table (misses left out) whose route passes `predicate`,
/// given the route's pattern and kind and the link; `nil` when none does.
func firstLink(_ predicate: (_ pattern: String, _ kind: RouteKind, _ link: String) -> Bool) -> String? {
    let table = tables[1_000]!
    for (index, link) in table.links.enumerated() {
        guard let destination = table.expected[index] else { continue }
        if predicate(table.patterns[destination], table.kinds[destination], link) { return link }
    }
    return nil
}
/// The normal lookup that the worst cases are compared with: the first link of the 1,000-route
/// table to a static route, in the custom scheme and without a query (two segments, such as
/// `myapp://tags/list10`).
let normalLink: String =
    firstLink { _, kind, link in kind == .plain && link.hasPrefix("myapp://") && !link.contains("?") }
    ?? { fatalError("the 1,000-route table has no static link in the custom scheme without a query") }()
/// A catch-all route of the 1,000 table, so that a link at the limits still matches.
let router1000 = routers[1_000]!
let adversarial = AdversarialLinks(table: tables[1_000]!, app: router1000, large: router10000)
let worst = adversarial.rows
problems += adversarial.problems(app: router1000)
workloads.append(Workload(name: "worst.normal", operations: 1) { waypointLookups(router1000, [normalLink]) })
for item in worst {
    let body: () -> Int =
        item.table == .explained
        ? { waypointResolves(item.router, [item.link]) } : { waypointLookups(item.router, [item.link]) }
    workloads.append(Workload(name: item.name, operations: 1, body: body))
}

// MARK: Navigation

/// 5 tabs of 10-deep stacks under 3 presented layers; the deep link targets a screen that is
/// nowhere in the state, so the planner searches everything before it builds.
let navigationState: NavigationState = {
    let tabs = (0..<5).map { tab in Tab("tab\(tab)", (0..<10).map { Screen("screen\(tab)-\($0)", ["id": "\($0)"]) }) }
    let layers = (0..<3).map { layer in
        PresentedLayer(.stack((0..<3).map { Screen("modal\(layer)-\($0)") }), style: .pageSheet)
    }
    return NavigationState(root: .tabs(tabs, selected: "tab2"), layers: layers)
}()
let deepIntent = NavigationIntent(Screen("user", ["id": "42"]), backStack: [Screen("users")], source: .universalLink)
let planner = NavigationPlanner()
func planNavigation() -> Int { planner.plan(deepIntent, in: navigationState).steps.count }
workloads.append(Workload(name: "navigation.plan", operations: 1) { planNavigation() })

// `--profile KEY [N]` only looks KEY's links up N times (for valgrind --tool=callgrind): KEY is
// a table size, `github`, either with `locked-` before it (its locked router), `register` (10,000 routes; `register-routingkit` builds RoutingKit's),
// `normal`, `escaped`, `limits`, `query`, `segments` (65 segments, refused), `trap`, `distinct`
// (the trap with distinct ends), `tails` (the trap with placeholder tails), `before-end` (the trap
// whose branches differ one before their end), `long-distinct` and `long-before-end` (those two
// with 22 keys of 370 bytes), each with `limited-` before it under the default step limit,
// `10000-links-of-10` (the 10-route table's links in the 10,000-route table), `resolve-miss`
// and `resolve-miss-10000` (a miss resolved, and so explained), `plan` (the navigation plan
// above) or `open` (a whole headless open, below).
let profileKey = arguments.firstIndex(of: "--profile").flatMap {
    arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil
}
if let flag = arguments.firstIndex(of: "--profile"), arguments.indices.contains(flag + 1), profileKey != "open" {
    let key = arguments[flag + 1]
    let repeats = arguments.indices.contains(flag + 2) ? Int(arguments[flag + 2]) ?? 1_000 : 1_000
    // A worst-case row with a key of its own, found once.
    let trap = worst.first { $0.profileKey == key }
    for _ in 0..<repeats {
        if let trap, trap.table == .explained {
            consume(waypointResolves(trap.router, [trap.link]))
            continue
        } else if let trap {
            consume(waypointLookups(trap.router, [trap.link]))
            continue
        }
        if locked.profile(key) { continue }
        switch key {
        case "github": consume(waypointLookups(githubRouter, github.links))
        case "register": consume(tables[10_000]!.makeRouter().patterns.count)
        case "register-routingkit": consume(withExtendedLifetime(tables[10_000]!.makeRoutingKit()) { 1 })
        case "normal": consume(waypointLookups(routers[1_000]!, [tables[1_000]!.links[1]]))
        case "escaped": consume(waypointLookups(router1000, [adversarial.escapedAtLimits]))
        case "limits": consume(waypointLookups(router1000, [adversarial.atLimits]))
        case "query": consume(waypointLookups(router1000, [adversarial.queryAtLimits]))
        case "segments": consume(waypointLookups(router1000, [adversarial.tooManySegments]))
        case "plan": consume(planNavigation())
        case "10000-links-of-10": consume(waypointLookups(router10000, sameLinks))
        default: consume(waypointLookups(routers[Int(key) ?? 1_000]!, tables[Int(key) ?? 1_000]!.links))
        }
    }
    exit(0)
}

// MARK: Run the timed workloads

print("Waypoint benchmarks — \(smoke ? "smoke run (timings not meaningful)" : "full run"), \(runner.rounds) rounds")
// `--profile open` skips the timed rounds and only opens (after the navigator's setup below).
let times = profileKey == "open" ? [:] : runner.run(workloads)
func time(_ name: String) -> Double { times[name] ?? .nan }

// MARK: A whole open on the headless host

/// The 1,000-route table on a navigator over a headless host in the navigation state above;
/// each open starts from that state again, so every iteration plans and applies the same steps.
let headless = HeadlessHost(navigationState)
let navigator = Navigator(schemes: ["myapp"], hosts: ["example.com", "*.example.com"], host: headless)
for (index, pattern) in tables[1_000]!.patterns.enumerated() {
    do { try navigator.register(pattern, .screen("screen\(index)")) } catch { fatalError("\(pattern): \(error)") }
}
try await navigator.ready()
@MainActor func openOnce(_ link: String) async {
    headless.reset(to: navigationState)
    consume(await navigator.open(link).hashValue)
}
@MainActor func timeOpen(_ link: String, iterations: Int) async -> Double {
    let start = now()
    for _ in 0..<iterations { await openOnce(link) }
    return Double(now() - start) / Double(iterations)
}
@MainActor func timeMatch(_ link: String, iterations: Int) -> Double {
    let router = navigator.router
    let start = now()
    for _ in 0..<iterations { consume(router.match(for: link)?.parameters.count ?? 0) }
    return Double(now() - start) / Double(iterations)
}
let oneParameterLink = firstLink { pattern, _, link in pattern.hasSuffix("/:id") && !link.contains("?") } ?? normalLink
let openLink = oneParameterLink
if profileKey == "open", let flag = arguments.firstIndex(of: "--profile") {
    let repeats = arguments.indices.contains(flag + 2) ? Int(arguments[flag + 2]) ?? 1_000 : 1_000
    for _ in 0..<repeats { await openOnce(openLink) }
    exit(0)
}
var openTime = Double.infinity
var openMatchTime = Double.infinity
for _ in 0..<runner.rounds {
    openTime = min(openTime, await timeOpen(openLink, iterations: smoke ? 20 : 2_000))
    openMatchTime = min(openMatchTime, timeMatch(openLink, iterations: smoke ? 20 : 20_000))
}
if headless.state.topScreen?.kind.hasPrefix("screen") != true {
    problems.append(
        "the headless open did not show the route's screen: \(headless.state.topScreen?.description ?? "none")")
}

// MARK: Registration and memory (not interleaved: each builds a whole table)

var registration: [String: (waypoint: Double, routingKit: Double)] = [:]
for size in sizes { registration["\(size)"] = registrationTimes(tables[size]!, rounds: smoke ? 1 : 7) }
registration["github"] = registrationTimes(github, rounds: smoke ? 1 : 7)

/// The 1,000-route table as a route file: reading it (YAML, every pattern checked) and building
/// its router, against registering the same routes from code.
let routeFileText =
    "schemes: [myapp]\nhosts: [example.com, \"*.example.com\"]\nroutes:\n"
    + tables[1_000]!.patterns.enumerated().map { "  - {pattern: \"\($0.element)\", screen: s\($0.offset)}" }
    .joined(separator: "\n") + "\n"
if let index = arguments.firstIndex(of: "--write-route-file"), arguments.indices.contains(index + 1) {
    try routeFileText.write(toFile: arguments[index + 1], atomically: true, encoding: .utf8)
    exit(0)
}
let routeFileFigures = routeFileTimes(routeFileText, table: tables[1_000]!, rounds: smoke ? 1 : 7)
// The generated code comes from the checked-in copy of the same file; a table that changed needs
// `--write-route-file Sources/WaypointBenchmarks/bench.routes.yaml`.
let benchRouteFile = packageDirectory.appendingPathComponent("Sources/WaypointBenchmarks/bench.routes.yaml")
if (try? String(contentsOf: benchRouteFile, encoding: .utf8)) != routeFileText {
    problems.append("Sources/WaypointBenchmarks/bench.routes.yaml is not the 1,000-route table; rewrite it")
}
let generatedFigures = generatedRegistrationTimes(table: tables[1_000]!, rounds: smoke ? 1 : 7)
let generateFigure = checkTime(routeFileText, rounds: smoke ? 1 : 3) { file in
    guard RouteCodeGenerator(typeName: "BenchRoutes").generate(file).text != nil else {
        fatalError("the benchmark's route file does not generate")
    }
}
let checkText = checkRouteFileText(tables[10_000]!)
// `--write-check-file PATH` writes it, to time `waypoint check PATH` itself in another build.
if let index = arguments.firstIndex(of: "--write-check-file"), arguments.indices.contains(index + 1) {
    try checkText.write(toFile: arguments[index + 1], atomically: true, encoding: .utf8)
    exit(0)
}
if let file = RouteFile.read(checkText, path: "check.yaml").file {
    let forwards = file.routes.filter { if case .forward = $0.target { true } else { false } }.count
    if file.routes.count != 10_000 || file.valueSets.isEmpty || forwards != 2
        || !file.routes.contains(where: { !$0.conditions.isEmpty && $0.target != .forward(.queryItem("url")) })
    {
        problems.append("the check workload is not 10,000 routes with when, types and forward among them")
    }
} else {
    problems.append("the check workload does not read")
}
let checkTenThousand = checkTime(checkText, rounds: smoke ? 1 : 3)
// `waypoint check FILE` itself: the file read from disk, every check, and the sending-app
// warnings the command adds.
let checkFile = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-bench-check-10000.routes.yaml")
try checkText.write(to: checkFile, atomically: true, encoding: .utf8)
let checkCommandFigure = checkCommandTime(checkFile, rounds: smoke ? 1 : 3)
try? FileManager.default.removeItem(at: checkFile)

let retainedWaypoint = retainedBytes { tables[10_000]!.makeRouter() }
let retainedRoutingKit = retainedBytes { tables[10_000]!.makeRoutingKit() }
_ = withExtendedLifetime((retainedWaypoint.value, retainedRoutingKit.value)) { 0 }

let staticLink =
    firstLink { pattern, _, link in !pattern.contains(":") && !pattern.contains("*") && !link.contains("?") }
    ?? normalLink
let staticQueryLink =
    firstLink { pattern, _, link in !pattern.contains(":") && !pattern.contains("*") && link.contains("?") }
    ?? normalLink
let twoParameterLink = firstLink { pattern, _, link in pattern.hasSuffix(":item") && !link.contains("?") } ?? normalLink
let webLink = firstLink { pattern, _, link in link.hasPrefix("https://") && !link.contains("?") } ?? normalLink
let allocationCases: [(String, [String], Waypoint.Router<Int>)] = [
    ("static link", [staticLink], router1000),
    ("static link with query", [staticQueryLink], router1000),
    ("one placeholder", [oneParameterLink], router1000),
    ("two placeholders", [twoParameterLink], router1000),
    ("universal link", [webLink], router1000),
    ("miss", ["myapp://nosuch/page"], router1000),
    ("GitHub set (average)", github.links, githubRouter),
]
var allocationFigures: [(String, Double)] = []
for (name, links, router) in allocationCases {
    allocationFigures.append((name, allocations(operations: links.count) { waypointLookups(router, links) }))
}
let routingKitAllocations = allocations(operations: github.paths.count) {
    routingKitUnsplit(githubRoutingKit, github.paths)
}

// MARK: Report

var lines: [String] = []
@MainActor func line(_ text: String = "") {
    lines.append(text)
    print(text)
}

/// Prints "`subject` T ns, R× `reference` (U ns)`suffix`": a time `value`, the time `base` it is
/// compared with, and their ratio.
@MainActor func line(_ subject: String, _ value: Double, _ reference: String, _ base: Double, suffix: String = "") {
    line("\(subject) \(format(value)) ns, \(format(value / base))× \(reference) (\(format(base)) ns)\(suffix)")
}

line()
line("Lookups (ns per lookup: parse + match + parameters; fastest of \(runner.rounds) interleaved rounds)")
line(
    pad("routes", 8) + pad("Waypoint", 11, right: true) + pad("URL(string:)", 14, right: true)
        + pad("RK unsplit", 12, right: true) + pad("RK split", 10, right: true) + pad("linear", 12, right: true)
        + pad("W/URL", 8, right: true) + pad("W/RKu", 8, right: true) + pad("W/RKs", 8, right: true)
        + pad("W/lin", 8, right: true) + pad("W/W10", 8, right: true))
for key in sizes.map(String.init) + ["github"] {
    let waypoint = time("waypoint.\(key)")
    let url = time("url.\(key)")
    let unsplit = time("routingkit-unsplit.\(key)")
    let split = time("routingkit-split.\(key)")
    let linear = time("linear.\(key)")
    let base = time("waypoint.10")
    line(
        pad(key, 8) + pad(format(waypoint), 11, right: true) + pad(format(url), 14, right: true)
            + pad(format(unsplit), 12, right: true) + pad(format(split), 10, right: true)
            + pad(format(linear), 12, right: true) + pad(format(waypoint / url), 8, right: true)
            + pad(format(waypoint / unsplit), 8, right: true) + pad(format(waypoint / split), 8, right: true)
            + pad(format(waypoint / linear), 8, right: true) + pad(format(waypoint / base), 8, right: true))
    let group = "lookup.\(key)"
    record(group, "waypoint", waypoint, "ns/lookup")
    record(group, "url(string:)", url, "ns/lookup")
    record(group, "routingkit unsplit", unsplit, "ns/lookup", note: "split on / counted")
    record(group, "routingkit pre-split", split, "ns/lookup")
    record(group, "linear reference", linear, "ns/lookup")
    record(group, "waypoint / url", waypoint / url, "ratio")
    record(group, "waypoint / routingkit unsplit", waypoint / unsplit, "ratio")
    record(group, "waypoint / routingkit pre-split", waypoint / split, "ratio")
    record(group, "waypoint / linear", waypoint / linear, "ratio")
    record(group, "waypoint / waypoint at 10 routes", waypoint / base, "ratio")
}

let sameLinksTime = time("waypoint.10000-links-of-10")
let tenRoutes = time("waypoint.10")
line(
    "Same links, larger table: the 10-route table's links in the 10,000-route table", sameLinksTime,
    "the same links in the 10-route table", tenRoutes)
record("lookup.10000-links-of-10", "waypoint", sameLinksTime, "ns/lookup")
record("lookup.10000-links-of-10", "waypoint / waypoint at 10 routes, same links", sameLinksTime / tenRoutes, "ratio")

locked.report(time)

line()
line("Registration (ns per route; Waypoint includes compiling the trie with a first lookup)")
line(
    pad("routes", 8) + pad("Waypoint", 11, right: true) + pad("RoutingKit", 12, right: true)
        + pad("W/RK", 8, right: true))
for key in sizes.map(String.init) + ["github"] {
    guard let figures = registration[key] else { continue }
    line(
        pad(key, 8) + pad(format(figures.waypoint), 11, right: true) + pad(format(figures.routingKit), 12, right: true)
            + pad(format(figures.waypoint / figures.routingKit), 8, right: true))
    record("registration.\(key)", "waypoint", figures.waypoint, "ns/route")
    record("registration.\(key)", "routingkit", figures.routingKit, "ns/route", note: "pathComponents counted")
    record("registration.\(key)", "waypoint / routingkit", figures.waypoint / figures.routingKit, "ratio")
}

line()
let waypointPerRoute = Double(retainedWaypoint.bytes) / 10_000
let routingKitPerRoute = Double(retainedRoutingKit.bytes) / 10_000
line(
    "Memory at 10,000 routes: Waypoint \(format(waypointPerRoute)) B/route, RoutingKit \(format(routingKitPerRoute)) "
        + "B/route, ratio \(format(waypointPerRoute / routingKitPerRoute))")
record("memory", "waypoint retained", waypointPerRoute, "bytes/route")
record("memory", "routingkit retained", routingKitPerRoute, "bytes/route")
record("memory", "waypoint / routingkit", waypointPerRoute / routingKitPerRoute, "ratio")

line()
line("Heap allocations per lookup (1,000 routes)")
for (name, value) in allocationFigures {
    line(pad("  " + name, 28) + pad(format(value), 8, right: true))
    record("allocations", name, value, "allocations/lookup")
}
line(pad("  RoutingKit unsplit, GitHub", 28) + pad(format(routingKitAllocations), 8, right: true))
record("allocations", "routingkit unsplit GitHub (average)", routingKitAllocations, "allocations/lookup")

line()
let normal = time("worst.normal")
line("Worst cases (ns per link, and as a ratio to a normal lookup of \(format(normal)) ns: \(normalLink))")
line(
    "  steps: trie nodes the lookup entered (MatchExplanation.steps); bound: the most any link can make "
        + "(Router.maximumLookupSteps)")
line(
    pad("  link", 58) + pad("ns", 9, right: true) + pad("× normal", 10, right: true) + pad("steps", 8, right: true)
        + pad("bound", 8, right: true))
/// The worst ratio among the links against the benchmark table, and among the built tables.
var worstRatios: [WorstTable: (ratio: Double, name: String)] = [:]
for item in worst {
    let value = time(item.name)
    let ratio = value / normal
    if ratio > worstRatios[item.table]?.ratio ?? 0 {
        worstRatios[item.table] = (ratio, item.name)
    }
    let steps = item.router.explain(item.link).steps
    let bound = item.router.maximumLookupSteps
    line(
        pad("  " + item.name, 58) + pad(format(value), 9, right: true) + pad(format(ratio) + "×", 10, right: true)
            + pad(String(steps), 8, right: true) + pad(String(bound), 8, right: true))
    record("worst", item.name, value, "ns/link")
    record("worst", item.name + " / normal", ratio, "ratio")
    record("worst", item.name + " steps", Double(steps), "nodes")
    record("worst", item.name + " bound", Double(bound), "nodes")
}
line("  the normal link: \(router1000.explain(normalLink).steps) steps")
line("  Router.maximumLookupSteps of the other tables:")
for (key, router) in [
    ("10", routers[10]!), ("100", routers[100]!), ("10000", routers[10_000]!), ("github", githubRouter),
] {
    line(pad("    " + key, 12) + pad(String(router.maximumLookupSteps), 8, right: true))
    record("worst", "bound \(key)", Double(router.maximumLookupSteps), "nodes")
}
record("worst", "normal lookup", normal, "ns/link")

line()
let match1000 = time("waypoint.1000")
let plan = time("navigation.plan")
line("Navigation: planning a deep link in 5 tabs × 10 deep × 3 layers", plan, "one match at 1,000 routes", match1000)
record("navigation", "plan", plan, "ns/plan")
record("navigation", "plan / match", plan / match1000, "ratio")
line(
    "Navigation: a whole open on the headless host", openTime, "one match of the same link", openMatchTime,
    suffix: ": \(openLink)")
record("navigation", "headless open", openTime, "ns/open")
record("navigation", "match of the opened link", openMatchTime, "ns/lookup")
record("navigation", "headless open / match", openTime / openMatchTime, "ratio")
line(
    "Route files: reading a 1,000-route file and building its router", routeFileFigures.file,
    "registering the same routes in code", routeFileFigures.code)
record("route-file", "load 1,000 routes", routeFileFigures.file, "ns")
record("route-file", "register 1,000 routes in code", routeFileFigures.code, "ns")
record("route-file", "load / code", routeFileFigures.file / routeFileFigures.code, "ratio")
line(
    "Route files: a navigator over 1,000 routes by generated code", generatedFigures.generated,
    "the same routes registered by hand", generatedFigures.byHand)
record("route-file", "generated navigator, 1,000 routes", generatedFigures.generated, "ns")
record("route-file", "hand-written navigator, 1,000 routes", generatedFigures.byHand, "ns")
record("route-file", "generated / hand-written", generatedFigures.generated / generatedFigures.byHand, "ratio")
line("Route files: waypoint generate of a 1,000-route file (read, check, write) \(format(generateFigure / 1e6)) ms")
record("route-file", "generate 1,000 routes", generateFigure, "ns")
line("Route files: waypoint check of a 10,000-route file (read and every check) \(format(checkTenThousand / 1e6)) ms")
record("route-file", "check 10,000 routes", checkTenThousand, "ns")
line(
    "Route files: waypoint check FILE of the same file (from disk, as the command runs) "
        + "\(format(checkCommandFigure / 1e6)) ms")
record("route-file", "check command, 10,000 routes", checkCommandFigure, "ns")

// MARK: Targets

target(
    "parse + match + parameters at 1,000 routes / URL(string:)", measured: time("waypoint.1000") / time("url.1000"),
    limit: 0.5)
target("10,000 routes / 10 routes", measured: time("waypoint.10000") / time("waypoint.10"), limit: 1.3)
target(
    "GitHub set / RoutingKit unsplit", measured: time("waypoint.github") / time("routingkit-unsplit.github"), limit: 0.1
)
if let figures = registration["10000"] {
    target("registering 10,000 routes / RoutingKit", measured: figures.waypoint / figures.routingKit, limit: 1.0)
}
target(
    "heap allocations per static lookup", measured: allocationFigures.first { $0.0 == "static link" }?.1 ?? .nan,
    limit: 1)
target("bytes retained per route at 10,000", measured: waypointPerRoute, limit: 512)
for (table, label) in [(WorstTable.app, "1,000-route table"), (.builtToBacktrack, "tables built to backtrack")] {
    guard let worstLink = worstRatios[table] else { continue }
    target(
        "worst adversarial link / normal, \(label) (\(worstLink.name.dropFirst("worst.".count)))",
        measured: worstLink.ratio, limit: 20)
}
target(
    "loading a 1,000-route file and building its router / registering in code",
    measured: routeFileFigures.file / routeFileFigures.code, limit: 3)
target(
    "a navigator over 1,000 routes by generated code / by hand",
    measured: generatedFigures.generated / generatedFigures.byHand, limit: 1.2)
target("waypoint generate of a 1,000-route file (s)", measured: generateFigure / 1e9, limit: 1)
target("waypoint check of a 10,000-route file (s)", measured: checkCommandFigure / 1e9, limit: 5)
target("planning / one match", measured: plan / match1000, limit: 2)
target("headless open / one match", measured: openTime / openMatchTime, limit: 10)

line()
line("Targets")
for check in checks {
    line(
        "  [\(check.met ? "met " : "MISS")] \(pad(check.target, 66)) \(format(check.measured)) (≤ \(format(check.limit)))"
    )
}
if !problems.isEmpty {
    line()
    line("Problems")
    for problem in problems.prefix(20) { line("  " + problem) }
}

let report = Report(
    date: ISO8601DateFormatter().string(from: Date()), smoke: smoke, rounds: runner.rounds,
    machine: machineDescription(), rows: rows, targets: checks, problems: problems)
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
do {
    try FileManager.default.createDirectory(
        atPath: (jsonPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try encoder.encode(report).write(to: URL(fileURLWithPath: jsonPath))
    print("\nJSON written to \(jsonPath)")
} catch {
    print("cannot write \(jsonPath): \(error)")
}
exit(problems.isEmpty ? 0 : 1)
