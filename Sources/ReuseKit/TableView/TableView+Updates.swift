import Foundation
import ReuseCore

/// Row and section updates with UIKit's index rules: deletes, reloads, reconfigures and move sources name rows as
/// they were before the update; inserts and move destinations as they are after it.
///
/// An update is checked against the data source's new counts before anything changes. An inconsistent one is
/// rejected whole with UIKit's message; by default the table then reports it to ``TableView/updateErrorHandler``
/// (which prints it) and falls back to `reloadData()`, so no data is lost and nothing crashes.
/// ``TableView/performValidatedBatchUpdates(_:completion:)`` throws instead.
extension TableView {
    /// How long a row animation takes in virtual time.
    public static let rowAnimationDuration: TimeInterval = 0.3

    // MARK: Single updates (each is a batch of its own unless inside beginUpdates/endUpdates)

    // MARK: Batches

    /// Whether updates were made that the table has not applied yet (a batch is open).
    public var hasUncommittedUpdates: Bool { transaction.isOpen || !placeholders.isEmpty }

    /// A batch open at a layout pass is noted; still open two passes later, it is reported: a `beginUpdates()`
    /// that nothing closed leaves the table showing the rows it had.
    func checkForAnOpenBatch() {
        guard transaction.isOpen else {
            openBatchSeenAtPass = nil
            return
        }
        guard let seen = openBatchSeenAtPass else {
            openBatchSeenAtPass = layoutPassCount
            return
        }
        if layoutPassCount &- seen >= 2 { reportOpenBatch(updates: transaction.pendingUpdates) }
    }

    /// Like ``performBatchUpdates(_:completion:)``, but an inconsistent batch throws its ``UpdateError`` (UIKit's
    /// message) and leaves the table exactly as it was, without reloading (beyond UIKit).
    public func performValidatedBatchUpdates(
        _ updates: () -> Void, completion: ((Bool) -> Void)? = nil
    ) throws(ReuseCore.UpdateError) {
        checkThread("performValidatedBatchUpdates(_:completion:)")
        transaction.begin()
        updates()
        guard let action = transaction.end(completion: completion) else { return }
        if let error = perform(action, throwing: true) { throw error }
    }

    // MARK: Committing

    /// Applies a list of updates as one batch (the diffable data source's entry point).
    func performUpdates(_ updates: [TableUpdate], animation: RowAnimation, completion: ((Bool) -> Void)?) {
        let animated = animation != .none && !updates.isEmpty
        if let action = transaction.add(updates, animated: animated, completion: completion) {
            perform(action, throwing: false)
        }
    }

    func enqueueUpdate(_ update: TableUpdate, animation: RowAnimation) {
        if let action = transaction.add([update], animated: animation != .none) { perform(action, throwing: false) }
    }

    /// Does what a closed batch asks: reload, or validate and apply. Returns the error when `throwing` and the
    /// batch is invalid.
    @discardableResult
    func perform(
        _ action: UpdateTransaction<(Bool) -> Void>.Action, throwing: Bool
    ) -> ReuseCore.UpdateError? {
        // Cells prepared ahead were configured for rows the update may move or change.
        discardPreparedCells(valid: false)
        switch action {
        case .reload(let dropped, let completions):
            // reloadData() inside the batch: UIKit's counts would no longer add up; the batch becomes the reload.
            updateErrorHandler(UpdateError(.reloadInsideBatch(droppedUpdates: dropped)))
            reloadData()
            for completion in completions { scheduleCompletion(completion, after: 0, finished: false) }
            return nil
        case .commit(let updates, let animated, let completions):
            return commit(updates, animated: animated, completions: completions, throwing: throwing)
        }
    }

    private func commit(
        _ updates: [TableUpdate], animated: Bool, completions: [(Bool) -> Void], throwing: Bool
    ) -> ReuseCore.UpdateError? {
        guard hasLoadedData, dataSource != nil else {
            // Nothing is shown yet: the next layout loads the data as it is.
            setNeedsReload()
            for completion in completions { scheduleCompletion(completion, after: 0, finished: true) }
            return nil
        }
        let oldCounts = (0..<layout.numberOfSections).map { layout.numberOfRows(inSection: $0) }
        let newCounts = loadCounts()
        let plan: UpdatePlan
        do {
            plan = try UpdatePlan(oldCounts: oldCounts, newCounts: newCounts, updates: updates)
        } catch {
            if throwing { return error }
            updateErrorHandler(error)
            reloadData()
            for completion in completions { scheduleCompletion(completion, after: 0, finished: false) }
            return nil
        }
        apply(plan, animated: animated)
        editState.indexTitles = dataSource?.sectionIndexTitles(for: self)
        remeasureVisibleRows()
        let duration = animated ? TableView.rowAnimationDuration : 0
        for completion in completions { scheduleCompletion(completion, after: duration, finished: true) }
        return nil
    }

