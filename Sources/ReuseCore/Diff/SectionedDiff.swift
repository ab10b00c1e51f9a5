/// The changes between two versions of sectioned data, found by identity, ready to apply as one batch update.
///
/// Sections and items are matched by identifier, as in Heckel's algorithm: one dictionary of where every old
/// identifier was, one pass over the new data. What stays in the same section keeps its relative order where it
/// can: the longest increasing run of old positions stays put and everything else moves, so moves are as few as
/// possible. The result is normalised for UIKit's batch rules: items of deleted or inserted sections go with
/// their section, an item leaving a deleted section is inserted, one entering an inserted section is deleted,
/// so ``updates`` always passes ``UpdatePlan``'s validation.
///
/// - Complexity: O(n log n) for n items (the dictionary pass is linear; the order-keeping run is n log n).
public struct SectionedDiff<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
    /// Identifiers that appear more than once, which make a diff meaningless.
    public enum DuplicateError: Error, Equatable {
        case sections([SectionID])
        case items([ItemID])
    }

    public var deletedSections: [Int] = []
    public var insertedSections: [Int] = []
    public var movedSections: [(from: Int, to: Int)] = []
    public var deletedItems: [RowPosition] = []
    public var insertedItems: [RowPosition] = []
    public var movedItems: [(from: RowPosition, to: RowPosition)] = []
    /// Items in both versions whose content differs (`isEqual` false), by their old position, for items that stay.
    public var updatedItems: [RowPosition] = []
    /// Items whose content differs and that also move, by their new position: reconfigure them after the batch.
    public var updatedMovedItems: [RowPosition] = []

    /// Whether nothing changed.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && updatedItems.isEmpty && updatedMovedItems.isEmpty
    }

    /// The changes as one batch of table updates (content updates as reloads).
    public var updates: [TableUpdate] {
        var result: [TableUpdate] = []
        if !deletedSections.isEmpty { result.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { result.append(.insertSections(insertedSections)) }
        for move in movedSections { result.append(.moveSection(from: move.from, to: move.to)) }
        if !deletedItems.isEmpty { result.append(.deleteRows(deletedItems)) }
        if !insertedItems.isEmpty { result.append(.insertRows(insertedItems)) }
        for move in movedItems { result.append(.moveRow(from: move.from, to: move.to)) }
        if !updatedItems.isEmpty { result.append(.reloadRows(updatedItems)) }
        return result
    }

    /// Diffs `old` against `new`, sections and their items; `isEqual` tells whether an item's content is unchanged.
    ///
    /// With `identifiersAreUnique` (a caller that guarantees it, as a snapshot does), duplicates are not looked
    /// for, and the items a surviving section keeps at its start and end are matched by comparing them in
    /// place, without hashing. Inlinable, so that it is specialized for the caller's identifier types.
    @inlinable
    public init(
        old: [(section: SectionID, items: [ItemID])], new: [(section: SectionID, items: [ItemID])],
        isEqual: ((ItemID, ItemID) -> Bool)? = nil, identifiersAreUnique: Bool = false
    ) throws(DuplicateError) {
        // Sections.
        var oldSectionIndex: [SectionID: Int] = Dictionary(minimumCapacity: old.count)
        var duplicateSections: [SectionID] = []
        for (index, entry) in old.enumerated() where oldSectionIndex.updateValue(index, forKey: entry.section) != nil {
            duplicateSections.append(entry.section)
        }
        var newSectionIndex: [SectionID: Int] = Dictionary(minimumCapacity: new.count)
        for (index, entry) in new.enumerated() where newSectionIndex.updateValue(index, forKey: entry.section) != nil {
            duplicateSections.append(entry.section)
        }
        guard duplicateSections.isEmpty else { throw .sections(duplicateSections) }
        var sectionTarget = [Int?](repeating: nil, count: old.count)
        for (index, entry) in old.enumerated() {
            if let target = newSectionIndex[entry.section] {
                sectionTarget[index] = target
            } else {
                deletedSections.append(index)
            }
        }
        var sectionSource = [Int?](repeating: nil, count: new.count)
        for (index, entry) in new.enumerated() {
            if let source = oldSectionIndex[entry.section] {
                sectionSource[index] = source
            } else {
                insertedSections.append(index)
            }
        }
        // Surviving sections keep the longest run in order; the others move.
        let survivingSections = sectionTarget.enumerated().compactMap { $0.element == nil ? nil : $0.offset }
        let keptSections = Self.longestIncreasing(survivingSections.map { sectionTarget[$0]! })
        for (i, oldIndex) in survivingSections.enumerated() where !keptSections[i] {
            movedSections.append((oldIndex, sectionTarget[oldIndex]!))
        }

        // Items: where every old identifier was, as a flat index over all old sections.
        var sectionStart = [Int](repeating: 0, count: old.count + 1)
        for (s, entry) in old.enumerated() { sectionStart[s + 1] = sectionStart[s] + entry.items.count }
        let oldTotal = sectionStart[old.count]
        // The runs a surviving section keeps at its start and end are matched in place. With unique identifiers
        // they need no hashing at all; checking for duplicates, their old items are hashed (a duplicate may hide
        // in them) but their new ones are not: each equals its old item, so a new item elsewhere equal to it
        // finds that old item already matched, and a duplicate within the runs is one in the old items too.
        var keptHead = [Int](repeating: 0, count: old.count)
        var keptTail = [Int](repeating: 0, count: old.count)
        for s in old.indices {
            guard let ns = sectionTarget[s] else { continue }
            let a = old[s].items
            let b = new[ns].items
            let limit = min(a.count, b.count)
            var head = 0
            while head < limit && a[head] == b[head] { head += 1 }
            var tail = 0
            while tail < limit - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
            keptHead[s] = head
            keptTail[s] = tail
        }
        precondition(oldTotal < 1 << 32, "SectionedDiff handles fewer than 2^32 items")
        func position(_ flat: Int) -> RowPosition {
            let section = Self.section(containing: flat, starts: sectionStart)
            return RowPosition(section: section, row: flat - sectionStart[section])
        }
        func oldItem(_ flat: Int) -> ItemID {
            let at = position(flat)
            return old[at.section].items[at.row]
        }
        var hashedCount = 0
        for s in old.indices { hashedCount += old[s].items.count - keptHead[s] - keptTail[s] }
        // The new items looked up: all but the kept runs, which are as long in the new items as in the old.
        var newHashedCount = 0
        for entry in new { newHashedCount += entry.items.count }
        newHashedCount -= oldTotal - hashedCount
        if !identifiersAreUnique { hashedCount = oldTotal }
        let hashesBadly = Self.hashesBadly([old.lazy.flatMap(\.items), new.lazy.flatMap(\.items)].joined())
        @inline(__always) func hashOf(_ item: ItemID) -> Int {
            hashesBadly ? Self.descriptionHash(item) : item.hashValue
        }
        var oldItems = PositionTable(capacity: hashedCount)
        var duplicateItems: [ItemID] = []
        for (s, entry) in old.enumerated() {
            let start = identifiersAreUnique ? keptHead[s] : 0
            let end = entry.items.count - (identifiersAreUnique ? keptTail[s] : 0)
            for row in start..<end {
                let item = entry.items[row]
                let duplicate = oldItems.insert(sectionStart[s] + row, hash: hashOf(item)) { existing in
                    !identifiersAreUnique && oldItem(existing) == item
                }
                if duplicate != nil { duplicateItems.append(item) }
            }
        }
        guard duplicateItems.isEmpty else { throw .items(duplicateItems) }

        // One pass over the new data. An old item matched twice, or a new-only item seen twice, is a duplicate.
        var matched = [Bool](repeating: false, count: oldTotal)
        // New-only items by their flat position over the new sections, to find one seen twice (made on the first).
        var newSectionStart = [Int](repeating: 0, count: identifiersAreUnique ? 0 : new.count + 1)
        if !identifiersAreUnique {
            for (s, entry) in new.enumerated() { newSectionStart[s + 1] = newSectionStart[s] + entry.items.count }
        }
        func newItem(_ flat: Int) -> ItemID {
            let section = Self.section(containing: flat, starts: newSectionStart)
            return new[section].items[flat - newSectionStart[section]]
        }
        var newOnly: PositionTable?
        var changedInPlace: Set<RowPosition> = []
        for (ns, entry) in new.enumerated() {
            let newSectionInserted = sectionSource[ns] == nil
            var head = 0
            var tail = 0
            if let s = sectionSource[ns], keptHead[s] + keptTail[s] > 0 {
                head = keptHead[s]
                tail = keptTail[s]
                for row in 0..<head { matched[sectionStart[s] + row] = true }
                for row in (old[s].items.count - tail)..<old[s].items.count { matched[sectionStart[s] + row] = true }
                if let isEqual {
                    for row in 0..<head where !isEqual(old[s].items[row], entry.items[row]) {
                        changedInPlace.insert(RowPosition(section: s, row: row))
                    }
                    for k in 0..<tail {
                        let oldRow = old[s].items.count - 1 - k
                        if !isEqual(old[s].items[oldRow], entry.items[entry.items.count - 1 - k]) {
                            changedInPlace.insert(RowPosition(section: s, row: oldRow))
                        }
                    }
                }
            }
            // Same-section candidates for staying put: (new row, old row).
            var candidates: [(newRow: Int, oldRow: Int)] = []
            candidates.reserveCapacity(entry.items.count - head - tail)
            for nr in head..<(entry.items.count - tail) {
                let item = entry.items[nr]
                let to = RowPosition(section: ns, row: nr)
                let hash = hashOf(item)
                guard let flat = oldItems.find(hash: hash, isSame: { oldItem($0) == item }) else {
                    if !identifiersAreUnique {
                        if newOnly == nil { newOnly = PositionTable(capacity: newHashedCount) }
                        let seen = newOnly!.insert(newSectionStart[ns] + nr, hash: hash) { newItem($0) == item }
                        if seen != nil { duplicateItems.append(item) }
                    }
                    if !newSectionInserted { insertedItems.append(to) }
                    continue
                }
                if matched[flat] {
                    duplicateItems.append(item)
                    continue
                }
                matched[flat] = true
                let from = position(flat)
                let fromSectionDeleted = sectionTarget[from.section] == nil
                switch (fromSectionDeleted, newSectionInserted) {
                case (true, true):
                    continue
                case (true, false):
                    insertedItems.append(to)
                    continue
                case (false, true):
                    deletedItems.append(from)
                    continue
                case (false, false):
                    break
                }
                let changed = isEqual.map { !$0(old[from.section].items[from.row], item) } ?? false
                if sectionTarget[from.section] == ns {
                    candidates.append((nr, from.row))
                    if changed { changedInPlace.insert(from) }
                } else {
                    movedItems.append((from, to))
                    if changed { updatedMovedItems.append(to) }
                }
            }
            guard let oldSection = sectionSource[ns] else { continue }
            let kept = Self.longestIncreasing(candidates.map(\.oldRow))
            for (i, candidate) in candidates.enumerated() where !kept[i] {
                let from = RowPosition(section: oldSection, row: candidate.oldRow)
                movedItems.append((from, RowPosition(section: ns, row: candidate.newRow)))
                if !changedInPlace.isEmpty, changedInPlace.remove(from) != nil {
                    updatedMovedItems.append(RowPosition(section: ns, row: candidate.newRow))
                }
            }
        }
        guard duplicateItems.isEmpty else { throw .items(duplicateItems) }
        for s in old.indices where sectionTarget[s] != nil {
            for flat in sectionStart[s]..<sectionStart[s + 1] where !matched[flat] {
                deletedItems.append(RowPosition(section: s, row: flat - sectionStart[s]))
            }
        }
        updatedItems = changedInPlace.sorted()
        deletedItems.sort()
        insertedItems.sort()
    }

    /// The section that holds the item at `flat`, counted over all sections, given where each section starts
    /// (`starts[s]`, with the total last).
    ///
    /// - Complexity: O(log s).
    @inlinable
    static func section(containing flat: Int, starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if starts[mid] <= flat { low = mid } else { high = mid }
        }
        return low
    }

    /// Marks the elements of one longest strictly increasing subsequence of `values` (patience sorting).
    ///
    /// - Complexity: O(n log n); O(n) when the values are already increasing.
    @inlinable
    static func longestIncreasing(_ values: [Int]) -> [Bool] {
        var kept = [Bool](repeating: false, count: values.count)
        guard !values.isEmpty else { return kept }
        var tails: [Int] = []  // indexes into values: the smallest tail of each run length
        tails.reserveCapacity(values.count)
        var previous = [Int](repeating: -1, count: values.count)
        for i in values.indices {
            let value = values[i]
            if let last = tails.last, values[last] < value {
                previous[i] = last
                tails.append(i)
                continue
            }
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var index = tails.last!
        while index >= 0 {
            kept[index] = true
            index = previous[index]
        }
        return kept
    }

    /// Whether a sample of the items shows that their hash does not tell them apart (a type whose `hash(into:)`
    /// feeds a constant, or a few fields of many): the diff then indexes them by ``descriptionHash(_:)``, so that
    /// it stays O(n) expected instead of O(n²). Items whose hashes and descriptions both collide (objects with
    /// neither) still compare one by one.
    ///
    /// - Complexity: O(k) for a sample of k = 64 items.
    @usableFromInline
    static func hashesBadly<Items: Sequence>(_ items: Items) -> Bool where Items.Element == ItemID {
        var seen: Set<Int> = []
        var distinct: Set<ItemID> = []
        for item in items.prefix(64) {
            seen.insert(item.hashValue)
            distinct.insert(item)
        }
        // Distinct items with half as many hashes or fewer: the hash is not doing its work.
        return distinct.count >= 8 && seen.count * 2 <= distinct.count
    }

    /// The item's hash combined with its full description's.
    @usableFromInline
    static func descriptionHash(_ item: ItemID) -> Int {
        var hasher = Hasher()
        hasher.combine(item)
        hasher.combine(String(reflecting: item))
        return hasher.finalize()
    }
}
