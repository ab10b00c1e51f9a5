import ReuseCore
import ReuseTestSupport
import Testing

@Suite struct IndexRangeSetTests {
    @Test func insertsMergeWithRangesTheyMeetOrTouch() {
        var set = IndexRangeSet()
        set.insert(10..<20)
        set.insert(30..<40)
        #expect(set.ranges == [10..<20, 30..<40])
        set.insert(20..<25)
        #expect(set.ranges == [10..<25, 30..<40])
        set.insert(5..<35)
        #expect(set.ranges == [5..<40])
        set.insert(0..<0)
        #expect(set.ranges == [5..<40])
        var gaps: [Range<Int>] = []
        set.forEachGap(in: 0..<50) { gaps.append($0) }
        #expect(gaps == [0..<5, 40..<50])
    }

    /// Random inserts and gap queries against a set of integers.
    @Test func matchesAPlainSetModel() {
        var random = SeededRandom(state: 77)
        var set = IndexRangeSet()
        var model = Set<Int>()
        for step in 0..<2_000 {
            let start = random.next(500)
            let range = start..<(start + random.next(12))
            set.insert(range)
            model.formUnion(range)
            let queryStart = random.next(520)
            let query = queryStart..<(queryStart + random.next(40))
            var gapMembers: [Int] = []
            set.forEachGap(in: query) { gapMembers.append(contentsOf: $0) }
            #expect(gapMembers == query.filter { !model.contains($0) }, "step \(step)")
            let probe = random.next(520)
            #expect(set.contains(probe) == model.contains(probe), "step \(step)")
            // Sorted, disjoint and never touching.
            #expect(zip(set.ranges, set.ranges.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        }
    }
}
