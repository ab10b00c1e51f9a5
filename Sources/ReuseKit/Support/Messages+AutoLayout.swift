import Foundation

extension Messages {
    /// UIKit's console message for a required constraint that contradicts others, with the ones it meets on
    /// the same views, and the one broken to carry on.
    @MainActor
    static func unsatisfiableConstraints(broken: NSLayoutConstraint, related: [NSLayoutConstraint]) -> String {
        let list = (related + [broken]).map { "    \"\(AutoLayoutCheck.describe($0))\"" }
        return """
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            \(AutoLayoutCheck.describe(broken))
            """
    }

    @MainActor
    static func constraintConstantOutOfRange(_ description: String, given: CGFloat, limit: CGFloat) -> String {
        "The constraint \(description) has the constant \(given), beyond the ±\(View.format(limit)) points a view can "
            + "measure; ReuseKit uses \(View.format(given < 0 ? -limit : limit)) instead. Give a length a screen can "
            + "hold (for \"no limit\", leave the constraint out or make it an inequality)."
    }

    static func unparsableVisualFormat(_ format: String, reason: String, at offset: Int) -> String {
        "NSInvalidArgumentException: Unable to parse constraint format: \(reason)\n\(format)\n"
            + String(repeating: " ", count: max(offset, 0)) + "^ No constraints were made from it."
    }

    static func nonFiniteFrame(_ view: String, _ frame: CGRect) -> String {
        "Auto Layout solved \(view) to the frame \(frame), which is not finite: its constraints multiply or add "
            + "numbers past what a double holds. The view keeps its previous frame; check the constraints' "
            + "multipliers and constants."
    }

    static func refusedConstraint(_ problem: AutoLayoutCheck.Problem, _ description: String) -> String {
        let reason =
            switch problem {
            case .mixedAxes:
                "Invalid pairing of layout attributes: a horizontal position, a vertical position and a size "
                    + "can each only be related to their own kind. Relate leading/trailing/centerX to each "
                    + "other, top/bottom/centerY/baselines to each other, width/height to each other."
            case .locationEqualToConstant:
                "A multiplier of 0 or a nil second item together with a location for the first attribute creates "
                    + "an illegal constraint of a location equal to a constant. Location attributes must be "
                    + "specified in pairs."
            case .notFinite:
                "The constant or multiplier is not a finite number; give a finite one."
            case .multiplierOutOfRange:
                "The multiplier is beyond ±1,000,000,000, no proportion a layout means (and its products overflow); "
                    + "give a ratio between the two attributes."
            case .notAnItem:
                "A constraint relates views and layout guides; one of its items is neither (or is gone)."
            case .noCommonAncestor:
                "The items have no common ancestor. Does the constraint or its anchors reference items in "
                    + "different view hierarchies? Add both views to one hierarchy before activating it."
            }
        return "Unable to activate constraint \(description). \(reason) The constraint was not activated."
    }
}