    private func scheduleCompletion(_ completion: @escaping (Bool) -> Void, after delay: TimeInterval, finished: Bool) {
        scheduledCompletions.append((time + delay, { completion(finished) }))
    }

    // MARK: Applying a plan

    private func apply(_ plan: UpdatePlan, animated: Bool) {
        // What stays put on screen: the bottom when the table keeps it and the user is there, else the first
        // visible row that survives the update in place (moved rows and sections go where they are sent).
        let atBottom = anchorsToBottom && contentOffset.y >= maximumContentOffset - 0.5
        // A table resting at its very top stays there, as UIKit's does: rows inserted above show (a feed's
        // first page replacing its loading row, pull to refresh).
        let atTop = !atBottom && !isDragging && !isDecelerating && contentOffset.y <= minimumContentOffset + 0.5
        var anchor: (position: RowPosition, screenY: CGFloat)?
        let ordered = visibleCells
        for cell in ordered where !atTop {
            guard let old = cell.displayedIndexPath else { continue }
            let oldPosition = position(old)
            guard plan.moves[oldPosition] == nil, !plan.movedSections.contains(oldPosition.section),
                let new = plan.newPosition(ofOld: oldPosition)
            else { continue }
            anchor = (new, rectForRow(at: old).minY - contentOffset.y)
            break
        }

        // Visible cells follow their rows; deleted rows' cells leave; reloaded rows' cells wait in the queue.
        var surviving: [(RowPosition, TableViewCell)] = []
        var reloaded: [(IndexPath, IndexPath, TableViewCell)] = []
        for cell in ordered {
            guard let oldPath = cell.displayedIndexPath else { continue }
            let old = position(oldPath)
            guard let new = plan.newPosition(ofOld: old) else {
                disappear(cell, from: oldPath, animated: animated)
                continue
            }
            if plan.reloadedRows.contains(old) {
                reloaded.append((oldPath, IndexPath(row: new.row, section: new.section), cell))
            } else {
                surviving.append((new, cell))
            }
        }
        visibleCellsByRow.removeAll(keepingCapacity: true)

        // Geometry, titles and header heights of the sections after the update.
        let estimate = rowRunEstimate
        headerTitles.removeAll()
        footerTitles.removeAll()
        for section in 0..<plan.newCounts.count {
            if let title = dataSource?.tableView(self, titleForHeaderInSection: section) {
                headerTitles[section] = title
            }
            if let title = dataSource?.tableView(self, titleForFooterInSection: section) {
                footerTitles[section] = title
            }
        }
        layout.apply(plan) { section in
            TableLayout.Section(
                rows: plan.newCounts[section], estimate: estimate, header: Double(headerHeight(section)),
                footer: Double(footerHeight(section)))
        }
        for section in plan.reloadedSections {
            guard let new = plan.sectionMap[section] else { continue }
            layout.setHeaderHeight(Double(headerHeight(new)), section: new)
            layout.setFooterHeight(Double(footerHeight(new)), section: new)
        }
        layoutGeneration += 1
        // Rows moved: ask again around the screen (rows that have a height keep it and are not asked).
        askedRows.removeAll()

        for (new, cell) in surviving {
            cell.displayedIndexPath = IndexPath(row: new.row, section: new.section)
            visibleCellsByRow[layout.globalIndex(of: new)] = cell
        }
        pass.updateApplied()

        pool.remapKeys { plan.newPosition(ofOld: $0) }
        for (oldPath, newPath, cell) in reloaded {
            retire(cell, from: oldPath, rememberingRow: position(newPath), valid: false)
        }
        selectedRows = Set(
            selectedRows.compactMap { path in
                plan.newPosition(ofOld: position(path)).map { IndexPath(row: $0.row, section: $0.section) }
            })
        remapSupplementaryViews(plan)
        policy.reset()

        // Keep the anchor where it was.
        updateContentSize()
        if atBottom {
            let target = maximumContentOffset
            shiftContent(by: target - contentOffset.y)
        } else if let anchor {
            let top = CGFloat(LayoutUnit.points(layout.rowTopUnits(anchor.position)))
            shiftContent(by: top - anchor.screenY - contentOffset.y)
        }
        if !isDragging && !isDecelerating {
            // The content may have shrunk under the offset: keep it within the range it may rest in.
            let clamped = min(max(contentOffset.y, minimumContentOffset), maximumContentOffset)
            shiftContent(by: clamped - contentOffset.y)
        }
        pass.contentPlaced(at: Double(contentOffset.y))

        reconfigure(plan)
        layoutPass()
        if atBottom, contentOffset.y != maximumContentOffset {
            // Rows measured in the pass changed the content: stay at the bottom.
            shiftContent(by: maximumContentOffset - contentOffset.y)
            layoutPass()
        }
        if animated { fadeInInsertedCells(plan) }
    }

