import Foundation

/// The state of a diffable data source's data: sections and the items in each, by identifier.
///
/// Identifiers are unique across the snapshot. An operation with an identifier that is already there (or twice
/// in the same call), or one that names an identifier the snapshot does not have, is rejected with Apple's
/// message: the snapshot stays exactly as it was, the message is kept in ``lastError`` and printed to standard
/// error, and nothing crashes.
public struct DiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    private(set) var sections: [SectionIdentifierType] = []
    private(set) var items: [[ItemIdentifierType]] = []
    private var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var indexOfSectionID: [SectionIdentifierType: Int] = [:]

    /// Items marked with ``reloadItems(_:)``, ``reconfigureItems(_:)``, and sections with ``reloadSections(_:)``.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// The message of the last operation that was rejected, if any.
    public private(set) var lastError: String?

    public init() {}

    // MARK: Queries

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sectionOfItem.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }

    /// The number of items in `identifier`'s section; 0 for a section the snapshot does not have.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        indexOfSectionID[identifier].map { items[$0].count } ?? 0
    }

    /// The items of `identifier`'s section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        indexOfSectionID[identifier].map { items[$0] } ?? []
    }

    /// The section that holds `identifier`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// The index of an item counted over all sections.
    ///
    /// - Complexity: O(n) in the items before it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = indexOfSectionID[section],
            let row = items[s].firstIndex(of: identifier)
        else { return nil }
        return items[..<s].reduce(0) { $0 + $1.count } + row
    }

    /// The index of a section.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { indexOfSectionID[identifier] }

    /// The section and row of an item.
    func position(of identifier: ItemIdentifierType) -> (section: Int, row: Int)? {
        guard let section = sectionOfItem[identifier], let s = indexOfSectionID[section],
            let row = items[s].firstIndex(of: identifier)
        else { return nil }
        return (s, row)
    }

    // MARK: Items

    /// Appends items to `section`, or to the last section when nil.
    ///
    /// - Complexity: O(k) for k items.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
    ) {
        guard let target = section ?? sections.last else {
            return reject(Messages.snapshotHasNoSections())
        }
        guard let s = indexOfSectionID[target] else { return reject(Messages.unknownSection(target)) }
        guard checkNew(identifiers) else { return }
        items[s].append(contentsOf: identifiers)
        for item in identifiers { sectionOfItem[item] = target }
    }

    /// Inserts items just before `beforeIdentifier`.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        insert(identifiers, at: beforeIdentifier, after: false)
    }

    /// Inserts items just after `afterIdentifier`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        insert(identifiers, at: afterIdentifier, after: true)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool) {
        guard let (s, row) = position(of: anchor) else { return reject(Messages.unknownItem(anchor)) }
        guard checkNew(identifiers) else { return }
        items[s].insert(contentsOf: identifiers, at: after ? row + 1 : row)
        for item in identifiers { sectionOfItem[item] = sections[s] }
    }

    /// Deletes items; every one must be in the snapshot.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        if let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) {
            return reject(Messages.unknownItem(missing))
        }
        let doomed = Set(identifiers)
        for s in items.indices { items[s].removeAll { doomed.contains($0) } }
        for item in identifiers { sectionOfItem[item] = nil }
    }

    /// Deletes every section and item.
    public mutating func deleteAllItems() {
        sections = []
        items = []
        sectionOfItem = [:]
        indexOfSectionID = [:]
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
        reloadedSectionIdentifiers = []
    }

    /// Moves an item just before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: false)
    }

    /// Moves an item just after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: true)
    }

    private mutating func move(_ identifier: ItemIdentifierType, next anchor: ItemIdentifierType, after: Bool) {
        guard let from = position(of: identifier) else { return reject(Messages.unknownItem(identifier)) }
        guard position(of: anchor) != nil else { return reject(Messages.unknownItem(anchor)) }
        guard identifier != anchor else { return reject(Messages.movedRelativeToItself("an item", identifier)) }
        items[from.section].remove(at: from.row)
        let to = position(of: anchor)!
        items[to.section].insert(identifier, at: after ? to.row + 1 : to.row)
        sectionOfItem[identifier] = sections[to.section]
    }

    /// Moves an item to `row` of the section at index `section` (the place after the move; the end of the
    /// section at most): the table's reorder, as the diffable data source records it.
    mutating func moveItem(_ identifier: ItemIdentifierType, toSection section: Int, row: Int) {
        guard let from = position(of: identifier), sections.indices.contains(section) else { return }
        items[from.section].remove(at: from.row)
        items[section].insert(identifier, at: min(max(row, 0), items[section].count))
        sectionOfItem[identifier] = sections[section]
    }

    /// Marks items to be reloaded: their cells are replaced when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        if let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) {
            return reject(Messages.unknownItem(missing))
        }
        reloadedItemIdentifiers.append(contentsOf: identifiers)
    }

    /// Marks items to be reconfigured: their cells are configured again in place when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        if let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) {
            return reject(Messages.unknownItem(missing))
        }
        reconfiguredItemIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Sections

    /// Appends sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts sections just before `beforeIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection beforeIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSectionID[beforeIdentifier] else {
            return reject(Messages.unknownSection(beforeIdentifier))
        }
        insertSections(identifiers, at: index)
    }

    /// Inserts sections just after `afterIdentifier`.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection afterIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSectionID[afterIdentifier] else {
            return reject(Messages.unknownSection(afterIdentifier))
        }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var seen: Set<SectionIdentifierType> = []
        let duplicates = identifiers.filter { indexOfSectionID[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            return reject(Messages.duplicateIdentifiers(duplicates, of: "section"))
        }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        reindexSections()
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        if let missing = identifiers.first(where: { indexOfSectionID[$0] == nil }) {
            return reject(Messages.unknownSection(missing))
        }
        for identifier in identifiers {
            guard let s = indexOfSectionID[identifier] else { continue }
            for item in items[s] { sectionOfItem[item] = nil }
            sections.remove(at: s)
            items.remove(at: s)
            reindexSections()
        }
    }

    /// Moves a section just before another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, after: false)
    }

    /// Moves a section just after another.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, next: toIdentifier, after: true)
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, next anchor: SectionIdentifierType, after: Bool
    ) {
        guard let from = indexOfSectionID[identifier] else { return reject(Messages.unknownSection(identifier)) }
        guard indexOfSectionID[anchor] != nil else { return reject(Messages.unknownSection(anchor)) }
        guard identifier != anchor else { return reject(Messages.movedRelativeToItself("a section", identifier)) }
        let content = items.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        let to = indexOfSectionID[anchor]! + (after ? 1 : 0)
        sections.insert(identifier, at: to)
        items.insert(content, at: to)
        reindexSections()
    }

    /// Marks sections to be reloaded.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        if let missing = identifiers.first(where: { indexOfSectionID[$0] == nil }) {
            return reject(Messages.unknownSection(missing))
        }
        reloadedSectionIdentifiers.append(contentsOf: identifiers)
    }

    // MARK: Helpers

    /// The snapshot's sections and items, for diffing.
    var pairs: [(section: SectionIdentifierType, items: [ItemIdentifierType])] {
        Array(zip(sections, items)).map { (section: $0.0, items: $0.1) }
    }

    /// The same data, without marks: what a data source keeps after applying.
    var unmarked: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        copy.lastError = nil
        return copy
    }

    private mutating func reindexSections() {
        indexOfSectionID.removeAll(keepingCapacity: true)
        for (index, section) in sections.enumerated() { indexOfSectionID[section] = index }
    }

    private mutating func checkNew(_ identifiers: [ItemIdentifierType]) -> Bool {
        var seen: Set<ItemIdentifierType> = []
        let duplicates = identifiers.filter { sectionOfItem[$0] != nil || !seen.insert($0).inserted }
        guard duplicates.isEmpty else {
            reject(Messages.duplicateIdentifiers(duplicates, of: "item"))
            return false
        }
        return true
    }

    private mutating func reject(_ message: String) {
        lastError = message
        Messages.write(Messages.rejectedSnapshot(message))
    }
}
