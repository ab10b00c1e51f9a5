/// What the terminal on the other end can do.
public struct TerminalCapabilities: Sendable, Equatable {
    /// 24-bit colour (`COLORTERM=truecolor`); otherwise the 256-colour palette.
    public var trueColor: Bool
    /// Synchronized output (mode 2026), as the terminal answered when asked (DECRQM).
    public var synchronizedOutput: Bool

    public init(trueColor: Bool = false, synchronizedOutput: Bool = false) {
        self.trueColor = trueColor
        self.synchronizedOutput = synchronizedOutput
    }
}

/// Rows whose content moved together since the last frame, and by how many lines (positive: up, new rows at the
/// bottom): what an app tells the renderer so that it can scroll them instead of drawing them again.
public struct ScrollHint: Sendable, Equatable {
    public var region: Range<Int>
    public var shift: Int

    public init(region: Range<Int>, shift: Int) {
        self.region = region
        self.shift = shift
    }
}

/// Turns frames into the bytes that update a terminal from the previous frame: only what changed, a scroll
/// region shifted with index or reverse index when content moved up or down, erase to end of line for blank
/// tails, style changes only where the style changes, and never a full clear after the first frame.
public struct TerminalRenderer: Sendable {
    public var capabilities: TerminalCapabilities
    /// The frame the terminal shows, as far as this renderer knows.
    public private(set) var previous: ScreenBuffer?
    /// Where the terminal's cursor is, as far as this renderer knows: its row, and its column when what was
    /// written before it is measured the same by every terminal (ASCII). Nil when not known.
    private var cursor: (row: Int, column: Int?)?
    private var style: CellStyle?
    /// The scroll region (DECSTBM) the terminal was last given, which stays set between frames: a scroll of the
    /// same region then costs a cursor move and an index (7 bytes) instead of 17. Nil when not known: the first
    /// whole frame sets the whole screen. The cursor moves down a row by index only from a row that is not its
    /// bottom margin, and up by cursor-up only from one that is not its top (`moveCursor`); the session's restore
    /// sequence resets it.
    private var margins: Range<Int>?
    /// The regions the last frame scrolled, kept for their storage.
    private var scrolledStorage: [ScrollHint] = []

    public init(capabilities: TerminalCapabilities = TerminalCapabilities()) {
        self.capabilities = capabilities
    }

    /// Forgets what the terminal shows (after a resize, or when something else drew on it): the next frame is
    /// drawn whole.
    public mutating func invalidate() {
        previous = nil
        cursor = nil
        style = nil
        margins = nil
    }

    /// The bytes that show `next`. `scrollRegion` is the rows whose content may have moved together (the
    /// table's area), and `shift` how many rows it moved (positive: the content moved up, new rows at the
    /// bottom) when the caller knows; the renderer scrolls the region, or the region without a first or last row that
    /// stays put, when that leaves less to draw. Returns no bytes
    /// when nothing changed.
    ///
    /// - Complexity: O(rows × columns).
    public mutating func frame(_ next: ScreenBuffer, scrollRegion: Range<Int>? = nil, shift: Int = 0) -> [UInt8] {
        // No array for one hint: a terminal step is a few hundred thousand instructions, and each allocation counts.
        guard let scrollRegion else { return render(next, scrolls: EmptyCollection()) }
        return render(next, scrolls: CollectionOfOne(ScrollHint(region: scrollRegion, shift: shift)))
    }

    /// The bytes that show `next`, where each of `scrolls` names rows whose content moved together and by how
    /// much (a table and a log below it, say): each region is scrolled, or the region without a first or last row
    /// that stays put, when that leaves less to draw. Regions must not overlap. Returns no bytes when nothing
    /// changed.
    ///
    /// - Complexity: O(rows × columns) for each region.
    public mutating func frame(_ next: ScreenBuffer, scrolls: [ScrollHint]) -> [UInt8] {
        render(next, scrolls: scrolls)
    }

