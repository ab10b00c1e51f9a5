/// Which rows mention each parametric symbol: one linked list per symbol, all in one pool of nodes.
///
/// The solver substitutes a symbol only into the rows that mention it, which keeps a change to one group of
/// constraints from touching every row. Lists of a few nodes in a shared pool (with a free list) cost no
/// allocation per symbol, where an array per symbol cost one.
struct _Columns {
    private struct Node {
        var basic: _Symbol
        var link: Int32
    }

    private var heads = _SymbolTable<Int32>(slots: 32)
    private var nodes: [Node] = []
    private var free: Int32 = -1

    /// The first node of `symbol`'s list, or -1.
    func first(of symbol: _Symbol) -> Int32 { heads[symbol] ?? -1 }

    /// A node's row and the next node (-1 at the end).
    func entry(_ node: Int32) -> (basic: _Symbol, next: Int32) {
        let node = nodes[Int(node)]
        return (node.basic, node.link)
    }

    /// Records that `basic`'s row mentions `symbol`.
    mutating func add(_ basic: _Symbol, to symbol: _Symbol) {
        let node: Int32
        if free >= 0 {
            node = free
            free = nodes[Int(node)].link
            nodes[Int(node)].basic = basic
        } else {
            node = Int32(nodes.count)
            // A cell's system has a few dozen entries: one allocation for them, not one per doubling from 1.
            if nodes.capacity == 0 { nodes.reserveCapacity(32) }
            nodes.append(Node(basic: basic, link: -1))
        }
        nodes[Int(node)].link = heads.exchange(symbol, node) ?? -1
    }

    /// Records that `basic`'s row no longer mentions `symbol`.
    mutating func remove(_ basic: _Symbol, from symbol: _Symbol) {
        guard let slot = heads.slot(of: symbol) else { return }
        var previous: Int32 = -1
        var node = heads[slot: slot]
        while node >= 0 && nodes[Int(node)].basic != basic {
            previous = node
            node = nodes[Int(node)].link
        }
        guard node >= 0 else { return }
        let next = nodes[Int(node)].link
        if previous >= 0 {
            nodes[Int(previous)].link = next
        } else if next >= 0 {
            heads[slot: slot] = next
        } else {
            heads.remove(slot: slot)
        }
        release(node)
    }

    /// Takes `symbol`'s whole list out of the index; walk it with ``release(_:)``.
    mutating func detach(_ symbol: _Symbol) -> Int32 {
        heads.removeValue(forKey: symbol) ?? -1
    }

    /// Frees a node of a detached list and returns what it held.
    @discardableResult
    mutating func release(_ node: Int32) -> (basic: _Symbol, next: Int32) {
        let entry = entry(node)
        nodes[Int(node)].link = free
        free = node
        return entry
    }
}
