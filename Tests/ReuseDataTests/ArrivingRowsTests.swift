import ReuseData
import Testing

/// Rows that arrive when the test says (a pipe's lines, written slowly): the source tells how many it has, and
/// a wait for more ends when more come or the input ends.
actor ArrivingRows: RowSource {
    private var rows: [Int] = []
    private var ended = false
    private var waiters: [(rows: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// Every range read, in order.
    private(set) var reads: [Range<Int>] = []

    func count() async throws -> Int? { ended ? rows.count : nil }

    func rows(in range: Range<Int>) async throws -> [Int] {
        reads.append(range)
        return Array(rows[range.clamped(to: rows.indices)])
    }

    func rowsAvailable() async throws -> Int? { rows.count }

    func waitForRows(moreThan count: Int) async throws {
        guard rows.count <= count, !ended else { return }
        await withCheckedContinuation { waiters.append((count, $0)) }
    }

    /// `count` more rows arrive.
    func add(_ count: Int) {
        rows += rows.count..<(rows.count + count)
        wake()
    }

    /// The input ends.
    func end() {
        ended = true
        wake()
    }

    private func wake() {
        let ready = waiters.filter { rows.count > $0.rows || ended }
        waiters.removeAll { rows.count > $0.rows || ended }
        for waiter in ready { waiter.continuation.resume() }
    }
}

/// A store over rows that arrive slowly shows each as it comes, not a page at a time.
@MainActor
@Suite struct ArrivingRowsTests {
    /// Lets the source's actor and the store's page tasks run.
    func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func rowsShowAsTheyArriveAndTheEndIsFoundWithoutAFullPage() async throws {
        let source = ArrivingRows()
        let store = RowStore(source: source, pageSize: 50)
        var changes: [RowStore<ArrivingRows>.Change] = []
        store.onChange = { changes.append($0) }
        try await store.start()
        await settle()
        #expect(store.count == 0 && !store.isComplete)
        await source.add(3)
        await store.waitUntilIdle()
        #expect(store.count == 3 && !store.isComplete)
        #expect(store.row(at: 2) == 2)
        // The table shows rows 0-2 and asks again: the page waits for more, then holds them.
        store.setVisible(0...2)
        await settle()
        await source.add(4)
        await store.waitUntilIdle()
        #expect(store.count == 7 && !store.isComplete)
        #expect(store.row(at: 6) == 6)
        // Asked again and again while nothing arrives: one wait, no reads.
        let readsBefore = await source.reads.count
        for _ in 0..<5 { store.setVisible(0...6) }
        await settle()
        #expect(await source.reads.count == readsBefore)
        #expect(store.statistics.pagesRequested == 3)
        await source.end()
        await store.waitUntilIdle()
        #expect(store.count == 7 && store.isComplete)
        // The end comes with the rows read once more and the count unchanged.
        #expect(
            changes == [
                .countChanged(from: 0, to: 3), .loaded(0..<3), .countChanged(from: 3, to: 7), .loaded(0..<7),
                .loaded(0..<7),
            ])
        // Complete: asking again reads nothing more.
        store.setVisible(0...6)
        await settle()
        #expect(store.statistics.pagesRequested == 3)
    }

    @Test func aPartialPageFillsWhenTheNextPageArrivesAndTheCountFollowsWhatTheSourceHas() async throws {
        let source = ArrivingRows()
        let store = RowStore(source: source, pageSize: 10)
        try await store.start()
        await source.add(4)
        await store.waitUntilIdle()
        #expect(store.count == 4)
        // 31 more rows arrive at once: the page fills and the count is all the source has, the pages after the
        // first loading when asked for.
        store.setVisible(0...3)
        await settle()
        await source.add(31)
        await store.waitUntilIdle()
        #expect(store.count == 35 && !store.isComplete)
        #expect(store.row(at: 9) == 9)
        #expect(store.row(at: 10) == nil)
        store.setVisible(28...34)
        await store.waitUntilIdle()
        #expect(store.row(at: 34) == 34)
        // refreshCount, which a client polls, follows the source without a page being asked for.
        await source.add(20)
        try await store.refreshCount()
        #expect(store.count == 55 && !store.isComplete)
        await source.end()
        try await store.refreshCount()
        #expect(store.count == 55 && store.isComplete)
        store.setVisible(50...54)
        await store.waitUntilIdle()
        #expect((50..<55).map { store.row(at: $0) } == Array(50..<55))
    }

    @Test func theEndAtAPageBoundaryAndAnEmptyInput() async throws {
        let empty = ArrivingRows()
        let none = RowStore(source: empty, pageSize: 10)
        try await none.start()
        await settle()
        await empty.end()
        await none.waitUntilIdle()
        #expect(none.count == 0 && none.isComplete)

        let source = ArrivingRows()
        let store = RowStore(source: source, pageSize: 10)
        try await store.start()
        await source.add(10)
        await store.waitUntilIdle()
        #expect(store.count == 10 && !store.isComplete)
        // The last row of a full page asks for the next page, which waits; the input ends there.
        store.prefetch(rows: [9])
        await settle()
        await source.end()
        await store.waitUntilIdle()
        #expect(store.count == 10 && store.isComplete)
    }
}
