import ReuseKit

/// A row of the file: its values in columns, with `│` between them; the selected row shows them on one bar
/// without the separators, as UIKit hides a selected cell's separators.
///
/// The bar without separators is also what keeps a step of the selection small: the blanks where the
/// separators were join the padding around them, and the terminal skips the run with one cursor move.
final class RowCell: TableViewCell {
    /// The row as it shows unselected and selected; nil while the cell shows something else (a row loading).
    private var lines: (plain: String, selected: String)?

    /// Shows a loaded row: `plain` normally, `selected` when the row is selected.
    func show(_ plain: String, selected: String) {
        lines = (plain, selected)
        textLabel?.text = isSelected ? selected : plain
    }

    /// Shows `text` whether the row is selected or not (a row loading, or one that did not load).
    func show(_ text: String) {
        lines = nil
        textLabel?.text = text
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        if let lines { textLabel?.text = selected ? lines.selected : lines.plain }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        lines = nil
    }
}
