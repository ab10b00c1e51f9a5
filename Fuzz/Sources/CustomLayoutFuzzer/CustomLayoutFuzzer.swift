import ReuseKit

/// Reads fuzz input as a custom collection layout's answers and a client's steps: the layout gives a content size,
/// attributes for the elements in a rect (frames from a table of extremes: NaN, ±∞, ±1e308, 2^53, negative sizes;
/// index paths past the data, repeated, or left out; supplementary views where the data source gives them), attributes
/// for one item that may disagree or be nil, and a target offset; the client scrolls to hostile offsets, inserts
/// and deletes items, reloads, and invalidates. After each step: nothing traps or hangs, every visible cell has a
/// finite frame, no index path has two visible cells, and every visible cell's index path exists in the data.
@MainActor
final class CustomLayoutProgram {
    static let numbers: [CGFloat] = [
        0, 1, -1, 8, 44, 100, 320, 0.5, -0.5, 1e-300, 1e308, -1e308, .infinity, -.infinity, .nan,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9_007_199_254_740_992, 1e19, -1e19, 1_000_000,
    ]

    var bytes: IndexingIterator<[UInt8]>
    let layout: HostileLayout
    let collectionView: CollectionView
    let items = Counts()

    init(_ input: [UInt8]) {
        bytes = input.makeIterator()
        layout = HostileLayout()
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.invalidValueHandler = { _ in }
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            CollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "Badge")
        collectionView.dataSource = items
        layout.program = self
    }

    func next() -> Int? { bytes.next().map(Int.init) }
    func number() -> CGFloat { Self.numbers[(next() ?? 0) % Self.numbers.count] }

    func run() {
        collectionView.layoutIfNeeded()
        while let op = next() {
            switch op % 7 {
            case 0: collectionView.contentOffset = CGPoint(x: number(), y: number())
            case 1:
                let section = 0
                let count = items.counts[section]
                let row = (next() ?? 0) % (count + 1)
                items.counts[section] += 1
                collectionView.insertItems(at: [IndexPath(item: row, section: section)])
            case 2:
                let count = items.counts[0]
                guard count > 0 else { break }
                let row = (next() ?? 0) % count
                items.counts[0] -= 1
                collectionView.deleteItems(at: [IndexPath(item: row, section: 0)])
            case 3:
                items.counts = [(next() ?? 0) % 40, (next() ?? 0) % 5]
                collectionView.reloadData()
            case 4: layout.invalidateLayout()
            case 5:
                collectionView.frame.size = CGSize(
                    width: abs(number()).truncatingRemainder(dividingBy: 2000), height: 480)
            default: layout.answers = Array((0..<8).map { _ in next() ?? 0 })
            }
            collectionView.layoutIfNeeded()
            check()
        }
    }

    func check() {
        var seen = Set<IndexPath>()
        for cell in collectionView.visibleCells {
            let frame = cell.frame
            precondition(
                frame.origin.x.isFinite && frame.origin.y.isFinite && frame.width.isFinite && frame.height.isFinite,
                "a cell was laid out at \(frame)")
            guard let indexPath = collectionView.indexPath(for: cell) else { continue }
            precondition(seen.insert(indexPath).inserted, "two visible cells for \(indexPath)")
            precondition(
                indexPath.section < items.counts.count && indexPath.item < items.counts[indexPath.section],
                "a visible cell for \(indexPath), which the data does not have")
        }
    }
}

/// A layout whose every answer comes from the fuzz input.
@MainActor
final class HostileLayout: CollectionViewLayout {
    weak var program: CustomLayoutProgram?
    /// Bytes that shape the answers; changed by the program.
    var answers: [Int] = [0, 1, 2, 3, 4, 5, 6, 7]

    private func pick(_ index: Int) -> Int { answers[index % answers.count] }
    private func number(_ index: Int) -> CGFloat {
        CustomLayoutProgram.numbers[pick(index) % CustomLayoutProgram.numbers.count]
    }

    override var collectionViewContentSize: CGSize { CGSize(width: number(0), height: number(1)) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let program else { return nil }
        var result: [CollectionViewLayoutAttributes] = []
        let shape = pick(2)
        for section in 0..<program.items.counts.count {
            let count = program.items.counts[section] + (shape % 3 == 0 ? 3 : 0)  // sometimes past the data
            for item in 0..<min(count, 60) {
                let indexPath = IndexPath(item: item, section: section)
                let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
                let hostile = (item + shape) % 5 == 0
                attributes.frame = CGRect(
                    x: hostile ? number(3) : 0, y: hostile ? number(4) : CGFloat(item) * 50,
                    width: hostile ? number(5) : 320, height: hostile ? number(6) : 44)
                result.append(attributes)
                if shape % 4 == 1 { result.append(attributes) }  // the same index path twice
            }
            if shape % 5 == 2 {
                result.append(
                    CollectionViewLayoutAttributes(
                        forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: section)))
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard pick(7) % 3 != 0 else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: number(indexPath.item), y: number(indexPath.item + 1), width: 320, height: 44)
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { pick(3) % 2 == 0 }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: number(4), y: number(5))
    }
}

@MainActor
final class Counts: CollectionViewDataSource {
    var counts = [12, 3]
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Badge", for: indexPath)
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    MainActor.assumeIsolated {
        CustomLayoutProgram(bytes).run()
    }
    return 0
}
