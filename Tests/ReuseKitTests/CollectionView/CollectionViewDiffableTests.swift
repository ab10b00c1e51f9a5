import ReuseKit
import Testing

/// A screen that shows a library's shelves with a diffable data source, as iOS 14 code writes one.
private final class LibraryViewController: ViewController {
    enum Section: Hashable, Sendable {
        case shelves
        case recent
    }

    var collectionView: CollectionView!
    var dataSource: CollectionViewDiffableDataSource<Section, String>!
    var configured: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 44)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let cells = CollectionView.CellRegistration<CollectionViewCell, String> { [weak self] cell, _, title in
            self?.configured.append(title)
            var content = ListContentConfiguration.cell()
            content.text = title
            cell.contentConfiguration = content
        }
        let headers = CollectionView.SupplementaryRegistration<CollectionReusableView>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { view, _, indexPath in view.accessibilityLabel = indexPath.section == 0 ? "Shelves" : "Recent" }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
    }

    var shownTitles: [String] {
        collectionView.visibleCells.map { ($0.contentConfiguration as? ListContentConfiguration)?.text ?? "?" }
    }
}

@MainActor
private func shownLibrary() -> (LibraryViewController, Window) {
    let screen = LibraryViewController(nibName: nil, bundle: nil)
    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return (screen, window)
}

@MainActor
@Suite struct CollectionViewDiffableTests {
    @Test func snapshotsDiffByIdentityAndCellsFollowTheirItems() {
        let (screen, window) = shownLibrary()
        var snapshot = DiffableDataSourceSnapshot<LibraryViewController.Section, String>()
        snapshot.appendSections([.shelves, .recent])
        snapshot.appendItems(["Poetry", "History", "Science"], toSection: .shelves)
        snapshot.appendItems(["Dune", "Emma"], toSection: .recent)
        screen.dataSource.apply(snapshot)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.shownTitles == ["Poetry", "History", "Science", "Dune", "Emma"])
        #expect(
            screen.collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).map(
                \.accessibilityLabel) == ["Shelves", "Recent"])
        let cellOfEmma = screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 1))
        screen.configured.removeAll()
        // Emma moves to the top of the shelves, History goes, Art comes.
        var next = screen.dataSource.snapshot()
        next.deleteItems(["History"])
        next.moveItem("Emma", beforeItem: "Poetry")
        next.appendItems(["Art"], toSection: .recent)
        screen.dataSource.apply(next)
        #expect(screen.shownTitles == ["Emma", "Poetry", "Science", "Dune", "Art"])
        #expect(screen.configured == ["Art"])
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellOfEmma)
        #expect(screen.dataSource.indexPath(for: "Dune") == IndexPath(item: 0, section: 1))
        #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Poetry")
        // Reconfiguring keeps the cell and configures it again.
        next.reconfigureItems(["Poetry"])
        screen.configured.removeAll()
        screen.dataSource.apply(next)
        #expect(screen.configured == ["Poetry"])
        _ = window
    }

    @Test func sectionSnapshotsShowTheirOutlineAndExpandingInsertsTheChildren() {
        let (screen, window) = shownLibrary()
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fiction", "Non-fiction"])
        outline.append(["Novels", "Plays"], to: "Fiction")
        outline.append(["Essays"], to: "Non-fiction")
        screen.dataSource.apply(outline, to: .shelves)
        screen.collectionView.layoutIfNeeded()
        #expect(screen.shownTitles == ["Fiction", "Non-fiction"])
        var expanded = screen.dataSource.snapshot(for: .shelves)
        #expect(expanded.items == ["Fiction", "Novels", "Plays", "Non-fiction", "Essays"])
        expanded.expand(["Fiction"])
        let cellOfNonFiction = screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        screen.dataSource.apply(expanded, to: .shelves)
        #expect(screen.shownTitles == ["Fiction", "Novels", "Plays", "Non-fiction"])
        #expect(screen.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === cellOfNonFiction)
        #expect(screen.dataSource.snapshot(for: .shelves).isExpanded("Fiction"))
        expanded.collapse(["Fiction"])
        expanded.expand(["Non-fiction"])
        screen.dataSource.apply(expanded, to: .shelves)
        #expect(screen.shownTitles == ["Fiction", "Non-fiction", "Essays"])
        _ = window
    }
}

@MainActor
@Test func outlineDisclosuresExpandAndCollapseThroughTheSectionSnapshotAndItsHandlers() {
    let grid = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 600),
        collectionViewLayout: CollectionViewCompositionalLayout.list(
            using: CollectionLayoutListConfiguration(appearance: .sidebar)))
    let parents: Set<String> = ["Fruit", "Vegetables"]
    let cells = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories = parents.contains(title) ? [.outlineDisclosure(options: .init(style: .header))] : []
    }
    let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: grid) { grid, indexPath, title in
        grid.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
    }
    var asked: [String] = []
    dataSource.sectionSnapshotHandlers.willExpandItem = { asked.append("expand \($0)") }
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Vegetables" }
    // Vegetables' children are made when it first expands.
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParentItem = { item, current in
        guard item == "Vegetables", current.items.isEmpty else { return current }
        var children = DiffableDataSourceSectionSnapshot<String>()
        children.append(["Leek", "Kale"])
        return children
    }
    var outline = DiffableDataSourceSectionSnapshot<String>()
    outline.append(["Fruit", "Vegetables"])
    outline.append(["Apple", "Pear"], to: "Fruit")
    dataSource.apply(outline, to: 0)
    grid.layoutIfNeeded()
    func shown() -> [String] {
        grid.visibleCells.compactMap { ($0.contentConfiguration as? ListContentConfiguration)?.text }
    }
    #expect(shown() == ["Fruit", "Vegetables"])
    // A hidden disclosure is not shown, so it cannot be tapped.
    #expect(!CellAccessory.outlineDisclosure(options: .init(isHidden: true)).isShown(editing: false))
    #expect(grid.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 0, section: 0)))
    #expect(shown() == ["Fruit", "Apple", "Pear", "Vegetables"])
    #expect(!grid.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 1, section: 0)))
    #expect(grid.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 3, section: 0)))
    #expect(shown() == ["Fruit", "Apple", "Pear", "Vegetables", "Leek", "Kale"])
    #expect(asked == ["expand Fruit", "expand Vegetables"])
    // Vegetables may not collapse; Fruit may.
    grid.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 3, section: 0))
    grid.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 0, section: 0))
    #expect(shown() == ["Fruit", "Vegetables", "Leek", "Kale"])
    _ = dataSource
}
