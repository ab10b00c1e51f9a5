import Foundation
import ReuseCore

/// What applying a new snapshot over the current one asks of a table or a collection view: one batch of updates
/// from the diff by identity, the items to reload after it (those that also moved, which a batch cannot both move
/// and reload), and the items to reconfigure in place. Both diffable data sources use it.
struct SnapshotChanges<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> {
    typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    var updates: [TableUpdate]
    /// Items (positions after the update) reloaded once the batch has moved them.
    var reloadAfterwards: [RowPosition] = []
    /// Items (positions after the update) configured again in place.
    var reconfigured: [RowPosition] = []

    /// The changes from `old` to `new`; nil when the diff fails (snapshots keep identifiers unique, so it does
    /// not), and the caller reloads rather than guess.
    ///
    /// - Complexity: O(n log n) for n items.
    init?(from old: Snapshot, to new: Snapshot) {
        let diff: SectionedDiff<SectionIdentifierType, ItemIdentifierType>
        do {
            diff = try SectionedDiff(old: old.pairs, new: new.pairs, identifiersAreUnique: true)
        } catch {
            return nil
        }
        updates = diff.updates
        let moved = Set(diff.movedItems.map(\.from))
        for item in new.reloadedItemIdentifiers {
            guard let from = old.position(of: item), let to = new.position(of: item) else { continue }
            let oldPosition = RowPosition(section: from.section, row: from.row)
            if moved.contains(oldPosition) || old.sections[from.section] != new.sections[to.section] {
                reloadAfterwards.append(RowPosition(section: to.section, row: to.row))
            } else {
                updates.append(.reloadRows([oldPosition]))
            }
        }
        for section in new.reloadedSectionIdentifiers {
            if let index = old.indexOfSection(section), new.indexOfSection(section) != nil {
                updates.append(.reloadSections([index]))
            }
        }
        reconfigured = new.reconfiguredItemIdentifiers.compactMap { item in
            new.position(of: item).map { RowPosition(section: $0.section, row: $0.row) }
        }
    }
}
