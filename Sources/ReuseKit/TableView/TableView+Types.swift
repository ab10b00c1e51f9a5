import Foundation

extension TableView {
    /// The table's look: `.plain` pins the top section's header while its rows scroll under it.
    public enum Style: Int, Hashable, Sendable {
        case plain
        case grouped
        case insetGrouped
    }

    /// Where ``scrollToRow(at:at:animated:)`` puts a row.
    public enum ScrollPosition: Int, Hashable, Sendable {
        /// As little scrolling as makes the row fully visible; none when it already is.
        case none
        case top
        case middle
        case bottom
    }

    /// The animation of inserted, deleted or reloaded rows.
    public enum RowAnimation: Int, Hashable, Sendable {
        case fade
        case right
        case left
        case top
        case bottom
        case none
        case middle
        case automatic = 100
    }

    /// How rows are separated: UIKit's `UITableViewCell.SeparatorStyle`, also named here.
    public typealias SeparatorStyle = TableViewCell.SeparatorStyle

    /// What ``TableView/separatorInset`` is measured from.
    public enum SeparatorInsetReference: Int, Hashable, Sendable {
        /// From the cell's edges.
        case fromCellEdges
        /// From the table's automatic insets (its layout margins); the default.
        case fromAutomaticInsets
    }

    /// The section index title that stands for search (a magnifying glass in UIKit): choosing it scrolls to the
    /// top of the table.
    public static let indexSearch = "{search}"

    /// Posted when the selected rows change through a tap (not through `selectRow`), as in UIKit.
    public nonisolated static let selectionDidChangeNotification = Notification.Name(
        "UITableViewSelectionDidChangeNotification")
}

extension TableView {
    /// How a self-sizing cell's change of size reaches the table.
    public enum SelfSizingInvalidation: Int, Hashable, Sendable {
        case disabled
        /// `invalidateIntrinsicContentSize()` on the cell re-measures it.
        case enabled
        /// Auto Layout changes inside the cell re-measure it too.
        case enabledIncludingConstraints
    }

    /// The edge a row is swiped from (beyond UIKit, for the headless ``TableView/swipeRow(at:from:)``): leading
    /// shows the delegate's leading actions, trailing its trailing actions (or Delete).
    public enum SwipeEdge: Hashable, Sendable {
        case leading
        case trailing
    }
}

/// The state behind editing mode, swiped rows, the section index and context menus.
struct TableEditingState {
    /// Data source methods whose protocol defaults ran since the table last cleared this: the table asks, and
    /// a default that runs marks the method as not implemented.
    enum Method: Hashable {
        case commit
        case move
    }

    var unimplemented: Set<Method> = []
    var isEditing = false
    /// The row a swipe opened, the edge, and the actions it shows.
    var swiped: (indexPath: IndexPath, edge: TableView.SwipeEdge, actions: [ContextualAction])?
    /// The row whose delete control was tapped in editing mode: it shows its Delete button.
    var confirmingDeletion: IndexPath?
    /// The row being touched (highlighted).
    var highlighted: IndexPath?
    /// The row with focus, and the last one that had it.
    var focused: IndexPath?
    var lastFocused: IndexPath?
    /// The context menu a long press opened, on which row.
    var menu: (indexPath: IndexPath, configuration: ContextMenuConfiguration, menu: Menu?)?
    /// The view the open menu lifted: the delegate's highlight preview, or the row's cell.
    var menuPreview: TargetedPreview?
    /// The section index titles the data source gave at the last reload.
    var indexTitles: [String]?
}

extension TableViewCell {
    /// How a table's rows are separated (UITableViewCell.SeparatorStyle, the type of a table's
    /// ``TableView/separatorStyle``), with UIKit's raw values.
    public enum SeparatorStyle: Int, Hashable, Sendable {
        /// No separators.
        case none
        /// A line between rows, the default.
        case singleLine
        /// An etched line, as grouped tables drew them before iOS 7; drawn as ``singleLine``, as iOS has since.
        @available(*, deprecated, message: "Use .singleLine, which iOS has drawn it as since iOS 7")
        case singleLineEtched
    }
}
