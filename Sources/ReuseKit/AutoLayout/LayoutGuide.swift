import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UILayoutGuide): spacers, groups, and
/// the margins, safe area and readable width every view offers.
@preconcurrency @MainActor
open class LayoutGuide: LayoutItem {
    /// The view the guide belongs to (``View/addLayoutGuide(_:)`` sets it).
    public weak var owningView: View?
    open var identifier = ""
    /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved it.
    public internal(set) var layoutFrame = CGRect.zero {
        didSet { if layoutFrame != oldValue { layoutFrameChanged() } }
    }
    /// For the guides a view makes itself: how the guide follows the view (nil for a client's own guide).
    let system: SystemGuide?

    enum SystemGuide {
        case margins, safeArea, readableContent, keyboard, scrollFrame, scrollContent
        /// A guide its view places by its own layout (``View/placement(of:)``).
        case placed
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

    /// The solved frame changed: tracking guides turn their constraints on or off.
    func layoutFrameChanged() {}
}

/// Where a view's own layout puts one of its guides, for the constraints that hold the guide there while the
/// view's size is solved: each side as a part of the view's size plus a constant (`x = factor × width + constant`,
/// and so on). A `leadingPriority` below 1000 makes the leading edge a preference that a client's constraint on the
/// guide overrides, with the trailing edge kept at `x + width`'s place (a list cell's separator guide).
struct GuidePlacement {
    struct Term {
        var factor: CGFloat
        var constant: CGFloat

        static func constant(_ value: CGFloat) -> Term { Term(factor: 0, constant: value) }
    }

    var x: Term
    var y: Term
    var width: Term
    var height: Term
    var leadingPriority: Double = 1000

    /// The guide's rectangle in a view of `size`.
    func frame(in size: CGSize) -> CGRect {
        CGRect(
            x: x.factor * size.width + x.constant, y: y.factor * size.height + y.constant,
            width: width.factor * size.width + width.constant, height: height.factor * size.height + height.constant)
    }
}

/// A layout guide that turns constraints on and off as it comes near an edge of its view and goes away from it
/// (UITrackingLayoutGuide). A guide is near an edge when its own edge is within a point of the view's; a set of
/// edges is near when each of them is, and away when none is.
@preconcurrency @MainActor
open class TrackingLayoutGuide: LayoutGuide {
    private var nearConstraints: [UInt: [NSLayoutConstraint]] = [:]
    private var awayConstraints: [UInt: [NSLayoutConstraint]] = [:]

    public override init() { super.init() }

    override init(system: SystemGuide, owner: View, identifier: String) {
        super.init(system: system, owner: owner, identifier: identifier)
    }

    /// Activates `trackingConstraints` while the guide is near `edge` and deactivates them while it is away;
    /// replaces (and deactivates) the constraints set for that edge before. An empty list stops tracking it.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: DirectionalRectEdge)
    {
        NSLayoutConstraint.deactivate(nearConstraints[edge.rawValue] ?? [])
        nearConstraints[edge.rawValue] = trackingConstraints.isEmpty ? nil : trackingConstraints
        updateTrackedConstraints()
    }

    /// Activates `trackingConstraints` while the guide is away from `edge` and deactivates them while it is near.
    open func setConstraints(_ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: DirectionalRectEdge)
    {
        NSLayoutConstraint.deactivate(awayConstraints[edge.rawValue] ?? [])
        awayConstraints[edge.rawValue] = trackingConstraints.isEmpty ? nil : trackingConstraints
        updateTrackedConstraints()
    }

    /// The constraints active while the guide is near `edge`.
    open func constraints(activeWhenNearEdge edge: DirectionalRectEdge) -> [NSLayoutConstraint] {
        nearConstraints[edge.rawValue] ?? []
    }

    /// The constraints active while the guide is away from `edge`.
    open func constraints(activeWhenAwayFrom edge: DirectionalRectEdge) -> [NSLayoutConstraint] {
        awayConstraints[edge.rawValue] ?? []
    }

    /// Stops tracking every constraint, deactivating them.
    open func removeAllTrackedConstraints() {
        NSLayoutConstraint.deactivate(nearConstraints.values.flatMap { $0 } + awayConstraints.values.flatMap { $0 })
        nearConstraints = [:]
        awayConstraints = [:]
    }

    /// The edges of its view the guide is near now.
    var nearEdges: DirectionalRectEdge {
        guard let owner = owningView else { return [] }
        let bounds = owner.bounds
        let frame = layoutFrame
        var edges: DirectionalRectEdge = []
        if abs(frame.minY - bounds.minY) < 1 { edges.insert(.top) }
        if abs(frame.maxY - bounds.maxY) < 1 { edges.insert(.bottom) }
        let rightToLeft = owner.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if abs(frame.minX - bounds.minX) < 1 { edges.insert(rightToLeft ? .trailing : .leading) }
        if abs(frame.maxX - bounds.maxX) < 1 { edges.insert(rightToLeft ? .leading : .trailing) }
        return edges
    }

    /// Turns each tracked constraint on or off for the edges the guide is near.
    func updateTrackedConstraints() {
        guard !nearConstraints.isEmpty || !awayConstraints.isEmpty else { return }
        let near = nearEdges
        for (raw, list) in nearConstraints {
            let edge = DirectionalRectEdge(rawValue: raw)
            setActive(near.isSuperset(of: edge), list)
        }
        for (raw, list) in awayConstraints {
            let edge = DirectionalRectEdge(rawValue: raw)
            setActive(near.isDisjoint(with: edge), list)
        }
    }

    private func setActive(_ active: Bool, _ constraints: [NSLayoutConstraint]) {
        for constraint in constraints where constraint.isActive != active { constraint.isActive = active }
    }

    override func layoutFrameChanged() {
        updateTrackedConstraints()
    }
}

/// The guide a view's keyboard takes (UIKeyboardLayoutGuide): along the bottom, as tall as the safe area's
/// bottom inset while no keyboard shows and up to the keyboard's top while it does. The headless keyboard is
/// docked, so the guide is near the leading, trailing and bottom edges and away from the top.
@preconcurrency @MainActor
open class KeyboardLayoutGuide: TrackingLayoutGuide {
    /// A docked keyboard's guide spans the bottom of the view, laid out yet or not.
    override var nearEdges: DirectionalRectEdge { [.leading, .trailing, .bottom] }

    /// Whether the guide follows a floating or undocked keyboard; false by default.
    open var followsUndockedKeyboard = false
    /// Whether the guide's top stays at the safe area's bottom while the keyboard is hidden; true by default.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.setNeedsConstraintSolve() } }
    }
    /// Extra distance above the keyboard that a drag to dismiss it starts from; 0 by default.
    open var keyboardDismissPadding: CGFloat = 0
}

extension View {
    /// A debugging aid that, in UIKit, moves an ambiguously laid-out view to another of the frames its constraints
    /// allow. The solver here settles every ambiguity the same way each time, so there is no other frame to show:
    /// the frame is left as it is. Ask ``hasAmbiguousLayout`` and `constraintsAffectingLayout(for:)` to find the
    /// missing constraint.
    public func exerciseAmbiguityInLayout() {}
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
