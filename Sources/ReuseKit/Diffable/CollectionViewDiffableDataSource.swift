import Foundation
import ReuseCore

/// A data source that takes its sections and items from snapshots and applies the differences between them:
/// `UICollectionViewDiffableDataSource`, without the prefix. It shares the snapshot types with
/// ``TableViewDiffableDataSource``.
///
/// It makes itself the collection view's data source (keep a strong reference to it: the collection view's is
/// weak). Applying a snapshot diffs it against the current one by identity and applies the result as one batch
/// update, so visible cells follow their items. A section can also be given a section snapshot, an outline of
/// items with children: the section shows the outline's visible items (those whose ancestors are expanded), and
/// expanding or collapsing a parent in a new section snapshot inserts or deletes its children.
@preconcurrency @MainActor
open class CollectionViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    CollectionViewDataSource
{
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// Makes the cell of an item; returning nil stops, as UIKit does, with a message.
    public typealias CellProvider = @MainActor (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes a supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider =
        @MainActor (CollectionView, String, IndexPath) -> CollectionReusableView?

    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    var current = Snapshot()
    /// The outlines of sections given section snapshots.
    var outlines: [SectionIdentifierType: SectionSnapshot] = [:]

    /// Makes the supplementary views (headers, footers) the layout places.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What expanding and collapsing an outline item through its cell's outline disclosure asks
    /// (UIKit's `SectionSnapshotHandlers`).
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: (@MainActor (Item) -> Bool)?
        public var willExpandItem: (@MainActor (Item) -> Void)?
        public var shouldCollapseItem: (@MainActor (Item) -> Bool)?
        public var willCollapseItem: (@MainActor (Item) -> Void)?
        /// The children of an item about to expand, given its current ones: children made when first needed.
        public var snapshotForExpandingParentItem:
            (@MainActor (Item, DiffableDataSourceSectionSnapshot<Item>) -> DiffableDataSourceSectionSnapshot<Item>)?

        public init() {}
    }

    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Whether items may be reordered by the user and what the data source is told when they are (UIKit's
    /// `ReorderingHandlers`). Without ``canReorderItem`` nothing can be reordered.
    public struct ReorderingHandlers {
        /// Whether the user may move an item; nil: no item.
        public var canReorderItem: (@MainActor (ItemIdentifierType) -> Bool)?
        /// Told before a reorder becomes the current snapshot.
        public var willReorder:
            (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Told after: update the model from the transaction's final snapshot or difference.
        public var didReorder:
            (@MainActor (DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        public init() {}
    }

    public var reorderingHandlers = ReorderingHandlers()

    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the current snapshot.
    public func snapshot() -> Snapshot { current }

    /// Makes `snapshot` the collection view's data: the difference from the current one is applied as one batch
    /// update; `completion` runs at the next frame. Sections whose items no longer match their outline lose it.
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
        for (section, outline) in outlines
        where !snapshot.sectionIdentifiers.contains(section)
            || snapshot.itemIdentifiers(inSection: section) != outline.visibleItems
        {
            outlines[section] = nil
        }
        guard let collectionView, collectionView.hasLoadedData, collectionView.dataSource === self,
            let changes = SnapshotChanges(from: old, to: snapshot)
        else {
            // The first snapshot outside a window (applied in viewDidLoad) makes cells at the first layout pass.
            if let collectionView, !collectionView.hasLoadedData, collectionView.window == nil {
                collectionView.reloadDataAtNextLayout()
            } else {
                collectionView?.reloadData()
            }
            completion?()
            return
        }
        collectionView.performUpdates(changes.updates) { _ in completion?() }
        if !changes.reloadAfterwards.isEmpty {
            collectionView.reloadItems(at: changes.reloadAfterwards.map(\.itemIndexPath))
        }
        if !changes.reconfigured.isEmpty {
            collectionView.reconfigureItems(at: changes.reconfigured.map(\.itemIndexPath))
        }
    }

    /// ``apply(_:animatingDifferences:completion:)``, awaiting its completion (which runs as the collection view's
    /// time moves: `advance(by:)`, or the frames of a host).
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// ``applySnapshotUsingReloadData(_:completion:)``, awaiting its end.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// ``apply(_:to:animatingDifferences:completion:)``, awaiting its completion.
    public func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true)
        async
    {
        await withCheckedContinuation { continuation in
            apply(snapshot, to: section, animatingDifferences: animatingDifferences) { continuation.resume() }
        }
    }

    /// Makes `snapshot` the data with `reloadData()`, no diff.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.unmarked
        outlines.removeAll()
        collectionView?.reloadData()
        completion?()
    }

    /// Makes `snapshot` the outline of `section`: the section shows its visible items (added at the end when the
    /// section is new), and the difference is applied as for a whole snapshot.
    ///
    /// - Complexity: O(n log n) for the n items of the data source.
    public func apply(
        _ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        var whole = current
        if whole.indexOfSection(section) == nil {
            whole.appendSections([section])
        } else {
            whole.deleteItems(whole.itemIdentifiers(inSection: section))
        }
        whole.appendItems(snapshot.visibleItems, toSection: section)
        apply(whole, animatingDifferences: animatingDifferences, completion: completion)
        outlines[section] = snapshot
    }

    /// The outline of `section`: the one applied to it, or its items as root items.
    public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let outline = outlines[section] { return outline }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// The item shown at `indexPath`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < current.items.count,
            indexPath.item >= 0, indexPath.item < current.items[indexPath.section].count
        else { return nil }
        return current.items[indexPath.section][indexPath.item]
    }

