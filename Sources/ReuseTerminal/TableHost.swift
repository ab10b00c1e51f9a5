import ReuseKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs any `ReuseKit/TableView` in a terminal: a title bar, the table (rows one line high) with its scroll
/// indicator, and a status line with key hints, a message, a prompt and the selected row; the list's keys and
/// mouse (``ListInteraction``), q or Ctrl-C to quit. What `reusekit demo` and `browse` are built around, for any
/// program:
///
/// ```swift
/// let host = TableHost(table: table, title: "Fruits")
/// try TableHost.run(host)  // the table's delegate hears Enter as `tableView(_:didSelectRowAt:)`
/// ```
///
/// Subclass it (it is `open`) to draw more around the table, or set ``onKey`` for keys of your own and
/// ``ask(_:history:then:)`` for a line of input.
@MainActor
open class TableHost: TerminalApp {
    /// A line of input the status line is editing.
    public struct Prompt {
        public var label: String
        public var text: String
        public var action: (String) -> Void
        /// Earlier answers, oldest first: ↑ and ↓ bring them back.
        public var history: [String] = []
        /// Which of them is shown (nil: the line being typed, kept in ``typed``).
        var recalled: Int?
        var typed = ""
    }

    public let table: TableView
    public let list: ListInteraction
    public var painter = TablePainter()
    public var title: String
    /// The keys the status line shows when it has nothing else to say.
    public var hints = " ↑↓ jk · PgUp PgDn · g G · Enter · q quit"
    /// A message for the status line; the next key clears it.
    public var message: String? {
        // Work that finishes between frames says so here: a frame shows it even when the runner idles.
        didSet { if message != oldValue { frameRequest() } }
    }
    /// What the right of the status line shows: by default the selected row, `row 12 of 1,000`.
    public var position: (() -> String)?
    /// Keys for the app, asked first; return true when the key was the app's.
    public var onKey: ((InputEvent) -> Bool)?
    public private(set) var prompt: Prompt?
    /// The terminal's size, in columns and lines.
    public private(set) var screenColumns = 80
    public private(set) var screenRows = 24
    private var lastTop = 0
    private var frameRequest: @MainActor () -> Void = {}

    /// Hosts `table`: its rows are one line, its points one column.
    public init(table: TableView, title: String) {
        self.table = table
        self.title = title
        list = ListInteraction(table: table)
        table.rowHeight = 1
    }

    public func attach(frameRequest: @escaping @MainActor () -> Void) {
        self.frameRequest = frameRequest
    }

    /// Draws a frame soon instead of at the next tick: call it when work done between ticks (rows loaded in the
    /// background) changed what the screen shows. Requests made before the frame runs make one frame.
    public func setNeedsFrame() {
        frameRequest()
    }

    /// Asks for a line of input in the status line (`label` first); Enter hands it to `action`, Esc drops it.
    ///
    /// `history` (oldest first) is what ↑ and ↓ step through, as a shell's history: ↑ the one before, ↓ the one
    /// after, and past the newest the line being typed again.
    public func ask(_ label: String, history: [String] = [], then action: @escaping (String) -> Void) {
        prompt = Prompt(label: label, text: "", action: action, history: history)
    }

    /// The screen lines the table takes: all but the title bar and the status line.
    open var tableRows: Range<Int> { 1..<max(1, screenRows - 1) }

    /// The screen columns the table takes: all of them, unless a subclass draws beside it.
    open var tableColumns: Range<Int> { 0..<screenColumns }

    /// The lines whose content scrolls with the table (a sticky header's line does not), for the renderer's
    /// scroll region.
    open var scrollingRows: Range<Int> { tableRows }

    /// See ``TerminalApp/idleFrameInterval``: nil, 60 frames a second always, unless a subclass knows better.
    open var idleFrameInterval: Double? { nil }

    // MARK: TerminalApp

    open func resize(columns: Int, rows: Int) {
        screenColumns = columns
        screenRows = rows
        table.frame = CGRect(
            x: 0, y: 0, width: CGFloat(max(tableColumns.count, 1)), height: CGFloat(max(tableRows.count, 1)))
        list.topRow = tableRows.lowerBound
        table.layoutIfNeeded()
    }

