import ReuseCore
import ReuseTestSupport
import Testing

@Suite struct RowMapTests {
    /// A screenful scrolled both ways: rows enter and leave at the ends, and come out in row order.
    @Test func rowsEnteringAndLeavingAtTheEndsStayInOrder() {
        var map = RowMap<String>()
        for row in 40..<60 { map[row] = "row \(row)" }
        #expect(map.run == 40...59)
        for step in 0..<30 {
            map[40 + step] = nil
            map[60 + step] = "row \(60 + step)"
        }
        #expect(map.rows == Array(70..<90))
        #expect(map.values == (70..<90).map { "row \($0)" })
        for step in 0..<30 {
            map.removeValue(forRow: 89 - step)
            map[69 - step] = "row \(69 - step)"
        }
        #expect(map.rows == Array(40..<60))
        #expect(map.map(\.key) == Array(40..<60))
        #expect(map.map(\.value) == (40..<60).map { "row \($0)" })
        #expect(map[39] == nil && map[60] == nil && map[50] == "row 50")
    }

    /// Rows with gaps and at the ends of Int (an update's moment, far rows): found by bisection, never by a
    /// distance that wraps.
    @Test func rowsWithGapsAndExtremeRows() {
        var map = RowMap<Int>()
        for row in [7, 2, 1_000_000_000, 3, -4, Int.max, Int.min] { map[row] = row &* 2 }
        #expect(map.rows == [Int.min, -4, 2, 3, 7, 1_000_000_000, Int.max])
        #expect(map.run == nil)
        #expect(map[Int.max] == Int.max &* 2 && map[Int.min] == 0 && map[4] == nil && map[Int.max - 1] == nil)
        #expect(map.removeValue(forRow: 5) == nil)
        #expect(map.removeValue(forRow: 2) == 4)
        map.removeAll(keepingCapacity: true)
        #expect(map.isEmpty && map.run == nil && map[0] == nil)
        map[Int.max - 1] = 1
        map[Int.max] = 2
        #expect(map.run == (Int.max - 1)...Int.max)
    }

    /// Any sequence of writes and removals agrees with a dictionary, read in row order.
    @Test func agreesWithADictionary() {
        var random = SeededRandom(state: 7)
        var map = RowMap<Int>()
        var reference: [Int: Int] = [:]
        for step in 0..<3_000 {
            let row = random.next(61) - 30
            switch random.next(4) {
            case 0:
                #expect(map.removeValue(forRow: row) == reference.removeValue(forKey: row), "step \(step)")
            case 1:
                map[row] = nil
                reference[row] = nil
            default:
                map[row] = step
                reference[row] = step
            }
            #expect(map[row] == reference[row], "step \(step)")
            #expect(map.rows == reference.keys.sorted(), "step \(step)")
            #expect(map.values == reference.keys.sorted().map { reference[$0]! }, "step \(step)")
            let rows = map.rows
            let isRun = !rows.isEmpty && rows.last! - rows.first! == rows.count - 1
            #expect(map.run == (isRun ? rows.first!...rows.last! : nil), "step \(step)")
        }
    }
}
