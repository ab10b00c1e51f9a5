import Foundation
import ReuseExamples
import ReuseKit
import ReuseTerminal

/// How the demo's avatars load.
enum AvatarLoading {
    /// Loaded before the row shows (tests, golden screens).
    case immediate
    /// Asynchronously, after a latency drawn between the bounds (the live demo).
    case simulated(ClosedRange<Double>)
}

/// The avatar cache and its loads, shared by cells and prefetching.
@MainActor
final class AvatarStore {
    var cache: [String: Image] = [:]
    var loads: [String: Task<Void, Never>] = [:]
    let loading: AvatarLoading
    var prefetchHits = 0
    var prefetchMisses = 0
    /// Told when an avatar arrives: the screen has something new to show.
    var onLoad: (() -> Void)?

    init(loading: AvatarLoading) {
        self.loading = loading
    }

    /// Starts loading `name` into the cache unless it is there or loading.
    func prefetch(_ name: String) {
        guard cache[name] == nil, loads[name] == nil, case .simulated(let latency) = loading else { return }
        loads[name] = Task { [weak self] in
            try? await Task.sleep(for: .milliseconds(Int(Double.random(in: latency) * 1000)))
            guard !Task.isCancelled else { return }
            self?.cache[name] = Image(named: name)
            self?.loads[name] = nil
            self?.onLoad?()
        }
    }

    func cancel(_ name: String) {
        loads.removeValue(forKey: name)?.cancel()
    }
}

/// An avatar that arrives after the store loads it.
struct AvatarSource: ImageSource {
    let key: String
    let store: AvatarStore

    /// Waits for the store's load of the avatar, starting one again whenever none is under way: prefetching may
    /// cancel the load a cell still waits for (its row went out of the prefetch window while the cell showed a
    /// contact of the same name), and a cell that only waited would wait, and wake, for ever.
    func loadImage() async throws -> Image {
        while true {
            try Task.checkCancellation()
            if let image = await store.cache[key] { return image }
            await store.prefetch(key)
            try await Task.sleep(for: .milliseconds(10))
        }
    }
}

/// A contact's cell: avatar and name, and on a wide terminal the number and city on the right (`.value1`). Its
/// `prepareForReuse` resets the avatar, unless the demo turned that off to show the seeds' bug.
final class ContactCell: TableViewCell {
    nonisolated(unsafe) static var resetsInPrepareForReuse = true

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        if Self.resetsInPrepareForReuse { imageView?.image = nil }
    }
}

