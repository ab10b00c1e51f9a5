import ReuseCore

extension TableView {
    /// Reports `diagnostic` once per kind, rows and property: to ``diagnosticHandler``, or to standard error.
    func report(_ diagnostic: ReuseDiagnostic) {
        let key = "\(diagnostic.kind.rawValue)|\(diagnostic.rows.first?.description ?? "")|\(diagnostic.property ?? "")"
        guard reportedDiagnostics.insert(key).inserted else { return }
        if let diagnosticHandler {
            diagnosticHandler(diagnostic)
        } else {
            Messages.write(Messages.diagnostic(diagnostic.message))
        }
    }

    /// Before a queued cell is handed to a row: did it change while it waited, and which row did it show.
    func diagnoseReuse(of cell: TableViewCell) {
        let id = ObjectIdentifier(cell)
        if let retired = retiredStates.removeValue(forKey: id), retired != cell.visibleState,
            let row = cell.lastShownIndexPath
        {
            report(
                ReuseDiagnostic(
                    kind: .mutatedAfterEndDisplaying, rows: [row],
                    message: "The cell that showed row \(row) changed after didEndDisplaying, while it waited in the "
                        + "reuse queue. A cell that has left the screen belongs to the table: stop updating it "
                        + "(cancel its work in prepareForReuse() or when the row ends displaying)."))
        }
        reusedForDiagnosis = (cell, cell.lastShownIndexPath)
        guard let previous = cell.lastShownIndexPath else { return }
        cell.forEachImageView { imageView in
            imageView.lateImageHandler = { [weak self, weak cell] _, _ in
                guard let self, let cell else { return }
                let now = cell.displayedIndexPath
                self.report(
                    ReuseDiagnostic(
                        kind: .lateAsyncResult, rows: [now ?? previous, previous], property: "image",
                        message: "An image loaded for row \(previous) arrived after its cell moved on"
                            + (now.map { " to row \($0)" } ?? "") + "; it was dropped, not shown. "
                            + "Loads through ImageView are cancelled on reuse; check other loads do the same."))
            }
        }
    }

    /// After `cellForRowAt` returned `cell` for `indexPath`: compares a reused cell with a fresh one configured
    /// for the same row, and checks the cell is not on screen for another row.
    func diagnoseConfigured(_ cell: TableViewCell, at indexPath: IndexPath, dataSource: any TableViewDataSource) {
        defer { reusedForDiagnosis = nil }
        if let other = visibleCellsByRow.first(where: { $0.value === cell }),
            let otherPath = self.indexPath(ofGlobal: other.key),
            otherPath != indexPath
        {
            report(
                ReuseDiagnostic(
                    kind: .cellForTwoRows, rows: [indexPath, otherPath],
                    message: "tableView(_:cellForRowAt:) returned the cell of row \(otherPath), still on screen, "
                        + "for row \(indexPath). Return a cell from dequeueReusableCell(withIdentifier:for:) "
                        + "for every row, and do not keep cells."))
        }
        guard let reused = reusedForDiagnosis, reused.cell === cell, let previous = reused.previous else { return }
        makingFreshCell = true
        let fresh = dataSource.tableView(self, cellForRowAt: indexPath)
        makingFreshCell = false
        fresh.cancelImageLoadsInTree()
        let shown = Self.flatten(cell.visibleState)
        let expected = Self.flatten(fresh.visibleState)
        // Where each stale value came from: a value carried through several rows names the row that set it.
        let id = ObjectIdentifier(cell)
        var origins = staleOrigins[id] ?? [:]
        defer { staleOrigins[id] = origins.isEmpty ? nil : origins }
        for key in Set(shown.keys).union(expected.keys).sorted() {
            guard shown[key] != expected[key] else {
                origins[key] = nil
                continue
            }
            let property = key.split(separator: ".").last.map(String.init) ?? key
            guard property != "isSelected", property != "isHighlighted" else { continue }
            let previous = origins[key] ?? previous
            origins[key] = previous
            let value = shown[key]
            let freshValue = expected[key]
            let has = freshValue.map { "has \(property) \($0)" } ?? "has no \(property)"
            let showsText = value.map { "shows \(property) \($0)" } ?? "shows no \(property)"
            report(
                ReuseDiagnostic(
                    kind: .staleState, rows: [indexPath, previous], property: property,
                    message: "Row \(indexPath) \(showsText) left over from row \(previous); a fresh cell for this "
                        + "row \(has). Reset it in prepareForReuse() or set it for every row in "
                        + "tableView(_:cellForRowAt:)."))
        }
    }

    /// Whether the data source's counts still match the table's (a change without an update call).
    func diagnoseCounts() {
        guard let dataSource, !transaction.isOpen else { return }
        let sections = dataSource.numberOfSections(in: self)
        var counts: [Int] = []
        for section in 0..<sections { counts.append(dataSource.tableView(self, numberOfRowsInSection: section)) }
        let known = (0..<layout.sections.count).map { layout.sections[$0].rows.count }
        guard counts != known else { return }
        let section =
            zip(counts, known).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(sections, known.count)
        let was = section < known.count ? known[section] : 0
        let now = section < counts.count ? counts[section] : 0
        report(
            ReuseDiagnostic(
                kind: .countsChangedWithoutUpdate, rows: [IndexPath(row: 0, section: section)],
                message: "The data source now has \(now) rows in section \(section) (\(sections) sections) but the "
                    + "table was told of \(was) (\(known.count) sections), and no update call came. Call "
                    + "reloadData() or insertRows/deleteRows (or performBatchUpdates) when the data changes."))
    }

    /// Whether more cells were made than the table ever needed at once.
    func diagnoseLeak() {
        let identifiers = max(cellSources.count, 1)
        let bound = mostRowsVisible + reuseRetention * identifiers + cellPrefetchDistance + 2
        guard statistics.cellsCreated > bound * 2 else { return }
        report(
            ReuseDiagnostic(
                kind: .cellLeak, rows: [],
                message: "The table made \(statistics.cellsCreated) cells, though at most \(mostRowsVisible) rows "
                    + "were on screen at once (\(bound) with the queue's retention). Cells are kept somewhere or "
                    + "made outside the reuse queue: use dequeueReusableCell(withIdentifier:for:) and do not "
                    + "hold on to cells."))
    }

    /// The properties of a state tree by path: `TableViewCell.View[0].Label[1].text`, without those that show
    /// nothing (a nil value, a clear background), so that "clear" and "none" compare equal.
    static func flatten(_ state: ViewState) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ state: ViewState, _ path: String) {
            for property in state.properties where property.value != "nil" {
                if property.name == "backgroundColor" && property.value == "clear" { continue }
                result[path + "." + property.name] = property.value
            }
            for (i, child) in state.children.enumerated() { walk(child, path + "/\(child.typeName)[\(i)]") }
        }
        walk(state, state.typeName)
        return result
    }
}
