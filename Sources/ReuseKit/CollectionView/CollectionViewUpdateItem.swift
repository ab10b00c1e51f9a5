import Foundation
import ReuseCore

/// One change of a batch update, as the layout hears of it in
/// ``CollectionViewLayout/prepare(forCollectionViewUpdates:)`` (UIKit's `UICollectionViewUpdateItem`). A change to
/// a whole section has `NSNotFound` as its index paths' item.
@preconcurrency @MainActor
open class CollectionViewUpdateItem {
    /// What happens to the item or section.
    public enum Action: Int, Hashable, Sendable {
        case insert
        case delete
        case reload
        case move
        case none
    }

    /// Where the item was before the update; nil for an insertion.
    public let indexPathBeforeUpdate: IndexPath?
    /// Where the item is after it; nil for a deletion.
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }

    /// The change, for logs: `insert - -> [0, 1]`.
    open var description: String {
        "\(updateAction) \(indexPathBeforeUpdate.map { "\($0)" } ?? "-") -> \(indexPathAfterUpdate.map { "\($0)" } ?? "-")"
    }

    /// The update items of a batch, in the order it was made: rows become index paths, sections index paths whose
    /// item is `NSNotFound`; reconfigurations (which change no layout) are left out, as UIKit leaves them out.
    static func items(of updates: [TableUpdate]) -> [CollectionViewUpdateItem] {
        func path(_ row: RowPosition) -> IndexPath { row.itemIndexPath }
        func section(_ index: Int) -> IndexPath { IndexPath(item: NSNotFound, section: index) }
        var items: [CollectionViewUpdateItem] = []
        for update in updates {
            switch update {
            case .insertRows(let rows): items += rows.map { .init(before: nil, after: path($0), action: .insert) }
            case .deleteRows(let rows): items += rows.map { .init(before: path($0), after: nil, action: .delete) }
            case .reloadRows(let rows):
                items += rows.map { .init(before: path($0), after: path($0), action: .reload) }
            case .reconfigureRows: break
            case .moveRow(let from, let to): items.append(.init(before: path(from), after: path(to), action: .move))
            case .insertSections(let sections):
                items += sections.map { .init(before: nil, after: section($0), action: .insert) }
            case .deleteSections(let sections):
                items += sections.map { .init(before: section($0), after: nil, action: .delete) }
            case .reloadSections(let sections):
                items += sections.map { .init(before: section($0), after: section($0), action: .reload) }
            case .moveSection(let from, let to):
                items.append(.init(before: section(from), after: section(to), action: .move))
            }
        }
        return items
    }
}
