import ReuseCore
import ReuseKit
import ReuseTestSupport
import Testing

@testable import ReuseTerminal

/// The frame path's shortcuts (byte-level clusters, cells as plain data, numbers grouped without the formatter,
/// lines copied from the last frame) each give what the general way gives.
@Suite struct FastPathTests {
    /// A scalar's width the general way: a lookup of its properties, with no shortcut ranges.
    static func referenceWidth(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0xA0 || scalar.value == 0x2028 || scalar.value == 0x2029 { return 1 }
        if TextWidth.isZeroWidth(scalar) { return 0 }
        return TextWidth.isWide(scalar.value) || scalar.properties.isEmojiPresentation ? 2 : 1
    }

    @Test func everyScalarOfTheShortcutRangesMeasuresAsItsPropertiesSay() {
        var checked = 0
        for value in UInt32(0xA0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(TextWidth.width(of: scalar) == Self.referenceWidth(scalar), "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 60_000)
    }

    /// No scalar called simple joins a neighbour: followed by another simple scalar or by ASCII, each is a
    /// cluster of its own, as the grapheme rules say.
    @Test func simpleScalarsNeverJoinTheirNeighbours() {
        let simple = (UInt32(0x20)...0xFFFF).filter { TextWidth.isSimple($0) }.compactMap(Unicode.Scalar.init)
        #expect(simple.count > 40_000)
        // Each simple scalar beside a few of every kind of simple neighbour.
        let neighbours: [Unicode.Scalar] = ["a", " ", "é", "Ω", "Ж", "—", "…", "│", "→", "✓", "あ", "中", "한", "Ａ", "￥"]
        for scalar in simple {
            for neighbour in neighbours {
                var pair = String.UnicodeScalarView([scalar, neighbour])
                #expect(String(pair).count == 2, "U+\(String(scalar.value, radix: 16)) before \(neighbour)")
                pair = String.UnicodeScalarView([neighbour, scalar])
                #expect(String(pair).count == 2, "U+\(String(scalar.value, radix: 16)) after \(neighbour)")
            }
        }
    }

    /// Random text of every kind of cluster (ASCII, marks, emoji sequences, flags, jamo, prepended marks,
    /// separators, CJK), read by bytes, gives the clusters and widths that reading `Character`s gives.
    @Test func clustersReadByBytesAreTheCharacters() {
        let pieces = [
            "a", "Z", " ", "1", "é", "e\u{301}", "\u{1100}\u{1161}", "\u{1100}", "\u{1161}", "한", "글", "中", "あ",
            "\u{3099}", "│", "—", "…", "·", "👍", "👍🏽", "👨‍👩‍👧", "❤️", "❤", "\u{FE0F}", "🇰🇷", "🇰", "\u{0600}", "\u{0600}1",
            "\u{200D}", "\u{AD}", "Ω", "Ж", "\u{0483}", "Ａ", "\u{FF9E}", "\r\n", "\r", "\t", "\u{301}", "\u{2028}",
            "x\u{20E3}",
        ]
        var random = SeededRandom(state: 7)
        for _ in 0..<3_000 {
            let text = (0..<random.next(12)).map { _ in pieces[random.next(pieces.count)] }.joined()
            var read: [(String, Int)] = []
            TextWidth.forEachCluster(in: text) { bytes, cluster in
                let piece = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[cluster.start..<cluster.end]), as: UTF8.self)
                read.append((piece, cluster.width))
                return true
            }
            let expected = text.map { (String($0), TextWidth.of($0)) }
            #expect(read.map(\.0) == expected.map(\.0), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(read.map(\.1) == expected.map(\.1), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test(arguments: [
        "a", " ", "é", "e\u{301}", "한", "👨‍👩‍👧", "👨‍👩‍👧‍👦", "🏳️‍⚧️", "\u{1100}\u{1161}\u{11A8}", "❤️",
        String(repeating: "\u{301}", count: 20).reduce("x") { $0 + String($1) },
    ])
    func aGlyphGivesBackItsCluster(_ text: String) throws {
        let character = try #require(text.first)
        let cell = ScreenCell(character: character, style: .plain)
        #expect(cell.character.map(String.init) == text)
        #expect(cell == ScreenCell(character: character, style: .plain))
        #expect(cell != ScreenCell(character: "a", style: .plain) || text == "a")
        var out: [UInt8] = []
        cell.glyph.append(to: &out)
        #expect(out == Array(text.utf8))
        #expect(cell.glyph.width == TextWidth.of(character))
    }

    @Test func aContinuationHoldsNoCharacterAndStylesKeepEveryAttribute() {
        #expect(ScreenCell.continuation(.plain).character == nil)
        let styles = [
            CellStyle(foreground: .indexed(0), background: .rgb(1, 2, 3), bold: true, underline: true),
            CellStyle(foreground: .rgb(255, 254, 253), background: .indexed(255), dim: true, inverse: true),
            CellStyle(background: .indexed(0)), CellStyle(foreground: .indexed(0)), .plain,
        ]
        for style in styles {
            var copy = CellStyle.plain
            copy.foreground = style.foreground
            copy.background = style.background
            copy.bold = style.bold
            copy.dim = style.dim
            copy.inverse = style.inverse
            copy.underline = style.underline
            #expect(copy == style)
        }
        #expect(styles[2] != styles[3], "a background is not a foreground")
        #expect(styles[2] != .plain, "colour 0 is not no colour")
        #expect(styles[0].foreground == .indexed(0) && styles[0].background == .rgb(1, 2, 3))
        #expect(styles[1].foreground == .rgb(255, 254, 253) && styles[1].background == .indexed(255))
    }

