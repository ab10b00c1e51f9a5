import ReuseKit
import ReuseTestSupport
import Testing

/// Random batches of several changes at once (deleted and inserted sections, deleted, inserted and moved rows,
/// also across sections), built by UIKit's rule against a plain array model and applied with
/// `performBatchUpdates`: after every batch the visible cells show exactly the model's rows, in order, each once.
@MainActor
@Suite struct BatchModelTests {
    struct Position: Hashable {
        var section: Int
        var row: Int
    }

    /// One random batch: the new data by UIKit's rule, and the calls that describe it.
    static func randomBatch(
        _ old: [[String]], _ random: inout SeededRandom, _ fresh: () -> String
    ) -> (new: [[String]], apply: (TableView) -> Void, applyToGrid: (CollectionView) -> Void) {
        // Sections: delete some, insert some.
        var deletedSections = Set<Int>()
        for s in old.indices where old.count - deletedSections.count > 1 && random.next(6) == 0 {
            deletedSections.insert(s)
        }
        let surviving = old.indices.filter { !deletedSections.contains($0) }
        var newSectionCount = surviving.count
        var insertedSections = Set<Int>()
        for _ in 0..<random.next(2) {
            newSectionCount += 1
            var s = random.next(newSectionCount)
            while insertedSections.contains(s) { s = random.next(newSectionCount) }
            insertedSections = Set(insertedSections.map { $0 >= s ? $0 + 1 : $0 })
            insertedSections.insert(s)
        }
        // Where each surviving old section goes.
        var newIndexOf: [Int: Int] = [:]
        var survivors = surviving.makeIterator()
        for s in 0..<newSectionCount where !insertedSections.contains(s) { newIndexOf[survivors.next()!] = s }
        // Rows of surviving sections: delete some, move some (anywhere among surviving sections).
        var deleted = Set<Position>()
        var moving: [Position] = []
        for s in surviving {
            for r in old[s].indices {
                switch random.next(8) {
                case 0: deleted.insert(Position(section: s, row: r))
                case 1: moving.append(Position(section: s, row: r))
                default: break
                }
            }
        }
        var newCounts = [Int](repeating: 0, count: newSectionCount)
        for s in surviving { newCounts[newIndexOf[s]!] = old[s].count }
        for p in deleted { newCounts[newIndexOf[p.section]!] -= 1 }
        for p in moving { newCounts[newIndexOf[p.section]!] -= 1 }
        let targets = surviving.map { newIndexOf[$0]! }
        var destinations: [Int] = moving.map { _ in targets[random.next(targets.count)] }
        for d in destinations { newCounts[d] += 1 }
        var insertedCounts = [Int](repeating: 0, count: newSectionCount)
        for s in targets { insertedCounts[s] = random.next(3) }
        for s in targets { newCounts[s] += insertedCounts[s] }
        var taken = Set<Position>()
        func freeSlot(in section: Int) -> Position {
            var p = Position(section: section, row: random.next(newCounts[section]))
            while taken.contains(p) { p = Position(section: section, row: random.next(newCounts[section])) }
            taken.insert(p)
            return p
        }
        var moves: [(Position, Position)] = []
        for (i, from) in moving.enumerated() { moves.append((from, freeSlot(in: destinations[i]))) }
        destinations.removeAll()
        var inserted: [Position: String] = [:]
        for s in targets {
            for _ in 0..<insertedCounts[s] { inserted[freeSlot(in: s)] = fresh() }
        }
        // The new data: fixed slots first, the rows that stay fill the rest in their old order.
        var new: [[String]] = []
        for s in 0..<newSectionCount {
            if insertedSections.contains(s) {
                new.append((0..<random.next(5)).map { _ in fresh() })
                continue
            }
            let source = surviving.first { newIndexOf[$0] == s }!
            var slots = [String?](repeating: nil, count: newCounts[s])
            for (p, item) in inserted where p.section == s { slots[p.row] = item }
            for (from, to) in moves where to.section == s { slots[to.row] = old[from.section][from.row] }
            let movingSet = Set(moving)
            var staying = old[source].indices.filter {
                let p = Position(section: source, row: $0)
                return !deleted.contains(p) && !movingSet.contains(p)
            }.map { old[source][$0] }.makeIterator()
            for i in slots.indices where slots[i] == nil { slots[i] = staying.next() }
            new.append(slots.map { $0! })
        }
        let apply: (TableView) -> Void = { table in
            if !deletedSections.isEmpty { table.deleteSections(IndexSet(deletedSections), with: .fade) }
            if !insertedSections.isEmpty { table.insertSections(IndexSet(insertedSections), with: .fade) }
            table.deleteRows(at: deleted.map { IndexPath(row: $0.row, section: $0.section) }, with: .fade)
            table.insertRows(at: inserted.keys.map { IndexPath(row: $0.row, section: $0.section) }, with: .fade)
            for (from, to) in moves {
                table.moveRow(
                    at: IndexPath(row: from.row, section: from.section), to: IndexPath(row: to.row, section: to.section)
                )
            }
        }
        let applyToGrid: (CollectionView) -> Void = { grid in
            if !deletedSections.isEmpty { grid.deleteSections(IndexSet(deletedSections)) }
            if !insertedSections.isEmpty { grid.insertSections(IndexSet(insertedSections)) }
            grid.deleteItems(at: deleted.map { IndexPath(item: $0.row, section: $0.section) })
            grid.insertItems(at: inserted.keys.map { IndexPath(item: $0.row, section: $0.section) })
            for (from, to) in moves {
                grid.moveItem(
                    at: IndexPath(item: from.row, section: from.section),
                    to: IndexPath(item: to.row, section: to.section))
            }
        }
        return (new, apply, applyToGrid)
    }

    @Test func tenThousandSequencesOfMultiChangeBatches() throws {
        var random = SeededRandom(state: 2026)
        var serial = 0
        func fresh() -> String {
            serial += 1
            return "i\(serial)"
        }
        for sequence in 0..<10_000 {
            let table = ArrayTable(
                sections: (0..<(1 + random.next(3))).map { _ in (0..<random.next(10)).map { _ in fresh() } },
                frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(88 + random.next(300))))
            table.load()
            for step in 0..<4 {
                let batch = Self.randomBatch(table.sections, &random, fresh)
                table.sections = batch.new
                try table.tableView.performValidatedBatchUpdates { batch.apply(table.tableView) }
                if random.next(2) == 0 { table.tableView.advance(by: 0.35) }
                table.tableView.contentOffset.y = CGFloat(random.next(Int(table.tableView.contentSize.height) + 1))
                table.tableView.layoutIfNeeded()
                let cells = table.tableView.visibleCells
                #expect(table.shownItems == table.expectedItems, "sequence \(sequence) step \(step)")
                #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count, "sequence \(sequence) step \(step)")
                #expect(table.tableView.numberOfSections == table.sections.count)
            }
        }
    }
}
