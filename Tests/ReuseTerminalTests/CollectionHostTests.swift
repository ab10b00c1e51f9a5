import ReuseKit
import ReuseTerminal
import Testing

/// A list cell one terminal line tall.
private final class LineCell: CollectionViewListCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 1) }
}

@MainActor
@Suite struct CollectionHostTests {
    @Test func listAccessoriesAndSwipedActionsDrawOnTheirCards() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { _ in
            SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete") { _, _, _ in }])
        }
        let grid = CollectionView(
            frame: .zero, collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        let cells = CollectionView.CellRegistration<LineCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = title == "Fruit" ? [.outlineDisclosure()] : [.disclosureIndicator()]
        }
        let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: grid) { grid, indexPath, title in
            grid.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
        }
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Bread"])
        outline.append(["Apple"], to: "Fruit")
        dataSource.apply(outline, to: 0)
        let host = CollectionHost(collectionView: grid, title: "Pantry")
        let runner = HeadlessRunner(app: host, columns: 40, rows: 10)
        runner.frame()
        #expect(runner.screen.contains("▸"))
        #expect(runner.screen.contains("›"))
        grid.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 0, section: 0))
        runner.frame()
        #expect(runner.screen.contains("▾"))
        #expect(runner.screen.contains("Apple"))
        grid.swipeItem(at: IndexPath(item: 2, section: 0), from: .trailing)
        runner.frame()
        let lines = runner.screen.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Bread") && $0.contains("Delete") })
        _ = dataSource
    }
}
