import Foundation
import ReuseData
import ReuseKit

/// `reusekit browse FILE --window`: a file's rows in a window, as a table view controller. The column names sit in
/// a header pinned above the rows; each row shows its number and a label for each column that fits; pages of rows
/// load through ReuseData's `RowStore` as the table's prefetching asks for them, with a placeholder until they come.
/// ← and → (`pressesBegan`, as a UIKit controller takes keys) scroll the columns after the first, which stays.
@MainActor
final class BrowseWindowController<Source: RowSource>: TableViewController where Source.Row == [String] {
    let columns: [String]
    let store: RowStore<Source>
    private var prefetching: TablePrefetching<Source>?
    /// Each column's width in points: as wide as its name or the widest value measured, from 48 to 320.
    private(set) var widths: [CGFloat]
    /// The first column shown after the first one, which stays in view.
    private(set) var firstScrolled = 1
    private var measured = false

    init(title: String, columns: [String], source: Source) {
        self.columns = columns
        store = RowStore(source: source, pageSize: 200, maximumPages: 50)
        widths = columns.map { BrowseRowView.width(of: $0, bold: true) }
        super.init(style: .plain)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(BrowseRowCell.self, forCellReuseIdentifier: BrowseRowCell.identifier)
        tableView.register(BrowseHeaderView.self, forHeaderFooterViewReuseIdentifier: BrowseHeaderView.identifier)
        tableView.rowHeight = BrowseRowView.height
        let prefetching = TablePrefetching(store: store, tableView: tableView)
        self.prefetching = prefetching
        tableView.prefetchDataSource = prefetching
        tableView.prefetchPolicy = .adaptive
        tableView.separatorInset = .zero
        tableView.sectionHeaderTopPadding = 0
        tableView.selectionFollowsFocus = true
        store.onChange = { [weak self] change in self?.apply(change) }
    }

    /// Counts the rows the file's index has found, growing as it goes, until it is complete.
    private var counting: Task<Void, Never>?

    isolated deinit {
        counting?.cancel()
    }

    /// Loads the count so far and the first page, sizes the columns to it, and keeps the count growing with the
    /// file's index (a tenth of a second apart) until the index is complete.
    func start() async {
        try? await store.start()
        store.prefetch(rows: 0..<min(store.count, 200))
        await store.waitUntilIdle()
        measureColumns()
        tableView.reloadData()
        counting = Task { [weak self] in
            while let store = self?.store, !store.isComplete, !Task.isCancelled {
                try? await store.refreshCount()
                try? await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    /// Waits for the whole count and the pages under way, and shows them (before a screenshot).
    func settle() async {
        while !store.isComplete {
            let before = store.count
            try? await store.refreshCount()
            if store.count == before, !store.isComplete { await Task.yield() }
        }
        await store.waitUntilIdle()
        tableView.reconfigureRows(at: tableView.indexPathsForVisibleRows ?? [])
    }

    private func apply(_ change: RowStore<Source>.Change) {
        switch change {
        case .countChanged:
            tableView.reloadData()
        case .loaded(let range):
            let visible = (tableView.indexPathsForVisibleRows ?? []).filter { range.contains($0.row) }
            if !visible.isEmpty { tableView.reconfigureRows(at: visible) }
        case .failed:
            tableView.reloadData()
        }
    }

    /// Widens each column to the widest value of the rows loaded so far (the first page).
    private func measureColumns() {
        guard !measured, store.count > 0 else { return }
        measured = true
        for row in 0..<min(store.count, 200) {
            guard let values = store.row(at: row) else { continue }
            for (column, value) in values.enumerated() where column < widths.count {
                // A value that could be wider than its column is measured (a character is at most about 9 points).
                if value.count * 9 + 16 > Int(widths[column]) {
                    widths[column] = max(widths[column], BrowseRowView.width(of: value))
                }
            }
        }
    }

    /// The columns on screen and where each goes: the first, then the scrolled ones from ``firstScrolled`` that
    /// start inside the table's width.
    var placedColumns: [(column: Int, x: CGFloat, width: CGFloat)] {
        var placed: [(Int, CGFloat, CGFloat)] = []
        var x = BrowseRowView.numberWidth
        let limit = max(tableView.bounds.width, 1)
        for column in [0] + Array(max(firstScrolled, 1)..<max(columns.count, 1)) where column < columns.count {
            guard x < limit else { break }
            placed.append((column, x, widths[column]))
            x += widths[column]
        }
        return placed
    }

    // MARK: Data source

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { store.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: BrowseRowCell.identifier, for: indexPath)
        guard let row = cell as? BrowseRowCell else { return cell }
        let number = (indexPath.row + 1).formatted()
        switch store.state(at: indexPath.row) {
        case .loaded(let values):
            row.show(
                number: number,
                values: placedColumns.map {
                    ($0.x, $0.width, values.indices.contains($0.column) ? values[$0.column] : "")
                })
        case .failed(let error):
            row.show(number: number, message: "did not load: \(error.message)")
        case .loading:
            row.show(number: number, message: "…")
        case .placeholder:
            // A row that came into view without its data (a jump past prefetching): its page loads now.
            store.prefetch(rows: [indexPath.row])
            row.show(number: number, message: "…")
        }
        return row
    }

    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: BrowseHeaderView.identifier)
        (header as? BrowseHeaderView)?.show(columns: placedColumns.map { ($0.x, $0.width, columns[$0.column]) })
        return header
    }

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        BrowseRowView.height
    }

    // MARK: Keys

    /// ← and → scroll the columns after the first; other presses go on up the responder chain.
    override func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) {
        guard let press = presses.first, press.type == .leftArrow || press.type == .rightArrow else {
            return super.pressesBegan(presses, with: event)
        }
        let step = press.type == .leftArrow ? -1 : 1
        firstScrolled = min(max(firstScrolled + step, 1), max(columns.count - 1, 1))
        tableView.reloadData()
    }
}