    @Test func numbersAreGroupedAsTheFormatterGroupsThem() {
        for value in [0, 7, 42, 999, 1_000, 12_345, 999_999, 1_000_000, 1_234_567_890, Int.max, -5, -1_234] {
            #expect(GroupedNumber.text(value) == value.formatted(), "\(value)")
        }
        // Grouping as other locales write it, learned from their sample.
        let indian = GroupedNumber.learn("1,23,45,67,890")
        #expect(indian?.separator == "," && indian?.last == 3 && indian?.others == 2)
        #expect(GroupedNumber.text(12_345_678, grouping: indian!) == "1,23,45,678")
        #expect(GroupedNumber.text(1_234_567_890, grouping: indian!) == "1,23,45,67,890")
        #expect(GroupedNumber.text(100, grouping: indian!) == "100")
        #expect(GroupedNumber.text(1_000, grouping: indian!) == "1,000")
        let german = GroupedNumber.learn("1.234.567.890")
        #expect(GroupedNumber.text(1_000, grouping: german!) == "1.000")
        #expect(GroupedNumber.learn("١٬٢٣٤٬٥٦٧٬٨٩٠") == nil, "digits that are not ASCII keep the formatter")
        #expect(GroupedNumber.learn("1234567890") == nil, "no grouping found keeps the formatter")
        #expect(GroupedNumber.learn("1,234.567,890") == nil, "two separators keep the formatter")
    }

    @Test func aFittedStatusLineIsTheSameTheSecondTime() {
        let line = " 12 rows · sorted by name · filter on · / search · s sort · ? help"
        let first = StatusFit.fit(line, width: 40)
        #expect(StatusFit.fit(line, width: 40) == first)
        #expect(StatusFit.fit(line, width: 30) != first, "another width is fitted again")
        #expect(StatusFit.fit(line + " · q quit", width: 40).hasSuffix("q quit"), "another text is fitted again")
    }
}

/// A painter copies a cell's line from the last frame only while the cell shows the same thing there.
@MainActor
@Suite struct PaintedLinesTests {
    final class Rows: TableViewDataSource {
        var titles: [String]
        init(_ titles: [String]) { self.titles = titles }

        /// A 40x5 table of these rows, one line each, laid out (the owner keeps the data source).
        func table() -> TableView {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 40, height: 5))
            table.rowHeight = 1
            table.register(TableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = self
            table.layoutIfNeeded()
            return table
        }

        static func paint(_ table: TableView, with painter: TablePainter) -> ScreenBuffer {
            var buffer = ScreenBuffer(columns: 40, rows: 5)
            painter.paint(table, into: &buffer, rows: 0..<5, columns: 0..<40)
            return buffer
        }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { titles.count }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }
    }

    @Test func aCellShowingSomethingElseIsPaintedAgain() throws {
        let rows = Rows(["alpha", "beta", "gamma 감마"])
        let table = rows.table()
        let painter = TablePainter()
        func paint() -> ScreenBuffer { Rows.paint(table, with: painter) }
        #expect(paint().text(ofRow: 1) == " beta")
        #expect(paint().text(ofRow: 2) == " gamma 감마", "the second frame, copied")
        let beta = IndexPath(row: 1, section: 0)
        try #require(table.cellForRow(at: beta)).textLabel?.text = "delta"
        #expect(paint().text(ofRow: 1) == " delta")
        table.selectRow(at: beta, animated: false, scrollPosition: .none)
        #expect(paint()[1, 2].style == .selection)
        table.deselectRow(at: beta, animated: false)
        #expect(paint()[1, 2].style == .plain)
        rows.titles[2] = "gamma"
        table.reloadData()
        table.layoutIfNeeded()
        #expect(paint().text(ofRow: 2) == " gamma")
    }

    /// With a cell cursor, a selected row keeps its look but for a mark and the cursor's columns; without a
    /// scroll indicator, the last column stays empty.
    @Test func aCellCursorAndNoScrollIndicator() throws {
        let rows = Rows((0..<20).map { "row \($0) │ more" })
        let table = rows.table()
        var painter = TablePainter()
        func paint() -> ScreenBuffer { Rows.paint(table, with: painter) }
        #expect(paint()[0, 39].character == "┃", "the indicator, by default")
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect((0..<39).allSatisfy { paint()[1, $0].style == .selection }, "a bar across the row")
        painter.cursorColumns = 8..<12
        let buffer = paint()
        #expect(buffer.text(ofRow: 1) == " row 1 │ more")
        let selected = (0..<40).filter { buffer[1, $0].style == .selection }
        #expect(selected == [0] + Array(9..<13), "the mark and the cursor's columns, after the text's first")
        table.showsVerticalScrollIndicator = false
        #expect(paint()[0, 39].character == " ")
    }
}
