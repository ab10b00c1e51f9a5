/// The heights and offsets of the rows of one section, for any number of rows.
///
/// Rows that were never given a height count at ``estimate``; only rows given a height take memory,
/// about 4 bytes each when they are measured in runs (as scrolling measures them), so a section of
/// 10^9 rows costs a few bytes until rows are measured. Offsets are exact (see ``LayoutUnit``).
///
/// The rows are a sequence of segments held in an implicit treap (a balanced tree keyed by position):
/// a segment is either a run of rows at the estimate or a page of up to ``pageCapacity`` rows with
/// one 32-bit entry each. Every node keeps the row count and the height of its subtree, so
/// row-to-offset and offset-to-row descend the tree once.
///
/// The index remembers the segment the last height change went to (its *finger*): reads and changes of rows in
/// that segment, as a layout pass makes for the rows it measures and places one after the other, take O(p)
/// instead of a descent.
///
/// Its queries are marked `@_effects(readonly)`, as ``TableLayout``'s are: they read and write nothing, so a
/// caller holding the index inside a larger value calls them without copying the index first.
public struct RowHeightIndex: Sendable {
    /// Rows a page holds at most.
    public static let pageCapacity = 16

    /// A page entry that holds no height: the row counts at the estimate.
    @usableFromInline static let unknownEntry: UInt32 = 0xFFFF_FFFF
    /// The flag of a page entry whose height is an estimate given for that row, not a measurement.
    @usableFromInline static let estimatedFlag: UInt32 = 0x8000_0000

    @usableFromInline var nodes: ContiguousArray<_Node> = []
    @usableFromInline var pool: ContiguousArray<UInt32> = []
    @usableFromInline var root: Int32 = -1
    var freeNodes: [Int32] = []
    var freePages: [Int32] = []
    var randomState: UInt64 = 0x9E37_79B9_7F4A_7C15
    /// The nodes from the root to the finger's node, while the finger is set.
    var path: ContiguousArray<Int32> = []
    /// The segment of the last height change: its node (-1 when unset), first row and top in fixed point. Set by
    /// ``setEntry(_:ofRow:)``; cleared by every change to the tree's shape.
    @usableFromInline var finger = _Finger()
    /// The segments at the ends of the window a reader focused on (``focus(onUnits:_:)``).
    @usableFromInline var window = _Window()

    /// The height, in fixed point, of every row that has none of its own.
    public internal(set) var estimateUnits: Int64

    /// Creates the index of `count` rows, each counting at `estimate` points until given a height.
    ///
    /// - Complexity: O(1).
    public init(count: Int = 0, estimate: Double) {
        precondition(
            count >= 0 && count <= LayoutUnit.maximumRows,
            "RowHeightIndex: row count \(count) is outside 0...\(LayoutUnit.maximumRows)")
        estimateUnits = LayoutUnit.heightUnits(estimate)
        path.reserveCapacity(128)
        if count > 0 { root = makeRun(rows: count) }
    }

    /// The number of rows.
    public var count: Int { root < 0 ? 0 : nodes[Int(root)].subtreeRows }

    /// The height in points of every row that has none of its own.
    public var estimate: Double {
        get { LayoutUnit.points(estimateUnits) }
        set { setEstimate(LayoutUnit.heightUnits(newValue)) }
    }

    /// The height of all rows, in fixed point.
    public var totalUnits: Int64 { root < 0 ? 0 : nodes[Int(root)].subtreeHeight }

    /// The height of all rows, in points.
    public var totalHeight: Double { LayoutUnit.points(totalUnits) }

    /// The number of tree nodes and page entries in use: what the index costs beyond its fixed size.
    public var segmentCount: Int { nodes.count - freeNodes.count }

    /// Bytes held by the index's storage (capacity, not just use).
    public var storageBytes: Int {
        nodes.capacity * MemoryLayout<_Node>.stride + pool.capacity * 4 + (freeNodes.capacity + freePages.capacity) * 4
            + path.capacity * 4
    }

    // MARK: - Queries

    /// The offset of the top of `row` from the top of the first row, in fixed point; `count` gives the total.
    ///
    /// - Complexity: O(log s + p), s the number of segments and p the page capacity.
    @inlinable @_effects(readonly)
    public func offsetUnits(ofRow row: Int) -> Int64 {
        if let (finger, within) = nearestFinger(holdingRow: row) {
            return finger.topUnits + prefixUnits(of: nodes[Int(finger.node)], rows: within)
        }
        var nowhere = _NoPath()
        guard let found = Self.descend(nodes, from: root, to: max(row, 0), recording: &nowhere) else {
            return totalUnits
        }
        return found.top + prefixUnits(of: nodes[Int(found.node)], rows: found.within)
    }

