import Foundation

/// One step of a collection view's cell lifecycle, as ``CollectionView/lifecycleObserver`` is told it; the
/// counterpart of the table's ``LifecycleEvent``, in a collection view's words.
public enum CollectionLifecycleEvent: Hashable, Sendable {
    case prefetchItems([IndexPath])
    case cancelPrefetchingItems([IndexPath])
    /// The collection view asks its data source for the cell of an item.
    case cellForItem(IndexPath)
    /// The collection view made a new cell (or supplementary view) through a registered class (`init(frame:)`)
    /// or nib.
    case cellCreated(cell: Int, fromNib: Bool)
    /// A queued cell or supplementary view is handed to another element (or reloaded): `prepareForReuse()`.
    case prepareForReuse(cell: Int)
    /// `willDisplay`; `redisplayed` when the item got back the cell that still showed it, with no `cellForItemAt`.
    case willDisplay(IndexPath, cell: Int, redisplayed: Bool)
    case didEndDisplaying(IndexPath, cell: Int)
    /// The collection view asks its data source for a supplementary view.
    case viewForSupplementaryElement(kind: String, IndexPath)
    case willDisplaySupplementaryView(kind: String, IndexPath, view: Int)
    case didEndDisplayingSupplementaryView(kind: String, IndexPath, view: Int)

    /// The event in the seeds' words, one line: `collectionView(_:willDisplay:forItemAt:) 6 cell#1`. With
    /// `itemsOnly` (a one-section collection view) items print as numbers, else as index paths.
    public func line(itemsOnly: Bool) -> String {
        func item(_ indexPath: IndexPath) -> String { itemsOnly ? String(indexPath.item) : indexPath.description }
        func list(_ paths: [IndexPath]) -> String { "[" + paths.map(\.description).joined(separator: ", ") + "]" }
        func kindName(_ kind: String) -> String {
            switch kind {
            case CollectionView.elementKindSectionHeader: "header"
            case CollectionView.elementKindSectionFooter: "footer"
            default: kind
            }
        }
        switch self {
        case .prefetchItems(let paths): return "collectionView(_:prefetchItemsAt:) " + list(paths)
        case .cancelPrefetchingItems(let paths): return "collectionView(_:cancelPrefetchingForItemsAt:) " + list(paths)
        case .cellForItem(let indexPath): return "collectionView(_:cellForItemAt:) " + item(indexPath)
        case .cellCreated(let cell, let fromNib):
            return fromNib ? "awakeFromNib() cell#\(cell)" : "init(frame:) cell#\(cell)"
        case .prepareForReuse(let cell): return "prepareForReuse() cell#\(cell)"
        case .willDisplay(let indexPath, let cell, _):
            return "collectionView(_:willDisplay:forItemAt:) \(item(indexPath)) cell#\(cell)"
        case .didEndDisplaying(let indexPath, let cell):
            return "collectionView(_:didEndDisplaying:forItemAt:) \(item(indexPath)) cell#\(cell)"
        case .viewForSupplementaryElement(let kind, let indexPath):
            return "collectionView(_:viewForSupplementaryElementOfKind:at:) \(kindName(kind)) \(indexPath)"
        case .willDisplaySupplementaryView(let kind, let indexPath, let view):
            return "collectionView(_:willDisplaySupplementaryView:forElementKind:at:) \(kindName(kind)) \(indexPath) "
                + "cell#\(view)"
        case .didEndDisplayingSupplementaryView(let kind, let indexPath, let view):
            return "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:) \(kindName(kind)) "
                + "\(indexPath) cell#\(view)"
        }
    }
}
