import ReuseKit
import ReuseTerminal
import Testing

/// A table of letters, one section each, with a section index of their capitals, as a contacts screen has.
@MainActor
private final class LettersController: TableViewDataSource {
    static let letters = (0..<26).map { String(UnicodeScalar(UInt8(65 + $0))) }
    let table = TableView(frame: .zero, style: .plain)

    init() {
        table.sectionHeaderHeight = 1
        table.sectionFooterHeight = 0
        table.rowHeight = 1
        table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = self
    }

    func numberOfSections(in tableView: TableView) -> Int { Self.letters.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "\(Self.letters[section]) names"
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(Self.letters[indexPath.section])\(indexPath.row)"
        return cell
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { Self.letters }
}

/// Where a terminal table's section index goes: UIKit's strip at the right edge, or the right end of the first
/// line, where a scroll never moves it.
@MainActor
@Suite struct SectionIndexPlacementTests {
    /// The screen's owner: the table's data source is weak, and the suite keeps it for the test.
    fileprivate let controller = LettersController()

    func run(_ placement: SectionIndexPlacement, columns: Int, rows: Int) -> (HeadlessRunner, TableHost) {
        let host = TableHost(table: controller.table, title: "Letters")
        host.painter.sectionIndexPlacement = placement
        let runner = HeadlessRunner(app: host, columns: columns, rows: rows)
        runner.frame()
        return (runner, host)
    }

    func lines(_ runner: HeadlessRunner) -> [String] { runner.screen.split(separator: "\n").map(String.init) }

    @Test func theFirstLineHoldsEveryTitleWhenTheyFitAndTheHeaderEndsBeforeThem() {
        let (runner, host) = run(.firstLine, columns: 80, rows: 12)
        let header = lines(runner)[1]
        #expect(header.hasPrefix(" A names"))
        #expect(header.hasSuffix("ABCDEFGHIJKLMNOPQRSTUVWXYZ┃"))
        // No other line has an index glyph: the rows take the whole width.
        #expect(lines(runner)[2...].allSatisfy { !$0.contains("B") })
        // A click on M (the 13th of the 26 titles that end before the indicator's column) goes to section 12.
        let slots = host.painter.sectionIndexSlots(host.table, rows: host.tableRows, columns: host.tableColumns)
        #expect(slots.count == 26 && slots.allSatisfy { $0.row == 1 && $0.columns.count == 1 })
        #expect(slots.last!.columns.upperBound == 79)
        runner.run([.mouse(button: .left, row: 1, column: slots[12].columns.lowerBound, pressed: true, dragging: false)]
        )
        #expect(lines(runner)[1].hasPrefix(" M names"))
        #expect(host.list.selected?.section == 12)
    }

    /// A scroll moves the rows under the first line and leaves the index where it is: a one-line step writes
    /// what changed in the rows, no index glyph.
    @Test func aScrollDrawsNoIndexAgain() {
        let (runner, host) = run(.firstLine, columns: 80, rows: 12)
        host.table.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
        runner.frame()
        host.table.setContentOffset(CGPoint(x: 0, y: 6), animated: false)
        runner.frame()
        let written = String(decoding: runner.lastOutput, as: UTF8.self)
        #expect(lines(runner)[1].hasSuffix("ABCDEFGHIJKLMNOPQRSTUVWXYZ┃"))
        // The rows' digits change (A5 to A6 and so on, cheaper here than a scroll); no title is drawn again.
        #expect(
            written.contains("6") && !written.contains("Z") && !written.contains("M"), "\(written.debugDescription)")
    }

    /// Too narrow for 26 titles in half the line: as UIKit compresses its index, titles alternate with bullets,
    /// the first and last kept, and a bullet goes to a title it stands for.
    @Test func aNarrowFirstLineCompressesTheTitlesWithBullets() {
        // 30 columns: 14 places in half the line, 13 used so that the index ends with a title.
        let (runner, host) = run(.firstLine, columns: 30, rows: 12)
        #expect(lines(runner)[1] == " A names        A•E•I•M•Q•U•Z┃")
        let slots = host.painter.sectionIndexSlots(host.table, rows: host.tableRows, columns: host.tableColumns)
        #expect(slots.count == 13 && slots[1].isBullet && slots.last!.index == 25)
        // The bullet between A and E stands for B, C and D, and goes to C.
        runner.run([.mouse(button: .left, row: 1, column: slots[1].columns.lowerBound, pressed: true, dragging: false)])
        #expect(host.list.selected?.section == 2)
    }

    /// The default, UIKit's strip: a title a line, left of the scroll indicator.
    @Test func theTrailingColumnPutsATitleOnEachLine() {
        let (runner, host) = run(.trailingColumn, columns: 40, rows: 12)
        // Column 38, left of the indicator's.
        let index = (1...9).map { row in runner.terminal.screen[row, 38].character.map { String($0) } ?? "" }
        #expect(index == ["A", "•", "G", "•", "M", "•", "S", "•", "Z"])
        let slots = host.painter.sectionIndexSlots(host.table, rows: host.tableRows, columns: host.tableColumns)
        runner.run([.mouse(button: .left, row: 5, column: slots[4].columns.lowerBound, pressed: true, dragging: false)])
        #expect(host.list.selected?.section == 12)
    }
}
