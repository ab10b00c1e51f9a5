import Foundation

/// The checks a constraint passes before it is installed, and how constraints are named in messages.
@MainActor
enum AutoLayoutCheck {
    enum Problem {
        case mixedAxes
        case locationEqualToConstant
        case notFinite
        case multiplierOutOfRange
        case notAnItem
        case noCommonAncestor
    }

    static func axis(_ attribute: NSLayoutConstraint.Attribute) -> Int? {
        switch attribute {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            0
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            1
        case .width: 2
        case .height: 3
        case .notAnAttribute: nil
        }
    }

    static func problem(with constraint: NSLayoutConstraint) -> Problem? {
        guard constraint.constant.isFinite, constraint.multiplier.isFinite else { return .notFinite }
        // A ratio past a billion is no proportion a layout means, and its products overflow the solver.
        guard constraint.multiplier.magnitude <= 1e9 else { return .multiplierOutOfRange }
        let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
        guard items.allSatisfy({ $0 is View || $0 is LayoutGuide }), constraint.firstItem != nil else {
            return .notAnItem
        }
        let first = axis(constraint.firstAttribute)
        guard let first else { return .mixedAxes }
        if constraint.secondItem == nil || constraint.secondAttribute == .notAnAttribute {
            // Only a width or height can equal a constant.
            return first >= 2 ? nil : .locationEqualToConstant
        }
        guard let second = axis(constraint.secondAttribute) else { return .mixedAxes }
        let positions = first < 2 && second < 2
        let dimensions = first >= 2 && second >= 2
        if positions && first != second { return .mixedAxes }
        if !positions && !dimensions { return .mixedAxes }
        if positions && constraint.multiplier == 0 { return .locationEqualToConstant }
        return nil
    }

    /// The view an item lives in: the view itself, or a guide's owning view.
    /// The active constraints on `item` (in `view`'s hierarchy) that involve it along `axis`, installed on `view`
    /// or a view above it.
    static func constraints(
        affecting item: AnyObject, on view: View?, axis: NSLayoutConstraint.Axis
    ) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var current = view
        while let holder = current {
            for constraint in holder.constraints {
                if constraint.firstItem === item, Self.axis(of: constraint.firstAttribute) == axis {
                    found.append(constraint)
                } else if constraint.secondItem === item, Self.axis(of: constraint.secondAttribute) == axis {
                    found.append(constraint)
                }
            }
            current = holder.superview
        }
        return found
    }

    /// The axis an attribute lies on (nil for `.notAnAttribute`).
    static func axis(of attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Axis? {
        switch attribute {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            .vertical
        case .notAnAttribute: nil
        }
    }

    static func view(of item: AnyObject?) -> View? {
        (item as? View) ?? (item as? LayoutGuide)?.owningView
    }

    /// The nearest view that both items are in (or are), where the constraint is installed.
    static func commonAncestor(of constraint: NSLayoutConstraint) -> View? {
        guard let first = view(of: constraint.firstItem) else { return nil }
        guard constraint.secondItem != nil else { return first }
        guard let second = view(of: constraint.secondItem) else { return nil }
        var candidate: View? = first
        while let view = candidate {
            if second.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }

    static func report(_ problem: Problem, for constraint: NSLayoutConstraint) {
        report(Messages.refusedConstraint(problem, describe(constraint)), for: constraint)
    }

    /// Says `message` about `constraint` to the message handler of its first item's hierarchy (standard error
    /// when there is none).
    static func report(_ message: String, for constraint: NSLayoutConstraint) {
        if let view = view(of: constraint.firstItem) {
            view.reportLayoutMessage(message)
        } else {
            Messages.write(message)
        }
    }

    /// `Label(title).leading == View.trailing + 8` with the priority when optional.
    static func describe(_ constraint: NSLayoutConstraint) -> String {
        var text = "\(name(constraint.firstItem)).\(constraint.firstAttribute)"
        let relation =
            switch constraint.relation {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        text += " \(relation) "
        var right: [String] = []
        if constraint.secondItem != nil {
            let factor = constraint.multiplier == 1 ? "" : "\(View.format(constraint.multiplier))*"
            right.append("\(factor)\(name(constraint.secondItem)).\(constraint.secondAttribute)")
        }
        if constraint.constant != 0 || right.isEmpty {
            let value = View.format(abs(constraint.constant))
            right.append(
                right.isEmpty ? View.format(constraint.constant) : (constraint.constant < 0 ? "- " : "+ ") + value)
        }
        text += right.joined(separator: " ")
        if constraint.priority != .required { text += " @\(View.format(CGFloat(constraint.priority.rawValue)))" }
        let identifier = constraint.identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint \(identifier)\(text)   (\(constraint.isActive ? "active" : "inactive"))>"
    }

    /// `Label(title)` for a view with an accessibility identifier, `Label` without, `LayoutGuide(name)`.
    static func name(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? LayoutGuide {
            return "LayoutGuide" + (guide.identifier.isEmpty ? "" : "(\(guide.identifier))")
        }
        let type = String(describing: Swift.type(of: item))
        if let view = item as? View, let identifier = view.accessibilityIdentifier { return "\(type)(\(identifier))" }
        return type
    }
}

extension View {
    /// Where a view's first baseline is, from its top: a label's first line's baseline; nil (the bottom) for
    /// views without text.
    var firstBaselineOffsetFromTop: CGFloat? {
        guard let label = self as? Label else { return nil }
        return label.baselineOffsetInLine
    }

    /// Where a view's last baseline is, from its bottom: a label's last line's; 0 (the bottom) for others.
    var lastBaselineOffsetFromBottom: CGFloat {
        guard let label = self as? Label else { return 0 }
        return label.font.lineHeight - label.baselineOffsetInLine
    }
}

extension Label {
    /// The baseline's distance from the top of a line: 80% of the line height, rounded (the text metrics
    /// ReuseKit measures with: see ``Label/sizeThatFits(_:)``).
    var baselineOffsetInLine: CGFloat { (font.lineHeight * 0.8).rounded() }

    /// Whether Auto Layout measures the label's height at its solved width (a label of more than one line
    /// with no ``preferredMaxLayoutWidth``), as UIKit does.
    var wrapsForAutoLayout: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }
}
