import ReuseKit
import Testing

/// A header that shows its section's title.
private final class TitleHeader: CollectionReusableView {
    let title = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// Sections of colours with headers and footers; the flow layout's delegate gives the second section its own
/// insets and spacing.
private final class Palette: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    var counts = [7, 5, 0, 40]
    var shown: [String] = []

    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "swatch", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        let view =
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
            as! TitleHeader
        view.title.text =
            "\(kind == CollectionView.elementKindSectionHeader ? "Header" : "Footer") \(indexPath.section)"
        return view
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets {
        section == 1 ? EdgeInsets(top: 5, left: 20, bottom: 15, right: 20) : .zero
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { section == 1 ? 4 : 10 }

    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        shown.append("\(elementKind == CollectionView.elementKindSectionHeader ? "H" : "F")\(indexPath.section)")
    }
}

@MainActor
private func paletteGrid(pinned: Bool = false) -> (CollectionView, Palette) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 40)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    layout.sectionHeadersPinToVisibleBounds = pinned
    let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
    for kind in [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter] {
        grid.register(TitleHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "title")
    }
    let palette = Palette()
    grid.dataSource = palette
    grid.delegate = palette
    grid.layoutIfNeeded()
    return (grid, palette)
}

@MainActor
@Suite struct CollectionViewLayoutTests {
    @Test func flowFramesMatchHandComputedOnesWithInsetsSpacingHeadersAndFooters() {
        let (grid, palette) = paletteGrid()
        defer { withExtendedLifetime(palette) {} }
        func frame(_ item: Int, _ section: Int) -> CGRect? {
            grid.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        func supplementary(_ kind: String, _ section: Int) -> CGRect? {
            grid.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }
        let header = CollectionView.elementKindSectionHeader
        let footer = CollectionView.elementKindSectionFooter
        // Section 0: 320 points hold three items ((320 + 10) / 110), 10 apart; lines 110 apart after a 40-point
        // header: 7 items make three lines, 40 + 3 × 100 + 2 × 10 = 360, then the footer.
        #expect(frame(0, 0) == CGRect(x: 0, y: 40, width: 100, height: 100))
        #expect(frame(5, 0) == CGRect(x: 220, y: 150, width: 100, height: 100))
        #expect(frame(6, 0) == CGRect(x: 0, y: 260, width: 100, height: 100))
        #expect(supplementary(footer, 0) == CGRect(x: 0, y: 360, width: 320, height: 20))
        // Section 1 starts at 380: header to 420, inset 5, then 280 points between 20-point insets: two items a
        // line, 180 apart; lines 104 apart; 5 items make three lines (3 × 100 + 2 × 4 = 308), inset 15, footer.
        #expect(supplementary(header, 1) == CGRect(x: 0, y: 380, width: 320, height: 40))
        #expect(frame(0, 1) == CGRect(x: 20, y: 425, width: 100, height: 100))
        #expect(frame(3, 1) == CGRect(x: 200, y: 529, width: 100, height: 100))
        #expect(supplementary(footer, 1) == CGRect(x: 0, y: 425 + 308 + 15, width: 320, height: 20))
        // Section 2 is empty: a header and a footer only.
        #expect(supplementary(header, 2) == CGRect(x: 0, y: 768, width: 320, height: 40))
        #expect(supplementary(footer, 2) == CGRect(x: 0, y: 808, width: 320, height: 20))
        #expect(frame(0, 2) == nil)
        // Section 3: 40 items, 14 lines.
        #expect(frame(39, 3) == CGRect(x: 0, y: 828 + 40 + 13 * 110, width: 100, height: 100))
        #expect(grid.contentSize == CGSize(width: 320, height: 828 + 40 + 14 * 110 - 10 + 20))
    }

    @Test func headersAndFootersComeAndGoWithTheirOwnReuseLifecycle() {
        let (grid, palette) = paletteGrid()
        // 480 points show section 0 whole and section 1's header and first lines.
        #expect(palette.shown == ["H0", "F0", "H1"])
        #expect(
            grid.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionHeader) == [
                IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
            ])
        let header1 = grid.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect((header1 as? TitleHeader)?.title.text == "Header 1")
        #expect(header1?.frame == CGRect(x: 0, y: 380, width: 320, height: 40))
        var events: [String] = []
        grid.lifecycleObserver = { events.append($0.line(itemsOnly: false)) }
        // Down to section 3: the first headers and footers leave; scrolling back shows them again without asking
        // the data source, as cells that still show their items.
        grid.contentOffset.y = 900
        grid.layoutIfNeeded()
        #expect(
            grid.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) == nil)
        events.removeAll()
        grid.contentOffset.y = 0
        grid.layoutIfNeeded()
        #expect(!events.contains { $0.contains("viewForSupplementaryElementOfKind") && $0.contains("[0, 0]") })
        #expect(
            events.contains("collectionView(_:willDisplaySupplementaryView:forElementKind:at:) header [0, 0] cell#10"))
    }

    @Test func pinnedHeadersStayAtTheTopWhileTheirSectionIsOnScreen() {
        let (grid, palette) = paletteGrid(pinned: true)
        defer { withExtendedLifetime(palette) {} }
        let path = IndexPath(item: 0, section: 0)
        let kind = CollectionView.elementKindSectionHeader
        grid.contentOffset.y = 100
        grid.layoutIfNeeded()
        #expect(grid.supplementaryView(forElementKind: kind, at: path)?.frame.minY == 100)
        // Section 0 ends at 380: its header is pushed up by the section's end.
        grid.contentOffset.y = 350
        grid.layoutIfNeeded()
        #expect(grid.supplementaryView(forElementKind: kind, at: path)?.frame.minY == 340)
        #expect(grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 380)
        grid.contentOffset.y = 500
        grid.layoutIfNeeded()
        #expect(grid.supplementaryView(forElementKind: kind, at: path) == nil)
        #expect(grid.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))?.frame.minY == 500)
    }

    @Test func aSupplementaryViewTheDataSourceCannotGiveStopsWithTheFix() {
        #expect(
            ProgrammerError.missingSupplementaryView(
                kind: CollectionView.elementKindSectionHeader, indexPath: IndexPath(item: 0, section: 2)
            ).reason.contains("implement collectionView(_:viewForSupplementaryElementOfKind:at:)"))
        #expect(
            ProgrammerError.unregisteredViewOfKind(kind: "UICollectionElementKindCell", identifier: "thumbCell").reason
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier thumbCell - must "
                + "register a nib or a class for the identifier or connect a prototype cell in a storyboard")
    }
}

