import Testing
import WaypointNavigation
import WaypointSwiftUI

/// A feed's typed screens, as `waypoint generate` writes them for a route file.
private enum FeedScreen: TypedScreen {
    case feed
    case post(postId: String, commentId: Int?)

    static let screenKinds: Set<String> = ["feed", "post"]

    init(screen: Screen) throws(ScreenConversionError) {
        switch screen.kind {
        case "feed":
            _ = try RouteValues(screen, keys: [])
            self = .feed
        case "post":
            let values = try RouteValues(screen, keys: ["postId", "commentId"])
            self = try .post(postId: values.value("postId"), commentId: values.optionalValue("commentId"))
        default:
            throw .unknownKind(screen, known: Self.screenKinds.sorted())
        }
    }

    var screen: Screen {
        switch self {
        case .feed: return Screen("feed")
        case .post(let postId, let commentId):
            var info = ["postId": postId]
            info["commentId"] = commentId?.linkText
            return Screen("post", info)
        }
    }
}

/// What a typed `NavigationRoot` draws for each screen of the model: the app's typed screen,
/// or why the screen has none.
@Suite("Typed screen content")
struct TypedScreenContentTests {
    @Test(arguments: [
        (Screen("feed"), FeedScreen.feed),
        (Screen("post", ["postId": "B7"]), .post(postId: "B7", commentId: nil)),
        (Screen("post", ["postId": "B7", "commentId": "3"]), .post(postId: "B7", commentId: 3)),
    ])
    fileprivate func aScreenIsDrawnAsItsTypedScreen(screen: Screen, typed: FeedScreen) {
        #expect(TypedScreenContent<FeedScreen>(screen) == .screen(typed))
        #expect(typed.screen == screen)
    }

    @Test(arguments: [
        (Screen("post", ["postId": "B7", "commentId": "three"]), "the value 'three' for 'commentId'"),
        (Screen("post"), "has no value for 'postId'"),
        (Screen("likes", ["postId": "B7"]), "of a kind the app's typed screens do not have (they have: feed, post)"),
    ])
    func aScreenThatDoesNotConvertIsDrawnSayingWhy(screen: Screen, reason: String) {
        guard case .unavailable(let shown, let error) = TypedScreenContent<FeedScreen>(screen) else {
            Issue.record("\(screen) should not convert")
            return
        }
        #expect(shown == screen)
        #expect(error.description.contains(reason), "\(error)")
    }
}
