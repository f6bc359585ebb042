#if !canImport(UIKit)
import Foundation

/// Models `UIResponder`, the root of UIKit's view, controller, scene and application classes.
///
/// The stand-in keeps only what the hierarchy needs: it is an `NSObject`, main-actor isolated as in
/// UIKit, and describes itself as UIKit does in console messages, `<ClassName: 0x…>`.
@MainActor
open class UIResponder: NSObject {
    /// A responder with no state.
    public override init() {
        super.init()
    }

    /// `<ClassName: 0xaddress>`, the form UIKit's console messages use.
    nonisolated open override var description: String {
        let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
        return "<\(type(of: self)): 0x\(String(address, radix: 16))>"
    }
}
#endif
