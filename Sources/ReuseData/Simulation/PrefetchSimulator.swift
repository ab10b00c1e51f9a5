import ReuseCore
import ReuseKit

/// What one simulated run measured.
public struct PrefetchSimulationResult: Sendable, Equatable {
    public var trace: String
    public var policy: String
    public var latency: String
    /// Rows that appeared (`willDisplay`), each appearance counted.
    public var rowsShown = 0
    /// Rows whose data had arrived when they appeared.
    public var rowsReady = 0
    /// Rows that appeared as placeholders.
    public var placeholders = 0
    /// Seconds placeholders were on screen, all together.
    public var placeholderSeconds = 0.0
    /// Loads the prefetch policy asked for that started (a request that never left the queue is not a load).
    public var loadsStarted = 0
    /// Of those, loads whose data never reached the screen: cancelled in flight, or finished for a row that was
    /// not on screen then and did not appear afterwards while the data was kept.
    public var loadsWasted = 0
    /// Loads started for rows that appeared without their data (`cellForRowAt` asking), not counted above.
    public var loadsOnDemand = 0
    public var peakLoadsInFlight = 0
    /// The most rows whose data was held at once (loaded and cached, or in flight).
    public var peakRowsHeld = 0

    public var readyFraction: Double { rowsShown == 0 ? 1 : Double(rowsReady) / Double(rowsShown) }
    public var wastedFraction: Double { loadsStarted == 0 ? 0 : Double(loadsWasted) / Double(loadsStarted) }
    public var meanPlaceholderSeconds: Double { placeholders == 0 ? 0 : placeholderSeconds / Double(placeholders) }

    /// The counts of this run and `other` added up, and the larger of their peaks: the two runs as one, for
    /// the same trace and policy under different latency draws.
    public func adding(_ other: PrefetchSimulationResult) -> PrefetchSimulationResult {
        var sum = self
        sum.rowsShown += other.rowsShown
        sum.rowsReady += other.rowsReady
        sum.placeholders += other.placeholders
        sum.placeholderSeconds += other.placeholderSeconds
        sum.loadsStarted += other.loadsStarted
        sum.loadsWasted += other.loadsWasted
        sum.loadsOnDemand += other.loadsOnDemand
        sum.peakLoadsInFlight = max(peakLoadsInFlight, other.peakLoadsInFlight)
        sum.peakRowsHeld = max(peakRowsHeld, other.peakRowsHeld)
        return sum
    }
}

/// A named prefetch policy for the simulation's table.
public struct NamedPolicy: Sendable {
    public var name: String
    public var make: @Sendable () -> any PrefetchPolicy

    public init(_ name: String, _ make: @escaping @Sendable () -> any PrefetchPolicy) {
        self.name = name
        self.make = make
    }

    /// The five policies: the seed's, react-window's overscan (its default of 3 in version 2), Texture's
    /// screenfuls (2.5 ahead, 1.5 behind), Paging 3's distance (a page of 20 rows), and adaptive.
    public static let standard: [NamedPolicy] = [
        NamedPolicy("seedObserved") { .seedObserved },
        NamedPolicy("overscan(3)") { .overscan(3) },
        NamedPolicy("screenfuls(2.5, 1.5)") { .screenfuls(leading: 2.5, trailing: 1.5) },
        NamedPolicy("distance(20)") { .distance(20) },
        NamedPolicy("adaptive") { .adaptive },
    ]
}

