import Foundation
import ReuseCore

/// One solve of the constraints of an island: a root view whose frame is set from outside, and the views below
/// it that constraints lay out, down to the next view whose frame is set from outside (which is the root of an
/// island of its own).
///
/// Every item (view or layout guide) gets four variables in the root's coordinates: left, top, width, height.
/// Views whose frames are set from outside are pinned where they are; views laid out by constraints get their
/// intrinsic size as hugging (`≤`, 250 by default) and compression resistance (`≥`, 750) constraints; the
/// system guides follow their views. The solver is ReuseCore's Cassowary solver.
@MainActor
struct LayoutIsland {
    /// Pulls the root towards a size instead of fixing it (``View/systemLayoutSizeFitting(_:)``).
    struct Fitting {
        var size: CGSize
        var horizontal: LayoutPriority
        var vertical: LayoutPriority
    }

    let root: View
    let fitting: Fitting?
    /// Holds the solver apart, so that an island answered from memory (which never makes one) stays a small
    /// value: the solver's tables are many words, and copying or destroying them inline cost a tenth of a
    /// remembered row's measurement.
    private final class SolverBox {
        var solver = ConstraintSolver()
    }

    /// The solver, made when the island is built (not for a solve answered from memory).
    private var solverBox: SolverBox?
    private var solver: ConstraintSolver {
        get { solverBox?.solver ?? ConstraintSolver() }
        _modify {
            if solverBox == nil { solverBox = SolverBox() }
            yield &solverBox!.solver
        }
    }
    /// The island's constraints and items, remembered on its root until they change.
    private let structure: IslandStructure
    /// The root, then the other items in their numbering.
    let items: IslandItems
    var index: [ObjectIdentifier: Int] { structure.index }
    var constraints: [NSLayoutConstraint] { structure.constraints }
    /// The items' frames in the root's coordinates, from a remembered solve of the same system; nil after a solve.
    private var cachedRects: [CGRect]?
    /// Widths at which wrapping labels were measured, for the second pass.
    private var measuredWidths: [ObjectIdentifier: CGFloat] = [:]
    /// The height constraints of wrapping labels, by item, to replace when the width is known.
    private var labelHeights: [Int: [ConstraintID]] = [:]
    private(set) var broken: [(NSLayoutConstraint, [NSLayoutConstraint])] = []

    init(root: View, fitting: Fitting?) {
        self.root = root
        self.fitting = fitting
        structure = root.islandStructure()
        items = IslandItems(root: root, others: structure.others)
    }

    var hasConstraints: Bool { !constraints.isEmpty }

    /// The root's solved size.
    var rootSize: CGSize { CGSize(width: value(0, 2), height: value(0, 3)) }

    // MARK: Building

    /// Collects the island's constraints, builds the system and solves it; a wrapping label whose solved width
    /// differs from the width its height was measured at is measured again and its height constraints replaced
    /// in the solver, which re-solves incrementally (at most twice), as UIKit does for multi-line labels.
    ///
    /// A fitting solve (a self-sizing cell measured for its row) is remembered by what determines it (every
    /// constraint, every item's content: ``IslandSignature``): a cell showing content measured before at the same
    /// width takes the remembered frames and is not solved again.
    mutating func solve() {
        var signature: IslandSignature?
        if fitting != nil {
            // Made in the last lookup's storage: a lookup that finds a solution allocates nothing.
            var made = IslandSolutions.takeScratchSignature()
            makeSignature(into: &made, structure: structure.id)
            if let rects = IslandSolutions.rects(for: made) {
                cachedRects = rects
                IslandSolutions.giveBackScratchSignature(made)
                return
            }
            signature = made
        }
        build()
        for _ in 0..<2 {
            guard remeasureWrappingLabels() else { break }
        }
        report()
        if let signature, broken.isEmpty { IslandSolutions.remember(items.indices.map(rect), for: signature) }
    }

