import ReuseKit

/// The keys and the mouse of a list in a terminal, on a `TableView` whose unit is one line: arrows and j/k
/// move the selection (the table scrolls to keep it in view), PgUp/PgDn and space move a page, Home/End and
/// g/G go to the ends, Enter taps the selected row, the wheel scrolls three lines, a click selects, and a drag
/// moves the content with the finger and flings it on release through the scroll physics.
@MainActor
public final class ListInteraction {
    public let table: TableView
    /// The screen row of the table's first line.
    public var topRow = 0
    public var leftColumn = 0
    public private(set) var selected: IndexPath?
    private var drag: (row: Int, time: Double, velocity: Double)?
    private var time = 0.0

    public init(table: TableView) {
        self.table = table
    }

    /// Rows before each section, for moving by global row.
    func globalRow(_ path: IndexPath) -> Int {
        var row = path.row
        for section in 0..<path.section { row += table.numberOfRows(inSection: section) }
        return row
    }

    private func path(ofGlobal row: Int) -> IndexPath? {
        var remaining = row
        for section in 0..<table.numberOfSections {
            let count = table.numberOfRows(inSection: section)
            if remaining < count { return IndexPath(row: remaining, section: section) }
            remaining -= count
        }
        return nil
    }

    var totalRows: Int { (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) } }

    /// Selects `path` and scrolls as little as makes it visible.
    public func select(_ path: IndexPath, position: TableView.ScrollPosition = .none) {
        selected = path
        table.selectRow(at: path, animated: false, scrollPosition: position)
        table.scrollToRow(at: path, at: position, animated: false)
    }

    /// Moves the selection by `delta` rows (the first visible row when nothing is selected).
    public func moveSelection(by delta: Int) {
        let total = totalRows
        guard total > 0 else { return }
        let current =
            selected.map(globalRow) ?? (table.indexPathsForVisibleRows?.first.map(globalRow) ?? 0) - delta.signum()
        let target = min(max(current + delta, 0), total - 1)
        if let path = path(ofGlobal: target) { select(path) }
    }

    /// Handles a key or mouse event; returns whether it was one of the list's.
    public func handle(_ event: InputEvent) -> Bool {
        let page = max(Int(table.bounds.height) - 1, 1)
        switch event {
        case .key(.up), .key(.character("k")): moveSelection(by: -1)
        case .key(.down), .key(.character("j")): moveSelection(by: 1)
        case .key(.pageUp): moveSelection(by: -page)
        case .key(.pageDown), .key(.character(" ")): moveSelection(by: page)
        case .key(.home), .key(.character("g")): moveSelection(by: -totalRows)
        case .key(.end), .key(.character("G")): moveSelection(by: totalRows)
        case .key(.enter):
            if let selected { table.tapRow(at: selected) }
        case .mouse(.wheelUp, _, _, _, _): scrollContent(by: -3)
        case .mouse(.wheelDown, _, _, _, _): scrollContent(by: 3)
        case .mouse(.left, let row, let column, let pressed, let dragging):
            mouse(row: row, column: column, pressed: pressed, dragging: dragging)
        case .mouse(.none, let row, let column, let pressed, true):
            mouse(row: row, column: column, pressed: pressed, dragging: true)
        default: return false
        }
        return true
    }

    /// Advances the list's clock (for drag velocity).
    public func tick(_ seconds: Double) { time += seconds }

    private func scrollContent(by lines: CGFloat) {
        let y = min(max(table.contentOffset.y + lines, table.minimumContentOffset), table.maximumContentOffset)
        table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    }

    private func mouse(row: Int, column: Int, pressed: Bool, dragging: Bool) {
        let line = row - topRow
        guard line >= 0, line < Int(table.bounds.height) || drag != nil else { return }
        if pressed && !dragging {
            drag = (row, time, 0)
            if let path = table.indexPathForRow(at: CGPoint(x: 1, y: table.contentOffset.y + CGFloat(line) + 0.5)) {
                selected = path
                table.selectRow(at: path, animated: false, scrollPosition: .none)
            }
        } else if dragging, let last = drag {
            if !table.isDragging { table.beginDragging() }
            let delta = row - last.row
            let elapsed = max(time - last.time, 1.0 / 60)
            drag = (row, time, 0.5 * last.velocity + 0.5 * Double(delta) / elapsed)
            table.drag(by: CGPoint(x: 0, y: CGFloat(delta)))
        } else if !pressed {
            if table.isDragging, let last = drag {
                // Lines per second, in the finger's direction: the physics flings the content.
                let recent = time - last.time < 0.1 ? last.velocity : 0
                table.endDragging(velocity: CGPoint(x: 0, y: recent))
            }
            drag = nil
        }
    }
}
