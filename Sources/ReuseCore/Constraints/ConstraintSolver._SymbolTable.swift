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
    private typealias Slot = _SymbolSlot

    private struct Entry {
        var key: Int
        var value: Value
    }

    private static var empty: Int { -1 }
    /// The index: one shared empty slot until the first insertion, so that a table never used allocates nothing.
    private var slots = _noSymbolSlots
    /// The keys with their values, densely, in one allocation.
    private var entries: [Entry] = []
    private var mask = 0
    /// How far the scattered block number is shifted right: its top bits, as many as the index has blocks of
    /// 16 slots (64 for one block: then every block starts at 0).
    private var blockShift: UInt64 = 64
    /// The slots of the first index (a power of two, at least 16).
    private let firstSlotCount: Int

    /// An empty table whose first index has `slots` slots (a power of two from 16): room for half as many values
    /// before it grows. The solver's main tables start at 32, which a cell's dozen rows fit.
    init(slots: Int = 16) {
        firstSlotCount = slots
    }

    var count: Int { entries.count }

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
        // Read in place: a row's constant is read without copying (and retaining) the row's terms.
        _read { yield entries[slot].value }
        _modify { yield &entries[slot].value }
    }

    subscript(symbol: _Symbol) -> Value? {
        get { slot(of: symbol).map { entries[$0].value } }
    }

    /// The value for `symbol`, inserted as `defaultValue` first if missing, to change in place.
    subscript(symbol: _Symbol, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? defaultValue() }
        _modify {
            let slot = slot(of: symbol) ?? insertNew(symbol, defaultValue())
            yield &entries[slot].value
        }
    }

    /// Sets the value for `symbol`, inserting it if missing, and returns the value it replaced: one probe.
    mutating func exchange(_ symbol: _Symbol, _ value: Value) -> Value? {
        guard let slot = indexSlot(of: symbol.raw) else {
            insertNew(symbol, value)
            return nil
        }
        let place = Int(slots[slot].place)
        let old = entries[place].value
        entries[place].value = value
        return old
    }

    /// Sets the value for `symbol`, inserting it if missing.
    mutating func set(_ symbol: _Symbol, _ value: Value) {
        if let slot = slot(of: symbol) {
            entries[slot].value = value
        } else {
            insertNew(symbol, value)
        }
    }

    @discardableResult
    private mutating func insertNew(_ symbol: _Symbol, _ value: Value) -> Int {
        if (count + 1) * 2 > slots.count { grow() }
        // Room for as many values as the index takes before it grows, so that a small table is allocated once
        // instead of at 1, 2, 4 and 8 values.
        if entries.capacity == 0 { entries.reserveCapacity(slots.count / 2) }
        let place = count
        slots[emptySlot(for: symbol.raw)] = Slot(key: symbol.raw, place: Int32(place))
        entries.append(Entry(key: symbol.raw, value: value))
        return place
    }

    /// Makes the first index, or doubles it, and fills it again from the dense keys; the values do not move.
    private mutating func grow() {
        let size = slots.count == 1 ? firstSlotCount : slots.count * 2
        slots = Array(repeating: Slot(key: Self.empty, place: 0), count: size)
        mask = size - 1
        blockShift = 64 - UInt64((size / 16).trailingZeroBitCount)
        for (place, entry) in entries.enumerated() {
            slots[emptySlot(for: entry.key)] = Slot(key: entry.key, place: Int32(place))
        }
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
        guard !entries.isEmpty else { return 0 }
        var total = 0
        for key in entries.lazy.map(\.key) {
            var slot = home(key)
            total += 1
            while slots[slot].key != key {
                slot = (slot + 1) & mask
                total += 1
            }
        }
        return Double(total) / Double(entries.count)
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
        removeIndexSlot(indexSlot(of: entries[place].key)!)
        let last = count - 1
        if place != last {
            entries.swapAt(place, last)
            slots[indexSlot(of: entries[place].key)!].place = Int32(place)
        }
        return entries.removeLast().value
    }

    /// Empties the table, keeping its room: a scratch table that grew once allocates no more.
    ///
    /// - Complexity: O(n) for a table much smaller than its room, else O(room).
    mutating func removeAll() {
        if entries.isEmpty { return }
        if entries.count * 8 >= slots.count {
            for slot in slots.indices { slots[slot].key = Self.empty }
        } else {
            // Every key goes, so a probe may pass slots already emptied: it stops only at its own key.
            for entry in entries {
                var slot = home(entry.key)
                while slots[slot].key != entry.key { slot = (slot + 1) & mask }
                slots[slot].key = Self.empty
            }
        }
        entries.removeAll(keepingCapacity: true)
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

/// A slot of a ``_SymbolTable``'s index: a key and its value's place.
struct _SymbolSlot {
    var key: Int
    var place: Int32
}

/// The index of every table that holds nothing yet: one empty slot, shared.
let _noSymbolSlots = [_SymbolSlot(key: -1, place: 0)]

extension _Symbol {
    init(raw: Int) {
        self.raw = raw
    }
}
