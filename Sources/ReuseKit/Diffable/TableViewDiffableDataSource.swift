import Foundation
import ReuseCore

/// A data source that takes its sections and rows from snapshots and animates the differences between them:
/// `UITableViewDiffableDataSource`, without the prefix.
///
/// It makes itself the table's data source (keep a strong reference to it: the table's is weak). Applying a
/// snapshot diffs it against the current one by identity (`SectionedDiff`) and applies the result as one
/// batch update, so visible cells follow their items; items marked for reload or reconfigure are reloaded or
/// reconfigured. Every data source method is `open`, as in UIKit: subclass it to give titles, a section
/// index, or to allow editing (`canEditRowAt` and `canMoveRowAt` are false by default; a move updates the
/// snapshot by itself).
@preconcurrency @MainActor
open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    TableViewDataSource
{
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell of an item; returning nil stops, as UIKit does, with a message.
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// The animation of inserted, deleted and reloaded rows.
    open var defaultRowAnimation: TableView.RowAnimation = .automatic

    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    public func snapshot() -> Snapshot { current }

    /// Makes `snapshot` the table's data: the difference from the current one is applied as one batch update
    /// (animated unless `animatingDifferences` is false), then `completion` runs when the animations finish.
    ///
    /// - Complexity: O(n log n) for n items, plus the update.
    ///
    /// Callable from any queue, as UIKit allows: called off the main queue, the snapshot is applied on the main
    /// queue, in the order the calls were made (so call it from one queue consistently, as UIKit asks), and
    /// `completion` runs there.
    nonisolated public func apply(
        _ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        let call = UncheckedSendableBox((snapshot, completion))
        MainQueueMark.runInOrder {
            self.applyOnMain(call.value.0, animatingDifferences: animatingDifferences, completion: call.value.1)
        }
    }

    private func applyOnMain(_ snapshot: Snapshot, animatingDifferences: Bool, completion: (() -> Void)?) {
        let old = current
        current = snapshot.unmarked
        guard let tableView, tableView.hasLoadedData, tableView.dataSource === self else {
            // The first snapshot of a table outside a window (applied in viewDidLoad) makes its cells at the
            // table's first layout pass, as in UIKit.
            if let tableView, !tableView.hasLoadedData, tableView.window == nil {
                tableView.reloadDataAtNextLayout()
            } else {
                tableView?.reloadData()
            }
            completion?()
            return
        }
        guard let changes = SnapshotChanges(from: old, to: snapshot) else {
            tableView.reloadData()
            completion?()
            return
        }
        let animation = animatingDifferences ? defaultRowAnimation : .none
        tableView.performUpdates(changes.updates, animation: animation) { _ in completion?() }
        if !changes.reloadAfterwards.isEmpty {
            tableView.reloadRows(
                at: changes.reloadAfterwards.map { IndexPath(row: $0.row, section: $0.section) }, with: animation)
        }
        if !changes.reconfigured.isEmpty {
            tableView.reconfigureRows(at: changes.reconfigured.map { IndexPath(row: $0.row, section: $0.section) })
        }
    }

    /// ``apply(_:animatingDifferences:completion:)``, awaiting the animations (which end as the table's time
    /// moves: `advance(by:)`, or the frames of a host).
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// ``applySnapshotUsingReloadData(_:completion:)``, awaiting its end.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Makes `snapshot` the table's data with `reloadData()`, no diff and no animation.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.unmarked
        tableView?.reloadData()
        completion?()
    }

    /// The item shown at `indexPath`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < current.items.count, indexPath.row >= 0,
            indexPath.row < current.items[indexPath.section].count
        else { return nil }
        return current.items[indexPath.section][indexPath.row]
    }

    /// Where an item is shown.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.position(of: itemIdentifier).map { IndexPath(row: $0.row, section: $0.section) }
    }

    /// The identifier of the section at `index`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: TableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            fatalError(
                "UITableViewDiffableDataSource cell provider returned nil for index path \(indexPath); return a cell "
                    + "dequeued with dequeueReusableCell(withIdentifier:for:).")
        }
        return cell
    }

    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    /// False by default: override it (and `tableView(_:commit:forRowAt:)`) to allow swipe-to-delete.
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// False by default: override it to let rows be reordered; the snapshot follows the move by itself.
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing: override it to delete from your snapshot (and apply it).
    open func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.editState.unimplemented.insert(.commit)
    }

    /// Moves the item in the current snapshot, so that the table and the snapshot agree; override it (calling
    /// `super`) to update your model too.
    open func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let item = itemIdentifier(for: sourceIndexPath) else { return }
        current.moveItem(item, toSection: destinationIndexPath.section, row: destinationIndexPath.row)
    }

    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
}

/// The `NS` spelling of the snapshot, as UIKit code writes it.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
