import Foundation

/// What a reorder by the user changed in a diffable data source (UIKit's `NSDiffableDataSourceTransaction`): the
/// snapshots before and after, and their difference.
public struct DiffableDataSourceTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    /// The data before the reorder.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after it: the data source's current snapshot once the reorder is done.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The items removed and inserted, in all the items' order.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction per section whose items changed.
    public let sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
}

/// What a reorder changed in one section (UIKit's `NSDiffableDataSourceSectionTransaction`).
public struct DiffableDataSourceSectionTransaction<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> {
    public let sectionIdentifier: SectionIdentifierType
    public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items removed and inserted.
    public let difference: CollectionDifference<ItemIdentifierType>
}

public typealias NSDiffableDataSourceTransaction = DiffableDataSourceTransaction
public typealias NSDiffableDataSourceSectionTransaction = DiffableDataSourceSectionTransaction

extension CollectionViewDiffableDataSource {
    /// Whether the user may move the item: ``reorderingHandlers``' `canReorderItem`, false without it, and false
    /// for an outline item with children.
    func canReorder(at indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath),
            let section = sectionIdentifier(for: indexPath.section)
        else { return false }
        if let outline = outlines[section], !outline.snapshot(of: item).items.isEmpty { return false }
        return canReorder(item)
    }

    /// Takes a reorder the user made: the item moves in the current snapshot (the collection view already shows
    /// it there), and ``reorderingHandlers`` hear of it before and after with the transaction. In a section with
    /// an outline the item joins the parent of the item it lands before (the top level at the end).
    ///
    /// - Complexity: O(n) for the n items of the two sections.
    func reorder(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath),
            let from = sectionIdentifier(for: sourceIndexPath.section),
            let to = sectionIdentifier(for: destinationIndexPath.section)
        else { return }
        let initial = current
        var final = initial
        final.deleteItems([item])
        let remaining = final.itemIdentifiers(inSection: to)
        if destinationIndexPath.item < remaining.count {
            final.insertItems([item], beforeItem: remaining[max(destinationIndexPath.item, 0)])
        } else {
            final.appendItems([item], toSection: to)
        }
        var sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] =
            []
        var newOutlines = outlines
        for section in from == to ? [from] : [from, to] {
            let before = snapshot(for: section)
            var after = SectionSnapshot()
            let shown = final.itemIdentifiers(inSection: section)
            if var outline = outlines[section] {
                if outline.contains(item) { outline.delete([item]) }
                if let index = shown.firstIndex(of: item) {
                    if index + 1 < shown.count {
                        outline.insert([item], before: shown[index + 1])
                    } else {
                        outline.append([item])
                    }
                }
                after = outline
                newOutlines[section] = outline
            } else {
                after.append(shown)
            }
            sectionTransactions.append(
                DiffableDataSourceSectionTransaction(
                    sectionIdentifier: section, initialSnapshot: before, finalSnapshot: after,
                    difference: after.items.difference(from: before.items)))
        }
        let transaction = DiffableDataSourceTransaction(
            initialSnapshot: initial, finalSnapshot: final,
            difference: final.itemIdentifiers.difference(from: initial.itemIdentifiers),
            sectionTransactions: sectionTransactions)
        reorderingHandlers.willReorder?(transaction)
        current = final.unmarked
        outlines = newOutlines
        reorderingHandlers.didReorder?(transaction)
    }
}
