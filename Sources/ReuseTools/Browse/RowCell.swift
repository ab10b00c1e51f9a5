import ReuseKit

/// A row of the file: its values in columns, with `│` between them. Selected, it stays as it is: the painter
/// marks it and shows the cursor column as a cell cursor (`TablePainter.cursorColumns`), so that a step of the
/// selection rewrites a few cells, not two rows.
final class RowCell: TableViewCell {
    /// Shows a loaded row's columns (``ColumnLayout/cells(_:)``).
    func show(cells: [String]) {
        textLabel?.text = cells.joined(separator: ColumnLayout.separator)
    }

    /// Shows `text` in place of columns (a row loading, or one that did not load).
    func show(_ text: String) {
        textLabel?.text = text
    }
}
