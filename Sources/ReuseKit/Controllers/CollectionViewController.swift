import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of
/// (UICollectionViewController).
///
/// Every data source and delegate method is implemented here with UIKit's default, and `open`: a subclass writes
/// `override func collectionView(_:numberOfItemsInSection:)` and the rest, as on iOS. The collection view reloads
/// when it first appears; each time it appears, the selection is cleared (``clearsSelectionOnViewWillAppear``).
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    private let initialLayout: CollectionViewLayout
    /// Whether the selected items are deselected each time the view appears (default true).
    open var clearsSelectionOnViewWillAppear = true
    private var hasAppeared = false
    /// Whether the controller's long press on its collection view reorders items (default true, as in UIKit):
    /// press an item for half a second, drag it and lift; the data source's `canMoveItemAt` and `moveItemAt`
    /// decide, as for any interactive movement.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { reorderPress?.isEnabled = installsStandardGestureForInteractiveMovement }
    }
    private var reorderPress: LongPressGestureRecognizer?
    /// Whether a navigation controller pushing this controller over another collection view controller changes
    /// that one's collection view to this controller's layout instead of showing a collection view of its own
    /// (false by default). Set it before the push. As in UIKit, the shared collection view keeps its data source
    /// and delegate (the controller below stays in charge); popping gives it its layout back.
    open var useLayoutToLayoutNavigationTransitions = false
    /// The controller whose collection view this one shares, and the layout it had before.
    private var sharing: (owner: CollectionViewController, layout: CollectionViewLayout)?

    /// A controller whose collection view is laid out by `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout.
    public override init(nibName: String?, bundle: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibName, bundle: bundle)
    }

    /// A storyboard's creator makes the controller through this (its scene coder); any other coder fails, as
    /// there are no archives on Linux.
    public required init?(coder: NSCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the controller's view.
    open var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    public var collectionViewLayout: CollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    /// Makes the collection view, with this controller as its data source and delegate.
    open override func loadView() {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        let press = LongPressGestureRecognizer(target: self, action: CollectionViewController.reorder)
        press.isEnabled = installsStandardGestureForInteractiveMovement
        collectionView.addGestureRecognizer(press)
        reorderPress = press
        view = collectionView
    }

    // MARK: Layout-to-layout navigation

    /// Takes `previous`'s collection view as this controller's view, when this controller uses layout-to-layout
    /// navigation transitions and has no view of its own yet. Returns whether it did.
    func shareCollectionView(of previous: CollectionViewController?) -> Bool {
        guard useLayoutToLayoutNavigationTransitions, !isViewLoaded, let previous,
            let shared = previous.viewIfLoaded as? CollectionView
        else { return false }
        sharing = (previous, shared.collectionViewLayout)
        view = shared
        return true
    }

    /// Whether this controller shows another's collection view in its own layout.
    var isSharingCollectionView: Bool { sharing != nil }

    /// Lays the shared collection view out in this controller's layout.
    func applySharedLayout(animated: Bool) {
        collectionView.setCollectionViewLayout(initialLayout, animated: animated)
    }

    /// Gives the shared collection view back to the controller below, in the layout it had.
    func returnSharedCollectionView(animated: Bool) {
        guard let sharing, let shared = collectionView else { return }
        self.sharing = nil
        sharing.owner.view = shared
        shared.setCollectionViewLayout(sharing.layout, animated: animated)
        view = nil
    }

    /// The standard gesture: a long press begins moving the item under it, the finger moves it, lifting drops it.
    private func reorder(_ press: LongPressGestureRecognizer) {
        guard let collectionView else { return }
        let location = press.location(in: collectionView)
        switch press.state {
        case .began:
            if let indexPath = collectionView.indexPathForItem(at: location) {
                collectionView.beginInteractiveMovementForItem(at: indexPath)
            }
        case .changed: collectionView.updateInteractiveMovementTargetPosition(location)
        case .ended: collectionView.endInteractiveMovement()
        default: collectionView.cancelInteractiveMovement()
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if !hasAppeared {
            hasAppeared = true
            collectionView.reloadData()
        } else if clearsSelectionOnViewWillAppear {
            for item in collectionView.indexPathsForSelectedItems ?? [] {
                collectionView.deselectItem(at: item, animated: animated)
            }
        }
    }

    // MARK: Data source (UIKit's defaults)

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// Override it: the collection view asks only for items it has, and this controller has none by default.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        CollectionViewCell(frame: .zero)
    }
    /// Override it when the layout places supplementary views; the default stops with the fix.
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        ProgrammerError.stop(.missingSupplementaryView(kind: kind, indexPath: indexPath))
    }
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    /// Override it to reorder: the default cannot, so a moved item goes back (UIKit ignores the movement).
    open func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        collectionView.movingUnimplemented = true
    }
    open func indexTitles(for collectionView: CollectionView) -> [String]? { nil }
    open func collectionView(
        _ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath { IndexPath(item: 0, section: index) }

    // MARK: Delegate (UIKit's defaults)

    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    open func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(
        _ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    open func collectionView(
        _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    open func collectionView(
        _ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
    open func collectionView(
        _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }
    open func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    open func collectionView(
        _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    open func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    open func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { nil }
    open func collectionView(
        _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
    ) -> Bool { true }
    open func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {}
    open func collectionView(
        _ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool { collectionView.selectionFollowsFocus }
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? { nil }
    open func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? { nil }
    open func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    open func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }

    // MARK: Scroll view delegate (UIKit's defaults)

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
