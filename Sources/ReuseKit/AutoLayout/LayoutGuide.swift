import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UILayoutGuide): spacers, groups, and
/// the margins, safe area and readable width every view offers.
@preconcurrency @MainActor
open class LayoutGuide: LayoutItem {
    /// The view the guide belongs to (``View/addLayoutGuide(_:)``).
    public internal(set) weak var owningView: View?
    open var identifier = ""
    /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved it.
    public internal(set) var layoutFrame = CGRect.zero
    /// For the guides a view makes itself: how the guide follows the view (nil for a client's own guide).
    let system: SystemGuide?

    enum SystemGuide {
        case margins, safeArea, readableContent, keyboard, scrollFrame, scrollContent
    }

    public init() {
        system = nil
    }

    init(system: SystemGuide, owner: View, identifier: String) {
        self.system = system
        owningView = owner
        self.identifier = identifier
    }
}

/// What constraints relate: views and layout guides. Both get their edge, centre and size anchors here.
@preconcurrency @MainActor
public protocol LayoutItem: AnyObject {}

extension LayoutItem {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
