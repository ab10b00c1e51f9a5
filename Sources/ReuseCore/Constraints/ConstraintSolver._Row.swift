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
        if let index = index(of: symbol) {
            let sum = terms[index].coefficient + coefficient
            if _nearZero(sum) {
                terms.swapAt(index, terms.count - 1)
                terms.removeLast()
                return .removed
            }
            terms[index].coefficient = sum
            return .kept
        }
        if _nearZero(coefficient) { return .kept }
        terms.append(Term(symbol: symbol, coefficient: coefficient))
        return .added
    }

    enum ColumnChange { case added, removed, kept }

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
}
