import ReuseKit
import Testing

/// A screen that owns its table, written as a UIKit client writes one, whose data source and delegate answer with
/// whatever number a test gives: the table never traps, says what was wrong once per source, and stays usable.
@MainActor
final class NumbersViewController: TableViewDataSource, TableViewDelegate {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    var sections = 1
    var rows = 1_000
    var rowHeight: CGFloat?
    var estimatedHeight: CGFloat?
    var headerHeight: CGFloat?
    private(set) var reports: [InvalidValue] = []

    init() {
        tableView.invalidValueHandler = { [weak self] in self?.reports.append($0) }
    }

    func viewDidLoad() {
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.layoutIfNeeded()
    }

    func numberOfSections(in tableView: TableView) -> Int { sections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeight ?? tableView.rowHeight
    }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimatedHeight ?? TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight ?? tableView.sectionHeaderHeight
    }

    /// The one report from `source`, if any.
    func report(from source: String) -> InvalidValue? { reports.first { $0.source == source } }

    /// Drags, flings and jumps: the table must show rows and keep its offset a number.
    func exercise() {
        tableView.drag(by: CGPoint(x: 0, y: -300))
        tableView.endDragging(velocity: CGPoint(x: 0, y: -2_000))
        tableView.advance(by: 2)
        let last = tableView.numberOfRows(inSection: tableView.numberOfSections - 1) - 1
        if last >= 0 {
            tableView.scrollToRow(
                at: IndexPath(row: last, section: tableView.numberOfSections - 1), at: .bottom, animated: false)
        }
        if tableView.numberOfSections > 0, tableView.numberOfRows(inSection: 0) > 0 {
            tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        }
    }
}

@MainActor
@Suite struct InvalidValueTests {
    nonisolated static let badHeights: [CGFloat] = [.nan, .infinity, -.infinity, -5, 1e300]

    /// Every place a row or header height comes from, given each bad height.
    @Test(arguments: badHeights)
    func badHeightsAreReportedAndReplaced(value: CGFloat) {
        for place in ["rowHeight", "estimatedRowHeight", "heightForRowAt", "estimatedHeightForRowAt", "header"] {
            let screen = NumbersViewController()
            switch place {
            case "rowHeight": screen.tableView.rowHeight = value
            case "estimatedRowHeight": screen.tableView.estimatedRowHeight = value
            case "heightForRowAt": screen.rowHeight = value
            case "estimatedHeightForRowAt": screen.estimatedHeight = value
            default: screen.headerHeight = value
            }
            screen.viewDidLoad()
            screen.exercise()
            let source =
                switch place {
                case "rowHeight", "estimatedRowHeight": "TableView.\(place)"
                case "header": "tableView(_:heightForHeaderInSection:)"
                default: "tableView(_:\(place):)"
                }
            let report = screen.report(from: source)
            #expect(report != nil, "\(place) = \(value): \(screen.reports)")
            #expect(report?.value == "\(value)")
            #expect(report?.message.contains("A height is a finite number of points from 0 to 1048576") == true)
            // Rows show, except under a header made 2^20 points tall.
            #expect(!screen.tableView.visibleCells.isEmpty || place == "header" && value > 0, "\(place) = \(value)")
            #expect(screen.tableView.contentOffset.y.isFinite && screen.tableView.contentSize.height.isFinite)
            #expect(screen.reports.count == Set(screen.reports.map(\.source)).count, "each source reported once")
        }
    }

    @Test(arguments: [-1, -3, Int.max, 1 << 40])
    func badRowCountsAreClamped(count: Int) {
        let screen = NumbersViewController()
        screen.rows = count
        screen.viewDidLoad()
        screen.exercise()
        let expected = count < 0 ? 0 : 1 << 34
        #expect(screen.tableView.numberOfRows(inSection: 0) == expected)
        let report = screen.report(from: "tableView(_:numberOfRowsInSection:)")
        #expect(report?.message.hasPrefix("tableView(_:numberOfRowsInSection:) gave \(count) for section 0.") == true)
        #expect(report?.replacement == "\(expected)")
        if count > 0 {
            // The largest table is exact to its last point: 2^34 rows of 44 points.
            #expect(screen.tableView.contentSize.height == CGFloat(1 << 34) * 44)
        }
    }

    @Test func badSectionCountsAreClamped() {
        let screen = NumbersViewController()
        screen.sections = -2
        screen.viewDidLoad()
        #expect(screen.tableView.numberOfSections == 0)
        #expect(screen.report(from: "numberOfSections(in:)")?.value == "-2")
        screen.sections = Int.max
        screen.rows = 1
        screen.tableView.reloadData()
        #expect(screen.tableView.numberOfSections == 1 << 20)
        screen.exercise()
        #expect(screen.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    }

    /// Offsets, drags, velocities, frames, insets and time that are not numbers the view can use.
    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, 1e300])
    func badScrollNumbersAreReportedAndReplaced(value: CGFloat) {
        let screen = NumbersViewController()
        screen.viewDidLoad()
        let table = screen.tableView
        table.contentOffset = CGPoint(x: 0, y: value)
        table.layoutIfNeeded()
        table.drag(by: CGPoint(x: 0, y: value))
        table.endDragging(velocity: CGPoint(x: 0, y: value))
        table.advance(by: TimeInterval(value))
        table.contentInset = EdgeInsets(top: value, left: 0, bottom: 0, right: 0)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: value)
        table.advance(by: 1)
        for source in [
            "ScrollView.contentOffset", "ScrollView.drag(by:)", "ScrollView.endDragging(velocity:)",
            "ScrollView.advance(by:)", "ScrollView.contentInset", "ScrollView.frame",
        ] {
            #expect(screen.report(from: source)?.value == "\(value)", "\(source) = \(value)")
        }
        // Usable afterwards: a real frame, and a drag moves the content by exactly the drag.
        table.contentInset = .zero
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
        table.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
        table.layoutIfNeeded()
        table.drag(by: CGPoint(x: 0, y: -88))
        table.advance(by: table.frameInterval)
        #expect(table.contentOffset.y == 528)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 12, section: 0))
    }

    @Test func aBadDecelerationRateFallsBackToNormal() {
        let screen = NumbersViewController()
        screen.viewDidLoad()
        screen.tableView.decelerationRate = ScrollView.DecelerationRate(rawValue: 5)
        #expect(screen.tableView.decelerationRate == .normal)
        let report = screen.report(from: "ScrollView.decelerationRate")
        #expect(
            report?.message
                == "ScrollView.decelerationRate gave 5.0. A deceleration rate is a factor per millisecond between 0 "
                + "and 1, such as .normal (0.998) or .fast (0.99); ReuseKit uses .normal (0.998) instead.")
    }
}
