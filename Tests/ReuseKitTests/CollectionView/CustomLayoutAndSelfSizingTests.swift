import ReuseKit
import Testing

/// A two-column waterfall, written as UIKit clients write one: every attribute computed in `prepare()`, each
/// item going under the shorter column.
private final class WaterfallLayout: CollectionViewLayout {
    let columns = 2
    let spacing: CGFloat = 8
    var height: (IndexPath) -> CGFloat = { _ in 100 }
    private var cache: [CollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0
    private(set) var prepareCount = 0

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func prepare() {
        super.prepare()
        prepareCount += 1
        guard let collectionView else { return }
        cache.removeAll()
        let width = (collectionView.bounds.width - spacing) / CGFloat(columns)
        var columnHeights = [CGFloat](repeating: 0, count: columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = columnHeights.firstIndex(of: columnHeights.min()!)!
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(
                x: CGFloat(column) * (width + spacing), y: columnHeights[column], width: width,
                height: height(indexPath))
            columnHeights[column] = attributes.frame.maxY + spacing
            cache.append(attributes)
        }
        contentHeight = (columnHeights.max() ?? spacing) - spacing
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    /// The items that share area with `rect` (touching its edge is not enough).
    func itemsMeeting(_ rect: CGRect) -> [Int] {
        cache.filter { $0.frame.minY < rect.maxY && $0.frame.maxY > rect.minY }.map(\.indexPath.item)
    }
}

private final class Pins: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "pin", for: indexPath)
    }
}

/// A note cell whose height depends on its text, measured by the flow layout through
/// `preferredLayoutAttributesFitting(_:)`.
private final class NoteCell: CollectionViewCell {
    var lines = 1

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: CGFloat(20 + 20 * lines))
    }
}

private final class Notes: CollectionViewDataSource {
    let registration = CollectionView.CellRegistration<NoteCell, Int> { cell, _, lines in cell.lines = lines }
    var configured = 0

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        configured += 1
        return collectionView.dequeueConfiguredReusableCell(
            using: registration, for: indexPath, item: indexPath.item % 5 + 1)
    }
}