    /// The item's solved frame in the root's coordinates.
    private func rect(_ position: Int) -> CGRect {
        CGRect(x: value(position, 0), y: value(position, 1), width: value(position, 2), height: value(position, 3))
    }

    private mutating func build() {
        solverBox = SolverBox()
        broken = []
        var fixed: [LinearConstraint] = []
        for position in items.indices { fixed += frameConstraints(items[position], position) }
        for constraint in fixed { _ = try? solver.add(constraint) }
        for (position, item) in items.enumerated() {
            if let view = item as? View, view.measuresHeightAtWidth, view !== root,
                !view.translatesAutoresizingMaskIntoConstraints
            {
                addHeight(of: view, position)
            }
        }
        for constraint in constraints { add(constraint) }
    }

    private func variable(_ item: Int, _ part: Int) -> LayoutVariable { LayoutVariable(UInt32(item * 4 + part)) }

    private func value(_ item: Int, _ part: Int) -> CGFloat {
        if let cachedRects {
            let rect = cachedRects[item]
            return part == 0 ? rect.minX : part == 1 ? rect.minY : part == 2 ? rect.width : rect.height
        }
        return (solver.value(of: variable(item, part)) * 1_000_000).rounded() / 1_000_000
    }

    /// What holds an item where it is: the root's origin and size; a pinned view's frame; a laid-out view's
    /// intrinsic size; a system guide's place in its view.
    private mutating func frameConstraints(_ item: AnyObject, _ position: Int) -> [LinearConstraint] {
        let (x, y, w, h) = (variable(position, 0), variable(position, 1), variable(position, 2), variable(position, 3))
        if let guide = item as? LayoutGuide {
            return guideConstraints(guide, x, y, w, h)
        }
        guard let view = item as? View else { return [] }
        if view === root {
            var result = [LinearConstraint(x, .equal, 0), LinearConstraint(y, .equal, 0)]
            if let fitting {
                result += fittingConstraints(fitting, w, h) + intrinsicConstraints(view, w, h)
            } else {
                result += [LinearConstraint(w, .equal, root.bounds.width), .init(h, .equal, root.bounds.height)]
            }
            return result
        }
        guard let parent = view.superview, let parentIndex = index[ObjectIdentifier(parent)] else { return [] }
        if view.isAdoptedContentView {
            // A cell's content view, in the cell's island: its top and bottom are the cell's, its sides keep
            // the insets the cell gives them (indent, accessory), so its height follows the cell's.
            // Where the cell puts its content view in its bounds now, not where its last layout left it.
            let frame = parent.contentViewFrame ?? view.frame
            let sideInsets = parent.bounds.width - frame.width
            return [
                LinearConstraint(x, .equal, variable(parentIndex, 0) + frame.minX),
                LinearConstraint(y, .equal, variable(parentIndex, 1) + 0),
                LinearConstraint(w, .equal, variable(parentIndex, 2) - sideInsets),
                LinearConstraint(h, .equal, variable(parentIndex, 3) + 0),
            ]
        }
        if view.translatesAutoresizingMaskIntoConstraints {
            let frame = view.frame
            return [
                LinearConstraint(x, .equal, variable(parentIndex, 0) + frame.minX),
                LinearConstraint(y, .equal, variable(parentIndex, 1) + frame.minY),
                LinearConstraint(w, .equal, frame.width), LinearConstraint(h, .equal, frame.height),
            ]
        }
        return intrinsicConstraints(view, w, h)
    }

    private func fittingConstraints(_ fitting: Fitting, _ w: LayoutVariable, _ h: LayoutVariable)
        -> [LinearConstraint]
    {
        [
            LinearConstraint(w, .equal, fitting.size.width, priority: Self.priority(fitting.horizontal)),
            LinearConstraint(h, .equal, fitting.size.height, priority: Self.priority(fitting.vertical)),
            LinearConstraint(w, .greaterThanOrEqual, 0), LinearConstraint(h, .greaterThanOrEqual, 0),
        ]
    }

