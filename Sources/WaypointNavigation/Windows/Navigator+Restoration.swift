import Foundation
import Waypoint

extension Navigator {
    /// The activity that saves this window with its scene and hands it to the user's other
    /// devices: what is on screen as a state, ``currentLink`` as the link, and, for a link a
    /// universal link on `webHost` also opens, the web page (``SceneActivity/webpageURL``), so
    /// that Handoff opens the same page in a browser. A route that only a custom-scheme link
    /// opens gets no web page; its link travels in the activity's user info and
    /// ``SceneActivity/targetContentIdentifier``.
    ///
    /// - Throws: ``RestorationError/unreadable(reason:)`` when the state cannot be encoded.
    public func sceneActivity(
        activityType: String, webHost: String? = nil, version: Int = 1
    ) throws(RestorationError) -> SceneActivity {
        let state = host.state
        let link = currentLink
        let page = webHost.flatMap { webPage(for: link, on: $0, showing: state.topScreen) }
        return try SceneActivity(
            activityType: activityType, state: state, link: link, webpageURL: page, version: version)
    }

    /// The web page on `webHost` that opens `top` from a universal link: printed by the first
    /// enabled path route that claims the screen and lets universal links open it, and read back
    /// to the same screen; `nil` when no route does.
    func webPage(for link: String?, on webHost: String, showing top: Screen?) -> URL? {
        guard let top else { return nil }
        if let link, let url = URL(string: link), ["https", "http"].contains(url.scheme?.lowercased() ?? "") {
            return url
        }
        let disabled = router.disabledPatterns
        let enabled =
            routes.filter { !disabled.contains($0.pattern.description) }
            + groups.filter(\.isEnabled).flatMap { group in
                group.routes.filter { !group.disabledPatterns.contains($0.pattern.description) }
            }
        for route in enabled where route.entry.sources.allows(.universalLink) {
            guard case .path = route.pattern.form, let values = route.entry.linkValues(top) else { continue }
            let captured = Set(route.pattern.parameterNames)
            let query = route.entry.query.compactMap { name in
                captured.contains(name) ? nil : values[name].map { QueryItem(name: name, value: $0) }
            }
            guard let printed = try? route.pattern.expand(values, query: query, defaultPrefix: "https://\(webHost)/"),
                let page = URL(string: printed), targetScreen(for: printed) == top
            else { continue }
            return page
        }
        return nil
    }

    /// Whether `state` can be restored: every screen is of a kind the host makes (and that the
    /// routes show, when ``NavigatorConfiguration/screenKinds`` is set; a tab's own first
    /// screen always may show), and every tab is one the app declares
    /// (``NavigatorConfiguration/tabs``, when set).
    ///
    /// - Throws: ``RestorationError/screensUnavailable(_:)`` or
    ///   ``RestorationError/unknownTabs(_:available:)``.
    public func checkRestorable(_ state: NavigationState) throws(RestorationError) {
        let containers = [state.root] + state.layers.map(\.container)
        var kinds = Set(containers.flatMap(\.screens).map(\.kind))
        var missing = Set(host.missingScreenKinds(kinds))
        var tabIDs: [String] = []
        for case .tabs(let tabs, _) in containers {
            tabIDs += tabs.map(\.id)
            for tab in tabs where tab.stack.first?.kind == tab.id { kinds.remove(tab.id) }
        }
        if let known = configuration.screenKinds { missing.formUnion(kinds.subtracting(known)) }
        guard missing.isEmpty else { throw .screensUnavailable(missing.sorted()) }
        if let declared = configuration.tabs {
            let unknown = tabIDs.filter { !declared.contains($0) }
            guard unknown.isEmpty else { throw .unknownTabs(unknown, available: declared) }
        }
    }

    /// Shows the state `activity` saved (``SceneActivity/savedState(version:)``), before
    /// ``ready()`` delivers the links that wait, so that they land on the restored window.
    /// A state that cannot be read, was saved with another `version` or shows screens or tabs
    /// the app no longer has (``checkRestorable(_:)``) is not shown: `fallback`, the app's
    /// launch state, is, and the outcome says why. Nothing is shown when `fallback` is `nil`.
    ///
    /// ```swift
    /// let outcome = await navigator.restore(from: savedActivity, fallback: launchState)
    /// try await navigator.ready()   // waiting links land on the restored state
    /// ```
    ///
    /// Await it before calling ``ready()``; once the navigator is ready it changes nothing and
    /// returns ``RestorationOutcome/failed(_:)`` with ``RestorationError/alreadyReady``.
    @discardableResult
    public func restore(
        from activity: SceneActivity?, fallback: NavigationState?, version: Int = 1
    ) async -> RestorationOutcome {
        guard !isReady, !isDraining else { return .failed(.alreadyReady) }
        let saved: NavigationState?
        do {
            saved = try activity?.savedState(version: version)
            if let saved { try checkRestorable(saved) }
        } catch {
            return await showFallback(fallback, because: error)
        }
        guard let saved else { return await showFallback(fallback, because: nil) }
        do {
            try await show(saved)
            return .restored(saved)
        } catch {
            return await showFallback(fallback, because: .notShown(error))
        }
    }

    private func showFallback(
        _ fallback: NavigationState?, because error: RestorationError?
    ) async
        -> RestorationOutcome
    {
        if let fallback {
            do {
                try await show(fallback)
            } catch {
                return .failed(.notShown(error))
            }
        }
        return error.map(RestorationOutcome.fellBack) ?? .nothingSaved
    }

    /// Shows `state` on the host without animation: its root, then each layer.
    private func show(_ state: NavigationState) async throws(NavigationError) {
        await host.settle()
        let steps =
            [NavigationStep(.setRoot(state.root), animated: false)]
            + state.layers.map { NavigationStep(.present($0), animated: false) }
        for (index, step) in steps.enumerated() {
            try await host.apply(step, followedBy: steps.indices.contains(index + 1) ? steps[index + 1] : nil)
        }
    }
}
