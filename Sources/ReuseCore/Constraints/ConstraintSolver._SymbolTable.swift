/// A hash table from symbols to values for the solver's tableau: open addressing with linear probing and a
/// multiplicative hash.
///
/// Symbols are small integers the solver made itself, so they need no protection against collision attacks,
/// and Swift's seeded SipHash was a third of the solver's time. Deletion shifts the following entries back
/// instead of leaving tombstones, so lookups stay short however many constraints come and go.
struct _SymbolTable<Value> {
    private static var empty: Int { -1 }
    private var keys: [Int]
    private var values: [Value?]
    private var mask: Int
    private(set) var count = 0

    init() {
        keys = Array(repeating: -1, count: 16)
        values = Array(repeating: nil, count: 16)
        mask = 15
    }

    @inline(__always) private func home(_ key: Int) -> Int {
        (key &* -7_046_029_254_386_353_131) >> 20 & mask
    }

    /// The slot holding `symbol`, if it is in the table.
    @inline(__always) func slot(of symbol: _Symbol) -> Int? {
        var slot = home(symbol.raw)
        while true {
            let key = keys[slot]
            if key == symbol.raw { return slot }
            if key == Self.empty { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// The value in a slot that ``slot(of:)`` found, to read or change in place.
    subscript(slot slot: Int) -> Value {
        get { values[slot]! }
        _modify { yield &values[slot]! }
    }

    subscript(symbol: _Symbol) -> Value? {
        get { slot(of: symbol).map { values[$0]! } }
    }

    /// The value for `symbol`, inserted as `defaultValue` first if missing, to change in place.
    subscript(symbol: _Symbol, default defaultValue: @autoclosure () -> Value) -> Value {
        get { self[symbol] ?? defaultValue() }
        _modify {
            let slot = slot(of: symbol) ?? insertNew(symbol, defaultValue())
            yield &values[slot]!
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
        if (count + 1) * 2 > keys.count { grow() }
        var slot = home(symbol.raw)
        while keys[slot] != Self.empty { slot = (slot + 1) & mask }
        keys[slot] = symbol.raw
        values[slot] = value
        count += 1
        return slot
    }

    private mutating func grow() {
        let oldKeys = keys
        var oldValues = values
        keys = Array(repeating: Self.empty, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        mask = keys.count - 1
        count = 0
        for index in oldKeys.indices where oldKeys[index] != Self.empty {
            insertNew(_Symbol(raw: oldKeys[index]), oldValues[index].take()!)
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: _Symbol) -> Value? {
        guard let slot = slot(of: symbol) else { return nil }
        return remove(slot: slot)
    }

    /// Removes a slot's entry and shifts back the entries after it whose probe passed through it.
    @discardableResult
    mutating func remove(slot: Int) -> Value {
        let removed = values[slot].take()!
        var hole = slot
        var next = (slot + 1) & mask
        while keys[next] != Self.empty {
            let ideal = home(keys[next])
            // The entry may move into the hole unless its home lies cyclically in (hole, next].
            let staysPut = hole < next ? (ideal > hole && ideal <= next) : (ideal > hole || ideal <= next)
            if !staysPut {
                keys[hole] = keys[next]
                values[hole] = values[next].take()
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = Self.empty
        count -= 1
        return removed
    }
}

extension _Symbol {
    init(raw: Int) {
        self.raw = raw
    }
}
