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
    private var separatorGuide: LayoutGuide?

    /// A guide whose leading edge is where the cell's separator begins (iOS 14.5). By default it begins at the
    /// text of a list content configuration, or else at the content view's leading layout margin; constrain the
    /// guide's `leadingAnchor` to move it, as UIKit clients align the line with their own views. Its trailing edge
    /// is the cell's.
    public var separatorLayoutGuide: LayoutGuide {
        if let separatorGuide { return separatorGuide }
        let guide = LayoutGuide(
            system: .placed, owner: self, identifier: "UICollectionViewListCell-separatorLayoutGuide")
        addLayoutGuide(guide)
        separatorGuide = guide
        placeSeparatorGuide()
        return guide
    }

    /// Puts the separator guide at its automatic place, unless a constraint places it.
    private func placeSeparatorGuide() {
        guard let separatorGuide, !isConstrained(separatorGuide) else { return }
        let leading = automaticListSeparatorLeading
        separatorGuide.layoutFrame = CGRect(
            x: leading, y: 0, width: max(bounds.width - leading, 0), height: bounds.height)
    }

    /// Where the separator begins without a constraint: the text of the list content view the cell shows, or the
    /// content view's leading layout margin.
    private var automaticListSeparatorLeading: CGFloat {
        if let content = configuredView as? ListContentView, let text = content.textLayoutGuide,
            let placed = content.placement(of: text)
        {
            return content.convert(placed.frame(in: content.bounds.size), to: self).minX
        }
        return automaticSeparatorLeading
    }

    /// Where the separator begins: the guide's leading edge where a constraint places it, else the automatic place.
    var separatorLeading: CGFloat {
        guard let separatorGuide, isConstrained(separatorGuide) else { return automaticListSeparatorLeading }
        return separatorGuide.layoutFrame.minX
    }

    /// Whether a constraint installed on the cell or its content view involves `guide`.
    private func isConstrained(_ guide: LayoutGuide) -> Bool {
        [constraints, contentView.constraints].contains { list in
            list.contains { $0.isActive && ($0.firstItem === guide || $0.secondItem === guide) }
        }
    }

    override func placement(of guide: LayoutGuide) -> GuidePlacement? {
        guard guide === separatorGuide else { return super.placement(of: guide) }
        let leading = automaticListSeparatorLeading
        // The automatic leading edge is the weakest of preferences: any constraint on the guide moves it.
        return GuidePlacement(
            x: .constant(leading), y: .constant(0), width: GuidePlacement.Term(factor: 1, constant: -leading),
            height: GuidePlacement.Term(factor: 1, constant: 0), leadingPriority: 1)
    }

    /// A list content configuration for the cell: text and secondary text.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// A list cell's background: a plain list's.
    open override func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }

    /// The accessories shown now.
    public var shownAccessories: [CellAccessory] { accessories.filter { $0.isShown(editing: isEditing) } }

    /// Whether a tap anywhere on the cell expands or collapses its item: it shows an outline disclosure of
    /// `.header` style, or of `.automatic` style with a header's content configuration (`sidebarHeader()` and kin).
    var togglesOutlineOnTap: Bool {
        guard let disclosure = shownAccessories.first(where: { $0.kind == .outlineDisclosure }) else { return false }
        switch disclosure.outlineOptions.style {
        case .header: return true
        case .cell: return false
        case .automatic: return (contentConfiguration as? ListContentConfiguration)?.isHeaderStyle ?? false
        }
    }

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
        if indent > 0 || trailing < bounds.width, let view = configuredView {
            view.frame = CGRect(x: indent, y: 0, width: max(trailing - indent, 0), height: contentView.bounds.height)
        }
        placeSeparatorGuide()
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
