/// The port part of a web origin, as patterns write it and lookups key routes by it: a route
/// of `http://localhost:3000` lives under `localhost:3000`, and one of `https://example.com`
/// (or `https://example.com:443`, the same origin) under `example.com`.
enum WebPort {
    /// The port of `text` (`""` or `":3000"`, what follows a pattern's host), `nil` for none or
    /// the scheme's default. `refuse` is called with the offset in `text` and the character
    /// of a port that is not 1 to 65535 in decimal without leading zeros.
    static func read(
        _ text: Substring, scheme: String, refuse: (Int, Character) throws(RouteError) -> Void
    ) throws(RouteError) -> Int? {
        guard let colon = text.first else { return nil }
        let digits = text.dropFirst()
        for (offset, character) in digits.enumerated() where !("0"..."9").contains(character) {
            try refuse(offset + 1, character)
        }
        guard let first = digits.first, first != "0", digits.count <= 5, let port = Int(digits), port <= 65_535
        else {
            try refuse(digits.isEmpty ? 0 : 1, digits.first ?? colon)
            return nil
        }
        return port
    }

    /// What follows a host in a route's qualifier: `:3000`, or nothing for no port or the
    /// scheme's default (443 for `https`, 80 for `http`).
    static func suffix(_ port: Int?, scheme: String) -> String {
        guard let port, port != (scheme == "http" ? 80 : 443) else { return "" }
        return ":\(port)"
    }
}
