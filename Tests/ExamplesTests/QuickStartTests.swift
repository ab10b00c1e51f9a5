import Foundation
import ReuseExamples
import ReuseKit
import Testing

/// The README's "Use ReuseKit in your package": its client is `Examples/QuickStart` word for word, and its
/// headless drive prints what the README says.
@MainActor
@Suite struct QuickStartTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func theReadmeShowsTheExampleWordForWord() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let example = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/QuickStart/FruitListViewController.swift"),
            encoding: .utf8)
        #expect(readme.contains("```swift\n" + example + "```\n"))
    }

    @Test func theReadmesHeadlessDrivePrintsWhatItSays() throws {
        let screen = FruitListViewController()
        screen.viewDidLoad()
        screen.tableView.layoutIfNeeded()
        #expect(screen.tableView.visibleCells.count == 15)
        screen.tableView.drag(by: CGPoint(x: 0, y: -300))
        screen.tableView.endDragging(velocity: CGPoint(x: 0, y: -2_000))
        screen.tableView.advance(by: 3)
        screen.tableView.tapRow(at: screen.tableView.indexPathsForVisibleRows![0])
        let printed =
            "\(screen.tableView.indexPathsForVisibleRows![0]) \(screen.selected) "
            + "\(screen.tableView.statistics.cellsCreated)"
        #expect(printed == "[0, 22] [[0, 22]] 20")
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("// " + printed + "\n"))
        // The table made the registered subclass through its required initializer.
        let cell = try #require(screen.tableView.visibleCells.first)
        #expect(String(describing: type(of: cell)) == "FruitCell")
        #expect(cell.detailTextLabel?.text == "Crate 22")
    }
}
