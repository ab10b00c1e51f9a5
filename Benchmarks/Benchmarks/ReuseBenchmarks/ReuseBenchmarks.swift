import Benchmark
import Foundation
import ReuseKit
import ScrollWorkloads

// Issue 3's suite: steady scrolling, a billion rows, exact jumps, height storage, and seed 003's comparison.
// Run from this folder: swift package benchmark  (see README.md for the latest results).

let benchmarks: @Sendable () -> Void = {
    registerDiffBenchmarks()
    registerPrefetchBenchmarks()
    registerSQLiteBenchmarks()
    registerTerminalBenchmarks()
    registerConstraintBenchmarks()
    registerStackViewBenchmarks()
    registerConstrainedScrollBenchmark()
    registerGridBenchmarks()
    registerSeed003Benchmarks()
    registerRenderBenchmarks()
    registerWindowBenchmarks()
    let perFrame = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
        warmupIterations: 200, maxDuration: .seconds(10), maxIterations: 100_000)
    let engineMetric = BenchmarkMetric.custom("engine time (ns), cellForRowAt excluded", useScalingFactor: false)
    let engineFrame = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, engineMetric], timeUnits: .nanoseconds,
        warmupIterations: 200, maxDuration: .seconds(10), maxIterations: 100_000)

    // 10^7 rows of varied, measured heights; the content moves down by exactly one row per frame, so one row
    // enters and one leaves every frame. Engine time per frame: drag, physics, the layout pass, the delegate
    // calls; the client's cellForRowAt only dequeues.
    Benchmark("steadyScroll", configuration: engineFrame) { @MainActor benchmark async in
        let state = SteadyScroll.shared
        let step = state.nextRowHeight()
        let clientBefore = state.client.clientNanoseconds
        benchmark.startMeasurement()
        let start = ContinuousClock.now
        state.table.drag(by: CGPoint(x: 0, y: -step))
        state.table.advance(by: state.table.frameInterval)
        let frame = ContinuousClock.now - start
        benchmark.stopMeasurement()
        let frameNanoseconds = Int(frame.components.attoseconds / 1_000_000_000)
        benchmark.measurement(engineMetric, frameNanoseconds - (state.client.clientNanoseconds - clientBefore))
    }

    // The same, with reuse diagnostics on: every reuse also configures and compares a fresh cell.
    Benchmark("steadyScroll diagnostics on", configuration: perFrame) { @MainActor benchmark async in
        let state = SteadyScroll.diagnosed
        let step = state.nextRowHeight()
        benchmark.startMeasurement()
        state.table.drag(by: CGPoint(x: 0, y: -step))
        state.table.advance(by: state.table.frameInterval)
        benchmark.stopMeasurement()
    }

    // The same table moving half a point a frame, measured only in frames in which no row enters or leaves:
    // these must not allocate.
    Benchmark("steadyScrollWithinRows", configuration: perFrame) { @MainActor benchmark async in
        SteadyScroll.shared.table.measureHalfPointFrameWithinRows(benchmark)
    }

    // reloadData and the first layout pass of 10^9 estimated rows.
    Benchmark(
        "reload1e9",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .custom("resident growth (KB)", useScalingFactor: false)],
            timeUnits: .microseconds, warmupIterations: 3, maxDuration: .seconds(10), maxIterations: 200)
    ) { @MainActor benchmark async in
        let client = BenchTable(rows: 1_000_000_000, height: 600)
        client.table.estimatedRowHeight = 44
        client.table.dataSource = client
        client.table.delegate = client
        let before = residentKilobytes()
        benchmark.startMeasurement()
        client.table.reloadData()
        client.table.layoutIfNeeded()
        benchmark.stopMeasurement()
        benchmark.measurement(.custom("resident growth (KB)", useScalingFactor: false), residentKilobytes() - before)
        blackHole(client.table.visibleCells.count)
    }

    // The same with a delegate that estimates each row and sizes each row (tableView(_:estimatedHeightForRowAt:)
    // and heightForRowAt, as many apps implement them): only the rows around the screen are asked.
    Benchmark(
        "reload1e9PerRowEstimates",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, .custom("resident growth (KB)", useScalingFactor: false)],
            timeUnits: .microseconds, warmupIterations: 3, maxDuration: .seconds(10), maxIterations: 200)
    ) { @MainActor benchmark async in
        let client = BenchTable(rows: 1_000_000_000, height: 600)
        client.variedHeights = true
        client.estimatesEachRow = true
        client.table.dataSource = client
        client.table.delegate = client
        let before = residentKilobytes()
        benchmark.startMeasurement()
        client.table.reloadData()
        client.table.layoutIfNeeded()
        benchmark.stopMeasurement()
        benchmark.measurement(.custom("resident growth (KB)", useScalingFactor: false), residentKilobytes() - before)
        blackHole(client.table.visibleCells.count)
    }

    // scrollToRow(.top) to random rows of a 10^9-row table whose rows are never measured before the jump; each
    // jump measures the target and the rows it shows and lands exactly. "PerRowEstimates": the delegate also
    // estimates each row, and each jump asks the estimates around the screen.
    for (name, estimating) in [("scrollToRow1e9", false), ("scrollToRow1e9PerRowEstimates", true)] {
        Benchmark(
            name,
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 50,
                maxDuration: .seconds(10), maxIterations: 20_000)
        ) { @MainActor benchmark async in
            let state = estimating ? Jumps.estimating : Jumps.shared
            let row = state.nextRow()
            benchmark.startMeasurement()
            state.client.table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
            benchmark.stopMeasurement()
        }
    }

    // The same jumps a thousand at a time (reported per jump): what a jump costs with the engine's code and data
    // warm, without the harness's own work between two samples (which leaves a single jump to start cold).
    Benchmark(
        "scrollToRow1e9 x1000",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 2,
            scalingFactor: .kilo, maxDuration: .seconds(10), maxIterations: 40)
    ) { @MainActor benchmark async in
        let state = Jumps.batched
        for _ in benchmark.scaledIterations {
            let row = state.nextRow()
            state.client.table.scrollToRow(at: IndexPath(row: row, section: 0), at: .top, animated: false)
        }
    }

    // 10^6 rows measured by scrolling through them: bytes of height storage per measured row.
    Benchmark(
        "measureMillion",
        configuration: .init(
            metrics: [.wallClock, .custom("bytes per 1000 measured rows", useScalingFactor: false)],
            timeUnits: .milliseconds,
            warmupIterations: 0, maxDuration: .seconds(60), maxIterations: 3)
    ) { @MainActor benchmark async in
        let client = BenchTable(rows: 1_000_000_000, height: 600)
        client.table.estimatedRowHeight = 44
        client.variedHeights = true
        client.table.dataSource = client
        client.table.delegate = client
        client.table.layoutIfNeeded()
        benchmark.startMeasurement()
        var measured = 0
        while measured < 1_000_000 {
            client.table.contentOffset.y += 600
            client.table.layoutIfNeeded()
            measured = client.table.indexPathsForVisibleRows!.last!.row + 1
        }
        benchmark.stopMeasurement()
        let bytes = client.table.layoutMemoryFootprint
        benchmark.measurement(
            .custom("bytes per 1000 measured rows", useScalingFactor: false), bytes * 1000 / measured)
    }

    // Seed 003's comparison: a cell for every row up front, against ReuseKit's reuse, at 10^4, 10^5, 10^6 rows.
    // Peak resident memory is the whole process's (about 24 MB of it is the runtime and this harness); the
    // growth metric is what the table itself added.
    let growth = BenchmarkMetric.custom("resident growth (KB)", useScalingFactor: false)
    // The floor: the peak resident memory of this harness doing nothing, to subtract from the others.
    Benchmark(
        "allCellsVsReuse baseline",
        configuration: .init(metrics: [.peakMemoryResident], warmupIterations: 0, maxIterations: 3)
    ) { benchmark in
        blackHole(benchmark.scaledIterations.count)
    }
    for rows in [10_000, 100_000, 1_000_000] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .peakMemoryResident, .mallocCountTotal, growth], timeUnits: .microseconds,
            warmupIterations: 0, maxDuration: .seconds(30), maxIterations: rows >= 1_000_000 ? 3 : 10)
        Benchmark("allCellsVsReuse allCells \(rows)", configuration: configuration) { @MainActor benchmark async in
            let before = residentKilobytes()
            benchmark.startMeasurement()
            let container = AllCellsTable(rows: rows)
            benchmark.stopMeasurement()
            benchmark.measurement(growth, residentKilobytes() - before)
            blackHole(container.root.subviews.count)
        }
        Benchmark("allCellsVsReuse reuse \(rows)", configuration: configuration) { @MainActor benchmark async in
            let before = residentKilobytes()
            benchmark.startMeasurement()
            let client = BenchTable(rows: rows, height: 844)
            client.table.dataSource = client
            client.table.delegate = client
            client.table.layoutIfNeeded()
            benchmark.stopMeasurement()
            benchmark.measurement(growth, residentKilobytes() - before)
            blackHole(client.table.visibleCells.count)
        }
    }
}

