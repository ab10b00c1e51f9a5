extension ConstraintSolver {
    mutating func newSymbol(_ kind: _Symbol.Kind) -> _Symbol {
        // Internal symbols count from the top of the id space down, so they never meet a client's variable.
        nextSymbolNumber += 1
        return _Symbol(kind, (1 << 40) + nextSymbolNumber)
    }

    /// The row `0 = constant + Σ…` for a constraint, in terms of the current parametric symbols, with the slack,
    /// error or dummy symbols that mark it, and the errors added to the objective.
    mutating func makeRow(_ constraint: LinearConstraint) -> (_Row, Tag) {
        let expression = constraint.expression
        var row = _Row(constant: expression.constant)
        // Room for the terms, the markers and a little substitution, so the row is allocated once.
        row.terms.reserveCapacity(expression.terms.count + 4)
        for term in expression.terms {
            let symbol = Self.symbol(term.variable)
            if let basic = rows[symbol] {
                row.constant += basic.constant * term.coefficient
                if row.isLong(adding: basic) {
                    if scratchPlaces == nil { scratchPlaces = _SymbolTable() }
                    row.add(basic, times: term.coefficient, places: &scratchPlaces!) { _, _ in }
                } else {
                    for inner in basic.terms { row.add(inner.symbol, inner.coefficient * term.coefficient) }
                }
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let priority = constraint.priority
        let tag: Tag
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            row.add(slack, sign)
            if constraint.isRequired {
                tag = Tag(marker: slack, other: nil, priority: priority)
            } else {
                let error = newSymbol(.error)
                row.add(error, -sign)
                objective.add(error, 1, priority: priority)
                tag = Tag(marker: slack, other: error, priority: priority)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                row.add(dummy, 1)
                tag = Tag(marker: dummy, other: nil, priority: priority)
            } else {
                let plus = newSymbol(.error)
                let minus = newSymbol(.error)
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, 1, priority: priority)
                objective.add(minus, 1, priority: priority)
                tag = Tag(marker: plus, other: minus, priority: priority)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: a client variable if it has one; else its slack or error marker when
    /// that has a negative coefficient (so it can take the row's non-negative constant); else nil.
    func chooseSubject(_ row: _Row, _ tag: Tag) -> _Symbol? {
        for term in row.terms where term.symbol.isExternal { return term.symbol }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if let other = tag.other, other.isPivotable && row.coefficient(for: other) < 0 { return other }
        return nil
    }

    /// Takes a refused or removed constraint's error symbols out of the objective.
    mutating func forget(_ tag: Tag) {
        objective.remove(tag.marker)
        if let other = tag.other { objective.remove(other) }
    }

    /// Subtracts what an error marker of a removed constraint contributed to the objective.
    mutating func removeEffects(of marker: _Symbol, priority: Double) {
        guard marker.kind == .error else { return }
        if let row = rows[marker] {
            objective.add(row, -1, priority: priority)
        } else {
            objective.add(marker, -1, priority: priority)
        }
    }

    // MARK: Rows and columns

    mutating func insertRow(_ row: _Row, basic: _Symbol) {
        for term in row.terms { columns.add(basic, to: term.symbol) }
        rows.set(basic, row)
    }

    mutating func takeRow(_ basic: _Symbol) -> _Row? {
        guard let row = rows.removeValue(forKey: basic) else { return nil }
        for term in row.terms { columns.remove(basic, from: term.symbol) }
        return row
    }

    /// Replaces `symbol` with `row` (which it now equals) in every row that mentions it and in the objectives.
    /// Restricted rows whose constant went negative are recorded for the dual simplex.
    mutating func substitute(_ symbol: _Symbol, with row: _Row) {
        if row.terms.count > 4 && scratchPlaces == nil { scratchPlaces = _SymbolTable() }
        var node = columns.detach(symbol)
        while node >= 0 {
            let (basic, next) = columns.release(node)
            node = next
            guard let slot = rows.slot(of: basic) else { continue }
            if Self.substitute(
                symbol, with: row, in: &rows[slot: slot], basic: basic, columns: &columns, places: &scratchPlaces)
            {
                infeasibleRows.append(basic)
            }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    /// Replaces `symbol` in one row, in place, keeping the column index; returns whether the row is restricted
    /// and went negative.
    private static func substitute(
        _ symbol: _Symbol, with row: _Row, in target: inout _Row, basic: _Symbol,
        columns: inout _Columns, places: inout _SymbolTable<Int32>?
    ) -> Bool {
        guard let index = target.index(of: symbol) else { return false }
        let coefficient = target.terms[index].coefficient
        target.terms.swapAt(index, target.terms.count - 1)
        target.terms.removeLast()
        target.constant += row.constant * coefficient
        if target.isLong(adding: row) {
            target.add(row, times: coefficient, places: &places!) { symbol, change in
                if change == .added { columns.add(basic, to: symbol) } else { columns.remove(basic, from: symbol) }
            }
        } else {
            for term in row.terms {
                switch target.add(term.symbol, term.coefficient * coefficient) {
                case .added: columns.add(basic, to: term.symbol)
                case .removed: columns.remove(basic, from: term.symbol)
                case .kept: break
                }
            }
        }
        return !basic.isExternal && target.constant < 0
    }

    /// Makes `entering` basic in place of `leaving`, whose row has been taken out.
    mutating func pivot(_ row: _Row, leaving: _Symbol, entering: _Symbol) {
        var row = row
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        insertRow(row, basic: entering)
    }

    // MARK: Simplex

    /// Adds a row that has no good subject: phase one of the simplex with an artificial variable equal to the
    /// row, minimized to zero if the row can hold. Returns whether it could.
    mutating func addWithArtificialVariable(_ row: _Row) -> Bool {
        let art = newSymbol(.slack)
        insertRow(row, basic: art)
        var phaseOne = _Objective()
        phaseOne.add(row, 1, priority: 1)
        artificial = phaseOne
        optimizeArtificial()
        let success = _nearZero(artificial!.leadingConstant)
        artificial = nil
        guard success else {
            // The artificial variable stayed basic and above zero, and every pivot used rows of the constraints
            // already added, so dropping its row leaves exactly those constraints, in another basis.
            _ = takeRow(art)
            return false
        }
        if var artRow = takeRow(art) {
            if artRow.terms.isEmpty { return true }
            guard let entering = artRow.terms.first(where: { $0.symbol.isPivotable })?.symbol else {
                return false
            }
            artRow.solve(for: entering, replacing: art)
            substitute(entering, with: artRow)
            insertRow(artRow, basic: entering)
        }
        var node = columns.detach(art)
        while node >= 0 {
            let (basic, next) = columns.release(node)
            node = next
            if let slot = rows.slot(of: basic) { rows[slot: slot].remove(art) }
        }
        objective.remove(art)
        return true
    }

    private mutating func optimizeArtificial() {
        while let entering = artificial!.takeEnteringSymbol() {
            guard let leaving = leavingRow(for: entering), let row = takeRow(leaving) else { return }
            pivot(row, leaving: leaving, entering: entering)
        }
    }

    /// Primal simplex on the objective: pivots while some symbol's coefficient is negative.
    mutating func optimize() {
        while let entering = objective.takeEnteringSymbol() {
            // No row limits the entering symbol: the objective is unbounded, which weighted errors never are.
            guard let leaving = leavingRow(for: entering), let row = takeRow(leaving) else { return }
            pivot(row, leaving: leaving, entering: entering)
        }
    }

    /// The restricted row that first reaches zero as `entering` grows (minimum ratio, lowest symbol on ties).
    func leavingRow(for entering: _Symbol) -> _Symbol? {
        var best: _Symbol?
        var bestRatio = Double.greatestFiniteMagnitude
        var node = columns.first(of: entering)
        while node >= 0 {
            let (basic, next) = columns.entry(node)
            node = next
            guard !basic.isExternal else { continue }
            let coefficient = rows[basic]!.coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let ratio = -rows[basic]!.constant / coefficient
            if ratio < bestRatio - 1.0e-12 || (ratio <= bestRatio + 1.0e-12 && best.map { basic < $0 } ?? true) {
                bestRatio = ratio
                best = basic
            }
        }
        return best
    }

    /// Dual simplex: makes every recorded negative row feasible again, keeping the objective optimal.
    mutating func dualOptimize() {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < 0, !_nearZero(row.constant) else { continue }
            var entering: _Symbol?
            var enteringCoefficient = 0.0
            for term in row.terms where term.coefficient > 0 && !term.symbol.isDummy {
                if let best = entering,
                    !objective.ratio(term.symbol, over: term.coefficient, isLessThan: best, over: enteringCoefficient)
                {
                    continue
                }
                entering = term.symbol
                enteringCoefficient = term.coefficient
            }
            guard let entering, let taken = takeRow(leaving) else { continue }
            pivot(taken, leaving: leaving, entering: entering)
        }
    }

    /// The row to pivot a removed constraint's marker into the basis with: the row of a redundant required
    /// equality that mentions it (that equality now holds in its place); else a restricted row it can leave
    /// without going negative, else any restricted row, else a client variable's row.
    ///
    /// A basic dummy stands for a required equality that the others imply, and its row holds only dummies
    /// with a zero constant. Pivoting the marker out of another row would put that row's symbols and constant
    /// into the dummy's row, and the equality would silently stop holding.
    func leavingRow(forMarker marker: _Symbol) -> _Symbol? {
        var first: (_Symbol, Double)?
        var second: (_Symbol, Double)?
        var third: _Symbol?
        var node = columns.first(of: marker)
        while node >= 0 {
            let (basic, next) = columns.entry(node)
            node = next
            let row = rows[basic]!
            let coefficient = row.coefficient(for: marker)
            if coefficient == 0 { continue }
            if basic.isDummy { return basic }
            if basic.isExternal {
                third = basic
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if first.map({ ratio < $0.1 }) ?? true { first = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if second.map({ ratio < $0.1 }) ?? true { second = (basic, ratio) }
            }
        }
        return first?.0 ?? second?.0 ?? third
    }
}
