import Foundation

/// A cell that holds an item's place while its data is on its way (UIKit's `UICollectionViewPlaceholder`): the
/// collection view shows it at its insertion index path without asking the data source, made from the cell class
/// registered for its reuse identifier and configured by ``cellUpdateHandler``.
@preconcurrency @MainActor
open class CollectionViewPlaceholder: NSObject {
    let insertionIndexPath: IndexPath
    let reuseIdentifier: String
    /// Configures the placeholder's cell: when the cell is made, and again at each
    /// ``CollectionViewDropPlaceholderContext/setNeedsCellUpdate()``.
    open var cellUpdateHandler: ((CollectionViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A placeholder for a dropped item whose data loads (UIKit's `UICollectionViewDropPlaceholder`), given to
/// ``CollectionViewDropCoordinator/drop(_:to:)-(_,CollectionViewDropPlaceholder)``.
@preconcurrency @MainActor
open class CollectionViewDropPlaceholder: CollectionViewPlaceholder {
    /// The preview parameters of the drop onto the placeholder's cell. Headless drops draw no preview: it is kept
    /// for code that sets it.
    open var previewParametersProvider: ((CollectionViewCell) -> DragPreviewParameters?)?
}

/// What a drop delegate does with a placeholder it inserted (UIKit's `UICollectionViewDropPlaceholderContext`):
/// replace it with the item once the data is there, or take it away.
@preconcurrency @MainActor
public protocol CollectionViewDropPlaceholderContext: DragAnimating {
    /// The dropped item the placeholder stands for.
    var dragItem: DragItem { get }
    /// Replaces the placeholder with the data source's item: `dataSourceUpdates` inserts it into the data at the
    /// index path it is given (where the placeholder is now), and the collection view asks for its cell. False when
    /// the placeholder is gone already.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Takes the placeholder away, and its cell with it. False when it is gone already.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Runs the placeholder's ``CollectionViewPlaceholder/cellUpdateHandler`` again on its cell, if it is shown.
    func setNeedsCellUpdate()
}

extension HeadlessPlaceholderContext: CollectionViewDropPlaceholderContext {}

extension CollectionView: PlaceholderHost {
    /// Shows `placeholder` at its insertion index path (clamped to the places its section has), counted in the
    /// collection view's items but not the data source's, until its context commits or deletes it. While it
    /// stands, items after it in its section are one further down than in the data source, and
    /// ``hasUncommittedUpdates`` is true.
    func insertPlaceholder(_ placeholder: CollectionViewPlaceholder, for dragItem: DragItem)
        -> HeadlessPlaceholderContext
    {
        loadIfNeeded()
        return showPlaceholder(
            placeholder, reuseIdentifier: placeholder.reuseIdentifier, at: placeholder.insertionIndexPath,
            for: dragItem)
    }

    /// The cell of the placeholder at `indexPath`: its registered class, configured by its handler.
    func placeholderCell(_ slot: PlaceholderSlot, at indexPath: IndexPath) -> CollectionViewCell {
        let cell = dequeueReusableCell(withReuseIdentifier: slot.reuseIdentifier, for: indexPath)
        (slot.placeholder as? CollectionViewPlaceholder)?.cellUpdateHandler?(cell)
        return cell
    }

    var placeholderSectionCount: Int { numberOfSections }
    func placeholderRowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }
    func insertPlaceholderRow(at indexPath: IndexPath) { insertItems(at: [indexPath]) }
    func reloadPlaceholderRow(at indexPath: IndexPath) { reloadItems(at: [indexPath]) }
    func deletePlaceholderRow(at indexPath: IndexPath) { deleteItems(at: [indexPath]) }

    func updatePlaceholderCell(_ slot: PlaceholderSlot) {
        guard let cell = cellForItem(at: slot.indexPath) else { return }
        (slot.placeholder as? CollectionViewPlaceholder)?.cellUpdateHandler?(cell)
    }
}