    private mutating func render(_ next: ScreenBuffer, scrolls: some Sequence<ScrollHint>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        // Taken out of `previous`, so that shifting it below changes it in place instead of copying it.
        let taken = previous.take()
        guard var shown = taken, shown.rows == next.rows, shown.columns == next.columns else {
            // The whole screen as the scroll region (which homes the cursor), so that rows can change by index.
            out += Array("\u{1B}[0m\u{1B}[r\u{1B}[2J".utf8)
            style = .plain
            cursor = (0, 0)
            margins = 0..<next.rows
            var blank = ScreenBuffer(columns: next.columns, rows: next.rows)
            blank.clear(rows: 0..<next.rows)
            draw(next, over: blank, into: &out)
            previous = next
            return wrap(out)
        }
        if shown == next {
            previous = shown
            return []
        }
        var scrolled: [ScrollHint] = []
        swap(&scrolled, &scrolledStorage)
        scrolled.removeAll(keepingCapacity: true)
        defer { scrolledStorage = scrolled }
        for hint in scrolls where hint.shift != 0 {
            let rows = hint.region.clamped(to: 0..<next.rows)
            guard let region = cheapestScroll(of: rows, by: hint.shift, from: shown, to: next) else { continue }
            Self.shift(region, by: hint.shift, in: &shown)
            scrolled.append(ScrollHint(region: region, shift: hint.shift))
        }
        draw(next, over: shown, into: &out, scrolling: scrolled)
        previous = next
        return out.isEmpty ? [] : wrap(out)
    }

    private func wrap(_ bytes: [UInt8]) -> [UInt8] {
        guard capabilities.synchronizedOutput else { return bytes }
        return Array("\u{1B}[?2026h".utf8) + bytes + Array("\u{1B}[?2026l".utf8)
    }

    /// The rows to scroll, or nil when drawing without a scroll costs less: the hinted region, or the region
    /// without its first or last row when that row stays put (a selection bar pinned at the bottom, a sticky
    /// header). Each choice is costed as the cells it leaves to draw, plus the bytes of the scroll (7) and of
    /// setting the region when the terminal does not have it (8).
    ///
    /// - Complexity: O(rows × columns).
    private func cheapestScroll(of region: Range<Int>, by shift: Int, from old: ScreenBuffer, to new: ScreenBuffer)
        -> Range<Int>?
    {
        guard !region.isEmpty else { return nil }
        // Each row's cost in place and shifted, counted once for all three choices; a row that a choice leaves
        // blank (at most `shift` rows at its edge) costs its cells that are not blank.
        let inPlace = region.map { Self.differingCells(old, $0, new, $0) }
        let shifted = region.map { region.contains($0 + shift) ? Self.differingCells(old, $0 + shift, new, $0) : nil }
        func cost(of row: Int, scrolling candidate: Range<Int>) -> Int {
            let index = row - region.lowerBound
            guard candidate.contains(row) else { return inPlace[index] }
            if candidate.contains(row + shift), let cells = shifted[index] { return cells }
            return (0..<new.columns).count { new[row, $0] != .blank }
        }
        var best: Range<Int>?
        var bestCost = inPlace.reduce(0, +)
        let candidates = [region, region.lowerBound + 1..<region.upperBound, region.lowerBound..<region.upperBound - 1]
        for candidate in candidates where abs(shift) < candidate.count {
            var total = 7 + (margins == candidate ? 0 : 8)
            for row in region where total < bestCost { total += cost(of: row, scrolling: candidate) }
            if total < bestCost { (best, bestCost) = (candidate, total) }
        }
        return best
    }

    private static func differingCells(_ a: ScreenBuffer, _ rowA: Int, _ b: ScreenBuffer, _ rowB: Int) -> Int {
        (0..<a.columns).count { a[rowA, $0] != b[rowB, $0] }
    }

    /// Sends the scroll: the region (when the terminal does not have it already), then index or reverse index
    /// at its bottom or top row. The rows that come in are erased in the current background, so the style is
    /// made plain first.
    private mutating func scroll(region: Range<Int>, by shift: Int, into out: inout [UInt8]) {
        setStyle(.plain, into: &out)
        if margins != region {
            out += Array("\u{1B}[\(region.lowerBound + 1);\(region.upperBound)r".utf8)
            margins = region
            cursor = (0, 0)  // DECSTBM homes the cursor.
        }
        let edge = shift > 0 ? region.upperBound - 1 : region.lowerBound
        // An index scrolls from any column of the edge row: where the cursor is on it, else the cursor's own
        // column or the first, whichever is nearer.
        if cursor?.row != edge {
            let first = move(row: edge, column: 0)
            if let current = cursor?.column, case let same = move(row: edge, column: current), same.count < first.count
            {
                out += same
                cursor = (edge, current)
            } else {
                out += first
                cursor = (edge, 0)
            }
        }
        for _ in 0..<abs(shift) { out += [0x1B, UInt8(ascii: shift > 0 ? "D" : "M")] }
    }

