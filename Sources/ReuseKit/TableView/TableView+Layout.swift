import Foundation
import ReuseCore

extension TableView {

    /// The number of sections, as last loaded.
    public var numberOfSections: Int {
        loadIfNeeded()
        return layout.numberOfSections
    }

    /// The number of rows in `section`, as last loaded; 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return layout.numberOfRows(inSection: section)
    }

    func setNeedsReload() {
        if hasLoadedData {
            hasLoadedData = false
            setNeedsLayout()
        }
    }

    func loadIfNeeded() {
        if !hasLoadedData { loadModel() }
    }

    // MARK: Loading

    /// The estimate rows count at before they are measured.
    var effectiveEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        if rowHeight >= 0 { return rowHeight }
        return TableView.defaultEstimatedRowHeight
    }

    func loadModel() {
        discardPreparedCells(valid: false)
        endDisplayingEverything()
        pool.invalidateAll()
        policy.reset()
        hasLoadedData = true
        let counts = loadCounts()
        let estimate = probeRowHeights(counts: counts)
        var sections: [TableLayout.Section] = []
        sections.reserveCapacity(counts.count)
        headerTitles.removeAll()
        footerTitles.removeAll()
        for (section, rows) in counts.enumerated() {
            if let title = dataSource!.tableView(self, titleForHeaderInSection: section) {
                headerTitles[section] = title
            }
            if let title = dataSource!.tableView(self, titleForFooterInSection: section) {
                footerTitles[section] = title
            }
            sections.append(
                TableLayout.Section(
                    rows: rows, estimate: estimate, header: Double(headerHeight(section)),
                    footer: Double(footerHeight(section))))
        }
        layout = TableLayout(sections: sections)
        applyTableAccessoryHeights()
        editState.indexTitles = dataSource?.sectionIndexTitles(for: self)
        layoutGeneration += 1
        loadRowHeights()
        updateContentSize()
        pass.contentPlaced(at: Double(contentOffset.y))
    }

    /// The data source's section and row counts, checked: at most ``LayoutUnit/maximumSections`` sections and
    /// ``LayoutUnit/maximumRows`` rows in all.
    func loadCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sectionCount = checkedCount(
            dataSource.numberOfSections(in: self), "numberOfSections(in:)", maximum: LayoutUnit.maximumSections)
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            counts.append(
                checkedCount(
                    dataSource.tableView(self, numberOfRowsInSection: section),
                    "tableView(_:numberOfRowsInSection:)", maximum: LayoutUnit.maximumRows, section: section))
        }
        if !placeholders.isEmpty {
            for section in counts.indices { counts[section] += placeholders.count(inSection: section) }
        }
        return sharedCounts(counts, "tableView(_:numberOfRowsInSection:)", things: "rows")
    }

    func headerHeight(_ section: Int) -> CGFloat {
        // No closures here or in the other height paths: the runtime checks a main-actor closure's isolation on
        // every call.
        var asked = sectionHeaderHeight
        if let delegate = tableDelegate {
            asked = checkedSupplementaryHeight(
                delegate.tableView(self, heightForHeaderInSection: section), "heightForHeaderInSection",
                section: section)
        }
        if asked >= 0 { return asked }
        return automaticSupplementaryHeight(title: headerTitles[section], isHeader: true, section: section)
    }

    func footerHeight(_ section: Int) -> CGFloat {
        var asked = sectionFooterHeight
        if let delegate = tableDelegate {
            asked = checkedSupplementaryHeight(
                delegate.tableView(self, heightForFooterInSection: section), "heightForFooterInSection",
                section: section)
        }
        if asked >= 0 { return asked }
        return automaticSupplementaryHeight(title: footerTitles[section], isHeader: false, section: section)
    }

    /// An automatic header or footer height: what its title needs; else what the delegate's view's constraints
    /// give it, or what it fits;
    /// else nothing in a plain table and 18 points of spacing in a grouped one.
    private func automaticSupplementaryHeight(title: String?, isHeader: Bool, section: Int) -> CGFloat {
        if title != nil { return style == .plain ? 28 : 38 }
        let view =
            isHeader
            ? tableDelegate?.tableView(self, viewForHeaderInSection: section)
            : tableDelegate?.tableView(self, viewForFooterInSection: section)
        if let view {
            // A view laid out by constraints is as tall as they make it at the table's width, as in UIKit.
            let height =
                view.constrainedHeight(atWidth: bounds.width)
                ?? view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
            recycleSupplementary(view)
            if height > 0 { return min(height, CGFloat(LayoutUnit.maximumRowHeight)) }
        }
        return style == .plain ? 0 : 18
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: CGFloat(layout.totalHeight))
        if size != contentSize { contentSize = size }
    }

    // MARK: The layout pass

    /// One pass of the lifecycle (the API contract, lifecycle item 2): prefetch window, rows that left, rows that entered.
    func layoutPass() {
        guard !isInLayoutPass else { return }
        checkForAnOpenBatch()
        // reloadData() from inside a pass reloads once the pass is over. A reload asked again by the pass of that
        // reload waits for the next layout, so a client that reloads from every cellForRowAt cannot loop here.
        for attempt in 0..<2 {
            if attempt > 0 { loadModel() }
            isInLayoutPass = true
            onePass()
            isInLayoutPass = false
            guard reloadRequestedDuringPass else { return }
            reloadRequestedDuringPass = false
        }
        setNeedsReload()
    }

    /// A reload asked while a pass is under way: it runs when the pass ends.
    func deferReloadUntilThePassEnds() {
        reloadRequestedDuringPass = true
        guard reuseDiagnostics, let indexPath = configuringIndexPath else { return }
        report(
            ReuseDiagnostic(
                kind: .reloadDuringLayout, rows: [indexPath], message: Messages.reloadDuringCellForRow(indexPath)))
    }

    private func onePass() {
        layoutPassCount &+= 1
        loadIfNeeded()
        updateContentSize()
        var target = currentVisibleRange()
        let direction = pass.begin(offset: Double(contentOffset.y), target: target)
        // Rows around the screen with heights still to ask: asked now, the anchor keeping the screen still.
        if lazyRowHeights != .none, let around = target, askRowHeights(around: around) {
            target = currentVisibleRange()
        }
        if !pass.needsReconcile { updatePrefetching(to: target, direction: direction) }
        switch pass.firstStep(to: target) {
        case .transition(let change): perform(change)
        case .reconcile(let target): reconcile(to: target)
        }
        // Measured heights may differ from estimates: settle until the visible rows stop changing.
        while let change = pass.settle(to: currentVisibleRange()) { perform(change) }
        updateContentSize()
        pass.end(offset: Double(contentOffset.y), time: time)
        layoutVisibleViews()
        if tableHeaderView != nil || tableFooterView != nil { placeTableAccessories() }
        let alive = visibleCellsByRow.count + pool.count + preparedCells.count
        statistics.mostCellsAlive = max(statistics.mostCellsAlive, alive)
        if reuseDiagnostics {
            diagnosis.mostRowsVisible = max(diagnosis.mostRowsVisible, visibleRange?.count ?? 0)
            diagnoseCounts()
            diagnoseLeak()
        }
    }

    /// The rows that meet the visible rect, in global order.
    func currentVisibleRange() -> ClosedRange<Int>? {
        let visible = visibleUnits
        // The pass reads the rows at both ends (entering, leaving, placed): keep them at hand. Asked again after
        // the cells came and went, with no height changed, the layout answers from its last answer.
        return layout.visibleRows(focusingOnUnits: visible.top, visible.bottom)
    }

    /// The visible rect's top and bottom in fixed point; the top is never above the content's start.
    var visibleUnits: (top: Int64, bottom: Int64) {
        let offset = Double(contentOffset.y)
        return (LayoutUnit.units(offset), LayoutUnit.units(offset + Double(bounds.height)))
    }

    func updatePrefetching(to target: ClosedRange<Int>?, direction: Int) {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        var input = PrefetchInput(
            visibleBefore: visibleRange, visibleAfter: target, direction: direction, rowCount: layout.totalRows)
        if !(policy is SeedObservedPrefetcher) {
            describeMotion(into: &input)
        }
        let actions = policy.update(input)
        if !actions.prefetch.isEmpty {
            statistics.rowsPrefetched += actions.prefetch.count
            let paths = actions.prefetch.compactMap(indexPath(ofGlobal:))
            lifecycleObserver?(.prefetchRows(paths))
            prefetcher.tableView(self, prefetchRowsAt: paths)
        }
        if !actions.cancel.isEmpty {
            statistics.rowsCancelled += actions.cancel.count
            let paths = actions.cancel.compactMap(indexPath(ofGlobal:))
            lifecycleObserver?(.cancelPrefetchingRows(paths))
            prefetcher.tableView(self, cancelPrefetchingForRowsAt: paths)
        }
    }

    /// The scroll state a policy other than the seed's may use: time, velocity in rows per second, where a
    /// deceleration comes to rest, the data's latency.
    private func describeMotion(into input: inout PrefetchInput) {
        input.time = time
        input.isTracking = isTracking
        input.latency = dataLatency.summary
        guard let visible = input.visibleAfter, let first = layout.position(ofGlobalIndex: visible.lowerBound),
            let last = layout.position(ofGlobalIndex: visible.upperBound)
        else { return }
        let span = layout.rowTopUnits(last) + layout.rowHeightUnits(last) - layout.rowTopUnits(first)
        let rowHeight = max(LayoutUnit.points(span) / Double(visible.count), 1)
        input.rowsPerScreen = Double(bounds.height) / rowHeight
        if input.direction != 0 {
            let elapsed = max(time - pass.lastTime, frameInterval)
            input.velocity = (Double(contentOffset.y) - pass.lastOffset) / elapsed / rowHeight
        }
        if isDecelerating, !isScrollAnimating {
            let rest = min(max(physics.restingOffset, Double(minimumContentOffset)), Double(maximumContentOffset))
            let top = LayoutUnit.units(CGFloat(rest))
            let bottom = LayoutUnit.units(CGFloat(rest) + bounds.height)
            input.restingRange = layout.rows(inUnits: top, bottom)
        }
    }

    /// Ends the rows that left the screen, then fills the rows that entered it, nearest first.
    private func perform(_ change: VisibleTransition) {
        change.forEachLeaving { endDisplaying(row: $0) }
        change.forEachEntering { row in
            if visibleRange?.contains(row) ?? false { fill(row: row) }
        }
    }

    /// After an update: ends the cells of rows outside `target` and fills the rows of `target` without cells.
    private func reconcile(to target: ClosedRange<Int>?) {
        for row in visibleCellsByRow.rows where !(target?.contains(row) ?? false) {
            endDisplaying(row: row)
        }
        guard let target else { return }
        for row in target where visibleCellsByRow[row] == nil { fill(row: row) }
    }

    func indexPath(ofGlobal row: Int) -> IndexPath? {
        guard let position = layout.position(ofGlobalIndex: row) else { return nil }
        return IndexPath(row: position.row, section: position.section)
    }

    /// Measures a row from the delegate or `rowHeight` without making its cell, where that is possible (not for
    /// self-sizing rows). Returns whether the row's height is known.
    @discardableResult
    func measureWithoutCell(_ position: RowPosition) -> Bool {
        if delegateSizesRows && layout.isMeasured(position) { return true }
        let indexPath = IndexPath(row: position.row, section: position.section)
        var asked = TableView.delegateDefaultDimension
        if let height = placeholderRowHeight(at: indexPath) {
            asked = height
        } else if let delegate = tableDelegate {
            let path = rowDataSourceIndexPath(indexPath)
            asked = checkedRowHeight(delegate.tableView(self, heightForRowAt: path), "heightForRowAt", path)
        }
        let resolved = asked == TableView.delegateDefaultDimension ? rowHeight : asked
        guard resolved >= 0 else { return false }
        setHeight(resolved, at: position)
        return true
    }

    /// Shows a row: its retained cell again, or `cellForRowAt`; measures it; then `willDisplay`.
    private func fill(row: Int) {
        guard let indexPath = indexPath(ofGlobal: row) else { return }
        guard let dataSource else {
            // The weak data source went away (its owner was released) and no call told the table: said once, and
            // the table empties at its next pass instead of keeping rows it cannot fill.
            reportReleasedDataSource(rows: layout.totalRows, things: "rows")
            hasLoadedData = false
            setNeedsLayout()
            return
        }
        let position = RowPosition(section: indexPath.section, row: indexPath.row)
        if let cell = preparedCells.removeValue(forKey: row) {
            // Prepared ahead in an earlier frame: showing it costs only willDisplay.
            statistics.preparedCellsShown += 1
            display(cell, at: indexPath, row: row, redisplayed: false)
            return
        }
        if let identifier = pool.retainedIdentifier(for: position),
            let cell = pool.takeRetained(for: position, identifier: identifier)
        {
            statistics.cellsRedisplayed += 1
            display(cell, at: indexPath, row: row, redisplayed: true)
            return
        }
        let cell = configuredCell(at: indexPath, position: position, dataSource: dataSource)
        display(cell, at: indexPath, row: row, redisplayed: false)
    }

    /// Asks the data source for a row's cell and measures the row: heights from the delegate or `rowHeight`
    /// are known before the cell, self-sizing rows after it.
    private func configuredCell(
        at indexPath: IndexPath, position: RowPosition, dataSource: any TableViewDataSource
    ) -> TableViewCell {
        let measuredWithoutCell = measureWithoutCell(position)
        configuringIndexPath = indexPath
        lifecycleObserver?(.cellForRow(indexPath))
        let cell =
            placeholderCell(at: indexPath)
            ?? dataSource.tableView(self, cellForRowAt: rowDataSourceIndexPath(indexPath))
        if reuseDiagnostics { diagnoseConfigured(cell, at: indexPath, dataSource: dataSource) }
        configuringIndexPath = nil
        if !measuredWithoutCell {
            // Read and set, not changed in place: changing an open property in place allocates a coroutine frame.
            var frame = cell.frame
            frame.size.width = bounds.width
            cell.frame = frame
            let fitting = cell.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
            setHeight(checkedCellHeight(fitting, indexPath), at: position)
        }
        return cell
    }

    // MARK: Cell prefetching

    /// Prepares the cells of the next rows in the direction of the last motion, at most
    /// ``cellPrefetchBudget`` a frame, and returns to the queue prepared cells whose rows are no longer next.
    func prepareCellsAhead() {
        guard isCellPrefetchingEnabled, let visible = visibleRange, dataSource != nil, !isInLayoutPass else {
            if !preparedCells.isEmpty && !isCellPrefetchingEnabled { discardPreparedCells(valid: true) }
            return
        }
        let total = layout.totalRows
        let next =
            pass.lastDirection > 0
            ? Array(
                stride(
                    from: visible.upperBound + 1, through: min(visible.upperBound + cellPrefetchDistance, total - 1),
                    by: 1))
            : Array(
                stride(from: visible.lowerBound - 1, through: max(visible.lowerBound - cellPrefetchDistance, 0), by: -1)
            )
        for row in preparedCells.keys.sorted() where !next.contains(row) { unprepare(row: row, valid: true) }
        var budget = cellPrefetchBudget
        for row in next where budget > 0 && preparedCells[row] == nil && visibleCellsByRow[row] == nil {
            prepareCell(row: row)
            budget -= 1
        }
    }

    private func prepareCell(row: Int) {
        guard let indexPath = indexPath(ofGlobal: row), let dataSource else { return }
        let position = RowPosition(section: indexPath.section, row: indexPath.row)
        if let identifier = pool.retainedIdentifier(for: position),
            let cell = pool.takeRetained(for: position, identifier: identifier)
        {
            preparedCells[row] = cell
            return
        }
        let cell = configuredCell(at: indexPath, position: position, dataSource: dataSource)
        statistics.cellsPrepared += 1
        preparedCells[row] = cell
        let alive = visibleCellsByRow.count + pool.count + preparedCells.count
        statistics.mostCellsAlive = max(statistics.mostCellsAlive, alive)
    }

    /// Puts a prepared cell in its queue, remembering its row; with `valid: false` it will not be shown for that
    /// row without `cellForRowAt` (the data changed).
    private func unprepare(row: Int, valid: Bool) {
        guard let cell = preparedCells.removeValue(forKey: row) else { return }
        let position = layout.position(ofGlobalIndex: row)
        if let identifier = cell.reuseIdentifier {
            pool.enqueue(cell, identifier: identifier, key: valid ? position : nil, valid: valid)
        }
    }

    /// Returns every prepared cell to its queue.
    func discardPreparedCells(valid: Bool) {
        for row in preparedCells.keys.sorted() { unprepare(row: row, valid: valid) }
    }

    private func display(_ cell: TableViewCell, at indexPath: IndexPath, row: Int, redisplayed: Bool) {
        cell.frameGeneration = -1
        rowsAwaitingFrames.append(row)
        if cell.serialNumber == 0 {
            statistics.cellsCreated += 1
            cell.serialNumber = statistics.cellsCreated
        }
        cell.displayedIndexPath = indexPath
        visibleCellsByRow[row] = cell
        cell.setSelected(!selectedRows.isEmpty && selectedRows.contains(indexPath), animated: false)
        // One load of the weak delegate for the display's two calls.
        let delegate = tableDelegate
        cell.indentationLevel = delegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        if editState.isEditing || cell.isEditing { configureEditing(of: cell, animated: false) }
        cell.updateConfigurationIfNeeded()
        // Below the section headers and footers, which float over the rows as in UIKit.
        if visibleHeaders.isEmpty, visibleFooters.isEmpty { addSubview(cell) } else { insertSubview(cell, at: 0) }
        lifecycleObserver?(.willDisplay(indexPath, cell: cell.serialNumber, redisplayed: redisplayed))
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// Records a row's measured height. A row above the anchor (the top row from before the pass; for the
    /// first pass, the row at the top of the view) moves the content offset with its change, so the anchor and
    /// everything below it stay where they are on screen.
    @discardableResult
    func setHeight(_ height: CGFloat, at position: RowPosition, measured: Bool = true) -> Bool {
        let delta = layout.setRowHeight(Double(max(height, 0)), at: position, measured: measured)
        guard delta != 0 else { return false }
        let row = layout.globalIndex(of: position)
        framesMovedFromRow = min(framesMovedFromRow, row)
        // A row's top does not depend on its own height, so it can be read after the change.
        let aboveAnchor =
            if let anchorRow = pass.anchor { row < anchorRow } else {
                layout.rowTopUnits(position) < LayoutUnit.units(Double(contentOffset.y))
            }
        if aboveAnchor && !isScrollAnimating {
            shiftContent(by: CGFloat(LayoutUnit.points(delta)))
            pass.contentShifted(by: LayoutUnit.points(delta))
        }
        return true
    }

    private func endDisplaying(row: Int) {
        guard let cell = visibleCellsByRow.removeValue(forRow: row) else { return }
        let indexPath = cell.displayedIndexPath ?? indexPath(ofGlobal: row) ?? IndexPath(row: row, section: 0)
        retire(cell, from: indexPath, rememberingRow: position(indexPath), valid: true)
    }

    /// Ends a cell's display of a row (`didEndDisplaying`) and puts it in its queue remembering `row`; with
    /// `valid: false` it is not shown again for that row as it is. Every way a cell leaves the screen ends here.
    func retire(_ cell: TableViewCell, from indexPath: IndexPath, rememberingRow row: RowPosition?, valid: Bool) {
        lifecycleObserver?(.didEndDisplaying(indexPath, cell: cell.serialNumber))
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cell.removeFromSuperview()
        cell.displayedIndexPath = nil
        cell.lastShownIndexPath = indexPath
        if reuseDiagnostics { diagnosis.retiredStates[ObjectIdentifier(cell)] = cell.visibleState }
        if let identifier = cell.reuseIdentifier {
            pool.enqueue(cell, identifier: identifier, key: row, valid: valid)
        }
    }

    /// Ends the display of every row, header and footer, in order, as a reload does.
    func endDisplayingEverything() {
        for (cell, path, _) in disappearingCells { finishDisappearing(cell, from: path) }
        disappearingCells.removeAll()
        appearingCells.removeAll()
        for row in visibleCellsByRow.rows where !(visibleRange?.contains(row) ?? false) {
            endDisplaying(row: row)
        }
        if let range = visibleRange {
            for row in range { endDisplaying(row: row) }
        }
        pass.clear()
        visibleCellsByRow.removeAll()
        for section in visibleHeaders.keys.sorted() { endDisplayingHeader(section) }
        for section in visibleFooters.keys.sorted() { endDisplayingFooter(section) }
    }

    // MARK: Table header and footer views

    func replaceTableAccessory(_ old: View?, with new: View?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        applyTableAccessoryHeights()
        updateContentSize()
        placeTableAccessories()
        setNeedsLayout()
    }

    /// Gives the layout the header and footer views' heights.
    func applyTableAccessoryHeights() {
        let top = LayoutUnit.units(Double(max(tableHeaderView?.frame.height ?? 0, 0)))
        // Every row moves with the header view.
        if top != layout.topUnits { layoutGeneration += 1 }
        layout.topUnits = top
        layout.bottomUnits = LayoutUnit.units(Double(max(tableFooterView?.frame.height ?? 0, 0)))
    }

    /// Puts the header view at the top of the content and the footer view after the last section.
    func placeTableAccessories() {
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            let top = CGFloat(LayoutUnit.points(layout.totalUnits - layout.bottomUnits))
            footer.frame = CGRect(x: 0, y: top, width: bounds.width, height: footer.frame.height)
        }
    }
}
