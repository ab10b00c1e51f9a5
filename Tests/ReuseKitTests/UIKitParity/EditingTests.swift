import ReuseKit
import Testing

@MainActor
@Suite struct EditingTests {
    @Test func theEditButtonPutsTheTableAndItsCellsInEditingMode() {
        let groceries = GroceryListController(style: .plain)
        let window = show(groceries)
        #expect(groceries.shownItems == ["Apples", "Bread", "Milk", "Eggs", "Rice", "Tea"])
        #expect(groceries.navigationItem.rightBarButtonItem?.title == "Edit")
        groceries.navigationItem.rightBarButtonItem?.tap()
        #expect(groceries.isEditing && groceries.tableView.isEditing)
        #expect(groceries.editButtonItem.title == "Done")
        for cell in groceries.tableView.visibleCells {
            #expect(cell.isEditing && cell.editingStyle == .delete && cell.showsReorderControl)
        }
        groceries.editButtonItem.tap()
        #expect(!groceries.tableView.isEditing)
        #expect(groceries.tableView.visibleCells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
        _ = window
    }

    @Test func deletingInEditingModeAsksForConfirmationThenCommits() {
        let groceries = GroceryListController(style: .plain)
        let window = show(groceries)
        groceries.setEditing(true, animated: true)
        let milk = IndexPath(row: 2, section: 0)
        groceries.tableView.tapEditingControl(forRowAt: milk)
        #expect(groceries.tableView.indexPathShowingDeleteConfirmation == milk)
        #expect(groceries.tableView.cellForRow(at: milk)?.showingDeleteConfirmation == true)
        #expect(groceries.log.isEmpty)
        groceries.tableView.tapDeleteConfirmationButton(forRowAt: milk)
        #expect(groceries.log == ["commit delete 2"])
        #expect(groceries.items == ["Apples", "Bread", "Eggs", "Rice", "Tea"])
        groceries.tableView.advance(by: 0.5)
        #expect(groceries.shownItems == groceries.items)
        _ = window
    }

    @Test func swipeToDeleteShowsDeleteThenCommitsInUIKitsOrder() {
        let groceries = GroceryListController(style: .plain)
        let window = show(groceries)
        let bread = IndexPath(row: 1, section: 0)
        #expect(groceries.tableView.swipeRow(at: bread, from: .trailing))
        #expect(groceries.tableView.swipedRow?.indexPath == bread)
        #expect(groceries.tableView.swipedRow?.actions.map(\.title) == ["Delete"])
        #expect(groceries.tableView.swipedRow?.actions.first?.style == .destructive)
        #expect(groceries.tableView.cellForRow(at: bread)?.configurationState.isSwiped == true)
        groceries.tableView.tapSwipeAction(at: 0)
        #expect(groceries.log == ["willBeginEditingRowAt 1", "commit delete 1", "didEndEditingRowAt nil"])
        #expect(groceries.tableView.swipedRow == nil)
        groceries.tableView.advance(by: 0.5)
        #expect(groceries.shownItems == ["Apples", "Milk", "Eggs", "Rice", "Tea"])
        // Swiping from the leading edge shows nothing: no leading actions.
        #expect(!groceries.tableView.swipeRow(at: bread, from: .leading))
        _ = window
    }

    @Test func aTapElsewhereClosesASwipedRowWithoutSelectingIt() {
        let groceries = GroceryListController(style: .plain)
        let window = show(groceries)
        groceries.tableView.swipeRow(at: IndexPath(row: 3, section: 0), from: .trailing)
        groceries.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(groceries.log == ["willBeginEditingRowAt 3", "didEndEditingRowAt 3"])
        #expect(groceries.tableView.indexPathForSelectedRow == nil)
        #expect(groceries.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.showingDeleteConfirmation == false)
        _ = window
    }

    @Test func draggingARowProposesEachPlaceAndTheDelegateCanRetarget() {
        let groceries = GroceryListController(style: .plain)
        let window = show(groceries)
        // Not in editing mode: rows do not move.
        #expect(
            groceries.tableView.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) == nil)
        groceries.setEditing(true, animated: false)
        let landed = groceries.tableView.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 0))
        // The delegate keeps Tea last: the row ends one above.
        #expect(landed == IndexPath(row: 4, section: 0))
        #expect(groceries.log == ["target 1", "target 2", "target 3", "target 4", "target 5", "moveRowAt 0 to 4"])
        #expect(groceries.items == ["Bread", "Milk", "Eggs", "Rice", "Apples", "Tea"])
        groceries.tableView.advance(by: 0.5)
        #expect(groceries.shownItems == groceries.items)
        _ = window
    }
}

/// A data source with only the two required methods, as most tutorials start.
@MainActor
final class ReadOnlyList: TableViewDataSource {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
    var diagnostics: [ReuseDiagnostic] = []

    init() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
        tableView.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
}

@MainActor
@Suite struct UnsupportedEditingTests {
    @Test func aDataSourceWithoutCommitLosesNoRowAndSaysWhy() {
        let list = ReadOnlyList()
        let row = IndexPath(row: 4, section: 0)
        list.tableView.swipeRow(at: row, from: .trailing)
        list.tableView.tapSwipeAction(at: 0)
        #expect(list.tableView.numberOfRows(inSection: 0) == 20)
        #expect(list.diagnostics.map(\.kind) == [.editingNotSupported])
        #expect(list.diagnostics.first?.message.contains("tableView(_:commit:forRowAt:)") == true)
        // Now the table knows: the row no longer opens.
        #expect(!list.tableView.swipeRow(at: row, from: .trailing))
    }

    @Test func aDataSourceWithoutMoveRowAtKeepsItsOrder() {
        let list = ReadOnlyList()
        list.tableView.setEditing(true, animated: false)
        #expect(list.tableView.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0)) == nil)
        #expect(list.diagnostics.map(\.kind) == [.editingNotSupported])
        #expect(list.tableView.visibleCells.allSatisfy { !$0.showsReorderControl })
    }
}
