/// Where an app sends a universal link that no route takes: the route file's `webFallback` key.
///
/// The `apple-app-site-association` file claims path shapes, so it claims links a route with a
/// typed placeholder refuses (`/orders/<uuid:orderId>` refuses `/orders/latest`, which the file
/// claims as `/orders/?*`). With `webFallback: browser` the app opens those links in the browser,
/// so the claim is no longer a mistake and `waypoint check` does not warn about it. The
/// navigator built from the file needs `NavigatorConfiguration.openInBrowser`.
///
/// ```yaml
/// hosts: [shop.example.com]
/// webFallback: browser
/// routes:
///   - pattern: /orders/<uuid:orderId>
///     screen: order
/// ```
public enum WebFallback: String, Hashable, Sendable {
    /// The link opens in the browser, and its outcome is
    /// `LinkOutcome.openedInBrowser(_:)`.
    case browser
}
