#if canImport(SwiftUI)
import SwiftUI

/// Makes the model's layer changes in SwiftUI transactions, so that a presentation reports its
/// end from the transaction's animation completion rather than from `onAppear`, which comes
/// before the sheet's animation has ended.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
enum LayerTransaction {
    /// A ``NavigationModel/LayerChangePerformer`` for SwiftUI: `change` runs in a transaction
    /// animated with the default animation, or with animations disabled when `animated` is false;
    /// `completion` runs once every animation the change created is removed. SwiftUI runs it
    /// right after `change` when the change creates none, which the model allows for: it waits
    /// for the layer's `onAppear` as well.
    @MainActor
    static func perform(animated: Bool, change: () -> Void, completion: @escaping @MainActor () -> Void) {
        var transaction = Transaction(animation: animated ? .default : nil)
        transaction.disablesAnimations = !animated
        transaction.addAnimationCompletion(criteria: .removed) { completion() }
        withTransaction(transaction, change)
    }
}
#endif
