import ReuseKit
import Testing

/// Items counted per section, each cell only dequeued, with headers when the layout places them.
private final class Counted: CollectionViewDataSource {
    var counts: [Int]
    var headersAsked = 0

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        headersAsked += 1
        return collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
}

/// A cell whose height depends on its item, for lists.
private final class NoteCell: CollectionViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: CGFloat(30 + 10 * tag)) }
}

@MainActor
private func compositionalGrid(
    _ layout: CollectionViewLayout, counts: [Int], height: CGFloat = 600
) -> (CollectionView, Counted) {
    let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    grid.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    let source = Counted(counts)
    grid.dataSource = source
    grid.layoutIfNeeded()
    return (grid, source)
}

@MainActor
@Suite struct CompositionalLayoutTests {
    @Test func aGroupRepeatsItsSubitemToFillItAndSectionsRepeatTheGroup() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 10, trailing: 15)
        section.interGroupSpacing = 8
        let (grid, source) = compositionalGrid(CollectionViewCompositionalLayout(section: section), counts: [1_000_000])
        defer { withExtendedLifetime(source) {} }
        // 360 points between the insets hold four 90-point items; each cell is inset by 5.
        func frame(_ item: Int) -> CGRect? {
            grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
        #expect(frame(0) == CGRect(x: 20, y: 15, width: 80, height: 90))
        #expect(frame(5) == CGRect(x: 110, y: 123, width: 80, height: 90))
        // 250,000 groups of 100, 8 apart, inside the section's insets.
        let height: CGFloat = 10 + 25_000_000 + 1_999_992 + 10
        #expect(grid.contentSize.height == height)
        // 600 points show groups 0 to 5: 24 items.
        #expect(grid.indexPathsForVisibleItems.count == 24)
        grid.scrollToItem(at: IndexPath(item: 999_999, section: 0), at: .bottom, animated: false)
        #expect(grid.indexPathsForVisibleItems.last == IndexPath(item: 999_999, section: 0))
        #expect(grid.statistics.mostCellsAlive <= 24 + 24 + 2)
    }

    @Test func nestedGroupsPlaceTheirItemsInsideTheGroupsBox() {
        let big = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
            subitems: [big, column])
        let layout = CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let (grid, source) = compositionalGrid(layout, counts: [7])
        defer { withExtendedLifetime(source) {} }
        func frame(_ item: Int) -> CGRect? {
            grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }
        #expect(frame(0) == CGRect(x: 0, y: 0, width: 260, height: 240))
        #expect(frame(2) == CGRect(x: 260, y: 120, width: 130, height: 120))
        #expect(frame(3) == CGRect(x: 0, y: 240, width: 260, height: 240))
        #expect(frame(6) == CGRect(x: 0, y: 480, width: 260, height: 240))
        #expect(grid.contentSize.height == 720)
        #expect(grid.indexPathsForVisibleItems.count == 7)
    }

    @Test func orthogonalSectionsScrollSidewaysAndReuseTheirCells() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(200)),
            subitems: [item])
        let row = NSCollectionLayoutSection(group: group)
        row.interGroupSpacing = 10
        row.orthogonalScrollingBehavior = .continuous
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        row.boundarySupplementaryItems = [header]
        let (grid, source) = compositionalGrid(
            CollectionViewCompositionalLayout(section: row), counts: [100, 100, 100])
        defer { withExtendedLifetime(source) {} }
        // Each section: a 30-point header and one row of 200: three rows (690) fill more than 600 points.
        #expect(grid.contentSize.height == 690)
        // 390 points show groups 0 to 2 of each row (0 ..< 150, 160 ..< 310, 320 ..< 470).
        #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [0, 1, 2])
        let created = grid.statistics.cellsCreated
        grid.setOrthogonalOffset(1000, forSection: 0)
        // 1000 ..< 1390 meets groups 6 (960 ..< 1110) to 8 (1280 ..< 1430).
        #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [6, 7, 8])
        #expect(
            grid.cellForItem(at: IndexPath(item: 6, section: 0))?.frame
                == CGRect(x: -40, y: 30, width: 150, height: 200))
        // Three cells left and three entered: one reused, two new while the queue keeps two back.
        #expect(grid.statistics.cellsCreated == created + 2)
        #expect(grid.orthogonalOffset(forSection: 0) == 1000)
        #expect(grid.indexPathsForVisibleItems.filter { $0.section == 1 }.map(\.item) == [0, 1, 2])
        // The row ends at 100 groups: 15,990 points, so it stops 390 before that.
        grid.setOrthogonalOffset(1_000_000, forSection: 0)
        let end: CGFloat = 15_600
        #expect(grid.orthogonalOffset(forSection: 0) == end)
        #expect(grid.indexPathsForVisibleItems.filter { $0.section == 0 }.last?.item == 99)
    }

    @Test func pagingBehavioursBringTheRowToAPageOrAGroup() {
        var sources: [Counted] = []
        defer { withExtendedLifetime(sources) {} }
        func row(_ behaviour: CollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionView {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.orthogonalScrollingBehavior = behaviour
            let (grid, source) = compositionalGrid(CollectionViewCompositionalLayout(section: section), counts: [50])
            sources.append(source)
            return grid
        }
        let grouped = row(.groupPaging)
        grouped.setOrthogonalOffset(1000, forSection: 0)
        #expect(grouped.orthogonalOffset(forSection: 0) == 960)
        let paged = row(.paging)
        paged.setOrthogonalOffset(1000, forSection: 0)
        #expect(paged.orthogonalOffset(forSection: 0) == 1170)
        let centred = row(.groupPagingCentered)
        centred.setOrthogonalOffset(1000, forSection: 0)
        // Group 7 (1120 ..< 1270) centred in 390 points: its middle, 1195, at 195.
        #expect(centred.orthogonalOffset(forSection: 0) == 1000)
        let free = row(.continuous)
        free.setOrthogonalOffset(1001, forSection: 0)
        #expect(free.orthogonalOffset(forSection: 0) == 1001)
    }

    @Test func listsMeasureTheirCellsAndPinPlainHeaders() {
        var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = CollectionViewCompositionalLayout.list(using: configuration)
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: layout)
        let notes = CollectionView.CellRegistration<NoteCell, Int> { cell, _, lines in cell.tag = lines }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { grid, indexPath, item in
            grid.dequeueConfiguredReusableCell(using: notes, for: indexPath, item: item % 4)
        }
        grid.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        dataSource.supplementaryViewProvider = { grid, kind, indexPath in
            grid.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(Array(0..<10), toSection: 0)
        snapshot.appendItems(Array(10..<20), toSection: 1)
        dataSource.apply(snapshot)
        grid.layoutIfNeeded()
        let cells = grid.visibleCells
        // Inset 20 each side; 18 above the section and a 38-point header; heights 30, 40, 50, 60, 30, ...
        #expect(cells[0].frame == CGRect(x: 20, y: 56, width: 350, height: 30))
        #expect(cells[1].frame == CGRect(x: 20, y: 86, width: 350, height: 40))
        let fourthEnd: CGFloat = 236
        #expect(cells[3].frame.maxY == fourthEnd)
        let header = grid.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        // Section 0: header 38, inset 18, cells (30+40+50+60)×2 + 30+40, inset 18 = 504; section 1's header
        // follows (a section's content insets lie between its boundary items and its groups).
        #expect(header?.frame == CGRect(x: 20, y: 504, width: 350, height: 38))
        _ = dataSource
    }

    @Test func backgroundsAndPinnedHeadersSitWithTheirSection() {
        final class Background: CollectionReusableView {}
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        section.decorationItems = [background]
        let configuration = CollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        let layout = CollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(Background.self, forDecorationViewOfKind: "background")
        let (grid, source) = compositionalGrid(layout, counts: [20, 20], height: 300)
        defer { withExtendedLifetime(source) {} }
        // Section 0: header 40 and ten lines of 50 (540), then 20 of spacing; section 1 from 560.
        let height: CGFloat = 1100
        #expect(grid.contentSize.height == height)
        let decoration = grid.subviews.compactMap { $0 as? Background }.first
        #expect(decoration?.frame == CGRect(x: 10, y: 0, width: 370, height: 540))
        let path = IndexPath(item: 0, section: 0)
        let kind = CollectionView.elementKindSectionHeader
        grid.contentOffset.y = 200
        grid.layoutIfNeeded()
        #expect(grid.supplementaryView(forElementKind: kind, at: path)?.frame.minY == 200)
        grid.contentOffset.y = 520
        grid.layoutIfNeeded()
        // Pushed up by its section's end.
        #expect(grid.supplementaryView(forElementKind: kind, at: path)?.frame.minY == 500)
        #expect(grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 560)
    }
}

