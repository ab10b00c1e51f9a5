import Foundation

/// A list's cell: a content configuration, accessories at its edges, indentation for outline levels
/// (UIKit's `UICollectionViewListCell`).
@preconcurrency @MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The accessories, leading ones first as UIKit orders them.
    open var accessories: [CellAccessory] = [] {
        didSet { setNeedsLayout() }
    }
    /// How deep the item is in its outline; the content is indented by ``indentationWidth`` per level.
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true
    /// Whether the cell is in editing mode (accessories shown `whenEditing` appear; beyond UIKit, which keeps it
    /// in the configuration state): the collection view sets it from its own ``CollectionView/isEditing`` and the
    /// delegate's `canEditItemAt`.
    open var isEditing: Bool {
        get { isEditingItem }
        set { isEditingItem = newValue }
    }
    /// The custom accessory views in the cell now.
    private var accessoryViews: [View] = []

    /// A list content configuration for the cell: text and secondary text.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// A list cell's background: a plain list's.
    open override func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }

    /// The accessories shown now.
    public var shownAccessories: [CellAccessory] { accessories.filter { $0.isShown(editing: isEditing) } }

    /// Lays out the indented content between the custom accessory views shown at the edges (each as wide as its
    /// reserved width, or its own fitting width).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = shownAccessories.compactMap(\.customView)
        for view in accessoryViews where !shown.contains(where: { $0.customView === view }) {
            view.removeFromSuperview()
        }
        accessoryViews = shown.map(\.customView)
        var leading = CGFloat(0)
        var trailing = bounds.width
        let height = bounds.height
        for configuration in shown {
            let view = configuration.customView
            if view.superview !== self { addSubview(view) }
            let width: CGFloat =
                switch configuration.reservedLayoutWidth {
                case .custom(let width): max(width, 0)
                case .standard, .actual:
                    configuration.maintainsFixedSize ? view.frame.width : view.sizeThatFits(bounds.size).width
                }
            if configuration.placement.isLeading {
                view.frame = CGRect(x: leading, y: 0, width: width, height: height)
                leading += width
            } else {
                trailing -= width
                view.frame = CGRect(x: trailing, y: 0, width: width, height: height)
            }
        }
        let indent = leading + CGFloat(max(indentationLevel, 0)) * indentationWidth
        guard indent > 0 || trailing < bounds.width, let view = configuredView else { return }
        view.frame = CGRect(x: indent, y: 0, width: max(trailing - indent, 0), height: contentView.bounds.height)
    }
}

extension CollectionView {
    /// A tap on an accessory of the item's list cell (beyond UIKit, headless): its action handler runs; an outline
    /// disclosure without one expands or collapses the item in its section's snapshot. Returns whether the cell
    /// shows such an accessory.
    @discardableResult
    public func tapAccessory(_ kind: CellAccessory.Kind, ofItemAt indexPath: IndexPath) -> Bool {
        guard let cell = cellForItem(at: indexPath) as? CollectionViewListCell,
            let accessory = cell.shownAccessories.first(where: { $0.kind == kind })
        else { return false }
        if let handler = accessory.actionHandler {
            handler()
        } else if kind == .outlineDisclosure, let outlines = outlineSource {
            outlines.toggleExpansion(at: indexPath)
        }
        return true
    }
}

/// A data source that expands and collapses outline items (the diffable data source with section snapshots).
@MainActor
protocol OutlineExpanding: AnyObject {
    func toggleExpansion(at indexPath: IndexPath)
    /// Whether the item at `indexPath` is an expanded parent in its section's outline.
    func isExpanded(at indexPath: IndexPath) -> Bool
}
