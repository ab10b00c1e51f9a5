import ReuseData
import ReuseKit
import ReuseTestSupport
import Testing

/// A source whose pages wait until the test releases them, so "slow" is exact and needs no clock.
@MainActor
final class PageGate {
    var waiting: [Int: CheckedContinuation<Void, any Error>] = [:]
    /// Every range asked for, in order.
    var requests: [Range<Int>] = []
    var failing: Set<Int> = []
    var honoursCancellation = true

    func wait(_ range: Range<Int>) async throws {
        requests.append(range)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { waiting[range.lowerBound] = $0 }
        } onCancel: {
            Task { @MainActor in
                guard self.honoursCancellation else { return }
                self.waiting.removeValue(forKey: range.lowerBound)?.resume(throwing: CancellationError())
            }
        }
    }

    /// Lets the page starting at `start` arrive (or fail), then lets the main actor run what follows.
    /// Answers the page that starts at `start`. Its request may still be on its way when the machine is busy (the
    /// store's task runs on another thread): it is waited for, a bounded number of turns, before being answered.
    func release(_ start: Int) async {
        await settle()
        for _ in 0..<100_000 where waiting[start] == nil { await Task.yield() }
        let continuation = waiting.removeValue(forKey: start)
        if failing.contains(start) {
            continuation?.resume(throwing: TestFailure.offline)
        } else {
            continuation?.resume()
        }
        for _ in 0..<10 { await Task.yield() }
    }

    func settle() async {
        for _ in 0..<10 { await Task.yield() }
    }
}

enum TestFailure: Error { case offline }

struct GatedRows: RowSource {
    let total: Int
    let knowsCount: Bool
    let gate: PageGate

    func count() async throws -> Int? { knowsCount ? total : nil }

    func rows(in range: Range<Int>) async throws -> [String] {
        try await gate.wait(range)
        return range.clamped(to: 0..<total).map { "row \($0)" }
    }
}

@MainActor
@Suite struct RowStoreTests {
    func makeStore(total: Int = 1_000, knowsCount: Bool = true, maximumPages: Int = 40)
        async throws -> (RowStore<GatedRows>, PageGate, [RowStore<GatedRows>.Change])
    {
        let gate = PageGate()
        let store = RowStore(
            source: GatedRows(total: total, knowsCount: knowsCount, gate: gate), pageSize: 50,
            maximumPages: maximumPages)
        try await store.start()
        return (store, gate, [])
    }

    @Test func aPageLoadsOnceHoweverManyRowsAskForIt() async throws {
        let (store, gate, _) = try await makeStore()
        #expect(store.count == 1_000 && store.isComplete)
        var changes: [RowStore<GatedRows>.Change] = []
        store.onChange = { changes.append($0) }
        store.prefetch(rows: 10..<20)
        store.prefetch(rows: [12, 49, 3])
        await gate.settle()
        #expect(gate.requests == [0..<50])
        #expect(store.state(at: 12).row == nil)
        if case .loading = store.state(at: 12) {} else { Issue.record("row 12 should be loading") }
        await gate.release(0)
        #expect(store.row(at: 12) == "row 12")
        #expect(changes == [.loaded(0..<50)])
        // Loaded: asking again loads nothing.
        store.prefetch(rows: [40])
        await gate.settle()
        #expect(gate.requests == [0..<50])
    }

    @Test func cancellingEveryRowCancelsThePageAndDropsALateResult() async throws {
        let (store, gate, _) = try await makeStore()
        store.prefetch(rows: [100, 101])
        await gate.settle()
        store.cancelPrefetching(rows: [100])
        await gate.settle()
        #expect(store.statistics.pagesCancelled == 0)  // row 101 still wants it
        store.cancelPrefetching(rows: [101])
        await gate.settle()
        #expect(store.statistics.pagesCancelled == 1)
        #expect(gate.waiting[100] == nil)  // the source saw the cancellation
        if case .placeholder = store.state(at: 100) {} else { Issue.record("row 100 should be a placeholder") }

        // A source that ignores cancellation: its result arrives and is dropped.
        gate.honoursCancellation = false
        store.prefetch(rows: [300])
        await gate.settle()
        store.cancelPrefetching(rows: [300])
        await gate.release(300)
        #expect(store.row(at: 300) == nil)
        #expect(store.statistics.resultsDropped == 1)
    }