    /// The model of a scroll: the region's rows move by `shift`, and the rows that came in are blank.
    private static func shift(_ region: Range<Int>, by shift: Int, in buffer: inout ScreenBuffer) {
        // In place, each row read before it is written: from the top when the content moves up.
        let rows = shift > 0 ? Array(region) : region.reversed()
        for row in rows {
            let source = row + shift
            for column in 0..<buffer.columns {
                buffer[row, column] = region.contains(source) ? buffer[source, column] : .blank
            }
        }
    }

    /// Draws the changed spans top to bottom, except that the first span that begins in the style the terminal
    /// is in goes first, with the rest of its row: a step that changes two rows and a status line then sets one
    /// style fewer.
    ///
    /// - Complexity: O(rows × columns).
    ///
    /// With `scrolling` (whose rows `shown` already shows moved), that opening span goes before the scrolls when
    /// it lies outside the scrolled rows (a status line), and the rest after them.
    private mutating func draw(
        _ next: ScreenBuffer, over shown: ScreenBuffer, into out: inout [UInt8], scrolling: [ScrollHint] = []
    ) {
        var plans: [SpanPlan] = []
        for row in 0..<next.rows {
            for span in Self.changedSpans(next, over: shown, row: row) {
                plans.append(SpanPlan(next, over: shown, row: row, first: span.lowerBound, last: span.upperBound))
            }
        }
        var drawn = Array(repeating: false, count: plans.count)
        /// Draws the span at `index` and the spans after it on its row (next in `plans`, which is in row order),
        /// which a cursor-forward reaches.
        func drawRow(from index: Int) {
            for later in index..<plans.count where !drawn[later] {
                guard plans[later].row == plans[index].row else { break }
                drawSpan(next, plans[later], into: &out)
                drawn[later] = true
            }
        }
        if !scrolling.isEmpty {
            let early = plans.firstIndex { $0.entryStyle == style }
            if let early, !scrolling.contains(where: { $0.region.contains(plans[early].row) }) { drawRow(from: early) }
            for hint in scrolling { scroll(region: hint.region, by: hint.shift, into: &out) }
        }
        if let opening = plans.indices.first(where: { !drawn[$0] && plans[$0].entryStyle == style }) {
            drawRow(from: opening)
        }
        for index in plans.indices where !drawn[index] { drawRow(from: index) }
    }

    /// How a changed span is drawn: where its content ends, and the style its blanks are erased with.
    private struct SpanPlan {
        let row: Int
        let first: Int
        let last: Int
        /// The last column of the row that is not a plain blank.
        let contentEnd: Int
        /// The last column written: the span, without a blank tail.
        let drawEnd: Int
        /// Runs of blanks of one background are skipped when that costs fewer bytes than writing them.
        let fill: CellStyle?
        /// Whether the span is erased in the fill's background first: unless every blank it skips is already on
        /// the screen (a row that a scroll brought in blank, say).
        let erases: Bool
        /// Whether one erase to end of line does the erasing: a plain fill of a span that runs into the blank
        /// tail, or any fill of a span that runs to the last column.
        let erasesToEnd: Bool
        /// The first style the span sets.
        let entryStyle: CellStyle?

        init(_ next: ScreenBuffer, over shown: ScreenBuffer, row: Int, first: Int, last: Int) {
            self.row = row
            self.first = first
            self.last = last
            var contentEnd = next.columns - 1
            while contentEnd >= 0, next[row, contentEnd] == .blank { contentEnd -= 1 }
            self.contentEnd = contentEnd
            drawEnd = min(last, contentEnd)
            let skip =
                drawEnd >= first ? TerminalRenderer.fill(next, over: shown, row: row, span: first...drawEnd) : nil
            fill = skip?.style
            // A plain fill of a span that runs into the blank tail: the tail's changed cells need the erase.
            let erasesTail = last > contentEnd && fill == .plain
            erases = skip.map { erasesTail || $0.changesABlank } ?? false
            erasesToEnd = erases && (erasesTail || drawEnd == next.columns - 1)
            if let fill, erases {
                entryStyle = fill
            } else if drawEnd >= first, let column = (first...drawEnd).first(where: { !next[row, $0].isContinuation }) {
                entryStyle = next[row, column].style
            } else {
                entryStyle = last > contentEnd ? .plain : nil
            }
        }
    }