    /// The offset of the top of `row` in points; `count` gives the total height.
    ///
    /// - Complexity: O(log s + p), s the number of segments and p the page capacity.
    @inlinable
    public func offset(ofRow row: Int) -> Double { LayoutUnit.points(offsetUnits(ofRow: row)) }

    /// The height of `row` in fixed point: its own height, or the estimate.
    ///
    /// - Complexity: O(log s).
    @_effects(readonly)
    public func heightUnits(ofRow row: Int) -> Int64 {
        guard let (node, index) = locate(row) else { return 0 }
        let n = nodes[Int(node)]
        if n.page < 0 { return estimateUnits }
        return resolve(pool[Int(n.page) * Self.pageCapacity + index])
    }

    /// The top of `row` (as ``offsetUnits(ofRow:)``) and its height (as ``heightUnits(ofRow:)``), in fixed point,
    /// with one search; (``totalUnits``, 0) for a row outside the index.
    ///
    /// - Complexity: O(log s + p), s the number of segments and p the page capacity.
    @_effects(readonly)
    public func extentUnits(ofRow row: Int) -> (top: Int64, height: Int64) {
        let found: (node: Int32, within: Int, top: Int64)
        if let (finger, within) = nearestFinger(holdingRow: row) {
            found = (finger.node, within, finger.topUnits)
        } else {
            var nowhere = _NoPath()
            guard row >= 0, let descent = Self.descend(nodes, from: root, to: row, recording: &nowhere) else {
                return (totalUnits, 0)
            }
            found = descent
        }
        let n = nodes[Int(found.node)]
        let height = n.page < 0 ? estimateUnits : resolve(pool[Int(n.page) * Self.pageCapacity + found.within])
        return (found.top + prefixUnits(of: n, rows: found.within), height)
    }

    /// The height of `row` in points: its own height, or the estimate.
    ///
    /// - Complexity: O(log s).
    public func height(ofRow row: Int) -> Double { LayoutUnit.points(heightUnits(ofRow: row)) }

    /// The height `row` has of its own and whether it was measured; nil for a row at the estimate.
    ///
    /// - Complexity: O(log s).
    @_effects(readonly)
    public func storedHeight(ofRow row: Int) -> (height: Double, measured: Bool)? {
        let raw = entry(ofRow: row)
        guard raw != Self.unknownEntry else { return nil }
        return (LayoutUnit.points(Int64(raw & ~Self.estimatedFlag)), raw & Self.estimatedFlag == 0)
    }

    /// Whether `row` was measured (given a height with `measured: true`), as opposed to estimated.
    ///
    /// - Complexity: O(log s).
    @_effects(readonly)
    public func isMeasured(_ row: Int) -> Bool {
        guard let (node, index) = locate(row) else { return false }
        let page = nodes[Int(node)].page
        if page < 0 { return false }
        let entry = pool[Int(page) * Self.pageCapacity + index]
        return entry != Self.unknownEntry && entry & Self.estimatedFlag == 0
    }

    /// The row whose extent holds `offset` (in fixed point), skipping rows of zero height;
    /// nil when `offset` lies outside `0 ..< totalUnits`.
    ///
    /// - Complexity: O(log s + p), s the number of segments and p the page capacity.
    @_effects(readonly)
    public func row(atUnits offset: Int64) -> Int? {
        guard offset >= 0, offset < totalUnits,
            let segment = nearestFinger(holdingUnits: offset) ?? segment(atUnits: offset)
        else { return nil }
        return segment.firstRow + rowWithin(nodes[Int(segment.node)], offset: offset - segment.topUnits)
    }

    /// Keeps the segments holding the rows at both ends of `top ..< bottom` (fixed point, clamped to the rows)
    /// at hand, as a layout pass does for the visible rows: until the next change to the tree's shape, reading
    /// the height, offset or place of a row in either segment takes O(p) instead of a descent. Changes nothing a
    /// reader sees.
    ///
    /// - Complexity: O(log s + p) for an end not already at hand, O(1) otherwise.
    public mutating func focus(onUnits top: Int64, _ bottom: Int64) {
        let low = max(top, 0)
        let high = min(bottom, totalUnits) - 1
        guard low <= high else { return }
        if nearestFinger(holdingUnits: low) == nil, let segment = segment(atUnits: low) { window.top = segment }
        if nearestFinger(holdingUnits: high) == nil, let segment = segment(atUnits: high) { window.bottom = segment }
    }

