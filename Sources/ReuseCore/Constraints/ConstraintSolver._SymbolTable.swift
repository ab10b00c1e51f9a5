/// A hash table from symbols to values for the solver's tableau: the values packed densely in insertion order,
/// and an open-addressing index (linear probing, a multiplicative hash) of 16-byte slots that holds each key
/// with its value's place.
///
/// Symbols are small integers the solver made itself, so they need no protection against collision attacks,
/// and Swift's seeded SipHash was a third of the solver's time. Keeping the values dense, rather than in the
/// slots, keeps a large system's memory a fraction of the size (the slots are at most half full, and a row or
/// a constraint is far bigger than a slot), so a solver of 10,000 independent groups stays in cache as well as
/// one of 10: inserting appends, growing rebuilds only the slots, and removing moves the last value into the
/// hole. Deletion shifts the following slots back instead of leaving tombstones, so lookups stay short however
/// many constraints come and go.
///
/// A "slot" in this API is a value's place in the dense storage: valid until the next insertion or removal.
struct _SymbolTable<Value> {
    private struct Slot {
        var key: Int
        var place: Int32
    }

    private static var empty: Int { -1 }
    private var slots: [Slot]
    private var keys: [Int] = []
    private var values: [Value] = []
    private var mask: Int
    /// How far the scattered block number is shifted right: its top bits, as many as the index has blocks of
    /// 16 slots (64 for one block: then every block starts at 0).
    private var blockShift: UInt64 = 64

    init() {
        slots = Array(repeating: Slot(key: -1, place: 0), count: 16)
        mask = 15
    }

    var count: Int { keys.count }

    /// Where `key`'s probe starts. Symbols made together (a cell's variables, a constraint's slack and errors,
    /// consecutive constraint ids) have consecutive numbers: blocks of 16 numbers keep their order in 16
    /// neighbouring slots, so that they share cache lines, and the blocks are scattered by a multiplicative
    /// (Fibonacci) hash whose top bits pick the block's place. The symbol's kind is hashed with its block:
    /// symbols of different kinds share numbers, and would otherwise start their probes in the same slots.
    @inline(__always) private func home(_ key: Int) -> Int {
        let number = key >> 2
        let block = UInt64(truncatingIfNeeded: (number >> 4) << 2 | key & 3)
        let scattered = Int(truncatingIfNeeded: (block &* 0x9E37_79B9_7F4A_7C15) >> blockShift)
        return (scattered << 4 | number & 15) & mask
    }

    /// The index slot holding `key`, if it is there.
    @inline(__always) private func indexSlot(of key: Int) -> Int? {
        var slot = home(key)
        while true {
            let found = slots[slot].key
            if found == key { return slot }
            if found == Self.empty { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// The place of `symbol`'s value, if it is in the table.
    @inline(__always) func slot(of symbol: _Symbol) -> Int? {
        indexSlot(of: symbol.raw).map { Int(slots[$0].place) }
    }

    /// The value at a place that ``slot(of:)`` found, to read or change in place.
    subscript(slot slot: Int) -> Value {
        get { values[slot] }
        _modify { yield &values[slot] }
    }

    subscript(symbol: _Symbol) -> Value? {
        get { slot(of: symbol).map { values[$0] } }
    }

    /// The value for `symbol`, inserted as `defaultValue` first if missing, to change in place.
    subscript(symbol: _Symbol, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? defaultValue() }
        _modify {
            let slot = slot(of: symbol) ?? insertNew(symbol, defaultValue())
            yield &values[slot]
        }
    }

    /// Sets the value for `symbol`, inserting it if missing.
    mutating func set(_ symbol: _Symbol, _ value: Value) {
        if let slot = slot(of: symbol) {
            values[slot] = value
        } else {
            insertNew(symbol, value)
        }
    }

    @discardableResult
    private mutating func insertNew(_ symbol: _Symbol, _ value: Value) -> Int {
        if (count + 1) * 2 > slots.count { grow() }
        // Room for as many values as the index takes before it grows (8 at first), so that a small table is
        // allocated once instead of at 1, 2, 4 and 8 values: a cell's solver has four of them.
        if keys.capacity == 0 {
            keys.reserveCapacity(slots.count / 2)
            values.reserveCapacity(slots.count / 2)
        }
        let place = count
        slots[emptySlot(for: symbol.raw)] = Slot(key: symbol.raw, place: Int32(place))
        keys.append(symbol.raw)
        values.append(value)
        return place
    }

    /// Doubles the index and fills it again from the dense keys; the values do not move.
    private mutating func grow() {
        slots = Array(repeating: Slot(key: Self.empty, place: 0), count: slots.count * 2)
        mask = slots.count - 1
        blockShift -= 1
        for (place, key) in keys.enumerated() { slots[emptySlot(for: key)] = Slot(key: key, place: Int32(place)) }
    }

    /// The first empty index slot on `key`'s probe, where a key not in the index goes.
    @inline(__always) private func emptySlot(for key: Int) -> Int {
        var slot = home(key)
        while slots[slot].key != Self.empty { slot = (slot + 1) & mask }
        return slot
    }

    /// The mean number of slots a lookup of a key in the table reads (1 when every key is in its home slot): how
    /// well the hash spreads the keys.
    ///
    /// - Complexity: O(n + probe lengths).
    func meanProbeLength() -> Double {
        guard !keys.isEmpty else { return 0 }
        var total = 0
        for key in keys {
            var slot = home(key)
            total += 1
            while slots[slot].key != key {
                slot = (slot + 1) & mask
                total += 1
            }
        }
        return Double(total) / Double(keys.count)
    }

    @discardableResult
    mutating func removeValue(forKey symbol: _Symbol) -> Value? {
        guard let slot = slot(of: symbol) else { return nil }
        return remove(slot: slot)
    }

    /// Removes the value at `place`: its index slot is emptied (the slots after it whose probe passed through it
    /// shift back), and the last value moves into its place.
    @discardableResult
    mutating func remove(slot place: Int) -> Value {
        removeIndexSlot(indexSlot(of: keys[place])!)
        let last = count - 1
        if place != last {
            keys[place] = keys[last]
            values.swapAt(place, last)
            slots[indexSlot(of: keys[place])!].place = Int32(place)
        }
        keys.removeLast()
        return values.removeLast()
    }

    private mutating func removeIndexSlot(_ slot: Int) {
        var hole = slot
        var next = (slot + 1) & mask
        while slots[next].key != Self.empty {
            let ideal = home(slots[next].key)
            // The entry may move into the hole unless its home lies cyclically in (hole, next].
            let staysPut = hole < next ? (ideal > hole && ideal <= next) : (ideal > hole || ideal <= next)
            if !staysPut {
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        slots[hole].key = Self.empty
    }
}

extension _Symbol {
    init(raw: Int) {
        self.raw = raw
    }
}
