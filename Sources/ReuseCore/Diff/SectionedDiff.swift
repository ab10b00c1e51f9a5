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
    public init(
        old: [(section: SectionID, items: [ItemID])], new: [(section: SectionID, items: [ItemID])],
        isEqual: ((ItemID, ItemID) -> Bool)? = nil
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
        for (i, oldIndex) in survivingSections.enumerated() where !keptSections.contains(i) {
            movedSections.append((oldIndex, sectionTarget[oldIndex]!))
        }

        // Items: where every old identifier was.
        var oldItems: [ItemID: RowPosition] = Dictionary(minimumCapacity: old.reduce(0) { $0 + $1.items.count })
        var duplicateItems: [ItemID] = []
        for (s, entry) in old.enumerated() {
            for (r, item) in entry.items.enumerated()
            where oldItems.updateValue(RowPosition(section: s, row: r), forKey: item) != nil {
                duplicateItems.append(item)
            }
        }
        var seen: Set<ItemID> = Set(minimumCapacity: new.reduce(0) { $0 + $1.items.count })
        for entry in new {
            for item in entry.items where !seen.insert(item).inserted { duplicateItems.append(item) }
        }
        guard duplicateItems.isEmpty else { throw .items(duplicateItems) }

        var matched = Set<RowPosition>(minimumCapacity: oldItems.count)
        var changedInPlace: Set<RowPosition> = []
        for (ns, entry) in new.enumerated() {
            let newSectionInserted = sectionSource[ns] == nil
            // Same-section candidates for staying put: (new row, old row).
            var candidates: [(newRow: Int, oldRow: Int)] = []
            for (nr, item) in entry.items.enumerated() {
                let to = RowPosition(section: ns, row: nr)
                guard let from = oldItems[item] else {
                    if !newSectionInserted { insertedItems.append(to) }
                    continue
                }
                matched.insert(from)
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
            for (i, candidate) in candidates.enumerated() where !kept.contains(i) {
                let from = RowPosition(section: oldSection, row: candidate.oldRow)
                movedItems.append((from, RowPosition(section: ns, row: candidate.newRow)))
                if changedInPlace.remove(from) != nil {
                    updatedMovedItems.append(RowPosition(section: ns, row: candidate.newRow))
                }
            }
        }
        for from in oldItems.values where !matched.contains(from) && sectionTarget[from.section] != nil {
            deletedItems.append(from)
        }
        updatedItems = changedInPlace.sorted()
        deletedItems.sort()
        insertedItems.sort()
    }

    /// The indexes of one longest strictly increasing subsequence of `values` (patience sorting).
    ///
    /// - Complexity: O(n log n).
    static func longestIncreasing(_ values: [Int]) -> Set<Int> {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // indexes into values: the smallest tail of each run length
        var previous = [Int](repeating: -1, count: values.count)
        for (i, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[i] = tails[low - 1] }
            if low == tails.count { tails.append(i) } else { tails[low] = i }
        }
        var result = Set<Int>(minimumCapacity: tails.count)
        var index = tails.last!
        while index >= 0 {
            result.insert(index)
            index = previous[index]
        }
        return result
    }
}
