import ReuseTestSupport
import Testing

@testable import ReuseCore

@Suite struct SectionedDiffTests {

    typealias Data = [(section: Int, items: [Int])]

    /// Applies the diff through UpdatePlan and checks every surviving item lands at its new place.
    func check(_ old: Data, _ new: Data, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try check(old, new, unique: false, sourceLocation: sourceLocation)
        try check(old, new, unique: true, sourceLocation: sourceLocation)
    }

    func check(_ old: Data, _ new: Data, unique: Bool, sourceLocation: SourceLocation) throws {
        let diff = try SectionedDiff(old: old, new: new, identifiersAreUnique: unique)
        let plan = try UpdatePlan(
            oldCounts: old.map(\.items.count), newCounts: new.map(\.items.count), updates: diff.updates)
        var newPlace: [Int: RowPosition] = [:]
        for (s, entry) in new.enumerated() {
            for (r, item) in entry.items.enumerated() { newPlace[item] = RowPosition(section: s, row: r) }
        }
        let oldSections = Set(old.map(\.section))
        let newSections = Set(new.map(\.section))
        for (s, entry) in old.enumerated() {
            for (r, item) in entry.items.enumerated() {
                let mapped = plan.newPosition(ofOld: RowPosition(section: s, row: r))
                if newSections.contains(entry.section), let target = newPlace[item],
                    oldSections.contains(new[target.section].section)
                {
                    // From a surviving section into one that existed before: the plan carries it there.
                    #expect(mapped == target, "item \(item) from [\(s), \(r)]", sourceLocation: sourceLocation)
                } else {
                    // Gone, or its old section is deleted, or its new one is inserted: the row goes and the item
                    // comes back, if at all, as part of an insert.
                    #expect(mapped == nil, "item \(item) from [\(s), \(r)]", sourceLocation: sourceLocation)
                }
            }
        }
    }

    @Test func simpleChanges() throws {
        try check([(0, [1, 2, 3, 4])], [(0, [4, 1, 3, 5])])
        let diff = try SectionedDiff(old: [(0, [1, 2, 3, 4])], new: [(0, [4, 1, 3, 5])])
        #expect(diff.deletedItems == [RowPosition(section: 0, row: 1)])
        #expect(diff.insertedItems == [RowPosition(section: 0, row: 3)])
        #expect(diff.movedItems.count == 1)
    }

    @Test func randomSectionedDataAlwaysMakesAValidBatch() throws {
        var random = SeededRandom(state: 3)
        for _ in 0..<3000 {
            var nextItem = 0
            var old: Data = []
            for s in 0..<random.next(5) {
                old.append(
                    (
                        s,
                        (0..<random.next(8)).map { _ in
                            nextItem += 1
                            return nextItem
                        }
                    ))
            }
            // New: drop some sections, add some, shuffle sections, move items around, drop and add items.
            var pool = old.flatMap(\.items).filter { _ in random.next(5) != 0 }
            var sectionIDs = old.map(\.section).filter { _ in random.next(4) != 0 }
            for extra in 0..<random.next(3) { sectionIDs.insert(100 + extra, at: random.next(sectionIDs.count + 1)) }
            if random.next(2) == 0, sectionIDs.count > 1 { sectionIDs.swapAt(0, sectionIDs.count - 1) }
            for _ in 0..<random.next(6) {
                nextItem += 1
                pool.append(nextItem)
            }
            for i in pool.indices.reversed() where i > 0 { pool.swapAt(i, random.next(i + 1)) }
            var new: Data = sectionIDs.map { ($0, []) }
            if !new.isEmpty {
                for item in pool { new[random.next(new.count)].items.append(item) }
            }
            try check(old, new)
        }
    }

