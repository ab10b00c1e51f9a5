import ReuseKit
import ReuseTestSupport
import Testing

/// A cell that shows its item's name.
private final class NameCell: CollectionViewCell {
    var name: String?

    override func prepareForReuse() {
        super.prepareForReuse()
        name = nil
    }
}

/// Sections of named items behind a grid, with the calls the grid makes counted.
private final class NamedItems: CollectionViewDataSource {
    var sections: [[String]]
    var cellRequests: [IndexPath] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "name", for: indexPath) as! NameCell
        cell.name = sections[indexPath.section][indexPath.item]
        return cell
    }
}

@MainActor
private func namedGrid(_ sections: [[String]], height: CGFloat = 400) -> (CollectionView, NamedItems) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 40)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 5
    let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 310, height: height), collectionViewLayout: layout)
    grid.register(NameCell.self, forCellWithReuseIdentifier: "name")
    let items = NamedItems(sections)
    grid.dataSource = items
    grid.layoutIfNeeded()
    return (grid, items)
}

@MainActor
private func shown(_ grid: CollectionView) -> [String] {
    grid.visibleCells.map { ($0 as! NameCell).name ?? "nil" }
}

@MainActor
@Suite struct CollectionViewUpdateTests {
    @Test func cellsFollowTheirItemsAndOnlyNewItemsAskForCells() {
        let (grid, items) = namedGrid([(0..<12).map { "a\($0)" }])
        let cellOfA5 = grid.cellForItem(at: IndexPath(item: 5, section: 0))
        items.cellRequests.removeAll()
        items.sections[0].remove(at: 1)
        items.sections[0].insert("new", at: 3)
        grid.performBatchUpdates {
            grid.deleteItems(at: [IndexPath(item: 1, section: 0)])
            grid.insertItems(at: [IndexPath(item: 3, section: 0)])
        }
        #expect(items.cellRequests == [IndexPath(item: 3, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 5, section: 0)) === cellOfA5)
        #expect(shown(grid) == items.sections[0])
        // Moves keep the cell; reconfiguring asks again with the item's own cell, without prepareForReuse.
        items.sections[0].swapAt(0, 2)
        let cellOfA0 = grid.cellForItem(at: IndexPath(item: 0, section: 0))
        grid.performBatchUpdates {
            grid.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
            grid.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
        }
        #expect(grid.cellForItem(at: IndexPath(item: 2, section: 0)) === cellOfA0)
        items.sections[0][4] = "renamed"
        items.cellRequests.removeAll()
        let cellOf4 = grid.cellForItem(at: IndexPath(item: 4, section: 0))
        grid.reconfigureItems(at: [IndexPath(item: 4, section: 0)])
        #expect(items.cellRequests == [IndexPath(item: 4, section: 0)])
        #expect(grid.cellForItem(at: IndexPath(item: 4, section: 0)) === cellOf4)
        #expect(shown(grid) == items.sections[0])
    }

