/// Why the solver refused a request. Nothing was changed.
///
/// Every sentence is rendered here, in ``description``: the solver says what went wrong, this file says it to
/// people, naming the constraint or value and what to do instead.
public enum ConstraintError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A required constraint that contradicts the required constraints already in the solver.
    case unsatisfiable(LinearConstraint)
    /// A priority outside 1...1000 (or 1..<1000 for an edit variable).
    case invalidPriority(Double)
    /// A coefficient or constant that is infinite or not a number.
    case notFinite(LinearConstraint)
    /// A suggested value that is infinite or not a number.
    case notFiniteValue(Double)
    case unknownConstraint(ConstraintID)
    case duplicateEditVariable(LayoutVariable)
    case unknownEditVariable(LayoutVariable)

    public var description: String {
        switch self {
        case .unsatisfiable(let constraint):
            "the required constraint \(Self.render(constraint)) contradicts the required constraints already "
                + "added; lower its priority below 1000 or remove the one it conflicts with"
        case .invalidPriority(let priority):
            "the priority \(priority) is outside 1...1000; use 1000 for a required constraint and 1 to 999 for "
                + "an optional one (edit variables take 1 to 999)"
        case .notFinite(let constraint):
            "the constraint \(Self.render(constraint)) has a coefficient or constant that is not a finite number"
        case .notFiniteValue(let value):
            "the suggested value \(value) is not a finite number"
        case .unknownConstraint(let id):
            "constraint #\(id.rawValue) is not in the solver (it was removed, or added to another solver)"
        case .duplicateEditVariable(let variable):
            "\(variable) is already an edit variable; suggest values for it, or remove it first"
        case .unknownEditVariable(let variable):
            "\(variable) is not an edit variable; add it with addEditVariable(_:priority:) first"
        }
    }

    /// `2·v1 − v2 + 10 >= 0 @750`.
    static func render(_ constraint: LinearConstraint) -> String {
        var text = ""
        for term in constraint.expression.terms {
            let magnitude = abs(term.coefficient)
            let sign = term.coefficient < 0 ? "−" : (text.isEmpty ? "" : "+")
            text +=
                (text.isEmpty ? sign : " \(sign) ") + (magnitude == 1 ? "" : "\(number(magnitude))·")
                + "\(term.variable)"
        }
        let constant = constraint.expression.constant
        if constant != 0 || text.isEmpty {
            text += text.isEmpty ? number(constant) : (constant < 0 ? " − " : " + ") + number(abs(constant))
        }
        let relation =
            switch constraint.relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        let priority = constraint.isRequired ? "" : " @\(number(constraint.priority))"
        return "\(text) \(relation) 0\(priority)"
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
