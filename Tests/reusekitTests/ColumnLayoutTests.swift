import ReuseTerminal
import ReuseTestSupport
import Testing

@testable import ReuseTools

@Suite struct ColumnKindTests {
    @Test(arguments: [
        (["1", "-2", "+3", "007"], ColumnKind.integer),
        (["1", "2.5", ".5", "-1e-3", "6.02E23"], .decimal),
        (["2013-01-01", "2013-01-01 05:00:00", "2013-01-01T05:17:00Z", "2024-02-29T23:59:59.5+09:00"], .date),
        (["TRUE", "false", "Yes", "no"], .boolean),
        (["", "NA", "NULL", "  "], .empty),
        (["1", "NA", "", "3"], .integer),
        (["1", "x"], .text),
        (["1.2.3"], .text),
        (["2013-13-01"], .text),
        (["2013-01-01", "1"], .text),
        (["-"], .text),
        (["."], .text),
        (["1e"], .text),
        (["e5"], .text),
        (["0x1F"], .text),
        (["1,000"], .text),
        ([" 42 ", "\t7"], .integer),
    ])
    func inferredFromTheValues(values: [String], kind: ColumnKind) {
        #expect(ColumnKind.infer(values) == kind, "\(values)")
    }

    @Test func onlyNumbersAlignRight() {
        #expect(ColumnKind.allCases.filter(\.isNumeric) == [.integer, .decimal])
    }
}

@Suite struct ColumnLayoutTests {
    /// nycflights13's columns, and widths like its values'.
    static let names = [
        "year", "month", "day", "dep_time", "sched_dep_time", "dep_delay", "arr_time", "sched_arr_time", "arr_delay",
        "carrier", "flight", "tailnum", "origin", "dest", "air_time", "distance", "hour", "minute", "time_hour",
    ]
    static let row = [
        "2013", "1", "1", "517", "515", "2", "830", "819", "11", "UA", "1545", "N14228", "EWR", "IAH", "227", "1400",
        "5", "15", "2013-01-01 05:00:00",
    ]

    func flights(width: Int = 77, frozen: Int = 1) -> ColumnLayout {
        var layout = ColumnLayout(names: Self.names, frozen: frozen)
        layout.width = width
        layout.widen(toFit: [Self.row])
        layout.inferKinds(from: [Self.row])
        return layout
    }

