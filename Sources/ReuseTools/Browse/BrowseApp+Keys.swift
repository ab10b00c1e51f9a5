import ReuseData
import ReuseKit
import ReuseTerminal

extension BrowseApp {
    /// The keys: the help's, the table list's or the record view's when one is open, else the table's, the
    /// columns' and the commands'. (A prompt's editing comes first, in ``handle(_:)``.)
    func handleKey(_ event: InputEvent) -> Bool {
        if case .key(.control("c")) = event { return false }
        if var view = help {
            help = view.handle(event, width: screenColumns) ? view : nil
            return true
        }
        // F1 opens the help over the table list or a record too (the table's own keys take it below).
        if picker != nil || record != nil, case .key(.function(1)) = event {
            openHelp()
            return true
        }
        if var view = picker {
            switch view.handle(event) {
            case .stay: picker = view
            case .close: picker = nil
            case .choose(let name):
                picker = nil
                show(table: name)
            }
            return true
        }
        if var view = record {
            record = view.handle(event) ? view : nil
            return true
        }
        message = nil
        switch event {
        case .key(.character("q")): return false
        case .key(.character("?")), .key(.function(1)): openHelp()
        case .key(.character("/")): ask("/", history: searchHistory) { [unowned self] in search($0) }
        case .key(.character("n")): searchAgain(backward: false)
        case .key(.character("N")): searchAgain(backward: true)
        case .key(.character(":")): ask(":") { [unowned self] in jump(to: $0) }
        case .key(.character("c")): ask("column ") { [unowned self] in goToColumn($0) }
        case .key(.character("F")): toggleFollow()
        case .key(.character("s")): cycleSort()
        case .key(.character("&")):
            ask("&", history: filterHistory) { [unowned self] in
                if !$0.isEmpty { Self.remember($0, in: &filterHistory) }
                filter($0)
            }
        case .key(.character("R")): reload()
        case .key(.character("T")): openTables()
        case .key(.character("r")):
            let count = store.retryFailed()
            message = count == 0 ? "no rows failed to load" : "loading \(count) page\(count == 1 ? "" : "s") again"
            table.reloadData()
        case .key(.left), .key(.character("h")), .mouse(.wheelLeft, _, _, _, _): moveColumn(by: -1)
        case .key(.right), .key(.character("l")), .mouse(.wheelRight, _, _, _, _): moveColumn(by: 1)
        case .key(.character("0")): moveColumn(by: -layout.names.count)
        case .key(.character("$")): moveColumn(by: layout.names.count)
        case .key(.character("-")):
            let name = layout.names[layout.cursor]
            if layout.hideCursor() {
                table.reloadData()
                message = "hid “\(name)” · + shows every column again"
            } else {
                message = "“\(name)” is the only column shown"
            }
        case .key(.character("+")):
            let count = layout.hidden.count
            layout.showAll()
            table.reloadData()
            message =
                count == 0 ? "no column is hidden" : "showing \(count) hidden column\(count == 1 ? "" : "s") again"
        case .key(.escape):
            searchTask?.cancel()
            if orderTask.map({ !$0.isCancelled }) == true { orderTask?.cancel() }
            sortUnderWay = false
            highlight = nil
        case .key(.enter) where list.selected == nil:
            // Nothing selected yet: the record of the first row on screen.
            if let first = table.indexPathsForVisibleRows?.first {
                list.select(first)
                table.tapRow(at: first)
            }
        default: _ = list.handle(event)
        }
        return true
    }

    /// Opens the help over whatever is shown (it closes back to it).
    func openHelp() {
        var view = HelpView(groups: HelpView.browse)
        view.height = listRows.count + 1
        help = view
    }

    /// Adds `entry` to the end of `history` (once: an earlier copy moves to the end), keeping the last 100.
    static func remember(_ entry: String, in history: inout [String]) {
        history.removeAll { $0 == entry }
        history.append(entry)
        if history.count > 100 { history.removeFirst(history.count - 100) }
    }

    /// Moves the column cursor and redraws the lines when the columns on screen changed.
    func moveColumn(by delta: Int) {
        let before = layout.visible().map(\.column)
        let cursor = layout.cursor
        layout.moveCursor(by: delta)
        if layout.visible().map(\.column) != before || layout.cursor != cursor { table.reloadData() }
    }

    /// `c`: the column named (part of its name, any case) or numbered (from 1) by `text`.
    func goToColumn(_ text: String) {
        guard let column = layout.column(named: text) else {
            message =
                "no column is named or numbered “\(text)”: type part of a name, or a number from 1 to \(layout.names.count)"
            return
        }
        layout.moveCursor(to: column)
        table.reloadData()
    }
}
