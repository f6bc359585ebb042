import WaypointNavigation

/// What a typed ``NavigationRoot`` draws for a screen: the app's typed screen, or the reason
/// the screen has none (a value missing or of the wrong type, from a builder of the app's own).
public enum TypedScreenContent<Typed: TypedScreen>: Hashable, Sendable {
    /// The screen as the app's typed screen.
    case screen(Typed)
    /// The screen does not convert, for `reason`.
    case unavailable(Screen, reason: ScreenConversionError)

    /// The content for `screen`.
    public init(_ screen: Screen) {
        do {
            self = .screen(try Typed(screen: screen))
        } catch {
            self = .unavailable(screen, reason: error)
        }
    }
}
