import ReuseKit

/// The grid a `trace --collection` drives: `rows` items in a flow layout of `columns` columns across 390 points,
/// lines `rowHeight` tall, `visibleRows` lines visible; each cell shows its index path. It answers prefetching but
/// does nothing with it: the trace reads the collection view's own lifecycle events.
@MainActor
final class TraceGrid: CollectionViewDataSource, CollectionViewDataSourcePrefetching {
    static let identifier = "CollectionViewCell"
    let shape: TraceTableShape
    let collectionView: CollectionView

    init(shape: TraceTableShape) {
        self.shape = shape
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390 / CGFloat(shape.columns), height: CGFloat(shape.rowHeight))
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(Double(shape.visibleRows) * shape.rowHeight)),
            collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.identifier)
    }

    func load() {
        collectionView.dataSource = self
        collectionView.prefetchDataSource = shape.prefetching ? self : nil
        collectionView.layoutIfNeeded()
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { shape.sections }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        shape.rows(inSection: section)
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
        cell.accessibilityLabel = "Item \(indexPath.section)-\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension LifecycleTracer {
    /// Runs a scroll script over a ``TraceGrid`` (lines for rows, items for `jump`) and records the lifecycle.
    static func runGrid(shape: TraceTableShape, script: ScrollScript) -> TraceResult {
        let grid = TraceGrid(shape: shape)
        var events: [CollectionLifecycleEvent] = []
        grid.collectionView.lifecycleObserver = { events.append($0) }
        grid.load()
        play(script, on: grid.collectionView, rowHeight: CGFloat(shape.rowHeight), speed: shape.speed) { item in
            if let path = grid.shape.indexPath(ofGlobal: item) {
                grid.collectionView.scrollToItem(at: path, at: .top, animated: false)
            }
        }
        return TraceResult(
            shape: shape, events: [], collectionEvents: events, statistics: grid.collectionView.statistics)
    }
}

extension CollectionLifecycleEvent {
    /// A short name for the kind of event: `prefetchItemsAt`, `cellForItemAt`, `init`, ...
    var kind: String {
        switch self {
        case .prefetchItems: "prefetchItemsAt"
        case .cancelPrefetchingItems: "cancelPrefetchingForItemsAt"
        case .cellForItem: "cellForItemAt"
        case .cellCreated(_, let fromNib): fromNib ? "awakeFromNib" : "init"
        case .prepareForReuse: "prepareForReuse"
        case .willDisplay: "willDisplay"
        case .didEndDisplaying: "didEndDisplaying"
        case .viewForSupplementaryElement: "viewForSupplementaryElementOfKind"
        case .willDisplaySupplementaryView: "willDisplaySupplementaryView"
        case .didEndDisplayingSupplementaryView: "didEndDisplayingSupplementaryView"
        }
    }
}
