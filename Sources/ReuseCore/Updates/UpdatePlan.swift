/// One change in a batch update, with UIKit's index rules: deletes, reloads, reconfigures and the source of a
/// move name rows and sections as they were before the update; inserts and the destination of a move name them
/// as they are after it.
public enum TableUpdate: Hashable, Sendable {
    case insertRows([RowPosition])
    case deleteRows([RowPosition])
    case reloadRows([RowPosition])
    case reconfigureRows([RowPosition])
    case moveRow(from: RowPosition, to: RowPosition)
    case insertSections([Int])
    case deleteSections([Int])
    case reloadSections([Int])
    case moveSection(from: Int, to: Int)
}

/// A validated batch update: how every row and section before it maps to after it.
///
/// Built from the section and row counts before the update, the counts the data source reports after it, and
/// the changes; it rejects the batch whole, with UIKit's message, when they do not add up.
///
/// - Complexity: building is O(k log k + s) for k changes and s sections; mapping a row is O(f) for the f
///   rows inserted or moved into its section.
public struct UpdatePlan: Sendable {
    /// Where each row of the new numbering comes from.
    public enum Source: Hashable, Sendable {
        case inserted
        case moved(from: RowPosition)
    }

    public let oldCounts: [Int]
    public let newCounts: [Int]
    /// For each old section, its new index; nil when it is deleted.
    public private(set) var sectionMap: [Int?]
    /// For each new section, the old section it continues; nil when it is inserted.
    public private(set) var sectionSource: [Int?]
    /// Per old section, the rows that leave it (deleted or moved out), ascending.
    public private(set) var removedRows: [Int: [Int]] = [:]
    /// Per new section, the rows that do not continue a row of the same section (inserted or moved in),
    /// ascending by new row, with where they come from.
    public private(set) var fixedRows: [Int: [(row: Int, source: Source)]] = [:]
    /// Old rows deleted outright.
    public private(set) var deletedRows: Set<RowPosition> = []
    /// Old rows whose cell is replaced (reloaded rows, and every row of a reloaded section).
    public private(set) var reloadedRows: Set<RowPosition> = []
    public private(set) var reloadedSections: Set<Int> = []
    /// Old rows whose cell is configured again in place.
    public private(set) var reconfiguredRows: Set<RowPosition> = []
    /// Moves, old row to new row.
    public private(set) var moves: [RowPosition: RowPosition] = [:]
    /// Old sections moved explicitly.
    public private(set) var movedSections: Set<Int> = []

    /// Validates a batch. `newCounts` are the data source's counts after the update.
    public init(oldCounts: [Int], newCounts: [Int], updates: [TableUpdate]) throws(UpdateError) {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        sectionMap = Array(repeating: nil, count: oldCounts.count)
        sectionSource = Array(repeating: nil, count: newCounts.count)
        try planSections(updates)
        try planRows(updates)
    }

    // MARK: Mapping

    /// The new index of an old section that keeps what it shows (its header, its measured rows); nil when the
    /// section is deleted or reloaded.
    public func keptSection(ofOld section: Int) -> Int? {
        guard section >= 0, section < sectionMap.count, !reloadedSections.contains(section) else { return nil }
        return sectionMap[section]
    }

    /// The new place of an old row that keeps what it shows (its cell, its measured size); nil when the row is
    /// deleted or reloaded, or its section is.
    public func keptPosition(ofOld old: RowPosition) -> RowPosition? {
        guard !reloadedRows.contains(old), !reloadedSections.contains(old.section) else { return nil }
        return newPosition(ofOld: old)
    }

    /// The new place of an old row; nil when it is deleted or its section is.
    public func newPosition(ofOld old: RowPosition) -> RowPosition? {
        guard old.section >= 0, old.section < sectionMap.count, let section = sectionMap[old.section] else {
            return nil
        }
        if let destination = moves[old] { return destination }
        if deletedRows.contains(old) { return nil }
        let removed = removedRows[old.section] ?? []
        let rank = old.row - Self.countBelow(removed, old.row)
        var row = rank
        for fixed in fixedRows[section] ?? [] {
            if fixed.row <= row { row += 1 } else { break }
        }
        return RowPosition(section: section, row: row)
    }

