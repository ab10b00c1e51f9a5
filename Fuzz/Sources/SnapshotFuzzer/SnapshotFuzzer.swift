import ReuseKit

/// Reads fuzz input as a program of snapshot edits: each step builds a snapshot from the bytes (sections and
/// items drawn from small pools, so identifiers repeat and collide), applies it to a table through a diffable
/// data source, scrolls, and checks that the visible cells show exactly the snapshot's items in order. Invalid
/// edits (duplicates, unknown identifiers) must be rejected and leave the snapshot as it was.
@MainActor
final class SnapshotProgram {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 240), style: .plain)
    var dataSource: TableViewDiffableDataSource<Int, Int>!

    init() {
        tableView.rowHeight = 44
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
        dataSource = TableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.tag = item
            return cell
        }
    }

    func run(_ bytes: [UInt8]) {
        var reader = bytes.makeIterator()
        func next() -> Int? { reader.next().map(Int.init) }
        while let op = next() {
            var snapshot = dataSource.snapshot()
            let before = snapshot.itemIdentifiers
            switch op % 9 {
            case 0: snapshot.appendSections([(next() ?? 0) % 8])
            case 1: snapshot.appendItems([(next() ?? 0) % 64, (next() ?? 0) % 64])
            case 2: snapshot.deleteItems([(next() ?? 0) % 64])
            case 3: snapshot.moveItem((next() ?? 0) % 64, beforeItem: (next() ?? 0) % 64)
            case 4: snapshot.insertItems([(next() ?? 0) % 64], afterItem: (next() ?? 0) % 64)
            case 5: snapshot.deleteSections([(next() ?? 0) % 8])
            case 6: snapshot.reloadItems([(next() ?? 0) % 64])
            case 7: snapshot.moveSection((next() ?? 0) % 8, afterSection: (next() ?? 0) % 8)
            default: snapshot.reconfigureItems([(next() ?? 0) % 64])
            }
            if snapshot.lastError != nil {
                precondition(snapshot.itemIdentifiers == before, "a rejected edit changed the snapshot")
            }
            dataSource.apply(snapshot, animatingDifferences: op & 16 != 0)
            tableView.contentOffset.y = CGFloat((next() ?? 0) * 3)
            tableView.advance(by: 0.4)
            check()
        }
    }

    func check() {
        let paths = tableView.indexPathsForVisibleRows ?? []
        let shown = tableView.visibleCells.map(\.tag)
        let expected = paths.map { dataSource.itemIdentifier(for: $0) ?? -1 }
        precondition(shown == expected, "visible cells \(shown) do not show the snapshot's items \(expected)")
        precondition(tableView.numberOfSections == dataSource.snapshot().numberOfSections, "section count differs")
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    MainActor.assumeIsolated {
        SnapshotProgram().run(bytes)
    }
    return 0
}