    @Test func aPageOnScreenIsNeverCancelled() async throws {
        let (store, gate, _) = try await makeStore()
        store.setVisible(200...219)
        await gate.settle()
        store.cancelPrefetching(rows: 200...219)
        await gate.release(200)
        #expect(store.row(at: 210) == "row 210")
    }

    @Test func theCacheKeepsItsBoundButNeverDropsPagesNearTheScreen() async throws {
        let (store, gate, _) = try await makeStore(maximumPages: 3)
        store.setVisible(0...9)
        await gate.release(0)
        for _ in 0..<100_000 where store.row(at: 0) == nil { await Task.yield() }
        for page in 1..<10 {
            store.prefetch(rows: [page * 50])
            await gate.release(page * 50)
            // The page's rows reach the store on the main actor after the source answers: wait for them (a
            // bounded number of turns), so that a busy machine does not reorder the evictions.
            for _ in 0..<100_000 where store.row(at: page * 50) == nil { await Task.yield() }
        }
        // Pages 0 and 1 are near the screen and stay; of the rest, only the most recent fits.
        #expect(store.row(at: 0) != nil && store.row(at: 50) != nil)
        #expect(store.row(at: 450) != nil)
        #expect(store.row(at: 400) == nil)
        #expect(store.statistics.pagesEvicted == 7)
    }

    @Test func anUnknownLengthGrowsPageByPageAndStopsAtTheEnd() async throws {
        let (store, gate, _) = try await makeStore(total: 120, knowsCount: false)
        var changes: [RowStore<GatedRows>.Change] = []
        store.onChange = { changes.append($0) }
        await gate.settle()
        await gate.release(0)
        #expect(store.count == 50 && !store.isComplete)
        // The table prefetches up to the last loaded row: the next page loads.
        store.prefetch(rows: 40..<50)
        await gate.release(50)
        #expect(store.count == 100)
        store.prefetch(rows: [99])
        store.prefetch(rows: [99])
        await gate.release(100)
        #expect(store.count == 120 && store.isComplete)
        store.prefetch(rows: [119])
        await gate.settle()
        // Every page once, none missing, none past the end.
        #expect(gate.requests == [0..<50, 50..<100, 100..<150])
        #expect(
            changes == [
                .countChanged(from: 0, to: 50), .loaded(0..<50), .countChanged(from: 50, to: 100), .loaded(50..<100),
                .countChanged(from: 100, to: 120), .loaded(100..<120),
            ])
    }

    @Test func aFailedPageReportsAndRetries() async throws {
        let (store, gate, _) = try await makeStore()
        var failures: [RowStoreError] = []
        store.onChange = { if case .failed(let error) = $0 { failures.append(error) } }
        gate.failing = [50]
        store.prefetch(rows: [60])
        await gate.release(50)
        guard case .failed(let error) = store.state(at: 60) else {
            Issue.record("row 60 should have failed")
            return
        }
        #expect(error.description.hasPrefix("Loading rows 50..<100 (page 1) failed: offline."))
        #expect(error.description.hasSuffix("Call retry(page: 1) to load it again."))
        #expect(failures == [error])
        gate.failing = []
        store.retry(page: 1)
        await gate.release(50)
        #expect(store.row(at: 60) == "row 60")
    }

    /// A source whose rows and count disagree (a short page inside its count, or a page longer than asked):
    /// the page fails with both numbers instead of leaving placeholders that never load.
    @Test func aPageWithTheWrongNumberOfRowsFails() async throws {
        struct Miscounting: RowSource {
            func count() async throws -> Int? { 130 }
            func rows(in range: Range<Int>) async throws -> [Int] {
                switch range.lowerBound {
                case 0: Array(range)
                case 50: Array(50..<87)  // short: the file shrank under it
                default: Array(100..<200)  // more than asked and than the count
                }
            }
        }
        let store = RowStore(source: Miscounting(), pageSize: 50)
        try await store.start()
        store.prefetch(rows: [10, 60, 110])
        await store.waitUntilIdle()
        #expect(store.row(at: 10) == 10)
        guard case .failed(let short) = store.state(at: 60), case .failed(let long) = store.state(at: 110) else {
            Issue.record("rows 60 and 110 should have failed")
            return
        }
        #expect(
            short.description
                == "Loading rows 50..<100 (page 1) failed: the source returned 37 rows for them, not 50: its rows and "
                + "its count disagree. Call retry(page: 1) to load it again.")
        #expect(long.message.hasPrefix("the source returned 100 rows for them, not 30"))
        #expect(store.statistics.pagesFailed == 2)
    }

    @Test func anArraySourceLoadsItsPages() async throws {
        let store = RowStore(source: ArraySource(Array(0..<130)), pageSize: 50)
        try await store.start()
        store.prefetch(rows: [125])
        await store.waitUntilIdle()
        #expect(store.row(at: 125) == 125)
        #expect(store.count == 130)
        #expect(store.latency.sampleCount == 1)
    }

    /// The rows on screen load a page at a time, across a page boundary too; rows before the first load
    /// nothing and never trap.
    @Test func visibleRowsLoadTheirPages() async throws {
        let store = RowStore(source: ArraySource(Array(0..<130)), pageSize: 50)
        try await store.start()
        store.setVisible(-9 ... -1)
        await store.waitUntilIdle()
        #expect(store.statistics.pagesRequested == 0)
        store.setVisible(45...55)
        await store.waitUntilIdle()
        #expect(store.statistics.pagesRequested == 2)
        #expect((45...55).map { store.row(at: $0) } == Array(45...55))
        #expect(store.row(at: 100) == nil)
        store.setVisible(-3...2)
        await store.waitUntilIdle()
        #expect(store.statistics.pagesRequested == 2, "page 0 is there already")
    }
}

