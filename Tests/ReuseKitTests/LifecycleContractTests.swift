import ReuseKit
import ReuseTestSupport
import Testing

/// The API contract's lifecycle (TheAPIContract.md), items 1-5, with seed 000's numbers.
@MainActor
@Suite struct LifecycleContractTests {
    func events(_ table: TableView) -> (() -> [LifecycleEvent], () -> Void) {
        final class Box { var events: [LifecycleEvent] = [] }
        let box = Box()
        table.lifecycleObserver = { box.events.append($0) }
        return ({ box.events }, { box.events.removeAll() })
    }

    @Test func firstLayoutMakesOneCellPerVisibleRowAndPrefetchesNothing() {
        let client = RecordingTable(rowCounts: [100])
        client.load()
        #expect(
            client.log == [
                "cellForRowAt [0, 0]", "willDisplay [0, 0] cell#1", "cellForRowAt [0, 1]", "willDisplay [0, 1] cell#2",
                "cellForRowAt [0, 2]", "willDisplay [0, 2] cell#3",
            ])
        #expect(client.tableView.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2])
    }

    @Test(arguments: [(3, 6), (20, 23), (30, 33)])
    func scrollingDownCyclesVisiblePlusThreeCells(visible: Int, cells: Int) {
        let client = RecordingTable(
            rowCounts: [1000], frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(visible) * 44))
        client.load()
        client.tableView.scrollDown(by: 44 * 200)
        #expect(client.tableView.statistics.cellsCreated == cells)
        #expect(client.tableView.statistics.mostCellsAlive == cells)
        // Rows k and k + cells share one cell.
        let shown = client.entries("willDisplay").map { $0.split(separator: " ") }
        var cellOfRow: [String: Substring] = [:]
        for entry in shown { cellOfRow[String(entry[1] + entry[2])] = entry[3] }
        for row in 0..<100 {
            #expect(cellOfRow["[0,\(row)]"] == cellOfRow["[0,\(row + cells)]"], "row \(row)")
        }
    }

    @Test func firstPrepareForReuseIsAtRowSixAndPrefetchMatchesTheSeed() {
        let client = RecordingTable(rowCounts: [100])
        let (events, _) = events(client.tableView)
        client.load()
        client.tableView.scrollDown(by: 44 * 10)
        let lines = events().map { $0.line(rowsOnly: true) }
        let firstReuse = lines.firstIndex { $0.hasPrefix("prepareForReuse()") }!
        #expect(lines[firstReuse - 1] == "tableView(_:cellForRowAt:) 6")
        #expect(lines[firstReuse] == "prepareForReuse() cell#1")
        #expect(lines[firstReuse + 1] == "tableView(_:willDisplay:forRowAt:) 6 cell#1")
        let prefetches = client.entries("prefetchRowsAt")
        #expect(prefetches.first == "prefetchRowsAt \(Array(3...12))")
        #expect(
            prefetches.dropFirst().prefix(4) == [
                "prefetchRowsAt [13]", "prefetchRowsAt [14]", "prefetchRowsAt [15]", "prefetchRowsAt [16]",
            ])
        // [15] is announced just before row 6 is asked for.
        let i15 = lines.firstIndex(of: "tableView(_:prefetchRowsAt:) [[0, 15]]")!
        #expect(
            lines[(i15 + 1)...].first { $0.hasPrefix("tableView(_:cellForRowAt:)") } == "tableView(_:cellForRowAt:) 6")
    }

    @Test func prepareForReuseOnlyForCellsHandedToAnotherRow() {
        let client = RecordingTable(rowCounts: [100])
        let (events, _) = events(client.tableView)
        client.load()
        client.tableView.scrollDown(by: 44 * 20)
        let list = events()
        for (i, event) in list.enumerated() {
            guard case .prepareForReuse(let cell) = event else { continue }
            // Always inside cellForRowAt, right before that row's willDisplay, with the same cell.
            guard case .cellForRow(let path) = list[i - 1], case .willDisplay(let shown, let c, false) = list[i + 1]
            else {
                Issue.record("prepareForReuse out of place at \(i)")
                continue
            }
            #expect(path == shown)
            #expect(c == cell)
        }
    }

    @Test func reversalRedisplaysRetainedCellsWithoutCellForRowAt() {
        let client = RecordingTable(rowCounts: [100])
        client.load()
        client.tableView.scrollDown(by: 44 * 10)
        client.clearLog()
        client.tableView.scrollUp(by: 44)
        // Row 9 left at the top a moment ago; its cell still waits and remembers it.
        let shown = client.log.filter { $0.hasPrefix("cellForRowAt") || $0.hasPrefix("willDisplay") }
        #expect(shown == ["willDisplay [0, 9] cell#4"])
        #expect(client.tableView.statistics.cellsRedisplayed == 1)
    }

    @Test func reversalCancelsTheWindowLeftBehind() {
        let client = RecordingTable(rowCounts: [100])
        client.load()
        client.tableView.scrollDown(by: 44 * 10)
        // At rest on rows 10 ... 12; the window last moved from row 12 and announced through 22.
        client.clearLog()
        client.tableView.scrollUp(by: 44 * 2)
        let cancels = client.entries("cancelPrefetchingForRowsAt")
        #expect(cancels == ["cancelPrefetchingForRowsAt \(Array(13...22))"])
        #expect(client.entries("prefetchRowsAt").first == "prefetchRowsAt \(Array((0...9).reversed()))")
        // Once each: going on upward cancels nothing more.
        client.clearLog()
        client.tableView.scrollUp(by: 44 * 3)
        #expect(client.entries("cancelPrefetchingForRowsAt").isEmpty)
    }

    @Test func nothingIsPrefetchedWithoutAPrefetchDataSourceOrWhenDisabled() {
        let client = RecordingTable(rowCounts: [100])
        client.load(prefetching: false)
        client.tableView.scrollDown(by: 44 * 5)
        #expect(client.entries("prefetchRowsAt").isEmpty)
        let other = RecordingTable(rowCounts: [100])
        other.tableView.isPrefetchingEnabled = false
        other.load()
        other.tableView.scrollDown(by: 44 * 5)
        #expect(other.entries("prefetchRowsAt").isEmpty)
    }

    @Test func aPassRunsOnlyOnLayoutAfterTheOffsetChanges() {
        let client = RecordingTable(rowCounts: [100])
        client.load()
        client.clearLog()
        client.logsScrolling = false
        client.tableView.contentOffset = CGPoint(x: 0, y: 44 * 5)
        #expect(client.log.isEmpty)
        #expect(client.tableView.needsLayoutPass)
        client.tableView.layoutIfNeeded()
        #expect(client.tableView.indexPathsForVisibleRows?.map(\.row) == [5, 6, 7])
        #expect(client.entries("didEndDisplaying").count == 3)
    }

    @Test func cellsAliveNeverExceedVisiblePlusRetention() {
        let client = RecordingTable(rowCounts: [500])
        client.load()
        var most = 0
        for step in 0..<40 {
            if step % 7 < 4 { client.tableView.scrollDown(by: 44 * 3 + 7) } else { client.tableView.scrollUp(by: 50) }
            most = max(most, client.tableView.statistics.mostCellsAlive)
        }
        // At most 4 rows meet a 132-point view in motion; with retention 2 and one more waiting to be handed on.
        #expect(most <= 4 + 2 + 1)
        #expect(client.tableView.statistics.cellsCreated == most)
    }

    @Test func reloadDataReconfiguresVisibleRowsWithTheirOwnCells() {
        let client = RecordingTable(rowCounts: [100])
        let (events, clear) = events(client.tableView)
        client.load()
        clear()
        client.tableView.reloadData()
        let lines = events().map { $0.line(rowsOnly: true) }
        #expect(
            lines == [
                "tableView(_:didEndDisplaying:forRowAt:) 0 cell#1", "tableView(_:didEndDisplaying:forRowAt:) 1 cell#2",
                "tableView(_:didEndDisplaying:forRowAt:) 2 cell#3",
                "tableView(_:cellForRowAt:) 0", "prepareForReuse() cell#1",
                "tableView(_:willDisplay:forRowAt:) 0 cell#1",
                "tableView(_:cellForRowAt:) 1", "prepareForReuse() cell#2",
                "tableView(_:willDisplay:forRowAt:) 1 cell#2",
                "tableView(_:cellForRowAt:) 2", "prepareForReuse() cell#3",
                "tableView(_:willDisplay:forRowAt:) 2 cell#3",
            ])
    }

    @Test func reuseRetentionIsAdjustable() {
        let client = RecordingTable(rowCounts: [200])
        client.tableView.reuseRetention = 0
        client.load()
        client.tableView.scrollDown(by: 44 * 50)
        #expect(client.tableView.statistics.cellsCreated == 4)
    }
}