    /// Runs `cellForRowAt` again for visible reconfigured rows; dequeuing there returns the row's own cell.
    private func reconfigure(_ plan: UpdatePlan) {
        for old in plan.reconfiguredRows.sorted() {
            guard let new = plan.newPosition(ofOld: old), let dataSource else { continue }
            let global = layout.globalIndex(of: new)
            guard let cell = visibleCellsByRow[global] else { continue }
            let path = IndexPath(row: new.row, section: new.section)
            reconfiguringCell = (path, cell)
            configuringIndexPath = path
            lifecycleObserver?(.cellForRow(path))
            let returned = dataSource.tableView(self, cellForRowAt: rowDataSourceIndexPath(path))
            configuringIndexPath = nil
            reconfiguringCell = nil
            if returned !== cell {
                // The data source made another cell: show that one instead.
                returned.displayedIndexPath = path
                visibleCellsByRow[global] = returned
                rowsAwaitingFrames.append(global)
                addSubview(returned)
                cell.removeFromSuperview()
                cell.displayedIndexPath = nil
                if let identifier = cell.reuseIdentifier { pool.enqueue(cell, identifier: identifier, key: nil) }
            }
            if rowHeight < 0 && !delegateSizesRows {
                setHeight(returned.sizeThatFits(CGSize(width: bounds.width, height: 0)).height, at: new)
            }
        }
    }

    /// A deleted row's cell: fades out over the animation when animated, then ends displaying and joins the queue.
    private func disappear(_ cell: TableViewCell, from path: IndexPath, animated: Bool) {
        guard animated else {
            finishDisappearing(cell, from: path)
            return
        }
        disappearingCells.append((cell, path, time + TableView.rowAnimationDuration))
    }

    func finishDisappearing(_ cell: TableViewCell, from path: IndexPath) {
        retire(cell, from: path, rememberingRow: nil, valid: false)
        cell.alpha = 1
    }

    private func fadeInInsertedCells(_ plan: UpdatePlan) {
        for (section, fixed) in plan.fixedRows {
            for entry in fixed where entry.source == .inserted {
                let global = layout.globalIndex(of: RowPosition(section: section, row: entry.row))
                if let cell = visibleCellsByRow[global] {
                    cell.alpha = 0
                    appearingCells.append((cell, time))
                }
            }
        }
    }

    /// Advances row animations and runs completions that are due (called once per frame).
    func advanceUpdateAnimations() {
        if !disappearingCells.isEmpty {
            var remaining: [(TableViewCell, IndexPath, TimeInterval)] = []
            for (cell, path, end) in disappearingCells {
                if time >= end - 1e-9 {
                    finishDisappearing(cell, from: path)
                } else {
                    cell.alpha = CGFloat(max(0, (end - time) / TableView.rowAnimationDuration))
                    remaining.append((cell, path, end))
                }
            }
            disappearingCells = remaining
        }
        if !appearingCells.isEmpty {
            appearingCells = appearingCells.filter { cell, start in
                let progress = min(1, (time - start) / TableView.rowAnimationDuration)
                cell.alpha = CGFloat(progress)
                return progress < 1 && cell.superview === self
            }
        }
        if !scheduledCompletions.isEmpty {
            let due = scheduledCompletions.filter { $0.time <= time + 1e-9 }
            scheduledCompletions.removeAll { $0.time <= time + 1e-9 }
            for (_, run) in due { run() }
        }
    }

    /// Headers and footers follow their sections; those of deleted sections end displaying.
    private func remapSupplementaryViews(_ plan: UpdatePlan) {
        func remap(_ views: [Int: View], end: (Int, View) -> Void) -> [Int: View] {
            var result: [Int: View] = [:]
            for (section, view) in views.sorted(by: { $0.key < $1.key }) {
                if let new = plan.keptSection(ofOld: section) {
                    result[new] = view
                } else {
                    end(section, view)
                }
            }
            return result
        }
        visibleHeaders = remap(visibleHeaders) { section, view in
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            recycleSupplementary(view)
        }
        visibleFooters = remap(visibleFooters) { section, view in
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            recycleSupplementary(view)
        }
    }
}
