import Foundation

/// A view a collection view reuses: supplementary views (headers, footers) and, through
/// ``CollectionViewCell``, cells. UIKit's `UICollectionReusableView`, headless.
///
/// The collection view makes one with `init(frame:)` (a registered class) or from a ``Nib`` (`awakeFromNib()`
/// once), calls ``prepareForReuse()`` before handing it to another element, and only then, and gives it its
/// place through ``apply(_:)``.
///
/// A subclass overrides `init(frame:)` and `init?(coder:)` as UIKit code does; the collection view makes views
/// of a registered class through ``init(registeredFrame:)``, which such a subclass inherits and which calls its
/// `init(frame:)`.
@preconcurrency @MainActor
open class CollectionReusableView: View {
    override open class func appearance() -> CollectionReusableView {
        Appearance.proxy(for: self) { CollectionReusableView(frame: .zero) }
    }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> CollectionReusableView
    {
        Appearance.proxy(for: self, containers: containerTypes) { CollectionReusableView(frame: .zero) }
    }
    override open class func appearance(for trait: TraitCollection) -> CollectionReusableView {
        Appearance.proxy(for: self, traits: trait) { CollectionReusableView(frame: .zero) }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> CollectionReusableView {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { CollectionReusableView(frame: .zero) }
    }

    /// The identifier of the queue the view returns to; nil for a view that is never reused.
    @exclusivity(unchecked) public internal(set) var reuseIdentifier: String?
    /// Numbers the views a collection view made, for traces (`cell#3`); 0 for a view it did not make.
    @exclusivity(unchecked) var serialNumber = 0
    /// The layout generation and attributes the view was last placed with (supplementary views).
    @exclusivity(unchecked) var appliedGeneration = -1
    @exclusivity(unchecked) var appliedAttributes: CollectionViewLayoutAttributes?

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// How a collection view makes a view of a registered class; clients do not call it. It calls the class's
    /// own `init(frame:)`: a subclass that overrides it and `init?(coder:)`, or defines no initializer, inherits
    /// this one.
    public required convenience init(registeredFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Called just before the view is handed to another element, and only then: reset what the last element
    /// set. Call `super`.
    open func prepareForReuse() {}

    /// Told the view's layout attributes when the collection view places it: its frame, alpha and visibility
    /// are already set; a subclass reads its layout's own attributes here.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's: the default keeps the width (the height in a
    /// horizontal layout) and fits the other length to the view's constraints or ``View/sizeThatFits(_:)``.
    /// A layout with estimated sizes asks this of each view it shows.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy() as! CollectionViewLayoutAttributes
        let width = layoutAttributes.size.width
        frame.size.width = width
        let height = constrainedFittingHeight(atWidth: width) ?? sizeThatFits(CGSize(width: width, height: 0)).height
        attributes.size = CGSize(width: width, height: height)
        return attributes
    }

    /// The height the view's constraints give it at `width`, if they give one.
    func constrainedFittingHeight(atWidth width: CGFloat) -> CGFloat? {
        constrainedHeight(atWidth: width)
    }

    /// The layout is about to change to another one.
    open func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}

    /// The layout changed.
    open func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}
}