    /// Unchanged cells at least this many between two changes are skipped with a cursor move (4-8 bytes)
    /// instead of being written again.
    static let keptGap = 8

    /// The spans of `row` that differ between the frames, split where enough unchanged cells that are not all
    /// blanks of one style lie between two changes, each widened to whole wide characters.
    private static func changedSpans(_ next: ScreenBuffer, over shown: ScreenBuffer, row: Int) -> [ClosedRange<Int>] {
        let columns = next.columns
        var spans: [ClosedRange<Int>] = []
        var first = -1
        var last = -1
        for column in 0..<columns where next[row, column] != shown[row, column] {
            // A gap of blanks of one style stays in the span: the span skips it with a cursor-forward (4-5
            // bytes), where a new span would start with a cursor position (6-8).
            if first >= 0, column - last - 1 >= keptGap, !isBlankRun(next, row: row, last + 1..<column) {
                spans.append(first...last)
                first = -1
            }
            if first < 0 { first = column }
            last = column
        }
        if first >= 0 { spans.append(first...last) }
        return spans.map { span in
            var first = span.lowerBound
            var last = span.upperBound
            // Start on the first half of a wide character, end on its second half.
            if first > 0, next[row, first].isContinuation || shown[row, first].isContinuation { first -= 1 }
            if last + 1 < columns, next[row, last + 1].isContinuation { last += 1 }
            return first...last
        }
    }

    /// Whether `columns` of `row` are blanks of one style that an erase in that style shows exactly.
    private static func isBlankRun(_ buffer: ScreenBuffer, row: Int, _ columns: Range<Int>) -> Bool {
        let fill = buffer[row, columns.lowerBound].style
        return columns.allSatisfy { isFillBlank(buffer[row, $0], fill) }
    }

    private mutating func drawSpan(_ next: ScreenBuffer, _ plan: SpanPlan, into out: inout [UInt8]) {
        let row = plan.row
        moveCursor(row: row, column: plan.first, into: &out)
        var column = plan.first
        /// Where the terminal's cursor is: a blank run skipped at the end of the span is not crossed.
        var at = column
        var certain = true
        /// At most how many columns more than measured the terminal may have drawn (two per scalar of what is
        /// not ASCII): while `at` plus this stays within the row, nothing wrapped and the cursor's row is known.
        var extra = 0
        let drawEnd = plan.drawEnd
        if let fill = plan.fill, plan.erases {
            setStyle(fill, into: &out)
            out += Array((plan.erasesToEnd ? "\u{1B}[K" : "\u{1B}[\(drawEnd - plan.first + 1)X").utf8)
        }
        while column <= drawEnd {
            if let fill = plan.fill {
                let run = Self.blankRun(next, row: row, from: column, through: drawEnd, fill: fill)
                if run >= Self.skippedRun {
                    column += run
                    guard column <= drawEnd else { break }
                    out += Array("\u{1B}[\(run)C".utf8)
                    at = column
                    continue
                }
            }
            let cell = next[row, column]
            guard !cell.isContinuation else {
                column += 1
                continue
            }
            setStyle(cell.style, into: &out)
            cell.glyph.append(to: &out)
            if cell.glyph.isASCII {
                column += 1
            } else {
                let character = cell.character ?? " "
                let width = TextWidth.of(character)
                column += max(width, 1)
                certain = false
                extra += max(2 * character.unicodeScalars.count - width, 0)
            }
            at = column
        }
        if plan.last > plan.contentEnd, !plan.erasesToEnd {
            // The blank tail is erased from the column after the content, past a blank run left unskipped.
            if at <= drawEnd {
                out += Array("\u{1B}[\(drawEnd + 1 - at)C".utf8)
                at = drawEnd + 1
            }
            setStyle(.plain, into: &out)
            out += Array("\u{1B}[K".utf8)
        }
        // Where the cursor is depends on how the terminal measured what was written: its column is known after
        // ASCII only, and not in the last column (where the next character would wrap); its row while nothing can
        // have wrapped.
        cursor =
            certain && at < next.columns ? (row, at) : at + extra <= next.columns ? (row, nil) : nil
    }

