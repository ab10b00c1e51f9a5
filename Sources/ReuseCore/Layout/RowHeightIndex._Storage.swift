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

extension RowHeightIndex {
    // MARK: Reading

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

    /// The node holding `row` and the row's index within the node's segment.
    func locate(_ row: Int) -> (Int32, Int)? {
        guard row >= 0, row < count else { return nil }
        var node = root
        var remaining = row
        while node >= 0 {
            let n = nodes[Int(node)]
            let leftRows = n.left >= 0 ? nodes[Int(n.left)].subtreeRows : 0
            if remaining < leftRows {
                node = n.left
                continue
            }
            remaining -= leftRows
            if remaining < n.rows { return (node, remaining) }
            remaining -= n.rows
            node = n.right
        }
        return nil
    }

    // MARK: Writing

    @discardableResult
    mutating func setEntry(_ entry: UInt32, ofRow row: Int) -> Int64 {
        // Walk down recording the path; a row in a run first gets a page of its own.
        path.removeAll(keepingCapacity: true)
        var node = root
        var remaining = row
        while node >= 0 {
            path.append(node)
            let n = nodes[Int(node)]
            let leftRows = n.left >= 0 ? nodes[Int(n.left)].subtreeRows : 0
            if remaining < leftRows {
                node = n.left
                continue
            }
            remaining -= leftRows
            if remaining < n.rows { break }
            remaining -= n.rows
            node = n.right
        }
        precondition(node >= 0, "RowHeightIndex: row \(row) not found")
        if nodes[Int(node)].page < 0 {
            // A row in a run already counts at the estimate: a measurement equal to it needs no page.
            if entry == Self.unknownEntry || Int64(entry) == estimateUnits { return 0 }
            carvePage(in: node, around: row, within: remaining, entry: entry)
            return resolve(entry) - estimateUnits
        }
        let slot = Int(nodes[Int(node)].page) * Self.pageCapacity + remaining
        let delta = resolve(entry) - resolve(pool[slot])
        pool[slot] = entry
        if delta == 0 { return 0 }
        nodes[Int(node)].height += delta
        for index in path { nodes[Int(index)].subtreeHeight += delta }
        return delta
    }

    /// Turns the part of the run `runNode` around `row` (an aligned block of at most ``pageCapacity`` rows) into
    /// a page. The run node keeps the rows before the block, or becomes the page when none are; the page and the
    /// rest of the run are inserted after it. `path` holds the nodes from the root to the run node.
    mutating func carvePage(in runNode: Int32, around row: Int, within: Int, entry: UInt32) {
        let runStart = row - within
        let runRows = nodes[Int(runNode)].rows
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
        if before == 0 {
            // The run node itself becomes the page.
            nodes[Int(runNode)].page = slot
            nodes[Int(runNode)].rows = end - start
            nodes[Int(runNode)].height = prefixUnits(of: nodes[Int(runNode)], rows: end - start)
            refreshPath()
            if after > 0 { root = insert(root, makeRun(rows: after), at: end) }
            return
        }
        nodes[Int(runNode)].rows = before
        nodes[Int(runNode)].height = Int64(before) * estimateUnits
        refreshPath()
        let page = makeNode(rows: end - start, page: slot, height: 0)
        nodes[Int(page)].height = prefixUnits(of: nodes[Int(page)], rows: end - start)
        update(page)
        root = insert(root, page, at: start)
        if after > 0 { root = insert(root, makeRun(rows: after), at: end) }
    }

    /// Recomputes the totals of the nodes in `path`, deepest first.
    mutating func refreshPath() {
        for index in path.reversed() { update(index) }
    }

    /// Inserts the childless node `node` so that its rows start at `position`, a boundary between segments.
    /// Expected O(log s): a descent, and a split of the small subtree the new node lands above.
    mutating func insert(_ tree: Int32, _ node: Int32, at position: Int) -> Int32 {
        guard tree >= 0 else { return node }
        if nodes[Int(node)].priority > nodes[Int(tree)].priority {
            let (a, b) = split(tree, position)
            nodes[Int(node)].left = a
            nodes[Int(node)].right = b
            update(node)
            return node
        }
        let leftRows = nodes[Int(tree)].left >= 0 ? nodes[Int(nodes[Int(tree)].left)].subtreeRows : 0
        if position <= leftRows {
            nodes[Int(tree)].left = insert(nodes[Int(tree)].left, node, at: position)
        } else {
            let rest = position - leftRows - nodes[Int(tree)].rows
            precondition(rest >= 0, "RowHeightIndex: insertion inside a segment")
            nodes[Int(tree)].right = insert(nodes[Int(tree)].right, node, at: rest)
        }
        update(tree)
        return tree
    }

    mutating func setEstimate(_ units: Int64) {
        guard units != estimateUnits else { return }
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
