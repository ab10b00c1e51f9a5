import Foundation

// How a controller comes on and off screen: the appearance callbacks in UIKit's order, whole or in the two halves
// a custom transition needs, and the transition coordinator an animated one runs under.

extension ViewController {
    /// Shows the view in `container` at its size and runs the appearance callbacks (the window's and the
    /// containers' entry point).
    func appear(in container: View, animated: Bool) {
        let view = self.view!
        let coordinator = beginTransition(in: container, animated: animated, appearing: true)
        viewWillAppear(animated)
        view.frame = container.bounds
        container.addSubview(view)
        viewIsAppearing(animated)
        layoutView()
        isVisible = true
        viewDidAppear(animated)
        endTransition(coordinator)
    }

    /// The first half of ``appear(in:animated:)`` for a custom transition: `viewWillAppear`, the view sized to the
    /// container (the animator adds it).
    func beginAppearing(in container: View, animated: Bool) -> HeadlessTransitionCoordinator? {
        let view = self.view!
        let coordinator = beginTransition(in: container, animated: animated, appearing: true)
        viewWillAppear(animated)
        view.frame = container.bounds
        return coordinator
    }

    /// The second half: the view in the container (if the animator did not add it), laid out, `viewDidAppear`.
    func finishAppearing(_ coordinator: HeadlessTransitionCoordinator?, in container: View) {
        let view = self.view!
        if view.superview !== container { container.addSubview(view) }
        viewIsAppearing(true)
        layoutView()
        isVisible = true
        viewDidAppear(true)
        endTransition(coordinator)
    }

    /// A cancelled appearance: the view leaves again, with `viewWillDisappear` and `viewDidDisappear`.
    func cancelAppearing(_ coordinator: HeadlessTransitionCoordinator?) {
        viewWillDisappear(true)
        loadedView?.removeFromSuperview()
        viewDidDisappear(true)
        endTransition(coordinator)
    }

    /// The first half of ``disappear(animated:)`` for a custom transition: `viewWillDisappear`.
    func beginDisappearing(animated: Bool) -> HeadlessTransitionCoordinator? {
        let coordinator = loadedView?.superview.flatMap {
            beginTransition(in: $0, animated: animated, appearing: false)
        }
        viewWillDisappear(animated)
        return coordinator
    }

    /// The second half: the view off screen, `viewDidDisappear`.
    func finishDisappearing(_ coordinator: HeadlessTransitionCoordinator?) {
        loadedView?.removeFromSuperview()
        isVisible = false
        viewDidDisappear(true)
        endTransition(coordinator)
    }

    /// A cancelled disappearance: the view stays (back in the container), with `viewWillAppear` and
    /// `viewDidAppear`.
    func cancelDisappearing(_ coordinator: HeadlessTransitionCoordinator?, in container: View) {
        viewWillAppear(true)
        if let view = loadedView, view.superview !== container { container.addSubview(view) }
        viewDidAppear(true)
        endTransition(coordinator)
    }

    /// Takes the view off screen and runs the disappearance callbacks.
    func disappear(animated: Bool) {
        let coordinator = loadedView?.superview.flatMap {
            beginTransition(in: $0, animated: animated, appearing: false)
        }
        viewWillDisappear(animated)
        loadedView?.removeFromSuperview()
        isVisible = false
        viewDidDisappear(animated)
        endTransition(coordinator)
    }

