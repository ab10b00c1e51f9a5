import Foundation
import ReuseCore

/// Item and section updates with UIKit's index rules: deletes, reloads, reconfigures and move sources name items
/// and sections as they were before the update; inserts and move destinations as they are after it.
///
/// An update is checked against the data source's new counts before anything changes. An inconsistent one is
/// rejected whole with UIKit's message for collection views; by default the collection view then reports it to
/// ``CollectionView/updateErrorHandler`` (which prints it) and falls back to `reloadData()`, so no data is lost
/// and nothing crashes. ``CollectionView/performValidatedBatchUpdates(_:completion:)`` throws instead.
///
/// Cells follow their items: a visible item that survives the update keeps its cell and is not displayed again;
/// deleted items' cells end displaying; reloaded items get `cellForItemAt` with a cell prepared for reuse;
/// reconfigured items get `cellForItemAt` with their own cell back. The first visible item that survives stays
/// where it was on screen (a collection view resting at its top stays there). Changes are not animated: the
/// completion runs at the next frame of virtual time.
extension CollectionView {

    /// Whether updates were made that the collection view has not applied yet (a batch is open).
    public var hasUncommittedUpdates: Bool { transaction.isOpen || !placeholders.isEmpty }

    /// Like ``performBatchUpdates(_:completion:)``, but an inconsistent batch throws its ``UpdateError`` (UIKit's
    /// message) and leaves the collection view exactly as it was, without reloading (beyond UIKit).
    public func performValidatedBatchUpdates(
        _ updates: () -> Void, completion: ((Bool) -> Void)? = nil
    ) throws(ReuseCore.UpdateError) {
        checkThread("performValidatedBatchUpdates(_:completion:)")
        transaction.begin()
        updates()
        guard let action = transaction.end(completion: completion) else { return }
        if let error = perform(action, throwing: true) { throw error }
    }

    /// Applies a list of updates as one batch (the diffable data source's entry point).
    func performUpdates(_ updates: [TableUpdate], completion: ((Bool) -> Void)?) {
        if let action = transaction.add(updates, animated: false, completion: completion) {
            perform(action, throwing: false)
        }
    }

    func enqueueUpdate(_ update: TableUpdate) {
        if let action = transaction.add([update], animated: false) { perform(action, throwing: false) }
    }

    @discardableResult
    func perform(
        _ action: UpdateTransaction<(Bool) -> Void>.Action, throwing: Bool
    ) -> ReuseCore.UpdateError? {
        switch action {
        case .reload(let dropped, let completions):
            updateErrorHandler(UpdateError(.reloadInsideBatch(droppedUpdates: dropped)).aboutItems())
            reloadData()
            scheduledCompletions += completions.map { completion in { completion(false) } }
            return nil
        case .commit(let updates, _, let completions):
            guard hasLoadedData, dataSource != nil else {
                setNeedsReload()
                scheduledCompletions += completions.map { completion in { completion(true) } }
                return nil
            }
            let plan: UpdatePlan
            do {
                plan = try UpdatePlan(oldCounts: itemCounts, newCounts: loadCounts(), updates: updates)
            } catch {
                let error = error.aboutItems()
                if throwing { return error }
                updateErrorHandler(error)
                reloadData()
                scheduledCompletions += completions.map { completion in { completion(false) } }
                return nil
            }
            apply(plan, updates: updates)
            scheduledCompletions += completions.map { completion in { completion(true) } }
            return nil
        }
    }

    /// Runs the completions of batches applied before this frame.
    func runScheduledCompletions() {
        guard !scheduledCompletions.isEmpty else { return }
        let due = scheduledCompletions
        scheduledCompletions.removeAll()
        for run in due { run() }
    }

    // MARK: Applying a plan