    /// Blank runs at least this long are erased and skipped instead of written (a cursor-forward costs 4 bytes
    /// up to 9 columns, 5 up to 99).
    static let skippedRun = 5

    /// The bytes of a cursor-forward over `run` columns.
    static func forwardCost(_ run: Int) -> Int { run < 10 ? 4 : run < 100 ? 5 : 6 }

    /// Whether `cell` is a blank that an erase in `fill`'s background shows exactly (no underline or inverse,
    /// which would show on a space).
    static func isFillBlank(_ cell: ScreenCell, _ fill: CellStyle) -> Bool {
        cell.isSpace && cell.style.background == fill.background && !cell.style.underline
            && !cell.style.inverse
    }

    /// The number of fill blanks from `column` on, up to `end`.
    private static func blankRun(_ buffer: ScreenBuffer, row: Int, from column: Int, through end: Int, fill: CellStyle)
        -> Int
    {
        var run = 0
        while column + run <= end, isFillBlank(buffer[row, column + run], fill) { run += 1 }
        return run
    }

    /// The style whose blanks a span skips (erasing them first with ECH, which fills with the current
    /// background, when some of them changed), or nil when writing every cell costs less: the span's first
    /// blank's style, when the blank runs it lets the renderer skip save more than the erase (when one is needed)
    /// and the cursor moves cost. `changesABlank`: whether a blank of that style in the span is new on the
    /// screen, so that the span must be erased first.
    private static func fill(_ next: ScreenBuffer, over shown: ScreenBuffer, row: Int, span: ClosedRange<Int>)
        -> (style: CellStyle, changesABlank: Bool)?
    {
        // Each style of blank in the span is a candidate (a row with a cell cursor has two: the cursor's and the
        // row's); the one that saves the most wins.
        var candidates: [CellStyle] = []
        for column in span where next[row, column].isSpace {
            let style = next[row, column].style
            if !style.underline, !style.inverse, !candidates.contains(style) { candidates.append(style) }
        }
        var best: (style: CellStyle, changesABlank: Bool, saved: Int)?
        for fill in candidates {
            guard let saving = saving(filling: fill, next, over: shown, row: row, span: span) else { continue }
            if saving.saved > best?.saved ?? 0 { best = (fill, saving.changesABlank, saving.saved) }
        }
        return best.map { ($0.style, $0.changesABlank) }
    }

    /// What skipping the span's blanks of `fill` saves (nil when nothing), and whether it must be erased first.
    private static func saving(
        filling fill: CellStyle, _ next: ScreenBuffer, over shown: ScreenBuffer, row: Int, span: ClosedRange<Int>
    ) -> (saved: Int, changesABlank: Bool)? {
        let changesABlank = span.contains { isFillBlank(next[row, $0], fill) && next[row, $0] != shown[row, $0] }
        var saved = changesABlank ? -6 : 0
        var column = span.lowerBound
        while column <= span.upperBound {
            let run = blankRun(next, row: row, from: column, through: span.upperBound, fill: fill)
            if run >= skippedRun {
                saved += run - (column + run <= span.upperBound ? forwardCost(run) : 0)
                column += run
            } else {
                column += max(run, 1)
            }
        }
        return saved > 0 ? (saved, changesABlank) : nil
    }

    /// Moves the cursor with the shortest sequence: a cursor-forward or -back or a column (CHA) when the cursor
    /// is known to be on the row; an index (down, keeping the column) or next line (down, to the first column)
    /// or cursor-up first when it is on the row above or below and does not start on the scroll region's margin
    /// in that direction (an index at the bottom margin would scroll, and a cursor-up stops at the top one); else
    /// a cursor position. Never a bare control byte: everything this renderer writes opens with ESC (`OutputCheck`).
    private mutating func moveCursor(row: Int, column: Int, into out: inout [UInt8]) {
        out += move(row: row, column: column)
        cursor = (row, column)
    }

