import ReuseExamples
import ReuseKit
import Testing

/// Seed 003's hand-made table behaves as the seed describes: six image views, the data source shifting by one
/// cell as a cell's height scrolls past, the picture kept in place, and stops at both ends. Fingers move in
/// the window's coordinates, as on a screen (the table's own move as it scrolls).
@MainActor
@Suite struct Seed003Tests {
    private func shown<V: View>(_ make: (CGRect) -> V) -> (V, Window) {
        let window = Window()
        let view = make(window.bounds)
        window.addSubview(view)
        window.layoutIfNeeded()
        return (view, window)
    }

    @Test func sixImageViewsStackedAndLaidOutByConstraints() {
        let (table, window) = shown(HandMadeTableView.init)
        #expect(table.shownImages == (1...6).map { "image\($0)" })
        #expect(table.stackView.arrangedSubviews.map(\.frame.minY) == [0, 200, 400, 600, 800, 1000])
        #expect(table.stackView.arrangedSubviews.allSatisfy { $0.frame.width == 390 })
        _ = window
    }

    /// The finger moves up 250 points: past one cell's height the data source becomes [2…7] and the bounds
    /// move back by 200, so the content still shows what the finger dragged to (image 2, 50 points in).
    @Test func scrollingDownShiftsTheDataSourceByOneCell() {
        let (table, window) = shown(HandMadeTableView.init)
        window.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 350), steps: 25)
        window.layoutIfNeeded()
        #expect(table.dataSource == [2, 3, 4, 5, 6, 7])
        #expect(table.bounds.origin.y == 50)
        #expect(table.stackView.arrangedSubviews.count == 6)
        #expect(table.subviews.count == 1)
        // Rebuilt once: six new image views on top of the first six.
        #expect(table.imageViewsMade == 12)
        // Scrolling back up past the top of image 2 brings image 1 back.
        window.pan(from: CGPoint(x: 200, y: 350), to: CGPoint(x: 200, y: 600), steps: 25)
        #expect(table.dataSource == [1, 2, 3, 4, 5, 6])
        _ = window
    }

    @Test func scrollingStopsAtBothEnds() {
        let (table, window) = shown(HandMadeTableView.init)
        // Pulling down at the top: the data source cannot go below image 1.
        window.pan(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), steps: 30)
        window.pan(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), steps: 30)
        #expect(table.dataSource == [1, 2, 3, 4, 5, 6])
        #expect(table.bounds.origin.y == 0)
        // Fifty-odd cells up: the last window is [45…50] and the bounds stay at one cell.
        for _ in 0..<60 { window.pan(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), steps: 30) }
        #expect(table.dataSource == [45, 46, 47, 48, 49, 50])
        #expect(table.bounds.origin.y == table.cellHeight)
        #expect(table.stackView.arrangedSubviews.count == 6)
        _ = window
    }

    @Test func theFirstVersionKeepsFiftyImageViews() {
        let (table, window) = shown(AllAtOnceTableView.init)
        #expect(table.stackView.arrangedSubviews.count == 50)
        #expect(table.stackView.arrangedSubviews.last?.frame.minY == CGFloat(49 * 200))
        window.pan(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 350), steps: 25)
        #expect(table.bounds.origin.y == 250)
        _ = window
    }

    /// What the seed measured: the fifty-view version holds fifty decoded pictures (400 × 300 × 4 bytes each),
    /// the hand-made table only the six in its stack, and pictures scrolled away are freed.
    @Test func onlyTheViewsThatExistHoldDecodedPixels() throws {
        let picture = 400 * 300 * 4
        let (all, allWindow) = shown(AllAtOnceTableView.init)
        #expect(decodedBytes(under: all) == 50 * picture)

        let (table, window) = shown(HandMadeTableView.init)
        var loaded: [WeakBitmap] = []
        for _ in 0..<10 {
            loaded += bitmaps(under: table).map(WeakBitmap.init)
            window.pan(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), steps: 30)
        }
        #expect(table.dataSource.first! > 10)
        #expect(decodedBytes(under: table) == 6 * picture)
        let alive = loaded.filter { $0.bitmap != nil }.count
        #expect(loaded.count > 50 && alive <= 6)

        // The pixels are the picture's: image 7's disc is white above its number, its corner the gradient's top.
        let seven = try #require((all.stackView.arrangedSubviews[6] as? ImageView)?.image?.cgImage)
        let disc = try #require(seven.bitmap.pixel(x: 200, y: 70))
        let corner = try #require(seven.bitmap.pixel(x: 0, y: 0))
        #expect([disc.0, disc.1, disc.2, disc.3] == [255, 255, 255, 255])
        #expect(corner.3 == 255 && corner.2 > corner.1, "a violet gradient")
        _ = allWindow
    }

    /// The same screen as a table: five rows on a 844-point screen, cells reused as a finger scrolls all fifty.
    @Test func theTableVersionReusesAHandfulOfCells() {
        let controller = ImageTableViewController()
        let window = Window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let table = controller.tableView!
        #expect(table.visibleCells.count == 5)
        var cells = Set<ObjectIdentifier>()
        for _ in 0..<40 {
            window.pan(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 450), steps: 10)
            for _ in 0..<120 { table.advance(by: 1.0 / 60) }
            for cell in table.visibleCells { cells.insert(ObjectIdentifier(cell)) }
        }
        #expect(table.indexPathsForVisibleRows?.last?.row == 49)
        // At most six rows show at once (844 / 200, cut at both edges); the table prepares the next row's cell
        // ahead and keeps one for reuse: eight cells for fifty rows, where the seed's first version had fifty.
        #expect(cells.count <= 8)
        #expect(decodedBytes(under: table) <= 8 * 400 * 300 * 4)
        let last = table.cellForRow(at: IndexPath(row: 49, section: 0)) as? ImageCell
        #expect(last?.photo.image?.name == "image50")
        #expect(last?.photo.frame.size == CGSize(width: 390, height: 200))
        _ = window
    }

    private final class WeakBitmap {
        weak var bitmap: CGImage?
        init(_ bitmap: CGImage) { self.bitmap = bitmap }
    }

    /// The decoded pictures of the image views under `view`, each once.
    private func bitmaps(under view: View) -> [CGImage] {
        var found: [ObjectIdentifier: CGImage] = [:]
        func visit(_ view: View) {
            if let bitmap = (view as? ImageView)?.image?.cgImage { found[ObjectIdentifier(bitmap)] = bitmap }
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        return Array(found.values)
    }

    private func decodedBytes(under view: View) -> Int { bitmaps(under: view).reduce(0) { $0 + $1.byteCount } }
}
