import Foundation
import ReuseData
import ReuseKit
import Testing

@testable import ReuseTools

/// `browse FILE --window`'s table view controller, without a display: the rows of the examples' flights file in
/// columns under a pinned header, loaded in pages, and ← → scrolling the columns after the first.
@MainActor
@Suite struct BrowseWindowTests {
    static let flights = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/Data/flights.csv").standardized.path

    /// The flights in a 1280 × 800 window, their first page loaded.
    func show() async throws -> (Window, BrowseWindowController<TextFileSource>) {
        let source = try TextFileSource(path: Self.flights, format: .csv, hasHeader: true)
        let columns = try await source.header() ?? []
        let controller = BrowseWindowController(title: "flights.csv", columns: columns, source: source)
        let window = Window(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        await controller.start()
        await controller.settle()
        window.layoutIfNeeded()
        return (window, controller)
    }

    /// The texts a view shows, left to right.
    func texts(_ view: View) -> [String] {
        var labels: [Label] = []
        var stack = [view]
        while let current = stack.popLast() {
            if let label = current as? Label, !label.isHidden { labels.append(label) }
            stack += current.subviews
        }
        return labels.sorted { $0.convert(CGPoint.zero, to: nil).x < $1.convert(CGPoint.zero, to: nil).x }
            .compactMap(\.text)
    }

    @Test func theRowsShowTheirValuesUnderTheColumnNames() async throws {
        let (_, controller) = try await show()
        let table: TableView = controller.tableView
        #expect(table.numberOfRows(inSection: 0) == 2_000)
        let header = try #require(table.headerView(forSection: 0) as? BrowseHeaderView)
        #expect(texts(header).prefix(4) == ["#", "date", "airline", "flight"])
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(texts(first).prefix(5) == ["1", "2026-01-01", "United", "UA7094", "ATL"])
        let british = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(texts(british).contains("British Airways"), "a quoted field, unquoted")
        #expect(controller.placedColumns.count == 10, "all ten columns fit in 1280 points")
    }

    @Test func rightAndLeftScrollTheColumnsAfterTheFirst() async throws {
        let (window, controller) = try await show()
        let table: TableView = controller.tableView
        #expect(window.press(Key(keyCode: .keyboardRightArrow)), "the controller takes →")
        #expect(controller.placedColumns.map(\.column).prefix(3) == [0, 2, 3])
        window.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(texts(first).prefix(3) == ["1", "2026-01-01", "UA7094"])
        #expect(window.press(Key(keyCode: .keyboardLeftArrow)))
        #expect(window.press(Key(keyCode: .keyboardLeftArrow)))
        #expect(controller.placedColumns.map(\.column).prefix(3) == [0, 1, 2], "never before the second column")
        #expect(!window.press(Key(keyCode: .keyboardDownArrow)), "↓ goes on to the window's focus")
    }

    @Test func rowsFarDownLoadWhenTheTableComesToThem() async throws {
        let (window, controller) = try await show()
        let table: TableView = controller.tableView
        table.scrollToRow(at: IndexPath(row: 1_990, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        await controller.settle()
        window.layoutIfNeeded()
        let last = try #require(table.cellForRow(at: IndexPath(row: 1_999, section: 0)))
        #expect(texts(last).first == "2,000")
        #expect(texts(last).count == 11, "the number and ten values, not a placeholder: \(texts(last))")
    }
}
