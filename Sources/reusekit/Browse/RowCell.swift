import ReuseKit

/// A row of the file: its values in columns, with `│` between them; the selected row shows them on one bar
/// without the separators, as UIKit hides a selected cell's separators.
///
/// The bar without separators is also what keeps a step of the selection small: the blanks where the
/// separators were join the padding around them, and the terminal skips the run with one cursor move.
final class RowCell: TableViewCell {
    /// The row's columns, each cut and padded to its width; nil while the cell shows something else (a row
    /// loading).
    private var cells: [String]?

    /// Shows a loaded row's columns (``ColumnLayout/cells(_:)``), joined as the selection wants them.
    func show(cells: [String]) {
        self.cells = cells
        showCells()
    }

    /// Shows `text` whether the row is selected or not (a row loading, or one that did not load).
    func show(_ text: String) {
        cells = nil
        textLabel?.text = text
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        let was = isSelected
        super.setSelected(selected, animated: animated)
        if isSelected != was { showCells() }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        cells = nil
    }

    private func showCells() {
        guard let cells else { return }
        textLabel?.text = cells.joined(separator: isSelected ? ColumnLayout.gap : ColumnLayout.separator)
    }
}
