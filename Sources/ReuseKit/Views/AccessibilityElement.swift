import Foundation

/// An action VoiceOver offers on an element beside its default one (UIAccessibilityCustomAction).
@preconcurrency @MainActor
open class AccessibilityCustomAction {
    open var name: String
    open var image: Image?
    open var actionHandler: ((AccessibilityCustomAction) -> Bool)?

    public init(name: String, image: Image? = nil, actionHandler: @escaping (AccessibilityCustomAction) -> Bool) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    /// Runs the action, as VoiceOver does when the person chooses it (beyond UIKit, headless); returns its answer.
    @discardableResult
    public func perform() -> Bool { actionHandler?(self) ?? false }
}

/// How VoiceOver moves through a container's elements (UIAccessibilityNavigationStyle).
public enum AccessibilityNavigationStyle: Int, Hashable, Sendable {
    case automatic, separate, combined
}

/// What kind of container an element is, for VoiceOver's rotor (UIAccessibilityContainerType).
public enum AccessibilityContainerType: Int, Hashable, Sendable {
    case none, dataTable, list, landmark, semanticGroup
}

/// What VoiceOver reads and does with an element: UIKit's informal UIAccessibility protocol, kept by every
/// responder and by ``AccessibilityElement`` in one box made on first use, so that a view that never sets them
/// pays one pointer. Linux has no VoiceOver: the values are kept for code and UI tests to read.
final class AccessibilityStorage {
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var frame = CGRect.zero
    var activationPoint: CGPoint?
    var language: String?
    var attributedLabel: NSAttributedString?
    var attributedHint: NSAttributedString?
    var attributedValue: NSAttributedString?
    var userInputLabels: [String]?
    var respondsToUserInteraction = false
    var customActions: [AccessibilityCustomAction]?
    var path: BezierPath?
    weak var container: AnyObject?
    var navigationStyle = AccessibilityNavigationStyle.automatic
    var containerType = AccessibilityContainerType.none
}

/// An element VoiceOver reads that is not a view (UIAccessibilityElement): a part of a view that draws several
/// things, listed in the view's `accessibilityElements`.
@preconcurrency @MainActor
open class AccessibilityElement {
    /// The view (or element) that lists it.
    open weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits = AccessibilityTraits.none
    /// The element's frame in its container's coordinates.
    open var accessibilityFrameInContainerSpace = CGRect.zero
    open var accessibilityCustomActions: [AccessibilityCustomAction]?

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }

    /// The element's frame in the window: its frame in its container's coordinates, carried through the container
    /// when it is a view.
    open var accessibilityFrame: CGRect {
        get {
            guard let view = accessibilityContainer as? View else { return accessibilityFrameInContainerSpace }
            return view.convert(accessibilityFrameInContainerSpace, to: View?.none)
        }
        set {
            if let view = accessibilityContainer as? View {
                accessibilityFrameInContainerSpace = view.convert(newValue, from: View?.none)
            } else {
                accessibilityFrameInContainerSpace = newValue
            }
        }
    }
}
