import Foundation

/// A view a list cell shows at its edges: a disclosure chevron, a checkmark, delete and insert controls, a reorder
/// grip, an outline disclosure that expands and collapses the item's children, a label, a detail button, a
/// selection circle, or a view of the client's own (UIKit's `UICellAccessory`).
public struct CellAccessory {
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
        /// A view of the client's own (``customView``).
        case custom
    }

    /// How much width the accessory takes at the cell's edge.
    public enum LayoutDimension: Hashable, Sendable {
        /// The system's standard width for the accessory.
        case standard
        /// The accessory's own width.
        case actual
        /// A width of the client's.
        case custom(CGFloat)
    }

    /// An accessory's options (UIKit's per-accessory options structs: `DisclosureIndicatorOptions`,
    /// `CheckmarkOptions`, ...; one type here, with every option any of them has).
    public struct Options: Sendable {
        /// Whether the cell hides the accessory while keeping its place.
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: Color?
        /// The background of a delete, insert or selection control.
        public var backgroundColor: Color?
        /// A label accessory's font.
        public var font: Font?
        public var adjustsFontForContentSizeCategory: Bool
        /// Whether a reorder grip draws a line between it and the content.
        public var showsVerticalSeparator: Bool

        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: Color? = nil,
            backgroundColor: Color? = nil, font: Font? = nil, adjustsFontForContentSizeCategory: Bool? = nil,
            showsVerticalSeparator: Bool? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? false
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    public typealias DisclosureIndicatorOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias DeleteOptions = Options
    public typealias InsertOptions = Options
    public typealias ReorderOptions = Options
    public typealias MultiselectOptions = Options
    public typealias LabelOptions = Options
    public typealias DetailOptions = Options

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
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: Color?

        public init(
            style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil
        ) {
            self.style = style ?? .automatic
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    /// Where a custom view goes: at the leading or trailing edge, when, and where among the other accessories.
    public enum Placement {
        /// At the leading edge; `at` picks its index among the accessories already there (default: outermost).
        case leading(displayed: DisplayedState = .always, at: (@MainActor ([CellAccessory]) -> Int)? = nil)
        /// At the trailing edge; `at` picks its index among the accessories already there (default: outermost).
        case trailing(displayed: DisplayedState = .always, at: (@MainActor ([CellAccessory]) -> Int)? = nil)

        var displayed: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        }

        var isLeading: Bool {
            if case .leading = self { return true }
            return false
        }
    }

    /// A view of the client's own as an accessory (UIKit's `UICellAccessory.CustomViewConfiguration`).
    public struct CustomViewConfiguration {
        public var customView: View
        public var placement: Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: Color?
        /// Whether the view keeps its size rather than being sized to the cell.
        public var maintainsFixedSize: Bool

        public init(
            customView: View, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
            tintColor: Color? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    public let kind: Kind
    public let displayed: DisplayedState
    /// The accessory's options (an outline disclosure's are ``outlineOptions``).
    public let options: Options
    /// For an outline disclosure: its options.
    public let outlineOptions: OutlineDisclosureOptions
    /// For a custom accessory: its view and placement.
    public let customView: CustomViewConfiguration?
    /// What a tap on the accessory does; nil for its standard behaviour (an outline disclosure toggles its item).
    public let actionHandler: (@MainActor @Sendable () -> Void)?

    init(
        _ kind: Kind, displayed: DisplayedState, options: Options = Options(),
        outlineOptions: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        customView: CustomViewConfiguration? = nil, actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) {
        self.kind = kind
        self.displayed = displayed
        self.options = options
        self.outlineOptions = outlineOptions
        self.customView = customView
        self.actionHandler = actionHandler
    }

    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = Options()
    ) -> CellAccessory {
        CellAccessory(.disclosureIndicator, displayed: displayed, options: options)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = Options())
        -> CellAccessory
    {
        CellAccessory(.checkmark, displayed: displayed, options: options)
    }

    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = Options(),
        actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) -> CellAccessory {
        CellAccessory(.delete, displayed: displayed, options: options, actionHandler: actionHandler)
    }

    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = Options(),
        actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) -> CellAccessory {
        CellAccessory(.insert, displayed: displayed, options: options, actionHandler: actionHandler)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = Options())
        -> CellAccessory
    {
        CellAccessory(.reorder, displayed: displayed, options: options)
    }

    /// An outline disclosure: with no `actionHandler`, a tap expands or collapses the item in its section's
    /// snapshot (``CollectionViewDiffableDataSource``).
    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) -> CellAccessory {
        CellAccessory(.outlineDisclosure, displayed: displayed, outlineOptions: options, actionHandler: actionHandler)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = Options())
        -> CellAccessory
    {
        CellAccessory(.label(text), displayed: displayed, options: options)
    }

    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = Options(),
        actionHandler: (@MainActor @Sendable () -> Void)? = nil
    ) -> CellAccessory {
        CellAccessory(.detail, displayed: displayed, options: options, actionHandler: actionHandler)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = Options())
        -> CellAccessory
    {
        CellAccessory(.multiselect, displayed: displayed, options: options)
    }

    /// A view of the client's own, where its configuration places it.
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        CellAccessory(
            .custom, displayed: configuration.placement.displayed,
            options: Options(
                isHidden: configuration.isHidden, reservedLayoutWidth: configuration.reservedLayoutWidth,
                tintColor: configuration.tintColor), customView: configuration)
    }

    /// Whether the accessory sits at the cell's leading edge (UIKit's placement: delete, insert, multiselect and
    /// outline disclosures of header style lead; custom views where placed; the rest trail).
    public var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .custom: customView?.placement.isLeading ?? false
        default: false
        }
    }

    /// Whether the accessory shows in editing mode (`editing`) or out of it (never when its options hide it).
    public func isShown(editing: Bool) -> Bool {
        if kind == .outlineDisclosure ? outlineOptions.isHidden : options.isHidden { return false }
        return switch displayed {
        case .always: true
        case .whenEditing: editing
        case .whenNotEditing: !editing
        }
    }
}