@MainActor
@Suite struct CustomLayoutAndSelfSizingTests {
    @Test func aClientsWaterfallLayoutShowsExactlyTheItemsItsAttributesPutOnScreen() {
        let layout = WaterfallLayout()
        layout.height = { CGFloat(60 + ($0.item * 37) % 140) }
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "pin")
        let pins = Pins(count: 500)
        grid.dataSource = pins
        grid.layoutIfNeeded()
        #expect(layout.prepareCount == 1)
        for offset in stride(from: 0, through: 20_000, by: 777) {
            grid.contentOffset.y = CGFloat(offset)
            grid.layoutIfNeeded()
            let expected = layout.itemsMeeting(grid.bounds).sorted()
            #expect(grid.indexPathsForVisibleItems.map(\.item) == expected)
            for cell in grid.visibleCells {
                #expect(cell.frame == layout.layoutAttributesForItem(at: grid.indexPath(for: cell)!)?.frame)
            }
        }
        // Scrolling does not invalidate a layout whose bounds keep their size.
        #expect(layout.prepareCount == 1)
        #expect(grid.statistics.cellsCreated < 40)
        // A new width invalidates it, and the cells take their new frames.
        grid.frame.size.width = 400
        grid.layoutIfNeeded()
        #expect(layout.prepareCount == 2)
        #expect(grid.visibleCells.allSatisfy { $0.frame.width == 196 })
    }

    @Test func selfSizingCellsMeasureTheirLinesAndTheScreenStaysStill() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let notes = Notes()
        grid.dataSource = notes
        grid.layoutIfNeeded()
        // Heights of 40 to 120 points, each line as tall as its cell, one under the other.
        let cells = grid.visibleCells
        for (index, cell) in cells.enumerated() {
            let item = grid.indexPath(for: cell)!.item
            #expect(cell.frame.height == CGFloat(20 + 20 * (item % 5 + 1)))
            if index > 0 { #expect(cell.frame.minY == cells[index - 1].frame.maxY) }
        }
        #expect(grid.visibleCells.last!.frame.maxY >= 844)
        // A jump to an item never measured lands it exactly at the top.
        let target = IndexPath(item: 500, section: 0)
        grid.scrollToItem(at: target, at: .top, animated: false)
        #expect(grid.cellForItem(at: target)!.frame.minY == grid.contentOffset.y)
        // Scrolling up 30 points measures the line above (100 points, counted at 50): the content grows above
        // the screen and the offset moves with it, so item 500 moved by the scroll only.
        grid.contentOffset.y -= 30
        grid.layoutIfNeeded()
        #expect(grid.cellForItem(at: target)!.frame.minY - grid.contentOffset.y == 30)
        #expect(grid.cellForItem(at: IndexPath(item: 499, section: 0))!.frame.height == 120)
        // Registrations configure reused cells too.
        #expect(notes.configured == grid.statistics.cellsCreated + grid.statistics.cellsReused)
    }

    @Test func tenMillionSelfSizedItemsLoadAndJumpExactlyToTheirEnd() {
        final class ManyNotes: CollectionViewDataSource {
            let registration = CollectionView.CellRegistration<NoteCell, Int> { cell, _, lines in cell.lines = lines }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
                10_000_000
            }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                collectionView.dequeueConfiguredReusableCell(
                    using: registration, for: indexPath, item: indexPath.item % 5 + 1)
            }
        }
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let notes = ManyNotes()
        grid.dataSource = notes
        grid.layoutIfNeeded()
        let last = IndexPath(item: 9_999_999, section: 0)
        grid.scrollToItem(at: last, at: .bottom, animated: false)
        let cell = grid.cellForItem(at: last)!
        // Item 9,999,999 is 120 points tall (five lines) and ends exactly at the screen's bottom.
        #expect(cell.frame.height == 120)
        #expect(cell.frame.maxY - grid.contentOffset.y == 844)
        #expect(grid.contentOffset.y == grid.maximumContentOffset)
        grid.scrollToItem(at: IndexPath(item: 5_000_000, section: 0), at: .top, animated: false)
        #expect(grid.cellForItem(at: IndexPath(item: 5_000_000, section: 0))!.frame.minY == grid.contentOffset.y)
        #expect(grid.statistics.mostCellsAlive < 60)
    }

    @Test func registrationsKeepAQueueEachAndSupplementaryRegistrationsConfigureHeaders() {
        final class Sectioned: CollectionViewDataSource {
            let cells = CollectionView.CellRegistration<CollectionViewCell, String> { cell, _, text in
                var content = ListContentConfiguration.cell()
                content.text = text
                cell.contentConfiguration = content
            }
            let headers = CollectionView.SupplementaryRegistration<CollectionReusableView>(
                elementKind: CollectionView.elementKindSectionHeader
            ) { view, _, indexPath in view.accessibilityLabel = "Section \(indexPath.section)" }

            func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: "Item \(indexPath)")
            }
            func collectionView(
                _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                at indexPath: IndexPath
            ) -> CollectionReusableView {
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
        }
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 44)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let source = Sectioned()
        grid.dataSource = source
        grid.layoutIfNeeded()
        #expect(grid.visibleCells.count == 6)
        let text =
            (grid.cellForItem(at: IndexPath(item: 2, section: 1))?.contentConfiguration as? ListContentConfiguration)?
            .text
        #expect(text == "Item [1, 2]")
        #expect(
            grid.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader).map(\.accessibilityLabel)
                == ["Section 0", "Section 1"])
    }
}

/// Notes whose heights follow the notes, so that updates move them.
private final class EditableNotes: CollectionViewDataSource {
    let registration = CollectionView.CellRegistration<NoteCell, Int> { cell, _, lines in cell.lines = lines }
    var lines = (0..<200).map { $0 % 5 + 1 }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { lines.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: lines[indexPath.item])
    }
}

@MainActor
@Test func measuredItemsKeepTheirSizesThroughBatchUpdatesOffScreen() {
    for compositional in [false, true] {
        let layout: CollectionViewLayout
        if compositional {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
            layout = CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        } else {
            let flow = CollectionViewFlowLayout()
            flow.estimatedItemSize = CGSize(width: 390, height: 50)
            flow.minimumLineSpacing = 0
            layout = flow
        }
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let notes = EditableNotes()
        grid.dataSource = notes
        grid.layoutIfNeeded()
        // Scroll through the first sixty notes so their cells measure them, and on.
        for _ in 0..<12 {
            grid.contentOffset.y += 400
            grid.layoutIfNeeded()
        }
        func top(_ item: Int) -> CGFloat? {
            grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame.minY
        }
        // Notes 0 to 9 measured 40, 60, 80, 100 and 120 points twice over.
        #expect(top(10) == 800)
        let screen = grid.visibleCells.map { $0.frame.minY - grid.contentOffset.y }
        // A note added at the end, then one at the start (estimated at 50 until it is shown): what was measured
        // keeps its size at its new place, and the screen does not move.
        notes.lines.append(3)
        grid.insertItems(at: [IndexPath(item: 200, section: 0)])
        #expect(top(10) == 800)
        notes.lines.insert(1, at: 0)
        grid.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(top(11) == 850)
        #expect(grid.visibleCells.map { $0.frame.minY - grid.contentOffset.y } == screen)
    }
}