extension TableView {
    /// Measures one frame of a half-point drag in which no row enters or leaves, after running the frames
    /// before it that would, unmeasured.
    func measureHalfPointFrameWithinRows(_ benchmark: Benchmark) {
        skipFramesThatChangeRows(step: 0.5)
        benchmark.startMeasurement()
        drag(by: CGPoint(x: 0, y: -0.5))
        advance(by: frameInterval)
        benchmark.stopMeasurement()
    }

    /// Runs, unmeasured, the frames whose `step` would make a row enter or leave.
    func skipFramesThatChangeRows(step: CGFloat) {
        restartDraggingNearTheEnd()
        while true {
            let now = indexPathsForVisibleRows
            let next = indexPathsForRows(
                in: CGRect(x: 0, y: contentOffset.y + step, width: bounds.width, height: bounds.height))
            if now == next { return }
            drag(by: CGPoint(x: 0, y: -step))
            advance(by: frameInterval)
        }
    }
}

/// Seed 003's first version: a view for every row, made and laid out up front.
@MainActor
final class AllCellsTable {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init(rows: Int) {
        var y: CGFloat = 0
        for row in 0..<rows {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Cell \(row)"
            cell.frame = CGRect(x: 0, y: y, width: 390, height: 44)
            root.addSubview(cell)
            y += 44
        }
        root.layoutIfNeeded()
    }
}

/// This process's resident memory in kilobytes, from /proc/self/statm.
func residentKilobytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}