/// Replays a ``ScrollTrace`` on a real `TableView` (or, with ``Configuration/columns`` above 1, a
/// `CollectionView` grid of that many columns, items in lines) whose rows load through a simulated data source:
/// loads take
/// a time drawn from a ``LatencyModel``, at most `maximumConcurrentLoads` run at once (the rest wait, in the
/// order asked), and everything runs on the table's virtual clock, so a run is exact and repeatable.
///
/// The table asks for data through `prefetchRowsAt` and `cancelPrefetchingForRowsAt`, as an app's would; a row
/// that appears without its data asks for it too, as `cellForRowAt` would, and drops that request when it leaves
/// the screen before the load started, as `prepareForReuse` would. Requests wait in one queue, first come first
/// served. Waste is counted on the policy's loads only: a load for a row on screen is the app's, not the policy's. The first
/// screen's data is in place before the trace starts, as an app shows its first page before the user scrolls.
@MainActor
public final class PrefetchSimulator: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching,
    CollectionViewDataSource, CollectionViewDelegate, CollectionViewDataSourcePrefetching
{
    public struct Configuration: Sendable {
        public var rowCount = 1_000_000
        public var rowHeight = 44.0
        public var visibleRows = 20
        /// Items across: 1 simulates a table; more, a flow grid of that many columns whose lines are `rowHeight`
        /// tall (traces then count lines, and `rowCount` counts items).
        public var columns = 1
        public var maximumConcurrentLoads = 4
        /// Rows whose data stays cached; the rows farthest from the screen go first.
        public var cacheLimit = 1_000
        public var seed: UInt64 = 1

        public init() {}
    }

    private struct Load {
        var requested: Double
        var start: Double
        var finish: Double
        var prefetched: Bool
    }

    /// The view the trace scrolls: ``table``, or the grid.
    public let scrollView: ScrollView
    /// The table, when the simulation runs one.
    public var table: TableView? { scrollView as? TableView }
    private let configuration: Configuration
    private let latency: LatencyModel
    /// How many loads each row started so far: the row and this count pick the load's latency draw.
    private var loadCount: [Int: UInt64] = [:]
    /// The seed, mixed once: the key of every latency draw starts from it.
    private let seedKey: UInt64
    private var result: PrefetchSimulationResult
    private var counting = false

    /// Rows whose data arrived, with whether it reached the screen yet.
    private var loaded: [Int: Bool] = [:]
    /// Rows whose data a prefetch load brought, until it reaches the screen.
    private var prefetchedData: Set<Int> = []
    private var inFlight: [Int: Load] = [:]
    /// Rows waiting for a free load, first in first out, with whether a prefetch asked first.
    private var queue: [Int] = []
    private var queuedByPrefetch: Set<Int> = []
    private var requestedAt: [Int: Double] = [:]
    /// Rows on screen without their data, since when.
    private var placeholderSince: [Int: Double] = [:]
    private var visible: Set<Int> = []
    /// Rows the table asked to prefetch and did not cancel.
    private var wanted: Set<Int> = []

    public init(policy: any PrefetchPolicy, latency: LatencyModel, configuration: Configuration = Configuration()) {
        self.configuration = configuration
        self.latency = latency
        var seedMixer = SplitMix64(seed: configuration.seed)
        seedKey = seedMixer.next()
        result = PrefetchSimulationResult(trace: "", policy: "", latency: latency.description)
        let frame = CGRect(x: 0, y: 0, width: 320, height: configuration.rowHeight * Double(configuration.visibleRows))
        if configuration.columns > 1 {
            let layout = CollectionViewFlowLayout()
            layout.itemSize = CGSize(
                width: 320 / CGFloat(configuration.columns), height: CGFloat(configuration.rowHeight))
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
            let grid = CollectionView(frame: frame, collectionViewLayout: layout)
            grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
            grid.prefetchPolicy = policy
            scrollView = grid
            grid.dataSource = self
            grid.delegate = self
            grid.prefetchDataSource = self
        } else {
            let table = TableView(frame: frame)
            table.rowHeight = CGFloat(configuration.rowHeight)
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            table.prefetchPolicy = policy
            scrollView = table
            table.dataSource = self
            table.delegate = self
            table.prefetchDataSource = self
        }
        scrollView.layoutIfNeeded()
        for row in visible { loaded[row] = true }
        counting = true
    }

    /// Runs `trace` and returns what it measured.
    ///
    /// - Complexity: O(frames × (visible rows + window)).
    public func run(_ trace: ScrollTrace, policyName: String) -> PrefetchSimulationResult {
        result.trace = trace.name
        result.policy = policyName
        let dt = scrollView.frameInterval
        for step in trace.steps {
            switch step {
            case .read(let rowsPerSecond, let seconds):
                let perFrame = rowsPerSecond * configuration.rowHeight * dt
                for _ in 0..<Int((seconds / dt).rounded()) {
                    let y = min(
                        max(Double(scrollView.contentOffset.y) + perFrame, Double(scrollView.minimumContentOffset)),
                        Double(scrollView.maximumContentOffset))
                    scrollView.contentOffset = CGPoint(x: 0, y: y)
                    frame()
                }
            case .fling(let velocity):
                // A short drag in the direction of the flick, then the release.
                for _ in 0..<3 {
                    scrollView.drag(by: CGPoint(x: 0, y: -velocity / 600))
                    frame()
                }
                scrollView.endDragging(velocity: CGPoint(x: 0, y: -velocity))
                var frames = 0
                while scrollView.isDecelerating && frames < 60 * 60 {
                    frame()
                    frames += 1
                }
            case .pause(let seconds):
                for _ in 0..<Int((seconds / dt).rounded()) { frame() }
            case .jump(let row):
                if let table {
                    table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
                } else if let grid = scrollView as? CollectionView {
                    let item = min(row * configuration.columns, max(configuration.rowCount - 1, 0))
                    grid.scrollToItem(at: IndexPath(item: item, section: 0), at: .top, animated: false)
                }
                frame()
            }
        }
        finish()
        return result
    }

    // MARK: The clock

    private func frame() {
        let now = scrollView.time + scrollView.frameInterval
        completeLoads(upTo: now)
        scrollView.advance(by: scrollView.frameInterval)
        startLoads(at: scrollView.time)
    }

    private func completeLoads(upTo now: Double) {
        let done = inFlight.filter { $0.value.finish <= now }.sorted { $0.value.finish < $1.value.finish }
        for (row, load) in done {
            inFlight[row] = nil
            table?.reportDataLatency(load.finish - load.start)
            (scrollView as? CollectionView)?.reportDataLatency(load.finish - load.start)
            let onScreen = visible.contains(row)
            loaded[row] = onScreen
            if load.prefetched && !onScreen { prefetchedData.insert(row) }
            if onScreen, let since = placeholderSince.removeValue(forKey: row), counting {
                result.placeholderSeconds += load.finish - since
            }
        }
        evictIfNeeded()
    }

    private func startLoads(at now: Double) {
        while inFlight.count < configuration.maximumConcurrentLoads, !queue.isEmpty {
            let row = queue.removeFirst()
            let requested = requestedAt.removeValue(forKey: row) ?? now
            let prefetched = queuedByPrefetch.remove(row) != nil
            inFlight[row] = Load(
                requested: requested, start: now, finish: now + duration(ofLoadFor: row),
                prefetched: prefetched)
            if counting {
                if prefetched { result.loadsStarted += 1 } else { result.loadsOnDemand += 1 }
            }
        }
        result.peakLoadsInFlight = max(result.peakLoadsInFlight, inFlight.count)
        result.peakRowsHeld = max(result.peakRowsHeld, loaded.count + inFlight.count)
    }

    /// The latency of the next load of `row`. Each row's loads take the same times whichever policy asks for
    /// them and in whatever order (common random numbers): the comparison between policies is then decided by
    /// what they ask for and when, not by which load happened to get which draw.
    private func duration(ofLoadFor row: Int) -> Double {
        let count = loadCount[row, default: 0]
        loadCount[row] = count + 1
        let key = seedKey ^ (UInt64(truncatingIfNeeded: row) &* 0x9E37_79B9_7F4A_7C15) ^ (count << 56)
        var random = SplitMix64(seed: key)
        _ = random.next()
        return latency.sample(using: &random)
    }

    private func request(_ row: Int, byPrefetch: Bool) {
        guard loaded[row] == nil, inFlight[row] == nil, requestedAt[row] == nil else { return }
        requestedAt[row] = scrollView.time
        if byPrefetch { queuedByPrefetch.insert(row) }
        queue.append(row)
    }

    private func dropRequest(_ row: Int) {
        guard requestedAt[row] != nil, let index = queue.firstIndex(of: row) else { return }
        queue.remove(at: index)
        requestedAt[row] = nil
        queuedByPrefetch.remove(row)
    }

    private func evictIfNeeded() {
        guard loaded.count > configuration.cacheLimit else { return }
        let center = visible.min() ?? 0
        let far = loaded.keys.sorted { abs($0 - center) > abs($1 - center) }
        for row in far.prefix(loaded.count - configuration.cacheLimit) where !visible.contains(row) {
            if prefetchedData.remove(row) != nil, counting { result.loadsWasted += 1 }
            loaded[row] = nil
        }
    }

    private func finish() {
        // Loads under way or whose data never reached the screen did not help.
        result.loadsWasted += prefetchedData.count
        for (row, load) in inFlight where load.prefetched && !visible.contains(row) { result.loadsWasted += 1 }
        for (row, since) in placeholderSince {
            result.placeholderSeconds += scrollView.time - since
            _ = row
        }
        counting = false
    }

    // MARK: The table's data source, delegate and prefetching

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        configuration.rowCount
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        shown(indexPath.row)
    }

    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        hidden(indexPath.row)
    }

    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetch(indexPaths.map(\.row))
    }

    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancel(indexPaths.map(\.row))
    }

    // MARK: The grid's

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        configuration.rowCount
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }

    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        shown(indexPath.item)
    }

    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        hidden(indexPath.item)
    }

    public func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetch(indexPaths.map(\.item))
    }

    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancel(indexPaths.map(\.item))
    }

    // MARK: What either view reports

    private func shown(_ row: Int) {
        visible.insert(row)
        wanted.remove(row)
        guard counting else { return }
        result.rowsShown += 1
        if loaded[row] != nil {
            result.rowsReady += 1
            loaded[row] = true
            prefetchedData.remove(row)
        } else {
            result.placeholders += 1
            placeholderSince[row] = scrollView.time
            request(row, byPrefetch: false)
        }
    }

    private func hidden(_ row: Int) {
        visible.remove(row)
        // A cell that leaves drops its load if it has not started (as prepareForReuse would), unless the row
        // is also prefetched.
        if !wanted.contains(row) { dropRequest(row) }
        if let since = placeholderSince.removeValue(forKey: row), counting {
            result.placeholderSeconds += scrollView.time - since
        }
    }

    private func prefetch(_ rows: [Int]) {
        for row in rows {
            wanted.insert(row)
            request(row, byPrefetch: true)
        }
    }

    private func cancel(_ rows: [Int]) {
        for row in rows where !visible.contains(row) {
            wanted.remove(row)
            if requestedAt[row] != nil {
                dropRequest(row)
            } else if let load = inFlight[row] {
                inFlight[row] = nil
                if load.prefetched, counting { result.loadsWasted += 1 }
            }
        }
    }
}

