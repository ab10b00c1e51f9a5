import Benchmark
import ReuseCore
import ReuseKit
import ScrollWorkloads

func registerConstraintBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, warmupIterations: 100,
        maxDuration: .seconds(5), maxIterations: 100_000)

    // A cell laid out from scratch: a new solver, 12 constraints added, 12 values read. Target: 10 µs.
    Benchmark("constraintCell12", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            var solver = ConstraintSolver()
            try ConstraintSystems.addCell(to: &solver, base: 0, width: 375)
            blackHole(ConstraintSystems.checksum(solver, base: 0))
        }
    }

    // The same cell made 320 and then 375 wide through an edit variable at 999 in place of the width
    // constraint (how a fitting size is asked for): two dual-simplex re-solves per iteration, each followed by
    // reading the cell's 13 values, as a layout pass reads every frame.
    Benchmark("constraintResize", configuration: configuration) { benchmark in
        var solver = ConstraintSolver()
        try ConstraintSystems.addCell(to: &solver, base: 0, width: nil)
        let width = LayoutVariable(0)
        try solver.addEditVariable(width, priority: 999)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try solver.suggestValue(width, 320)
            blackHole(ConstraintSystems.checksum(solver, base: 0))
            try solver.suggestValue(width, 375)
            blackHole(ConstraintSystems.checksum(solver, base: 0))
        }
    }

    // 770 cells in one solver (10,010 constraints), arranged as ConstraintSystems.Arrangement says: independent,
    // stacked (each top depends on every height above it) and sharing one width. Kiwi's figures for the same
    // systems come from a C++ program never committed (the DocC article Benchmarks says how).
    for arrangement in ConstraintSystems.Arrangement.allCases {
        let large = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .milliseconds, warmupIterations: 1,
            maxDuration: .seconds(5), maxIterations: 20)
        Benchmark("constraint10k \(arrangement)", configuration: large) { _ in
            let solver = try ConstraintSystems.build(arrangement, cells: 770)
            blackHole(ConstraintSystems.checksum(solver, base: 769 * UInt32(ConstraintSystems.variablesPerCell)))
        }
    }

    // n independent cells in one solver: the time per cell should not grow with n (target: flat within 20%
    // from 10 to 10,000). The custom metric is the time per cell.
    let perCell = BenchmarkMetric.custom("ns per cell", useScalingFactor: false)
    for cells in [10, 100, 1_000, 10_000] {
        let groups = Benchmark.Configuration(
            metrics: [.wallClock, perCell], timeUnits: .microseconds, warmupIterations: 3,
            maxDuration: .seconds(5), maxIterations: cells >= 10_000 ? 20 : 500)
        Benchmark("constraintGroups \(cells)", configuration: groups) { benchmark in
            let start = ContinuousClock.now
            var solver = ConstraintSolver()
            for cell in 0..<cells {
                try ConstraintSystems.addCell(to: &solver, base: UInt32(cell * 12), width: 375)
            }
            let elapsed = ContinuousClock.now - start
            blackHole(ConstraintSystems.checksum(solver, base: UInt32((cells - 1) * 12)))
            let nanoseconds =
                Int(elapsed.components.seconds) * 1_000_000_000
                + Int(elapsed.components.attoseconds / 1_000_000_000)
            benchmark.measurement(perCell, nanoseconds / cells)
        }
    }
}

func registerConstrainedScrollBenchmark() {
    let engineMetric = BenchmarkMetric.custom("engine time (ns), cellForRowAt excluded", useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, engineMetric], timeUnits: .nanoseconds, warmupIterations: 100,
        maxDuration: .seconds(5), maxIterations: 20_000)
    // One row in and one out per frame, every new row measured from its constraints (or, for content measured
    // before at the same width, laid out from the remembered solution). Wall time includes cellForRowAt, which
    // sets the text; the engine-time metric leaves it out.
    Benchmark("steadyScrollConstrained", configuration: configuration) { @MainActor benchmark async in
        let state = ConstrainedScroll.shared
        let step = state.nextRowHeight()
        let clientBefore = state.clientNanoseconds
        benchmark.startMeasurement()
        let start = ContinuousClock.now
        state.table.drag(by: CGPoint(x: 0, y: -step))
        state.table.advance(by: state.table.frameInterval)
        let frame = ContinuousClock.now - start
        benchmark.stopMeasurement()
        let frameNanoseconds = Int(frame.components.attoseconds / 1_000_000_000)
        benchmark.measurement(engineMetric, frameNanoseconds - (state.clientNanoseconds - clientBefore))
    }

    // The same table in frames where no row enters or leaves (half a point a frame): the target is 0 mallocs.
    Benchmark("steadyScrollConstrainedWithinRows", configuration: configuration) { @MainActor benchmark async in
        ConstrainedScroll.shared.table.measureHalfPointFrameWithinRows(benchmark)
    }
}
