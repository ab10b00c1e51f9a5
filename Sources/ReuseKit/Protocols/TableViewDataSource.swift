import Foundation

/// Supplies a table's sections, rows and cells, its section index, and takes its edits (UITableViewDataSource).
/// Only the first two methods are required.
///
/// Defaults: one section; no header or footer titles; every row editable and movable; no section index, and
/// index title *i* going to section *i*. Insertions, deletions and moves need the data source to implement
/// `tableView(_:commit:forRowAt:)` and `tableView(_:moveRowAt:to:)`, as in UIKit: a table whose data source
/// leaves them out does not delete or move rows when asked to, and reports why (``ReuseDiagnostic``).
@preconcurrency @MainActor
public protocol TableViewDataSource: AnyObject {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited: swiped, or given an editing control in editing mode.
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row shows a reorder control in editing mode.
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The titles of the section index at the table's trailing edge ("A" to "Z", say); nil for none.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section that index title `title`, the `index`th, goes to.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// Commits an insertion or deletion the person asked for: update the model, then the table
    /// (`deleteRows(at:with:)`, `insertRows(at:with:)`).
    func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// Tells the data source a row was dragged from one place to another; the table has already moved it.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    public func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        tableView.editState.unimplemented.insert(.commit)
    }
    public func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        tableView.editState.unimplemented.insert(.move)
    }
}

/// Told ahead of time which rows are about to appear, so their data can load before their cells are made.
@preconcurrency @MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
