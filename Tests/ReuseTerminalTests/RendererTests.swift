import ReuseTerminal
import ReuseTestSupport
import Testing

@Suite struct TextWidthTests {
    @Test func widths() {
        #expect(TextWidth.of("abc") == 3)
        #expect(TextWidth.of("가나다") == 6)  // Hangul syllables are wide
        #expect(TextWidth.of("日本") == 4)
        #expect(TextWidth.of("😀") == 2)
        #expect(TextWidth.of("e\u{301}") == 1)  // e + combining acute: one column
        // With the emoji presentation selector: one column by code point, as xterm and tmux draw it (WidthTests).
        #expect(TextWidth.of("❤️") == 1)
        #expect(TextWidth.of("\u{200B}") == 0)
    }

    @Test func truncationCutsAtColumnsWithAnEllipsis() {
        #expect(TextWidth.truncate("hello world", toWidth: 8) == "hello w…")
        #expect(TextWidth.truncate("short", toWidth: 8) == "short")
        // A wide character that would straddle the limit is left out.
        #expect(TextWidth.truncate("가나다라", toWidth: 6) == "가나…")
        #expect(TextWidth.of(TextWidth.truncate("가나다라", toWidth: 6)) == 5)
        #expect(TextWidth.truncate("abc", toWidth: 0) == "")
    }

    /// Truncation reads no further than it must; what it returns is what cutting after measuring all of the
    /// text returns (the model below), for text of wide, zero-width, control and plain characters.
    @Test func truncationAndCappedWidthsAgreeWithMeasuringEverything() {
        func model(_ text: String, _ width: Int) -> String {
            guard width > 0 else { return "" }
            if TextWidth.of(text) <= width { return text }
            var result = ""
            var used = 0
            for character in text {
                let w = TextWidth.of(character)
                if used + w > width - 1 { break }
                result.append(character)
                used += w
            }
            return result + "…"
        }
        let pieces = ["a", "가", "😀", "e\u{301}", "\u{200B}", "\u{1B}", "\r\n", " "]
        var random = SeededRandom(state: 80)
        for _ in 0..<2_000 {
            let text = (0..<random.next(12)).map { _ in pieces[random.next(pieces.count)] }.joined()
            let width = random.next(10)
            #expect(TextWidth.truncate(text, toWidth: width) == model(text, width), "\(text.unicodeScalars) \(width)")
            #expect(TextWidth.of(text, upTo: width) == min(TextWidth.of(text), width))
        }
    }

    @Test func nothingSpillsIntoTheNextCell() {
        var buffer = ScreenBuffer(columns: 10, rows: 1)
        buffer.put("가나다라마", row: 0, column: 0, width: 5)
        buffer.put("|", row: 0, column: 5)
        #expect(buffer.text(ofRow: 0) == "가나…|")
        var odd = ScreenBuffer(columns: 5, rows: 1)
        odd.put("ab가", row: 0, column: 2)
        #expect(odd.text(ofRow: 0) == "  ab…")
    }
}

@Suite struct ControlCharacterTests {
    /// Data can hold any bytes: a CSV field with an escape sequence, a bell, a tab, a C1 CSI (U+009B), DEL.
    static let hostile = "a\u{1B}[2Jb\u{07}c\td\u{9B}31me\u{7F}f\r\ng"

    @Test func controlCharactersShowAsSymbolsOneColumnEach() {
        #expect(TextWidth.of(Self.hostile) == 19)
        var buffer = ScreenBuffer(columns: 20, rows: 1)
        #expect(buffer.put(Self.hostile, row: 0, column: 0) == 19)
        #expect(buffer.text(ofRow: 0) == "a␛[2Jb␇c␉d�31me␡f␍g")
        #expect(TextWidth.truncate(Self.hostile, toWidth: 6) == "a\u{1B}[2J…")
    }

    @Test func noneReachesTheTerminal() {
        var buffer = ScreenBuffer(columns: 30, rows: 2)
        buffer.put(Self.hostile, row: 0, column: 2)
        var renderer = TerminalRenderer(capabilities: .init(trueColor: true, synchronizedOutput: false))
        let bytes = renderer.frame(buffer)
        #expect(!bytes.contains(0x07) && !bytes.contains(0x7F) && !bytes.contains(0x09) && !bytes.contains(0x0D))
        #expect(!zip(bytes, bytes.dropFirst()).contains { $0 == 0xC2 && $1 == 0x9B })
        // The escapes that are left are the renderer's own: the terminal shows the symbols where the text was.
        var terminal = VirtualTerminal(columns: 30, rows: 2)
        terminal.write(bytes)
        #expect(terminal.screen == buffer)
        #expect(terminal.screen.text(ofRow: 0).hasPrefix("  a␛[2Jb␇c␉d�31me␡f␍g"))
    }
}