    /// Applies a validated plan; `updates` are the batch's changes for the layout's update hooks (none for an
    /// interactive movement's steps).
    func apply(_ plan: UpdatePlan, updates: [TableUpdate] = []) {
        let sideways = scrollsSideways
        let atTop = !isDragging && !isDecelerating && CGFloat(mainOffset) <= minimumContentOffset + 0.5
        // The first visible item that survives in place stays where it is on screen.
        var anchor: (position: RowPosition, screenY: CGFloat)?
        var surviving: [(RowPosition, CollectionViewCell)] = []
        var leaving: [IndexPath] = []
        for (slot, item) in visibleItems.enumerated() {
            guard let cell = visibleSlots[slot], let oldPath = indexPath(ofGlobal: item) else { continue }
            let old = RowPosition(oldPath)
            guard let new = plan.newPosition(ofOld: old) else {
                if !updates.isEmpty { leaving.append(oldPath) }
                retire(cell, from: oldPath, rememberingItem: nil, valid: false)
                continue
            }
            if plan.reloadedRows.contains(old) {
                retire(cell, from: oldPath, rememberingItem: new, valid: false)
                continue
            }
            if anchor == nil, !atTop, plan.moves[old] == nil, !plan.movedSections.contains(old.section) {
                anchor = (new, sideways ? cell.frame.minX - contentOffset.x : cell.frame.minY - contentOffset.y)
            }
            surviving.append((new, cell))
        }
        itemCounts = plan.newCounts
        itemTotals = FenwickTree(itemCounts)
        pool.remapKeys { plan.newPosition(ofOld: $0) }
        remapSupplementaries(plan)
        selectedItems = Set(
            selectedItems.compactMap { plan.newPosition(ofOld: RowPosition($0))?.itemIndexPath })
        // The cells that stay, at their items' new places.
        var moved = surviving.compactMap { position, cell in
            globalIndex(of: position.itemIndexPath).map { ($0, cell) }
        }
        moved.sort { $0.0 < $1.0 }
        visibleItems = moved.map(\.0)
        visibleSlots = moved.map(\.1)
        policy.reset()
        collectionViewLayout.carryMeasurements(through: plan)
        let context = type(of: collectionViewLayout).contextType.init()
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        collectionViewLayout.prepareIfNeeded()
        var layoutTarget: CGPoint?
        if !updates.isEmpty {
            collectionViewLayout.prepare(forCollectionViewUpdates: CollectionViewUpdateItem.items(of: updates))
            // UIKit asks the layout, then the delegate, where the content goes, while `contentSize` is still the
            // old one: an answer other than the offset now replaces the item kept still.
            let proposed = contentOffset
            let target = collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed)
            let chosen =
                collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: target) ?? target
            if chosen != proposed, chosen.x.isFinite, chosen.y.isFinite { layoutTarget = chosen }
        }
        updateContentSize()
        // The cells that stay take their new places, and a layout that sizes items from their cells measures
        // them again (their content may have changed; items off screen keep the sizes measured before).
        for (slot, item) in visibleItems.enumerated() {
            guard let cell = visibleSlots[slot], let path = indexPath(ofGlobal: item) else { continue }
            place(cell, item: item, indexPath: path, measuring: true)
        }
        if let layoutTarget {
            shiftContent(by: (sideways ? layoutTarget.x : layoutTarget.y) - CGFloat(mainOffset))
        } else if let anchor,
            let frame = collectionViewLayout.layoutAttributesForItem(at: anchor.position.itemIndexPath)?.frame
        {
            shiftContent(by: (sideways ? frame.minX : frame.minY) - anchor.screenY - CGFloat(mainOffset))
        }
        if !isDragging && !isDecelerating {
            let clamped = min(max(CGFloat(mainOffset), minimumContentOffset), maximumContentOffset)
            shiftContent(by: clamped - CGFloat(mainOffset))
        }
        pass.contentPlaced(at: mainOffset)
        reconfigure(plan)
        layoutPass()
        if !updates.isEmpty {
            askAnimationAttributes(updates, leaving: leaving)
            collectionViewLayout.finalizeCollectionViewUpdates()
        }
    }

    /// Asks the layout for the attributes UIKit's update animation runs from and to, as UIKit does between
    /// `prepare(forCollectionViewUpdates:)` and `finalizeCollectionViewUpdates()`: the items that leave the screen
    /// by deletion, the inserted items now on screen, and the supplementary and decoration views the layout names.
    /// Headless updates end at once, so the answers shape nothing; overrides run as they do on iOS.
    private func askAnimationAttributes(_ updates: [TableUpdate], leaving: [IndexPath]) {
        let layout = collectionViewLayout
        for path in leaving { _ = layout.finalLayoutAttributesForDisappearingItem(at: path) }
        var insertedRows: Set<RowPosition> = []
        var insertedSections: Set<Int> = []
        for update in updates {
            if case .insertRows(let rows) = update { insertedRows.formUnion(rows) }
            if case .insertSections(let sections) = update { insertedSections.formUnion(sections) }
        }
        if !insertedRows.isEmpty || !insertedSections.isEmpty {
            for item in visibleItems {
                guard let path = indexPath(ofGlobal: item),
                    insertedSections.contains(path.section) || insertedRows.contains(RowPosition(path))
                else { continue }
                _ = layout.initialLayoutAttributesForAppearingItem(at: path)
            }
        }
        for kind in Set(visibleSupplementaries.keys.map(\.kind)).sorted() {
            for path in layout.indexPathsToInsertForSupplementaryView(ofKind: kind) {
                _ = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: path)
            }
            for path in layout.indexPathsToDeleteForSupplementaryView(ofKind: kind) {
                _ = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: path)
            }
        }
        for kind in layout.decorationClasses.keys.sorted() {
            for path in layout.indexPathsToInsertForDecorationView(ofKind: kind) {
                _ = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: path)
            }
            for path in layout.indexPathsToDeleteForDecorationView(ofKind: kind) {
                _ = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: path)
            }
        }
    }

    /// Supplementary views follow their sections; those of deleted or reloaded sections end displaying.
    private func remapSupplementaries(_ plan: UpdatePlan) {
        var remapped: [SupplementaryKey: CollectionReusableView] = [:]
        for key in visibleSupplementaries.keys.sorted() {
            let section = key.indexPath.section
            guard let new = plan.keptSection(ofOld: section), let view = visibleSupplementaries[key] else {
                endDisplayingSupplementary(key)
                continue
            }
            var path = key.indexPath
            path.section = new
            remapped[SupplementaryKey(kind: key.kind, indexPath: path)] = view
        }
        visibleSupplementaries = remapped
        supplementaryPool.invalidateAll()
    }

    /// Runs `cellForItemAt` again for visible reconfigured items; dequeuing there returns the item's own cell.
    private func reconfigure(_ plan: UpdatePlan) {
        for old in plan.reconfiguredRows.sorted() {
            guard let new = plan.newPosition(ofOld: old), let dataSource,
                let global = globalIndex(of: new.itemIndexPath), let slot = slot(ofItem: global),
                let cell = visibleSlots[slot]
            else { continue }
            let path = new.itemIndexPath
            reconfiguringCell = (path, cell)
            configuringIndexPath = path
            lifecycleObserver?(.cellForItem(path))
            RegistrationCounter.insideCellProvider += 1
            let returned = dataSource.collectionView(self, cellForItemAt: dataSourceIndexPath(path))
            RegistrationCounter.insideCellProvider -= 1
            configuringIndexPath = nil
            reconfiguringCell = nil
            if returned !== cell {
                // The data source made another cell: show that one instead.
                visibleSlots[slot] = returned
                returned.frame = cell.frame
                addSubview(returned)
                cell.removeFromSuperview()
                if let identifier = cell.reuseIdentifier { pool.enqueue(cell, identifier: identifier, key: nil) }
            }
        }
    }
}
