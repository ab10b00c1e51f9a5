import Foundation

/// A row that holds a place while its data is on its way (UIKit's `UITableViewPlaceholder`): the table shows it at
/// its insertion index path without asking the data source, made from the cell class registered for its reuse
/// identifier, `rowHeight` tall (`TableView.automaticDimension`: as tall as its cell's constraints make it), and
/// configured by ``cellUpdateHandler``.
@preconcurrency @MainActor
open class TableViewPlaceholder: NSObject {
    let insertionIndexPath: IndexPath
    let reuseIdentifier: String
    let rowHeight: CGFloat
    /// Configures the placeholder's cell when it is made.
    open var cellUpdateHandler: ((TableViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }
}

/// A placeholder for a dropped item whose data loads (UIKit's `UITableViewDropPlaceholder`), given to
/// ``TableViewDropCoordinator/drop(_:to:)-(_,TableViewDropPlaceholder)``.
@preconcurrency @MainActor
open class TableViewDropPlaceholder: TableViewPlaceholder {
    /// The preview parameters of the drop onto the placeholder's cell. Headless drops draw no preview: it is kept
    /// for code that sets it.
    open var previewParametersProvider: ((TableViewCell) -> DragPreviewParameters?)?
}

/// What a drop delegate does with a placeholder row it inserted (UIKit's `UITableViewDropPlaceholderContext`):
/// replace it with the data source's row once the data is there, or take it away.
@preconcurrency @MainActor
public protocol TableViewDropPlaceholderContext: DragAnimating {
    /// The dropped item the placeholder stands for.
    var dragItem: DragItem { get }
    /// Replaces the placeholder with the data source's row: `dataSourceUpdates` inserts it into the data at the
    /// index path it is given (where the placeholder is now), and the table asks for its cell. False when the
    /// placeholder is gone already.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Takes the placeholder row away. False when it is gone already.
    @discardableResult
    func deletePlaceholder() -> Bool
}

extension HeadlessPlaceholderContext: TableViewDropPlaceholderContext {}

extension TableView: PlaceholderHost {
    /// Shows `placeholder` at its insertion index path (clamped to the places its section has), counted in the
    /// table's rows but not the data source's, until its context commits or deletes it. While it stands, rows after
    /// it in its section are one further down than in the data source (the delegate's height questions are asked
    /// with the data source's index paths), and ``hasUncommittedUpdates`` is true.
    func insertPlaceholder(_ placeholder: TableViewPlaceholder, for dragItem: DragItem) -> HeadlessPlaceholderContext {
        loadIfNeeded()
        return showPlaceholder(
            placeholder, reuseIdentifier: placeholder.reuseIdentifier, at: placeholder.insertionIndexPath,
            for: dragItem)
    }

    /// The data source's index path of the row shown at `indexPath`: placeholders before it in its section left out.
    func rowDataSourceIndexPath(_ indexPath: IndexPath) -> IndexPath {
        placeholders.isEmpty ? indexPath : placeholders.dataSourceIndexPath(indexPath)
    }

    /// The height of the placeholder row at `indexPath` (`automaticDimension` when its cell sizes it); nil when no
    /// placeholder stands there.
    func placeholderRowHeight(at indexPath: IndexPath) -> CGFloat? {
        guard !placeholders.isEmpty, let slot = placeholders.slot(at: indexPath),
            let height = (slot.placeholder as? TableViewPlaceholder)?.rowHeight
        else { return nil }
        // Checked as the delegate's heights are: a negative, infinite or NaN height is reported and replaced.
        guard let (replacement, used) = ValueCheck.height(height) else { return height }
        reportInvalid(
            InvalidValue(
                source: "TableViewPlaceholder(insertionIndexPath:reuseIdentifier:rowHeight:)", value: "\(height)",
                rule: ValueCheck.heightRule, replacement: used, context: "row \(indexPath)"))
        return replacement
    }

    /// The cell of the placeholder at `indexPath`, if one stands there: its registered class, configured by its
    /// handler.
    func placeholderCell(at indexPath: IndexPath) -> TableViewCell? {
        guard !placeholders.isEmpty, let slot = placeholders.slot(at: indexPath) else { return nil }
        let cell = dequeueReusableCell(withIdentifier: slot.reuseIdentifier, for: indexPath)
        (slot.placeholder as? TableViewPlaceholder)?.cellUpdateHandler?(cell)
        return cell
    }

    var placeholderSectionCount: Int { numberOfSections }
    func placeholderRowCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }
    func insertPlaceholderRow(at indexPath: IndexPath) { insertRows(at: [indexPath], with: .automatic) }
    func reloadPlaceholderRow(at indexPath: IndexPath) { reloadRows(at: [indexPath], with: .automatic) }
    func deletePlaceholderRow(at indexPath: IndexPath) { deleteRows(at: [indexPath], with: .automatic) }

    func updatePlaceholderCell(_ slot: PlaceholderSlot) {
        guard let cell = cellForRow(at: slot.indexPath) else { return }
        (slot.placeholder as? TableViewPlaceholder)?.cellUpdateHandler?(cell)
    }
}
