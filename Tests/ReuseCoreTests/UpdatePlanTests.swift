import ReuseTestSupport
import Testing

@testable import ReuseCore

@Suite struct UpdatePlanTests {

    /// UIKit's rule, built directly: each section after the update puts its inserted and moved-in rows at their
    /// new indexes and fills the other places with the rows that stay, in their old order.
    func build(
        old: [[Int]], deleted: Set<RowPosition>, moves: [RowPosition: RowPosition], inserted: [RowPosition: Int],
        newCounts: [Int]
    ) -> [[Int]] {
        var result: [[Int]] = []
        for s in 0..<newCounts.count {
            var slots = [Int?](repeating: nil, count: newCounts[s])
            for (p, id) in inserted where p.section == s { slots[p.row] = id }
            for (from, to) in moves where to.section == s { slots[to.row] = old[from.section][from.row] }
            var staying = old[s].indices.filter {
                let p = RowPosition(section: s, row: $0)
                return !deleted.contains(p) && moves[p] == nil
            }.map { old[s][$0] }.makeIterator()
            for i in slots.indices where slots[i] == nil { slots[i] = staying.next() }
            result.append(slots.map { $0 ?? -1 })
        }
        return result
    }

    @Test func mappingMatchesUIKitsRuleForRandomBatches() throws {
        var random = SeededRandom(state: 99)
        for _ in 0..<2000 {
            var next = 0
            let old: [[Int]] = (0..<(1 + random.next(3))).map { _ in
                (0..<random.next(10)).map { _ in
                    next += 1
                    return next
                }
            }
            var deleted: Set<RowPosition> = []
            var movedFrom: [RowPosition] = []
            for s in old.indices {
                for r in old[s].indices {
                    switch random.next(6) {
                    case 0: deleted.insert(RowPosition(section: s, row: r))
                    case 1: movedFrom.append(RowPosition(section: s, row: r))
                    default: break
                    }
                }
            }
            var newCounts = old.map(\.count)
            for p in deleted { newCounts[p.section] -= 1 }
            for p in movedFrom { newCounts[p.section] -= 1 }
            var moves: [RowPosition: RowPosition] = [:]
            var taken: Set<RowPosition> = []
            // Destinations: grow target sections, then pick free places.
            var destinations: [Int] = movedFrom.map { _ in random.next(old.count) }
            for d in destinations { newCounts[d] += 1 }
            var insertedCount = [Int](repeating: 0, count: old.count)
            for s in old.indices { insertedCount[s] = random.next(3) }
            for s in old.indices { newCounts[s] += insertedCount[s] }
            for (i, from) in movedFrom.enumerated() {
                var to: RowPosition
                repeat {
                    to = RowPosition(section: destinations[i], row: random.next(newCounts[destinations[i]]))
                } while taken.contains(to)
                taken.insert(to)
                moves[from] = to
            }
            destinations.removeAll()
            var inserted: [RowPosition: Int] = [:]
            for s in old.indices {
                for _ in 0..<insertedCount[s] {
                    var p: RowPosition
                    repeat { p = RowPosition(section: s, row: random.next(newCounts[s])) } while taken.contains(p)
                    taken.insert(p)
                    next += 1
                    inserted[p] = next
                }
            }
            var updates: [TableUpdate] = [.deleteRows(Array(deleted)), .insertRows(Array(inserted.keys))]
            for (from, to) in moves { updates.append(.moveRow(from: from, to: to)) }
            let plan = try UpdatePlan(oldCounts: old.map(\.count), newCounts: newCounts, updates: updates)
            let expected = build(old: old, deleted: deleted, moves: moves, inserted: inserted, newCounts: newCounts)
            for s in old.indices {
                for r in old[s].indices {
                    let p = RowPosition(section: s, row: r)
                    if deleted.contains(p) {
                        #expect(plan.newPosition(ofOld: p) == nil)
                    } else if let q = plan.newPosition(ofOld: p) {
                        #expect(expected[q.section][q.row] == old[s][r], "row \(p) went to \(q)")
                    } else {
                        Issue.record("row \(p) lost")
                    }
                }
            }
        }
    }

    @Test func sectionsMoveWithTheirRows() throws {
        let plan = try UpdatePlan(
            oldCounts: [2, 3, 4], newCounts: [4, 5, 2, 3],
            updates: [.moveSection(from: 2, to: 0), .insertSections([1])])
        #expect(plan.sectionMap == [2, 3, 0])
        #expect(plan.sectionSource == [2, nil, 0, 1])
        #expect(plan.newPosition(ofOld: RowPosition(section: 2, row: 3)) == RowPosition(section: 0, row: 3))
        #expect(plan.newPosition(ofOld: RowPosition(section: 1, row: 0)) == RowPosition(section: 3, row: 0))
    }

    @Test func sectionCountsMustAddUp() {
        #expect(
            throws: UpdateError(
                "Invalid update: invalid number of sections. The number of sections contained in the table view after "
                    + "the update (3) must be equal to the number of sections contained in the table view before the "
                    + "update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
        ) { _ = try UpdatePlan(oldCounts: [1, 1], newCounts: [1, 1, 1], updates: []) }
        #expect(throws: UpdateError("attempt to move section 0, which is being deleted")) {
            _ = try UpdatePlan(
                oldCounts: [1, 1], newCounts: [1], updates: [.deleteSections([0]), .moveSection(from: 0, to: 0)])
        }
        #expect(throws: UpdateError("attempt to move index path [0, 0] out of section 0, which is being deleted")) {
            _ = try UpdatePlan(
                oldCounts: [1, 1], newCounts: [2],
                updates: [
                    .deleteSections([0]),
                    .moveRow(from: RowPosition(section: 0, row: 0), to: RowPosition(section: 0, row: 0)),
                ])
        }
    }
}