    /// Identifiers whose hashes collide: the position table must tell them apart by equality.
    struct Colliding: Hashable, Sendable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }
    }

    @Test func collidingHashesGiveTheSameDiff() throws {
        var random = SeededRandom(state: 11)
        for _ in 0..<300 {
            let old: Data = [(0, Array(0..<40).filter { _ in random.next(4) != 0 }), (1, Array(40..<60))]
            var pool = old.flatMap(\.items).filter { _ in random.next(5) != 0 } + Array(100..<(100 + random.next(9)))
            for i in pool.indices.reversed() where i > 0 { pool.swapAt(i, random.next(i + 1)) }
            let new: Data = [(1, Array(pool.prefix(pool.count / 2))), (0, Array(pool.dropFirst(pool.count / 2)))]
            for unique in [false, true] {
                let plain = try SectionedDiff(old: old, new: new, identifiersAreUnique: unique)
                let colliding = try SectionedDiff(
                    old: old.map { ($0.section, $0.items.map(Colliding.init)) },
                    new: new.map { ($0.section, $0.items.map(Colliding.init)) }, identifiersAreUnique: unique)
                #expect(plain.deletedItems == colliding.deletedItems)
                #expect(plain.insertedItems == colliding.insertedItems)
                #expect(plain.movedItems.map(\.from) == colliding.movedItems.map(\.from))
                #expect(plain.movedItems.map(\.to) == colliding.movedItems.map(\.to))
            }
        }
        #expect(throws: SectionedDiff<Int, Colliding>.DuplicateError.items([Colliding(value: 3)])) {
            _ = try SectionedDiff<Int, Colliding>(
                old: [(0, [.init(value: 0), .init(value: 3), .init(value: 3)])], new: [])
        }
    }

    @Test func duplicatesAreReportedNotFatal() {
        #expect(throws: SectionedDiff<Int, Int>.DuplicateError.items([1])) {
            _ = try SectionedDiff<Int, Int>(old: [(0, [1])], new: [(0, [1, 1])])
        }
        #expect(throws: SectionedDiff<Int, Int>.DuplicateError.items([9])) {
            _ = try SectionedDiff<Int, Int>(old: [(0, [1])], new: [(0, [9, 9])])
        }
        #expect(throws: SectionedDiff<Int, Int>.DuplicateError.items([2])) {
            _ = try SectionedDiff<Int, Int>(old: [(0, [1, 2, 2])], new: [(0, [1])])
        }
        #expect(throws: SectionedDiff<Int, Int>.DuplicateError.sections([0])) {
            _ = try SectionedDiff<Int, Int>(old: [(0, []), (0, [])], new: [])
        }
    }

    /// Random sections of a few identifiers each, often sharing long first and last runs (which the diff matches
    /// in place without looking the new ones up): checking for duplicates throws exactly when an identifier
    /// appears twice in the old data or twice in the new, naming it, and otherwise gives the diff that the
    /// unique path gives.
    @Test func duplicatesAreFoundInsideTheRunsKeptInPlace() throws {
        var random = SeededRandom(state: 11)
        for round in 0..<3000 {
            let alphabet = 6 + random.next(30)
            let common = (0..<random.next(6)).map { _ in random.next(alphabet) }
            let old: Data = [(0, common + (0..<random.next(4)).map { _ in random.next(alphabet) } + common.reversed())]
            var newItems = common + (0..<random.next(4)).map { _ in random.next(alphabet) } + common.reversed()
            if random.next(3) == 0, !newItems.isEmpty { newItems.swapAt(0, random.next(newItems.count)) }
            let new: Data = [(0, newItems)]
            func repeated(_ items: [Int]) -> Set<Int> {
                var seen = Set<Int>()
                return Set(items.filter { !seen.insert($0).inserted })
            }
            let duplicates = repeated(old[0].items).union(repeated(new[0].items))
            do {
                let checked = try SectionedDiff(old: old, new: new)
                #expect(duplicates.isEmpty, "round \(round): \(old) -> \(new)")
                let unique = try SectionedDiff(old: old, new: new, identifiersAreUnique: true)
                #expect(checked.updates == unique.updates, "round \(round)")
            } catch .items(let found) {
                #expect(!found.isEmpty && Set(found).isSubset(of: duplicates), "round \(round): \(found)")
            } catch {
                Issue.record("round \(round): \(error)")
            }
        }
    }

    @Test func contentUpdatesAreReloadsOrReconfiguresAfterMoves() throws {
        let diff = try SectionedDiff(
            old: [(0, [1, 2, 3])], new: [(0, [3, 1, 2])], isEqual: { a, b in a != 2 && a == b })
        // 3 moves to the front; 2 changed in place.
        #expect(diff.movedItems.map(\.to) == [RowPosition(section: 0, row: 0)])
        #expect(diff.updatedItems == [RowPosition(section: 0, row: 1)])
    }

    @Test func longestIncreasingRun() {
        #expect(SectionedDiff<Int, Int>.longestIncreasing([3, 1, 2, 5, 4]).filter { $0 }.count == 3)
        #expect(SectionedDiff<Int, Int>.longestIncreasing([]).isEmpty)
        #expect(SectionedDiff<Int, Int>.longestIncreasing([5, 4, 3]).filter { $0 }.count == 1)
        #expect(SectionedDiff<Int, Int>.longestIncreasing([1, 2, 3]) == [true, true, true])
    }
}
