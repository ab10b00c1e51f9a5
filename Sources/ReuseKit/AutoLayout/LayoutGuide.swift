import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UILayoutGuide): spacers, groups, and
/// the margins, safe area and readable width every view offers.
@preconcurrency @MainActor
open class LayoutGuide: LayoutItem {
    /// The view the guide belongs to (``View/addLayoutGuide(_:)`` sets it).
    public weak var owningView: View?
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

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public init?(coder: NSCoder) {
        return nil
    }

    init(system: SystemGuide, owner: View, identifier: String) {
        self.system = system
        owningView = owner
        self.identifier = identifier
    }
}

/// The guide a view's keyboard takes (UIKeyboardLayoutGuide): along the bottom, as tall as the safe area's
/// bottom inset while no keyboard shows (headless, always).
@preconcurrency @MainActor
open class KeyboardLayoutGuide: LayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard; false by default.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top stays at the safe area's bottom while the keyboard is hidden; true by default.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.setNeedsConstraintSolve() } }
    }
    /// Extra distance above the keyboard that a drag to dismiss it starts from; 0 by default.
    open var keyboardDismissPadding: CGFloat = 0
}

extension LayoutGuide {
    /// Whether the constraints leave the guide free to move or resize.
    ///
    /// - Complexity: one solve of its view's island.
    public var hasAmbiguousLayout: Bool {
        guard let owningView else { return false }
        var island = LayoutIsland(root: owningView.islandRoot, fitting: nil)
        island.solve()
        return island.isAmbiguous(self)
    }

    /// The active constraints that position or size the guide along `axis`.
    ///
    /// - Complexity: O(d + c) in the depth of its view and the constraints installed on the views above it.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        AutoLayoutCheck.constraints(affecting: self, on: owningView, axis: axis)
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