/// One line of columns: the header's names in bold on a grey band, or a row's number and values.
@MainActor
final class BrowseRowView: View {
    static let height: CGFloat = 30
    /// The room the row numbers take on the left.
    static let numberWidth: CGFloat = 72
    static let font = Font.systemFont(ofSize: 14)
    static let headerFont = Font.boldSystemFont(ofSize: 14)

    /// A column's width for `text`: the text's own and a gap, from 48 to 320 points.
    static func width(of text: String, bold: Bool = false) -> CGFloat {
        let label = Label()
        label.font = bold ? headerFont : font
        label.text = String(text.prefix(80))
        return min(max(label.intrinsicContentSize.width + 16, 48), 320).rounded(.up)
    }

    private let number = Label()
    private var labels: [Label] = []
    private let isHeader: Bool

    init(isHeader: Bool = false) {
        self.isHeader = isHeader
        super.init(frame: .zero)
        if isHeader { backgroundColor = .secondarySystemBackground }
        number.font = .monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        number.textColor = .secondaryLabel
        number.textAlignment = .right
        addSubview(number)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `values`, each at its x and width.
    func show(number text: String, values: [(x: CGFloat, width: CGFloat, text: String)]) {
        number.text = text
        while labels.count < values.count {
            let label = Label()
            label.lineBreakMode = .byTruncatingTail
            label.font = isHeader ? Self.headerFont : Self.font
            addSubview(label)
            labels.append(label)
        }
        for (index, label) in labels.enumerated() {
            label.isHidden = index >= values.count
            guard index < values.count else { continue }
            let value = values[index]
            label.text = value.text
            label.frame = CGRect(x: value.x, y: 0, width: max(value.width - 12, 1), height: Self.height)
            label.textAlignment = !isHeader && Double(value.text) != nil ? .right : .left
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        number.frame = CGRect(x: 0, y: 0, width: Self.numberWidth - 16, height: bounds.height)
        for label in labels { label.frame.size.height = bounds.height }
    }
}

/// A row of the file in the window: its number, then its values.
final class BrowseRowCell: TableViewCell {
    static let identifier = "BrowseRow"
    private let line = BrowseRowView()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(line)
    }

    required init?(coder: NSCoder) { nil }

    func show(number: String, values: [(x: CGFloat, width: CGFloat, text: String)]) {
        line.show(number: number, values: values)
    }

    /// A row that has not loaded, or did not: its number and `message`.
    func show(number: String, message: String) {
        line.show(number: number, values: [(BrowseRowView.numberWidth, 600, message)])
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        line.frame = contentView.bounds
    }
}

/// The column names, in bold on a grey band pinned above the rows.
final class BrowseHeaderView: TableViewHeaderFooterView {
    static let identifier = "BrowseHeader"
    private let line = BrowseRowView(isHeader: true)

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(line)
    }

    required init?(coder: NSCoder) { nil }

    func show(columns: [(x: CGFloat, width: CGFloat, text: String)]) {
        line.show(number: "#", values: columns)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        line.frame = contentView.bounds
    }
}
