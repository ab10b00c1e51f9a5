import ReuseCore
import Testing

@testable import ReuseTerminal

@Suite struct ClusterWidthTests {
    static let byCodePoint: UInt8 = 0
    static let whole: UInt8 = 0b111

    /// The clusters terminals disagree on, as each kind of terminal draws them; the ones they agree on, the same
    /// in both.
    @Test(arguments: [
        ("\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 6, 2),  // a ZWJ family
        ("\u{1100}\u{1100}", 4, 2),  // two leading jamo
        (String(repeating: "\u{1100}", count: 50), 100, 2),  // the fifty
        ("\u{1100}\u{1161}\u{11A8}", 2, 2),  // a whole syllable in jamo
        ("\u{2764}\u{FE0F}", 1, 2),  // ❤️
        ("1\u{FE0F}\u{20E3}", 1, 2),  // keycap 1
        ("\u{1F600}\u{FE0E}", 2, 1),  // 😀 asked for as text
        ("\u{263A}\u{FE0E}", 1, 1),  // ☺︎
        ("가", 2, 2), ("e\u{301}", 1, 1), ("😀", 2, 2), ("a", 1, 1), ("\u{1F1F0}\u{1F1F7}", 2, 2),
    ])
    func widths(text: String, byCodePoint: Int, whole: Int) throws {
        let character = try #require(text.count == 1 ? text.first : nil, "one grapheme cluster")
        #expect(
            TextWidth.of(character, drawnWhole: Self.byCodePoint) == byCodePoint, "\(text.unicodeScalars.map(\.value))")
        #expect(TextWidth.of(character, drawnWhole: Self.whole) == whole, "\(text.unicodeScalars.map(\.value))")
    }

    @Test func lineAndParagraphSeparatorsShowAsSymbols() {
        #expect(ControlCharacters.sanitized("a\u{2028}b\u{2029}c") == "a\u{2424}b\u{00B6}c")
        #expect(TextWidth.of("\u{2028}" as Character) == 1)
        var buffer = ScreenBuffer(columns: 5, rows: 1)
        buffer.put("a\u{2028}b", row: 0, column: 0)
        #expect(buffer.text(ofRow: 0) == "a\u{2424}b")
    }

    /// The probe against two terminals: one that draws by code point (ReuseKit's default measure) and one that
    /// draws graphemes whole. Each answer is the column after the sample.
    @Test(arguments: [false, true])
    func theProbeTellsWhichTerminalItIs(drawsWhole: Bool) {
        var terminal = VirtualTerminal(columns: 80, rows: 5)
        let bits = drawsWhole ? Self.whole : Self.byCodePoint
        terminal.characterWidth = { TextWidth.of($0, drawnWhole: bits) }
        terminal.clustersGraphemes = drawsWhole
        var probe = WidthProbe()
        terminal.write(probe.request)
        var parser = InputParser()
        var done = false
        for event in parser.feed(Array(terminal.takeReplies().joined().utf8)) {
            if case .cursorPosition(let row, let column) = event { done = probe.take(row: row, column: column) }
        }
        #expect(done)
        #expect(probe.decisions.map(\.whole) == [drawsWhole, drawsWhole, drawsWhole])
        #expect(terminal.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "the probe cleans up")
    }

    /// A cluster of a base and thousands of marks is cut to its first scalars; other text comes back as it is.
    @Test func hugeClustersAreCapped() {
        let zalgo = "x" + "a" + String(repeating: "\u{301}", count: 10_000) + "b"
        let capped = TextWidth.capped(zalgo)
        #expect(capped.count == 3)
        #expect(capped.unicodeScalars.starts(with: "xa\u{301}".unicodeScalars) && capped.hasSuffix("b"))
        #expect(capped.utf8.count <= 2 + TextWidth.clusterLimit)
        let family = "👨\u{200D}👩\u{200D}👧 and 가나 and e\u{301}"
        #expect(TextWidth.capped(family) == family)
    }

    /// Text written over half of a wide character leaves a blank where the other half was, never half a
    /// character (which a renderer would draw whole, over the new text).
    @Test func writingOverHalfAWideCharacterLeavesABlank() {
        var buffer = ScreenBuffer(columns: 10, rows: 1)
        buffer.put("가나다", row: 0, column: 0, style: .selection)
        buffer.put("x", row: 0, column: 1)
        buffer.put("y", row: 0, column: 4)
        #expect(buffer[0, 0] == ScreenCell(character: " ", style: .selection))
        #expect(buffer[0, 1] == ScreenCell(character: "x", style: .plain))
        #expect(buffer[0, 2].character == "나" && buffer[0, 3].character == nil)
        #expect(buffer[0, 4] == ScreenCell(character: "y", style: .plain))
        #expect(buffer[0, 5] == ScreenCell(character: " ", style: .selection))
        buffer.put("라", row: 0, column: 3)
        #expect(buffer[0, 2] == ScreenCell(character: " ", style: .selection))
        #expect(buffer[0, 3].character == "라" && buffer[0, 4].character == nil && buffer[0, 5].character == " ")
    }

    @Test func cursorPositionReports() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[12;40R".utf8)) == [.cursorPosition(row: 12, column: 40)])
    }
}
