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

extension CollectionView {
    /// Shows `placeholder` at its insertion index path (clamped to the places its section has), counted in the
    /// collection view's items but not the data source's, until its context commits or deletes it. While it
    /// stands, items after it in its section are one further down than in the data source, and
    /// ``hasUncommittedUpdates`` is true.
    func insertPlaceholder(_ placeholder: CollectionViewPlaceholder, for dragItem: DragItem)
        -> HeadlessPlaceholderContext
    {
        loadIfNeeded()
        let wanted = placeholder.insertionIndexPath
        let section = min(max(wanted.count == 2 ? wanted.section : 0, 0), max(numberOfSections - 1, 0))
        let items = section < numberOfSections ? numberOfItems(inSection: section) : 0
        let path = IndexPath(item: min(max(wanted.count == 2 ? wanted.item : 0, 0), items), section: section)
        let slot = PlaceholderSlot(
            placeholder: placeholder, reuseIdentifier: placeholder.reuseIdentifier, indexPath: path)
        placeholders.insert(slot)
        insertItems(at: [path])
        return HeadlessPlaceholderContext(
            dragItem: dragItem,
            commit: { [weak self] updates in self?.commitPlaceholder(slot, updates) ?? false },
            delete: { [weak self] in self?.deletePlaceholder(slot) ?? false },
            update: { [weak self] in self?.updatePlaceholderCell(slot) })
    }

    /// The cell of the placeholder at `indexPath`: its registered class, configured by its handler.
    func placeholderCell(_ slot: PlaceholderSlot, at indexPath: IndexPath) -> CollectionViewCell {
        let cell = dequeueReusableCell(withReuseIdentifier: slot.reuseIdentifier, for: indexPath)
        (slot.placeholder as? CollectionViewPlaceholder)?.cellUpdateHandler?(cell)
        return cell
    }

    private func commitPlaceholder(_ slot: PlaceholderSlot, _ dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard placeholders.contains(slot) else { return false }
        let path = slot.indexPath
        // The placeholder's place becomes the data source's row: the count stays, and the row is asked again.
        placeholders.remove(slot, closing: false)
        dataSourceUpdates(path)
        reloadItems(at: [path])
        return true
    }

    private func deletePlaceholder(_ slot: PlaceholderSlot) -> Bool {
        guard placeholders.contains(slot) else { return false }
        let path = slot.indexPath
        placeholders.remove(slot, closing: true)
        deleteItems(at: [path])
        return true
    }

    private func updatePlaceholderCell(_ slot: PlaceholderSlot) {
        guard placeholders.contains(slot), let cell = cellForItem(at: slot.indexPath) else { return }
        (slot.placeholder as? CollectionViewPlaceholder)?.cellUpdateHandler?(cell)
    }
}
