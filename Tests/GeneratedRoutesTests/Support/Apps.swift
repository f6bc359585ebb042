import Waypoint
import WaypointNavigation

// The apps' sides of the generated protocols: each forgotten action or guard would not compile.
// Actions take the link's values as Swift types.

@MainActor
final class PhotoFeedApp: PhotoFeedRoutes.Actions, PhotoFeedRoutes.Guards {
    let recorder: Recorder
    init(_ recorder: Recorder) { self.recorder = recorder }

    func logout() async -> Bool { recorder.run("logout", [:]) }
    func signedIn(_ request: GuardRequest) async -> GuardDecision { recorder.decide("signedIn", request) }
}

@MainActor
final class ShopApp: ShopRoutes.Actions, ShopRoutes.Guards {
    let recorder: Recorder
    init(_ recorder: Recorder) { self.recorder = recorder }

    func addToCart(productId: String) async -> Bool {
        recorder.run("addToCart", ["productId": productId])
    }
    func logout() async -> Bool { recorder.run("logout", [:]) }
    func signedIn(_ request: GuardRequest) async -> GuardDecision { recorder.decide("signedIn", request) }
    func verified(_ request: GuardRequest) async -> GuardDecision { recorder.decide("verified", request) }
}

@MainActor
final class NamesApp: NamesRoutes.Actions, NamesRoutes.Guards {
    let recorder: Recorder
    init(_ recorder: Recorder) { self.recorder = recorder }

    func _init() async -> Bool { recorder.run("init", [:]) }
    func `return`() async -> Bool { recorder.run("return", [:]) }
    func isSignedIn(_ request: GuardRequest) async -> GuardDecision { recorder.decide("is-signed-in", request) }
}

@MainActor
final class RecordingArticleApp: AppRoutes.Actions, AppRoutes.Guards {
    let recorder: Recorder
    init(_ recorder: Recorder) { self.recorder = recorder }

    func logout() async -> Bool { recorder.run("logout", [:]) }
    func signedIn(_ request: GuardRequest) async -> GuardDecision { recorder.decide("signed-in", request) }
}

@MainActor
final class CompiledShopApp: CompiledShopRoutes.Actions, CompiledShopRoutes.Guards {
    let recorder: Recorder
    init(_ recorder: Recorder) { self.recorder = recorder }

    func addToCart(productId: String) async -> Bool {
        recorder.run("addToCart", ["productId": productId])
    }
    func signedIn(_ request: GuardRequest) async -> GuardDecision { recorder.decide("signedIn", request) }
}

@MainActor
final class SetsApp: SetsRoutes.Actions {
    let recorder: Recorder
    init(_ recorder: Recorder) { self.recorder = recorder }

    func filter(order: SetsRoutes.Values.Sort) async -> Bool { recorder.run("filter", ["order": order.rawValue]) }
}
