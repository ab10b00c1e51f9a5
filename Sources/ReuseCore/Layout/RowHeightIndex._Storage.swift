/// A node of ``RowHeightIndex``'s treap: one segment of rows and the totals of its subtree.
@usableFromInline
struct _Node: Sendable {
    @usableFromInline var left: Int32 = -1
    @usableFromInline var right: Int32 = -1
    @usableFromInline var priority: UInt32
    /// The page slot of this segment, or -1 for a run of rows at the estimate.
    @usableFromInline var page: Int32
    /// Rows in this segment.
    @usableFromInline var rows: Int
    /// Height of this segment in fixed point.
    @usableFromInline var height: Int64
    @usableFromInline var subtreeRows: Int
    @usableFromInline var subtreeHeight: Int64
}

/// ``RowHeightIndex``'s finger: the segment of the last height change, with its first row and its top.
@usableFromInline
struct _Finger: Sendable {
    @usableFromInline var node: Int32
    @usableFromInline var firstRow: Int
    @usableFromInline var topUnits: Int64

    @inlinable init(node: Int32 = -1, firstRow: Int = 0, topUnits: Int64 = 0) {
        self.node = node
        self.firstRow = firstRow
        self.topUnits = topUnits
    }

    /// The index of `row` within the finger's segment, or nil when the finger is unset or the row lies outside.
    @inlinable
    func index(of row: Int, in index: RowHeightIndex) -> Int? {
        guard node >= 0, row >= firstRow else { return nil }
        let within = row - firstRow
        return within < index.nodes[Int(node)].rows ? within : nil
    }

    mutating func clear() { node = -1 }

    /// Whether the finger's segment holds `offset` (fixed point, from the first row's top).
    @inlinable
    func holds(units offset: Int64, in index: RowHeightIndex) -> Bool {
        node >= 0 && offset >= topUnits && offset - topUnits < index.nodes[Int(node)].height
    }
}

/// The segments at the two ends of the window a reader last focused on (``RowHeightIndex/focus(onUnits:_:)``):
/// fingers that no change sets, kept exact through height changes and cleared by changes to the tree's shape.
@usableFromInline
struct _Window: Sendable {
    @usableFromInline var top = _Finger()
    @usableFromInline var bottom = _Finger()

    @inlinable init() {}
}

/// Where ``RowHeightIndex``'s descent to a row reports the nodes it passes: into the path a change needs, or
/// nowhere.
@usableFromInline
protocol _PathRecorder {
    mutating func passed(_ node: Int32)
}

/// A descent that records nothing.
@usableFromInline
struct _NoPath: _PathRecorder {
    @inlinable init() {}
    @inlinable mutating func passed(_ node: Int32) {}
}

extension ContiguousArray: _PathRecorder where Element == Int32 {
    @inlinable mutating func passed(_ node: Int32) { append(node) }
}

extension RowHeightIndex {
    // MARK: Reading

    /// The segment holding `row`: its node, the row's index within the segment and the segment's top in fixed
    /// point; nil for a row outside the index. Every node passed on the way down goes to `recorder`.
    ///
    /// - Complexity: O(log s).
    @inlinable
    static func descend<Recorder: _PathRecorder>(
        _ nodes: ContiguousArray<_Node>, from root: Int32, to row: Int, recording recorder: inout Recorder
    ) -> (node: Int32, within: Int, top: Int64)? {
        var node = root
        var remaining = row
        var top: Int64 = 0
        while node >= 0 {
            recorder.passed(node)
            let n = nodes[Int(node)]
            let leftRows = n.left >= 0 ? nodes[Int(n.left)].subtreeRows : 0
            if remaining < leftRows {
                node = n.left
                continue
            }
            if n.left >= 0 { top += nodes[Int(n.left)].subtreeHeight }
            remaining -= leftRows
            if remaining < n.rows { return (node, remaining, top) }
            top += n.height
            remaining -= n.rows
            node = n.right
        }
        return nil
    }

    @inlinable
    func resolve(_ entry: UInt32) -> Int64 {
        entry == Self.unknownEntry ? estimateUnits : Int64(entry & ~Self.estimatedFlag)
    }

    /// The height of the first `rows` rows of a segment.
    @inlinable
    func prefixUnits(of node: _Node, rows: Int) -> Int64 {
        if node.page < 0 { return Int64(rows) * estimateUnits }
        let base = Int(node.page) * Self.pageCapacity
        var sum: Int64 = 0
        for i in 0..<rows { sum += resolve(pool[base + i]) }
        return sum
    }

