/// An incremental solver for systems of linear equalities and inequalities with priorities: the Cassowary
/// algorithm (Badros, Borning and Stuckey, 2001), which Auto Layout is built on.
///
/// Constraints are added and removed one at a time, and each change re-solves from the previous solution, so a
/// small change to a large system costs about what the change touches. Required constraints (priority 1000) hold
/// or are refused with ``ConstraintError/unsatisfiable(_:)``; optional ones are satisfied in priority order, each
/// as nearly as it can. Edit variables (``addEditVariable(_:priority:)``, ``suggestValue(_:_:)``) pull a variable
/// towards a value, the way a fitting size or a drag does.
///
/// How it works: the solver keeps a simplex tableau in which every row expresses one basic symbol in terms of
/// parametric ones. Client variables are unrestricted; slack and error symbols are at least zero. Adding a
/// constraint substitutes the current rows into it, picks a symbol to solve it for, and runs the primal simplex
/// on the objective (the errors of optional constraints weighted by priority, compared level by level). Changing
/// a suggested value changes row constants and runs the dual simplex to restore feasibility. A column index (which
/// rows mention each symbol) keeps substitutions to the rows involved, so independent groups of constraints cost
/// the same per group however many there are.
public struct ConstraintSolver {
    /// What a constraint added to the tableau: the symbols to remove it by.
    struct Tag {
        var marker: _Symbol
        var other: _Symbol?
        var priority: Double
    }

    struct EditInfo {
        var constraint: ConstraintID
        var tag: Tag
        var constant: Double
    }

    /// Rows by their basic symbol.
    var rows = _SymbolTable<_Row>(slots: 32)
    /// For each parametric symbol, the basic symbols of the rows that mention it.
    var columns = _Columns()
    var objective = _Objective()
    /// The objective of phase one while a constraint is added through an artificial variable.
    var artificial: _Objective?
    /// Rows whose constant went negative: the dual simplex restores them.
    var infeasibleRows: [_Symbol] = []
    /// The constraints by id (``ConstraintID/symbol``), in the tableau's own hash table: Swift's seeded hashing
    /// was an eighth of the time of adding a constraint.
    var constraints = _SymbolTable<(constraint: LinearConstraint, tag: Tag)>(slots: 32)
    /// Edit constraints by their variable's symbol.
    var edits = _SymbolTable<EditInfo>()
    var nextSymbolNumber = 0
    /// The scratch index of a long row's terms while another row is added to it (empty between uses); made
    /// when a system first has a long row, so that a cell's solver does not allocate it.
    var scratchPlaces: _SymbolTable<Int32>?
    private var nextConstraint = 0

    public init() {}

    /// The number of constraints in the solver, edit constraints included.
    public var constraintCount: Int { constraints.count }

    /// The constraint added as `id`, if it is still in the solver.
    public func constraint(_ id: ConstraintID) -> LinearConstraint? { constraints[id.symbol]?.constraint }

    /// The value of `variable` in the current solution (0 for a variable no constraint mentions).
    public func value(of variable: LayoutVariable) -> Double {
        guard let slot = rows.slot(of: Self.symbol(variable)) else { return 0 }
        return rows[slot: slot].constant
    }

    static func symbol(_ variable: LayoutVariable) -> _Symbol { _Symbol(.external, Int(variable.id)) }

    // MARK: Constraints

    /// Adds `constraint` and re-solves.
    ///
    /// - Throws: ``ConstraintError/unsatisfiable(_:)`` when a required constraint contradicts the required ones
    ///   already added (nothing changes); ``ConstraintError/invalidPriority(_:)`` or
    ///   ``ConstraintError/notFinite(_:)`` for a priority outside 1...1000 or a coefficient that is not a number.
    /// - Complexity: O(k) pivots of the rows the constraint touches; amortized O(1) in the size of the system
    ///   for a constraint unrelated to the others.
    @discardableResult
    public mutating func add(_ constraint: LinearConstraint) throws(ConstraintError) -> ConstraintID {
        guard constraint.priority >= 1 && constraint.priority <= LinearConstraint.required else {
            throw .invalidPriority(constraint.priority)
        }
        guard constraint.expression.isFinite else { throw .notFinite(constraint) }
        return try insert(constraint)
    }

    /// Adds a constraint already checked (or the solver's own probe, below every client priority).
    mutating func insert(_ constraint: LinearConstraint) throws(ConstraintError) -> ConstraintID {
        var (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == nil && row.terms.allSatisfy({ $0.symbol.isDummy }) {
            guard _nearZero(row.constant) else {
                forget(tag)
                throw .unsatisfiable(constraint)
            }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, with: row)
            insertRow(row, basic: subject)
        } else if !addWithArtificialVariable(row) {
            forget(tag)
            optimize()
            throw .unsatisfiable(constraint)
        }
        let id = ConstraintID(rawValue: nextConstraint)
        nextConstraint += 1
        constraints.set(id.symbol, (constraint, tag))
        optimize()
        return id
    }

