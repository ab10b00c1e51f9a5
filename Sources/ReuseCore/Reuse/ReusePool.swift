/// The reuse queues of one table: for each reuse identifier, the cells that left the screen, oldest first,
/// each remembering the row it last showed.
///
/// The rules are those of the lifecycle contract (API.md, item 3):
/// - ``takeRetained(for:identifier:)`` finds a queued cell that still shows `key` and was not invalidated,
///   so the table can display it again without asking the data source;
/// - ``dequeue(identifier:for:)`` returns a queued cell that last showed `key`; else the oldest queued cell,
///   but only while more than ``retention`` cells wait; else nil, and the caller makes a new cell.
///
/// Queues hold a handful of cells, so their operations are linear in the queue's length. The operations are
/// inlinable so that a table specializes them for its cell type.
public struct ReusePool<Element: AnyObject, Key: Hashable> {
    @usableFromInline
    struct Entry {
        @usableFromInline var element: Element
        @usableFromInline var key: Key?
        @usableFromInline var isValid: Bool

        @inlinable
        init(element: Element, key: Key?, isValid: Bool) {
            self.element = element
            self.key = key
            self.isValid = isValid
        }
    }

    /// How many cells a queue keeps back from reuse for rows other than their own (default 2).
    public var retention: Int

    @usableFromInline var queues: [String: [Entry]] = [:]

    @usableFromInline var waitingCount = 0

    /// The number of cells waiting in all queues.
    public var count: Int { waitingCount }

    public init(retention: Int = 2) {
        self.retention = retention
    }

    /// The number of cells waiting for `identifier`.
    @inlinable
    public func count(identifier: String) -> Int { queues[identifier]?.count ?? 0 }

    /// All waiting cells.
    public var elements: [Element] { queues.values.flatMap { $0.map(\.element) } }

    /// Puts a cell that left the screen at the back of its queue, remembering the row it showed.
    @inlinable
    public mutating func enqueue(_ element: Element, identifier: String, key: Key?) {
        enqueue(element, identifier: identifier, key: key, valid: key != nil)
    }

    /// Puts a cell at the back of its queue remembering `key`, but (with `valid: false`) not to be shown again
    /// for it as it is: dequeue still prefers it for that row, after `prepareForReuse()`.
    @inlinable
    public mutating func enqueue(_ element: Element, identifier: String, key: Key?, valid: Bool) {
        queues[identifier, default: []].append(Entry(element: element, key: key, isValid: valid && key != nil))
        waitingCount += 1
    }

    /// Removes and returns a queued cell that still shows `key` and was not invalidated.
    @inlinable
    public mutating func takeRetained(for key: Key, identifier: String) -> Element? {
        let taken: Element? = Self.mutate(&queues[identifier]) { queue in
            guard let index = queue.firstIndex(where: { $0.key == key && $0.isValid }) else { return nil }
            return queue.remove(at: index).element
        }
        if taken != nil { waitingCount -= 1 }
        return taken
    }

    /// Runs `body` on a queue in place: one hash of the identifier, no copy of the queue.
    @inlinable
    static func mutate<R>(_ queue: inout [Entry]?, _ body: (inout [Entry]) -> R?) -> R? {
        guard queue != nil else { return nil }
        return body(&queue!)
    }

    /// The identifier of the queue holding a cell that still shows `key`, if any.
    @inlinable
    public func retainedIdentifier(for key: Key) -> String? {
        for (identifier, queue) in queues {
            for entry in queue where entry.isValid && entry.key == key { return identifier }
        }
        return nil
    }

    /// Removes and returns the cell to reuse for `key`: one that last showed `key`; else the oldest,
    /// while more than ``retention`` wait; else nil.
    @inlinable
    public mutating func dequeue(identifier: String, for key: Key?) -> Element? {
        // Mutate the queue in place: copying it out of the dictionary would allocate on every dequeue.
        let retention = retention
        let taken: Element? = Self.mutate(&queues[identifier]) { queue in
            if let key, let index = queue.firstIndex(where: { $0.key == key }) {
                return queue.remove(at: index).element
            }
            guard queue.count > retention else { return nil }
            return queue.removeFirst().element
        }
        if taken != nil { waitingCount -= 1 }
        return taken
    }

    /// Marks every queued cell as no longer showing its row (after a reload).
    public mutating func invalidateAll() {
        for identifier in queues.keys {
            for i in queues[identifier]!.indices { queues[identifier]![i].isValid = false }
        }
    }

    /// Marks the queued cells that remember `key` as no longer showing it.
    public mutating func invalidate(_ key: Key) {
        for identifier in queues.keys {
            for i in queues[identifier]!.indices where queues[identifier]![i].key == key {
                queues[identifier]![i].isValid = false
            }
        }
    }

    /// Rewrites the remembered rows (after rows moved); `transform` returns nil for a row that is gone.
    public mutating func remapKeys(_ transform: (Key) -> Key?) {
        for identifier in queues.keys {
            for i in queues[identifier]!.indices {
                guard let key = queues[identifier]![i].key else { continue }
                let mapped = transform(key)
                queues[identifier]![i].key = mapped
                if mapped == nil { queues[identifier]![i].isValid = false }
            }
        }
    }

    /// Removes every queued cell.
    public mutating func removeAll() {
        queues.removeAll()
        waitingCount = 0
    }
}
