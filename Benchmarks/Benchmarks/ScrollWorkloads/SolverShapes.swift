import ReuseCore

/// The constraint systems of the solver's targets, written so that the same systems can be set up in any other
/// Cassowary solver (the DocC article *Benchmarks* gives them in words, for the comparison with Kiwi).
public enum ConstraintSystems {
    /// The variables of a cell: 12 for its layout and a 13th, its top, for the shapes that place cells.
    public static let variablesPerCell = 13

    /// A list cell's 12 constraints over 12 variables (`base` upwards): an image 44 points square, 16 from the
    /// leading edge and centred vertically; a title 12 points after it, 16 from the trailing edge, 8 from the
    /// top, 20 tall (priority 750); a subtitle 4 below, 36 tall (750); the content 8 below the subtitle, and
    /// `width` wide (or as wide as the variable `sharedWidth` is, or as an edit variable says, for neither).
    public static func addCell(
        to solver: inout ConstraintSolver, base: UInt32, width: Double?, sharedWidth: LayoutVariable? = nil
    ) throws {
        let v = (0..<12).map { LayoutVariable(base + UInt32($0)) }
        let (contentW, contentH, imageX, imageY, imageW, imageH) = (v[0], v[1], v[2], v[3], v[4], v[5])
        let (titleX, titleY, titleW, titleH, subtitleY, subtitleH) = (v[6], v[7], v[8], v[9], v[10], v[11])
        if let sharedWidth {
            try solver.add(LinearConstraint(contentW, .equal, LinearExpression(sharedWidth)))
        } else if let width {
            try solver.add(LinearConstraint(contentW, .equal, width))
        }
        try solver.add(LinearConstraint(imageX, .equal, 16))
        try solver.add(LinearConstraint(imageW, .equal, 44))
        try solver.add(LinearConstraint(imageH, .equal, LinearExpression(imageW)))
        try solver.add(LinearConstraint(imageY + 0.5 * imageH, .equal, 0.5 * contentH))
        try solver.add(LinearConstraint(titleX, .equal, imageX + imageW + 12))
        try solver.add(LinearConstraint(titleX + titleW, .equal, contentW - 16))
        try solver.add(LinearConstraint(titleY, .equal, 8))
        try solver.add(LinearConstraint(titleH, .equal, 20, priority: 750))
        try solver.add(LinearConstraint(subtitleY, .equal, titleY + titleH + 4))
        try solver.add(LinearConstraint(subtitleH, .equal, 36, priority: 750))
        try solver.add(LinearConstraint(contentH, .equal, subtitleY + subtitleH + 8))
    }

    /// The sum of the cell's 13 values, so that the solve cannot be skipped.
    public static func checksum(_ solver: ConstraintSolver, base: UInt32) -> Double {
        (0..<UInt32(variablesPerCell)).reduce(0) { $0 + solver.value(of: LayoutVariable(base + $1)) }
    }

    /// How the cells of a large system relate: each of the three adds 13 constraints a cell (770 cells make
    /// 10,010 constraints).
    public enum Arrangement: String, CaseIterable, Sendable {
        /// Each cell 375 wide, its top at 0: groups that share nothing.
        case independent
        /// Each cell's top is the previous cell's top plus its height, so every top depends on every height
        /// before it (a stack of self-sizing views).
        case stacked
        /// Every cell as wide as one shared width variable (itself 375 wide, one more constraint), its top at 0.
        case shared
    }

    /// `cells` cells in one solver, arranged as `arrangement` says.
    public static func build(_ arrangement: Arrangement, cells: Int) throws -> ConstraintSolver {
        var solver = ConstraintSolver()
        let width = LayoutVariable(UInt32(cells * variablesPerCell))
        if arrangement == .shared { try solver.add(LinearConstraint(width, .equal, 375)) }
        for cell in 0..<cells {
            let base = UInt32(cell * variablesPerCell)
            try addCell(
                to: &solver, base: base, width: 375, sharedWidth: arrangement == .shared ? width : nil)
            let top = LayoutVariable(base + 12)
            if arrangement == .stacked && cell > 0 {
                let previous = base - UInt32(variablesPerCell)
                let previousTop = LayoutVariable(previous + 12)
                let previousHeight = LayoutVariable(previous + 1)
                try solver.add(LinearConstraint(top, .equal, previousTop + LinearExpression(previousHeight)))
            } else {
                try solver.add(LinearConstraint(top, .equal, 0))
            }
        }
        return solver
    }
}