@Suite struct RendererTests {
    /// A screen of `rows` lines numbered from `first`, with a header and a status line.
    func screen(first: Int, columns: Int = 80, rows: Int = 24) -> ScreenBuffer {
        var buffer = ScreenBuffer(columns: columns, rows: rows)
        buffer.put(" Contacts", row: 0, column: 0, style: CellStyle(bold: true, inverse: true))
        for line in 1..<(rows - 1) {
            buffer.put("Row \(first + line - 1)  김민지 \(first + line - 1)", row: line, column: 2)
        }
        buffer.put(" row \(first) of 1000000", row: rows - 1, column: 0, style: CellStyle(inverse: true))
        return buffer
    }

    @Test func theTerminalShowsWhatTheRendererMeant() {
        var renderer = TerminalRenderer(capabilities: .init(trueColor: true, synchronizedOutput: true))
        var terminal = VirtualTerminal(columns: 80, rows: 24)
        var random = SeededRandom(state: 21)
        var first = 0
        for step in 0..<200 {
            let shift = random.next(7) - 3
            first = max(first + shift, 0)
            var next = screen(first: first)
            if step % 7 == 0 {
                next.put("selected", row: 5, column: 40, style: CellStyle(background: .rgb(0, 90, 200)))
            }
            // The table's rows, or (as a screen with a pinned header would hint) fewer: the region the terminal
            // keeps from the last scroll is then not the one to scroll.
            let region = random.next(3) == 0 ? 3..<20 : 1..<23
            terminal.write(renderer.frame(next, scrollRegion: region, shift: shift))
            #expect(terminal.screen == next, "step \(step)")
        }
    }

    /// Style changes are sent as the shorter of a reset and only what changed (22, 24, 27, 39, 49 turn things
    /// off): frames of words in random styles, changed at random, still show exactly what was meant.
    @Test func everyStyleChangeShowsWhatWasMeant() {
        let colours: [TerminalColor?] = [nil, .indexed(4), .indexed(12), .indexed(25), .indexed(250), .rgb(9, 80, 200)]
        var random = SeededRandom(state: 5)
        func style() -> CellStyle {
            CellStyle(
                foreground: colours[random.next(colours.count)], background: colours[random.next(colours.count)],
                bold: random.next(2) == 0, dim: random.next(3) == 0, inverse: random.next(4) == 0,
                underline: random.next(4) == 0)
        }
        var renderer = TerminalRenderer()
        var terminal = VirtualTerminal(columns: 40, rows: 8)
        var next = ScreenBuffer(columns: 40, rows: 8)
        var sent = 0
        for step in 0..<300 {
            for _ in 0..<(1 + random.next(4)) {
                next.put("word", row: random.next(8), column: random.next(36), width: 4, style: style())
            }
            let bytes = renderer.frame(next)
            sent += bytes.count
            terminal.write(bytes)
            #expect(terminal.screen == next, "step \(step)")
        }
        // Turning one attribute off costs its own code, not a reset and all that stays.
        var plain = TerminalRenderer()
        var word = ScreenBuffer(columns: 10, rows: 1)
        word.put(
            "ab", row: 0, column: 0, style: CellStyle(foreground: .indexed(15), background: .indexed(25), bold: true))
        _ = plain.frame(word)
        word.put("ab", row: 0, column: 0, style: CellStyle(foreground: .indexed(15), background: .indexed(25)))
        #expect(String(decoding: plain.frame(word), as: UTF8.self) == "\u{1B}[G\u{1B}[22mab")
        word.put("ab", row: 0, column: 0)
        #expect(String(decoding: plain.frame(word), as: UTF8.self) == "\u{1B}[G\u{1B}[mab")
    }