@MainActor
@Test func aListsSwipeActionsComeFromItsConfigurationAndDeleteThroughTheSnapshot() {
    var dataSource: CollectionViewDiffableDataSource<Int, String>!
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
        let delete = ContextualAction(style: .destructive, title: "Delete") { _, _, completion in
            guard let item = dataSource.itemIdentifier(for: indexPath) else { return completion(false) }
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([item])
            dataSource.apply(snapshot)
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }
    let grid = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 400),
        collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
    let cells = CollectionView.CellRegistration<CollectionViewCell, String> { cell, _, title in
        var content = ListContentConfiguration.cell()
        content.text = title
        cell.contentConfiguration = content
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: grid) { grid, indexPath, title in
        grid.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Milk", "Eggs", "Bread"])
    dataSource.apply(snapshot)
    grid.layoutIfNeeded()
    #expect(!grid.swipeItem(at: IndexPath(item: 1, section: 0), from: .leading))
    #expect(grid.swipeItem(at: IndexPath(item: 1, section: 0), from: .trailing))
    #expect(grid.swipedItem?.actions.map(\.title) == ["Delete"])
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.isSwiped == true)
    grid.tapSwipeAction(at: 0)
    #expect(grid.swipedItem == nil)
    #expect(dataSource.snapshot().itemIdentifiers == ["Milk", "Bread"])
    #expect(
        grid.visibleCells.compactMap { ($0.contentConfiguration as? ListContentConfiguration)?.text } == [
            "Milk", "Bread",
        ])
    #expect(grid.visibleCells.allSatisfy { !$0.configurationState.isSwiped })
}

