extension RouteMatch {
    /// The link in parameter `key` (a path value or a query item), checked against `policy`.
    ///
    /// ```swift
    /// let target = try match.checkedLink("url", policy: .web(hosts: ["example.com"]))
    /// webView.load(URLRequest(url: target.url))
    /// ```
    ///
    /// - Throws: ``RouteError/missingValue(key:)`` when the link has no such parameter, and
    ///   ``RouteError/unsafeLinkParameter(key:value:reason:)`` when it appears more than once
    ///   or its value is not allowed.
    public func checkedLink(_ key: String, policy: LinkParameterPolicy) throws(RouteError) -> CheckedLink {
        var values = query.values(for: key)
        if let pathValue = parameters[key] { values.insert(pathValue, at: 0) }
        guard let value = values.first else { throw .missingValue(key: key) }
        guard values.count == 1 else {
            throw .unsafeLinkParameter(key: key, value: value, reason: .repeated(count: values.count))
        }
        return try policy.check(value, key: key)
    }
}
