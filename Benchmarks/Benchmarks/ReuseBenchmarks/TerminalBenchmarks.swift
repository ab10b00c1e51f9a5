import Benchmark
import ReuseKit
import ReuseTerminal

/// A table in an 80x24 terminal with a header line and a status line, one line per row.
@MainActor
final class TerminalTable: TableViewDataSource {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 80, height: 22))
    let rows: Int
    let painter = TablePainter()
    var renderer = TerminalRenderer(capabilities: .init(synchronizedOutput: true))
    var lastTop = 0

    init(rows: Int) {
        self.rows = rows
        table.rowHeight = 1
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.layoutIfNeeded()
        _ = step()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "row \(indexPath.row) · 김민지 · Seoul 서울 · \(indexPath.row &* 7 % 1000)"
        return cell
    }

    /// One frame: layout, paint, diff, encode; returns the bytes.
    func step() -> Int {
        table.advance(by: 1.0 / 60)
        var buffer = ScreenBuffer(columns: 80, rows: 24)
        buffer.put(" header", row: 0, column: 0, style: CellStyle(inverse: true))
        painter.paint(table, into: &buffer, rows: 1..<23, columns: 0..<80)
        let top = Int(table.contentOffset.y)
        buffer.put(" row \(top) of \(rows)", row: 23, column: 0, style: CellStyle(inverse: true))
        let bytes = renderer.frame(buffer, scrollRegion: 1..<23, shift: top - lastTop)
        lastTop = top
        return bytes.count
    }
}

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
