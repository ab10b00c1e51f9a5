import Foundation

/// The stack's arrangement without constraints, when nothing else refers to its arranged views: each view's length
/// is its own (its intrinsic size, or what its own constraints give it), the positions are prefix sums, and the
/// slack goes to the view that hugs least, as the constraints UIKit makes would place them. Seed 003's hand-made
/// table (a column of views one after the other) is this case, and one constraint system for 10,000 views grew
/// as n^2.8; this is O(n) a layout pass.
///
/// It applies to the fill and fill-equally distributions, with fill, leading, centre or trailing alignment, and
/// no baseline-relative spacing, while no constraint outside an arranged view's own subtree refers to it or to
/// anything in it (a view's constraints on its own size, and its subviews' among themselves, are its own). Any
/// other arrangement keeps its constraints (``StackConstraintMaker``); a constraint added later that refers to an
/// arranged view makes the stack look again.
extension StackView {
    /// Whether the visible arranged `views` can be arranged without constraints.
    ///
    /// - Complexity: O(c · d) for the c constraints on the stack and its ancestors, d levels deep.
    func canArrangeDirectly(_ views: [View]) -> Bool {
        guard distribution == .fill || distribution == .fillEqually, !isBaselineRelativeArrangement else {
            return false
        }
        switch alignment {
        case .fill, .leading, .center, .trailing: break
        default: return false
        }
        var holder: View? = self
        while let current = holder {
            for constraint in current.constraints where refersToArrangedSubtree(constraint) { return false }
            holder = current.superview
        }
        return true
    }

    /// Whether `constraint` refers to an arranged view or to something inside one.
    func refersToArrangedSubtree(_ constraint: NSLayoutConstraint) -> Bool {
        [constraint.firstItem, constraint.secondItem].contains { item in
            var view = (item as? View) ?? (item as? LayoutGuide)?.owningView
            while let current = view, current !== self {
                if current.superview === self { return isArranged(current) }
                view = current.superview
            }
            return false
        }
    }

    /// A constraint was installed: a stack arranging directly one of whose arranged views (or something inside one)
    /// it refers to looks again at its next update. Found from the constraint's items, not from where it is
    /// installed: a constraint from an arranged view to a view beside the stack is installed above the stack.
    ///
    /// - Complexity: O(d) for the d levels above each item.
    static func constraintInstalled(_ constraint: NSLayoutConstraint) {
        for item in [constraint.firstItem, constraint.secondItem] {
            var view = (item as? View) ?? (item as? LayoutGuide)?.owningView
            while let current = view, let parent = current.superview {
                if let stack = parent as? StackView, stack.arrangesDirectly, stack.isArranged(current) {
                    stack.arrangementChanged()
                }
                view = parent
            }
        }
    }

    // MARK: Sizes

