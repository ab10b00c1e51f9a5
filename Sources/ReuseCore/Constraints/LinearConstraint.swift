/// An unknown the constraint solver finds a value for: a number the client picks, unique among its variables.
///
/// Variables need no registration: the solver learns one when a constraint mentions it, and forgets it when no
/// constraint does. Auto Layout gives every view four (left, top, width, height).
public struct LayoutVariable: Hashable, Sendable, CustomStringConvertible {
    public var id: UInt32

    public init(_ id: UInt32) {
        self.id = id
    }

    public var description: String { "v\(id)" }
}

/// A sum of variables times coefficients, plus a constant: `2·a − b + 10`.
public struct LinearExpression: Hashable, Sendable {
    /// One variable and its coefficient.
    public struct Term: Hashable, Sendable {
        public var variable: LayoutVariable
        public var coefficient: Double

        public init(_ variable: LayoutVariable, _ coefficient: Double = 1) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The terms, in the order they were written; a variable may appear more than once (the solver adds them).
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// One variable with coefficient 1.
    public init(_ variable: LayoutVariable) {
        self.init([Term(variable)])
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// - Complexity: O(terms); an expression with no terms on either side adds no allocation.
    public static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        if b.terms.isEmpty { return LinearExpression(a.terms, constant: a.constant + b.constant) }
        if a.terms.isEmpty { return LinearExpression(b.terms, constant: a.constant + b.constant) }
        var terms: [Term] = []
        terms.reserveCapacity(a.terms.count + b.terms.count)
        terms += a.terms
        terms += b.terms
        return LinearExpression(terms, constant: a.constant + b.constant)
    }

    /// - Complexity: O(terms); subtracting a constant (`x - 8`, or a constraint `x == 8`) adds no allocation.
    public static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
        if b.terms.isEmpty { return LinearExpression(a.terms, constant: a.constant - b.constant) }
        var terms: [Term] = []
        terms.reserveCapacity(a.terms.count + b.terms.count)
        terms += a.terms
        for term in b.terms { terms.append(Term(term.variable, -term.coefficient)) }
        return LinearExpression(terms, constant: a.constant - b.constant)
    }

    public static func * (a: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(
            a.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: a.constant * factor)
    }

    public static func + (a: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(a.terms, constant: a.constant + constant)
    }

    public static func - (a: LinearExpression, constant: Double) -> LinearExpression {
        a + -constant
    }

    public static func + (a: LinearExpression, variable: LayoutVariable) -> LinearExpression {
        a.appending(Term(variable, 1))
    }

    public static func - (a: LinearExpression, variable: LayoutVariable) -> LinearExpression {
        a.appending(Term(variable, -1))
    }

    /// The expression with one more term, in one allocation.
    func appending(_ term: Term) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(self.terms.count + 1)
        terms += self.terms
        terms.append(term)
        return LinearExpression(terms, constant: constant)
    }

    /// `coefficient·variable + factor·self`, in one allocation.
    static func combining(
        _ variable: LayoutVariable, _ coefficient: Double, _ other: LinearExpression, times factor: Double
    ) -> LinearExpression {
        var terms: [Term] = []
        terms.reserveCapacity(other.terms.count + 1)
        terms.append(Term(variable, coefficient))
        for term in other.terms { terms.append(Term(term.variable, term.coefficient * factor)) }
        return LinearExpression(terms, constant: other.constant * factor)
    }
}

extension LayoutVariable {
    public static func * (variable: LayoutVariable, coefficient: Double) -> LinearExpression {
        LinearExpression([.init(variable, coefficient)])
    }

    public static func * (coefficient: Double, variable: LayoutVariable) -> LinearExpression {
        variable * coefficient
    }

    public static func + (variable: LayoutVariable, other: LinearExpression) -> LinearExpression {
        LinearExpression.combining(variable, 1, other, times: 1)
    }

    public static func - (variable: LayoutVariable, other: LinearExpression) -> LinearExpression {
        LinearExpression.combining(variable, 1, other, times: -1)
    }

    public static func + (variable: LayoutVariable, constant: Double) -> LinearExpression {
        LinearExpression(variable) + constant
    }

    public static func - (variable: LayoutVariable, constant: Double) -> LinearExpression {
        LinearExpression(variable) - constant
    }

    public static func + (variable: LayoutVariable, other: LayoutVariable) -> LinearExpression {
        LinearExpression([.init(variable), .init(other)])
    }

    public static func - (variable: LayoutVariable, other: LayoutVariable) -> LinearExpression {
        LinearExpression([.init(variable), .init(other, -1)])
    }
}

/// `left relation right`, wanted with a priority: 1000 is required, anything from 1 up to 1000 is optional, and
/// the solver satisfies optional constraints in priority order (a higher priority wins over any number of lower
/// ones), each as nearly as it can when it cannot hold exactly.
public struct LinearConstraint: Hashable, Sendable {
    /// How the two sides compare.
    public enum Relation: Hashable, Sendable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// The priority of a constraint that must hold.
    public static let required: Double = 1000

    /// `left − right`, which the relation compares with zero.
    public var expression: LinearExpression
    public var relation: Relation
    public var priority: Double

    public init(_ left: LinearExpression, _ relation: Relation, _ right: LinearExpression, priority: Double = 1000) {
        expression = left - right
        self.relation = relation
        self.priority = priority
    }

    public init(_ left: LinearExpression, _ relation: Relation, _ constant: Double, priority: Double = 1000) {
        self.init(left, relation, LinearExpression(constant: constant), priority: priority)
    }

    public init(_ left: LayoutVariable, _ relation: Relation, _ constant: Double, priority: Double = 1000) {
        self.init(LinearExpression(left), relation, LinearExpression(constant: constant), priority: priority)
    }

    public init(_ left: LayoutVariable, _ relation: Relation, _ right: LinearExpression, priority: Double = 1000) {
        expression = .combining(left, 1, right, times: -1)
        self.relation = relation
        self.priority = priority
    }

    /// Whether the constraint must hold.
    public var isRequired: Bool { priority >= Self.required }
}
