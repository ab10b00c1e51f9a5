import ReuseKit
import ReuseTestSupport
import Testing

/// Cell prefetching: cells configured in the idle part of a frame, before their rows appear.
@MainActor
@Suite struct CellPrefetchingTests {
    /// 1,000 rows of 44 points, 3 visible, cell prefetching on, every lifecycle event recorded.
    func makeTable(budget: Int = 1, distance: Int = 2) -> (RecordingTable, () -> [String]) {
        let client = RecordingTable(rowCounts: [1_000])
        client.logsScrolling = false
        client.tableView.isCellPrefetchingEnabled = true
        client.tableView.cellPrefetchBudget = budget
        client.tableView.cellPrefetchDistance = distance
        var events: [String] = []
        client.tableView.lifecycleObserver = { events.append($0.line(rowsOnly: true)) }
        client.load()
        return (client, { events })
    }

    @Test func aPreparedRowAppearsWithWillDisplayOnly() {
        let (client, events) = makeTable()
        // Two idle frames prepare rows 3 and 4, one a frame.
        client.tableView.advance(by: client.tableView.frameInterval)
        client.tableView.advance(by: client.tableView.frameInterval)
        #expect(client.tableView.statistics.cellsPrepared == 2)
        let before = events().count
        client.tableView.contentOffset.y = 44
        client.tableView.layoutIfNeeded()
        let shown = Array(events()[before...])
        #expect(!shown.contains { $0 == "tableView(_:cellForRowAt:) 3" })
        #expect(shown.contains { $0.hasPrefix("tableView(_:willDisplay:forRowAt:) 3 ") })
        #expect(client.tableView.statistics.preparedCellsShown == 1)
    }

    @Test func theBudgetLimitsTheWorkPerFrame() {
        let (client, events) = makeTable(budget: 1, distance: 5)
        let before = events().filter { $0.hasPrefix("tableView(_:cellForRowAt:)") }.count
        client.tableView.advance(by: client.tableView.frameInterval)
        let after = events().filter { $0.hasPrefix("tableView(_:cellForRowAt:)") }.count
        #expect(after - before == 1)
        for _ in 0..<10 { client.tableView.advance(by: client.tableView.frameInterval) }
        #expect(client.tableView.statistics.cellsPrepared == 5)
    }

    @Test func preparedCellsCountTowardTheBoundAndNoneIsLost() {
        let (client, _) = makeTable(budget: 2, distance: 2)
        var random = SeededRandom(state: 5)
        for _ in 0..<300 {
            let step = CGFloat(random.next(60)) - 25
            client.tableView.contentOffset.y = min(max(client.tableView.contentOffset.y + step, 0), 44_000 - 132)
            client.tableView.advance(by: client.tableView.frameInterval)
            // Every visible row shows exactly one cell, and no cell is shown twice.
            let cells = client.tableView.visibleCells
            #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count)
            for cell in cells {
                let row = client.tableView.indexPath(for: cell)!.row
                #expect(cell.textLabel?.text == "Row 0-\(row)")
            }
        }
        // 4 rows visible at most (3 and a part), 2 retained, 2 prepared.
        #expect(client.tableView.statistics.mostCellsAlive <= 4 + 2 + 2)
    }

    @Test func aReversalSendsThePreparedCellsBackAndTheyCanStillShowTheirRows() {
        let (client, events) = makeTable(budget: 2, distance: 2)
        client.tableView.contentOffset.y = 440
        client.tableView.advance(by: client.tableView.frameInterval)
        client.tableView.advance(by: client.tableView.frameInterval)
        // Moving down: rows 13 and 14 prepared. Turn up (row 9 comes into view): rows 8 and 7 instead.
        client.tableView.contentOffset.y = 430
        client.tableView.advance(by: client.tableView.frameInterval)
        client.tableView.advance(by: client.tableView.frameInterval)
        let prepared = events().filter { $0.hasPrefix("tableView(_:cellForRowAt:)") }.suffix(2)
        #expect(prepared.contains { $0.hasSuffix(") 8") } && prepared.contains { $0.hasSuffix(") 7") })
        // Down again to row 13: its cell waits in the queue still configured for it, and shows with
        // willDisplay only.
        let before = events().count
        client.tableView.contentOffset.y = 440 + 44
        client.tableView.layoutIfNeeded()
        let shown = Array(events()[before...])
        #expect(!shown.contains { $0 == "tableView(_:cellForRowAt:) 13" })
        #expect(shown.contains { $0.hasPrefix("tableView(_:willDisplay:forRowAt:) 13 ") })
    }

    @Test func aReloadConfiguresPreparedRowsAgain() {
        let (client, events) = makeTable(budget: 2, distance: 1)
        client.tableView.advance(by: client.tableView.frameInterval)
        #expect(client.tableView.statistics.cellsPrepared == 1)
        client.tableView.reloadData()
        client.tableView.layoutIfNeeded()
        let before = events().count
        client.tableView.contentOffset.y = 44
        client.tableView.layoutIfNeeded()
        #expect(events()[before...].contains { $0 == "tableView(_:cellForRowAt:) 3" })
    }

    @Test func offByDefault() {
        let client = RecordingTable(rowCounts: [1_000])
        client.load()
        client.tableView.advance(by: 1)
        #expect(client.tableView.statistics.cellsPrepared == 0)
        #expect(!client.tableView.isCellPrefetchingEnabled)
    }
}
