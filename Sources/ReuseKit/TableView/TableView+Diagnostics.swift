import ReuseCore

extension TableView {
    /// Reports `diagnostic` once per kind, rows and property: to ``diagnosticHandler``, or to standard error.
    func report(_ diagnostic: ReuseDiagnostic) {
        let key = "\(diagnostic.kind.rawValue)|\(diagnostic.rows.first?.description ?? "")|\(diagnostic.property ?? "")"
        guard diagnosis.reported.insert(key).inserted else { return }
        if let diagnosticHandler {
            diagnosticHandler(diagnostic)
        } else {
            Messages.write(Messages.diagnostic(diagnostic.message))
        }
    }

    /// Before a queued cell is handed to a row: did it change while it waited, and which row did it show.
    func diagnoseReuse(of cell: TableViewCell) {
        let id = ObjectIdentifier(cell)
        if let retired = diagnosis.retiredStates.removeValue(forKey: id), retired != cell.visibleState,
            let row = cell.lastShownIndexPath
        {
            report(
                ReuseDiagnostic(
                    kind: .mutatedAfterEndDisplaying, rows: [row],
                    message: Messages.mutatedAfterEndDisplaying(row)))
        }
        diagnosis.reused = (cell, cell.lastShownIndexPath)
        guard let previous = cell.lastShownIndexPath else { return }
        cell.forEachImageView { imageView in
            imageView.lateImageHandler = { [weak self, weak cell] _, _ in
                guard let self, let cell else { return }
                let now = cell.displayedIndexPath
                self.report(
                    ReuseDiagnostic(
                        kind: .lateAsyncResult, rows: [now ?? previous, previous], property: "image",
                        message: Messages.lateImage(loadedFor: previous, cellNowShows: now)))
            }
        }
    }

    /// After `cellForRowAt` returned `cell` for `indexPath`: compares a reused cell with a fresh one configured
    /// for the same row, and checks the cell is not on screen for another row.
    func diagnoseConfigured(_ cell: TableViewCell, at indexPath: IndexPath, dataSource: any TableViewDataSource) {
        defer { diagnosis.reused = nil }
        if let other = visibleCellsByRow.first(where: { $0.value === cell }),
            let otherPath = self.indexPath(ofGlobal: other.key),
            otherPath != indexPath
        {
            report(
                ReuseDiagnostic(
                    kind: .cellForTwoRows, rows: [indexPath, otherPath],
                    message: Messages.cellForTwoRows(indexPath, stillShowing: otherPath)))
        }
        guard let reused = diagnosis.reused, reused.cell === cell, let previous = reused.previous else { return }
        diagnosis.makingFreshCell = true
        let fresh = dataSource.tableView(self, cellForRowAt: indexPath)
        diagnosis.makingFreshCell = false
        fresh.cancelImageLoadsInTree()
        let shown = Self.flatten(cell.visibleState)
        let expected = Self.flatten(fresh.visibleState)
        // Where each stale value came from: a value carried through several rows names the row that set it.
        let id = ObjectIdentifier(cell)
        var origins = diagnosis.staleOrigins[id] ?? [:]
        defer { diagnosis.staleOrigins[id] = origins.isEmpty ? nil : origins }
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
            report(
                ReuseDiagnostic(
                    kind: .staleState, rows: [indexPath, previous], property: property,
                    message: Messages.staleState(
                        indexPath, property: property, shows: value, from: previous, fresh: freshValue)))
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
                message: Messages.countsChanged(
                    section: section, now: now, sections: sections, was: was, knownSections: known.count)))
    }

    /// Whether more cells were made than the table ever needed at once.
    func diagnoseLeak() {
        let identifiers = max(cellSources.count, 1)
        let bound = diagnosis.mostRowsVisible + reuseRetention * identifiers + cellPrefetchDistance + 2
        guard statistics.cellsCreated > bound * 2 else { return }
        report(
            ReuseDiagnostic(
                kind: .cellLeak, rows: [],
                message: Messages.cellLeak(
                    made: statistics.cellsCreated, mostRowsVisible: diagnosis.mostRowsVisible, bound: bound)))
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
