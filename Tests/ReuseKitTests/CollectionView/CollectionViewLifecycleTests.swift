import ReuseKit
import Testing

/// A photo cell as UIKit clients write one: a label set by the data source, cleared on reuse.
private final class PhotoCell: CollectionViewCell {
    static let identifier = "PhotoCell"
    let titleLabel = Label()
    private(set) var reuseCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        titleLabel.text = nil
    }
}

/// The photos behind a grid, kept alive by their screen; the collection view holds them weakly.
private final class Photos: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    var titles: [String]
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []

    init(count: Int) { titles = (0..<count).map { "Photo \($0)" } }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath) as! PhotoCell
        cell.titleLabel.text = titles[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched.append(indexPaths)
    }

    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths)
    }
}

/// A screen with a three-column grid of 120-point photos, 15 points apart across and 10 down.
private final class PhotoGridController: ViewController {
    let photos: Photos
    var collectionView: CollectionView!
    var events: [String] = []

    init(count: Int = 300) {
        photos = Photos(count: count)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 15
        layout.minimumLineSpacing = 10
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.identifier)
        collectionView.dataSource = photos
        collectionView.prefetchDataSource = photos
        collectionView.lifecycleObserver = { [weak self] event in self?.events.append(event.line(itemsOnly: true)) }
        view.addSubview(collectionView)
    }

    func scroll(by delta: CGFloat) {
        events.removeAll()
        collectionView.contentOffset.y += delta
        collectionView.layoutIfNeeded()
    }
}

@MainActor
private func shownGrid(count: Int = 300) -> (PhotoGridController, Window) {
    let screen = PhotoGridController(count: count)
    let window = Window()
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return (screen, window)
}

