import Foundation

/// One step of the cell lifecycle, as a table reports it to ``TableView/lifecycleObserver`` (beyond UIKit):
/// the callbacks seed 000 logged, in the order the table makes them, with cells numbered in the order the
/// table made them (`cell#1` is the first cell made), so logs are stable where addresses are not.
public enum LifecycleEvent: Hashable, Sendable {
    case prefetchRows([IndexPath])
    case cancelPrefetchingRows([IndexPath])
    /// The table asks its data source for the cell of a row.
    case cellForRow(IndexPath)
    /// The table made a new cell through a registered class (`init(style:reuseIdentifier:)`) or nib.
    case cellCreated(cell: Int, fromNib: Bool)
    /// A queued cell is handed to another row (or reloaded): `prepareForReuse()`.
    case prepareForReuse(cell: Int)
    /// `willDisplay`; `redisplayed` when the row got back the cell that still showed it, with no `cellForRowAt`.
    case willDisplay(IndexPath, cell: Int, redisplayed: Bool)
    case didEndDisplaying(IndexPath, cell: Int)

    /// The event in the seed's words, one line: `tableView(_:willDisplay:forRowAt:) 6 cell#1`. With
    /// `rowsOnly` (a one-section table, as in the seed) rows print as numbers, else as index paths.
    public func line(rowsOnly: Bool) -> String {
        func row(_ indexPath: IndexPath) -> String { rowsOnly ? String(indexPath.row) : indexPath.description }
        func list(_ paths: [IndexPath]) -> String { "[" + paths.map(\.description).joined(separator: ", ") + "]" }
        switch self {
        case .prefetchRows(let paths): return "tableView(_:prefetchRowsAt:) " + list(paths)
        case .cancelPrefetchingRows(let paths): return "tableView(_:cancelPrefetchingForRowsAt:) " + list(paths)
        case .cellForRow(let indexPath): return "tableView(_:cellForRowAt:) " + row(indexPath)
        case .cellCreated(let cell, let fromNib):
            return fromNib ? "awakeFromNib() cell#\(cell)" : "init(style:reuseIdentifier:) cell#\(cell)"
        case .prepareForReuse(let cell): return "prepareForReuse() cell#\(cell)"
        case .willDisplay(let indexPath, let cell, _):
            return "tableView(_:willDisplay:forRowAt:) \(row(indexPath)) cell#\(cell)"
        case .didEndDisplaying(let indexPath, let cell):
            return "tableView(_:didEndDisplaying:forRowAt:) \(row(indexPath)) cell#\(cell)"
        }
    }

    /// A short name for the kind of event: `prefetchRowsAt`, `cellForRowAt`, `init`, `awakeFromNib`, ...
    public var kind: String {
        switch self {
        case .prefetchRows: "prefetchRowsAt"
        case .cancelPrefetchingRows: "cancelPrefetchingForRowsAt"
        case .cellForRow: "cellForRowAt"
        case .cellCreated(_, let fromNib): fromNib ? "awakeFromNib" : "init"
        case .prepareForReuse: "prepareForReuse"
        case .willDisplay: "willDisplay"
        case .didEndDisplaying: "didEndDisplaying"
        }
    }
}
