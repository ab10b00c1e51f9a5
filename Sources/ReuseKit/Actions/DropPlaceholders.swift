import Foundation

/// A placeholder a list shows while a drop's data loads: the placeholder the client made (a table's or a collection
/// view's), the row or item it stands at now, and the drag item it is for. Lists keep them in presentation order.
@MainActor
final class PlaceholderSlot {
    let placeholder: AnyObject
    let reuseIdentifier: String
    var indexPath: IndexPath

    init(placeholder: AnyObject, reuseIdentifier: String, indexPath: IndexPath) {
        self.placeholder = placeholder
        self.reuseIdentifier = reuseIdentifier
        self.indexPath = indexPath
    }
}

/// A list's placeholders, and the arithmetic between the list's numbering (placeholders included) and the data
/// source's (without them): a row after a placeholder in its section is one further down on screen than in the
/// data source.
@MainActor
struct Placeholders {
    private(set) var slots: [PlaceholderSlot] = []

    var isEmpty: Bool { slots.isEmpty }

    /// Whether `slot` still stands.
    func contains(_ slot: PlaceholderSlot) -> Bool { slots.contains { $0 === slot } }

    /// The placeholder at `indexPath`, if one stands there.
    func slot(at indexPath: IndexPath) -> PlaceholderSlot? {
        slots.first { $0.indexPath == indexPath }
    }

    /// How many placeholders `section` has.
    func count(inSection section: Int) -> Int {
        slots.reduce(0) { $0 + ($1.indexPath.section == section ? 1 : 0) }
    }

    /// The data source's index path of the row shown at `indexPath` (not a placeholder's).
    ///
    /// - Complexity: O(p) for p placeholders.
    func dataSourceIndexPath(_ indexPath: IndexPath) -> IndexPath {
        guard indexPath.count == 2 else { return indexPath }
        let before = slots.reduce(0) {
            $0 + ($1.indexPath.section == indexPath[0] && $1.indexPath[1] < indexPath[1] ? 1 : 0)
        }
        return before == 0 ? indexPath : IndexPath(indexes: [indexPath[0], indexPath[1] - before])
    }

    /// Adds a placeholder at `indexPath`: those after it in its section move down one.
    mutating func insert(_ slot: PlaceholderSlot) {
        for other in slots
        where other.indexPath.section == slot.indexPath.section
            && other.indexPath[1] >= slot.indexPath[1]
        {
            other.indexPath[1] += 1
        }
        slots.append(slot)
    }

    /// Takes `slot` away; when its row goes too (`closing`), those after it in its section move up one.
    mutating func remove(_ slot: PlaceholderSlot, closing: Bool) {
        slots.removeAll { $0 === slot }
        guard closing else { return }
        for other in slots
        where other.indexPath.section == slot.indexPath.section
            && other.indexPath[1] > slot.indexPath[1]
        {
            other.indexPath[1] -= 1
        }
    }
}

/// The context of a drop placeholder (UIKit's `UITableViewDropPlaceholderContext` and
/// `UICollectionViewDropPlaceholderContext`): the list does what it is asked through the closures it gives.
@MainActor
final class HeadlessPlaceholderContext {
    let dragItem: DragItem
    let commit: (_ dataSourceUpdates: (IndexPath) -> Void) -> Bool
    let delete: () -> Bool
    let update: () -> Void

    init(
        dragItem: DragItem, commit: @escaping (_ dataSourceUpdates: (IndexPath) -> Void) -> Bool,
        delete: @escaping () -> Bool, update: @escaping () -> Void
    ) {
        self.dragItem = dragItem
        self.commit = commit
        self.delete = delete
        self.update = update
    }

    /// The context of a placeholder whose list has gone: nothing to commit or delete.
    static func gone(_ dragItem: DragItem) -> HeadlessPlaceholderContext {
        HeadlessPlaceholderContext(dragItem: dragItem, commit: { _ in false }, delete: { false }, update: {})
    }

    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool { commit(dataSourceUpdates) }

    @discardableResult
    func deletePlaceholder() -> Bool { delete() }

    func setNeedsCellUpdate() { update() }

    /// Headless drops have no animation: animations run at once, completions at the end.
    func addAnimations(_ animations: @escaping () -> Void) { animations() }

    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) { completion(.end) }
}

/// A list that shows drop placeholders (a table or a collection view): the one flow of inserting, committing and
/// deleting them, over the list's own rows or items.
@MainActor
protocol PlaceholderHost: View {
    var placeholders: Placeholders { get set }
    /// The number of sections and of rows or items in `section`, as shown (placeholders included).
    var placeholderSectionCount: Int { get }
    func placeholderRowCount(inSection section: Int) -> Int
    /// Inserts, reloads or deletes the row or item at `indexPath` as a batch of one.
    func insertPlaceholderRow(at indexPath: IndexPath)
    func reloadPlaceholderRow(at indexPath: IndexPath)
    func deletePlaceholderRow(at indexPath: IndexPath)
    /// Runs the placeholder's cell update handler on its cell, when the cell is shown.
    func updatePlaceholderCell(_ slot: PlaceholderSlot)
}

extension PlaceholderHost {
    /// Shows `placeholder` at `wanted` (clamped to the places its section has) until its context commits or
    /// deletes it, and returns the context.
    func showPlaceholder(
        _ placeholder: AnyObject, reuseIdentifier: String, at wanted: IndexPath, for dragItem: DragItem
    ) -> HeadlessPlaceholderContext {
        let sections = placeholderSectionCount
        let section = min(max(wanted.count == 2 ? wanted[0] : 0, 0), max(sections - 1, 0))
        let rows = section < sections ? placeholderRowCount(inSection: section) : 0
        let path = IndexPath(indexes: [section, min(max(wanted.count == 2 ? wanted[1] : 0, 0), rows)])
        let slot = PlaceholderSlot(placeholder: placeholder, reuseIdentifier: reuseIdentifier, indexPath: path)
        placeholders.insert(slot)
        insertPlaceholderRow(at: path)
        return HeadlessPlaceholderContext(
            dragItem: dragItem,
            commit: { [weak self] updates in self?.commitPlaceholder(slot, updates) ?? false },
            delete: { [weak self] in self?.deletePlaceholder(slot) ?? false },
            update: { [weak self] in self?.updateStandingPlaceholderCell(slot) })
    }

    /// The placeholder's place becomes the data source's row: the count stays, and the row is asked again.
    private func commitPlaceholder(_ slot: PlaceholderSlot, _ dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard placeholders.contains(slot) else { return false }
        let path = slot.indexPath
        placeholders.remove(slot, closing: false)
        dataSourceUpdates(path)
        reloadPlaceholderRow(at: path)
        return true
    }

    private func deletePlaceholder(_ slot: PlaceholderSlot) -> Bool {
        guard placeholders.contains(slot) else { return false }
        let path = slot.indexPath
        placeholders.remove(slot, closing: true)
        deletePlaceholderRow(at: path)
        return true
    }

    private func updateStandingPlaceholderCell(_ slot: PlaceholderSlot) {
        guard placeholders.contains(slot) else { return }
        updatePlaceholderCell(slot)
    }
}
