import ReuseKit
import ReuseTestSupport
import Testing

/// A screen whose cells fill in their data lazily and, wrongly, reload the table from `cellForRowAt` the first
/// time a row is configured: the classic way to show one row of five.
@MainActor
final class LazyInboxViewController: TableViewDataSource {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    var subjects: [String?] = Array(repeating: nil, count: 5)
    private(set) var diagnostics: [ReuseDiagnostic] = []

    func viewDidLoad() {
        tableView.rowHeight = 44
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Mail")
        tableView.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
        tableView.dataSource = self
        tableView.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { subjects.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
        if let subject = subjects[indexPath.row] {
            cell.textLabel?.text = subject
        } else {
            subjects[indexPath.row] = "Mail \(indexPath.row)"
            cell.textLabel?.text = "Loading…"
            tableView.reloadData()
        }
        return cell
    }
}

@MainActor
@Suite struct UpdateMisuseTests {
    @Test func reloadDataFromCellForRowAtWaitsForThePassAndEveryRowShows() {
        for diagnosed in [false, true] {
            let inbox = LazyInboxViewController()
            inbox.tableView.reuseDiagnostics = diagnosed
            inbox.viewDidLoad()
            #expect(inbox.tableView.indexPathsForVisibleRows?.count == 5)
            #expect(inbox.tableView.visibleCells.map { $0.textLabel?.text } == (0..<5).map { "Mail \($0)" })
            if diagnosed {
                let kinds = inbox.diagnostics.map(\.kind)
                #expect(kinds.contains(.reloadDuringLayout))
                #expect(
                    inbox.diagnostics.first { $0.kind == .reloadDuringLayout }?.message.hasPrefix(
                        "reloadData() was called from tableView(_:cellForRowAt:) for row [0, 0], while the table "
                            + "was laying out its rows; the table reloaded once the pass ended.") == true)
            } else {
                #expect(inbox.diagnostics.isEmpty)
            }
        }
    }

    /// reloadData() inside performBatchUpdates: the batch becomes the reload, with a message that says so, not
    /// the misleading row-count message the counts would give.
    @Test func reloadDataInsideABatchBecomesTheReload() {
        let table = ArrayTable(sections: [(0..<20).map { "a\($0)" }])
        var errors: [String] = []
        table.tableView.updateErrorHandler = { errors.append($0.message) }
        table.load()
        var finished: Bool?
        table.tableView.performBatchUpdates(
            {
                table.sections[0].insert("new", at: 0)
                table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
                table.tableView.reloadData()
                table.sections[0].insert("newer", at: 0)
                table.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }, completion: { finished = $0 })
        #expect(
            errors == [
                "reloadData() was called inside a batch of updates (performBatchUpdates, or beginUpdates and "
                    + "endUpdates); the batch's 1 update before it and any after it were dropped. Call reloadData() "
                    + "outside the batch, or describe the change with insertRows, deleteRows and the other update "
                    + "calls inside it."
            ])
        #expect(table.tableView.numberOfRows(inSection: 0) == 22)
        #expect(table.shownItems == table.expectedItems)
        #expect(table.shownItems.prefix(2) == ["newer", "new"])
        table.tableView.advance(by: table.tableView.frameInterval)
        #expect(finished == false)
        // The next batch is an ordinary one again.
        table.sections[0].remove(at: 0)
        table.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(errors.count == 1)
        #expect(table.shownItems == table.expectedItems)
    }
}