    @Test func anInconsistentBatchIsRejectedWithUIKitsWordsForItemsAndNothingIsLost() {
        let (grid, items) = namedGrid([["a", "b", "c"]])
        var reported: [String] = []
        grid.updateErrorHandler = { reported.append($0.itemMessage) }
        items.sections[0].append("d")
        grid.performBatchUpdates({}, completion: { finished in reported.append("finished \(finished)") })
        #expect(
            reported.first
                == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        // The grid reloaded instead: every item shows.
        #expect(shown(grid) == ["a", "b", "c", "d"])
        grid.advance(by: 1.0 / 60)
        #expect(reported.last == "finished false")
        items.sections[0].append("e")
        #expect(throws: CollectionView.UpdateError.self) {
            try grid.performValidatedBatchUpdates { grid.insertItems(at: [IndexPath(item: 9, section: 0)]) }
        }
        #expect(grid.numberOfItems(inSection: 0) == 4)
    }

    @Test func aScrolledGridKeepsItsFirstVisibleItemStillWhenItemsAreInsertedAbove() {
        let (grid, items) = namedGrid([(0..<300).map { "a\($0)" }])
        grid.contentOffset.y = 2000
        grid.layoutIfNeeded()
        let first = grid.visibleCells.first as! NameCell
        let screenY = first.frame.minY - grid.contentOffset.y
        items.sections[0].insert(contentsOf: ["x", "y", "z", "w", "v", "u"], at: 0)
        grid.insertItems(at: (0..<6).map { IndexPath(item: $0, section: 0) })
        #expect(first.frame.minY - grid.contentOffset.y == screenY)
        #expect(grid.visibleCells.first === first)
    }

    @Test func randomMultiChangeBatchesKeepTheVisibleCellsTrueToTheModel() throws {
        var random = SeededRandom(state: 1818)
        var serial = 0
        func fresh() -> String {
            serial += 1
            return "i\(serial)"
        }
        for sequence in 0..<2_000 {
            let start = (0..<(1 + random.next(3))).map { _ in (0..<random.next(14)).map { _ in fresh() } }
            let (grid, items) = namedGrid(start, height: CGFloat(40 + random.next(300)))
            for step in 0..<4 {
                let batch = BatchModelTests.randomBatch(items.sections, &random, fresh)
                items.sections = batch.new
                try grid.performValidatedBatchUpdates { batch.applyToGrid(grid) }
                grid.contentOffset.y = CGFloat(random.next(Int(grid.contentSize.height) + 1))
                grid.layoutIfNeeded()
                let expected = grid.indexPathsForVisibleItems.map { items.sections[$0.section][$0.item] }
                #expect(shown(grid) == expected, "sequence \(sequence) step \(step)")
                let cells = grid.visibleCells
                #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count, "sequence \(sequence) step \(step)")
                #expect(grid.numberOfSections == items.sections.count)
                // Exactly the items whose frames share area with the visible rect are visible.
                let all = items.sections.indices.flatMap { section in
                    items.sections[section].indices.map { IndexPath(item: $0, section: section) }
                }
                let meeting = all.filter {
                    let frame = grid.layoutAttributesForItem(at: $0)!.frame
                    return frame.minY < grid.bounds.maxY && frame.maxY > grid.bounds.minY
                }
                #expect(grid.indexPathsForVisibleItems == meeting, "sequence \(sequence) step \(step)")
            }
        }
    }
}

/// A flow layout subclass that records what its update hooks hear, as animating layouts do.
private final class RecordingUpdatesLayout: CollectionViewFlowLayout {
    var heard: [String] = []

    override func prepare() {
        super.prepare()
        heard.append("prepare")
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        heard += updateItems.map(\.description)
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        heard.append("finalize")
    }
}

/// Two sections of numbers a test changes.
private final class Numbers: CollectionViewDataSource {
    var sections = [Array(0..<5), Array(5..<8)]

    func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor
@Test func aLayoutHearsEachBatchsChangesAfterPreparingForTheNewCountsAndThenThatTheyAreInPlace() {
    let layout = RecordingUpdatesLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    grid.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let numbers = Numbers()
    grid.dataSource = numbers
    grid.layoutIfNeeded()
    layout.heard.removeAll()
    numbers.sections[0].insert(99, at: 1)
    numbers.sections[0].remove(at: 4)
    numbers.sections.append([42])
    grid.performBatchUpdates {
        grid.insertItems(at: [IndexPath(item: 1, section: 0)])
        grid.deleteItems(at: [IndexPath(item: 3, section: 0)])
        grid.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
        grid.insertSections(IndexSet(integer: 2))
    }
    #expect(
        layout.heard == [
            "prepare", "insert - -> [0, 1]", "delete [0, 3] -> -", "insert - -> [2, \(NSNotFound)]", "finalize",
        ])
    // Reconfiguring alone changes no layout, and an interactive movement is not a batch update.
    layout.heard.removeAll()
    grid.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
    #expect(layout.heard == ["prepare", "finalize"])
}
