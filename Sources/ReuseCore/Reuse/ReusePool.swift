/// The reuse queues of one table: for each reuse identifier, the cells that left the screen, oldest first,
/// each remembering the row it last showed.
///
/// The rules are those of the lifecycle contract (the API contract, lifecycle item 3):
/// - ``takeRetained(for:identifier:)`` finds a queued cell that still shows `key` and was not invalidated,
///   so the table can display it again without asking the data source;
/// - ``dequeue(identifier:for:)`` returns a queued cell that last showed `key`; else the oldest queued cell,
///   but only while more than ``retention`` cells wait; else nil, and the caller makes a new cell.
///
/// Queues hold a handful of cells and a table a handful of identifiers, so the queues are a short array searched
/// by comparing identifiers (no hashing) and their operations are linear in the queue's length. The operations are
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

    @usableFromInline var identifiers: [String] = []
    @usableFromInline var queues: [[Entry]] = []
    @usableFromInline var waitingCount = 0

    /// The number of cells waiting in all queues.
    public var count: Int { waitingCount }

    public init(retention: Int = 2) {
        self.retention = retention
    }

    @inlinable
    func queueIndex(_ identifier: String) -> Int? {
        for index in identifiers.indices where identifiers[index] == identifier { return index }
        return nil
    }

    /// The number of cells waiting for `identifier`.
    @inlinable
    public func count(identifier: String) -> Int { queueIndex(identifier).map { queues[$0].count } ?? 0 }

    /// Puts a cell that left the screen at the back of its queue, remembering the row it showed.
    @inlinable
    public mutating func enqueue(_ element: Element, identifier: String, key: Key?) {
        enqueue(element, identifier: identifier, key: key, valid: key != nil)
    }

    /// Puts a cell at the back of its queue remembering `key`, but (with `valid: false`) not to be shown again
    /// for it as it is: dequeue still prefers it for that row, after `prepareForReuse()`.
    @inlinable
    public mutating func enqueue(_ element: Element, identifier: String, key: Key?, valid: Bool) {
        let entry = Entry(element: element, key: key, isValid: valid && key != nil)
        if let index = queueIndex(identifier) {
            queues[index].append(entry)
        } else {
            identifiers.append(identifier)
            queues.append([entry])
        }
        waitingCount += 1
    }

    /// Removes and returns a queued cell that still shows `key` and was not invalidated.
    @inlinable
    public mutating func takeRetained(for key: Key, identifier: String) -> Element? {
        guard let index = queueIndex(identifier),
            let position = queues[index].firstIndex(where: { $0.key == key && $0.isValid })
        else { return nil }
        return remove(at: position, fromQueue: index)
    }

    /// The identifier of the queue holding a cell that still shows `key`, if any.
    @inlinable
    public func retainedIdentifier(for key: Key) -> String? {
        for index in queues.indices {
            for entry in queues[index] where entry.isValid && entry.key == key { return identifiers[index] }
        }
        return nil
    }

    /// Removes and returns the cell to reuse for `key`: one that last showed `key`; else the oldest,
    /// while more than ``retention`` wait; else nil.
    @inlinable
    public mutating func dequeue(identifier: String, for key: Key?) -> Element? {
        guard let index = queueIndex(identifier), !queues[index].isEmpty else { return nil }
        if let key, let position = queues[index].firstIndex(where: { $0.key == key }) {
            return remove(at: position, fromQueue: index)
        }
        guard queues[index].count > retention else { return nil }
        return remove(at: 0, fromQueue: index)
    }

    /// Removes the entry at `position` of a queue, keeping the others in order: it moves to the back past them
    /// (bitwise, no reference counting) and leaves from there, where no element is destroyed; `Array.remove(at:)`
    /// costs about three times as much for the two or three entries a queue holds.
    ///
    /// - Complexity: O(n) in the queue's length.
    @inlinable
    mutating func remove(at position: Int, fromQueue index: Int) -> Element {
        waitingCount -= 1
        queues[index].withUnsafeMutableBufferPointer { entries in
            for entry in position..<(entries.count - 1) { entries.swapAt(entry, entry + 1) }
        }
        return queues[index].removeLast().element
    }

    /// Marks every queued cell as no longer showing its row (after a reload).
    public mutating func invalidateAll() {
        for index in queues.indices {
            for entry in queues[index].indices { queues[index][entry].isValid = false }
        }
    }

    /// Rewrites the remembered rows (after rows moved); `transform` returns nil for a row that is gone.
    public mutating func remapKeys(_ transform: (Key) -> Key?) {
        for index in queues.indices {
            for entry in queues[index].indices {
                guard let key = queues[index][entry].key else { continue }
                let mapped = transform(key)
                queues[index][entry].key = mapped
                if mapped == nil { queues[index][entry].isValid = false }
            }
        }
    }
}
