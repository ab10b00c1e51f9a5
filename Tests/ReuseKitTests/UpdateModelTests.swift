import ReuseKit
import ReuseTestSupport
import Testing

/// Random batches of row and section updates against a plain array model: after every step the visible cells
/// show exactly the model's rows, in order, each in one cell, and every cell knows its row.
@MainActor
@Suite struct UpdateModelTests {

    @Test func randomBatchesKeepCellsAndDataInStep() {
        var random = SeededRandom(state: 7)
        var serial = 0
        func item() -> String {
            serial += 1
            return "i\(serial)"
        }
        for sequence in 0..<300 {
            let table = ArrayTable(
                sections: (0..<(1 + random.next(3))).map { _ in (0..<random.next(12)).map { _ in item() } },
                frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(100 + random.next(300))))
            table.load()
            for step in 0..<20 {
                // One change per batch: the model applies changes one after another, which matches UIKit's index
                // rules only for a single change; batches of several changes are covered by the table's own tests.
                var updates: [(TableView) -> Void] = []
                do {
                    let sections = table.sections.count
                    switch random.next(7) {
                    case 0,
                        1 where sections > 0:
                        let s = random.next(sections)
                        let r = random.next(table.sections[s].count + 1)
                        table.sections[s].insert(item(), at: r)
                        updates.append { $0.insertRows(at: [IndexPath(row: r, section: s)], with: .fade) }
                    case 2 where sections > 0 && !table.sections[0].isEmpty:
                        let r = random.next(table.sections[0].count)
                        table.sections[0].remove(at: r)
                        updates.append { $0.deleteRows(at: [IndexPath(row: r, section: 0)], with: .fade) }
                    case 3 where sections > 1 && !table.sections[1].isEmpty:
                        let r = random.next(table.sections[1].count)
                        let moved = table.sections[1].remove(at: r)
                        let to = random.next(table.sections[0].count + 1)
                        table.sections[0].insert(moved, at: to)
                        updates.append {
                            $0.moveRow(at: IndexPath(row: r, section: 1), to: IndexPath(row: to, section: 0))
                        }
                    case 4 where sections < 4:
                        let s = random.next(sections + 1)
                        table.sections.insert((0..<random.next(6)).map { _ in item() }, at: s)
                        updates.append { $0.insertSections([s], with: .automatic) }
                    case 5 where sections > 1:
                        let s = random.next(sections)
                        table.sections.remove(at: s)
                        updates.append { $0.deleteSections([s], with: .automatic) }
                    default:
                        table.tableView.contentOffset.y = CGFloat(
                            random.next(Int(table.tableView.contentSize.height) + 1))
                    }
                }
                table.tableView.performBatchUpdates {
                    for update in updates { update(table.tableView) }
                }
                table.tableView.advance(by: Double(random.next(3)) * 0.15)
                table.tableView.layoutIfNeeded()
                let cells = table.tableView.visibleCells
                #expect(table.shownItems == table.expectedItems, "sequence \(sequence) step \(step)")
                #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count, "sequence \(sequence) step \(step)")
                for cell in cells {
                    guard let path = table.tableView.indexPath(for: cell) else {
                        Issue.record("a visible cell without a row, sequence \(sequence) step \(step)")
                        continue
                    }
                    #expect(table.tableView.cellForRow(at: path) === cell)
                }
                #expect(table.tableView.numberOfSections == table.sections.count)
            }
        }
    }
}
