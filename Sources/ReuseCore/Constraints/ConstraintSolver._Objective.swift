/// What the solver minimizes: one weighted sum of error symbols per priority, compared highest priority first.
///
/// A symbol's coefficient is a vector with one entry per level. Comparing those vectors lexicographically is
/// the symbolic weighting of the Cassowary paper: no number of errors at priority 250 outweighs one at 251.
/// Levels are kept in descending priority; each is a hash map because the objective holds every error symbol.
///
/// The simplex loop needs a symbol whose coefficient is negative. Rather than scan the whole objective on every
/// pivot (quadratic in the number of constraints), every change records its symbol in `candidates`; a symbol
/// whose coefficient never changed since the last optimum cannot have become negative.
struct _Objective {
    struct Level {
        let priority: Double
        var coefficients = _SymbolTable<Double>()
        var constant = 0.0
    }

    private(set) var levels: [Level] = []
    /// Symbols whose coefficient changed since the simplex last looked at them.
    var candidates: [_Symbol] = []

    /// The level for `priority`, made if missing.
    private mutating func level(for priority: Double) -> Int {
        var index = 0
        while index < levels.count && levels[index].priority > priority { index += 1 }
        if index == levels.count || levels[index].priority != priority {
            levels.insert(Level(priority: priority), at: index)
        }
        return index
    }

    /// Adds `coefficient·symbol` at `priority`.
    mutating func add(_ symbol: _Symbol, _ coefficient: Double, priority: Double) {
        let index = level(for: priority)
        Self.add(symbol, coefficient, to: &levels[index].coefficients)
        candidates.append(symbol)
    }

    /// Adds `coefficient·row` at `priority` (a row's symbol that is basic stands for its row).
    mutating func add(_ row: _Row, _ coefficient: Double, priority: Double) {
        let index = level(for: priority)
        levels[index].constant += row.constant * coefficient
        for term in row.terms {
            Self.add(term.symbol, term.coefficient * coefficient, to: &levels[index].coefficients)
            candidates.append(term.symbol)
        }
    }

    private static func add(_ symbol: _Symbol, _ coefficient: Double, to coefficients: inout _SymbolTable<Double>) {
        guard let slot = coefficients.slot(of: symbol) else {
            if !_nearZero(coefficient) { coefficients.set(symbol, coefficient) }
            return
        }
        coefficients[slot: slot] += coefficient
        if _nearZero(coefficients[slot: slot]) { coefficients.remove(slot: slot) }
    }

    /// Replaces `symbol` with `row` (which `symbol` now equals) on every level.
    mutating func substitute(_ symbol: _Symbol, with row: _Row) {
        for index in levels.indices {
            guard let coefficient = levels[index].coefficients.removeValue(forKey: symbol) else { continue }
            levels[index].constant += row.constant * coefficient
            for term in row.terms {
                Self.add(term.symbol, term.coefficient * coefficient, to: &levels[index].coefficients)
                candidates.append(term.symbol)
            }
        }
    }

    mutating func remove(_ symbol: _Symbol) {
        for index in levels.indices { levels[index].coefficients.removeValue(forKey: symbol) }
    }

    /// The sign of `symbol`'s coefficient vector: the sign of its first entry that is not zero.
    func sign(of symbol: _Symbol) -> Int {
        for level in levels {
            if let coefficient = level.coefficients[symbol] { return coefficient < 0 ? -1 : 1 }
        }
        return 0
    }

    /// Whether `a`'s coefficient vector divided by `da` is lexicographically less than `b`'s divided by `db`.
    func ratio(_ a: _Symbol, over da: Double, isLessThan b: _Symbol, over db: Double) -> Bool {
        for level in levels {
            let x = (level.coefficients[a] ?? 0) / da
            let y = (level.coefficients[b] ?? 0) / db
            if !_nearZero(x - y) { return x < y }
        }
        return false
    }

    /// The constant of the highest level (the artificial objective has one level).
    var leadingConstant: Double { levels.first?.constant ?? 0 }

    /// Takes the next symbol with a negative coefficient, the lowest-numbered among those recorded (Bland's rule,
    /// which keeps degenerate pivots from cycling), or nil at the optimum. Dummies never enter.
    mutating func takeEnteringSymbol() -> _Symbol? {
        var best: _Symbol?
        var kept = 0
        for symbol in candidates where !symbol.isDummy && sign(of: symbol) < 0 {
            if best == nil || symbol < best! { best = symbol }
            candidates[kept] = symbol
            kept += 1
        }
        candidates.removeSubrange(kept...)
        return best
    }
}
