import Foundation

/// An item with an identity (`id`) and content (`value`): equal and hashed by identity only.
public struct DiffItem: Hashable, Sendable {
    public let id: UUID
    public var value: Int

    public init(id: UUID, value: Int) {
        self.id = id
        self.value = value
    }

    public static func == (a: DiffItem, b: DiffItem) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// One of DifferenceKit's published scenarios: delete a block, insert a block, shuffle the head.
public struct DiffScenario: Sendable {
    public var count: Int
    public var deleted: Range<Int>
    public var inserted: Int
    public var insertedAt: Int
    public var shuffled: Range<Int>

    /// DifferenceKit's 100k case: delete 20,000..<30,000, insert 10,000 at 30,000, shuffle 0..<2,000.
    public static let large = DiffScenario(
        count: 100_000, deleted: 20_000..<30_000, inserted: 10_000, insertedAt: 30_000, shuffled: 0..<2_000)
    /// DifferenceKit's 5k case: delete 2,000..<3,000, insert 1,000 at 3,000, shuffle 0..<200.
    public static let small = DiffScenario(
        count: 5_000, deleted: 2_000..<3_000, inserted: 1_000, insertedAt: 3_000, shuffled: 0..<200)
}

/// The old and new items of `scenario`, with every `1 / updatedFraction`-th new item's content changed.
///
/// With `seed`, the identifiers and the shuffle come from a generator of that seed, so that two runs diff the
/// same items (FrameCounts counts instructions); without, from the system's.
public func differenceKitScenario(
    _ scenario: DiffScenario, updatedFraction: Double = 0, seed: UInt64? = nil
) -> (old: [DiffItem], new: [DiffItem]) {
    var generator = SeededGenerator(seed: seed)
    let old = (0..<scenario.count).map { DiffItem(id: generator.uuid(), value: $0) }
    var new = old
    new.removeSubrange(scenario.deleted)
    let inserted = (0..<scenario.inserted).map { DiffItem(id: generator.uuid(), value: -$0) }
    new.insert(contentsOf: inserted, at: min(scenario.insertedAt, new.count))
    new[scenario.shuffled].shuffle(using: &generator)
    if updatedFraction > 0 {
        for i in stride(from: 0, to: new.count, by: Int(1 / updatedFraction)) { new[i].value += 1 }
    }
    return (old, new)
}

/// A xorshift generator of a given seed, or the system's generator for nil.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64?
    var system = SystemRandomNumberGenerator()

    init(seed: UInt64?) {
        state = seed.map { $0 == 0 ? 0x2545_F491_4F6C_DD1D : $0 }
    }

    mutating func next() -> UInt64 {
        guard var value = state else { return system.next() }
        value ^= value << 13
        value ^= value >> 7
        value ^= value << 17
        state = value
        return value
    }

    /// A version-4 UUID from the generator's bits.
    mutating func uuid() -> UUID {
        guard state != nil else { return UUID() }
        let (a, b) = (next(), next())
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[index] = UInt8(truncatingIfNeeded: a >> (index * 8))
            bytes[index + 8] = UInt8(truncatingIfNeeded: b >> (index * 8))
        }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(
            uuid: (
                bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
            ))
    }
}