@MainActor
@Suite struct CollectionViewLifecycleTests {
    @Test func theFirstLayoutFillsTheScreenInOrderWithNewCells() {
        let (screen, window) = shownGrid()
        let grid = screen.collectionView!
        // 844 points show lines 0 to 6 (the seventh starts at 780): 21 items.
        #expect(grid.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
        #expect(grid.indexPathsForVisibleItems.count == 21)
        #expect(grid.visibleCells.count == 21)
        #expect(grid.statistics.cellsCreated == 21 && grid.statistics.cellsReused == 0)
        #expect(
            screen.events.prefix(4) == [
                "collectionView(_:cellForItemAt:) 0", "init(frame:) cell#1",
                "collectionView(_:willDisplay:forItemAt:) 0 cell#1", "collectionView(_:cellForItemAt:) 1",
            ])
        #expect(screen.photos.prefetched.isEmpty)
        // Three columns, justified: a pitch of 135 across and 130 down.
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 135, y: 130, width: 120, height: 120))
        #expect(
            grid.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 135, y: 130, width: 120, height: 120))
        #expect((grid.cellForItem(at: IndexPath(item: 4, section: 0)) as? PhotoCell)?.titleLabel.text == "Photo 4")
        #expect(grid.contentSize == CGSize(width: 390, height: 100 * 130 - 10))
        _ = window
    }

    @Test func aLineLeavingAndALineEnteringReuseCellsAndPrefetchTenItemsAhead() {
        let (screen, window) = shownGrid()
        let grid = screen.collectionView!
        screen.scroll(by: 130)
        #expect(
            screen.events == [
                "collectionView(_:prefetchItemsAt:) [[0, 21], [0, 22], [0, 23], [0, 24], [0, 25], [0, 26], [0, 27], [0, 28], [0, 29], [0, 30]]",
                "collectionView(_:didEndDisplaying:forItemAt:) 0 cell#1",
                "collectionView(_:didEndDisplaying:forItemAt:) 1 cell#2",
                "collectionView(_:didEndDisplaying:forItemAt:) 2 cell#3",
                // Three wait; the queue keeps two back for their own items, so the oldest goes to item 21.
                "collectionView(_:cellForItemAt:) 21",
                "prepareForReuse() cell#1",
                "collectionView(_:willDisplay:forItemAt:) 21 cell#1",
                "collectionView(_:cellForItemAt:) 22",
                "init(frame:) cell#22",
                "collectionView(_:willDisplay:forItemAt:) 22 cell#22",
                "collectionView(_:cellForItemAt:) 23",
                "init(frame:) cell#23",
                "collectionView(_:willDisplay:forItemAt:) 23 cell#23",
            ])
        // Cells alive: the 21 visible and the 2 the queue keeps back.
        #expect(grid.statistics.mostCellsAlive == 23)
        // Back up: items 2 and 1 get back the cells that still show them, without cellForItemAt; item 0's cell
        // went to item 21, so item 0 gets the oldest waiting cell.
        screen.scroll(by: -130)
        #expect(
            screen.events == [
                "collectionView(_:prefetchItemsAt:) [[0, 2], [0, 1], [0, 0]]",
                "collectionView(_:cancelPrefetchingForItemsAt:) [[0, 24], [0, 25], [0, 26], [0, 27], [0, 28], [0, 29], [0, 30]]",
                "collectionView(_:didEndDisplaying:forItemAt:) 21 cell#1",
                "collectionView(_:didEndDisplaying:forItemAt:) 22 cell#22",
                "collectionView(_:didEndDisplaying:forItemAt:) 23 cell#23",
                "collectionView(_:willDisplay:forItemAt:) 2 cell#3",
                "collectionView(_:willDisplay:forItemAt:) 1 cell#2",
                "collectionView(_:cellForItemAt:) 0",
                "prepareForReuse() cell#1",
                "collectionView(_:willDisplay:forItemAt:) 0 cell#1",
            ])
        #expect(screen.photos.cancelled.count == 1)
        _ = window
    }

    @Test func aLongScrollKeepsVisiblePlusRetentionCellsAlive() {
        let (screen, window) = shownGrid(count: 3000)
        let grid = screen.collectionView!
        for _ in 0..<500 { screen.scroll(by: 65) }
        #expect(grid.indexPathsForVisibleItems.first == IndexPath(item: 750, section: 0))
        // At most 24 items show at once (eight lines while one enters and one leaves), plus two kept back.
        #expect(grid.statistics.mostCellsAlive <= 24 + 2)
        #expect(grid.statistics.cellsCreated <= 26)
        for cell in grid.visibleCells {
            let path = grid.indexPath(for: cell)!
            #expect((cell as? PhotoCell)?.titleLabel.text == "Photo \(path.item)")
        }
        _ = window
    }

    @Test func reloadDataShowsTheSameItemsWithTheirOwnCellsAfterPrepareForReuse() {
        let (screen, window) = shownGrid()
        let grid = screen.collectionView!
        let before = grid.visibleCells.map { ObjectIdentifier($0) }
        screen.photos.titles[0] = "Renamed"
        screen.events.removeAll()
        grid.reloadData()
        #expect(grid.visibleCells.map { ObjectIdentifier($0) } == before)
        #expect(screen.events.filter { $0.hasPrefix("prepareForReuse") }.count == 21)
        #expect(screen.events.filter { $0.hasPrefix("init") }.isEmpty)
        #expect((grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)?.titleLabel.text == "Renamed")
        _ = window
    }

    @Test func scrollingPutsAnItemExactlyWhereItWasAsked() {
        let (screen, window) = shownGrid()
        let grid = screen.collectionView!
        let item = IndexPath(item: 150, section: 0)
        grid.scrollToItem(at: item, at: .top, animated: false)
        #expect(grid.contentOffset.y == 6500)
        #expect(grid.indexPathsForVisibleItems.first == item)
        grid.scrollToItem(at: item, at: .centeredVertically, animated: false)
        let frame = grid.cellForItem(at: item)!.frame
        #expect(frame.midY - grid.contentOffset.y == 422)
        grid.scrollToItem(at: item, at: .bottom, animated: true)
        grid.advance(by: 0.5)
        #expect(grid.cellForItem(at: item)!.frame.maxY - grid.contentOffset.y == 844)
        // The last item: the content's end stops the offset.
        grid.scrollToItem(at: IndexPath(item: 299, section: 0), at: .top, animated: false)
        #expect(grid.contentOffset.y == grid.contentSize.height - 844)
        _ = window
    }

    @Test func pointsFindItemsAndTapsSelectInUIKitsOrder() {
        final class Taps: CollectionViewDelegate {
            var calls: [String] = []
            func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
                calls.append("shouldHighlight \(indexPath.item)")
                return true
            }
            func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
                calls.append("didHighlight \(indexPath.item)")
            }
            func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
                calls.append("didUnhighlight \(indexPath.item)")
            }
            func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
                calls.append("shouldSelect \(indexPath.item)")
                return indexPath.item != 7
            }
            func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
                calls.append("didSelect \(indexPath.item)")
            }
            func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
                calls.append("didDeselect \(indexPath.item)")
            }
        }
        let (screen, window) = shownGrid()
        let grid = screen.collectionView!
        let taps = Taps()
        grid.delegate = taps
        #expect(grid.indexPathForItem(at: CGPoint(x: 140, y: 135)) == IndexPath(item: 4, section: 0))
        #expect(grid.indexPathForItem(at: CGPoint(x: 125, y: 10)) == nil)
        grid.tapItem(at: IndexPath(item: 4, section: 0))
        #expect(
            taps.calls == ["shouldHighlight 4", "didHighlight 4", "shouldSelect 4", "didUnhighlight 4", "didSelect 4"])
        #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        taps.calls.removeAll()
        grid.tapItem(at: IndexPath(item: 7, section: 0))
        #expect(taps.calls == ["shouldHighlight 7", "didHighlight 7", "shouldSelect 7", "didUnhighlight 7"])
        taps.calls.removeAll()
        grid.tapItem(at: IndexPath(item: 5, section: 0))
        #expect(taps.calls.suffix(2) == ["didDeselect 4", "didSelect 5"])
        #expect(grid.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        // Selection belongs to the item: the cell that shows it after a long scroll and back is selected.
        grid.scrollToItem(at: IndexPath(item: 290, section: 0), at: .top, animated: false)
        grid.scrollToItem(at: IndexPath(item: 0, section: 0), at: .top, animated: false)
        #expect(grid.visibleCells.filter(\.isSelected).count == 1)
        #expect(grid.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
        _ = window
    }

    @Test func aBillionItemsLoadAndScrollToTheEnd() {
        let (screen, window) = shownGrid(count: 0)
        let grid = screen.collectionView!
        final class Billion: CollectionViewDataSource {
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
                1_000_000_000
            }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.identifier, for: indexPath)
            }
        }
        let billion = Billion()
        grid.dataSource = billion
        grid.reloadData()
        #expect(grid.numberOfItems(inSection: 0) == 1_000_000_000)
        #expect(grid.visibleCells.count == 21)
        grid.scrollToItem(at: IndexPath(item: 999_999_999, section: 0), at: .bottom, animated: false)
        #expect(grid.indexPathsForVisibleItems.last == IndexPath(item: 999_999_999, section: 0))
        #expect(grid.statistics.mostCellsAlive <= 21 + 21 + 2)
        _ = window
    }
}