/// Seed 002's infinite scroll: a table over a store of unknown length grows as the prefetch reaches its end.
@MainActor
final class FeedTable<Source: RowSource>: TableViewDataSource where Source.Row == String {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let store: RowStore<Source>
    let prefetching: TablePrefetching<Source>

    init(store: RowStore<Source>) {
        self.store = store
        prefetching = TablePrefetching(store: store, tableView: tableView)
        tableView.rowHeight = 44
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        store.onChange = { [weak self] change in
            guard let self, case .countChanged(let from, let to) = change else { return }
            self.tableView.insertRows(
                at: (from..<to).map { IndexPath(row: $0, section: 0) }, with: .none)
        }
        tableView.dataSource = self
        tableView.prefetchDataSource = prefetching
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { store.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = store.row(at: indexPath.row) ?? "…"
        return cell
    }
}

/// An in-memory feed that does not say how long it is.
struct Feed: RowSource {
    let items: [String]
    func count() async throws -> Int? { nil }
    func rows(in range: Range<Int>) async throws -> [String] { Array(items[range.clamped(to: items.indices)]) }
}

extension RowStoreTests {
    @Test func aTableOverAFeedGrowsAsThePrefetchReachesTheEnd() async throws {
        let store = RowStore(source: Feed(items: (0..<130).map { "item \($0)" }), pageSize: 50)
        let table = FeedTable(store: store)
        try await store.start()
        await store.waitUntilIdle()
        table.tableView.layoutIfNeeded()
        #expect(table.tableView.numberOfRows(inSection: 0) == 50)
        // Scroll to the end again and again: each time the prefetch reaches the last loaded row, the next
        // page loads and its rows are inserted.
        for _ in 0..<6 {
            table.tableView.scrollDown(by: 44 * 30)
            await store.waitUntilIdle()
        }
        #expect(store.isComplete)
        #expect(table.tableView.numberOfRows(inSection: 0) == 130)
        #expect(store.statistics.pagesRequested == 3)
        #expect(table.tableView.dataLatency.sampleCount == 3)
        let last = table.tableView.visibleCells.last?.textLabel?.text
        #expect(last == "item 129")
    }

    @Test func anInfiniteFeedLoadsEveryPageOnceAndStops() async throws {
        let feed = RowStore(source: Feed(items: (0..<130).map { "item \($0)" }), pageSize: 50)
        try await feed.start()
        await feed.waitUntilIdle()
        #expect(feed.count == 50)
        var requested = 0
        while !feed.isComplete && requested < 10 {
            feed.prefetch(rows: [feed.count - 1])
            await feed.waitUntilIdle()
            requested += 1
        }
        #expect(feed.count == 130)
        #expect(feed.statistics.pagesRequested == 3)
        #expect(feed.row(at: 129) == "item 129")
    }
}
