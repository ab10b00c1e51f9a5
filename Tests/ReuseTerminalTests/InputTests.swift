import ReuseKit
import ReuseTerminal
import Testing

@Suite struct InputParserTests {
    @Test func keysInTheirCommonForms() {
        var parser = InputParser()
        let events = parser.feed(Array("\u{1B}[A\u{1B}OB\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[4~jG/\r\u{03}가".utf8))
        #expect(
            events == [
                .key(.up), .key(.down), .key(.pageUp), .key(.pageDown), .key(.home), .key(.end), .key(.character("j")),
                .key(.character("G")), .key(.character("/")), .key(.enter), .key(.control("c")),
                .key(.character("가")),
            ])
    }

    @Test func sequencesSplitAcrossReadsAndALoneEscape() {
        var parser = InputParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.feed(Array("[".utf8)).isEmpty)
        #expect(parser.feed(Array("B".utf8)) == [.key(.down)])
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.flush() == [.key(.escape)])
        #expect(parser.feed([0xEA, 0xB0]).isEmpty)  // the first two bytes of 가
        #expect(parser.feed([0x80]) == [.key(.character("가"))])
    }

    @Test func sgrMouseAndModeReports() {
        var parser = InputParser()
        let events = parser.feed(
            Array("\u{1B}[<64;10;5M\u{1B}[<0;3;7M\u{1B}[<32;3;9M\u{1B}[<0;3;9m\u{1B}[?2026;2$y".utf8))
        #expect(
            events == [
                .mouse(button: .wheelUp, row: 4, column: 9, pressed: true, dragging: false),
                .mouse(button: .left, row: 6, column: 2, pressed: true, dragging: false),
                .mouse(button: .left, row: 8, column: 2, pressed: true, dragging: true),
                .mouse(button: .left, row: 8, column: 2, pressed: false, dragging: false),
                .modeReport(mode: 2026, state: 2),
            ])
    }
}

@MainActor
@Suite struct ListInteractionTests {
    final class Rows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    func makeList() -> (ListInteraction, Rows) {
        let rows = Rows()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        table.rowHeight = 1
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.layoutIfNeeded()
        let list = ListInteraction(table: table)
        list.topRow = 2
        return (list, rows)
    }

    @Test func keysMoveTheSelectionAndKeepItInView() {
        let (list, rows) = makeList()
        _ = rows
        for _ in 0..<25 { _ = list.handle(.key(.down)) }
        #expect(list.selected == IndexPath(row: 24, section: 0))
        #expect(list.table.indexPathsForVisibleRows.contains(IndexPath(row: 24, section: 0)))
        _ = list.handle(.key(.end))
        #expect(list.selected?.row == 9_999)
        _ = list.handle(.key(.pageUp))
        #expect(list.selected?.row == 9_999 - 19)
        _ = list.handle(.key(.character("g")))
        #expect(list.selected?.row == 0)
        #expect(list.table.contentOffset.y == 0)
    }

    @Test func aClickSelectsTheRowUnderIt() {
        let (list, rows) = makeList()
        _ = rows
        _ = list.handle(.mouse(button: .left, row: 7, column: 4, pressed: true, dragging: false))
        #expect(list.selected?.row == 5)
    }

    @Test func aDragMovesTheContentAndAFastReleaseFlings() {
        let (list, rows) = makeList()
        _ = rows
        _ = list.handle(.mouse(button: .left, row: 18, column: 4, pressed: true, dragging: false))
        for step in 1...4 {
            list.tick(1.0 / 60)
            _ = list.handle(.mouse(button: .left, row: 18 - 3 * step, column: 4, pressed: true, dragging: true))
        }
        #expect(list.table.contentOffset.y == 12)  // the content followed the finger up by 12 lines
        list.tick(1.0 / 60)
        _ = list.handle(.mouse(button: .left, row: 6, column: 4, pressed: false, dragging: false))
        #expect(list.table.isDecelerating)
        list.table.advance(by: 3)
        #expect(list.table.contentOffset.y > 40)  // the fling carried it on
    }

    @Test func theWheelScrollsThreeLines() {
        let (list, rows) = makeList()
        _ = rows
        _ = list.handle(.mouse(button: .wheelDown, row: 5, column: 1, pressed: true, dragging: false))
        #expect(list.table.contentOffset.y == 3)
        _ = list.handle(.mouse(button: .wheelUp, row: 5, column: 1, pressed: true, dragging: false))
        #expect(list.table.contentOffset.y == 0)
    }
}