    private mutating func intrinsicConstraints(_ view: View, _ w: LayoutVariable, _ h: LayoutVariable)
        -> [LinearConstraint]
    {
        var size = view.intrinsicContentSize
        // A wrapping label's height (a text view's, a list content view's) depends on its solved width: added
        // apart, so that it can be replaced.
        if view.measuresHeightAtWidth, view !== root {
            size.height = View.noIntrinsicMetric
        }
        return Self.contentSizeConstraints(view, w, size.width, .horizontal)
            + Self.contentSizeConstraints(view, h, size.height, .vertical)
    }

    /// `variable ≤ length` at the view's hugging priority and `variable ≥ length` at its compression
    /// resistance along `axis`; none for a length that is no intrinsic size.
    private static func contentSizeConstraints(
        _ view: View, _ variable: LayoutVariable, _ length: CGFloat, _ axis: NSLayoutConstraint.Axis
    ) -> [LinearConstraint] {
        guard length != View.noIntrinsicMetric, length.isFinite, length >= 0 else { return [] }
        return [
            LinearConstraint(
                variable, .lessThanOrEqual, length, priority: priority(view.contentHuggingPriority(for: axis))),
            LinearConstraint(
                variable, .greaterThanOrEqual, length,
                priority: priority(view.contentCompressionResistancePriority(for: axis))),
        ]
    }

    private func guideConstraints(
        _ guide: LayoutGuide, _ x: LayoutVariable, _ y: LayoutVariable, _ w: LayoutVariable, _ h: LayoutVariable
    ) -> [LinearConstraint] {
        guard let system = guide.system, let owner = guide.owningView,
            let ownerIndex = index[ObjectIdentifier(owner)]
        else { return [] }
        let (ox, oy, ow, oh) = (
            variable(ownerIndex, 0), variable(ownerIndex, 1), variable(ownerIndex, 2), variable(ownerIndex, 3)
        )
        if system == .placed {
            guard let placement = owner.placement(of: guide) else { return [] }
            func term(_ term: GuidePlacement.Term, _ origin: LayoutVariable, _ size: LayoutVariable) -> LinearExpression
            {
                LinearExpression(origin) + self.size(term, size)
            }
            var result = [
                LinearConstraint(y, .equal, term(placement.y, oy, oh)),
                LinearConstraint(h, .equal, size(placement.height, oh)),
                LinearConstraint(x, .equal, term(placement.x, ox, ow), priority: placement.leadingPriority),
            ]
            if placement.leadingPriority < 1000 {
                // The trailing edge stays; the width is what the leading edge leaves.
                let trailing = term(placement.x, ox, ow) + size(placement.width, ow)
                result.append(LinearConstraint(x + w, .equal, trailing))
            } else {
                result.append(LinearConstraint(w, .equal, size(placement.width, ow)))
            }
            return result
        }
        if system == .scrollFrame {
            return [
                LinearConstraint(x, .equal, ox + 0), LinearConstraint(y, .equal, oy + 0),
                LinearConstraint(w, .equal, ow + 0), LinearConstraint(h, .equal, oh + 0),
            ]
        }
        if system == .scrollContent {
            // The content starts at the scroll view's origin; its size is what the constraints make it.
            return [
                LinearConstraint(x, .equal, ox + 0), LinearConstraint(y, .equal, oy + 0),
                LinearConstraint(w, .greaterThanOrEqual, 0), LinearConstraint(h, .greaterThanOrEqual, 0),
            ]
        }
        if system == .keyboard {
            // Up to the keyboard's top while it shows, else the bottom safe area (or nothing).
            let usesSafeArea = (guide as? KeyboardLayoutGuide)?.usesBottomSafeArea ?? true
            let bottom = max(SoftwareKeyboard.overlap(of: owner), usesSafeArea ? owner.safeAreaInsets.bottom : 0)
            return [
                LinearConstraint(x, .equal, ox + 0), LinearConstraint(w, .equal, ow + 0),
                LinearConstraint(y, .equal, oy + oh - bottom), LinearConstraint(h, .equal, bottom),
            ]
        }
        let insets = system == .safeArea ? owner.safeAreaInsets : owner.effectiveLayoutMargins
        var result = [
            LinearConstraint(y, .equal, oy + insets.top),
            LinearConstraint(h, .equal, oh - (insets.top + insets.bottom)),
        ]
        if system == .readableContent {
            // At most 672 wide, centred within the margins, never wider than them.
            let marginWidth = ow - (insets.left + insets.right)
            result += [
                LinearConstraint(w, .lessThanOrEqual, 672),
                LinearConstraint(w, .lessThanOrEqual, marginWidth),
                LinearConstraint(w, .equal, marginWidth, priority: 999),
                LinearConstraint(x * 2 + w, .equal, ox * 2 + ow + (insets.left - insets.right)),
            ]
        } else {
            result += [
                LinearConstraint(x, .equal, ox + insets.left),
                LinearConstraint(w, .equal, ow - (insets.left + insets.right)),
            ]
        }
        return result
    }

