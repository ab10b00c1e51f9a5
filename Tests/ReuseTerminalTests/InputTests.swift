import ReuseKit
import ReuseTerminal
import ReuseTestSupport
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

    /// F1 to F12 in xterm's SS3 and CSI forms (with and without modifiers) and VT220's `CSI n ~`.
    @Test func functionKeys() {
        var parser = InputParser()
        let bytes =
            "\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS\u{1B}[1;2P\u{1B}[1;5S\u{1B}[11~\u{1B}[15~\u{1B}[17~\u{1B}[21~"
            + "\u{1B}[23~\u{1B}[24;2~\u{1B}[16~\u{1B}[22~"
        #expect(
            parser.feed(Array(bytes.utf8)) == [1, 2, 3, 4, 1, 4, 1, 5, 6, 10, 11, 12].map { .key(.function($0)) })
    }

    /// Raw mode reads the job-control keys as bytes: Ctrl-Z (0x1A) and Ctrl-\\ (0x1C), which the runner turns into
    /// a suspend and a quit; 0x1D-0x1F are their neighbours.
    @Test func controlKeysBeyondTheLetters() {
        var parser = InputParser()
        #expect(
            parser.feed([0x1A, 0x1C, 0x1D, 0x1E, 0x1F]) == [
                .key(.control("z")), .key(.control("\\")), .key(.control("]")), .key(.control("^")),
                .key(.control("_")),
            ])
    }

    /// Shift turns the wheel sideways (codes 68 and 69: the wheel with the Shift bit); a tilting wheel sends 66
    /// and 67.
    @Test func theWheelSideways() {
        var parser = InputParser()
        let events = parser.feed(Array("\u{1B}[<68;3;4M\u{1B}[<69;3;4M\u{1B}[<66;1;1M\u{1B}[<67;1;1M".utf8))
        let buttons: [InputEvent.MouseButton] = events.map { event in
            if case .mouse(let button, _, _, _, _) = event { return button }
            return .none
        }
        #expect(buttons == [.wheelLeft, .wheelRight, .wheelLeft, .wheelRight])
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

    /// Sequences that are cut off, too long or hold numbers an Int cannot: each is dropped, the keys after it
    /// still arrive, and none crashes the parser.
    @Test func malformedSequencesAreDroppedAndWhatFollowsStillArrives() {
        let cases: [(String, [InputEvent])] = [
            ("\u{1B}[<0;1;-9223372036854775808Mj", [.key(.character("j"))]),
            ("\u{1B}[<0;99999999999999999999;1Mj", [.key(.character("j"))]),
            (
                "\u{1B}[<0;0;0Mj",
                [.mouse(button: .left, row: -1, column: -1, pressed: true, dragging: false), .key(.character("j"))]
            ),
            ("\u{1B}[?-1;-2$yj", [.key(.character("j"))]),
            // A CSI interrupted by another escape sequence: the first is dropped, the second is read.
            ("\u{1B}[1;\u{1B}[Aj", [.key(.up), .key(.character("j"))]),
            // A CSI interrupted by a control character or a UTF-8 character.
            ("\u{1B}[1\rj", [.key(.enter), .key(.character("j"))]),
            ("\u{1B}[1가", [.key(.character("가"))]),
            // An endless parameter string is dropped once it is longer than any real sequence.
            ("\u{1B}[" + String(repeating: "1", count: 100) + "Aj", [.key(.character("j"))]),
        ]
        for (text, expected) in cases {
            var parser = InputParser()
            #expect(parser.feed(Array(text.utf8)) == expected, "\(Array(text.utf8))")
        }
        // A UTF-8 lead byte followed by something that is not a continuation byte: dropped at once.
        var parser = InputParser()
        #expect(parser.feed([0xF0, UInt8(ascii: "j")]) == [.key(.character("j"))])
        #expect(parser.feed([0xE0, 0xA0, UInt8(ascii: "k")]) == [.key(.character("k"))])
    }

    /// Bytes a terminal, a paste or line noise may send: pieces of escape sequences, digits and separators,
    /// UTF-8 lead and continuation bytes, control characters.
    static let alphabet: [[UInt8]] = [
        [0x1B], Array("[".utf8), Array("O".utf8), Array("<".utf8), Array(";".utf8), Array("?".utf8), Array("$".utf8),
        Array("0".utf8), Array("1".utf8), Array("9".utf8), Array("-".utf8), Array("M".utf8), Array("m".utf8),
        Array("~".utf8), Array("A".utf8), Array("y".utf8), Array("j".utf8), [0x0D], [0x03], [0x7F], [0x00],
        [0xEA], [0xB0], [0x80], [0xF0], [0xC3], Array("가".utf8), Array("\u{1B}[<0;3;7M".utf8),
        Array("\u{1B}[5~".utf8), Array("99999999999999999999".utf8), Array("-9223372036854775808".utf8),
        Array(String(repeating: "1;", count: 20).utf8),
    ]

    /// However the input is cut into reads, the same events come out: what a sequence means never depends on
    /// where a read ended. And nothing in it crashes the parser (numbers too large for an Int included).
    @Test func eventsDoNotDependOnHowTheInputIsCutIntoReads() {
        var random = SeededRandom(state: 2026)
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.next(60) { bytes += Self.alphabet[random.next(Self.alphabet.count)] }
            var whole = InputParser()
            let expected = whole.feed(bytes) + whole.flush()
            var pieces = InputParser()
            var events: [InputEvent] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + 1 + random.next(6))
                events += pieces.feed(bytes[start..<end])
                start = end
            }
            events += pieces.flush()
            #expect(events == expected, "\(bytes)")
            if events != expected { return }
        }
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

    /// The list and its data source, which the table holds weakly: the caller keeps it alive, as a view controller
    /// keeps its data source (`withExtendedLifetime`, since a local's last use may end its life).
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
        withExtendedLifetime(rows) {
            for _ in 0..<25 { _ = list.handle(.key(.down)) }
            #expect(list.selected == IndexPath(row: 24, section: 0))
            #expect(list.table.indexPathsForVisibleRows?.contains(IndexPath(row: 24, section: 0)) == true)
            _ = list.handle(.key(.end))
            #expect(list.selected?.row == 9_999)
            _ = list.handle(.key(.pageUp))
            #expect(list.selected?.row == 9_999 - 19)
            _ = list.handle(.key(.character("g")))
            #expect(list.selected?.row == 0)
            #expect(list.table.contentOffset.y == 0)
        }
    }

    @Test func aClickSelectsTheRowUnderIt() {
        let (list, rows) = makeList()
        withExtendedLifetime(rows) {
            _ = list.handle(.mouse(button: .left, row: 7, column: 4, pressed: true, dragging: false))
            #expect(list.selected?.row == 5)
        }
    }

    @Test func aDragMovesTheContentAndAFastReleaseFlings() {
        let (list, rows) = makeList()
        withExtendedLifetime(rows) {
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
    }

    @Test func theWheelScrollsThreeLines() {
        let (list, rows) = makeList()
        withExtendedLifetime(rows) {
            _ = list.handle(.mouse(button: .wheelDown, row: 5, column: 1, pressed: true, dragging: false))
            #expect(list.table.contentOffset.y == 3)
            _ = list.handle(.mouse(button: .wheelUp, row: 5, column: 1, pressed: true, dragging: false))
            #expect(list.table.contentOffset.y == 0)
        }
    }
}
