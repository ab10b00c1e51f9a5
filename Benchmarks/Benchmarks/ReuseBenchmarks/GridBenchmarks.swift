import Benchmark
import Foundation
import ReuseKit
import ScrollWorkloads

// Issue 18's collection view targets: a steady scroll through a 3-column flow grid of 10^7 items, reloading
// 10^9 items, and the flow layout against a layout that computes every item's attributes in prepare(), as
// UIKit's own layouts do.

func registerGridBenchmarks() {
    let engineMetric = BenchmarkMetric.custom("engine time (ns), cellForItemAt excluded", useScalingFactor: false)
    let engineFrame = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, engineMetric], timeUnits: .nanoseconds,
        warmupIterations: 200, maxDuration: .seconds(10), maxIterations: 100_000)
    let perFrame = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds,
        warmupIterations: 200, maxDuration: .seconds(10), maxIterations: 100_000)

    // One line of three items leaves and one enters every frame: the content moves by the line pitch.
    Benchmark("gridSteadyScroll", configuration: engineFrame) { @MainActor benchmark async in
        let state = GridScroll.shared
        state.grid.restartDraggingNearTheEnd()
        let clientBefore = state.client.clientNanoseconds
        benchmark.startMeasurement()
        let start = ContinuousClock.now
        state.grid.drag(by: CGPoint(x: 0, y: -GridScroll.linePitch))
        state.grid.advance(by: state.grid.frameInterval)
        let frame = ContinuousClock.now - start
        benchmark.stopMeasurement()
        let frameNanoseconds = Int(frame.components.attoseconds / 1_000_000_000)
        benchmark.measurement(engineMetric, frameNanoseconds - (state.client.clientNanoseconds - clientBefore))
    }

    // Half a point a frame, measured only in frames in which no item enters or leaves: these must not allocate.
    Benchmark("gridSteadyScrollWithinLines", configuration: perFrame) { @MainActor benchmark async in
        let state = GridScroll.shared
        state.skipFramesThatChangeItems(step: 0.5)
        benchmark.startMeasurement()
        state.grid.drag(by: CGPoint(x: 0, y: -0.5))
        state.grid.advance(by: state.grid.frameInterval)
        benchmark.stopMeasurement()
    }

    // 1,000 sections, each a pinned header over an orthogonally scrolling row of 100 items; the content moves 40
    // points a frame (2,400 points a second), so rows and headers come and go.
    Benchmark("compositionalScroll", configuration: perFrame) { @MainActor benchmark async in
        let state = CompositionalScroll.shared
        state.grid.restartDraggingNearTheEnd()
        benchmark.startMeasurement()
        state.grid.drag(by: CGPoint(x: 0, y: -40))
        state.grid.advance(by: state.grid.frameInterval)
        benchmark.stopMeasurement()
    }

    // reloadData and the first layout pass of 10^9 items in a flow layout.
    let growth = BenchmarkMetric.custom("resident growth (KB)", useScalingFactor: false)
    Benchmark(
        "gridReload1e9",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, growth], timeUnits: .microseconds, warmupIterations: 3,
            maxDuration: .seconds(10), maxIterations: 200)
    ) { @MainActor benchmark async in
        let client = BenchGrid(items: 1_000_000_000, layout: BenchGrid.flowLayout())
        let before = residentKilobytes()
        benchmark.startMeasurement()
        client.grid.dataSource = client
        client.grid.reloadData()
        client.grid.layoutIfNeeded()
        benchmark.stopMeasurement()
        benchmark.measurement(growth, residentKilobytes() - before)
        blackHole(client.grid.visibleCells.count)
    }

    // The same reload at 10^4, 10^5 and 10^6 items: ReuseKit's flow layout against a grid layout that computes
    // every item's attributes in prepare(), as UIKit's flow and compositional layouts do.
    for items in [10_000, 100_000, 1_000_000] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds, warmupIterations: 2,
            maxDuration: .seconds(10), maxIterations: items >= 1_000_000 ? 20 : 200)
        for name in ["flow", "prepareAll"] {
            Benchmark("gridReload \(name) \(items)", configuration: configuration) { @MainActor benchmark async in
                let layout: CollectionViewLayout = name == "flow" ? BenchGrid.flowLayout() : PrepareAllGridLayout()
                let client = BenchGrid(items: items, layout: layout)
                benchmark.startMeasurement()
                client.grid.dataSource = client
                client.grid.reloadData()
                client.grid.layoutIfNeeded()
                benchmark.stopMeasurement()
                blackHole(client.grid.visibleCells.count)
            }
        }
    }
}

/// A uniform 3-column grid that computes every item's attributes in `prepare()` and searches them for a rect, as
/// UIKit's own layouts do: what the flow layout is compared against.
@MainActor
final class PrepareAllGridLayout: CollectionViewLayout {
    private var attributes: [CollectionViewLayoutAttributes] = []
    private var height: CGFloat = 0

    override var collectionViewContentSize: CGSize { CGSize(width: 390, height: height) }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let count = collectionView.numberOfItems(inSection: 0)
        attributes.removeAll(keepingCapacity: true)
        attributes.reserveCapacity(count)
        for item in 0..<count {
            let attribute = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attribute.frame = CGRect(x: CGFloat(item % 3) * 135, y: CGFloat(item / 3) * 130, width: 120, height: 120)
            attributes.append(attribute)
        }
        height = CGFloat((count + 2) / 3) * 130 - 10
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        // Binary search for the first line in the rect, then walk: the best a precomputed list allows.
        var low = 0
        var high = attributes.count
        while low < high {
            let middle = (low + high) / 2
            if attributes[middle].frame.maxY <= rect.minY { low = middle + 1 } else { high = middle }
        }
        var result: [CollectionViewLayoutAttributes] = []
        var index = low
        while index < attributes.count, attributes[index].frame.minY < rect.maxY {
            if attributes[index].frame.intersects(rect) { result.append(attributes[index]) }
            index += 1
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }
}

/// The compositional benchmark's grid: 1,000 sections of a pinned header and a sideways row of 100 cards.
@MainActor
final class CompositionalScroll: CollectionViewDataSource {
    static let shared = CompositionalScroll()
    let grid: CollectionView

    init() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuous
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        grid = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: CollectionViewCompositionalLayout(section: section))
        grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        grid.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        grid.dataSource = self
        grid.layoutIfNeeded()
        grid.beginDragging()
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { 1000 }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}