    /// Removes the constraint added as `id` and re-solves.
    ///
    /// - Throws: ``ConstraintError/unknownConstraint(_:)`` when it is not in the solver.
    /// - Complexity: O(k) pivots of the rows the constraint touches.
    public mutating func remove(_ id: ConstraintID) throws(ConstraintError) {
        guard let (_, tag) = constraints.removeValue(forKey: id.symbol) else { throw .unknownConstraint(id) }
        removeEffects(of: tag.marker, priority: tag.priority)
        if let other = tag.other { removeEffects(of: other, priority: tag.priority) }
        if rows[tag.marker] != nil {
            _ = takeRow(tag.marker)
        } else if let leaving = leavingRow(forMarker: tag.marker), var row = takeRow(leaving) {
            row.solve(for: tag.marker, replacing: leaving)
            substitute(tag.marker, with: row)
        }
        forget(tag)
        optimize()
    }

    /// Whether `id` is in the solver.
    public func contains(_ id: ConstraintID) -> Bool { constraints[id.symbol] != nil }

    // MARK: Edit variables

    /// Makes `variable` editable at `priority` (below 1000): ``suggestValue(_:_:)`` then pulls it.
    ///
    /// - Throws: ``ConstraintError/duplicateEditVariable(_:)``, or ``ConstraintError/invalidPriority(_:)``
    ///   for a required or out-of-range priority.
    public mutating func addEditVariable(_ variable: LayoutVariable, priority: Double) throws(ConstraintError) {
        guard edits[Self.symbol(variable)] == nil else { throw .duplicateEditVariable(variable) }
        guard priority >= 1 && priority < LinearConstraint.required else { throw .invalidPriority(priority) }
        let id = try add(LinearConstraint(variable, .equal, 0, priority: priority))
        edits.set(Self.symbol(variable), EditInfo(constraint: id, tag: constraints[id.symbol]!.tag, constant: 0))
    }

    /// Stops editing `variable`.
    ///
    /// - Throws: ``ConstraintError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: LayoutVariable) throws(ConstraintError) {
        guard let info = edits.removeValue(forKey: Self.symbol(variable)) else { throw .unknownEditVariable(variable) }
        try remove(info.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[Self.symbol(variable)] != nil }

    /// Pulls the edit variable `variable` towards `value` and re-solves with the dual simplex.
    ///
    /// - Throws: ``ConstraintError/unknownEditVariable(_:)``, or ``ConstraintError/notFiniteValue(_:)``.
    /// - Complexity: O(k) pivots of the rows the edit touches.
    public mutating func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(ConstraintError) {
        guard value.isFinite else { throw .notFiniteValue(value) }
        guard let slot = edits.slot(of: Self.symbol(variable)) else { throw .unknownEditVariable(variable) }
        var info = edits[slot: slot]
        suggest(value, for: &info)
        edits[slot: slot] = info
    }

    /// Moves an edit constraint's constant to `value`: the rows that hold its error symbols change by the
    /// difference, and the dual simplex repairs the ones that went negative.
    mutating func suggest(_ value: Double, for info: inout EditInfo) {
        let delta = value - info.constant
        info.constant = value
        let plus = info.tag.marker
        if let slot = rows.slot(of: plus) {
            rows[slot: slot].constant -= delta
            if rows[slot: slot].constant < 0 { infeasibleRows.append(plus) }
        } else if let minus = info.tag.other, let slot = rows.slot(of: minus) {
            rows[slot: slot].constant += delta
            if rows[slot: slot].constant < 0 { infeasibleRows.append(minus) }
        } else {
            var node = columns.first(of: plus)
            while node >= 0 {
                let (basic, next) = columns.entry(node)
                node = next
                guard let slot = rows.slot(of: basic) else { continue }
                rows[slot: slot].constant += delta * rows[slot: slot].coefficient(for: plus)
                if !basic.isExternal && rows[slot: slot].constant < 0 { infeasibleRows.append(basic) }
            }
        }
        dualOptimize()
    }

    // MARK: Questions

    /// Whether the required and higher-priority constraints leave `variable` free to move: the solver pulls it
    /// both ways below every priority in use and sees whether it follows.
    ///
    /// - Complexity: four incremental solves.
    public mutating func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard edits[Self.symbol(variable)] == nil else { return false }
        let current = value(of: variable)
        // A priority below 1 is kept out of clients' hands by `add`, so this probe is the weakest level.
        guard let id = try? insert(LinearConstraint(variable, .equal, current, priority: 0.5)) else { return false }
        defer { try? remove(id) }
        var info = EditInfo(constraint: id, tag: constraints[id.symbol]!.tag, constant: current)
        for target in [current + 1, current - 1] {
            suggest(target, for: &info)
            if !_nearZero(value(of: variable) - current) { return true }
        }
        return false
    }
}

/// A constraint's handle in a ``ConstraintSolver``, to remove it by.
public struct ConstraintID: Hashable, Sendable {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The key of the solver's table of constraints.
    var symbol: _Symbol { _Symbol(.external, rawValue) }
}