    /// What must hold after anything: the frozen columns first, in order; then shown columns in order, none
    /// hidden; the line no wider than the layout; the cursor shown, and on screen whole when it can be.
    func checkInvariants(_ layout: ColumnLayout, sourceLocation: SourceLocation = #_sourceLocation) {
        let visible = layout.visible()
        let columns = visible.map(\.column)
        let shown = layout.shown
        #expect(columns == columns.sorted(), sourceLocation: sourceLocation)
        #expect(columns.allSatisfy { !layout.hidden.contains($0) }, sourceLocation: sourceLocation)
        #expect(Array(columns.prefix(layout.frozen)) == Array(shown.prefix(layout.frozen).prefix(columns.count)))
        let used = visible.reduce(0) { $0 + $1.width } + ColumnLayout.separatorWidth * max(visible.count - 1, 0)
        #expect(used <= layout.width, sourceLocation: sourceLocation)
        #expect(TextWidth.of(layout.line(Self.row)) == used, sourceLocation: sourceLocation)
        #expect(shown.contains(layout.cursor), sourceLocation: sourceLocation)
        let frozenWidth = shown.prefix(layout.frozen).reduce(0) {
            $0 + layout.width(of: $1) + ColumnLayout.separatorWidth
        }
        if !shown.prefix(layout.frozen).contains(layout.cursor),
            frozenWidth + layout.width(of: layout.cursor) <= layout.width
        {
            #expect(
                visible.contains { $0.column == layout.cursor && $0.width == layout.width(of: layout.cursor) },
                "cursor \(layout.cursor) not whole in \(columns)", sourceLocation: sourceLocation)
        }
    }

    @Test func theFirstScreenShowsWholeColumnsAndSaysMoreAreRight() {
        let layout = flights()
        #expect(layout.line(Self.row) == "2013 │     1 │   1 │      517 │            515 │         2 │      830")
        #expect(layout.clipped == (false, true))
        checkInvariants(layout)
    }

    @Test func stepByStepToTheLastColumnAndBack() {
        var layout = flights()
        for column in 1..<Self.names.count {
            layout.moveCursor(by: 1)
            #expect(layout.cursor == column)
            checkInvariants(layout)
            #expect(layout.visible().first?.column == 0, "the frozen year stays")
        }
        #expect(layout.line(Self.row).hasSuffix("2013-01-01 05:00:00"))
        #expect(layout.clipped == (true, false))
        layout.moveCursor(by: 1)
        #expect(layout.cursor == 18)
        layout.moveCursor(by: -100)
        #expect(layout.cursor == 0)
        #expect(layout.line(Self.row) == flights().line(Self.row))
    }

    @Test func hidingAndGoingToColumns() {
        var layout = flights()
        layout.moveCursor(by: 3)
        let hid = layout.hideCursor()
        #expect(hid)
        #expect(layout.cursor == 4)
        #expect(!layout.line(Self.row).contains("517"))
        #expect(layout.column(named: "DEST") == 13)
        #expect(layout.column(named: "19") == 18)
        #expect(layout.column(named: "time") == 6, "the next match after the cursor (sched_dep_time): arr_time")
        #expect(layout.column(named: "nosuch") == nil)
        layout.moveCursor(to: 3)
        #expect(layout.cursor == 3 && !layout.hidden.contains(3), "going to a hidden column shows it")
        var one = ColumnLayout(names: ["only"])
        let hidOnly = one.hideCursor()
        #expect(!hidOnly)
    }

    /// Random moves, hides, shows, jumps and widths, with and without frozen columns: the invariants hold
    /// after each.
    @Test(arguments: [0, 1, 3])
    func randomOperationsKeepTheInvariants(frozen: Int) {
        var random = SeededRandom(state: UInt64(17 + frozen))
        var layout = flights(frozen: frozen)
        for _ in 0..<2_000 {
            switch random.next(6) {
            case 0: layout.moveCursor(by: random.next(7) - 3)
            case 1: _ = layout.hideCursor()
            case 2: if random.next(4) == 0 { layout.showAll() }
            case 3: layout.moveCursor(to: random.next(Self.names.count))
            case 4:
                layout.width = 1 + random.next(200)
                layout.scrollCursorIntoView()
            default: layout.moveCursor(by: random.next(41) - 20)
            }
            checkInvariants(layout)
        }
    }

    @Test func aLongTextColumnIsCappedByTheScreenNotAtForty() {
        var layout = ColumnLayout(names: ["id", "text"])
        layout.width = 117
        layout.widen(toFit: [["1", String(repeating: "x", count: 300)]])
        layout.inferKinds(from: [["1", "x"]])
        #expect(layout.visible().map(\.width) == [2, 56])
        layout.width = 37
        #expect(layout.visible().map(\.width) == [2, 16])
    }
}

@Suite struct RecordViewTests {
    @Test func valuesWrapAtTheWidthAndAtTheirLineBreaks() {
        #expect(RecordView.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(RecordView.wrap("ab\ncd", width: 4) == ["ab", "cd"])
        #expect(RecordView.wrap("", width: 4) == [""])
        #expect(RecordView.wrap("가나다", width: 5) == ["가나", "다"])
    }

    @Test func aHugeValueStopsAtTheLineLimitAndSaysWhatIsLeft() {
        let lines = RecordView.wrap(String(repeating: "x", count: 1_000_000), width: 100)
        #expect(lines.count == RecordView.maximumLinesPerValue)
        #expect(lines.last == "… \((1_000_000 - 49_900).formatted()) more bytes")
    }

    @Test func scrollingStaysInsideTheRecord() {
        var view = RecordView(
            row: 0, names: ColumnLayoutTests.names, values: ColumnLayoutTests.row, width: 60)
        view.height = 5
        #expect(view.lines.count == 19)
        func press(_ key: InputEvent.Key) -> Bool { view.handle(.key(key)) }
        #expect(press(.end))
        #expect(view.top == 14)
        #expect(press(.down))
        #expect(view.top == 14)
        #expect(press(.home))
        #expect(view.top == 0)
        #expect(!press(.escape))
    }
}