/// A header whose title wraps to two lines: 80 points where the layout estimates 44.
private final class TallHeader: CollectionReusableView {
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 80) }
}

@MainActor
@Test func estimatedHeadersTakeTheirViewsHeightsAndKeepThemThroughUpdatesWithTheScreenStill() {
    let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    let group = NSCollectionLayoutGroup.vertical(
        layoutSize: rowSize, subitems: [NSCollectionLayoutItem(layoutSize: rowSize)])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
    ]
    let grid = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 600),
        collectionViewLayout: CollectionViewCompositionalLayout(section: section))
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    grid.register(
        TallHeader.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    // Ten sections of twenty 50-point rows, each under a header the layout estimates at 44.
    let chapters = Counted(Array(repeating: 20, count: 10))
    grid.dataSource = chapters
    grid.layoutIfNeeded()
    func frame(_ item: Int, _ section: Int) -> CGRect? {
        grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    let header = CollectionView.elementKindSectionHeader
    // The first header measured itself: 80 points, and the rows start below it.
    #expect(grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))?.frame.height == 80)
    #expect(frame(0, 0)?.minY == 80)
    // Section 4's header, never shown, counts at 44 until it is: a jump to its third row, then up 130 points,
    // shows it; the content above the screen grew by 36 and the rows on screen did not move.
    grid.scrollToItem(at: IndexPath(item: 2, section: 4), at: .top, animated: false)
    let target = IndexPath(item: 2, section: 4)
    let before = grid.cellForItem(at: target)!.frame.minY - grid.contentOffset.y
    grid.contentOffset.y -= 130
    grid.layoutIfNeeded()
    #expect(grid.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 4))?.frame.height == 80)
    #expect(grid.cellForItem(at: target)!.frame.minY - grid.contentOffset.y == before + 130)
    let measuredTop = frame(0, 5)?.minY
    // A section inserted at the top shifts everything; the measured headers keep their heights.
    chapters.counts.insert(1, at: 0)
    grid.insertSections(IndexSet(integer: 0))
    let newSection: CGFloat = 44 + 50
    let firstRow: CGFloat = newSection + 80
    #expect(frame(0, 1)?.minY == firstRow)
    #expect(frame(0, 6)?.minY == measuredTop.map { $0 + newSection })
}
