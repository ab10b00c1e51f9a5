import Foundation

/// A view a list cell shows at its edges: a disclosure chevron, a checkmark, delete and insert controls, a reorder
/// grip, an outline disclosure that expands and collapses the item's children, a label, a detail button, a
/// selection circle (UIKit's `UICellAccessory`).
public struct CellAccessory: Sendable {
    /// When the accessory shows.
    public enum DisplayedState: Int, Hashable, Sendable {
        case always
        case whenEditing
        case whenNotEditing
    }

    public enum Kind: Hashable, Sendable {
        case disclosureIndicator
        case checkmark
        case delete
        case insert
        case reorder
        case outlineDisclosure
        case label(String)
        case detail
        case multiselect
    }

    /// An outline disclosure's options (UIKit's `UICellAccessory.OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions: Sendable {
        /// How the disclosure behaves: a header's toggles on a tap anywhere on the cell, a cell's only on the
        /// accessory.
        public enum Style: Int, Hashable, Sendable {
            case automatic
            case header
            case cell
        }

        public var style: Style
        /// Whether the cell hides the accessory.
        public var isHidden: Bool
        public var tintColor: Color?

        public init(style: Style? = nil, isHidden: Bool? = nil, tintColor: Color? = nil) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.tintColor = tintColor
        }
    }

    public let kind: Kind
    public let displayed: DisplayedState
    /// For an outline disclosure: its options.
    public let outlineOptions: OutlineDisclosureOptions
    /// What a tap on the accessory does; nil for its standard behaviour (an outline disclosure toggles its item).
    public let actionHandler: (@MainActor @Sendable () -> Void)?

    init(
        _ kind: Kind, displayed: DisplayedState, outlineOptions: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) {
        self.kind = kind
        self.displayed = displayed
        self.outlineOptions = outlineOptions
        self.actionHandler = actionHandler
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(.disclosureIndicator, displayed: displayed)
    }

    public static func checkmark(displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(.checkmark, displayed: displayed)
    }

    public static func delete(
        displayed: DisplayedState = .whenEditing, actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) -> CellAccessory {
        CellAccessory(.delete, displayed: displayed, actionHandler: actionHandler)
    }

    public static func insert(
        displayed: DisplayedState = .whenEditing, actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) -> CellAccessory {
        CellAccessory(.insert, displayed: displayed, actionHandler: actionHandler)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing) -> CellAccessory {
        CellAccessory(.reorder, displayed: displayed)
    }

    /// An outline disclosure: with no `actionHandler`, a tap expands or collapses the item in its section's
    /// snapshot (``CollectionViewDiffableDataSource``).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) -> CellAccessory {
        CellAccessory(.outlineDisclosure, displayed: displayed, outlineOptions: options, actionHandler: actionHandler)
    }

    public static func label(text: String, displayed: DisplayedState = .always) -> CellAccessory {
        CellAccessory(.label(text), displayed: displayed)
    }

    public static func detail(
        displayed: DisplayedState = .always, actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) -> CellAccessory {
        CellAccessory(.detail, displayed: displayed, actionHandler: actionHandler)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing) -> CellAccessory {
        CellAccessory(.multiselect, displayed: displayed)
    }

    /// Whether the accessory shows in editing mode (`editing`) or out of it (never when its options hide it).
    public func isShown(editing: Bool) -> Bool {
        if kind == .outlineDisclosure, outlineOptions.isHidden { return false }
        return switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}

/// A list's cell: a content configuration, accessories at its edges, indentation for outline levels
/// (UIKit's `UICollectionViewListCell`).
@MainActor
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
    /// Whether the cell is in editing mode (accessories shown `whenEditing` appear).
    open var isEditing = false

    /// A list content configuration for the cell: text and secondary text.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// The accessories shown now.
    public var shownAccessories: [CellAccessory] { accessories.filter { $0.isShown(editing: isEditing) } }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let indent = CGFloat(max(indentationLevel, 0)) * indentationWidth
        guard indent > 0, let view = configuredView else { return }
        view.frame = CGRect(
            x: indent, y: 0, width: max(contentView.bounds.width - indent, 0), height: contentView.bounds.height)
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
        } else if kind == .outlineDisclosure, let outlines = dataSource as? any OutlineExpanding {
            outlines.toggleExpansion(at: indexPath)
        }
        return true
    }
}

/// A data source that expands and collapses outline items (the diffable data source with section snapshots).
@MainActor
protocol OutlineExpanding {
    func toggleExpansion(at indexPath: IndexPath)
    /// Whether the item at `indexPath` is an expanded parent in its section's outline.
    func isExpanded(at indexPath: IndexPath) -> Bool
}