    /// Where an item is shown.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.position(of: itemIdentifier).map { IndexPath(item: $0.row, section: $0.section) }
    }

    /// The identifier of the section at `index`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: CollectionViewDataSource

    open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item)
        else {
            fatalError(
                "UICollectionViewDiffableDataSource cell provider returned nil for index path \(indexPath); return a "
                    + "cell dequeued with dequeueReusableCell(withReuseIdentifier:for:) or "
                    + "dequeueConfiguredReusableCell(using:for:item:).")
        }
        return cell
    }

    /// Whether the user may move the item: ``reorderingHandlers``' `canReorderItem`, false without it (and for an
    /// outline item with children).
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorder(at: indexPath)
    }

    /// Takes a reorder the user made into the current snapshot and tells ``reorderingHandlers``.
    open func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        reorder(from: sourceIndexPath, to: destinationIndexPath)
    }

    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            ProgrammerError.stop(.missingSupplementaryView(kind: kind, indexPath: indexPath))
        }
        return view
    }
}

extension CollectionViewDiffableDataSource: OutlineExpanding {
    /// Expands or collapses the outline item at `indexPath`, as a tap on its outline disclosure does: the
    /// handlers are asked, and the section's new outline is applied.
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section)
        else { return }
        var outline = snapshot(for: section)
        let handlers = sectionSnapshotHandlers
        if outline.isExpanded(item) {
            guard handlers.shouldCollapseItem?(item) ?? true else { return }
            handlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard handlers.shouldExpandItem?(item) ?? true else { return }
            handlers.willExpandItem?(item)
            if let provide = handlers.snapshotForExpandingParentItem {
                let current = outline.snapshot(of: item)
                let children = provide(item, current)
                outline.delete(current.rootItems)
                graft(children, roots: children.rootItems, under: item, into: &outline)
            }
            outline.expand([item])
        }
        apply(outline, to: section)
        // The item keeps its cell: tell it its new state.
        if let path = self.indexPath(for: item) {
            collectionView?.cellForItem(at: path)?.isOutlineExpanded = outline.isExpanded(item)
        }
    }

    func isExpanded(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let section = sectionIdentifier(for: indexPath.section),
            let outline = outlines[section]
        else { return false }
        return outline.isExpanded(item)
    }

    /// Adds `roots` of `source` and their descendants under `parent`, keeping what was expanded.
    private func graft(
        _ source: SectionSnapshot, roots: [ItemIdentifierType], under parent: ItemIdentifierType,
        into outline: inout SectionSnapshot
    ) {
        outline.append(roots, to: parent)
        for root in roots {
            graft(source, roots: source.snapshot(of: root).rootItems, under: root, into: &outline)
            if source.isExpanded(root) { outline.expand([root]) }
        }
    }
}
