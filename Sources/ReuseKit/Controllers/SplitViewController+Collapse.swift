import Foundation

// A split view collapsing into one stack when its width turns compact and expanding back, in UIKit's order of
// delegate calls; the delegate protocol; and the view that lays the columns out.

extension SplitViewController {
    /// Collapses the columns: column style asks the delegate for the top column and moves the stacks above the
    /// primary onto it; classic style lets the delegate, else the primary, take the secondary.
    func collapseColumns() {
        for column in [Column.supplementary, .secondary, .inspector] {
            if let shown = containers[column], shown.isVisible { shown.disappear(animated: false) }
        }
        if style == .unspecified {
            collapseClassic()
        } else {
            var top: Column = columns[.secondary] != nil ? .secondary : .primary
            top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: top) ?? top
            if top == .compact, containers[.compact] != nil {
                if let primary = containers[.primary], primary.isVisible { primary.disappear(animated: false) }
                collapse = nil
            } else {
                let navigation = containers[.primary] as? NavigationController
                collapse = (navigation?.viewControllers.count ?? 1, [])
                if let compact = containers[.compact], compact.isVisible { compact.disappear(animated: false) }
                showCollapsed(top == .compact ? .secondary : top)
            }
        }
        isCollapsed = true
        traitsFollowCollapse()
        delegate?.splitViewControllerDidCollapse(self)
    }

    /// Expands the columns: the stacks moved onto the primary go back to their columns (what was pushed while
    /// collapsed goes to the secondary), and the delegate may choose the display mode.
    func expandColumns() {
        if let compact = containers[.compact], compact.isVisible { compact.disappear(animated: false) }
        if style == .unspecified {
            expandClassic()
        } else if let collapse, let navigation = containers[.primary] as? NavigationController {
            let stack = navigation.viewControllers
            let depth = min(collapse.primaryDepth, stack.count)
            var rest = Array(stack[depth...])
            navigation.setViewControllers(Array(stack[..<depth]), animated: false)
            for (column, count) in collapse.moved where column == .supplementary {
                let part = Array(rest.prefix(count))
                rest.removeFirst(part.count)
                (containers[column] as? NavigationController)?.setViewControllers(part, animated: false)
            }
            if !rest.isEmpty {
                (containers[.secondary] as? NavigationController)?.setViewControllers(rest, animated: false)
            }
        }
        collapse = nil
        isCollapsed = false
        chooseDisplayMode()
        let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: displayMode)
        if let mode { setDisplayMode(mode) }
        traitsFollowCollapse()
        delegate?.splitViewControllerDidExpand(self)
    }

    /// Collapsed, puts `column`'s stack on top of the primary navigation stack (pushing the columns before it), or
    /// takes the columns after it back off.
    func showCollapsed(_ column: Column) {
        guard var state = collapse, let navigation = containers[.primary] as? NavigationController else { return }
        let order: [Column] = [.supplementary, .secondary]
        let wanted = order.filter { $0.rawValue <= column.rawValue && column != .primary && containers[$0] != nil }
        // Off: the moved columns past the one asked for go back to their own stacks.
        while let last = state.moved.last, !wanted.contains(last.column) {
            let stack = navigation.viewControllers
            let part = Array(stack.suffix(last.count))
            navigation.setViewControllers(Array(stack.dropLast(last.count)), animated: false)
            (containers[last.column] as? NavigationController)?.setViewControllers(part, animated: false)
            state.moved.removeLast()
        }
        // Back to the list: what was pushed on the primary's own stack goes too.
        if column == .primary, state.moved.isEmpty, navigation.viewControllers.count > state.primaryDepth {
            navigation.popToViewController(navigation.viewControllers[state.primaryDepth - 1], animated: false)
        }
        // On: the columns up to it, each its whole stack.
        for next in wanted where !state.moved.contains(where: { $0.column == next }) {
            guard let source = containers[next] as? NavigationController else { continue }
            let part = source.viewControllers
            source.setViewControllers([], animated: false)
            for controller in part { navigation.pushViewController(controller, animated: false) }
            state.moved.append((next, part.count))
        }
        collapse = state
    }

    private func collapseClassic() {
        guard var primary = columns[.primary] else { return }
        if let chosen = delegate?.primaryViewController(forCollapsing: self), chosen !== primary {
            if primary.isVisible { primary.disappear(animated: false) }
            primary.removeFromParent()
            addChild(chosen)
            chosen.didMove(toParent: self)
            columns[.primary] = chosen
            containers[.primary] = chosen
            primary = chosen
        }
        guard let secondary = columns[.secondary] else { return }
        if secondary.isVisible { secondary.disappear(animated: false) }
        collapsedSecondary = secondary
        columns[.secondary] = nil
        containers[.secondary] = nil
        if delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) == true {
            secondary.removeFromParent()
        } else {
            primary.collapseSecondaryViewController(secondary, for: self)
            if secondary.parent === self { secondary.removeFromParent() }
        }
    }

    private func expandClassic() {
        guard var primary = columns[.primary] else { return }
        if let chosen = delegate?.primaryViewController(forExpanding: self), chosen !== primary {
            if primary.isVisible { primary.disappear(animated: false) }
            primary.removeFromParent()
            primary = chosen
        }
        let secondary =
            delegate?.splitViewController(self, separateSecondaryFrom: primary)
            ?? primary.separateSecondaryViewController(for: self) ?? collapsedSecondary
        collapsedSecondary = nil
        isCollapsed = false
        viewControllers = [primary, secondary].compactMap { $0 }
    }

    /// Tells the views below of the new ``LayoutEnvironment`` trait, if it changed.
    func traitsFollowCollapse() {
        guard let view = viewIfLoaded else { return }
        let environment: LayoutEnvironment = isCollapsed ? .collapsed : .expanded
        if view.traitOverrides.splitViewControllerLayoutEnvironment != environment {
            view.traitOverrides.splitViewControllerLayoutEnvironment = environment
        }
    }
}