    /// The row within a segment whose extent holds `offset` (relative to the segment's top).
    func rowWithin(_ node: _Node, offset: Int64) -> Int {
        if node.page < 0 {
            return estimateUnits > 0 ? min(Int(offset / estimateUnits), node.rows - 1) : node.rows - 1
        }
        let base = Int(node.page) * Self.pageCapacity
        var top: Int64 = 0
        for i in 0..<node.rows {
            let bottom = top + resolve(pool[base + i])
            if offset < bottom { return i }
            top = bottom
        }
        return node.rows - 1
    }

    /// The finger (the last change's or one at an end of the window) whose segment holds `row`, and the row's
    /// index within that segment; nil when none does.
    @inlinable
    func nearestFinger(holdingRow row: Int) -> (finger: _Finger, within: Int)? {
        if let within = finger.index(of: row, in: self) { return (finger, within) }
        if let within = window.top.index(of: row, in: self) { return (window.top, within) }
        if let within = window.bottom.index(of: row, in: self) { return (window.bottom, within) }
        return nil
    }

    /// The finger whose segment holds `offset` (fixed point), or nil when none does.
    @inlinable
    func nearestFinger(holdingUnits offset: Int64) -> _Finger? {
        if finger.holds(units: offset, in: self) { return finger }
        if window.top.holds(units: offset, in: self) { return window.top }
        if window.bottom.holds(units: offset, in: self) { return window.bottom }
        return nil
    }

    /// The segment whose extent holds `offset` (fixed point), segments of zero height skipped, as a finger; nil
    /// outside `0 ..< totalUnits`.
    ///
    /// - Complexity: O(log s).
    @inlinable
    func segment(atUnits offset: Int64) -> _Finger? {
        var node = root
        var remaining = offset
        var firstRow = 0
        var top: Int64 = 0
        while node >= 0 {
            let n = nodes[Int(node)]
            if n.left >= 0 {
                let left = nodes[Int(n.left)]
                if remaining < left.subtreeHeight {
                    node = n.left
                    continue
                }
                remaining -= left.subtreeHeight
                firstRow += left.subtreeRows
                top += left.subtreeHeight
            }
            if remaining < n.height { return _Finger(node: node, firstRow: firstRow, topUnits: top) }
            remaining -= n.height
            firstRow += n.rows
            top += n.height
            node = n.right
        }
        return nil
    }

    /// Forgets every finger: the tree's shape changed.
    mutating func clearFingers() {
        finger.clear()
        window = _Window()
    }

    /// The node holding `row` and the row's index within the node's segment.
    func locate(_ row: Int) -> (Int32, Int)? {
        if let (finger, within) = nearestFinger(holdingRow: row) { return (finger.node, within) }
        guard row >= 0, row < count else { return nil }
        var nowhere = _NoPath()
        return Self.descend(nodes, from: root, to: row, recording: &nowhere).map { ($0.node, $0.within) }
    }

    // MARK: Writing

    @discardableResult
    mutating func setEntry(_ entry: UInt32, ofRow row: Int) -> Int64 {
        let node: Int32
        let remaining: Int
        if let within = finger.index(of: row, in: self) {
            // The finger's segment: `path` still leads to it.
            node = finger.node
            remaining = within
        } else {
            // Walk down recording the path and the segment's top; the segment becomes the finger.
            path.removeAll(keepingCapacity: true)
            guard let found = Self.descend(nodes, from: root, to: row, recording: &path) else {
                preconditionFailure("RowHeightIndex: row \(row) not found")
            }
            node = found.node
            remaining = found.within
            finger = _Finger(node: node, firstRow: row - remaining, topUnits: found.top)
        }
        // A row in a run first gets a page of its own.
        if nodes[Int(node)].page < 0 {
            // A row in a run already counts at the estimate: a height equal to it (measured or estimated) needs no page.
            if entry == Self.unknownEntry || resolve(entry) == estimateUnits { return 0 }
            carvePage(in: node, around: row, within: remaining, entry: entry)
            return resolve(entry) - estimateUnits
        }
        let slot = Int(nodes[Int(node)].page) * Self.pageCapacity + remaining
        let delta = resolve(entry) - resolve(pool[slot])
        pool[slot] = entry
        if delta == 0 { return 0 }
        nodes[Int(node)].height += delta
        addToPath(rows: 0, height: delta)
        // The window's segments below this one move by the change.
        if window.top.node >= 0, window.top.firstRow > row { window.top.topUnits += delta }
        if window.bottom.node >= 0, window.bottom.firstRow > row { window.bottom.topUnits += delta }
        return delta
    }

