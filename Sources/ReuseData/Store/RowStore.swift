import ReuseCore

private let processStart = ContinuousClock.now

/// The data behind a table's rows, loaded in pages from a ``RowSource`` as the table asks for them.
///
/// - **Deduplicated**: a page is loaded once at a time, however many rows of it are asked for.
/// - **Cancelled**: when every row that wanted a page has been cancelled (`cancelPrefetchingForRowsAt`) and
///   the page is not on screen, its task is cancelled; a result that still arrives is dropped.
/// - **Cached** up to ``maximumPages`` pages, least recently used first out, but never a page within
///   ``protectedDistance`` pages of the visible rows.
/// - **Placeholders**: a row not loaded yet is `.placeholder` or `.loading`; a failed page's rows are
///   `.failed` with the error until ``retry(page:)``.
/// - **Unknown length** (a source whose `count()` is nil): ``count`` is the rows loaded so far and grows as
///   pages arrive; asking for a row of the last loaded page loads the next one, and a short page ends it.
///   A source that tells its ``RowSource/rowsAvailable()`` (a file still arriving from a pipe) gives pages
///   as far as its rows go: such a partial page loads again, with the rows added, when they arrive.
///
/// Everything runs on the main actor, as the table does; ``onChange`` tells the client what to reload.
@MainActor
public final class RowStore<Source: RowSource> {
    public typealias Row = Source.Row

    /// What a row shows now.
    public enum RowState {
        case loaded(Row)
        /// Its page is loading.
        case loading
        /// Nobody asked for it yet, or its page was evicted.
        case placeholder
        case failed(RowStoreError)

        /// The row, when loaded.
        public var row: Row? {
            if case .loaded(let row) = self { return row }
            return nil
        }
    }

    /// What changed, for the client to apply to its table.
    public enum Change: Equatable, Sendable {
        /// The rows of a page arrived: reconfigure the visible ones.
        case loaded(Range<Int>)
        /// The number of rows changed (an unknown-length source grew or ended): insert the new rows.
        case countChanged(from: Int, to: Int)
        /// A page failed.
        case failed(RowStoreError)
    }

    /// Counts of the store's work since it was made.
    public struct Statistics: Equatable, Sendable {
        public var pagesRequested = 0
        public var pagesLoaded = 0
        public var pagesCancelled = 0
        public var pagesFailed = 0
        public var pagesEvicted = 0
        public var resultsDropped = 0
    }

    private struct Flight {
        var task: Task<Void, Never>
        var started: Double
        /// Rows that asked for this page and were not cancelled.
        var wanted: Set<Int>
        var generation: Int
    }

    public let source: Source
    public let pageSize: Int
    public var maximumPages: Int
    public var protectedDistance: Int
    /// Known rows: the source's count, or for an unknown-length source the rows loaded so far.
    public private(set) var count = 0
    /// Whether the count is final.
    public private(set) var isComplete = false
    /// Told of every change, on the main actor.
    public var onChange: ((Change) -> Void)?
    /// Told how long each page took to load, in seconds (``TablePrefetching`` hands it to the table).
    public var onLatency: ((Double) -> Void)?
    public private(set) var statistics = Statistics()
    /// How long pages took to load (from the start of the load), for the prefetch policy.
    public private(set) var latency = LatencyEstimator()

    private var pages: [Int: [Row]] = [:]
    private var failures: [Int: RowStoreError] = [:]
    private var flights: [Int: Flight] = [:]
    /// Pages in the order they were last used, most recent last.
    private var recency: [Int] = []
    private var visiblePages: ClosedRange<Int>?
    private var generation = 0
    private var started = false
    private let now: @Sendable () -> Double