    static func countBelow(_ sorted: [Int], _ value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    // MARK: Sections

    private mutating func planSections(_ updates: [TableUpdate]) throws(UpdateError) {
        var deleted: Set<Int> = []
        var inserted: Set<Int> = []
        var movedFrom: [Int: Int] = [:]
        var movedTo: Set<Int> = []
        for update in updates {
            switch update {
            case .deleteSections(let sections):
                for s in sections {
                    guard s >= 0, s < oldCounts.count else {
                        throw UpdateError(.deleteSectionOutOfRange(section: s, sectionsBefore: oldCounts.count))
                    }
                    guard deleted.insert(s).inserted else {
                        throw UpdateError(.sectionMoreThanOnce(verb: "delete", section: s))
                    }
                }
            case .insertSections(let sections):
                for s in sections {
                    guard s >= 0, s < newCounts.count else {
                        throw UpdateError(.insertSectionOutOfRange(section: s, sectionsAfter: newCounts.count))
                    }
                    guard inserted.insert(s).inserted else {
                        throw UpdateError(.sectionMoreThanOnce(verb: "insert", section: s))
                    }
                }
            case .reloadSections(let sections):
                for s in sections {
                    guard s >= 0, s < oldCounts.count else {
                        throw UpdateError(.reloadSectionOutOfRange(section: s, sectionsBefore: oldCounts.count))
                    }
                    reloadedSections.insert(s)
                }
            case .moveSection(let from, let to):
                guard from >= 0, from < oldCounts.count else {
                    throw UpdateError(.moveSectionOutOfRange(section: from, sectionsBefore: oldCounts.count))
                }
                guard to >= 0, to < newCounts.count else {
                    throw UpdateError(
                        .moveSectionDestinationOutOfRange(from: from, to: to, sectionsAfter: newCounts.count))
                }
                guard movedFrom[from] == nil else {
                    throw UpdateError(.sectionMoreThanOnce(verb: "move", section: from))
                }
                guard movedTo.insert(to).inserted else {
                    throw UpdateError(.twoSectionsMovedTo(section: to))
                }
                movedFrom[from] = to
            default:
                break
            }
        }
        for s in reloadedSections where deleted.contains(s) {
            throw UpdateError(.deleteAndReloadSection(s))
        }
        for (from, to) in movedFrom {
            if deleted.contains(from) { throw UpdateError(.moveDeletedSection(from)) }
            if inserted.contains(to) {
                throw UpdateError(.moveSectionToInsertedSection(from: from, to: to))
            }
        }
        let expected = oldCounts.count - deleted.count + inserted.count
        guard expected == newCounts.count else {
            throw UpdateError(
                .sectionCount(
                    after: newCounts.count, before: oldCounts.count, inserted: inserted.count, deleted: deleted.count))
        }
        // Fixed slots: inserted sections and move destinations; the rest take the surviving sections in order.
        movedSections = Set(movedFrom.keys)
        for (from, to) in movedFrom { sectionSource[to] = from }
        var survivors = (0..<oldCounts.count).filter { !deleted.contains($0) && movedFrom[$0] == nil }.makeIterator()
        for s in 0..<newCounts.count where !inserted.contains(s) && !movedTo.contains(s) {
            sectionSource[s] = survivors.next()
        }
        for (newIndex, source) in sectionSource.enumerated() {
            if let source { sectionMap[source] = newIndex }
        }
    }

    // MARK: Rows

    private mutating func planRows(_ updates: [TableUpdate]) throws(UpdateError) {
        func checkOld(_ p: RowPosition, _ verb: String) throws(UpdateError) {
            guard p.section >= 0, p.section < oldCounts.count else {
                throw UpdateError(.rowSectionOutOfRange(verb: verb, row: p, sections: oldCounts.count, after: false))
            }
            guard p.row >= 0, p.row < oldCounts[p.section] else {
                throw UpdateError(.rowOutOfRangeBefore(verb: verb, row: p, rows: oldCounts[p.section]))
            }
        }
        func checkNew(_ p: RowPosition, _ verb: String) throws(UpdateError) {
            guard p.section >= 0, p.section < newCounts.count else {
                throw UpdateError(.rowSectionOutOfRange(verb: verb, row: p, sections: newCounts.count, after: true))
            }
            guard p.row >= 0, p.row < newCounts[p.section] else {
                throw UpdateError(.rowOutOfRangeAfter(verb: verb, row: p, rows: newCounts[p.section]))
            }
        }
        var inserted: Set<RowPosition> = []
        var reconfigured: Set<RowPosition> = []
        var reloaded: Set<RowPosition> = []
        var movedTo: Set<RowPosition> = []
        for update in updates {
            switch update {
            case .deleteRows(let rows):
                for p in rows {
                    try checkOld(p, "delete")
                    guard sectionMap[p.section] != nil else {
                        throw UpdateError(.deleteRowInDeletedSection(p))
                    }
                    guard deletedRows.insert(p).inserted else {
                        throw UpdateError(.deleteRowMoreThanOnce(p))
                    }
                }
            case .reloadRows(let rows):
                for p in rows {
                    try checkOld(p, "reload")
                    reloaded.insert(p)
                }
            case .reconfigureRows(let rows):
                for p in rows {
                    try checkOld(p, "reconfigure")
                    reconfigured.insert(p)
                }
            case .insertRows(let rows):
                for p in rows {
                    try checkNew(p, "insert")
                    guard inserted.insert(p).inserted else {
                        throw UpdateError(.insertRowMoreThanOnce(p))
                    }
                }
            case .moveRow(let from, let to):
                try checkOld(from, "move")
                try checkNew(to, "move")
                guard sectionMap[from.section] != nil else {
                    throw UpdateError(.moveRowOutOfDeletedSection(from))
                }
                guard moves[from] == nil else {
                    throw UpdateError(.moveRowMoreThanOnce(from))
                }
                guard movedTo.insert(to).inserted else {
                    throw UpdateError(.twoRowsMovedTo(to))
                }
                moves[from] = to
            default:
                break
            }
        }
        for p in reloaded where deletedRows.contains(p) {
            throw UpdateError(.deleteAndReloadRow(p))
        }
        for (from, to) in moves {
            if deletedRows.contains(from) {
                throw UpdateError(.moveDeletedRow(from))
            }
            if reloaded.contains(from) {
                throw UpdateError(.moveReloadedRow(from))
            }
            if inserted.contains(to) {
                throw UpdateError(.moveRowToInsertedRow(from: from, to: to))
            }
            if sectionSource[to.section] == nil {
                throw UpdateError(.moveRowIntoInsertedSection(from: from, section: to.section))
            }
        }
        for p in reconfigured where deletedRows.contains(p) || reloaded.contains(p) || moves[p] != nil {
            throw UpdateError(.reconfigureChangedRow(p))
        }
        // Rows of a reloaded section are all reloaded.
        for s in reloadedSections {
            for row in 0..<oldCounts[s] { reloaded.insert(RowPosition(section: s, row: row)) }
        }
        reloadedRows = reloaded
        reconfiguredRows = reconfigured

        var removed: [Int: [Int]] = [:]
        for p in deletedRows { removed[p.section, default: []].append(p.row) }
        for p in moves.keys { removed[p.section, default: []].append(p.row) }
        var fixed: [Int: [(row: Int, source: Source)]] = [:]
        for p in inserted where sectionSource[p.section] != nil {
            fixed[p.section, default: []].append((p.row, .inserted))
        }
        for (from, to) in moves { fixed[to.section, default: []].append((to.row, .moved(from: from))) }
        for key in removed.keys { removed[key]!.sort() }
        for key in fixed.keys { fixed[key]!.sort { $0.row < $1.row } }
        removedRows = removed
        fixedRows = fixed

        // Every continuing section must add up.
        for (newSection, source) in sectionSource.enumerated() {
            guard let old = source else { continue }
            let deletedCount = (removed[old] ?? []).count - moves.keys.filter { $0.section == old }.count
            let movedOut = moves.keys.filter { $0.section == old }.count
            let insertedCount = inserted.filter { $0.section == newSection }.count
            let movedIn = moves.values.filter { $0.section == newSection }.count
            let expected = oldCounts[old] - deletedCount - movedOut + insertedCount + movedIn
            guard expected == newCounts[newSection] else {
                throw UpdateError(
                    .rowCount(
                        section: newSection, after: newCounts[newSection], before: oldCounts[old],
                        inserted: insertedCount, deleted: deletedCount, movedIn: movedIn, movedOut: movedOut))
            }
        }
    }
}