    /// A table over a log, full width, each moving by its own amount each frame (the demo's layout): the
    /// renderer scrolls both regions, and the terminal shows the frame meant; a step of one table line and two
    /// log lines costs a fraction of drawing the rows again.
    @Test func twoRegionsScrollEachByItsOwnAmount() {
        func screen(top: Int, log: Int) -> ScreenBuffer {
            var buffer = ScreenBuffer(columns: 80, rows: 24)
            buffer.put(" title", row: 0, column: 0, style: CellStyle(inverse: true))
            let names = ["Ahn 안 Minji 민지", "Adams Jiwoo", "Alvarez Seojun 서준"]
            for line in 1..<14 { buffer.put(names[(top + line) % 3] + " \(top + line)", row: line, column: 2) }
            buffer.put("── log", row: 14, column: 0)
            let events = ["cellForRowAt [0, ", "prepareForReuse cell#", "willDisplay [1, ", "didEndDisplaying [2, "]
            for line in 15..<23 { buffer.put(events[(log + line) % 4] + "\(log + line)", row: line, column: 1) }
            buffer.put(" status \(top)", row: 23, column: 0, style: CellStyle(inverse: true))
            return buffer
        }
        var renderer = TerminalRenderer()
        var terminal = VirtualTerminal(columns: 80, rows: 24)
        terminal.write(renderer.frame(screen(top: 0, log: 0)))
        var random = SeededRandom(state: 9)
        var (top, log) = (0, 0)
        var sent: [Int] = []
        for step in 0..<120 {
            let (tableShift, logShift) = step % 3 == 0 ? (random.next(5) - 2, random.next(4)) : (1, 2)
            top += tableShift
            log += logShift
            let bytes = renderer.frame(
                screen(top: top, log: log),
                scrolls: [ScrollHint(region: 1..<14, shift: tableShift), ScrollHint(region: 15..<23, shift: logShift)])
            terminal.write(bytes)
            #expect(terminal.screen == screen(top: top, log: log), "step \(step)")
            if step % 3 != 0 { sent.append(bytes.count) }
        }
        let text = String(
            decoding: renderer.frame(
                screen(top: top + 1, log: log + 2),
                scrolls: [ScrollHint(region: 1..<14, shift: 1), ScrollHint(region: 15..<23, shift: 2)]), as: UTF8.self)
        #expect(text.contains("\u{1B}[2;14r") && text.contains("\u{1B}[16;23r"), "\(text.debugDescription)")
        let median = sent.sorted()[sent.count / 2]
        #expect(median < 200, "\(median) bytes for a table line and two log lines")
    }