/// `reusekit demo`: the seeds as a living app. A million contacts in A-Z sections with sticky headers,
/// avatars loading asynchronously, prefetching on, a panel under the table with live counters and the lifecycle
/// log, and
/// a key (p) that turns `prepareForReuse` off to show the stale avatar of seeds 001 and 004.
@MainActor
final class DemoApp: TableHost, TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    var contacts: Contacts
    let avatars: AvatarStore
    /// The rows of the panel under the table (its rule, the counters and the log); none on a short terminal.
    var panelHeight = 0
    var log: [String] = []
    /// Lines the log ever had, and how many of them the last frame's log showed the end of: the log scrolls by
    /// the lines that came since, with a scroll region of its own.
    var logLinesAdded = 0
    var logLinesShown = 0
    /// The panel's frame figures: the mean time and bytes of the frames that changed the screen, over about a
    /// second, shown once a second (as a frame-rate meter is), so that they cost no bytes at every step.
    var lastFrameMilliseconds = 0.0
    var lastFrameBytes = 0
    /// The frames since the figures were last shown, their total time and bytes, and the seconds since then.
    var pendingFrames = (count: 0, milliseconds: 0.0, bytes: 0, seconds: 0.0)
    /// What the screen showed, the counters left out, at the last frame counted: a frame that changed nothing
    /// else does not count, so an idle demo writes nothing.
    var lastContent: Int?
    var content = 0
    var problemsFound = 0
    /// The help (`?`, F1) when it is open.
    var help: HelpView?
    /// What last happened to each cell, by serial number: made, reused for another row, or shown again.
    var cellStates: [Int: CellState] = [:]

    enum CellState: String {
        case new, reused, again
    }

    init(total: Int = 1_000_000, avatars loading: AvatarLoading, trueColor: Bool = false) {
        contacts = Contacts(total: total)
        avatars = AvatarStore(loading: loading)
        super.init(
            table: TableView(frame: .zero, style: .plain),
            title: "ReuseKit demo · \(contacts.total.formatted()) contacts · adaptive prefetching")
        painter = TablePainter(trueColor: trueColor)
        painter.reservesImageColumns = true
        // The index on the pinned header's line, which no scroll moves: a step of the list draws no index again.
        painter.sectionIndexPlacement = .firstLine
        hints = " ↑↓ · A-Z · / find · x swipe · e edit · p reuse · ? keys · q quit"
        position = { [unowned self] in list.selected.map { " \(Self.name($0)) " } ?? "" }
        onKey = { [unowned self] event in key(event) }
        ContactCell.resetsInPrepareForReuse = true
        table.sectionHeaderHeight = 1
        table.sectionFooterHeight = 0
        table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
        table.prefetchPolicy = .adaptive
        table.lifecycleObserver = { [weak self] event in self?.record(event) }
        // Reuse diagnostics on: with prepareForReuse off, the stale avatars show up in the log as they happen.
        table.reuseDiagnostics = true
        table.diagnosticHandler = { [weak self] diagnostic in self?.record(diagnostic) }
        table.dataSource = self
        table.delegate = self
        table.prefetchDataSource = self
        avatars.onLoad = { [weak self] in self?.setNeedsFrame() }
    }

    // MARK: TableHost

    /// Once a second while nothing moves and no avatar is on its way: the runner then draws only for input and
    /// for an avatar that arrives (which asks for a frame). A scroll's motion or a load in flight keeps 60 frames a
    /// second.
    override var idleFrameInterval: Double? {
        guard avatars.loads.isEmpty, !table.isDecelerating, !table.isScrollAnimating, !table.isDragging else {
            return nil
        }
        return 1
    }

    /// The table above the panel, after the lifecycle gutter on a wide terminal.
    override var tableColumns: Range<Int> { gutterWidth..<screenColumns }

    /// The table's rows: from under the title to the panel.
    override var tableRows: Range<Int> { 1..<max(1, screenRows - 1 - panelHeight) }

    /// The columns of the gutter left of the table (each cell's number and what last happened to it), once the
    /// terminal has 120 columns or more; none before.
    var gutterWidth: Int { screenColumns >= 120 ? 14 : 0 }

    /// The panel's first row (its rule), above the status line.
    private var panelTop: Int { screenRows - 1 - panelHeight }

    /// The sticky header's line stays; the list's lines under it scroll.
    override var scrollingRows: Range<Int> { tableRows.dropFirst() }

    override func resize(columns: Int, rows: Int) {
        let wide = columns >= 120
        let wasWide = gutterWidth > 0
        // Half the rows under the title, at least 6; none under 16 rows or 40 columns. The table and the log
        // both span the screen, so each scrolls with a region of its own.
        panelHeight = rows >= 16 && columns >= 40 ? max(6, (rows - 2) / 2) : 0
        logLinesShown = 0
        super.resize(columns: columns, rows: rows)
        // The shown cells gain or lose their number and city.
        if wide != wasWide { table.reconfigureRows(at: table.indexPathsForVisibleRows ?? []) }
    }

    /// The demo's own keys: / finds a contact, p turns `prepareForReuse` off and on, x swipes the selected row
    /// open (1, 2 or Enter choose an action, X swipes all the way, Esc closes), e enters and leaves editing mode
    /// (Enter on a row shows its Delete button, Enter again deletes).
    private func key(_ event: InputEvent) -> Bool {
        if var view = help {
            help = view.handle(event, width: screenColumns) ? view : nil
            return true
        }
        if editingKey(event) { return true }
        switch event {
        case .key(.character("?")), .key(.function(1)):
            var view = HelpView(groups: HelpView.demo)
            view.height = max(screenRows - 3, 1)
            help = view
        case .key(.character("/")): ask("/") { [unowned self] query in search(query) }
        case .key(.character("p")):
            ContactCell.resetsInPrepareForReuse.toggle()
            message =
                ContactCell.resetsInPrepareForReuse
                ? "prepareForReuse resets the avatar again"
                : "prepareForReuse is off: scroll to see avatars left from other rows"
        default: return false
        }
        return true
    }

    /// Swipe and editing keys; true when the key was one of theirs.
    private func editingKey(_ event: InputEvent) -> Bool {
        let selected = list.selected
        if let swiped = table.swipedRow {
            switch event {
            case .key(.escape), .key(.character("x")): table.closeSwipedRow()
            case .key(.enter): table.tapSwipeAction(at: 0)
            case .key(.character(let digit))
            where digit.wholeNumberValue.map { (1...swiped.actions.count).contains($0) } == true:
                table.tapSwipeAction(at: digit.wholeNumberValue! - 1)
            default:
                table.closeSwipedRow()
                return false
            }
            return true
        }
        switch event {
        case .key(.character("x")):
            guard let selected else { return true }
            if !table.swipeRow(at: selected, from: .trailing) { message = "row \(Self.name(selected)) has no actions" }
        case .key(.character("X")):
            if let selected { table.fullSwipeRow(at: selected, from: .trailing) }
        case .key(.character("e")):
            table.setEditing(!table.isEditing, animated: true)
            message = table.isEditing ? "editing: Enter shows Delete, Enter again deletes · e done" : nil
        case .key(.enter) where table.isEditing:
            guard let selected else { return true }
            if table.indexPathShowingDeleteConfirmation == selected {
                table.tapDeleteConfirmationButton(forRowAt: selected)
            } else {
                table.tapEditingControl(forRowAt: selected)
            }
        case .key(.escape) where table.indexPathShowingDeleteConfirmation != nil:
            if let selected { table.tapRow(at: selected) }
        default:
            return false
        }
        return true
    }

    override func tick(_ seconds: Double) {
        super.tick(seconds)
        pendingFrames.seconds += seconds
    }

    override func frameFinished(milliseconds: Double, bytes: Int) {
        guard content != lastContent else { return }
        lastContent = content
        pendingFrames.count += 1
        pendingFrames.milliseconds += milliseconds
        pendingFrames.bytes += bytes
        guard pendingFrames.seconds >= 1 else { return }
        lastFrameMilliseconds = pendingFrames.milliseconds / Double(pendingFrames.count)
        lastFrameBytes = pendingFrames.bytes / pendingFrames.count
        pendingFrames = (0, 0, 0, 0)
    }

    override func render(into buffer: inout ScreenBuffer) {
        if let help {
            panel = layOutPanel()
            renderTitle(into: &buffer)
            buffer.clear(rows: 1..<2, columns: 0..<screenColumns)
            buffer.put(" keys", row: 1, column: 0, width: screenColumns, style: CellStyle(bold: true, underline: true))
            help.render(into: &buffer, rows: 2..<max(2, screenRows - 1), width: screenColumns)
            renderStatus(into: &buffer)
        } else {
            super.render(into: &buffer)
            if gutterWidth > 0 { renderGutter(into: &buffer) }
            // Laid out after the table is painted, so that its counters count this frame.
            panel = layOutPanel()
            if panelHeight > 0 { renderPanel(into: &buffer) }
        }
        var hasher = Hasher()
        for row in 0..<buffer.rows where !panel.counterRows.contains(row) { hasher.combine(buffer.text(ofRow: row)) }
        content = hasher.finalize()
    }

    /// The panel's counters: groups of parts packed on lines of the screen's width, a group whole on one line
    /// when it fits and a part a line when not, so that no counter is ever cut.
    private var counterLines: [String] {
        let stats = table.statistics
        let groups = [
            ["cells created \(stats.cellsCreated)"],
            ["reused \(stats.cellsReused)", "redisplayed \(stats.cellsRedisplayed)"],
            ["prefetched \(stats.rowsPrefetched)", "cancelled \(stats.rowsCancelled)"],
            ["avatar hits \(avatars.prefetchHits)", "misses \(avatars.prefetchMisses)"],
            [String(format: "frame %.2f ms", lastFrameMilliseconds), "\(lastFrameBytes) bytes"],
            ["prepareForReuse \(ContactCell.resetsInPrepareForReuse ? "on" : "OFF")", "problems \(problemsFound)"],
        ]
        let room = screenColumns - 2
        var lines: [String] = []
        for parts in groups {
            let whole = parts.joined(separator: " · ")
            for piece in TextWidth.of(whole) <= room ? [whole] : parts {
                if let last = lines.last, TextWidth.of(last) + 3 + TextWidth.of(piece) <= room {
                    lines[lines.count - 1] = last + " · " + piece
                } else {
                    lines.append(piece)
                }
            }
        }
        return lines
    }

    /// The panel as a frame lays it out: its counter lines, the rows they take (left out of the idle check: they
    /// are what changes when nothing else does) and the log's rows under them.
    private struct Panel {
        var counters: [String] = []
        var counterRows: Range<Int> = 0..<0
        var logRows: Range<Int> = 0..<0
    }

    /// The panel of the last frame drawn: made once a frame, for drawing, the idle check and the log's scroll.
    private var panel = Panel()

    private func layOutPanel() -> Panel {
        guard panelHeight > 0 else { return Panel() }
        let counters = counterLines
        let counterRows = (panelTop + 1)..<min(panelTop + 1 + counters.count, screenRows - 1)
        return Panel(counters: counters, counterRows: counterRows, logRows: counterRows.upperBound..<(screenRows - 1))
    }

    private func renderPanel(into buffer: inout ScreenBuffer) {
        let rule = CellStyle(foreground: .indexed(240))
        let line = String(repeating: "─", count: screenColumns)
        buffer.put(line, row: panelTop, column: 0, width: screenColumns, style: rule)
        buffer.put(" lifecycle ", row: panelTop, column: 1, width: screenColumns - 1, style: CellStyle(underline: true))
        // The counters and the log in the terminal's own colours: their digits and lines change at every step,
        // and a pen of their own would cost a change of pen each time.
        for (row, line) in zip(panel.counterRows, panel.counters) {
            buffer.put(line, row: row, column: 1, width: screenColumns - 1, style: .plain)
        }
        for (row, line) in zip(panel.logRows, log.suffix(panel.logRows.count)) {
            buffer.put(line, row: row, column: 1, width: screenColumns - 1, style: .plain)
        }
    }

    /// The table's rows scroll with the table; the log's rows scroll by the lines added since the last frame,
    /// once the log fills them (until then new lines go under the last, and nothing moves).
    override func scrollHints() -> [ScrollHint] {
        var hints = super.scrollHints()
        let rows = panel.logRows
        let added = logLinesAdded - logLinesShown
        if help == nil, !rows.isEmpty, added > 0, min(logLinesShown, log.count - added) >= rows.count {
            hints.append(ScrollHint(region: rows, shift: min(added, rows.count)))
        }
        logLinesShown = logLinesAdded
        if help != nil { return [] }
        return hints
    }

    /// Left of each cell on screen: its number and what last happened to it (new green, reused yellow, shown
    /// again cyan), so that reuse shows row by row.
    private func renderGutter(into buffer: inout ScreenBuffer) {
        let columns = 0..<gutterWidth
        buffer.clear(rows: tableRows, columns: columns)
        let top = Double(table.contentOffset.y)
        for case let cell as TableViewCell in table.subviews where !cell.isHidden {
            let row = tableRows.lowerBound + Int((Double(cell.frame.minY) - top).rounded(.down))
            // The first line is the pinned section header's.
            guard row > tableRows.lowerBound, row < tableRows.upperBound else { continue }
            let state = cellStates[cell.serialNumber] ?? .new
            let color: UInt8 =
                switch state {
                case .new: 70
                case .reused: 178
                case .again: 37
                }
            buffer.put(
                " #\(cell.serialNumber) \(state.rawValue)", row: row, column: 0, width: columns.count - 1,
                style: CellStyle(foreground: .indexed(color)))
        }
    }

    private func record(_ event: LifecycleEvent) {
        switch event {
        case .cellCreated(let cell, _): cellStates[cell] = .new
        case .prepareForReuse(let cell): cellStates[cell] = .reused
        case .willDisplay(_, let cell, true): cellStates[cell] = .again
        default: break
        }
        let line: String
        switch event {
        case .prefetchRows(let paths): line = "prefetchRowsAt " + Self.describe(paths)
        case .cancelPrefetchingRows(let paths): line = "cancelPrefetching " + Self.describe(paths)
        case .cellForRow(let path): line = "cellForRowAt \(Self.name(path))"
        case .cellCreated(let cell, _): line = "init cell#\(cell)"
        case .prepareForReuse(let cell): line = "prepareForReuse cell#\(cell)"
        case .willDisplay(let path, let cell, _):
            line = "willDisplay \(Self.name(path)) #\(cell)"
        case .didEndDisplaying(let path, let cell):
            line = "didEndDisplaying \(Self.name(path)) #\(cell)"
        }
        appendLog([line])
    }

    /// Adds lines to the log, keeping its last 100 once it passes 200.
    private func appendLog(_ lines: [String]) {
        log += lines
        logLinesAdded += lines.count
        if log.count > 200 { log.removeFirst(log.count - 100) }
    }

    /// A diagnostic in the log, on one line that names the rows it is about.
    private func record(_ diagnostic: ReuseDiagnostic) {
        problemsFound += 1
        let rows = diagnostic.rows.map(Self.name)
        switch diagnostic.kind {
        case .staleState where rows.count == 2:
            appendLog(["⚠ \(rows[0]) stale \(diagnostic.property ?? "state"), left from \(rows[1])"])
        case .lateAsyncResult where rows.count == 2:
            appendLog(["⚠ \(rows[1])'s avatar late, dropped"])
        default:
            appendLog(["⚠ \(diagnostic.kind.rawValue) \(rows.first ?? "")"])
        }
    }

    /// An index path as UIKit prints one, `[0, 31]`: the one numbering of the log, the status line and messages
    /// (rows from 0, as the table counts them).
    static func name(_ path: IndexPath) -> String { "[\(path.section), \(path.row)]" }

    /// A list of rows in a few columns: `[0, 31]` for one, `[0, 31]… (10)` for more.
    static func describe(_ paths: [IndexPath]) -> String {
        guard let first = paths.first else { return "[]" }
        let name = Self.name(first)
        return paths.count == 1 ? name : "\(name)… (\(paths.count))"
    }

    /// Finds the next contact whose name contains `query`, from the row after the selection round to it.
    /// Names repeat in each section every families × given names, so one period of a section is all that is
    /// read: a miss costs 26 periods (about 2,000 names), never the million rows, and no frame waits for it.
    private func search(_ query: String) {
        guard !query.isEmpty else { return }
        let needle = query.lowercased()
        let start = list.selected.map(contacts.source) ?? IndexPath(row: -1, section: 0)
        let sections = contacts.counts.count
        for step in 0...sections {
            let section = (start.section + step) % sections
            let period = Contacts.families[section].count * Contacts.given.count
            let from = step == 0 ? start.row + 1 : 0
            let end = min(contacts.counts[section], from + period, step == sections ? start.row + 1 : .max)
            for row in from..<max(from, end) {
                let source = IndexPath(row: row, section: section)
                if contacts.name(source).lowercased().contains(needle), let path = contacts.display(source) {
                    list.select(path, position: .middle)
                    message = "found “\(query)” at \(Self.name(path))"
                    return
                }
            }
        }
        message = "“\(query)” not found"
    }

    // MARK: Data source, delegate, prefetching

    func numberOfSections(in tableView: TableView) -> Int { contacts.counts.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        contacts.rows(inSection: section)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        "\(Contacts.letters[section]) · \(contacts.rows(inSection: section).formatted()) contacts"
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        let source = contacts.source(indexPath)
        let name = contacts.name(source)
        cell.textLabel?.text = contacts.flagged.contains(source) ? "⚑ " + name : name
        // The city padded to the widest, so that the right-aligned numbers line up.
        let city = contacts.city(source)
        cell.detailTextLabel?.text =
            gutterWidth > 0
            ? contacts.number(source) + "  " + city
                + String(repeating: " ", count: Contacts.cityWidth - city.count) : nil
        // As seed 004 wrote it: a photo only for contacts that have one, and no `else`.
        if contacts.hasPhoto(source) {
            switch avatars.loading {
            case .immediate:
                cell.imageView?.image = Image(named: name)
            case .simulated:
                if let image = avatars.cache[name] {
                    avatars.prefetchHits += 1
                    cell.imageView?.image = image
                } else {
                    avatars.prefetchMisses += 1
                    cell.imageView?.setImage(
                        from: AvatarSource(key: name, store: avatars), placeholder: Image(named: "·"))
                }
            }
        }
        return cell
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { Contacts.letters }

    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        let name = contacts.name(contacts.source(indexPath))
        contacts.delete(indexPath)
        tableView.deleteRows(at: [indexPath], with: .fade)
        if let selected = list.selected, selected.row >= contacts.rows(inSection: selected.section) {
            list.select(IndexPath(row: max(selected.row - 1, 0), section: selected.section))
        }
        message = "deleted \(name)"
    }

    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, completion in
            self.tableView(tableView, commit: .delete, forRowAt: indexPath)
            completion(true)
        }
        let source = contacts.source(indexPath)
        let flagged = contacts.flagged.contains(source)
        let flag = ContextualAction(style: .normal, title: flagged ? "Unflag" : "Flag") {
            [unowned self] _, _, completion in
            if flagged { self.contacts.flagged.remove(source) } else { self.contacts.flagged.insert(source) }
            tableView.reconfigureRows(at: [indexPath])
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        return SwipeActionsConfiguration(actions: [delete, flag])
    }

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        for path in indexPaths.map(contacts.source) where contacts.hasPhoto(path) {
            avatars.prefetch(contacts.name(path))
        }
    }

    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        for path in indexPaths.map(contacts.source) { avatars.cancel(contacts.name(path)) }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let source = contacts.source(indexPath)
        message = "selected \(contacts.name(source)) · \(contacts.number(source))"
    }
}
