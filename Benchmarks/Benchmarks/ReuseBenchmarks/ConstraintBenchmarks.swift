import Benchmark
import ReuseCore
import ReuseKit
import ScrollWorkloads

/// The constraint systems of issue 17's solver targets, written so that the same systems can be set up in any
/// other Cassowary solver (the README gives them in words, for the comparison with Kiwi).
enum ConstraintSystems {
    /// A list cell's 12 constraints over 12 variables (`base` upwards): an image 44 points square, 16 from the
    /// leading edge and centred vertically; a title 12 points after it, 16 from the trailing edge, 8 from the
    /// top, 20 tall (priority 750); a subtitle 4 below, 36 tall (750); the content 8 below the subtitle, and
    /// `width` wide (or as wide as an edit variable says, for nil).
    static func addCell(to solver: inout ConstraintSolver, base: UInt32, width: Double?) throws {
        let v = (0..<12).map { LayoutVariable(base + UInt32($0)) }
        let (contentW, contentH, imageX, imageY, imageW, imageH) = (v[0], v[1], v[2], v[3], v[4], v[5])
        let (titleX, titleY, titleW, titleH, subtitleY, subtitleH) = (v[6], v[7], v[8], v[9], v[10], v[11])
        if let width { try solver.add(LinearConstraint(contentW, .equal, width)) }
        try solver.add(LinearConstraint(imageX, .equal, 16))
        try solver.add(LinearConstraint(imageW, .equal, 44))
        try solver.add(LinearConstraint(imageH, .equal, LinearExpression(imageW)))
        try solver.add(LinearConstraint(imageY + 0.5 * imageH, .equal, 0.5 * contentH))
        try solver.add(LinearConstraint(titleX, .equal, imageX + imageW + 12))
        try solver.add(LinearConstraint(titleX + titleW, .equal, contentW - 16))
        try solver.add(LinearConstraint(titleY, .equal, 8))
        try solver.add(LinearConstraint(titleH, .equal, 20, priority: 750))
        try solver.add(LinearConstraint(subtitleY, .equal, titleY + titleH + 4))
        try solver.add(LinearConstraint(subtitleH, .equal, 36, priority: 750))
        try solver.add(LinearConstraint(contentH, .equal, subtitleY + subtitleH + 8))
    }

    /// The sum of the cell's 12 values, so that the solve cannot be skipped.
    static func checksum(_ solver: ConstraintSolver, base: UInt32) -> Double {
        (0..<12).reduce(0) { $0 + solver.value(of: LayoutVariable(base + UInt32($1))) }
    }
}

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
    // constraint (how a fitting size is asked for): two dual-simplex re-solves per iteration.
    Benchmark("constraintResize", configuration: configuration) { benchmark in
        var solver = ConstraintSolver()
        try ConstraintSystems.addCell(to: &solver, base: 0, width: nil)
        let width = LayoutVariable(0)
        try solver.addEditVariable(width, priority: 999)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try solver.suggestValue(width, 320)
            try solver.suggestValue(width, 375)
            blackHole(solver.value(of: LayoutVariable(8)))
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
