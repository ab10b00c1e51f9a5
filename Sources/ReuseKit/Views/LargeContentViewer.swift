import Foundation

/// What the large content viewer shows for an item when a long press rests on it at the largest text sizes
/// (UILargeContentViewerItem): a title and an image. Views adopt it with their `largeContent…` properties.
@preconcurrency @MainActor
public protocol LargeContentViewerItem: AnyObject {
    /// Whether a long press shows the viewer for the item.
    var showsLargeContentViewer: Bool { get }
    /// The title the viewer shows.
    var largeContentTitle: String? { get }
    /// The image the viewer shows.
    var largeContentImage: Image? { get }
    /// Whether the viewer scales the image up.
    var scalesLargeContentImage: Bool { get }
    /// The insets around the image in the viewer.
    var largeContentImageInsets: EdgeInsets { get }
}

extension View: LargeContentViewerItem {}

/// Decides what the large content viewer shows where a long press rests, and hears when it ends
/// (UILargeContentViewerInteractionDelegate). Each method has UIKit's default.
@preconcurrency @MainActor
public protocol LargeContentViewerInteractionDelegate: AnyObject {
    /// The item at `point` (the interaction's view's coordinates); by default the deepest view there that shows
    /// the viewer.
    func largeContentViewerInteraction(_ interaction: LargeContentViewerInteraction, itemAt point: CGPoint)
        -> (any LargeContentViewerItem)?
    /// The press ended on `item` (nil: on nothing that shows the viewer) at `point`; by default a control there
    /// is tapped, as lifting a finger on a tab bar's item selects it.
    func largeContentViewerInteraction(
        _ interaction: LargeContentViewerInteraction, didEndOn item: (any LargeContentViewerItem)?, at point: CGPoint)
    /// The controller that presents the viewer; by default the one whose view holds the interaction's.
    func viewController(for interaction: LargeContentViewerInteraction) -> ViewController
}

extension LargeContentViewerInteractionDelegate {
    public func largeContentViewerInteraction(_ interaction: LargeContentViewerInteraction, itemAt point: CGPoint)
        -> (any LargeContentViewerItem)?
    {
        interaction.defaultItem(at: point)
    }

    public func largeContentViewerInteraction(
        _ interaction: LargeContentViewerInteraction, didEndOn item: (any LargeContentViewerItem)?, at point: CGPoint
    ) {
        interaction.defaultEnd(on: item)
    }

    public func viewController(for interaction: LargeContentViewerInteraction) -> ViewController {
        interaction.defaultViewController()
    }
}

/// Shows a bar item's or a small control's title and image large in the middle of the screen while a long press
/// rests on it, for people who use the largest text sizes, whose bars do not grow (UILargeContentViewerInteraction),
/// added with ``View/addInteraction(_:)``. Headless, ``shownItem`` is what the viewer shows while the press lasts.
@preconcurrency @MainActor
open class LargeContentViewerInteraction: Interaction {
    /// Whether the viewer is on: at the accessibility text sizes (the app's preferred content size category),
    /// as UIKit turns it on.
    open class var isEnabled: Bool { Application.shared.preferredContentSizeCategory.isAccessibilityCategory }

    /// Posted when ``isEnabled`` changes.
    public static let enabledStatusDidChangeNotification = Notification.Name(
        "UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    /// Decides the item at a point and hears when a press ends; nil uses UIKit's defaults.
    open weak var delegate: (any LargeContentViewerInteractionDelegate)?
    public private(set) weak var view: View?
    /// The long press that shows the viewer: other recognizers can be told to wait for it or not.
    public let gestureRecognizerForExclusionRelationship: GestureRecognizer
    /// The item the viewer shows while a press lasts (beyond UIKit, headless); nil when it is not showing.
    public private(set) var shownItem: (any LargeContentViewerItem)?

    /// An interaction whose delegate decides the items and hears the presses' ends.
    public init(delegate: (any LargeContentViewerInteractionDelegate)?) {
        self.delegate = delegate
        let press = LongPressGestureRecognizer()
        gestureRecognizerForExclusionRelationship = press
        press.delegate = gate
        press.addTarget(self, action: LargeContentViewerInteraction.pressChanged)
        gate.interaction = self
    }

    /// Lets the long press begin only while the viewer is on and over an item that shows it: otherwise the view's
    /// own touches go on (a button still taps), as they do in UIKit.
    private final class Gate: GestureRecognizerDelegate {
        weak var interaction: LargeContentViewerInteraction?

        func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
            guard let interaction, let view = interaction.view, LargeContentViewerInteraction.isEnabled else {
                return false
            }
            return interaction.item(at: gestureRecognizer.location(in: view)) != nil
        }
    }

    private let gate = Gate()

    /// An interaction with UIKit's defaults, as `init()` (NSObject's) makes one.
    public convenience init() {
        self.init(delegate: nil)
    }

    public func willMove(to view: View?) {
        self.view?.removeGestureRecognizer(gestureRecognizerForExclusionRelationship)
    }

    public func didMove(to view: View?) {
        self.view = view
        view?.addGestureRecognizer(gestureRecognizerForExclusionRelationship)
    }

    private func pressChanged(_ press: GestureRecognizer) {
        guard let view else { return }
        let point = press.location(in: view)
        switch press.state {
        case .began, .changed:
            guard Self.isEnabled else { return }
            shownItem = item(at: point)
        case .ended:
            guard Self.isEnabled else { return }
            let item = shownItem
            shownItem = nil
            if let delegate {
                delegate.largeContentViewerInteraction(self, didEndOn: item, at: point)
            } else {
                defaultEnd(on: item)
            }
        default:
            shownItem = nil
        }
    }

    /// The item at `point` that shows the viewer: the delegate's, or the default one.
    private func item(at point: CGPoint) -> (any LargeContentViewerItem)? {
        let item =
            if let delegate { delegate.largeContentViewerInteraction(self, itemAt: point) } else {
                defaultItem(at: point)
            }
        return item?.showsLargeContentViewer == true ? item : nil
    }

    /// The deepest view at `point` (the interaction's view's coordinates) that shows the viewer, or an
    /// ancestor of it up to the interaction's view.
    func defaultItem(at point: CGPoint) -> (any LargeContentViewerItem)? {
        guard let view else { return nil }
        var candidate = view.hitTest(point, with: nil)
        while let current = candidate {
            if current.showsLargeContentViewer { return current }
            if current === view { break }
            candidate = current.superview
        }
        return nil
    }

    /// A control the press ended on is tapped (its primary action runs), as UIKit does.
    func defaultEnd(on item: (any LargeContentViewerItem)?) {
        (item as? Control)?.sendActions(for: .primaryActionTriggered)
    }

    /// The controller whose view holds the interaction's view.
    func defaultViewController() -> ViewController {
        view?.enclosingController ?? view?.window?.rootViewController ?? ViewController()
    }
}