    /// The bytes of the shortest move from the cursor to `row`, `column` (`moveCursor`).
    private func move(row: Int, column: Int) -> [UInt8] {
        var move = column == 0 ? "\u{1B}[\(row + 1)H" : "\u{1B}[\(row + 1);\(column + 1)H"
        func consider(_ candidate: String) {
            if candidate.utf8.count < move.utf8.count { move = candidate }
        }
        if let cursor {
            switch row - cursor.row {
            case 0:
                consider(Self.horizontalMove(from: cursor.column, to: column))
            case 1 where margins.map { cursor.row != $0.upperBound - 1 } ?? false:
                consider("\u{1B}E" + Self.horizontalMove(from: 0, to: column))
                consider("\u{1B}D" + Self.horizontalMove(from: cursor.column, to: column))
            case -1 where margins.map { cursor.row != $0.lowerBound } ?? false:
                consider("\u{1B}[A" + Self.horizontalMove(from: cursor.column, to: column))
            default: break
            }
        }
        return Array(move.utf8)
    }

    /// The bytes that move the cursor along its row from `column` (nil: not known) to `target`: forward or back,
    /// or to the column by number when that is shorter or the column is not known.
    static func horizontalMove(from column: Int?, to target: Int) -> String {
        let absolute = target == 0 ? "\u{1B}[G" : "\u{1B}[\(target + 1)G"
        guard let column else { return absolute }
        let distance = target - column
        let relative =
            switch distance {
            case 0: ""
            case 1: "\u{1B}[C"
            case -1: "\u{1B}[D"
            case 2...: "\u{1B}[\(distance)C"
            default: "\u{1B}[\(-distance)D"
            }
        return absolute.utf8.count < relative.utf8.count ? absolute : relative
    }

    private mutating func setStyle(_ next: CellStyle, into out: inout [UInt8]) {
        guard next != style else { return }
        let codes = style.map { Self.transition(from: $0, to: next) } ?? Self.reset(to: next)
        style = next
        out += Array("\u{1B}[\(codes)m".utf8)
    }

    /// The SGR parameters that set `next` from nothing: a reset and its attributes (none at all for the plain
    /// style, which `ESC [ m` sets by itself).
    static func reset(to next: CellStyle) -> String {
        if next == .plain { return "" }
        var codes = ["0"]
        if next.bold { codes.append("1") }
        if next.dim { codes.append("2") }
        if next.underline { codes.append("4") }
        if next.inverse { codes.append("7") }
        if let foreground = next.foreground { codes.append(code(foreground, base: 38)) }
        if let background = next.background { codes.append(code(background, base: 48)) }
        return codes.joined(separator: ";")
    }

    /// The shorter of two ways to go from `current` to `next`: a reset and all of `next`, or only what changes
    /// (each attribute turned off by its own code, a colour back to the default by 39 or 49).
    static func transition(from current: CellStyle, to next: CellStyle) -> String {
        var codes: [String] = []
        if (current.bold && !next.bold) || (current.dim && !next.dim) {
            // 22 turns off both bold and dim: set again whichever stays.
            codes.append("22")
            if next.bold { codes.append("1") }
            if next.dim { codes.append("2") }
        } else {
            if next.bold && !current.bold { codes.append("1") }
            if next.dim && !current.dim { codes.append("2") }
        }
        if next.underline != current.underline { codes.append(next.underline ? "4" : "24") }
        if next.inverse != current.inverse { codes.append(next.inverse ? "7" : "27") }
        if next.foreground != current.foreground { codes.append(next.foreground.map { code($0, base: 38) } ?? "39") }
        if next.background != current.background { codes.append(next.background.map { code($0, base: 48) } ?? "49") }
        let delta = codes.joined(separator: ";")
        let reset = reset(to: next)
        return delta.utf8.count < reset.utf8.count ? delta : reset
    }

    static func code(_ color: TerminalColor, base: Int) -> String {
        switch color {
        // The 16 basic colours have short codes of their own (30-37 and 90-97, 40-47 and 100-107).
        case .indexed(let index) where index < 8: "\(base - 8 + Int(index))"
        case .indexed(let index) where index < 16: "\(base + 52 + Int(index) - 8)"
        case .indexed(let index): "\(base);5;\(index)"
        case .rgb(let r, let g, let b): "\(base);2;\(r);\(g);\(b)"
        }
    }
}
