import Foundation
import ReuseCore

/// Making and reusing cells: a dequeue's new cell from its registration, and a reused cell's preparation.
extension TableView {
    /// Prepares a cell taken from the queue for another row: counted, announced, its image loads cancelled, then
    /// `prepareForReuse()`.
    func reuse(_ cell: TableViewCell) {
        if reuseDiagnostics { diagnoseReuse(of: cell) }
        statistics.cellsReused += 1
        lifecycleObserver?(.prepareForReuse(cell: cell.serialNumber))
        // Image loads belong to the row the cell showed: cancel them before it shows another.
        cell.cancelImageLoadsInTree()
        cell.prepareForReuse()
    }

    /// A new cell from the registration; `counted: false` for the fresh cells of reuse diagnostics, which
    /// are neither counted nor announced.
    func makeCell(identifier: String, source: CellSource, counted: Bool = true) -> TableViewCell {
        let cell: TableViewCell
        if counted { statistics.cellsCreated += 1 }
        switch source {
        case .type(let type):
            cell = type.init(registeredStyle: .default, reuseIdentifier: identifier)
            guard counted else { return cell }
            cell.serialNumber = statistics.cellsCreated
            lifecycleObserver?(.cellCreated(cell: cell.serialNumber, fromNib: false))
        case .nib(let nib):
            guard let built = nib.build() as? TableViewCell else {
                ProgrammerError.stop(.invalidNib(identifier: identifier, expected: "UITableViewCell"))
            }
            cell = built
            if let own = cell.reuseIdentifier, own != identifier {
                ProgrammerError.stop(.nibIdentifierMismatch(nib: own, registered: identifier))
            }
            cell.reuseIdentifier = identifier
            guard counted else {
                cell.awakeFromNib()
                return cell
            }
            cell.serialNumber = statistics.cellsCreated
            lifecycleObserver?(.cellCreated(cell: cell.serialNumber, fromNib: true))
            cell.awakeFromNib()
        }
        // As UIKit's dequeue with an index path does, a new cell comes at the table's width (and a fixed row
        // height), so that what cellForRowAt builds from its bounds (a shadow path, say) has the row's size.
        let width = bounds.width
        if width > 0, cell.bounds.width != width || (rowHeight > 0 && cell.bounds.height != rowHeight) {
            cell.frame.size = CGSize(width: width, height: rowHeight > 0 ? rowHeight : cell.bounds.height)
        }
        return cell
    }
}
