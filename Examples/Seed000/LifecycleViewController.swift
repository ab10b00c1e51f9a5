import ReuseKit

/// Seed 000's cell: shows "Cell N" and logs, as the seed's does, when it is made and prepared for reuse.
public final class LifecycleTableViewCell: TableViewCell {
    public static let reuseIdentifier = "TableViewCell"

    /// Where a cell being made logs; set by the view controller around `dequeueReusableCell`.
    static var pendingLog: (@MainActor (String) -> Void)?
    private let log: (@MainActor (String) -> Void)?

    public override init(style: CellStyle, reuseIdentifier: String?) {
        log = Self.pendingLog
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        log?("init(style:reuseIdentifier:) :TableViewCell의 init을 실행합니다.")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        log?("prepareForReuse() :TableViewCell의 prepareForReuse를 실행합니다.")
    }

    /// Shows the row's number.
    public func configure(with row: Int) {
        log?("configure(with:) :\(row)번째 Cell에 데이터를 configure합니다.")
        textLabel?.text = "Cell \(row)"
    }
}

/// Seed 000's view controller, ported by dropping the `UI` prefix: a table of `rowCount` rows, each showing
/// its row number, that logs every data source, delegate and prefetching call the way the seed does.
public final class LifecycleViewController: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    public let tableView: TableView
    public let rowCount: Int
    /// Every line logged, in order.
    public private(set) var lines: [String] = []
    /// Also called with each line (the seed prints them).
    public var output: (@MainActor (String) -> Void)?

    /// A table `visibleRows` rows of `rowHeight` points tall at rest.
    public init(rowCount: Int = 100, visibleRows: Int = 3, rowHeight: CGFloat = 44) {
        self.rowCount = rowCount
        tableView = TableView(
            frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(visibleRows) * rowHeight), style: .plain)
        tableView.rowHeight = rowHeight
    }

    /// The seed's `viewDidLoad`: registration and wiring, then the first layout.
    public func viewDidLoad() {
        tableView.register(LifecycleTableViewCell.self, forCellReuseIdentifier: LifecycleTableViewCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
        tableView.layoutIfNeeded()
    }

    private func log(_ line: String) {
        lines.append(line)
        output?(line)
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        log("tableView(_:numberOfRowsInSection:)")
        return rowCount
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log("tableView(_:cellForRowAt:) :\(indexPath.row)번째 dequeReusableCell을 만들기 시작!")
        LifecycleTableViewCell.pendingLog = { [weak self] in self?.log($0) }
        defer { LifecycleTableViewCell.pendingLog = nil }
        guard
            let cell = tableView.dequeueReusableCell(
                withIdentifier: LifecycleTableViewCell.reuseIdentifier, for: indexPath) as? LifecycleTableViewCell
        else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        cell.configure(with: indexPath.row)
        log("Cell의 주소: cell#\(cell.serialNumber)")
        return cell
    }

    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log("tableView(_:willDisplay:forRowAt:) \(indexPath.row)")
    }

    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        log("tableView(_:prefetchRowsAt:) \(indexPaths)")
    }

    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        log("tableView(_:cancelPrefetchingForRowsAt:) \(indexPaths)")
    }
}
