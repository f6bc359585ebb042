import Foundation
import WaypointNavigation

extension LinkSource {
    /// Where a URL that the system handed to the app (SwiftUI's `onOpenURL`) came from: `https`
    /// and `http` URLs are universal links, every other scheme is a custom-scheme link whose
    /// sending app SwiftUI does not say.
    public init(openedURL url: URL) {
        switch url.scheme?.lowercased() {
        case "https", "http":
            self = .universalLink
        default:
            self = .customScheme(sendingApp: nil)
        }
    }
}

extension Navigator {
    /// Opens a URL that SwiftUI's `onOpenURL` delivered: a universal link through
    /// `open(webpageURL:source:)`, a custom-scheme link from
    /// `.customScheme(sendingApp: nil)`.
    @discardableResult
    public func open(openedURL url: URL) async -> LinkOutcome {
        let source = LinkSource(openedURL: url)
        if source == .universalLink {
            return await open(webpageURL: url)
        }
        return await open(url, source: source)
    }
}
