import ReuseKit
import Testing

/// A note cell as UIKit code writes it: a wrapping label pinned inside the content view by anchors.
private final class NoteCell: TableViewCell {
    let body = Label()
    var topInset: NSLayoutConstraint!

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.font = .systemFont(ofSize: 10)  // 5.5 points a character, 12 a line
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        topInset = body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            topInset,
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Notes that expand when tapped, with the empty update block UIKit code uses to animate the new height.
private final class NotesController: TableViewController {
    var notes: [String] = (0..<40).map { String(repeating: "x", count: 100 + ($0 % 3) * 100) }
    var expanded: Set<Int> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        tableView.rowHeight = TableView.automaticDimension
        tableView.estimatedRowHeight = 44
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.body.text = notes[indexPath.row]
        cell.body.numberOfLines = expanded.contains(indexPath.row) ? 0 : 2
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        expanded.formSymmetricDifference([indexPath.row])
        (tableView.cellForRow(at: indexPath) as? NoteCell)?.body.numberOfLines =
            expanded.contains(indexPath.row) ? 0 : 2
        tableView.beginUpdates()
        tableView.endUpdates()
    }
}

@MainActor
@Suite struct SelfSizingTests {
    private func screenTop(_ table: TableView, _ row: Int) -> CGFloat {
        table.rectForRow(at: IndexPath(row: row, section: 0)).minY - table.contentOffset.y
    }

    /// At 390 points the label is 358 wide: 65 characters a line. Collapsed rows show 2 lines (24 + 20 of
    /// insets = 44); at 200 points (168 wide, 30 a line) still 2.
    @Test func rowsTakeTheHeightTheirConstraintsGive() {
        let controller = NotesController()
        controller.expanded = [1]
        let window = show(controller)
        let table = controller.tableView!
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        // Row 1 (200 characters) expanded: 4 lines of 65 → 48 + 20.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 68)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? NoteCell
        #expect(cell?.body.frame == CGRect(x: 16, y: 10, width: 358, height: 48))
        // Narrower: row 1 becomes 7 lines of 30 (200 characters) → 84 + 20.
        window.frame.size.width = 200
        window.layoutIfNeeded()
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 104)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }

    /// Tapping a collapsed row expands it through an empty begin/endUpdates; nothing above it moves on screen.
    @Test func anExpandingCellGrowsAndTheRowAboveStaysStill() {
        let controller = NotesController()
        let window = show(controller)
        let table = controller.tableView!
        table.contentOffset.y = 44 * 10
        table.layoutIfNeeded()
        let above = screenTop(table, 11)
        let own = screenTop(table, 12)
        // Row 12 has 100 characters... row 14 has 300: 5 lines of 65 when expanded → 60 + 20.
        table.tapRow(at: IndexPath(row: 14, section: 0))
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 14, section: 0)).height == 80)
        #expect(screenTop(table, 11) == above)
        #expect(screenTop(table, 12) == own)
        table.tapRow(at: IndexPath(row: 14, section: 0))
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 14, section: 0)).height == 44)
        _ = window
    }

    /// A cell that changes its own content and calls invalidateIntrinsicContentSize() is measured again, as
    /// `selfSizingInvalidation` says; constraint changes count with `.enabledIncludingConstraints`.
    @Test func cellsInvalidateTheirOwnSize() {
        let controller = NotesController()
        let window = show(controller)
        let table = controller.tableView!
        let path = IndexPath(row: 0, section: 0)
        let cell = table.cellForRow(at: path) as? NoteCell
        cell?.body.numberOfLines = 0
        cell?.invalidateIntrinsicContentSize()
        // 100 characters: 2 lines either way; give it 300.
        cell?.body.text = String(repeating: "y", count: 300)
        cell?.invalidateIntrinsicContentSize()
        #expect(table.rectForRow(at: path).height == 80)
        cell?.topInset.constant = 30
        #expect(table.rectForRow(at: path).height == 80)
        table.selfSizingInvalidation = .enabledIncludingConstraints
        cell?.topInset.constant = 40
        #expect(table.rectForRow(at: path).height == 110)
        table.selfSizingInvalidation = .disabled
        cell?.body.text = "short"
        cell?.invalidateIntrinsicContentSize()
        #expect(table.rectForRow(at: path).height == 110)
        _ = window
    }
}

/// Section headers laid out by constraints size themselves too: a plain view and a reusable header view.
private final class SectionsController: TableViewController {
    final class Banner: TableViewHeaderFooterView {
        let title = Label()
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            title.numberOfLines = 0
            title.font = .systemFont(ofSize: 10)
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
                title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(Banner.self, forHeaderFooterViewReuseIdentifier: "banner")
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    }