    open func handle(_ event: InputEvent) -> Bool {
        if var editing = prompt {
            switch event {
            case .key(.escape): prompt = nil
            case .key(.enter):
                prompt = nil
                editing.action(editing.text)
            case .key(.backspace):
                editing.text = String(editing.text.dropLast())
                prompt = editing
            case .key(.character(let character)):
                editing.text.append(character)
                prompt = editing
            case .key(.up) where !editing.history.isEmpty:
                if editing.recalled == nil { editing.typed = editing.text }
                let index = max((editing.recalled ?? editing.history.count) - 1, 0)
                editing.recalled = index
                editing.text = editing.history[index]
                prompt = editing
            case .key(.down) where editing.recalled != nil:
                let index = editing.recalled! + 1
                editing.recalled = index < editing.history.count ? index : nil
                editing.text = editing.recalled.map { editing.history[$0] } ?? editing.typed
                prompt = editing
            default: break
            }
            return true
        }
        message = nil
        if let onKey, onKey(event) { return true }
        if handleSectionIndex(event) { return true }
        switch event {
        case .key(.character("q")), .key(.control("c")): return false
        default: _ = list.handle(event)
        }
        return true
    }

    /// The section index's input, when the table has one: a click on a title, or a capital letter typed,
    /// jumps to its section (`tapSectionIndex`) and selects the section's first row on screen. (Capitals are
    /// the index's then: End goes to the bottom.)
    private func handleSectionIndex(_ event: InputEvent) -> Bool {
        guard let titles = table.sectionIndexTitles else { return false }
        switch event {
        case .mouse(.left, let row, let column, true, false):
            let slots = painter.sectionIndexSlots(table, rows: tableRows, columns: tableColumns)
            guard let slot = slots.first(where: { $0.row == row && $0.columns.contains(column) }) else { return false }
            table.tapSectionIndex(at: slot.index)
        case .key(.character(let character)) where character.isUppercase && character.isLetter:
            guard let index = titles.firstIndex(of: String(character)) else {
                message = "no section \(character)"
                return true
            }
            table.tapSectionIndex(at: index)
        default:
            return false
        }
        if let first = table.indexPathsForVisibleRows?.first { list.select(first) }
        return true
    }

    open func tick(_ seconds: Double) {
        list.tick(seconds)
        table.advance(by: seconds)
        table.layoutIfNeeded()
    }

    /// Told each frame's time and bytes; nothing by default.
    open func frameFinished(milliseconds: Double, bytes: Int) {}

    open func scrollHints() -> [ScrollHint] {
        let top = Int(table.contentOffset.y.rounded(.down))
        defer { lastTop = top }
        return scrollingRows.count > 1 ? [ScrollHint(region: scrollingRows, shift: top - lastTop)] : []
    }

    open func render(into buffer: inout ScreenBuffer) {
        renderTitle(into: &buffer)
        painter.paint(table, into: &buffer, rows: tableRows, columns: tableColumns)
        renderStatus(into: &buffer)
    }

    /// The title bar, on the top line.
    public func renderTitle(into buffer: inout ScreenBuffer) {
        buffer.putBar(
            " " + title, row: 0, style: .titleBar)
    }

    /// What the status line says before anything else (a subclass's progress, say); nothing by default.
    open var statusPrefix: String { "" }

    /// What the status line says when no line is being typed: the message, else the hints.
    open var statusText: String { message.map { " " + $0 } ?? hints }

    /// What the right of the status line shows: ``position``, else the selected row, `row 12 of 1,000`.
    open var positionText: String {
        if let position { return position() }
        guard let selected = list.selected else { return "" }
        return " \(Self.rowPosition(list.globalRow(selected) + 1, of: list.totalRows)) "
    }

    /// `row 9 of 1,000`, the number padded on the left to the count's width (`row     9 of 1,000`): the text
    /// keeps its width as the selection moves, so a step changes only the digits that changed, and nothing to
    /// its left shifts when the number gains a digit.
    nonisolated public static func rowPosition(_ row: Int, of count: Int) -> String {
        let (number, total) = (GroupedNumber.text(row), GroupedNumber.text(count))
        let padding = max(TextWidth.of(total) - TextWidth.of(number), 0)
        return "row " + String(repeating: " ", count: padding) + number + " of " + total
    }

    /// The status line: ``statusPrefix``, then the line being typed or ``statusText``; ``positionText`` on the
    /// right.
    public func renderStatus(into buffer: inout ScreenBuffer) {
        guard screenRows > 1 else { return }
        let text = prompt.map { " \($0.label)\($0.text)▏  Enter · Esc cancel" } ?? statusText
        buffer.putBar(
            statusPrefix + text, right: positionText, row: screenRows - 1,
            style: .statusBar)
    }

    /// Runs `host` in this terminal until it quits (the terminal put back on every way out), or throws
    /// ``NotATerminalError`` when standard input or output is not a terminal. Colours are true colour when
    /// `COLORTERM` says the terminal has it.
    public static func run(_ host: TableHost, command: String = CommandLine.arguments.first ?? "app") throws -> Never {
        let session = try TerminalSession(command: command)
        let colorTerm = getenv("COLORTERM").map { String(cString: $0) }
        let runner = TerminalRunner(
            app: host, session: session, trueColor: colorTerm == "truecolor" || colorTerm == "24bit")
        runner.run()
    }
}