    /// Turns the part of the run `runNode` around `row` (an aligned block of at most ``pageCapacity`` rows) into
    /// a page, which becomes the finger. The run node keeps the rows before the block (or, when none are, those
    /// after it, or becomes the page); the other parts are inserted next to it. `path` holds the nodes from the
    /// root to the run node, and the finger is the run node.
    ///
    /// Expected O(log s): the totals along the path change by the run node's change, and each new node goes in
    /// next to its neighbour and is rotated up to its place (expected O(1) rotations).
    mutating func carvePage(in runNode: Int32, around row: Int, within: Int, entry: UInt32) {
        let runTop = finger.topUnits
        clearFingers()
        let runStart = row - within
        let runRows = nodes[Int(runNode)].rows
        let runHeight = nodes[Int(runNode)].height
        let runEnd = runStart + runRows
        let block = row - row % Self.pageCapacity
        let start = max(runStart, block)
        let end = min(runEnd, block + Self.pageCapacity)
        let slot = allocatePage()
        let base = Int(slot) * Self.pageCapacity
        for i in 0..<Self.pageCapacity { pool[base + i] = Self.unknownEntry }
        pool[base + row - start] = entry
        let before = start - runStart
        let after = runEnd - end
        // The run node keeps one part: the rows before the block, else those after it, else it is the page.
        let kept = before > 0 ? before : after
        if kept > 0 {
            nodes[Int(runNode)].rows = kept
            nodes[Int(runNode)].height = Int64(kept) * estimateUnits
        } else {
            nodes[Int(runNode)].page = slot
            nodes[Int(runNode)].rows = end - start
            nodes[Int(runNode)].height = prefixUnits(of: nodes[Int(runNode)], rows: end - start)
        }
        let rowChange = nodes[Int(runNode)].rows - runRows
        let heightChange = nodes[Int(runNode)].height - runHeight
        addToPath(rows: rowChange, height: heightChange)
        var pageNode = runNode
        if kept > 0 {
            pageNode = makeNode(rows: end - start, page: slot, height: 0)
            let height = prefixUnits(of: nodes[Int(pageNode)], rows: end - start)
            nodes[Int(pageNode)].height = height
            nodes[Int(pageNode)].subtreeHeight = height
            if before > 0 && after > 0 {
                // Before-run, page, after-run: the after-run goes after the run node, the page before it.
                let afterRun = makeRun(rows: after)
                insert(afterRun, nextTo: runNode, after: true)
                insert(pageNode, nextTo: afterRun, after: false)
            } else {
                insert(pageNode, nextTo: runNode, after: before > 0)
            }
        }
        // `path` now leads to the page.
        finger = _Finger(node: pageNode, firstRow: start, topUnits: runTop + Int64(before) * estimateUnits)
    }

    /// Adds to the totals of every node in `path`, in one pass over the node storage.
    ///
    /// - Complexity: O(log s).
    mutating func addToPath(rows: Int, height: Int64) {
        nodes.withUnsafeMutableBufferPointer { storage in
            for index in path {
                storage[Int(index)].subtreeRows += rows
                storage[Int(index)].subtreeHeight += height
            }
        }
    }

    /// Inserts the childless node `node` right after `anchor` in row order, or right before it. `path` holds the
    /// nodes from the root to `anchor`; afterwards it holds those from the root to `node`.
    ///
    /// - Complexity: expected O(log s).
    mutating func insert(_ node: Int32, nextTo anchor: Int32, after: Bool) {
        let rows = nodes[Int(node)].rows
        let height = nodes[Int(node)].height
        // The neighbour's place: the anchor's child on that side, or the nearest node of that child's subtree.
        let near = after ? nodes[Int(anchor)].right : nodes[Int(anchor)].left
        if near < 0 {
            if after { nodes[Int(anchor)].right = node } else { nodes[Int(anchor)].left = node }
        } else {
            var parent = near
            path.append(parent)
            while true {
                let next = after ? nodes[Int(parent)].left : nodes[Int(parent)].right
                if next < 0 { break }
                parent = next
                path.append(parent)
            }
            if after { nodes[Int(parent)].left = node } else { nodes[Int(parent)].right = node }
        }
        addToPath(rows: rows, height: height)
        // Rotate the node up while its priority beats its parent's (a rotation keeps the pair's totals).
        while let up = path.last, nodes[Int(node)].priority > nodes[Int(up)].priority {
            path.removeLast()
            if nodes[Int(up)].left == node {
                nodes[Int(up)].left = nodes[Int(node)].right
                nodes[Int(node)].right = up
            } else {
                nodes[Int(up)].right = nodes[Int(node)].left
                nodes[Int(node)].left = up
            }
            update(up)
            update(node)
            if let grand = path.last {
                if nodes[Int(grand)].left == up {
                    nodes[Int(grand)].left = node
                } else {
                    nodes[Int(grand)].right = node
                }
            } else {
                root = node
            }
        }
        path.append(node)
    }

    mutating func setEstimate(_ units: Int64) {
        guard units != estimateUnits else { return }
        clearFingers()
        estimateUnits = units
        recomputeAll(root)
    }