    /// A store over `source` in pages of `pageSize` rows, keeping at most `maximumPages` pages.
    /// `now` tells the time in seconds (the latency measure); tests pass a virtual clock.
    public init(
        source: Source, pageSize: Int = 50, maximumPages: Int = 40, protectedDistance: Int = 1,
        now: @escaping @Sendable () -> Double = RowStore.uptime
    ) {
        precondition(pageSize > 0, "RowStore's pageSize must be positive; got \(pageSize)")
        precondition(maximumPages > 0, "RowStore's maximumPages must be positive; got \(maximumPages)")
        self.source = source
        self.pageSize = pageSize
        self.maximumPages = maximumPages
        self.protectedDistance = max(0, protectedDistance)
        self.now = now
    }

    /// Seconds since the process started, from the monotonic clock.
    public nonisolated static func uptime() -> Double {
        let elapsed = ContinuousClock.now - processStart
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Asks the source for its count (or, without one, loads the first page). Call once, before the table loads.
    public func start() async throws {
        guard !started else { return }
        started = true
        if let known = try await source.count() {
            setCount(known, complete: true)
        } else {
            request(page: 0, for: [0])
        }
    }

    /// Asks the source for its count again: a source that learns its length later (a file still being indexed)
    /// ends the unknown-length mode once it knows, and meanwhile the count grows to the rows it has available.
    /// Reports `.countChanged` when the count changed.
    public func refreshCount() async throws {
        guard !isComplete else { return }
        if let known = try await source.count() {
            setCount(known, complete: true)
        } else if let available = try await source.rowsAvailable(), available > count, !isComplete {
            setCount(available, complete: false)
        }
    }

    /// Asks the source for its count again even when the store has a final one: a file that grew (a followed
    /// append) has more rows, and its last row may have grown too (a line written in two parts). The page of the
    /// last row loads again, so that row shows as it is now. Nothing changes while the source does not know its
    /// new count yet (nil).
    public func updateCount() async throws {
        guard let known = try await source.count() else { return }
        // Every page from the one of the last row (as it was, or as it is now, whichever is first) is read
        // again: loads under way were asked under the old count, and a page that failed may hold rows now.
        let firstPage = max(min(count, known) - 1, 0) / pageSize
        let reload = count > 0 && pages[firstPage] != nil
        for page in Array(flights.keys) where page >= firstPage {
            flights[page]?.task.cancel()
            flights[page] = nil
        }
        for page in Array(failures.keys) where page >= firstPage { failures[page] = nil }
        for page in Array(pages.keys) where page >= firstPage { pages[page] = nil }
        recency.removeAll { $0 >= firstPage }
        setCount(known, complete: true)
        if reload, firstPage * pageSize < count {
            request(page: firstPage, for: [min(count, (firstPage + 1) * pageSize) - 1])
        }
    }

    /// The state of `row`.
    public func state(at row: Int) -> RowState {
        let page = row / pageSize
        if let rows = pages[page] {
            let index = row - page * pageSize
            return index < rows.count ? .loaded(rows[index]) : .placeholder
        }
        if let failure = failures[page] { return .failed(failure) }
        return flights[page] != nil ? .loading : .placeholder
    }

    /// The row, when loaded.
    public func row(at row: Int) -> Row? { state(at: row).row }

    /// Loads the pages of `rows` (from `prefetchRowsAt`, or a cell that appeared without its data).
    ///
    /// - Complexity: O(rows) plus one task per page not yet loaded or loading.
    public func prefetch(rows: some Sequence<Int>) {
        var byPage: [Int: [Int]] = [:]
        for row in rows where row >= 0 { byPage[row / pageSize, default: []].append(row) }
        for (page, rows) in byPage.sorted(by: { $0.key < $1.key }) { request(page: page, for: rows) }
        loadNextPageIfNeeded(touching: byPage.keys.max())
    }

    /// Withdraws `rows` (from `cancelPrefetchingForRowsAt`): a loading page nobody wants any more, and that is
    /// not on screen, is cancelled.
    public func cancelPrefetching(rows: some Sequence<Int>) {
        for row in rows {
            let page = row / pageSize
            guard var flight = flights[page] else { continue }
            flight.wanted.remove(row)
            flights[page] = flight
            if flight.wanted.isEmpty && !isProtected(page) {
                flight.task.cancel()
                flights[page] = nil
                statistics.pagesCancelled += 1
            }
        }
    }

    /// The rows on screen: their pages load if needed, and pages near them are never evicted.
    public func setVisible(_ rows: ClosedRange<Int>?) {
        // Rows before the first (none at all, or only some) are not there to load.
        guard let rows, rows.upperBound >= 0 else {
            visiblePages = nil
            return
        }
        let pages = (max(rows.lowerBound, 0) / pageSize)...(rows.upperBound / pageSize)
        visiblePages = pages
        // As `prefetch(rows:)`, a page at a time, without gathering the rows (this runs every frame).
        for page in pages {
            request(
                page: page, for: max(rows.lowerBound, page * pageSize)...min(rows.upperBound, (page + 1) * pageSize - 1)
            )
        }
        loadNextPageIfNeeded(touching: pages.upperBound)
    }

    /// Loads a failed page again.
    public func retry(page: Int) {
        guard failures.removeValue(forKey: page) != nil else { return }
        request(page: page, for: [page * pageSize])
    }

    /// The pages whose load failed, in order.
    public var failedPages: [Int] { failures.keys.sorted() }

    /// Loads every failed page again; returns how many.
    @discardableResult
    public func retryFailed() -> Int {
        let failed = failedPages
        for page in failed { retry(page: page) }
        return failed.count
    }

    /// Waits until no page is loading.
    public func waitUntilIdle() async {
        while let (page, flight) = flights.first {
            await flight.task.value
            // The task took itself out; make sure, so that a task that ended some other way cannot loop here.
            if flights[page]?.generation == flight.generation { flights[page] = nil }
        }
    }

    // MARK: Internals

    private func request(page: Int, for rows: some Sequence<Int>) {
        let have = pages[page]?.count
        if let have, !isPartial(page, have: have) {
            touch(page)
            return
        }
        guard failures[page] == nil else { return }
        if isComplete && page * pageSize >= count { return }
        if var flight = flights[page] {
            flight.wanted.formUnion(rows)
            flights[page] = flight
            return
        }
        generation += 1
        let token = generation
        let range = (page * pageSize)..<((page + 1) * pageSize)
        statistics.pagesRequested += 1
        let source = self.source
        let growing = !isComplete
        let task = Task { @MainActor [weak self] in
            do {
                let loaded = try await Self.load(range, from: source, having: have ?? 0, growing: growing)
                self?.arrived(page: page, range: range, loaded: loaded, token: token)
            } catch is CancellationError {
                self?.ended(page: page, token: token)
            } catch {
                self?.failed(page: page, range: range, message: String(describing: error), token: token)
            }
        }
        flights[page] = Flight(task: task, started: now(), wanted: Set(rows), generation: token)
    }

    /// A page's rows as loaded, and what they tell of the count.
    private struct Loaded: Sendable {
        var rows: [Row]
        /// The rows the source has in all, when it tells (see ``RowSource/rowsAvailable()``).
        var available: Int?
        /// Whether the source ends here: a short page, or no row after those the page held already.
        var ended: Bool
    }

    /// A page's rows: the whole page, or for a source of unknown length that tells what it has, the rows it has
    /// in `range` once it has more than the `having` rows the page holds already (or has ended).
    private nonisolated static func load(
        _ range: Range<Int>, from source: Source, having: Int, growing: Bool
    ) async throws -> Loaded {
        guard growing, try await source.rowsAvailable() != nil else {
            let rows = try await source.rows(in: range)
            return Loaded(rows: rows, available: nil, ended: rows.count < range.count)
        }
        try await source.waitForRows(moreThan: range.lowerBound + having)
        let available = try await source.rowsAvailable() ?? range.upperBound
        let end = min(range.upperBound, max(available, range.lowerBound))
        let rows = try await source.rows(in: range.lowerBound..<end)
        return Loaded(rows: rows, available: available, ended: available <= range.lowerBound + having)
    }

    /// Whether a loaded page holding `have` rows may lack some there are to load: a page short of the final
    /// count, or a short page while the count is not final (a source that tells what it has may have more).
    private func isPartial(_ page: Int, have: Int) -> Bool {
        if isComplete { return have < min(pageSize, count - page * pageSize) }
        return have < pageSize
    }

    private func arrived(page: Int, range: Range<Int>, loaded: Loaded, token: Int) {
        let rows = loaded.rows
        guard let flight = flights[page], flight.generation == token else {
            statistics.resultsDropped += 1
            return
        }
        // A source of known length owes every row of the page up to its count; one of unknown length may stop
        // short (the end), never run over. A partial page (rows as far as a growing source had them, maybe
        // before its count was known) loads again for the rest.
        let whole = isComplete && loaded.available == nil
        let owed = whole ? max(0, min(range.upperBound, count) - range.lowerBound) : nil
        if rows.count > range.count || owed.map({ rows.count != $0 }) == true {
            let expected = owed.map { "\($0)" } ?? "at most \(range.count)"
            failed(
                page: page, range: range,
                message: "the source returned \(rows.count) rows for them, not \(expected): its rows and its count "
                    + "disagree", token: token)
            return
        }
        flights[page] = nil
        let took = now() - flight.started
        latency.record(took)
        onLatency?(took)
        statistics.pagesLoaded += 1
        pages[page] = rows
        touch(page)
        let start = page * pageSize
        if !isComplete {
            // Unknown length: the rows so far are the pages loaded in a run from the start, or as many as the
            // source has. A short page ends it; a partial page of a source that tells what it has does not.
            if loaded.ended {
                setCount(loaded.available ?? start + rows.count, complete: true)
            } else if max(start + rows.count, loaded.available ?? 0) > count {
                setCount(max(start + rows.count, loaded.available ?? 0), complete: false)
            }
        }
        if !rows.isEmpty { onChange?(.loaded(start..<(start + rows.count))) }
        evictIfNeeded()
    }

    private func ended(page: Int, token: Int) {
        if let flight = flights[page], flight.generation == token { flights[page] = nil }
    }

    private func failed(page: Int, range: Range<Int>, message: String, token: Int) {
        guard let flight = flights[page], flight.generation == token else { return }
        flights[page] = nil
        statistics.pagesFailed += 1
        let failure = RowStoreError(page: page, rows: range, message: message)
        failures[page] = failure
        onChange?(.failed(failure))
    }

    private func setCount(_ newCount: Int, complete: Bool) {
        let old = count
        count = newCount
        isComplete = complete
        if old != newCount { onChange?(.countChanged(from: old, to: newCount)) }
    }

    /// For an unknown-length source: a request that reaches the last loaded page loads the next one.
    private func loadNextPageIfNeeded(touching page: Int?) {
        guard !isComplete, let page, count > 0 else { return }
        let lastLoaded = (count - 1) / pageSize
        // A short last page (a source still growing) loads again first; the next page after it is full.
        guard page >= lastLoaded, count % pageSize == 0 else { return }
        request(page: lastLoaded + 1, for: [(lastLoaded + 1) * pageSize])
    }

    private func isProtected(_ page: Int) -> Bool {
        guard let visible = visiblePages else { return false }
        return page >= visible.lowerBound - protectedDistance && page <= visible.upperBound + protectedDistance
    }

    private func touch(_ page: Int) {
        if let index = recency.lastIndex(of: page) { recency.remove(at: index) }
        recency.append(page)
    }

    private func evictIfNeeded() {
        var index = 0
        while pages.count > maximumPages && index < recency.count {
            let page = recency[index]
            if isProtected(page) {
                index += 1
                continue
            }
            recency.remove(at: index)
            pages[page] = nil
            statistics.pagesEvicted += 1
        }
    }
}
