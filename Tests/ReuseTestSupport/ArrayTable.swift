import ReuseKit

/// A table backed by arrays of strings, one per section, for update tests: every cell shows its item.
@MainActor
public final class ArrayTable: TableViewDataSource, TableViewDelegate {
    public static let identifier = "Cell"
    public let tableView: TableView
    public var sections: [[String]]
    public var rowHeights: [String: CGFloat] = [:]
    public private(set) var log: [String] = []

    public init(sections: [[String]], frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 220)) {
        self.sections = sections
        tableView = TableView(frame: frame, style: .plain)
        tableView.rowHeight = 44
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.identifier)
        tableView.lifecycleObserver = { [weak self] event in self?.log.append(event.line(rowsOnly: false)) }
    }

    public func load() {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.layoutIfNeeded()
    }

    public func clearLog() { log.removeAll() }

    /// The items the visible cells show, top to bottom.
    public var shownItems: [String] { tableView.visibleCells.map { $0.textLabel?.text ?? "" } }

    /// The items of the visible rows according to the data, top to bottom.
    public var expectedItems: [String] {
        (tableView.indexPathsForVisibleRows ?? []).map { sections[$0.section][$0.row] }
    }

    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeights[sections[indexPath.section][indexPath.row]] ?? 44
    }
}
