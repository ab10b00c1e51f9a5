import Foundation

/// A row or column of views laid out by constraints (UIStackView): it makes and keeps the constraints that
/// place its arranged subviews along its axis, with spacing and distribution, and across it with alignment.
///
/// The constraints are ordinary ``NSLayoutConstraint``s installed on the stack view (their identifiers start
/// `UISV-`, as UIKit's do), remade at the next constraint update (before layout or measuring) after the arrangement or a property changes. Hidden arranged subviews
/// leave the arrangement and the others close up.
@preconcurrency @MainActor
open class StackView: View {
    override open class func appearance() -> StackView { Appearance.proxy(for: self) { StackView() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> StackView
    {
        Appearance.proxy(for: self, containers: containerTypes) { StackView() }
    }
    override open class func appearance(for trait: TraitCollection) -> StackView {
        Appearance.proxy(for: self, traits: trait) { StackView() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> StackView {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { StackView() }
    }

    /// How arranged subviews share the length along the axis.
    public enum Distribution: Int, Hashable, Sendable {
        /// Views keep their intrinsic lengths where they can; the one that hugs least (the first on ties)
        /// takes the slack, the one that resists compression least gives it.
        case fill
        /// All views the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic lengths.
        case fillProportionally
        /// Views at their lengths, with equal gaps (at least ``StackView/spacing``).
        case equalSpacing
        /// Views at their lengths, with their centres equally far apart.
        case equalCentering
    }

    /// Where arranged subviews sit across the axis.
    public enum Alignment: Int, Hashable, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// ``spacing`` for the system's standard spacing (8 points).
    public static let spacingUseSystem: CGFloat = -1.0e6
    /// ``setCustomSpacing(_:after:)`` value that goes back to ``spacing``.
    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [View] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The gap between neighbours (a minimum for ``Distribution/equalSpacing``).
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether the arrangement sits inside the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether vertical spacing runs from baseline to baseline.
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var stackConstraints: [NSLayoutConstraint] = []
    private var spacers: [LayoutGuide] = []
    /// The arranged subviews, for O(1) membership.
    private var arranged: Set<ObjectIdentifier> = []
    /// Whether the constraints wait to be remade at the next constraint update.
    private var arrangementIsStale = false
    /// Whether the arrangement is placed without constraints (see `StackView+Direct.swift`).
    private(set) var arrangesDirectly = false
    /// Changes whenever what the direct arrangement measures changes, for remembered solutions: drawn from one
    /// count for all stacks, so that two stacks (two cells' stacks showing different texts) never share one, and a
    /// cell's solution is never taken for another's.
    private var contentGeneration = StackView.nextGeneration()
    private static var generations = 0

    private static func nextGeneration() -> Int {
        generations &+= 1
        return generations
    }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Storyboards and nib archives do not exist on Linux, so there is nothing to decode: this makes an empty
    /// horizontal stack. Non-failable, as UIStackView's is, so that a subclass's
    /// `required init(coder: NSCoder) { super.init(coder: coder) }` compiles unchanged.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Adds `view` at the end of the arrangement (and as a subview).
    ///
    /// - Complexity: amortized O(1): the constraints are remade once, at the next constraint update.
    open func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` (clamped to the ends) in the arrangement.
    ///
    /// - Complexity: O(1) at the end; elsewhere O(n) to move the array's later elements, with no constraint work.
    open func insertArrangedSubview(_ view: View, at stackIndex: Int) {
        if !arranged.insert(ObjectIdentifier(view)).inserted,
            let index = arrangedSubviews.firstIndex(where: { $0 === view })
        {
            arrangedSubviews.remove(at: index)
        }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        // After the move: leaving another stack took the view out of that stack's arrangement, flag and all.
        view.isArrangedInStack = true
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview, as in UIKit (remove it from the superview too
    /// to take it off screen).
    ///
    /// - Complexity: O(n) to find it in the array, with no constraint work until the next update.
    open func removeArrangedSubview(_ view: View) {
        guard arranged.remove(ObjectIdentifier(view)) != nil else { return }
        view.isArrangedInStack = false
        if let index = arrangedSubviews.lastIndex(where: { $0 === view }) { arrangedSubviews.remove(at: index) }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// A subview that leaves the stack leaves the arrangement too (the seed's `reloadData` relies on it).
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        if arranged.contains(ObjectIdentifier(subview)) { removeArrangedSubview(subview) }
    }

    /// The gap after `arrangedSubview` instead of ``spacing`` (``spacingUseDefault`` to go back).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The gap after `arrangedSubview` (``spacingUseDefault`` when it has none of its own).
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    func arrangedSubviewVisibilityChanged(_ view: View) {
        if arranged.contains(ObjectIdentifier(view)) { arrangementChanged() }
    }

    /// Remakes the stack's constraints, if the arrangement changed since they were made. UIKit calls this
    /// before layout; call `super` when overriding.
    ///
    /// - Complexity: O(n) in the arranged subviews when they changed, O(1) otherwise.
    open override func updateConstraints() {
        if arrangementIsStale { remakeConstraints() }
        super.updateConstraints()
    }

    /// The constraints are remade at the next constraint update (before layout or measuring), once for any
    /// number of changes: adding 10,000 views one at a time costs one remake, not 10,000.
    func arrangementChanged() {
        arrangementIsStale = true
        contentGeneration = Self.nextGeneration()
        setNeedsUpdateConstraints()
        if arrangesDirectly {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// Whether `view` is one of the arranged subviews. O(1).
    func isArranged(_ view: View) -> Bool { arranged.contains(ObjectIdentifier(view)) }

    /// The arranged subviews that take part: visible, and still subviews.
    var visibleArrangedSubviews: [View] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    /// An arranged view's content changed size: a direct arrangement measures again.
    func arrangedSubviewContentChanged(_ view: View) {
        guard arrangesDirectly, isArranged(view) else { return }
        contentGeneration = Self.nextGeneration()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Places the arranged views directly when the arrangement allows it, after the constraints' solution.
    open override func layoutSubviews() {
        if arrangementIsStale { updateConstraintsIfNeeded() }
        super.layoutSubviews()
        if arrangesDirectly { arrangeDirectly() }
    }

    /// A direct arrangement's size: its views' lengths and gaps along the axis, the widest across; a vertical one
    /// whose views' heights depend on their width is measured at its width instead.
    open override var intrinsicContentSize: CGSize {
        guard arrangesDirectly else { return super.intrinsicContentSize }
        var size = directContentSize(across: nil)
        if measuresHeightAtWidth { size.height = View.noIntrinsicMetric }
        return size
    }

    /// A direct arrangement measured at `size`'s width (vertical) or height (horizontal); otherwise the bounds'
    /// size, as a view's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard arrangesDirectly else { return super.sizeThatFits(size) }
        let across = axis == .horizontal ? size.height : size.width
        return directContentSize(across: across > 0 ? across : nil)
    }

    override var measuresHeightAtWidth: Bool {
        guard arrangesDirectly, axis == .vertical, alignment == .fill else { return false }
        return visibleArrangedSubviews.contains { $0.measuresHeightAtWidth || !$0.constraints.isEmpty }
    }

    override var heightAtWidthKey: String { "stack \(contentGeneration)" }

    /// Remakes the stack's constraints.
    ///
    /// - Complexity: O(n) in the arranged subviews.
    private func remakeConstraints() {
        arrangementIsStale = false
        NSLayoutConstraint.deactivate(stackConstraints)
        removeLayoutGuides(spacers)
        spacers = []
        let visible = visibleArrangedSubviews
        let wasDirect = arrangesDirectly
        arrangesDirectly = canArrangeDirectly(visible)
        if arrangesDirectly {
            stackConstraints = []
            if !wasDirect { invalidateIntrinsicContentSize() }
            setNeedsLayout()
            return
        }
        if wasDirect { invalidateIntrinsicContentSize() }
        var made = StackConstraintMaker(stack: self, views: visible)
        stackConstraints = made.make()
        spacers = made.spacers
        NSLayoutConstraint.activate(stackConstraints)
        setNeedsConstraintSolve()
    }

    /// The gap after `view` in points.
    func gap(after view: View) -> CGFloat {
        let value = customSpacings[ObjectIdentifier(view)] ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }
}
