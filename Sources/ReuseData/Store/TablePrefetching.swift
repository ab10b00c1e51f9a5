import ReuseKit

/// Connects a table's prefetching to a ``RowStore``: `prefetchRowsAt` loads the rows' pages,
/// `cancelPrefetchingForRowsAt` withdraws them, and the store's page latencies go to the table's prefetch
/// policy (`TableView/reportDataLatency(_:)`). Rows are the table's rows in its only section.
///
/// Set it as the table's `prefetchDataSource` and keep a strong reference: the table's is weak.
@MainActor
public final class TablePrefetching<Source: RowSource>: TableViewDataSourcePrefetching {
    public let store: RowStore<Source>
    /// The store's row for a table row: itself, unless the table shows the rows in another order or a subset
    /// (a sort or a filter).
    public var storeRow: (Int) -> Int = { $0 }

    public init(store: RowStore<Source>, tableView: TableView) {
        self.store = store
        store.onLatency = { [weak tableView] seconds in tableView?.reportDataLatency(seconds) }
    }

    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        store.prefetch(rows: indexPaths.map { storeRow($0.row) })
    }

    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        store.cancelPrefetching(rows: indexPaths.map { storeRow($0.row) })
    }
}
