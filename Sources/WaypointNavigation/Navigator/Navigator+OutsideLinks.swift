extension Navigator {
    /// Where the screen of `entry` lands for a link from `source`: where the route says, except
    /// that a link from outside the app to a route placed on top lands with the open modals
    /// dismissed when ``NavigatorConfiguration/outsideLinks`` asks for it — in the route's tab
    /// when it names one, else on the root. With nothing presented, both land in the same place.
    func placement(of entry: RouteEntry, for source: LinkSource) -> Placement {
        guard source.isExternal, configuration.outsideLinks == .dismissingModals, entry.placement == .top else {
            return entry.placement
        }
        return entry.tabID.map(Placement.tab) ?? .root
    }
}