/// The split view controller's view: each layout places the columns.
final class SplitContainerView: View {
    private weak var controller: SplitViewController?

    init(controller: SplitViewController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutColumns()
    }
}

/// Told how a split view controller collapses, expands and shows its columns (UISplitViewControllerDelegate).
/// Every method is optional.
@preconcurrency @MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column
    func splitViewController(
        _ svc: SplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    func splitViewControllerDidExpand(_ svc: SplitViewController)
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
    func splitViewController(_ svc: SplitViewController, didShow column: SplitViewController.Column)
    func splitViewController(_ svc: SplitViewController, didHide column: SplitViewController.Column)
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    func targetDisplayModeForAction(in svc: SplitViewController) -> SplitViewController.DisplayMode
    func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: SplitViewController)
    func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: SplitViewController)
    func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController?
    func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController?
    func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool
    func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController?
    func splitViewController(_ splitViewController: SplitViewController, show vc: ViewController, sender: Any?) -> Bool
    func splitViewController(
        _ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?
    ) -> Bool
    func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: SplitViewController)
        -> InterfaceOrientationMask
    func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: SplitViewController)
        -> InterfaceOrientation
}

extension SplitViewControllerDelegate {
    public func splitViewController(
        _ svc: SplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: SplitViewController.Column
    ) -> SplitViewController.Column { proposedTopColumn }
    public func splitViewController(
        _ svc: SplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: SplitViewController.DisplayMode
    ) -> SplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {}
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {}
    public func splitViewController(_ svc: SplitViewController, didShow column: SplitViewController.Column) {}
    public func splitViewController(_ svc: SplitViewController, didHide column: SplitViewController.Column) {}
    public func splitViewController(
        _ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode
    ) {}
    public func targetDisplayModeForAction(in svc: SplitViewController) -> SplitViewController.DisplayMode {
        .automatic
    }
    public func splitViewControllerInteractivePresentationGestureWillBegin(_ svc: SplitViewController) {}
    public func splitViewControllerInteractivePresentationGestureDidEnd(_ svc: SplitViewController) {}
    public func primaryViewController(forCollapsing splitViewController: SplitViewController) -> ViewController? {
        nil
    }
    public func primaryViewController(forExpanding splitViewController: SplitViewController) -> ViewController? {
        nil
    }
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: SplitViewController, separateSecondaryFrom primaryViewController: ViewController
    ) -> ViewController? { nil }
    public func splitViewController(
        _ splitViewController: SplitViewController, show vc: ViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewController(
        _ splitViewController: SplitViewController, showDetail vc: ViewController, sender: Any?
    ) -> Bool { false }
    public func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: SplitViewController)
        -> InterfaceOrientationMask
    { .all }
    public func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: SplitViewController
    ) -> InterfaceOrientation { .portrait }
}
