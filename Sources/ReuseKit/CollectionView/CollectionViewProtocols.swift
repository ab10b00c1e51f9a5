import Foundation

/// Supplies a collection view's sections, items, cells and supplementary views (UICollectionViewDataSource).
/// Only the first two methods are required.
///
/// Defaults: one section; no supplementary view (a layout that places one while the data source gives none
/// stops with UIKit's message); no index. Items can move when the data source implements `moveItemAt` (the
/// default `canMoveItemAt` says yes, as UIKit assumes then); without it, an interactive movement puts the item back
/// and a message says why.
@preconcurrency @MainActor
public protocol CollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item, from `dequeueReusableCell(withReuseIdentifier:for:)` or
    /// `dequeueConfiguredReusableCell(using:for:item:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The supplementary view of `kind` (a header, a footer) the layout places at `indexPath`.
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of an index over the items; nil for none.
    func indexTitles(for collectionView: CollectionView) -> [String]?
    func collectionView(
        _ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        ProgrammerError.stop(.missingSupplementaryView(kind: kind, indexPath: indexPath))
    }
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        collectionView.movingUnimplemented = true
    }
    public func indexTitles(for collectionView: CollectionView) -> [String]? { nil }
    public func collectionView(
        _ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath { IndexPath(item: 0, section: index) }
}

/// Told about items ahead of their display, to start loading their data (UICollectionViewDataSourcePrefetching).
/// The first method is required.
@preconcurrency @MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Items that will probably be shown soon, nearest first.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items announced earlier that are no longer likely to be shown: the scroll turned, or flew past them.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    }
}

/// Told about display, highlight and selection in a collection view (UICollectionViewDelegate). Every method
/// is optional.
@preconcurrency @MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// Whether the item takes the editing state while the collection view is editing; default true.
    func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap on the item performs its primary action; default true.
    func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
        -> Bool
    /// The item's primary action: a tap out of editing, after its selection (opening the item, say).
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// Whether a two-finger pan from the item begins selecting several items; default false.
    func collectionView(
        _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool
    func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView)
    /// The content offset after a layout change, given the one the layout proposes; default: the proposal.
    func collectionView(
        _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint
    /// The layout an interactive transition (``CollectionView/startInteractiveTransition(to:completion:)``) runs
    /// through; default: a ``CollectionViewTransitionLayout`` between the two.
    func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout
    /// The context menu of a long press on items (the item, or the selection it belongs to); nil for none.
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration?
    /// The context menu of a long press on one item: the iOS 13 form (deprecated in iOS 16, not marked so here
    /// so that the library can still ask it without a warning), asked when ``collectionView(_:contextMenuConfigurationForItemsAt:point:)`` gives none for a single item.
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration?
    func collectionView(
        _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
    func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    // Focus (a keyboard's arrows: ``CollectionView/moveFocus(_:)``).
    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath?
    func collectionView(
        _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
    ) -> Bool
    func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator)
    func collectionView(_ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool
    /// The view an item's menu lifts from as it opens (iOS 16); nil lifts the item's cell.
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview?
    /// The view an item's menu returns to as it closes (iOS 16); nil returns to the item's cell.
    func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview?
    /// Where an item moving interactively goes when the layout proposes `proposedIndexPath`; the default asks
    /// ``collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)``.
    func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// Where an item moving interactively from `currentIndexPath` (its original index path) goes when the layout
    /// proposes `proposedIndexPath`; the default keeps the proposal. UIKit deprecated it in iOS 15 for the method
    /// above, which still calls it by default, so older clients keep working.
    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    public func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(
        _ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    public func collectionView(
        _ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
    public func collectionView(
        _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }
    public func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    public func collectionView(
        _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    public func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { nil }
    public func collectionView(
        _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool { collectionView.selectionFollowsFocus }
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? { nil }
    public func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? { nil }
    public func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    public func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
}

/// Sizes a flow layout's items, insets, spacing, headers and footers section by section
/// (UICollectionViewDelegateFlowLayout). Every method is optional; each default defers to the layout's property.
///
/// A delegate that sizes items (`sizeForItemAt`) is asked for every item of a section when the layout prepares,
/// as UIKit asks, because items of different sizes break lines differently; a section whose items share
/// ``CollectionViewFlowLayout/itemSize`` costs O(1) whatever its length.
@preconcurrency @MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CollectionViewFlowLayout.delegateDefaultSize }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets { (collectionViewLayout as? CollectionViewFlowLayout)?.sectionInset ?? .zero }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10 }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10 }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
    public func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}
