import ReuseCore
import ReuseTestSupport
import Testing

@Suite struct RowOrderTests {
    @Test func oneRunComesOutInRowOrder() {
        let byRow = Dictionary(uniqueKeysWithValues: (40..<60).map { ($0, "row \($0)") })
        #expect(RowOrder.values(byRow, placeholder: "") { $0 } == (40..<60).map { "row \($0)" })
    }

    @Test func rowsWithGapsAreSortedAndNilsLeftOut() {
        let byRow = [7: "g", 2: "b", 1_000_000_000: "z", 3: "c", -4: "minus"]
        #expect(RowOrder.values(byRow, placeholder: "") { $0 } == ["minus", "b", "c", "g", "z"])
        #expect(RowOrder.values(byRow, placeholder: "") { $0.count == 1 ? $0 : nil } == ["b", "c", "g", "z"])
        // Runs with values left out: none of the placeholder stays.
        #expect(RowOrder.values([5: 1, 6: 2, 7: 3], placeholder: 0) { $0 == 2 ? nil : $0 * 10 } == [10, 30])
        #expect(RowOrder.values([5: 1, 6: 2, 7: 3, 8: 4], placeholder: 0) { $0 % 2 == 1 ? nil : $0 } == [2, 4])
        #expect(RowOrder.values([5: 1, 6: 2], placeholder: 0) { _ in nil }.isEmpty)
        #expect(RowOrder.values([Int: Int](), placeholder: 0) { $0 }.isEmpty)
        #expect(RowOrder.values([Int.max: 1, Int.min: 2], placeholder: 0) { $0 } == [2, 1])
        #expect(RowOrder.sorted([Int.max, 0, Int.min]) == [Int.min, 0, Int.max])
        #expect(RowOrder.run([Int.max - 1, Int.max]) == (Int.max - 1)...Int.max)
    }

    @Test func agreesWithSortingForAnyRows() {
        var random = SeededRandom(state: 7)
        for _ in 0..<200 {
            let start = random.next(101) - 50
            var rows = Set(start..<(start + random.next(31)))
            if random.next(2) == 0, !rows.isEmpty { rows.remove(start + random.next(rows.count)) }
            let byRow = Dictionary(uniqueKeysWithValues: rows.map { ($0, $0 * 3) })
            #expect(RowOrder.values(byRow, placeholder: -1) { $0 } == rows.sorted().map { $0 * 3 })
            #expect(RowOrder.sorted(rows) == rows.sorted())
            #expect(
                RowOrder.run(rows)
                    == (rows.isEmpty || rows.count <= rows.max()! - rows.min()! ? nil : rows.min()!...rows.max()!))
        }
    }
}