    /// A view's length along the axis and across it, as its own constraints and content give it; `across` is the
    /// length it is given across the axis when the alignment fills (nil otherwise).
    func naturalSize(of view: View, across: CGFloat?) -> CGSize {
        let horizontal = axis == .horizontal
        if !Self.hasConstraints(view) {
            if view.measuresHeightAtWidth, !horizontal, let across {
                return CGSize(width: across, height: view.sizeThatFits(CGSize(width: across, height: 0)).height)
            }
            let size = view.intrinsicContentSize
            return CGSize(
                width: size.width == View.noIntrinsicMetric ? 0 : size.width,
                height: size.height == View.noIntrinsicMetric ? 0 : size.height)
        }
        let target = CGSize(width: horizontal ? 0 : across ?? 0, height: horizontal ? across ?? 0 : 0)
        let acrossPriority: LayoutPriority = across == nil ? .fittingSizeLevel : .required
        return view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: horizontal ? .fittingSizeLevel : acrossPriority,
            verticalFittingPriority: horizontal ? acrossPriority : .fittingSizeLevel)
    }

    private static func hasConstraints(_ view: View) -> Bool {
        !view.constraints.isEmpty || view.subviews.contains { hasConstraints($0) }
    }

    /// The arrangement's size at `across` points across the axis (nil: as the views would be), margins included.
    ///
    /// - Complexity: O(n) in the arranged views.
    func directContentSize(across: CGFloat?) -> CGSize {
        let views = visibleArrangedSubviews
        let horizontal = axis == .horizontal
        let insets = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        let inner = across.map { max($0 - (horizontal ? insets.top + insets.bottom : insets.left + insets.right), 0) }
        var along: CGFloat = 0
        var acrossMost: CGFloat = 0
        var largest: CGFloat = 0
        for (index, view) in views.enumerated() {
            let size = naturalSize(of: view, across: alignment == .fill ? inner : nil)
            let length = horizontal ? size.width : size.height
            along += length
            largest = max(largest, length)
            acrossMost = max(acrossMost, horizontal ? size.height : size.width)
            if index < views.count - 1 { along += gap(after: view) }
        }
        if distribution == .fillEqually, !views.isEmpty {
            along = largest * CGFloat(views.count) + views.dropLast().reduce(0) { $0 + gap(after: $1) }
        }
        let cross = inner ?? acrossMost
        return horizontal
            ? CGSize(width: along + insets.left + insets.right, height: cross + insets.top + insets.bottom)
            : CGSize(width: cross + insets.left + insets.right, height: along + insets.top + insets.bottom)
    }

    // MARK: Placing

    /// Places the visible arranged views in the bounds (inside the margins when the arrangement is
    /// margins-relative).
    ///
    /// - Complexity: O(n) in the arranged views.
    func arrangeDirectly() {
        let views = visibleArrangedSubviews
        guard !views.isEmpty else { return }
        let horizontal = axis == .horizontal
        let area = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let alongLength = horizontal ? area.width : area.height
        let acrossLength = horizontal ? area.height : area.width
        let sizes = views.map { naturalSize(of: $0, across: alignment == .fill ? acrossLength : nil) }
        var lengths = sizes.map { horizontal ? $0.width : $0.height }
        let gaps = views.dropLast().map { gap(after: $0) }
        let spacing = gaps.reduce(0, +)
        if distribution == .fillEqually {
            let each = max((alongLength - spacing) / CGFloat(views.count), 0)
            lengths = Array(repeating: each, count: views.count)
        } else {
            share(alongLength - spacing - lengths.reduce(0, +), among: views, lengths: &lengths)
        }
        var position = horizontal ? area.minX : area.minY
        for (index, view) in views.enumerated() {
            let natural = horizontal ? sizes[index].height : sizes[index].width
            let across = alignment == .fill ? acrossLength : min(natural, acrossLength)
            let start = horizontal ? area.minY : area.minX
            let offset: CGFloat =
                switch alignment {
                case .center: ((acrossLength - across) / 2).rounded()
                case .trailing: acrossLength - across
                default: 0
                }
            view.frame =
                horizontal
                ? CGRect(x: position, y: start + offset, width: lengths[index], height: across)
                : CGRect(x: start + offset, y: position, width: across, height: lengths[index])
            position += lengths[index] + (index < gaps.count ? gaps[index] : 0)
        }
    }

    /// Gives `slack` points to the view that hugs least along the axis (the first on a tie, as UIKit's fill order
    /// has it), or takes a shortfall from the views that resist compression least, each down to zero.
    private func share(_ slack: CGFloat, among views: [View], lengths: inout [CGFloat]) {
        if slack > 0 {
            var chosen = 0
            for index in views.indices.dropFirst()
            where views[index].contentHuggingPriority(for: axis) < views[chosen].contentHuggingPriority(for: axis) {
                chosen = index
            }
            lengths[chosen] += slack
            return
        }
        var shortfall = -slack
        let order = views.indices.sorted {
            let a = views[$0].contentCompressionResistancePriority(for: axis)
            let b = views[$1].contentCompressionResistancePriority(for: axis)
            return a == b ? $0 > $1 : a < b
        }
        for index in order where shortfall > 0 {
            let taken = min(lengths[index], shortfall)
            lengths[index] -= taken
            shortfall -= taken
        }
    }
}