    @Test func aOneLineScrollIsAScrollRegionAndTheNewLine() {
        var renderer = TerminalRenderer(capabilities: .init(synchronizedOutput: true))
        var terminal = VirtualTerminal(columns: 80, rows: 24)
        terminal.write(renderer.frame(screen(first: 0)))
        var total = 0
        for first in 1...50 {
            let bytes = renderer.frame(screen(first: first), scrollRegion: 1..<23, shift: 1)
            total += bytes.count
            terminal.write(bytes)
            #expect(terminal.screen == screen(first: first))
        }
        let perStep = total / 50
        #expect(perStep <= 150, "\(perStep) bytes per one-line scroll")
        #expect(
            !String(decoding: renderer.frame(screen(first: 51), scrollRegion: 1..<23, shift: 1), as: UTF8.self)
                .contains("\u{1B}[2J"))
    }

    /// Frames of a list whose content scrolls by up to two rows under a row that stays put (a selection bar at
    /// the bottom or a sticky header at the top, in either order), with words in random styles and scripts written
    /// over it: whichever region the renderer scrolls, and however it moves the cursor (relative moves after
    /// ASCII, positions after anything wider), the terminal shows the frame meant.
    @Test func scrollsUnderAPinnedRowShowWhatWasMeant() {
        var random = SeededRandom(state: 17)
        let words = [
            "row", "김민지", "naïve", "12,345", "│", "  ", "Seoul 서울", "x", "      ", "ab         cd", "         ",
        ]
        let styles = [CellStyle.plain, .selection, .statusBar, .secondary, CellStyle(bold: true)]
        var renderer = TerminalRenderer()
        var terminal = VirtualTerminal(columns: 60, rows: 16)
        var next = ScreenBuffer(columns: 60, rows: 16)
        let region = 2..<15
        var first = 0
        func line(_ number: Int) -> String { "\(number) · " + words[number % words.count] + " │ \(number * 7 % 100)" }
        for step in 0..<300 {
            let shift = random.next(5) - 2
            first = max(first + shift, 0)
            let pinned = random.next(2) == 0 ? region.upperBound - 1 : region.lowerBound
            for row in region {
                next.clear(rows: row..<row + 1)
                next.put(line(first + row), row: row, column: 1 + (first + row) % 3)
            }
            next.clear(rows: pinned..<pinned + 1)
            next.put(String(repeating: " ", count: 60), row: pinned, column: 0, style: .selection)
            next.put(line(first + pinned), row: pinned, column: 1, style: .selection)
            for _ in 0..<random.next(6) {
                next.put(
                    words[random.next(words.count)], row: random.next(16), column: random.next(50),
                    style: styles[random.next(styles.count)])
            }
            next.clear(rows: 15..<16)
            next.put(" row \(first) ", row: 15, column: 0, style: .statusBar)
            let bytes = renderer.frame(next, scrollRegion: region, shift: shift)
            terminal.write(bytes)
            let wrong = firstDifference(terminal.screen, next)
            #expect(
                wrong == nil,
                "step \(step): \(wrong ?? "") after \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            if wrong != nil { break }
        }
    }

    /// Where two screens first look different: the row and column, and each cell. A space shows only its
    /// background (an erase leaves spaces with no foreground), unless it is underlined or inverse.
    func firstDifference(_ shown: ScreenBuffer, _ meant: ScreenBuffer) -> String? {
        func looksSame(_ a: ScreenCell, _ b: ScreenCell) -> Bool {
            guard a.character == " ", b.character == " ", !a.style.underline, !a.style.inverse else { return a == b }
            return a.style.background == b.style.background && !b.style.underline && !b.style.inverse
        }
        for row in 0..<meant.rows {
            for column in 0..<meant.columns where !looksSame(shown[row, column], meant[row, column]) {
                return "row \(row), column \(column): \(shown[row, column]) instead of \(meant[row, column])"
            }
        }
        return nil
    }

    /// The scroll region stays set between frames: 50 one-line scrolls of one region send it once, and each
    /// later scroll is an index (after a cursor move, when the cursor is not on the region's last row). Another region, or a redraw after a resize, sends it again.
    @Test func theScrollRegionIsSentOnceWhileItStays() {
        var renderer = TerminalRenderer()
        var terminal = VirtualTerminal(columns: 80, rows: 24)
        terminal.write(renderer.frame(screen(first: 0)))
        var outputs: [String] = []
        for first in 1...50 {
            let bytes = renderer.frame(screen(first: first), scrollRegion: 1..<23, shift: 1)
            terminal.write(bytes)
            #expect(terminal.screen == screen(first: first))
            outputs.append(String(decoding: bytes, as: UTF8.self))
        }
        #expect(outputs.filter { $0.contains("\u{1B}[2;23r") }.count == 1)
        #expect(outputs.dropFirst().allSatisfy { $0.contains("\u{1B}D") && !$0.contains("r\u{1B}") })
        let other = String(decoding: renderer.frame(screen(first: 48), scrollRegion: 2..<23, shift: -2), as: UTF8.self)
        #expect(other.contains("\u{1B}[3;23r") && other.contains("\u{1B}[3H\u{1B}M\u{1B}M"))
        renderer.invalidate()
        terminal = VirtualTerminal(columns: 80, rows: 24)
        terminal.write(renderer.frame(screen(first: 48)))
        let afterRedraw = renderer.frame(screen(first: 49), scrollRegion: 2..<23, shift: 1)
        terminal.write(afterRedraw)
        #expect(String(decoding: afterRedraw, as: UTF8.self).contains("\u{1B}[3;23r"))
        #expect(terminal.screen == screen(first: 49))
    }

    /// A step that scrolls and changes the status line: when the terminal is still in the status line's style from
    /// the step before, the status line is drawn before the scroll, with no style change of its own.
    @Test func aStatusLineInTheCurrentStyleGoesBeforeTheScroll() {
        var renderer = TerminalRenderer()
        var terminal = VirtualTerminal(columns: 80, rows: 24)
        terminal.write(renderer.frame(screen(first: 0)))
        var early = 0
        for first in 1...50 {
            let bytes = String(
                decoding: renderer.frame(screen(first: first), scrollRegion: 1..<23, shift: 1), as: UTF8.self)
            let beforeScroll = String(bytes[..<bytes.range(of: "\u{1B}D")!.lowerBound])
            var partway = terminal
            partway.write(Array(beforeScroll.utf8))
            terminal.write(Array(bytes.utf8))
            #expect(terminal.screen == screen(first: first))
            guard (0..<80).allSatisfy({ partway.screen[23, $0] == screen(first: first)[23, $0] }) else { continue }
            early += 1
            #expect(beforeScroll.components(separatedBy: "m").count == 2, "one style change, to plain: \(beforeScroll)")
        }
        // The status line is drawn first in every other step: a step that draws it first ends in the rows' style.
        #expect(early >= 24, "\(early) of 50")
    }

    /// Rows change by index (or next line) and cursor-up only where they cannot scroll or stop: from the scroll
    /// region's last row to the row below it an index would scroll the region, and from its first row to the row
    /// above a cursor-up would stop at the margin. Inside the region they are the shortest move.
    @Test func rowMovesStayClearOfTheScrollRegionsMargins() {
        var renderer = TerminalRenderer()
        var terminal = VirtualTerminal(columns: 20, rows: 8)
        func frame(_ text: [Int: String], bold: Set<Int> = []) -> ScreenBuffer {
            var buffer = ScreenBuffer(columns: 20, rows: 8)
            for row in 0..<8 {
                let name = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"][row]
                buffer.put(text[row] ?? name, row: row, column: 0, style: CellStyle(bold: bold.contains(row)))
            }
            return buffer
        }
        var meant = frame([:])
        terminal.write(renderer.frame(meant))
        // Rows 2-5 scroll up one: the region is now rows 2-5.
        meant = frame([2: "delta", 3: "echo", 4: "foxtrot", 5: "juliett"])
        let scroll = String(decoding: renderer.frame(meant, scrollRegion: 2..<6, shift: 1), as: UTF8.self)
        terminal.write(Array(scroll.utf8))
        #expect(terminal.screen == meant)
        #expect(scroll.contains("\u{1B}[3;6r"))
        // The region's last row, then the row below it: a position, not an index.
        meant = frame([2: "delta", 3: "echo", 4: "foxtrot", 5: "five", 6: "six"])
        let down = String(decoding: renderer.frame(meant), as: UTF8.self)
        terminal.write(Array(down.utf8))
        #expect(terminal.screen == meant)
        #expect(down.contains("\u{1B}[7H") && !down.contains("\u{1B}D"), "\(Array(down.utf8))")
        // The region's first row (in the current style, so first), then the row above it: a position, not a
        // cursor-up.
        meant = frame([1: "one", 2: "two", 3: "echo", 4: "foxtrot", 5: "five", 6: "six"], bold: [1])
        let up = String(decoding: renderer.frame(meant), as: UTF8.self)
        terminal.write(Array(up.utf8))
        #expect(terminal.screen == meant)
        #expect(up.contains("\u{1B}[2H") && !up.contains("\u{1B}[A"), "\(Array(up.utf8))")
        // Inside the region, the next row down is an index (or next line) and the row up a cursor-up.
        meant = frame([1: "one", 2: "two", 3: "3", 4: "4", 5: "five", 6: "six"], bold: [1])
        let inside = String(decoding: renderer.frame(meant), as: UTF8.self)
        terminal.write(Array(inside.utf8))
        #expect(terminal.screen == meant)
        #expect(inside.contains("\u{1B}E") || inside.contains("\u{1B}D"), "\(Array(inside.utf8))")
    }

    @Test func nothingChangedWritesNothing() {
        var renderer = TerminalRenderer()
        _ = renderer.frame(screen(first: 3))
        #expect(renderer.frame(screen(first: 3)).isEmpty)
    }

    @Test func theVirtualTerminalAnswersTheSynchronizedOutputQuery() {
        var yes = VirtualTerminal(columns: 10, rows: 2)
        yes.write("\u{1B}[?2026$p")
        #expect(yes.takeReplies() == ["\u{1B}[?2026;2$y"])
        var no = VirtualTerminal(columns: 10, rows: 2, supportsSynchronizedOutput: false)
        no.write("\u{1B}[?2026$p")
        #expect(no.takeReplies() == ["\u{1B}[?2026;0$y"])
    }
}
