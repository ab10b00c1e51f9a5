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
