import Foundation
import ReuseCore

/// The sentences of reuse diagnostics (``ReuseDiagnostic``): what happened, to which rows, and the fix.
extension Messages {
    static func dequeueOutsideCellForRow(_ indexPath: IndexPath) -> String {
        "dequeueReusableCell(withIdentifier:for:) was called for row \(indexPath) outside tableView(_:cellForRowAt:). "
            + "Dequeue cells only there: the table decides when a row needs a cell."
    }

    static func mutatedAfterEndDisplaying(_ row: IndexPath) -> String {
        "The cell that showed row \(row) changed after didEndDisplaying, while it waited in the reuse queue. A cell "
            + "that has left the screen belongs to the table: stop updating it (cancel its work in prepareForReuse() "
            + "or when the row ends displaying)."
    }

    static func lateImage(loadedFor previous: IndexPath, cellNowShows now: IndexPath?) -> String {
        "An image loaded for row \(previous) arrived after its cell moved on" + (now.map { " to row \($0)" } ?? "")
            + "; it was dropped, not shown. Loads through ImageView are cancelled on reuse; check other loads do the "
            + "same."
    }

    static func cellForTwoRows(_ indexPath: IndexPath, stillShowing other: IndexPath) -> String {
        "tableView(_:cellForRowAt:) returned the cell of row \(other), still on screen, for row \(indexPath). Return "
            + "a cell from dequeueReusableCell(withIdentifier:for:) for every row, and do not keep cells."
    }

    static func staleState(
        _ indexPath: IndexPath, property: String, shows value: String?, from previous: IndexPath, fresh: String?
    ) -> String {
        let has = fresh.map { "has \(property) \($0)" } ?? "has no \(property)"
        let shows = value.map { "shows \(property) \($0)" } ?? "shows no \(property)"
        return "Row \(indexPath) \(shows) left over from row \(previous); a fresh cell for this row \(has). Reset it "
            + "in prepareForReuse() or set it for every row in tableView(_:cellForRowAt:)."
    }

    static func countsChanged(section: Int, now: Int, sections: Int, was: Int, knownSections: Int) -> String {
        "The data source now has \(now) rows in section \(section) (\(sections) sections) but the table was told of "
            + "\(was) (\(knownSections) sections), and no update call came. Call reloadData() or "
            + "insertRows/deleteRows (or performBatchUpdates) when the data changes."
    }

    static func cellLeak(made: Int, mostRowsVisible: Int, bound: Int) -> String {
        "The table made \(made) cells, though at most \(mostRowsVisible) rows were on screen at once (\(bound) with "
            + "the queue's retention). Cells are kept somewhere or made outside the reuse queue: use "
            + "dequeueReusableCell(withIdentifier:for:) and do not hold on to cells."
    }

    static func reloadDuringCellForRow(_ indexPath: IndexPath) -> String {
        "reloadData() was called from tableView(_:cellForRowAt:) for row \(indexPath), while the table was laying "
            + "out its rows; the table reloaded once the pass ended. Reload when the data changes, never from a "
            + "data source callback: each reload throws away every cell on screen and configures them again."
    }

    static func editingNotSupported(style: TableViewCell.EditingStyle, _ indexPath: IndexPath) -> String {
        let what = style == .insert ? "an insertion" : "a deletion"
        return "Row \(indexPath) asked for \(what), but the data source does not implement "
            + "tableView(_:commit:forRowAt:). Implement it: update the model, then call "
            + (style == .insert ? "insertRows(at:with:)." : "deleteRows(at:with:).")
    }

    static func movingNotSupported(_ indexPath: IndexPath) -> String {
        "Row \(indexPath) was dragged, but the data source does not implement tableView(_:moveRowAt:to:), so rows "
            + "cannot be reordered. Implement it and move the item in the model there."
    }

    static func itemMovingNotSupported(_ indexPath: IndexPath) -> String {
        "Item \(indexPath) was moved, but the data source does not implement collectionView(_:moveItemAt:to:), so "
            + "items cannot be reordered and it went back. Implement it and move the item in the model there."
    }

    static func sectionIndexOutOfRange(_ section: Int, title: String, sections: Int) -> String {
        "tableView(_:sectionForSectionIndexTitle:at:) gave section \(section) for index title "
            + "\"\(ControlCharacters.sanitized(title))\", but the table has \(sections) sections (0 to \(sections - 1)). "
            + "Return the section the title names."
    }
}
