import Foundation

/// The constraints a ``StackView`` keeps, for one arrangement of its visible arranged subviews.
@MainActor
struct StackConstraintMaker {
    typealias Attribute = NSLayoutConstraint.Attribute
    let stack: StackView
    let views: [View]
    private(set) var spacers: [LayoutGuide] = []
    private var made: [NSLayoutConstraint] = []

    init(stack: StackView, views: [View]) {
        self.stack = stack
        self.views = views
    }

    private var horizontal: Bool { stack.axis == .horizontal }
    private var margins: Bool { stack.isLayoutMarginsRelativeArrangement }
    private var leadingEdge: Attribute {
        horizontal ? (margins ? .leadingMargin : .leading) : (margins ? .topMargin : .top)
    }
    private var trailingEdge: Attribute {
        horizontal ? (margins ? .trailingMargin : .trailing) : (margins ? .bottomMargin : .bottom)
    }
    private var crossLeading: Attribute {
        horizontal ? (margins ? .topMargin : .top) : (margins ? .leadingMargin : .leading)
    }
    private var crossTrailing: Attribute {
        horizontal ? (margins ? .bottomMargin : .bottom) : (margins ? .trailingMargin : .trailing)
    }
    private var crossCenter: Attribute {
        horizontal ? (margins ? .centerYWithinMargins : .centerY) : (margins ? .centerXWithinMargins : .centerX)
    }
    private var length: Attribute { horizontal ? .width : .height }
    private var start: Attribute { horizontal ? .leading : .top }
    private var end: Attribute { horizontal ? .trailing : .bottom }
    private var center: Attribute { horizontal ? .centerX : .centerY }

    mutating func make() -> [NSLayoutConstraint] {
        guard let first = views.first, let last = views.last else { return [] }
        add("UISV-canvas-connection", first, start, .equal, stack, leadingEdge)
        add("UISV-canvas-connection", last, end, .equal, stack, trailingEdge)
        for (before, after) in zip(views, views.dropFirst()) { connect(before, after) }
        distribute()
        for view in views { align(view) }
        return made
    }

    private mutating func add(
        _ identifier: String, _ a: AnyObject, _ attributeA: Attribute, _ relation: NSLayoutConstraint.Relation,
        _ b: AnyObject?, _ attributeB: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: LayoutPriority = .required
    ) {
        let constraint = NSLayoutConstraint(
            item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
            multiplier: multiplier, constant: constant)
        constraint.identifier = identifier
        constraint.priority = priority
        made.append(constraint)
    }

    /// The gap between two neighbours: fixed for the fill distributions, a minimum with equal spacer guides
    /// for the spacing ones.
    private mutating func connect(_ before: View, _ after: View) {
        let gap = stack.gap(after: before)
        let (from, to): (Attribute, Attribute) =
            !horizontal && stack.isBaselineRelativeArrangement ? (.lastBaseline, .firstBaseline) : (end, start)
        switch stack.distribution {
        case .fill, .fillEqually, .fillProportionally:
            add("UISV-spacing", after, to, .equal, before, from, constant: gap)
        case .equalSpacing, .equalCentering:
            add("UISV-spacing", after, to, .greaterThanOrEqual, before, from, constant: gap)
            let spacer = LayoutGuide()
            spacer.identifier = "UISV-distributing"
            stack.addLayoutGuide(spacer)
            let centering = stack.distribution == .equalCentering
            add("UISV-distributing-edge", spacer, start, .equal, before, centering ? center : from)
            add("UISV-distributing-edge", spacer, end, .equal, after, centering ? center : to)
            if let firstSpacer = spacers.first {
                add("UISV-distributing", spacer, length, .equal, firstSpacer, length)
            }
            spacers.append(spacer)
        }
    }

    private mutating func distribute() {
        guard let first = views.first else { return }
        switch stack.distribution {
        case .fillEqually:
            for view in views.dropFirst() { add("UISV-fill-equally", view, length, .equal, first, length) }
        case .fillProportionally:
            let lengths = views.map { intrinsicLength($0) }
            guard let firstLength = lengths.first, firstLength > 0 else { return }
            for (view, viewLength) in zip(views, lengths).dropFirst() where viewLength > 0 {
                add(
                    "UISV-fill-proportionally", view, length, .equal, first, length,
                    multiplier: viewLength / firstLength, priority: LayoutPriority(999))
            }
        case .fill:
            // Ties in hugging go to the first view: every later one hugs a hair harder.
            for view in views.dropFirst() {
                let intrinsic = intrinsicLength(view)
                guard intrinsic >= 0 else { continue }
                let priority = view.contentHuggingPriority(for: stack.axis) + 0.01
                add(
                    "UISV-fill-order", view, length, .lessThanOrEqual, nil, .notAnAttribute, constant: intrinsic,
                    priority: priority)
            }
        case .equalSpacing, .equalCentering:
            break
        }
    }

    /// The view's intrinsic length along the stack's axis.
    private func intrinsicLength(_ view: View) -> CGFloat {
        let size = view.intrinsicContentSize
        return horizontal ? size.width : size.height
    }

    private mutating func align(_ view: View) {
        switch stack.alignment {
        case .fill:
            add("UISV-alignment", view, horizontal ? .top : .leading, .equal, stack, crossLeading)
            add("UISV-alignment", view, horizontal ? .bottom : .trailing, .equal, stack, crossTrailing)
        case .leading:
            add("UISV-alignment", view, horizontal ? .top : .leading, .equal, stack, crossLeading)
            add("UISV-canvas-fit", view, horizontal ? .bottom : .trailing, .lessThanOrEqual, stack, crossTrailing)
        case .trailing:
            add("UISV-alignment", view, horizontal ? .bottom : .trailing, .equal, stack, crossTrailing)
            add("UISV-canvas-fit", view, horizontal ? .top : .leading, .greaterThanOrEqual, stack, crossLeading)
        case .center:
            add("UISV-alignment", view, horizontal ? .centerY : .centerX, .equal, stack, crossCenter)
            add("UISV-canvas-fit", view, horizontal ? .top : .leading, .greaterThanOrEqual, stack, crossLeading)
            add("UISV-canvas-fit", view, horizontal ? .bottom : .trailing, .lessThanOrEqual, stack, crossTrailing)
        case .firstBaseline, .lastBaseline:
            let baseline: Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            if horizontal, let first = views.first, view !== first {
                add("UISV-alignment", view, baseline, .equal, first, baseline)
            } else if !horizontal {
                add("UISV-alignment", view, .leading, .equal, stack, crossLeading)
            }
            add("UISV-canvas-fit", view, horizontal ? .top : .leading, .greaterThanOrEqual, stack, crossLeading)
            add("UISV-canvas-fit", view, horizontal ? .bottom : .trailing, .lessThanOrEqual, stack, crossTrailing)
            // The line of baselines sits as high as the tallest view allows.
            add(
                "UISV-spanning-fit", view, horizontal ? .top : .leading, .equal, stack, crossLeading, priority: .init(1)
            )
        }
    }
}
