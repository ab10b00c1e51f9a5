import Foundation

/// One section's items as an outline: items with children, each parent expanded or collapsed
/// (NSDiffableDataSourceSectionSnapshot). ``items`` is every item, depth first; ``visibleItems`` those whose
/// ancestors are all expanded, what a list shows.
///
/// Identifiers are unique. An operation that would repeat one, or names one that is not there, is rejected
/// with Apple's message (kept in ``lastError`` and printed to standard error); the snapshot stays as it was.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Item = ItemIdentifierType

    /// Each parent's children in order; the root items under nil.
    private var children: [Item?: [Item]] = [nil: []]
    private var parents: [Item: Item] = [:]
    private var expanded: Set<Item> = []
    /// The message of the last operation that was rejected, if any.
    public private(set) var lastError: String?

    public init() {}

    // MARK: Queries

    /// The items at the top level.
    public var rootItems: [Item] { children[nil] ?? [] }

    /// Every item, depth first (a parent before its children).
    ///
    /// - Complexity: O(n).
    public var items: [Item] { flatten(rootItems, onlyVisible: false) }

    /// The items a list shows: those whose ancestors are all expanded, depth first.
    ///
    /// - Complexity: O(n).
    public var visibleItems: [Item] { flatten(rootItems, onlyVisible: true) }

    private func flatten(_ level: [Item], onlyVisible: Bool) -> [Item] {
        var result: [Item] = []
        var stack = Array(level.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !onlyVisible || expanded.contains(item) { stack += (children[item] ?? []).reversed() }
        }
        return result
    }

    public func contains(_ item: Item) -> Bool { children[item] != nil }

    /// The item's parent; nil for a root item or one not in the snapshot.
    public func parent(of child: Item) -> Item? { parents[child] }

    /// How deep the item is: 0 for a root item (and for one not in the snapshot).
    public func level(of item: Item) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// Where the item is in ``items``.
    ///
    /// - Complexity: O(n).
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

    public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

    /// Whether a list shows the item: it is in the snapshot and every ancestor is expanded.
    public func isVisible(_ item: Item) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The subtree under `parent`, as a snapshot of its own (with the parent as its root when asked).
    public func snapshot(of parent: Item, includingParent: Bool = false) -> DiffableDataSourceSectionSnapshot<Item> {
        var copy = DiffableDataSourceSectionSnapshot()
        guard contains(parent) else { return copy }
        if includingParent {
            copy.append([parent])
            copy.copySubtree(of: parent, from: self)
        } else {
            copy.append(children[parent] ?? [])
            for child in children[parent] ?? [] { copy.copySubtree(of: child, from: self) }
        }
        return copy
    }

    private mutating func copySubtree(of item: Item, from source: DiffableDataSourceSectionSnapshot<Item>) {
        if source.expanded.contains(item) { expanded.insert(item) }
        let kids = source.children[item] ?? []
        guard !kids.isEmpty else { return }
        append(kids, to: item)
        for kid in kids { copySubtree(of: kid, from: source) }
    }

    /// The outline as text, one item a line, indented by level, `+` before a collapsed parent and `-` before
    /// an expanded one.
    public func visualDescription() -> String {
        items.map { item in
            let mark = (children[item] ?? []).isEmpty ? " " : expanded.contains(item) ? "-" : "+"
            return String(repeating: "  ", count: level(of: item)) + mark + " \(item)"
        }.joined(separator: "\n")
    }

    // MARK: Changes

    /// Appends items as the last children of `parent` (at the top level for nil).
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        if let parent, !contains(parent) { return reject(Messages.unknownItem(parent)) }
        guard checkNew(items) else { return }
        children[parent, default: []] += items
        add(items, under: parent)
    }

    /// Inserts items just before `item`, under the same parent.
    public mutating func insert(_ items: [Item], before item: Item) {
        insert(items, next: item, after: false)
    }

    /// Inserts items just after `item`, under the same parent.
    public mutating func insert(_ items: [Item], after item: Item) {
        insert(items, next: item, after: true)
    }

    private mutating func insert(_ items: [Item], next anchor: Item, after: Bool) {
        guard contains(anchor) else { return reject(Messages.unknownItem(anchor)) }
        guard checkNew(items) else { return }
        let parent = parents[anchor]
        var siblings = children[parent] ?? []
        let position = siblings.firstIndex(of: anchor)!
        siblings.insert(contentsOf: items, at: after ? position + 1 : position)
        children[parent] = siblings
        add(items, under: parent)
    }

    /// Deletes items and everything under them.
    public mutating func delete(_ items: [Item]) {
        if let missing = items.first(where: { !contains($0) }) { return reject(Messages.unknownItem(missing)) }
        for item in items where contains(item) {
            let parent = parents[item]
            children[parent]?.removeAll { $0 == item }
            for gone in flatten([item], onlyVisible: false) {
                children[gone] = nil
                parents[gone] = nil
                expanded.remove(gone)
            }
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        self = DiffableDataSourceSectionSnapshot()
    }

    /// Expands parents: their children become visible (when their own ancestors are expanded).
    public mutating func expand(_ items: [Item]) {
        if let missing = items.first(where: { !contains($0) }) { return reject(Messages.unknownItem(missing)) }
        expanded.formUnion(items)
    }

    /// Collapses parents: their children are hidden.
    public mutating func collapse(_ items: [Item]) {
        if let missing = items.first(where: { !contains($0) }) { return reject(Messages.unknownItem(missing)) }
        expanded.subtract(items)
    }

    private mutating func add(_ items: [Item], under parent: Item?) {
        for item in items {
            children[item] = []
            if let parent { parents[item] = parent }
        }
    }

    private mutating func checkNew(_ items: [Item]) -> Bool {
        var seen = Set<Item>()
        let duplicates = items.filter { contains($0) || !seen.insert($0).inserted }
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

/// The `NS` spelling of the section snapshot, as UIKit code writes it.
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
