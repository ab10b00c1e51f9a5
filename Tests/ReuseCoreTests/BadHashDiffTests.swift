import ReuseCore
import Synchronization
import Testing

/// Identifiers whose `Hashable` gives every value the same hash, as a hand-written `hash(into:)` that forgets its
/// fields does: the diff stays linear in the comparisons it makes (it counted n² before: 4,000 items took 9 s).
@Suite(.serialized) struct BadHashDiffTests {
    static let comparisons = Atomic<Int>(0)

    struct ConstantHash: Hashable, Sendable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
        static func == (a: ConstantHash, b: ConstantHash) -> Bool {
            BadHashDiffTests.comparisons.add(1, ordering: .relaxed)
            return a.value == b.value
        }
    }

    @Test(arguments: [false, true])
    func fourThousandItemsWithOneHashDiffInLinearComparisons(unique: Bool) throws {
        let count = 4_000
        let old = [(0, (0..<count).map(ConstantHash.init))]
        // Every third item goes, the rest are reversed, and a thousand new ones come.
        let kept = (0..<count).filter { $0 % 3 != 0 }.reversed().map(ConstantHash.init)
        let new = [(0, kept + (count..<(count + 1_000)).map(ConstantHash.init))]
        Self.comparisons.store(0, ordering: .relaxed)
        let diff = try SectionedDiff(old: old, new: new, identifiersAreUnique: unique)
        let made = Self.comparisons.load(ordering: .relaxed)
        #expect(diff.deletedItems.count == (count + 2) / 3)
        #expect(diff.insertedItems.count == 1_000)
        #expect(made < 40 * count, "\(made) comparisons for \(count) items")
    }
}
