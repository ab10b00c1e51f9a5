/// A symbol of the tableau: a client's variable, or one the solver adds for a constraint.
///
/// Packed in one integer (the number above two bits of kind) so that rows compare and hash symbols cheaply.
struct _Symbol: Hashable, Comparable {
    enum Kind: Int {
        /// A client's variable: unrestricted in sign.
        case external = 0
        /// The slack of an inequality: at least zero.
        case slack = 1
        /// How far an optional constraint is from holding: at least zero, minimized.
        case error = 2
        /// The marker of a required equality: always zero, never enters the basis.
        case dummy = 3
    }

    let raw: Int

    init(_ kind: Kind, _ number: Int) {
        raw = number << 2 | kind.rawValue
    }

    var kind: Kind { Kind(rawValue: raw & 3)! }
    var isExternal: Bool { raw & 3 == 0 }
    var isDummy: Bool { raw & 3 == 3 }
    /// Slack and error symbols: what may enter the basis when a row has no client variable.
    var isPivotable: Bool { raw & 3 == 1 || raw & 3 == 2 }

    static func < (a: _Symbol, b: _Symbol) -> Bool { a.raw < b.raw }
}

/// How near zero counts as zero.
@inline(__always) func _nearZero(_ value: Double) -> Bool { abs(value) < 1.0e-8 }

/// A row of the tableau, `basic = constant + Σ coefficient·symbol`, or while a constraint is being added,
/// `0 = constant + Σ coefficient·symbol`.
///
/// The terms are a short unsorted array: rows of layout constraints have a handful of terms, where a linear scan
/// beats hashing.
struct _Row {
    struct Term {
        var symbol: _Symbol
        var coefficient: Double
    }

    var terms: [Term] = []
    var constant: Double

    init(constant: Double) {
        self.constant = constant
    }

    func index(of symbol: _Symbol) -> Int? {
        var index = 0
        while index < terms.count {
            if terms[index].symbol == symbol { return index }
            index += 1
        }
        return nil
    }

    func coefficient(for symbol: _Symbol) -> Double {
        index(of: symbol).map { terms[$0].coefficient } ?? 0
    }

    /// Adds `coefficient·symbol`, dropping the term when it cancels. Returns what happened to the symbol's column.
    @discardableResult
    mutating func add(_ symbol: _Symbol, _ coefficient: Double) -> ColumnChange {
        if let index = index(of: symbol) { return accumulate(coefficient, at: index) }
        if _nearZero(coefficient) { return .kept }
        terms.append(Term(symbol: symbol, coefficient: coefficient))
        return .added
    }

    enum ColumnChange { case added, removed, kept }

    /// Adds `coefficient` to the term at `index`, which goes (the last term taking its place) when it cancels.
    @inline(__always)
    private mutating func accumulate(_ coefficient: Double, at index: Int) -> ColumnChange {
        let sum = terms[index].coefficient + coefficient
        if _nearZero(sum) {
            terms.swapAt(index, terms.count - 1)
            terms.removeLast()
            return .removed
        }
        terms[index].coefficient = sum
        return .kept
    }

    mutating func remove(_ symbol: _Symbol) {
        if let index = index(of: symbol) {
            terms.swapAt(index, terms.count - 1)
            terms.removeLast()
        }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in terms.indices { terms[index].coefficient = -terms[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = −(constant + rest) / a`.
    mutating func solve(for symbol: _Symbol) {
        guard let index = index(of: symbol) else { return }
        let factor = -1 / terms[index].coefficient
        terms.swapAt(index, terms.count - 1)
        terms.removeLast()
        constant *= factor
        for index in terms.indices { terms[index].coefficient *= factor }
    }

    /// Turns `lhs = constant + a·rhs + rest` into `rhs = …` in terms of `lhs`.
    mutating func solve(for rhs: _Symbol, replacing lhs: _Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Whether adding `other` to this row should go through ``add(_:times:places:_:)`` rather than term by term:
    /// rows of a handful of terms add fastest by scanning; long ones (a chain of a thousand views: its last
    /// view's row holds the error terms of every view before it) do not.
    func isLong(adding other: _Row) -> Bool {
        other.terms.count > 4 && terms.count + other.terms.count > 40
    }

    /// Adds `coefficient·other`'s terms (not its constant): the same steps as ``add(_:_:)`` term by term, so the
    /// same row term for term, without scanning the terms that `other` itself appended (a row's symbols are
    /// distinct, so none of `other`'s terms can meet another). Against a short row, each of `other`'s terms is
    /// looked for among this row's first terms; against a long one, in `places`, the solver's scratch index
    /// (empty before and after, so that a long addition allocates nothing once it has grown). `changed` hears of
    /// every symbol that comes into the row or leaves it.
    ///
    /// - Complexity: O(|self| · |other|) for a short row, else O(|self| + |other|).
    mutating func add(
        _ other: _Row, times coefficient: Double, places: inout _SymbolTable<Int32>,
        _ changed: (_Symbol, ColumnChange) -> Void
    ) {
        let original = terms.count
        terms.reserveCapacity(original + other.terms.count)
        if original * other.terms.count <= 16 * (original + other.terms.count) {
            // Only the row's own terms can match; a cancellation may swap an appended term into their range,
            // where it is scanned but never matched, and shrinks the range when nothing was appended yet.
            for term in other.terms {
                let added = term.coefficient * coefficient
                var index = 0
                let end = Swift.min(original, terms.count)
                while index < end && terms[index].symbol != term.symbol { index += 1 }
                if index < end {
                    if accumulate(added, at: index) == .removed { changed(term.symbol, .removed) }
                } else if !_nearZero(added) {
                    terms.append(Term(symbol: term.symbol, coefficient: added))
                    changed(term.symbol, .added)
                }
            }
            return
        }
        for (place, term) in terms.enumerated() { places.set(term.symbol, Int32(place)) }
        for term in other.terms {
            let added = term.coefficient * coefficient
            if let slot = places.slot(of: term.symbol) {
                let place = Int(places[slot: slot])
                if accumulate(added, at: place) == .removed {
                    places.remove(slot: slot)
                    if place < terms.count { places.set(terms[place].symbol, Int32(place)) }
                    changed(term.symbol, .removed)
                }
            } else if !_nearZero(added) {
                terms.append(Term(symbol: term.symbol, coefficient: added))
                changed(term.symbol, .added)
            }
        }
        places.removeAll()
    }
}
