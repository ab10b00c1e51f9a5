import ReuseCore
import ReuseTerminal
import ReuseTestSupport
import Testing

/// What `OutputFuzzer` checks, seeded, in every `swift test`: hostile text on the data path (screen cells, in
/// any style, through the renderer's full and diff frames and its scroll regions) and on the message path
/// (`ControlCharacters.sanitized`) never puts a control byte of its own on the terminal.
@Suite struct OutputCheckTests {
    static let alphabet: [String] = [
        "a", " ", "가", "😀", "\u{1B}", "\u{1B}[2J", "\u{1B}]52;c;AAAA\u{07}", "\u{07}", "\u{08}", "\t", "\r", "\n",
        "\u{7F}", "\u{9B}", "\u{85}", "\u{2028}", "\u{2029}", "\u{301}", "\u{200D}", "\u{FE0F}", "\u{1100}", "\u{0}",
    ]

    static func hostile(_ random: inout SeededRandom) -> String {
        (0..<(1 + random.next(30))).map { _ in alphabet[random.next(alphabet.count)] }.joined()
    }

    @Test func theCheckCatchesForeignBytesAndPassesTheRenderersOwn() {
        #expect(OutputCheck.foreignByte(in: Array("ab\u{07}".utf8)) == 2)
        #expect(OutputCheck.foreignByte(in: Array("a\u{1B}]0;title\u{07}".utf8)) == 1)
        #expect(OutputCheck.foreignByte(in: Array("a\u{9B}31m".utf8)) == 1)
        #expect(OutputCheck.foreignByte(in: Array("a\u{2028}".utf8)) == 1)
        #expect(
            OutputCheck.foreignByte(in: Array("\u{1B}[?2026h\u{1B}[2;5H\u{1B}[0;1m가\u{1B}[3X\u{1B}[3C\u{1B}[K".utf8))
                == nil)
        // Rows change by index, next line and cursor-up, columns by cursor-back and column, never by a bare line
        // feed or carriage return: those would be data's.
        #expect(OutputCheck.foreignByte(in: Array("a\u{1B}Eb\u{1B}Dc\u{1B}[Ad\u{1B}[5De\u{1B}[12Gf".utf8)) == nil)
        #expect(OutputCheck.foreignByte(in: Array("ab\nc".utf8)) == 2)
        #expect(OutputCheck.foreignByte(in: Array("abc\rd".utf8)) == 3)
    }

    @Test func hostileDataNeverReachesTheTerminal() {
        var random = SeededRandom(state: 11)
        for round in 0..<400 {
            var buffer = ScreenBuffer(columns: 30, rows: 6)
            var renderer = TerminalRenderer(capabilities: .init(trueColor: round % 2 == 0, synchronizedOutput: true))
            var bytes = renderer.frame(buffer)
            for _ in 0..<3 {
                let style = CellStyle(foreground: .indexed(UInt8(random.next(256))), background: .indexed(25))
                buffer.put(Self.hostile(&random), row: random.next(6), column: random.next(30), style: style)
                buffer.putBar(Self.hostile(&random), right: Self.hostile(&random), row: 5, style: style)
                bytes += renderer.frame(buffer, scrollRegion: 0..<5, shift: random.next(3) - 1)
            }
            #expect(OutputCheck.foreignByte(in: bytes) == nil, "round \(round)")
        }
    }

    @Test func hostileNamesInMessagesAreShownNotObeyed() {
        var random = SeededRandom(state: 12)
        for _ in 0..<1_000 {
            let name = Self.hostile(&random)
            let message = ControlCharacters.sanitized("\(name): no table named '\(name)'.")
            #expect(
                OutputCheck.foreignByte(in: Array(message.utf8).filter { $0 != 0x0A }) == nil, "\(Array(name.utf8))")
        }
    }
}