    @discardableResult
    mutating func recomputeAll(_ node: Int32) -> Int32 {
        guard node >= 0 else { return node }
        recomputeAll(nodes[Int(node)].left)
        recomputeAll(nodes[Int(node)].right)
        nodes[Int(node)].height = prefixUnits(of: nodes[Int(node)], rows: nodes[Int(node)].rows)
        update(node)
        return node
    }

    // MARK: Treap

    mutating func nextPriority() -> UInt32 {
        randomState ^= randomState << 13
        randomState ^= randomState >> 7
        randomState ^= randomState << 17
        return UInt32(truncatingIfNeeded: randomState >> 32)
    }

    mutating func makeNode(rows: Int, page: Int32, height: Int64) -> Int32 {
        let node = _Node(
            priority: nextPriority(), page: page, rows: rows, height: height, subtreeRows: rows,
            subtreeHeight: height)
        if let index = freeNodes.popLast() {
            nodes[Int(index)] = node
            return index
        }
        nodes.append(node)
        return Int32(nodes.count - 1)
    }

    mutating func makeRun(rows: Int) -> Int32 {
        makeNode(rows: rows, page: -1, height: Int64(rows) * estimateUnits)
    }

    mutating func allocatePage() -> Int32 {
        if let slot = freePages.popLast() { return slot }
        let slot = Int32(pool.count / Self.pageCapacity)
        pool.append(contentsOf: repeatElement(Self.unknownEntry, count: Self.pageCapacity))
        return slot
    }

    @inline(__always)
    mutating func update(_ node: Int32) {
        let n = nodes[Int(node)]
        var rows = n.rows
        var height = n.height
        if n.left >= 0 {
            rows += nodes[Int(n.left)].subtreeRows
            height += nodes[Int(n.left)].subtreeHeight
        }
        if n.right >= 0 {
            rows += nodes[Int(n.right)].subtreeRows
            height += nodes[Int(n.right)].subtreeHeight
        }
        nodes[Int(node)].subtreeRows = rows
        nodes[Int(node)].subtreeHeight = height
    }

    /// Splits a subtree into its first `rows` rows and the rest, cutting a segment in two where needed.
    mutating func split(_ node: Int32, _ rows: Int) -> (Int32, Int32) {
        guard node >= 0 else { return (-1, -1) }
        let n = nodes[Int(node)]
        let leftRows = n.left >= 0 ? nodes[Int(n.left)].subtreeRows : 0
        if rows <= leftRows {
            let (a, b) = split(n.left, rows)
            nodes[Int(node)].left = b
            update(node)
            return (a, node)
        }
        if rows >= leftRows + n.rows {
            let (a, b) = split(n.right, rows - leftRows - n.rows)
            nodes[Int(node)].right = a
            update(node)
            return (node, b)
        }
        // Cut this segment: the node keeps the first part and its left subtree; a new node with a priority of
        // its own takes the rest and is merged before the right subtree, so the tree stays balanced.
        let cut = rows - leftRows
        let tail = splitSegment(node, at: cut)
        let right = nodes[Int(node)].right
        nodes[Int(node)].right = -1
        update(node)
        return (node, merge(tail, right))
    }

    /// Cuts a node's segment after `cut` rows; returns a new childless node holding the rest.
    mutating func splitSegment(_ node: Int32, at cut: Int) -> Int32 {
        let n = nodes[Int(node)]
        let restRows = n.rows - cut
        if n.page < 0 {
            nodes[Int(node)].rows = cut
            nodes[Int(node)].height = Int64(cut) * estimateUnits
            return makeNode(rows: restRows, page: -1, height: Int64(restRows) * estimateUnits)
        }
        let slot = allocatePage()
        let from = Int(n.page) * Self.pageCapacity
        let to = Int(slot) * Self.pageCapacity
        for i in 0..<restRows {
            pool[to + i] = pool[from + cut + i]
            pool[from + cut + i] = Self.unknownEntry
        }
        nodes[Int(node)].rows = cut
        let headHeight = prefixUnits(of: nodes[Int(node)], rows: cut)
        nodes[Int(node)].height = headHeight
        return makeNode(rows: restRows, page: slot, height: n.height - headHeight)
    }

    mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
        if a < 0 { return b }
        if b < 0 { return a }
        if nodes[Int(a)].priority >= nodes[Int(b)].priority {
            nodes[Int(a)].right = merge(nodes[Int(a)].right, b)
            update(a)
            return a
        }
        nodes[Int(b)].left = merge(a, nodes[Int(b)].left)
        update(b)
        return b
    }

    mutating func free(_ node: Int32) {
        guard node >= 0 else { return }
        let n = nodes[Int(node)]
        free(n.left)
        free(n.right)
        if n.page >= 0 { freePages.append(n.page) }
        freeNodes.append(node)
    }
}
