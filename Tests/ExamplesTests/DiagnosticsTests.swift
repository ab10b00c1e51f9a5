import ReuseExamples
import ReuseKit
import ReuseTestSupport
import Testing

/// Reuse diagnostics on the ported seed clients: each seed's bug found with its exact message, nothing found
/// on the fixed versions, over long scrolls with reversals.
@MainActor
@Suite struct DiagnosticsTests {
    /// Turns diagnostics on for `table`, scrolls it down and up in a long script, and returns what was reported.
    func diagnose(_ table: TableView, rowHeight: CGFloat) -> [ReuseDiagnostic] {
        var found: [ReuseDiagnostic] = []
        table.reuseDiagnostics = true
        table.diagnosticHandler = { found.append($0) }
        for _ in 0..<3 {
            table.scrollDown(by: rowHeight * 25)
            table.scrollUp(by: rowHeight * 10)
        }
        table.scrollDown(by: rowHeight * 10)
        return found
    }

    @Test func seed000TheBrownBackground() {
        let buggy = SearchViewController(fixed: false)
        buggy.viewDidLoad()
        let found = diagnose(buggy.tableView, rowHeight: 44)
        let first = found.first { $0.kind == .staleState && $0.property == "backgroundColor" }
        #expect(
            first?.message
                == "Row [0, 8] shows backgroundColor brown left over from row [0, 2]; a fresh cell for this row has "
                + "no backgroundColor. Reset it in prepareForReuse() or set it for every row in "
                + "tableView(_:cellForRowAt:).")
        #expect(first?.rows == [IndexPath(row: 8, section: 0), IndexPath(row: 2, section: 0)])
        // Once per row and property: no message repeats.
        #expect(Set(found.map(\.message)).count == found.count)

        let fixed = SearchViewController(fixed: true)
        fixed.viewDidLoad()
        #expect(diagnose(fixed.tableView, rowHeight: 44).isEmpty)
    }

    @Test func seed001AnotherFriendsPhoto() {
        let buggy = FriendsViewController(visibleRows: 5, handlesMissingImage: false)
        buggy.viewDidLoad()
        let found = diagnose(buggy.tableView, rowHeight: 80)
        let stale = found.filter { $0.kind == .staleState && $0.property == "image" }
        #expect(!stale.isEmpty)
        for diagnostic in stale {
            let row = diagnostic.rows[0].row
            #expect(buggy.friends[row].profileImage == nil, "\(diagnostic.message)")
            #expect(diagnostic.message.contains("a fresh cell for this row has no image"))
        }
        let fixed = FriendsViewController(visibleRows: 5, handlesMissingImage: true)
        fixed.viewDidLoad()
        #expect(diagnose(fixed.tableView, rowHeight: 80).isEmpty)
    }

    @Test func seed004SomeoneElsesPhoto() {
        let buggy = ContactsViewController(fixed: false)
        buggy.viewDidLoad()
        let found = diagnose(buggy.tableView, rowHeight: 44)
        #expect(found.contains { $0.kind == .staleState && $0.property == "image" })
        let fixed = ContactsViewController(fixed: true)
        fixed.viewDidLoad()
        #expect(diagnose(fixed.tableView, rowHeight: 44).isEmpty)
    }

    @Test func theLoggingClientIsClean() {
        let controller = LifecycleViewController(rowCount: 300, visibleRows: 20)
        controller.viewDidLoad()
        #expect(diagnose(controller.tableView, rowHeight: 44).isEmpty)
    }
}

/// Lifecycle misuse, one client per mistake.
@MainActor
@Suite struct MisuseDiagnosticsTests {
    final class Client: TableViewDataSource {
        var rows = 100
        var kept: TableViewCell?
        var returnKept = false
        var makeOwnCells = false

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            if makeOwnCells { return TableViewCell(style: .default, reuseIdentifier: "Row") }
            if returnKept, let kept { return kept }
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = "row \(indexPath.row)"
            if indexPath.row == 0 { kept = cell }
            return cell
        }
    }

    func makeTable(_ client: Client) -> (TableView, () -> [ReuseDiagnostic]) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132))
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        var found: [ReuseDiagnostic] = []
        table.reuseDiagnostics = true
        table.diagnosticHandler = { found.append($0) }
        table.dataSource = client
        table.layoutIfNeeded()
        return (table, { found })
    }

    @Test func dequeueOutsideCellForRow() {
        let client = Client()
        let (table, found) = makeTable(client)
        _ = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 3, section: 0))
        #expect(found().map(\.kind) == [.dequeueOutsideCellForRow])
        #expect(
            found().first?.message.hasPrefix("dequeueReusableCell(withIdentifier:for:) was called for row [0, 3]")
                == true)
    }

    @Test func aCellForTwoRows() {
        let client = Client()
        let (table, found) = makeTable(client)
        client.returnKept = true
        table.scrollDown(by: 44)
        #expect(found().contains { $0.kind == .cellForTwoRows && $0.rows.last == IndexPath(row: 0, section: 0) })
    }

    @Test func aCellChangedAfterItLeftTheScreen() {
        let client = Client()
        let (table, found) = makeTable(client)
        // Row 0 leaves; its cell waits in the queue (two are kept back) while the client still changes it.
        table.scrollDown(by: 44 * 1.5)
        client.kept?.textLabel?.text = "late update"
        table.scrollDown(by: 44 * 4)
        #expect(
            found().contains { $0.kind == .mutatedAfterEndDisplaying && $0.rows == [IndexPath(row: 0, section: 0)] })
    }

    @Test func countsThatChangeWithoutAnUpdate() {
        let client = Client()
        let (table, found) = makeTable(client)
        client.rows = 120
        table.scrollDown(by: 44)
        let diagnostic = found().first { $0.kind == .countsChangedWithoutUpdate }
        #expect(diagnostic?.message.hasPrefix("The data source now has 120 rows in section 0") == true)
    }

    @Test func cellsMadeOutsideTheQueue() {
        let client = Client()
        client.makeOwnCells = true
        let (table, found) = makeTable(client)
        table.scrollDown(by: 44 * 60)
        let leak = found().first { $0.kind == .cellLeak }
        #expect(leak?.message.contains("at most 4 rows were on screen at once") == true, "\(found())")
    }

    @Test func offByDefaultAndSilent() {
        let client = Client()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132))
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        var found: [ReuseDiagnostic] = []
        table.diagnosticHandler = { found.append($0) }
        table.dataSource = client
        table.layoutIfNeeded()
        _ = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 3, section: 0))
        #expect(!table.reuseDiagnostics)
        #expect(found.isEmpty)
    }
}
