import Benchmark
import ReuseKit
import ReuseTerminal
import ScrollWorkloads

/// `terminalFrame`: one one-line scroll step of an 80x24 terminal table (layout, paint, diff, encode), at
/// 10^6 and 10^8 rows, and the bytes it writes.
func registerTerminalBenchmarks() {
    for rows in [1_000_000, 100_000_000] {
        let label = rows == 1_000_000 ? "1e6" : "1e8"
        nonisolated(unsafe) var state: TerminalTable?
        Benchmark(
            "terminalFrame \(label)",
            configuration: .init(
                metrics: [.wallClock, .custom("bytes per step", useScalingFactor: false)], timeUnits: .microseconds,
                warmupIterations: 50, maxDuration: .seconds(10), maxIterations: 5_000)
        ) { @MainActor benchmark async in
            let table = state ?? TerminalTable(rows: rows)
            state = table
            table.table.contentOffset.y += 1
            benchmark.startMeasurement()
            let bytes = table.step()
            benchmark.stopMeasurement()
            benchmark.measurement(.custom("bytes per step", useScalingFactor: false), bytes)
        }
    }
}