    /// The coordinator of the animated transition this controller is in, or its parent's; nil outside one.
    public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
        activeTransition ?? parent?.transitionCoordinator
    }

    fileprivate func beginTransition(in container: View, animated: Bool, appearing: Bool)
        -> HeadlessTransitionCoordinator?
    {
        guard animated, activeTransition == nil else { return nil }
        let coordinator = HeadlessTransitionCoordinator(container: container, style: modalPresentationStyle)
        // Both ends when a container said them (a push or a pop); else this controller's own end.
        if let pair = Self.transitionPair {
            coordinator.fromViewController = pair.from
            coordinator.toViewController = pair.to
        } else if appearing {
            coordinator.toViewController = self
        } else {
            coordinator.fromViewController = self
        }
        activeTransition = coordinator
        return coordinator
    }

    /// The controllers leaving and coming in the transition a container runs now (``withTransition(from:to:_:)``).
    private static var transitionPair: (from: ViewController?, to: ViewController?)?

    /// Runs `body` (the disappearance of `from` and the appearance of `to`) with both ends known to their
    /// transition coordinators' `viewController(forKey:)`.
    static func withTransition(from: ViewController?, to: ViewController?, _ body: () -> Void) {
        let previous = transitionPair
        transitionPair = (from, to)
        body()
        transitionPair = previous
    }

    fileprivate func endTransition(_ coordinator: HeadlessTransitionCoordinator?) {
        guard let coordinator else { return }
        activeTransition = nil
        coordinator.finish()
    }

    /// A layout of the view, which runs `viewWillLayoutSubviews` and `viewDidLayoutSubviews` around it (as every
    /// layout of the controller's view does).
    func layoutView() {
        guard let view = loadedView else { return }
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }
}

/// What takes part in size and trait transitions and sizes its children (UIContentContainer): every view
/// controller.
@preconcurrency @MainActor
public protocol ContentContainer: AnyObject {
    /// The size the content would like.
    var preferredContentSize: CGSize { get }
    /// A child's preferred size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any ContentContainer)
    /// The size a child gets in a parent `parentSize` large.
    func size(forChildContentContainer container: any ContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// The size is about to change.
    func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator)
    /// The traits are about to change.
    func willTransition(to newCollection: TraitCollection, with coordinator: any ViewControllerTransitionCoordinator)
}

extension ViewController: ContentContainer {}

extension ViewController {
    /// Overrides traits of `childViewController` (deprecated in iOS 17, where a child sets its own
    /// ``traitOverrides``): the traits `collection` specifies override the child's; nil takes them away again,
    /// leaving the child's own overrides as they were.
    @available(*, deprecated, message: "Use the traitOverrides property on the child view controller instead")
    public func setOverrideTraitCollection(_ collection: TraitCollection?, forChild childViewController: ViewController)
    {
        let key = ObjectIdentifier(childViewController)
        let before = childTraitOverrides[key]?.before ?? childViewController.traitOverrides
        if let collection {
            childTraitOverrides[key] = (collection, before)
            childViewController.traitOverrides.traits = before.traits.overlaid(by: collection)
        } else {
            childTraitOverrides[key] = nil
            childViewController.traitOverrides = before
        }
    }

    /// The traits set for `childViewController` with ``setOverrideTraitCollection(_:forChild:)``, if any.
    @available(*, deprecated, message: "Use the traitOverrides property on the child view controller instead")
    public func overrideTraitCollection(forChild childViewController: ViewController) -> TraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]?.collection
    }
}

/// Where a controller's content begins under its top bars or ends above its bottom bars (UILayoutSupport), as
/// `topLayoutGuide` and `bottomLayoutGuide` gave it before the safe area (deprecated since iOS 11).
@preconcurrency @MainActor
public protocol LayoutSupport: AnyObject {
    /// How far the guide reaches into the view: the bars' height.
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// A controller's top or bottom layout guide: from the view's edge to its safe area's.
final class BarLayoutGuide: LayoutGuide, LayoutSupport {
    var length: CGFloat { layoutFrame.height }
}

extension ViewController {
    /// The guide from the top of the view to the bottom of the bars above the content (deprecated since iOS 11):
    /// its bottom anchor is the safe area's top.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: any LayoutSupport { barGuide(top: true) }

    /// The guide from the top of the bars below the content to the bottom of the view (deprecated since iOS 11):
    /// its top anchor is the safe area's bottom.
    @available(
        *, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor"
    )
    public var bottomLayoutGuide: any LayoutSupport { barGuide(top: false) }

    /// The view's guide between its edge and its safe area's, made and constrained on first use.
    private func barGuide(top: Bool) -> BarLayoutGuide {
        let identifier = top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
        if let guide = view.layoutGuides.first(where: { $0.identifier == identifier }) as? BarLayoutGuide {
            return guide
        }
        let guide = BarLayoutGuide()
        guide.identifier = identifier
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            top
                ? guide.topAnchor.constraint(equalTo: view.topAnchor)
                : guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            top
                ? guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        return guide
    }
}