    override func numberOfSections(in tableView: TableView) -> Int { 2 }
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }

    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        if section == 0 {
            let header = View()
            let badge = View()
            badge.translatesAutoresizingMaskIntoConstraints = false
            header.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
                badge.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
                badge.heightAnchor.constraint(equalToConstant: 30),
                badge.leadingAnchor.constraint(equalTo: header.leadingAnchor),
                badge.widthAnchor.constraint(equalToConstant: 30),
            ])
            return header
        }
        let banner = tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner") as? Banner
        // 150 characters at 5.5 points over 350 points (63 a line): 3 lines of 12.
        banner?.title.text = String(repeating: "z", count: 150)
        return banner
    }
}

@MainActor
@Test func sectionHeadersSizeFromTheirConstraints() {
    let controller = SectionsController()
    let window = show(controller)
    let table = controller.tableView!
    #expect(table.rectForHeader(inSection: 0).height == 54)
    #expect(table.rectForHeader(inSection: 1).height == 48)
    _ = window
}

/// A screen written the way most UIKit code is: a view controller owns its table and a separate data source
/// object, which the table holds weakly; the cells' constraints size the rows. A view that overrides
/// `systemLayoutSizeFitting` (as UIKit lets it) answers for itself.
private final class Notes: TableViewDataSource {
    let texts = ["short", String(repeating: "n", count: 200)]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.body.numberOfLines = 0
        cell.body.text = texts[indexPath.row]
        return cell
    }
}

private final class NotesScreen: ViewController {
    let notes = Notes()
    let tableView = TableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        tableView.dataSource = notes
        view.addSubview(tableView)
    }
}

private final class FixedBadge: View {
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> CGSize {
        CGSize(width: 24, height: 24)
    }
}

@MainActor
@Test func aControllerWithItsOwnDataSourceGetsConstraintSizedRows() {
    let screen = NotesScreen()
    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    // 200 characters at 358 points (65 a line): 4 lines of 12, with 10 above and below.
    #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 32)
    #expect(screen.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 68)
    #expect(screen.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    let badge: View = FixedBadge()
    #expect(badge.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 24, height: 24))
    _ = window
}

/// Rows that share their text but not their constants or fonts: a layout remembered for one must not be given to
/// another (ReuseKit remembers each fitting solve by everything it depends on).
private final class SameTextController: TableViewController {
    let text = String(repeating: "x", count: 130)  // two lines of 65 at 390 points, at 10 points

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(NoteCell.self, forCellReuseIdentifier: "note")
        tableView.rowHeight = TableView.automaticDimension
        tableView.estimatedRowHeight = 44
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 300 }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.body.text = text
        cell.body.numberOfLines = 0
        cell.body.font = .systemFont(ofSize: indexPath.row % 3 == 2 ? 20 : 10)
        cell.topInset.constant = indexPath.row % 3 == 1 ? 30 : 10
        return cell
    }
}

@MainActor
@Test func rowsWithTheSameTextButOtherConstantsOrFontsKeepTheirOwnHeightsAsTheyScrollAgain() {
    let controller = SameTextController()
    let window = show(controller)
    defer { withExtendedLifetime(window) {} }
    let table = controller.tableView!
    func height(_ row: Int) -> CGFloat { table.rectForRow(at: IndexPath(row: row, section: 0)).height }
    // 2 lines of 12 + 20; the top inset 20 more; at 20 points (11 a character, 24 a line) 130 characters
    // take 5 lines of 32.
    let plain: CGFloat = 44
    let inset: CGFloat = 64
    let large: CGFloat = 140
    for _ in 0..<2 {
        // Down to the end and back: every row is measured again as it enters, most from memory.
        for offset in stride(from: 0, through: Int(table.maximumContentOffset), by: 500) {
            table.setContentOffset(CGPoint(x: 0, y: CGFloat(offset)), animated: false)
            table.layoutIfNeeded()
            for path in table.indexPathsForVisibleRows ?? [] {
                let expected = [plain, inset, large][path.row % 3]
                #expect(height(path.row) == expected)
                let cell = table.cellForRow(at: path) as? NoteCell
                #expect(cell?.body.frame.minY == (path.row % 3 == 1 ? 30 : 10))
            }
        }
        table.setContentOffset(.zero, animated: false)
        table.layoutIfNeeded()
    }
}
