/// A hash index from identifiers to their flat positions, that stores no identifiers.
///
/// Each slot is one 64-bit word: the upper half of the identifier's hash as a tag, and the position plus one (zero
/// marks an empty slot). The identifier itself stays where it is, in the caller's data, and is compared there only
/// when a tag matches. At eight bytes a slot and half-full, the table for 100,000 identifiers is 2 MB, a third of a
/// `Dictionary<UUID, Int>`'s, and a lookup touches one cache line of it: on large diffs, where every lookup is a
/// cache miss, that is most of the time saved.
@usableFromInline
struct PositionTable {
    @usableFromInline var slots: [UInt64]
    @usableFromInline let mask: Int

    /// A table for up to `count` positions (each below 2^32).
    @inlinable
    init(capacity count: Int) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
    }

    @inlinable
    static func tag(_ hash: Int) -> UInt64 { UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000 }

    /// Adds `position` for an identifier with `hash`, unless `isSame` finds one already there: then returns
    /// that position and adds nothing.
    @inlinable
    mutating func insert(_ position: Int, hash: Int, isSame: (Int) -> Bool) -> Int? {
        let tag = Self.tag(hash)
        var index = hash & mask
        return slots.withUnsafeMutableBufferPointer { slots in
            while true {
                let slot = slots[index]
                if slot == 0 {
                    slots[index] = tag | UInt64(position + 1)
                    return nil
                }
                if slot & 0xFFFF_FFFF_0000_0000 == tag {
                    let existing = Int(slot & 0xFFFF_FFFF) - 1
                    if isSame(existing) { return existing }
                }
                index = (index + 1) & mask
            }
        }
    }

    /// The position stored for an identifier with `hash` for which `isSame` holds.
    @inlinable
    func find(hash: Int, isSame: (Int) -> Bool) -> Int? {
        let tag = Self.tag(hash)
        var index = hash & mask
        return slots.withUnsafeBufferPointer { slots in
            while true {
                let slot = slots[index]
                if slot == 0 { return nil }
                if slot & 0xFFFF_FFFF_0000_0000 == tag {
                    let existing = Int(slot & 0xFFFF_FFFF) - 1
                    if isSame(existing) { return existing }
                }
                index = (index + 1) & mask
            }
        }
    }
}
