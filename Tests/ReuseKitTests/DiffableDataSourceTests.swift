import ReuseKit
import ReuseTestSupport
import Testing

@MainActor
@Suite struct DiffableDataSourceTests {
    typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

    @MainActor
    final class Harness {
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        var dataSource: TableViewDiffableDataSource<String, Int>!
        var log: [String] = []

        init() {
            tableView.rowHeight = 44
            tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
            dataSource = TableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = "item \(item)"
                return cell
            }
            tableView.lifecycleObserver = { [weak self] in self?.log.append($0.line(rowsOnly: false)) }
        }

        var shown: [String] { tableView.visibleCells.map { $0.textLabel?.text ?? "" } }

        var expected: [String] {
            (tableView.indexPathsForVisibleRows ?? []).map { "item \(dataSource.itemIdentifier(for: $0)!)" }
        }
    }

    func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func applyingSnapshotsMovesCellsWithTheirItems() {
        let h = Harness()
        h.dataSource.apply(snapshot([("A", [1, 2, 3]), ("B", [4, 5])]))
        h.tableView.layoutIfNeeded()
        #expect(h.shown == ["item 1", "item 2", "item 3", "item 4", "item 5"])
        let cellOf4 = h.tableView.cellForRow(at: IndexPath(row: 0, section: 1))
        h.log.removeAll()
        h.dataSource.apply(snapshot([("B", [4, 6]), ("A", [3, 1])]), animatingDifferences: false)
        #expect(h.shown == ["item 4", "item 6", "item 3", "item 1"])
        #expect(h.shown == h.expected)
        #expect(h.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOf4)
        #expect(h.dataSource.indexPath(for: 1) == IndexPath(row: 1, section: 1))
        #expect(h.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 6)
        #expect(h.dataSource.itemIdentifier(for: IndexPath(row: 9, section: 0)) == nil)
        #expect(h.dataSource.sectionIdentifier(for: 1) == "A")
        #expect(h.dataSource.snapshot().itemIdentifiers == [4, 6, 3, 1])
    }

    @Test func reloadAndReconfigureMarks() {
        let h = Harness()
        h.dataSource.apply(snapshot([("A", [1, 2, 3])]))
        h.tableView.layoutIfNeeded()
        var next = h.dataSource.snapshot()
        next.reloadItems([2])
        h.log.removeAll()
        h.dataSource.apply(next, animatingDifferences: false)
        #expect(h.log.contains("tableView(_:cellForRowAt:) [0, 1]"))
        #expect(h.log.contains { $0.hasPrefix("prepareForReuse()") })
        var again = h.dataSource.snapshot()
        again.reconfigureItems([3])
        h.log.removeAll()
        h.dataSource.apply(again)
        #expect(h.log == ["tableView(_:cellForRowAt:) [0, 2]"])
    }

    @Test func completionRunsWhenTheAnimationEnds() {
        let h = Harness()
        h.dataSource.apply(snapshot([("A", [1, 2])]))
        h.tableView.layoutIfNeeded()
        var done = false
        h.dataSource.apply(snapshot([("A", [2])])) { done = true }
        #expect(!done)
        h.tableView.advance(by: 0.35)
        #expect(done)
    }

    @Test func duplicatesAndUnknownIdentifiersLeaveTheSnapshotUntouched() {
        var s = snapshot([("A", [1, 2])])
        s.appendItems([2, 3])
        #expect(s.lastError == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2)}")
        #expect(s.itemIdentifiers == [1, 2])
        s.appendItems([7, 7])
        #expect(s.itemIdentifiers == [1, 2])
        s.appendSections(["A"])
        #expect(s.lastError == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(A)}")
        s.insertItems([9], beforeItem: 42)
        #expect(s.lastError == "Invalid item identifier specified: 42 is not in the snapshot.")
        s.deleteItems([1, 99])
        #expect(s.itemIdentifiers == [1, 2])
        var empty = Snapshot()
        empty.appendItems([1])
        #expect(empty.lastError == "There are currently no sections in the data source. Please add a section first.")
    }

    @Test func snapshotEditing() {
        var s = snapshot([("A", [1, 2]), ("B", [3])])
        s.insertItems([10], afterItem: 1)
        s.moveItem(3, beforeItem: 1)
        s.insertSections(["Z"], beforeSection: "A")
        s.appendItems([20], toSection: "Z")
        s.moveSection("B", beforeSection: "Z")
        #expect(s.sectionIdentifiers == ["B", "Z", "A"])
        #expect(s.itemIdentifiers(inSection: "A") == [3, 1, 10, 2])
        #expect(s.numberOfItems == 5)
        #expect(s.numberOfItems(inSection: "B") == 0)
        #expect(s.sectionIdentifier(containingItem: 20) == "Z")
        #expect(s.indexOfItem(10) == 3)
        s.deleteSections(["A"])
        #expect(s.itemIdentifiers == [20])
        s.deleteAllItems()
        #expect(s.numberOfSections == 0)
    }

    @Test func randomSnapshotsKeepTheScreenRight() {
        let h = Harness()
        var random = SeededRandom(state: 5)
        func next(_ bound: Int) -> Int { random.next(bound) }
        var pool = Array(0..<40)
        h.dataSource.apply(snapshot([("A", Array(pool.prefix(10)))]))
        h.tableView.layoutIfNeeded()
        for step in 0..<400 {
            for i in pool.indices.reversed() where i > 0 { pool.swapAt(i, next(i + 1)) }
            let sectionNames = ["A", "B", "C", "D"].filter { _ in next(3) != 0 }
            var sections: [(String, [Int])] = []
            var items = pool.prefix(next(30)).makeIterator()
            for name in sectionNames { sections.append((name, (0..<next(10)).compactMap { _ in items.next() })) }
            h.dataSource.apply(snapshot(sections), animatingDifferences: next(2) == 0)
            h.tableView.contentOffset.y = CGFloat(next(Int(max(h.tableView.contentSize.height - 200, 1))))
            h.tableView.advance(by: 0.4)
            #expect(h.shown == h.expected, "step \(step)")
            #expect(h.tableView.numberOfSections == sections.count, "step \(step)")
        }
    }
}