    /// The row whose extent holds `offset` points; nil outside the rows.
    ///
    /// - Complexity: O(log s + p).
    public func row(at offset: Double) -> Int? {
        guard offset.isFinite, offset >= 0 else { return nil }
        return row(atUnits: Int64((offset * Double(LayoutUnit.perPoint)).rounded(.down)))
    }

    // MARK: - Changes

    /// Gives `row` a height: a measurement, or (`measured: false`) an estimate for that row alone.
    /// A row that has no height of its own and is measured at exactly the estimate takes no storage, and so
    /// still reads as not measured.
    ///
    /// - Complexity: O(log s + p) amortized.
    /// Returns how much the row's height changed, in fixed point.
    @discardableResult
    public mutating func setHeight(_ height: Double, ofRow row: Int, measured: Bool = true) -> Int64 {
        precondition(row >= 0 && row < count, "RowHeightIndex: row \(row) is outside 0..<\(count)")
        let units = LayoutUnit.heightUnits(height)
        let entry = UInt32(units) | (measured ? 0 : Self.estimatedFlag)
        return setEntry(entry, ofRow: row)
    }

    /// Forgets the height of `row`, which counts at the estimate again.
    ///
    /// - Complexity: O(log s + p).
    public mutating func forgetHeight(ofRow row: Int) {
        guard row >= 0, row < count, let (node, _) = locate(row), nodes[Int(node)].page >= 0 else { return }
        setEntry(Self.unknownEntry, ofRow: row)
    }

    /// Forgets every height: all rows count at the estimate.
    ///
    /// - Complexity: O(1) plus freeing the storage.
    public mutating func forgetAllHeights() {
        clearFingers()
        let rows = count
        nodes.removeAll(keepingCapacity: true)
        pool.removeAll(keepingCapacity: true)
        freeNodes.removeAll(keepingCapacity: true)
        freePages.removeAll(keepingCapacity: true)
        root = rows > 0 ? makeRun(rows: rows) : -1
    }

    /// Inserts `rows` rows before `row`, each counting at the estimate.
    ///
    /// - Complexity: O(log s).
    public mutating func insertRows(at row: Int, count rows: Int) {
        precondition(row >= 0 && row <= count, "RowHeightIndex: insertion point \(row) is outside 0...\(count)")
        precondition(
            rows <= LayoutUnit.maximumRows - count,
            "RowHeightIndex: \(count) + \(rows) rows is more than \(LayoutUnit.maximumRows)")
        guard rows > 0 else { return }
        clearFingers()
        let (a, b) = split(root, row)
        root = merge(merge(a, makeRun(rows: rows)), b)
    }

    /// Removes the rows in `range`.
    ///
    /// - Complexity: O(log s + k), k the number of segments removed.
    public mutating func removeRows(in range: Range<Int>) {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= count,
            "RowHeightIndex: rows \(range) are outside 0..<\(count)")
        guard !range.isEmpty else { return }
        clearFingers()
        let (a, rest) = split(root, range.lowerBound)
        let (middle, b) = split(rest, range.count)
        free(middle)
        root = merge(a, b)
    }

    /// Moves one row, with its height, from `source` to `destination` (an index after the move).
    ///
    /// - Complexity: O(log s + p).
    public mutating func moveRow(from source: Int, to destination: Int) {
        precondition(source >= 0 && source < count, "RowHeightIndex: row \(source) is outside 0..<\(count)")
        precondition(
            destination >= 0 && destination < count, "RowHeightIndex: row \(destination) is outside 0..<\(count)")
        guard source != destination else { return }
        let entry = entry(ofRow: source)
        removeRows(in: source..<(source + 1))
        insertRows(at: destination, count: 1)
        if entry != Self.unknownEntry { setEntry(entry, ofRow: destination) }
    }

    /// The depth of the tree: O(log s) in expectation.
    func treeDepth() -> Int {
        func depth(_ node: Int32) -> Int {
            node < 0 ? 0 : 1 + max(depth(nodes[Int(node)].left), depth(nodes[Int(node)].right))
        }
        return depth(root)
    }

    /// The raw entry of a row: its height bits, or ``unknownEntry``.
    func entry(ofRow row: Int) -> UInt32 {
        guard let (node, index) = locate(row) else { return Self.unknownEntry }
        let page = nodes[Int(node)].page
        return page < 0 ? Self.unknownEntry : pool[Int(page) * Self.pageCapacity + index]
    }
}