    /// A placed guide's width or height: a part of its view's.
    private func size(_ term: GuidePlacement.Term, _ size: LayoutVariable) -> LinearExpression {
        // No term for a zero factor: the solver takes every term's variable as part of the row.
        let part = term.factor == 0 ? LinearExpression() : size * Double(term.factor)
        return part + Double(term.constant)
    }

    static func priority(_ priority: LayoutPriority) -> Double {
        let value = Double(priority.rawValue)
        return value.isFinite ? min(max(value, 1), 1000) : 1000
    }

    /// `item.attribute` as an expression of the item's variables.
    private func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        guard let item, let position = index[ObjectIdentifier(item)], attribute != .notAnAttribute else {
            return LinearExpression()
        }
        let (x, y, w, h) = (variable(position, 0), variable(position, 1), variable(position, 2), variable(position, 3))
        let margins = (item as? View)?.layoutMargins ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        switch attribute {
        case .left, .leading: return LinearExpression(x)
        case .right, .trailing: return x + LinearExpression(w)
        case .top: return LinearExpression(y)
        case .bottom: return y + LinearExpression(h)
        case .width: return LinearExpression(w)
        case .height: return LinearExpression(h)
        case .centerX: return x + 0.5 * w
        case .centerY: return y + 0.5 * h
        case .firstBaseline:
            let offset = (item as? View)?.firstBaselineOffsetFromTop
            return offset.map { y + $0 } ?? y + LinearExpression(h)
        case .lastBaseline:
            let offset = (item as? View)?.lastBaselineOffsetFromBottom ?? 0
            return y + LinearExpression(h) - offset
        case .leftMargin, .leadingMargin: return x + margins.left
        case .rightMargin, .trailingMargin: return x + LinearExpression(w) - margins.right
        case .topMargin: return y + margins.top
        case .bottomMargin: return y + LinearExpression(h) - margins.bottom
        case .centerXWithinMargins: return x + 0.5 * w + (margins.left - margins.right) / 2
        case .centerYWithinMargins: return y + 0.5 * h + (margins.top - margins.bottom) / 2
        case .notAnAttribute: return LinearExpression()
        }
    }

    private mutating func add(_ constraint: NSLayoutConstraint) {
        let left = expression(constraint.firstItem, constraint.firstAttribute)
        let right =
            expression(constraint.secondItem, constraint.secondAttribute) * Double(constraint.multiplier)
            + Double(constraint.constant)
        let relation: LinearConstraint.Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        let linear = LinearConstraint(left, relation, right, priority: Self.priority(constraint.priority))
        do {
            try solver.add(linear)
        } catch {
            // UIKit breaks one constraint and carries on; this one, the newest of those that conflict.
            let related = constraints.filter {
                $0 !== constraint && $0.priority == .required && sharesItem($0, constraint)
            }
            broken.append((constraint, related))
        }
    }

    private func sharesItem(_ a: NSLayoutConstraint, _ b: NSLayoutConstraint) -> Bool {
        let items = [b.firstItem, b.secondItem].compactMap { $0 }
        return [a.firstItem, a.secondItem].contains { item in items.contains { $0 === item } }
    }

    /// A wrapping label's height hugging and compression resistance, for the height it wraps to at the width
    /// it was last solved at (its one-line height before that).
    private mutating func addHeight(of view: View, _ position: Int) {
        let width = measuredWidths[ObjectIdentifier(view)]
        let height =
            width.map { view.sizeThatFits(CGSize(width: $0, height: 0)).height } ?? view.intrinsicContentSize.height
        labelHeights[position] = Self.contentSizeConstraints(view, variable(position, 3), height, .vertical)
            .compactMap { try? solver.add($0) }
    }

    /// Measures each wrapping label again at its solved width and replaces its height constraints when the
    /// width changed; true when one did.
    private mutating func remeasureWrappingLabels() -> Bool {
        var changed = false
        for (position, item) in items.enumerated() {
            guard let view = item as? View, labelHeights[position] != nil else { continue }
            let width = value(position, 2)
            guard measuredWidths[ObjectIdentifier(view)] != width else { continue }
            measuredWidths[ObjectIdentifier(view)] = width
            for id in labelHeights[position] ?? [] { try? solver.remove(id) }
            addHeight(of: view, position)
            changed = true
        }
        return changed
    }

    private func report() {
        for (constraint, related) in broken {
            root.reportLayoutMessage(Messages.unsatisfiableConstraints(broken: constraint, related: related))
        }
    }

    // MARK: Results

    /// Sets the frames of the views the constraints lay out and the frames of the guides.
    func apply() {
        // The root (item 0) keeps the frame it was given; the others go where their structure says.
        for (offset, placement) in structure.placements.enumerated() {
            let position = offset + 1
            switch placement {
            case .guide(let owner):
                let guide = unsafeDowncast(items[position], to: LayoutGuide.self)
                let frame = rect(position).offsetBy(dx: -value(owner, 0), dy: -value(owner, 1))
                guard frame.isDrawable
                else { continue }
                guide.layoutFrame = frame
                // A scroll view's content guide sets its content size, as in UIKit.
                if guide.system == .scrollContent, let scrollView = guide.owningView as? ScrollView,
                    scrollView.contentSize != guide.layoutFrame.size
                {
                    scrollView.contentSize = guide.layoutFrame.size
                }
            case .view(let parent):
                let view = unsafeDowncast(items[position], to: View.self)
                let frame = rect(position).offsetBy(dx: -value(parent, 0), dy: -value(parent, 1))
                guard frame.isDrawable
                else {
                    // Reported, never drawn: the view keeps the frame it had.
                    root.reportLayoutMessage(Messages.nonFiniteFrame(AutoLayoutCheck.name(view), frame))
                    continue
                }
                view.frame = frame
            case .none:
                continue
            }
        }
    }

    /// Whether any of `view`'s four variables is free to move.
    mutating func isAmbiguous(_ item: AnyObject) -> Bool {
        guard let position = index[ObjectIdentifier(item)] else {
            return !((item as? View)?.translatesAutoresizingMaskIntoConstraints ?? true)
        }
        return (0..<4).contains { solver.isAmbiguous(variable(position, $0)) }
    }
}

/// An island's items by their numbers: the root (0), then the others as the island's structure keeps them. A view
/// of the two, where an array of them would be allocated for every solve.
struct IslandItems: RandomAccessCollection {
    let root: View
    let others: [AnyObject]

    var startIndex: Int { 0 }
    var endIndex: Int { others.count + 1 }

    subscript(position: Int) -> AnyObject { position == 0 ? root : others[position - 1] }
}
