import Foundation
import ReuseKit

/// What a window's lifecycle overlay shows over each cell on screen, in the demo's colours, so that a person
/// sees reuse happen: a cell just made (green), one reused from the queue (yellow), one shown again without
/// being asked for (cyan), the rows whose data was prefetched before they showed (a purple bar), and the cells
/// about to go to the queue, partly past the edge the list is scrolling away from (a red outline).
///
/// It listens to a table's or collection view's `TableView.lifecycleObserver` (keeping any observer already
/// set) and reads nothing else of the client's.
@MainActor
public final class LifecycleOverlay {
    /// What last happened to a cell.
    public enum CellState: Equatable, Sendable {
        /// Made by the registration (`init(style:reuseIdentifier:)`).
        case new
        /// Taken from the queue for another row (`prepareForReuse()`).
        case reused
        /// Shown again for the row it still showed, without `cellForRowAt`.
        case again
    }

    /// One cell on screen, as the overlay marks it.
    public struct Mark: Equatable, Sendable {
        /// The cell's rectangle in the window, in points.
        public var frame: CGRect
        public var state: CellState
        /// Whether its row's data was prefetched before it showed.
        public var prefetched: Bool
        /// Whether it is partly past the edge the list scrolls away from: the next to be queued for reuse.
        public var leaving: Bool
    }

    /// The counts the overlay's caption shows.
    public struct Counts: Equatable, Sendable {
        public var visible = 0
        public var made = 0
        public var reused = 0
        public var prefetched = 0
        public var mostAlive = 0

        /// Takes the view's own counts, kept since it loaded.
        mutating func take(_ statistics: ReuseStatistics) {
            made = statistics.cellsCreated
            reused = statistics.cellsReused
            prefetched = statistics.rowsPrefetched
            mostAlive = statistics.mostCellsAlive
        }

        /// The caption: `14 on screen · 18 made · 2,304 reused · 160 prefetched · at most 18 alive`.
        public var caption: String {
            "\(visible) on screen · \(made.formatted()) made · \(reused.formatted()) reused · "
                + "\(prefetched.formatted()) prefetched · at most \(mostAlive) alive"
        }
    }

    private weak var scrollView: ScrollView?
    private var states: [Int: CellState] = [:]
    /// Rows announced to prefetching and not yet shown or cancelled.
    private var pending: Set<IndexPath> = []
    /// Rows on screen whose data came ahead, by cell number.
    private var prefetchedCells: Set<Int> = []
    /// Cell numbers by the row they show.
    private var cellsByRow: [IndexPath: Int] = [:]
    private var counts = Counts()
    private var lastOffset: CGFloat = 0
    private var direction: CGFloat = 0

    /// An overlay of `scrollView`'s cells (a table or a collection view; any other scroll view has none).
    public init(scrollView: ScrollView) {
        self.scrollView = scrollView
        lastOffset = scrollView.contentOffset.y
        if let table = scrollView as? TableView {
            let previous = table.lifecycleObserver
            table.lifecycleObserver = { [weak self] event in
                previous?(event)
                self?.record(Self.step(event))
            }
        } else if let collection = scrollView as? CollectionView {
            let previous = collection.lifecycleObserver
            collection.lifecycleObserver = { [weak self] event in
                previous?(event)
                self?.record(Self.step(event))
            }
        }
    }

    /// The lifecycle steps the overlay tells apart, from either kind of view.
    enum Step {
        case prefetch([IndexPath])
        case cancel([IndexPath])
        case made(Int)
        case reused(Int)
        case shown(IndexPath, cell: Int, again: Bool)
        case hidden(IndexPath)
        case other
    }

    static func step(_ event: LifecycleEvent) -> Step {
        switch event {
        case .prefetchRows(let paths): .prefetch(paths)
        case .cancelPrefetchingRows(let paths): .cancel(paths)
        case .cellCreated(let cell, _): .made(cell)
        case .prepareForReuse(let cell): .reused(cell)
        case .willDisplay(let path, let cell, let again): .shown(path, cell: cell, again: again)
        case .didEndDisplaying(let path, _): .hidden(path)
        case .cellForRow: .other
        }
    }

    static func step(_ event: CollectionLifecycleEvent) -> Step {
        switch event {
        case .prefetchItems(let paths): .prefetch(paths)
        case .cancelPrefetchingItems(let paths): .cancel(paths)
        case .cellCreated(let cell, _): .made(cell)
        case .prepareForReuse(let cell): .reused(cell)
        case .willDisplay(let path, let cell, let again): .shown(path, cell: cell, again: again)
        case .didEndDisplaying(let path, _): .hidden(path)
        default: .other
        }
    }

    func record(_ step: Step) {
        switch step {
        case .prefetch(let paths):
            pending.formUnion(paths)
        case .cancel(let paths):
            pending.subtract(paths)
        case .made(let cell):
            states[cell] = .new
        case .reused(let cell):
            states[cell] = .reused
        case .shown(let path, let cell, let again):
            if again { states[cell] = .again }
            cellsByRow[path] = cell
            if pending.remove(path) != nil { prefetchedCells.insert(cell) } else { prefetchedCells.remove(cell) }
        case .hidden(let path):
            if let cell = cellsByRow.removeValue(forKey: path) { prefetchedCells.remove(cell) }
        case .other:
            break
        }
    }

    /// The marks for the cells on screen now, and the counts.
    ///
    /// - Complexity: O(cells on screen).
    public func marks(in window: View) -> (marks: [Mark], counts: Counts) {
        guard let scrollView else { return ([], counts) }
        let offset = scrollView.contentOffset.y
        if offset != lastOffset { direction = offset > lastOffset ? 1 : -1 }
        lastOffset = offset
        let viewport = scrollView.convert(scrollView.bounds, to: window)
        var marks: [Mark] = []
        let cells: [(IndexPath, View)]
        if let table = scrollView as? TableView {
            cells = (table.indexPathsForVisibleRows ?? []).compactMap { path in
                table.cellForRow(at: path).map { (path, $0) }
            }
            counts.take(table.statistics)
        } else if let collection = scrollView as? CollectionView {
            cells = collection.indexPathsForVisibleItems.compactMap { path in
                collection.cellForItem(at: path).map { (path, $0) }
            }
            counts.take(collection.statistics)
        } else {
            cells = []
        }
        for (path, cell) in cells {
            let frame = cell.convert(cell.bounds, to: window)
            let number = cellsByRow[path]
            let leaving =
                direction > 0
                ? frame.minY < viewport.minY && frame.maxY > viewport.minY
                : direction < 0 ? frame.maxY > viewport.maxY && frame.minY < viewport.maxY : false
            marks.append(
                Mark(
                    frame: frame, state: number.flatMap { states[$0] } ?? .new,
                    prefetched: number.map(prefetchedCells.contains) ?? false, leaving: leaving))
        }
        counts.visible = marks.count
        return (marks, counts)
    }
}
