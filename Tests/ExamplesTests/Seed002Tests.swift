import ReuseExamples
import ReuseKit
import Testing

/// Scrolls `view` down by `step` points a frame for `frames` frames, a finger dragging steadily, with the network
/// delivering what is due at each frame's time.
@MainActor
private func drag(_ view: ScrollView, frames: Int, step: CGFloat, network: FakeNetwork, each: () -> Void = {}) {
    view.beginDragging()
    for _ in 0..<frames {
        view.drag(by: CGPoint(x: 0, y: -step))
        view.advance(by: 1.0 / 60)
        network.run(until: view.time)
        each()
    }
    view.endDragging(velocity: .zero)
}

@MainActor
@Suite(.serialized) struct Seed002Tests {
    @Test func theMovieTableLoadsTheNextPageBeforeTheUserReachesTheEnd() {
        let network = FakeNetwork(latency: 0.3)
        MovieService.network = network
        MovieService.total = 450
        let screen = MovieViewController()
        let window = Window()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let table = screen.movieTableView!
        screen.search("love")
        #expect(network.requests == ["movies love 1"])
        #expect(table.numberOfRows(inSection: 0) == 0)
        network.run(until: 0.3)
        #expect(table.numberOfRows(inSection: 0) == 100)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
        // 1,800 points a second: the prefetch window reaches row 99 ten rows ahead, and the next page arrives
        // 0.3 s (540 points) later, before the user gets there.
        var sawTheEnd = false
        drag(table, frames: 1500, step: 30, network: network) {
            let last = table.indexPathsForVisibleRows?.last?.row ?? 0
            if last == table.numberOfRows(inSection: 0) - 1, screen.loadedCount < 450 { sawTheEnd = true }
        }
        #expect(
            network.requests == [
                "movies love 1", "movies love 101", "movies love 201", "movies love 301", "movies love 401",
            ])
        #expect(screen.loadedCount == 450)
        #expect(!sawTheEnd)
        #expect(table.indexPathsForVisibleRows?.last?.row == 449)
        let cell = table.cellForRow(at: IndexPath(row: 449, section: 0)) as? MovieTableViewCell
        #expect(cell?.titleLabel.text == "love 450")
        _ = window
    }

    @Test func theThumbnailGridPrefetchesItsNextPageAndShowsEachItemsOwnImage() {
        let network = FakeNetwork(latency: 0.3)
        ThumbnailService.network = network
        ThumbnailService.total = 250
        let screen = ThumbnailViewController()
        let window = Window()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let grid = screen.thumbCollectionView!
        screen.search("cat")
        network.run(until: 0.3)
        #expect(grid.numberOfItems(inSection: 0) == 100)
        // 126-point thumbnails 2 apart inside 2-point insets: three columns at a pitch of 130, lines 128 apart.
        #expect(
            grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 132, y: 130, width: 126, height: 126))
        // Seven lines show: 21 items, each loading its image.
        #expect(grid.visibleCells.count == 21)
        #expect(network.requests.filter { $0.hasPrefix("image") }.count == 21)
        var sawTheEnd = false
        drag(grid, frames: 800, step: 15, network: network) {
            let last = grid.indexPathsForVisibleItems.last?.item ?? 0
            if last == grid.numberOfItems(inSection: 0) - 1, screen.thumbnailResult.items.count < 250 {
                sawTheEnd = true
            }
        }
        #expect(
            network.requests.filter { $0.hasPrefix("thumbnails") } == [
                "thumbnails cat 1", "thumbnails cat 101", "thumbnails cat 201",
            ])
        #expect(!sawTheEnd)
        #expect(grid.indexPathsForVisibleItems.last?.item == 249)
        // Once the network is quiet, every visible cell shows its own item's image, never a reused cell's.
        network.run(until: grid.time + 1)
        for cell in grid.visibleCells {
            let item = grid.indexPath(for: cell)!.item
            #expect((cell as? ThumbnailCollectionViewCell)?.thumbImageView.image?.name == "thumb\(item + 1).jpg")
        }
        // Cells alive stay a screenful and the queue's two.
        #expect(grid.statistics.mostCellsAlive <= 24 + 2)
        _ = window
    }
}
