/// The route file `waypoint check` is timed on: `total` routes, most of them the table's, with
/// every kind of route the file can declare among them: a route chosen by the query before
/// every 50th of the table's routes, on the same pattern; a route with a declared value set
/// before every 100th; a route that opens the link carried in a query item, and one that opens
/// the web table's links written with the app's scheme.
func checkRouteFileText(_ table: RouteTable, routes total: Int = 10_000) -> String {
    var header = [
        "schemes: [myapp]", "hosts: [example.com]", "types:", "  sort: [price, name, rating]", "routes:",
    ]
    var routes = [
        "  - {pattern: \"myapp://open\", forward: {query: url}}",
        "  - {pattern: \"myapp://example.com/**\", forward: {scheme: https}}",
    ]
    for (index, pattern) in table.patterns.enumerated() {
        if index % 100 == 0 {
            routes.append("  - {pattern: \"/sorted\(index)/<sort:order>\", screen: sorted\(index)}")
        }
        if index % 50 == 25 {
            routes.append("  - {pattern: \"\(pattern)\", screen: w\(index), when: {query: {ref: [mail, push]}}}")
        }
        routes.append("  - {pattern: \"\(pattern)\", screen: s\(index)}")
        if routes.count >= total { break }
    }
    header += routes.prefix(total)
    return header.joined(separator: "\n") + "\n"
}