/// Runs every policy on every trace under one latency model.
///
/// With `seeds` above 1, each trace and policy runs once for each of the seeds `configuration.seed`,
/// `configuration.seed + 1`, … and the result adds their counts up (see ``PrefetchSimulationResult/adding(_:)``):
/// under a heavy-tailed latency a single run's few placeholders are mostly the luck of the draw. A count below 1
/// runs one seed.
///
/// `progress`, when given, is told before each run (a trace, a policy and a seed) how many runs there are and
/// which this is, so that a long simulation can say how far it is.
///
/// - Complexity: O(seeds × traces × policies × frames).
@MainActor
public func simulatePrefetching(
    traces: [ScrollTrace] = ScrollTrace.standard, policies: [NamedPolicy] = NamedPolicy.standard,
    latency: LatencyModel, configuration: PrefetchSimulator.Configuration = .init(), seeds: Int = 1,
    progress: ((PrefetchSimulationProgress) -> Void)? = nil
) -> [PrefetchSimulationResult] {
    let seeds = max(seeds, 1)
    var results: [PrefetchSimulationResult] = []
    var run = 0
    for trace in traces {
        for policy in policies {
            var total: PrefetchSimulationResult?
            for offset in 0..<UInt64(seeds) {
                progress?(
                    PrefetchSimulationProgress(
                        run: run, runs: traces.count * policies.count * seeds, trace: trace.name,
                        policy: policy.name, latency: latency.name))
                run += 1
                var seeded = configuration
                seeded.seed = configuration.seed &+ offset
                let simulator = PrefetchSimulator(policy: policy.make(), latency: latency, configuration: seeded)
                let result = simulator.run(trace, policyName: policy.name)
                total = total.map { $0.adding(result) } ?? result
            }
            results.append(total!)
        }
    }
    return results
}

/// Where a simulation is: the run about to start (from 0) of how many, and what it runs.
public struct PrefetchSimulationProgress: Equatable, Sendable {
    /// The run about to start, from 0.
    public var run: Int
    /// How many runs there are in all.
    public var runs: Int
    /// The scroll trace's name (``ScrollTrace/name``).
    public var trace: String
    /// The policy's name (``NamedPolicy/name``).
    public var policy: String
    /// The latency model's short name (``LatencyModel/name``).
    public var latency: String
}