/// Tags of their own widths, sized by the flow layout's delegate, as a tag cloud is.
private final class Tags: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let widths: [CGFloat] = [100, 150, 80, 200, 90, 60]
    var asked: [Int] = []

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { widths.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        asked.append(indexPath.item)
        return CGSize(width: widths[indexPath.item], height: 30)
    }
}

@MainActor
@Test func aDelegateThatSizesEachItemIsAskedForEveryItemAndLinesBreakAsUIKitBreaksThem() {
    let layout = CollectionViewFlowLayout()
    let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "tag")
    let tags = Tags()
    grid.dataSource = tags
    grid.delegate = tags
    grid.layoutIfNeeded()
    #expect(tags.asked == [0, 1, 2, 3, 4, 5])
    func frame(_ item: Int) -> CGRect? { grid.cellForItem(at: IndexPath(item: item, section: 0))?.frame }
    // 100 + 10 + 150 fit in 320, 80 more does not: the first line is justified (70 between its two tags).
    #expect(frame(0) == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(frame(1) == CGRect(x: 170, y: 0, width: 150, height: 30))
    #expect(frame(3) == CGRect(x: 120, y: 40, width: 200, height: 30))
    // The last line keeps the minimum spacing from the leading edge.
    #expect(frame(5) == CGRect(x: 100, y: 80, width: 60, height: 30))
    #expect(grid.contentSize.height == 110)
}

/// A carousel's cards, as a horizontal flow layout shows them.
private final class Carousel: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    var prefetched: [[Int]] = []

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1000 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths.map(\.item))
    }
}

@MainActor
@Test func aHorizontalFlowLayoutScrollsSidewaysUnderAFingerAndFlings() {
    let layout = CollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 120), collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "card")
    let carousel = Carousel()
    grid.dataSource = carousel
    grid.prefetchDataSource = carousel
    grid.layoutIfNeeded()
    // One line across 100 points of height: lines are columns 110 apart, after a 10-point inset.
    #expect(
        grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
            == CGRect(x: 340, y: 10, width: 100, height: 100))
    #expect(grid.contentSize == CGSize(width: 10 + 1000 * 110 - 10 + 10, height: 120))
    #expect(grid.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
    // A finger moving left drags the content right: items leave at the left and enter at the right.
    grid.beginDragging()
    for _ in 0..<10 {
        grid.drag(by: CGPoint(x: -22, y: 0))
        grid.advance(by: 1.0 / 60)
    }
    #expect(grid.contentOffset == CGPoint(x: 220, y: 0))
    // Item 1 ends where the visible rect begins (220): it has left.
    #expect(grid.indexPathsForVisibleItems.map(\.item) == [2, 3, 4, 5])
    #expect(carousel.prefetched.first == Array(4...13))
    grid.endDragging(velocity: CGPoint(x: -2000, y: 0))
    grid.advance(by: 6)
    #expect(!grid.isDecelerating)
    #expect(grid.contentOffset.x > 1000)
    #expect(grid.contentOffset.y == 0)
    let first = grid.indexPathsForVisibleItems.first!.item
    #expect(grid.cellForItem(at: IndexPath(item: first, section: 0))!.frame.maxX > grid.contentOffset.x)
    grid.scrollToItem(at: IndexPath(item: 500, section: 0), at: .centeredHorizontally, animated: true)
    grid.advance(by: 0.5)
    let card = grid.cellForItem(at: IndexPath(item: 500, section: 0))!
    #expect(card.frame.midX - grid.contentOffset.x == 195)
    #expect(grid.statistics.mostCellsAlive <= 6 + 2)
}

/// A layout knows its collection view while installed, and nothing once it is replaced or the collection view
/// is gone, though the client keeps it (as in UIKit, where the reference is weak).
@MainActor @Test func aLayoutKeptAfterItsCollectionViewHasNone() {
    let kept = CollectionViewFlowLayout()
    let replaced = CollectionViewFlowLayout()
    do {
        let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: replaced)
        #expect(replaced.collectionView === grid)
        grid.collectionViewLayout = kept
        #expect(replaced.collectionView == nil)
        #expect(kept.collectionView === grid)
        grid.layoutIfNeeded()
    }
    #expect(kept.collectionView == nil)
    // Installed again, in another collection view: it works as a new layout would.
    let other = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: kept)
    #expect(kept.collectionView === other)
    other.layoutIfNeeded()
    #expect(kept.collectionViewContentSize == CGSize(width: 200, height: 0))
}