/// An item's view in a collection view: a content view, selection and highlight, reused across items.
/// UIKit's `UICollectionViewCell`, headless.
@preconcurrency @MainActor
open class CollectionViewCell: CollectionReusableView {
    override open class func appearance() -> CollectionViewCell {
        Appearance.proxy(for: self) { CollectionViewCell(frame: .zero) }
    }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> CollectionViewCell
    {
        Appearance.proxy(for: self, containers: containerTypes) { CollectionViewCell(frame: .zero) }
    }
    override open class func appearance(for trait: TraitCollection) -> CollectionViewCell {
        Appearance.proxy(for: self, traits: trait) { CollectionViewCell(frame: .zero) }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> CollectionViewCell {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { CollectionViewCell(frame: .zero) }
    }

    /// The view that holds the cell's content; add custom subviews here.
    public let contentView: View
    /// A view behind the content, sized to the cell.
    @exclusivity(unchecked) open var backgroundView: View? {
        didSet { replaceBackground(oldValue, with: backgroundView, below: 0) }
    }
    /// A view behind the content while the cell is selected or highlighted.
    @exclusivity(unchecked) open var selectedBackgroundView: View? {
        didSet { replaceBackground(oldValue, with: selectedBackgroundView, below: backgroundView == nil ? 0 : 1) }
    }
    /// Whether the cell is selected (the collection view sets it from the item's selection).
    @exclusivity(unchecked) open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is highlighted (a touch is down on it).
    @exclusivity(unchecked) open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// What the content shows, as a value; setting it replaces the content view's configured view.
    @exclusivity(unchecked) open var contentConfiguration: (any ContentConfiguration)? {
        didSet { applyContentConfiguration() }
    }
    /// Whether the content configuration follows the cell's state; default true.
    @exclusivity(unchecked) open var automaticallyUpdatesContentConfiguration = true
    /// Runs when the cell's state changes, after ``updateConfiguration(using:)``.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// What runs when the cell's state changes: the cell and its new state (UIKit's `configurationUpdateHandler`).
    public typealias ConfigurationUpdateHandler = (CollectionViewCell, CellConfigurationState) -> Void
    /// The cell's background, as a value; it follows the cell's state (selected, highlighted) while
    /// ``automaticallyUpdatesBackgroundConfiguration``.
    @exclusivity(unchecked) open var backgroundConfiguration: BackgroundConfiguration? {
        didSet { backgroundColor = backgroundConfiguration?.updated(for: configurationState).backgroundColor }
    }
    /// Whether the background configuration follows the cell's state; default true.
    @exclusivity(unchecked) open var automaticallyUpdatesBackgroundConfiguration = true
    /// Whether the cell's item is being edited: its collection view is editing and the delegate's `canEditItemAt`
    /// allows it (the configuration state's `isEditing`).
    var isEditingItem = false {
        didSet { if isEditingItem != oldValue { setNeedsUpdateConfiguration() } }
    }
    @exclusivity(unchecked) var configuredView: (View & ContentView)?
    @exclusivity(unchecked) var needsConfigurationUpdate = true
    /// Whether the cell's item is an expanded parent in its section's outline (its configuration state's
    /// `isExpanded`).
    var isOutlineExpanded = false {
        didSet { if isOutlineExpanded != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether a swipe opened the cell's item (its configuration state's `isSwiped`).
    var isSwiped = false {
        didSet { if isSwiped != oldValue { setNeedsUpdateConfiguration() } }
    }

    public override init(frame: CGRect = .zero) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        // Constraints a client installs on the cell itself lay out the content view's views with the cell's.
        contentView.isCellContentView = true
        addSubview(contentView)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The cell's state now: selected and highlighted.
    open var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isSwiped = isSwiped
        state.isExpanded = isOutlineExpanded
        state.isEditing = isEditingItem
        return state
    }

    /// The background a cell of this kind starts from: none for a plain cell (a list cell's is its list's).
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .clear() }

    /// Asks for ``updateConfiguration(using:)`` before the cell is next shown or laid out.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the cell's configurations for `state`; call `super` when overriding.
    open func updateConfiguration(using state: CellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundColor = background.updated(for: state).backgroundColor
        }
        configurationUpdateHandler?(self, state)
    }

    /// Runs ``updateConfiguration(using:)`` if it was asked for.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        updateConfiguration(using: configurationState)
    }

    /// Where the cell is in a drag of its item (UICollectionViewCell.DragState), with UIKit's raw values.
    public enum DragState: Int, Hashable, Sendable {
        case none = 0
        /// Lifted under the finger, the drag about to begin.
        case lifting = 1
        /// Its item is being dragged.
        case dragging = 2
    }

    /// Told as a drag of its item lifts it, drags it and ends (``CollectionView/dragItems(at:toItemAt:in:)``);
    /// the default does nothing.
    open func dragStateDidChange(_ dragState: DragState) {}

    open override func prepareForReuse() {
        super.prepareForReuse()
        isHighlighted = false
        isSwiped = false
    }

    /// The whole cell.
    override var contentViewFrame: CGRect? { bounds }

    /// The cell's constraints, or, as most cells install them, its content view's: a content view whose subviews
    /// pin to its edges is as tall as they make it.
    override func constrainedFittingHeight(atWidth width: CGFloat) -> CGFloat? {
        if let height = constrainedHeight(atWidth: width) { return height }
        guard !contentView.isAdoptedContentView else { return nil }
        return contentView.constrainedHeight(atWidth: width)
    }

    /// Tells the collection view showing this cell that its size changed
    /// (``CollectionView/selfSizingInvalidation``): a self-sizing layout measures the item again.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        (superview as? CollectionView)?.cellDidInvalidateSize(self, fromConstraints: false)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
        configuredView?.frame = contentView.bounds
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let configuredView {
            return CGSize(width: size.width, height: configuredView.sizeThatFits(size).height)
        }
        return super.sizeThatFits(size)
    }

    private func applyContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredView?.removeFromSuperview()
            configuredView = nil
            return
        }
        if let view = configuredView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            configuredView?.removeFromSuperview()
            let view = configuration.makeContentView()
            contentView.addSubview(view)
            configuredView = view
        }
        setNeedsLayout()
    }

    private func replaceBackground(_ old: View?, with new: View?, below index: Int) {
        if old !== new { old?.removeFromSuperview() }
        guard let new else { return }
        new.removeFromSuperview()
        insertSubview(new, at: index)
        new.frame = bounds
    }
}
