import Foundation

extension CollectionView {
    /// Told when an interactive transition ends: whether it completed (reached the next layout, rather than going
    /// back) and whether its animations finished (always, headless).
    public typealias LayoutInteractiveTransitionCompletion = (Bool, Bool) -> Void

    /// Starts a transition to `layout` that the client drives: installs the delegate's transition layout
    /// (``CollectionViewDelegate/collectionView(_:transitionLayoutForOldLayout:newLayout:)``, by default a
    /// ``CollectionViewTransitionLayout``) at progress 0 and returns it. A gesture then sets its
    /// ``CollectionViewTransitionLayout/transitionProgress``; ``finishInteractiveTransition()`` or
    /// ``cancelInteractiveTransition()`` ends it. A transition already under way is finished first.
    @discardableResult
    public func startInteractiveTransition(
        to layout: CollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil
    ) -> CollectionViewTransitionLayout {
        if interactiveTransition != nil { finishInteractiveTransition() }
        let old = collectionViewLayout
        let transition =
            collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? CollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        interactiveTransition = (transition, completion)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        collectionViewLayout = transition
        layoutIfNeeded()
        return transition
    }

    /// Ends the interactive transition at its next layout, which is installed; the completion hears
    /// `(true, true)`. Nothing without a transition under way.
    public func finishInteractiveTransition() {
        endInteractiveTransition(completed: true)
    }

    /// Ends the interactive transition back at its current layout, which is installed again; the completion hears
    /// `(false, true)`. Nothing without a transition under way.
    public func cancelInteractiveTransition() {
        endInteractiveTransition(completed: false)
    }

    private func endInteractiveTransition(completed: Bool) {
        guard let (transition, completion) = interactiveTransition else { return }
        interactiveTransition = nil
        let ending = completed ? transition.nextLayout : transition.currentLayout
        collectionViewLayout = ending
        layoutIfNeeded()
        transition.currentLayout.finalizeLayoutTransition()
        transition.nextLayout.finalizeLayoutTransition()
        completion?(completed, true)
    }
}
