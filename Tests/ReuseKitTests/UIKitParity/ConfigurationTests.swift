import ReuseKit
import Testing

/// Settings rows with content configurations and a configuration update handler, as iOS 14+ code writes them.
@MainActor
final class SettingsController: TableViewController {
    let rows: [(title: String, detail: String?, symbol: String)] = [
        ("Wi-Fi", "Home", "wifi"), ("Bluetooth", "On", "bluetooth"), ("Notifications", nil, "bell"),
        ("About this phone, its model, its serial number and its software version", nil, "info.circle"),
    ]
    var states: [String] = []
    var refreshes = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "setting")
        let refresh = RefreshControl()
        refresh.addAction(
            Action { [weak self] _ in
                self?.refreshes += 1
                self?.refreshControl?.endRefreshing()
            }, for: .valueChanged)
        refreshControl = refresh
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        let row = rows[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        content.secondaryText = row.detail
        content.image = Image(systemName: row.symbol)
        content.textProperties.numberOfLines = 0
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.configurationUpdateHandler = { [weak self] cell, state in
            if state.isSelected { self?.states.append("selected \(indexPath.row)") }
            cell.backgroundConfiguration = state.isSelected ? .listGroupedCell().updated(for: state) : nil
        }
        return cell
    }
}

@MainActor
@Suite struct ConfigurationTests {
    @Test func aDefaultContentConfigurationShowsItsTextAndSizesTheRow() {
        let settings = SettingsController(style: .insetGrouped)
        let window = show(settings)
        let first = settings.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
        let content = first.contentConfiguration as? ListContentConfiguration
        #expect(content?.text == "Wi-Fi" && content?.secondaryText == "Home")
        #expect(content?.image == Image(systemName: "wifi"))
        // The long title wraps: its row is taller than a one-line row.
        let long = settings.tableView.rectForRow(at: IndexPath(row: 3, section: 0))
        let short = settings.tableView.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect(short.height == 44)
        #expect(long.height > short.height)
        _ = window
    }

    @Test func theUpdateHandlerHearsTheCellsState() {
        let settings = SettingsController(style: .insetGrouped)
        let window = show(settings)
        settings.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        let cell = settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        cell.layoutIfNeeded()
        #expect(settings.states == ["selected 1"])
        #expect(cell.configurationState.isSelected)
        #expect(cell.backgroundColor == .systemGray4)
        _ = window
    }

    @Test func pullingToRefreshSendsValueChangedOnce() {
        let settings = SettingsController(style: .insetGrouped)
        let window = show(settings)
        settings.tableView.pullToRefresh()
        #expect(settings.refreshes == 1)
        #expect(settings.refreshControl?.isRefreshing == false)
        settings.refreshControl?.beginRefreshing()
        settings.tableView.pullToRefresh()
        #expect(settings.refreshes == 1)
        _ = window
    }
}

/// A diffable data source subclass that allows deleting and moving, as UIKit code subclasses it.
@MainActor
final class EditableDataSource: TableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot, animatingDifferences: true)
    }

    override func sectionIndexTitles(for tableView: TableView) -> [String]? { ["1", "2"] }
}

@MainActor
@Suite struct DiffableEditingTests {
    @Test func aSubclassDeletesByApplyingASnapshotAndMovesFollowTheSnapshot() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = EditableDataSource(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([1, 2])
        snapshot.appendItems(["a", "b", "c"], toSection: 1)
        snapshot.appendItems(["d", "e"], toSection: 2)
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(table.sectionIndexTitles == ["1", "2"])
        table.swipeRow(at: IndexPath(row: 1, section: 0), from: .trailing)
        table.tapSwipeAction(at: 0)
        table.advance(by: 0.5)
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "c", "d", "e"])
        table.setEditing(true, animated: false)
        #expect(table.dragRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1)) != nil)
        table.advance(by: 0.5)
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 2) == ["d", "a", "e"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "a")
    }
}

/// Rows that grow when tapped, with the empty-updates idiom.
@MainActor
final class ExpandingRows: TableViewDataSource, TableViewDelegate {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var expanded: Set<Int> = []

    init() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        expanded.contains(indexPath.row) ? 120 : 44
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        expanded.insert(indexPath.row)
        tableView.beginUpdates()
        tableView.endUpdates()
    }
}

@MainActor
@Suite struct EmptyUpdatesTests {
    @Test func anEmptyBeginEndUpdatesPairMeasuresTheRowsAgain() {
        let screen = ExpandingRows()
        screen.tableView.tapRow(at: IndexPath(row: 2, section: 0))
        #expect(screen.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).height == 120)
        #expect(abs(screen.tableView.rectForRow(at: IndexPath(row: 3, section: 0)).minY - 208) < 0.001)
        screen.tableView.layoutIfNeeded()
        #expect(screen.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.height == 120)
    }

    /// After a row in the middle, at the bottom or at the top grows, every cell on screen is where its row is:
    /// the rows below moved, the grown row's own cell is taller, and the rows above stayed.
    @Test func everyCellIsWhereItsRowIsAfterARowGrows() {
        let screen = ExpandingRows()
        let table = screen.tableView
        for row in [5, 9, 0, 4] {
            let above = table.visibleCells.filter { table.indexPath(for: $0)!.row < row }.map(\.frame)
            table.tapRow(at: IndexPath(row: row, section: 0))
            table.layoutIfNeeded()
            for indexPath in table.indexPathsForVisibleRows ?? [] {
                #expect(
                    table.cellForRow(at: indexPath)?.frame == table.rectForRow(at: indexPath), "\(row): \(indexPath)")
            }
            #expect(table.visibleCells.filter { table.indexPath(for: $0)!.row < row }.map(\.frame) == above)
        }
    }
}
