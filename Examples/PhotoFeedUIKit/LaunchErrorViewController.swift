#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
// swift-format-ignore: OrderedImports
import Foundation

/// What PhotoFeed's window shows when the app cannot start (a route that does not register, tabs
/// the factory cannot build, a route naming a tab that does not exist): the reason, instead of a
/// blank window.
public final class LaunchErrorViewController: UIViewController {
    /// Why the launch failed, as the error describes itself.
    public let message: String

    /// A screen that shows `error`.
    public init(error: any Error) {
        message = String(describing: error)
        super.init(nibName: nil, bundle: nil)
        title = "PhotoFeed could not start"
    }

    /// Never made from a storyboard: it needs the error it shows.
    public required init?(coder: NSCoder) {
        return nil
    }

    #if canImport(UIKit)
    /// Lays the message out in the middle of the screen.
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "\(title ?? "")\n\n\(message)"
        label.numberOfLines = 0
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
        ])
    }
    #endif
}
