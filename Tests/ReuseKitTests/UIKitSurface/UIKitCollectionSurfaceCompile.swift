import Foundation
import ReuseKit

// Compile-only: UIKit's collection view API written as a UIKit client writes it, with UIKit's argument labels,
// optionality and overridability, against ReuseKit. Each use carries the "Type member" it stands for; the list
// of members is UIKitCollectionAPI.txt, and UIKitSurfaceTests checks that every member is here or in the DocC
// article UIKitTableAndCollectionAPI's list of what does not exist on Linux (or is still to build). Nothing here
// runs.

/// Every data source and delegate method, overridden as a UICollectionViewController subclass does.
@MainActor
final class SurfaceCollectionController: CollectionViewController, CollectionViewDataSourcePrefetching {
    // api: UICollectionViewController init(collectionViewLayout:)
    init() { super.init(collectionViewLayout: CollectionViewFlowLayout()) }
    // api: UICollectionViewController init(nibName:bundle:)
    override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    // api: UICollectionViewController init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func viewDidLoad() {
        super.viewDidLoad()
        // api: UICollectionViewController collectionView
        let collectionView: CollectionView! = self.collectionView
        // api: UICollectionViewController collectionViewLayout
        _ = collectionViewLayout as? CollectionViewFlowLayout
        // api: UICollectionViewController clearsSelectionOnViewWillAppear
        clearsSelectionOnViewWillAppear = false
        // api: UICollectionViewController installsStandardGestureForInteractiveMovement
        installsStandardGestureForInteractiveMovement = true
        // api: UICollectionViewController useLayoutToLayoutNavigationTransitions
        useLayoutToLayoutNavigationTransitions = false
        collectionView.prefetchDataSource = self
    }

    // api: UICollectionViewDataSource collectionView(_:numberOfItemsInSection:)
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    // api: UICollectionViewDataSource collectionView(_:cellForItemAt:)
    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        // api: UICollectionView dequeueReusableCell(withReuseIdentifier:for:)
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    // api: UICollectionViewDataSource numberOfSections(in:)
    override func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    // api: UICollectionViewDataSource collectionView(_:viewForSupplementaryElementOfKind:at:)
    override func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        // api: UICollectionView dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    // api: UICollectionViewDataSource collectionView(_:canMoveItemAt:)
    override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    // api: UICollectionViewDataSource collectionView(_:moveItemAt:to:)
    override func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    // api: UICollectionViewDataSource indexTitles(for:)
    override func indexTitles(for collectionView: CollectionView) -> [String]? { nil }
    // api: UICollectionViewDataSource collectionView(_:indexPathForIndexTitle:at:)
    override func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int)
        -> IndexPath
    { IndexPath(item: 0, section: index) }
    // api: UICollectionViewDataSourcePrefetching collectionView(_:prefetchItemsAt:)
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {}
    // api: UICollectionViewDataSourcePrefetching collectionView(_:cancelPrefetchingForItemsAt:)
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}

    // api: UICollectionViewDelegate collectionView(_:shouldSelectItemAt:)
    override func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    // api: UICollectionViewDelegate collectionView(_:didSelectItemAt:)
    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
    // api: UICollectionViewDelegate collectionView(_:shouldDeselectItemAt:)
    override func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    // api: UICollectionViewDelegate collectionView(_:didDeselectItemAt:)
    override func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    // api: UICollectionViewDelegate collectionView(_:shouldBeginMultipleSelectionInteractionAt:)
    override func collectionView(
        _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { true }
    // api: UICollectionViewDelegate collectionView(_:didBeginMultipleSelectionInteractionAt:)
    override func collectionView(
        _ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}
    // api: UICollectionViewDelegate collectionViewDidEndMultipleSelectionInteraction(_:)
    override func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
    // api: UICollectionViewDelegate collectionView(_:shouldHighlightItemAt:)
    override func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    // api: UICollectionViewDelegate collectionView(_:didHighlightItemAt:)
    override func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    // api: UICollectionViewDelegate collectionView(_:didUnhighlightItemAt:)
    override func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    // api: UICollectionViewDelegate collectionView(_:willDisplay:forItemAt:)
    override func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    // api: UICollectionViewDelegate collectionView(_:willDisplaySupplementaryView:forElementKind:at:)
    override func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    // api: UICollectionViewDelegate collectionView(_:didEndDisplaying:forItemAt:)
    override func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    // api: UICollectionViewDelegate collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)
    override func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    // api: UICollectionViewDelegate collectionView(_:targetContentOffsetForProposedContentOffset:)
    override func collectionView(
        _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { proposedContentOffset }
    // api: UICollectionViewDelegate collectionView(_:transitionLayoutForOldLayout:newLayout:)
    override func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
        newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout {
        // api: UICollectionViewTransitionLayout init(currentLayout:nextLayout:)
        let transition = CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        // api: UICollectionViewTransitionLayout updateValue(_:forAnimatedKey:)
        transition.updateValue(0.5, forAnimatedKey: "scale")
        // api: UICollectionViewTransitionLayout value(forAnimatedKey:)
        // api: UICollectionViewTransitionLayout currentLayout
        // api: UICollectionViewTransitionLayout nextLayout
        _ = (transition.value(forAnimatedKey: "scale"), transition.currentLayout, transition.nextLayout)
        return transition
    }
    // api: UICollectionViewDelegate collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)
    override func collectionView(
        _ collectionView: CollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    // api: UICollectionViewDelegate collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)
    override func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }
    // api: UICollectionViewDelegate collectionView(_:canEditItemAt:)
    override func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    // api: UICollectionViewDelegate collectionView(_:canPerformPrimaryActionForItemAt:)
    override func collectionView(
        _ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool { true }
    // api: UICollectionViewDelegate collectionView(_:performPrimaryActionForItemAt:)
    override func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
    }
    // api: UICollectionViewDelegate collectionView(_:contextMenuConfigurationForItemsAt:point:)
    override func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            Menu(title: "", children: [Action(title: "Delete", attributes: .destructive) { _ in }])
        }
    }
    // api: UICollectionViewDelegate collectionView(_:canFocusItemAt:)
    override func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        true
    }
    // api: UICollectionViewDelegate indexPathForPreferredFocusedView(in:)
    override func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { nil }
    // api: UICollectionViewDelegate collectionView(_:shouldUpdateFocusIn:)
    override func collectionView(
        _ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext
    ) -> Bool {
        // api: UICollectionViewFocusUpdateContext previouslyFocusedIndexPath
        let previous: IndexPath? = context.previouslyFocusedIndexPath
        // api: UICollectionViewFocusUpdateContext nextFocusedIndexPath
        let next: IndexPath? = context.nextFocusedIndexPath
        return previous != next
    }
    // api: UICollectionViewDelegate collectionView(_:didUpdateFocusIn:with:)
    override func collectionView(
        _ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {}
    // api: UICollectionViewDelegate collectionView(_:selectionFollowsFocusForItemAt:)
    override func collectionView(
        _ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool { false }
    // api: UICollectionViewDelegate collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)
    override func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? {
        collectionView.cellForItem(at: indexPath).map { TargetedPreview(view: $0) }
    }
    // api: UICollectionViewDelegate collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)
    override func collectionView(
        _ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> TargetedPreview? { nil }
    // api: UICollectionViewDelegate collectionView(_:willPerformPreviewActionForMenuWith:animator:)
    override func collectionView(
        _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    // api: UICollectionViewDelegate collectionView(_:willDisplayContextMenu:animator:)
    override func collectionView(
        _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    // api: UICollectionViewDelegate collectionView(_:willEndContextMenuInteraction:animator:)
    override func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}

/// The flow layout's delegate, as a view controller extension writes it.
extension SurfaceCollectionController: CollectionViewDelegateFlowLayout {
    // api: UICollectionViewDelegateFlowLayout collectionView(_:layout:sizeForItemAt:)
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { CGSize(width: 100, height: 100) }
    // api: UICollectionViewDelegateFlowLayout collectionView(_:layout:insetForSectionAt:)
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        insetForSectionAt section: Int
    ) -> EdgeInsets { .zero }
    // api: UICollectionViewDelegateFlowLayout collectionView(_:layout:minimumLineSpacingForSectionAt:)
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { 10 }
    // api: UICollectionViewDelegateFlowLayout collectionView(_:layout:minimumInteritemSpacingForSectionAt:)
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { 10 }
    // api: UICollectionViewDelegateFlowLayout collectionView(_:layout:referenceSizeForHeaderInSection:)
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { .zero }
    // api: UICollectionViewDelegateFlowLayout collectionView(_:layout:referenceSizeForFooterInSection:)
    func collectionView(
        _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { .zero }
}

/// The collection view's own properties and methods, as client code calls them.
@MainActor
func surfaceCollectionView(_ delegate: SurfaceCollectionController) {
    // api: UICollectionView init(frame:collectionViewLayout:)
    let collectionView = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    // api: UICollectionView init(coder:)
    let fromArchive: (NSCoder) -> CollectionView? = CollectionView.init(coder:)
    _ = fromArchive
    // api: UICollectionView collectionViewLayout
    let layout: CollectionViewLayout = collectionView.collectionViewLayout
    // api: UICollectionView setCollectionViewLayout(_:animated:)
    collectionView.setCollectionViewLayout(layout, animated: false)
    // api: UICollectionView setCollectionViewLayout(_:animated:completion:)
    collectionView.setCollectionViewLayout(layout, animated: true) { finished in _ = finished }
    // api: UICollectionView delegate
    collectionView.delegate = delegate
    // api: UICollectionView dataSource
    collectionView.dataSource = delegate
    // api: UICollectionView prefetchDataSource
    collectionView.prefetchDataSource = delegate
    // api: UICollectionView startInteractiveTransition(to:completion:)
    // api: UICollectionView LayoutInteractiveTransitionCompletion
    let transition = collectionView.startInteractiveTransition(to: CollectionViewFlowLayout()) { completed, finished in
        _ = (completed, finished)
    }
    // api: UICollectionViewTransitionLayout transitionProgress
    transition.transitionProgress = 0.5
    // api: UICollectionView finishInteractiveTransition()
    collectionView.finishInteractiveTransition()
    // api: UICollectionView cancelInteractiveTransition()
    collectionView.cancelInteractiveTransition()
    // api: UICollectionView selfSizingInvalidation
    collectionView.selfSizingInvalidation = .enabledIncludingConstraints
    // api: UICollectionView SelfSizingInvalidation
    _ = CollectionView.SelfSizingInvalidation.disabled
    // api: UICollectionView isPrefetchingEnabled
    collectionView.isPrefetchingEnabled = false
    // api: UICollectionView hasUncommittedUpdates
    _ = collectionView.hasUncommittedUpdates
    // api: UICollectionView backgroundView
    collectionView.backgroundView = View()
    // api: UICollectionView register(_:forCellWithReuseIdentifier:)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(Nib { SurfaceCollectionCell(frame: .zero) }, forCellWithReuseIdentifier: "nib")
    // api: UICollectionView register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
    collectionView.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
    // api: UICollectionView dequeueConfiguredReusableCell(using:for:item:)
    // api: UICollectionView CellRegistration
    let registration = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, indexPath, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
    }
    _ = collectionView.dequeueConfiguredReusableCell(
        using: registration, for: IndexPath(item: 0, section: 0), item: "One")
    // api: UICollectionView dequeueConfiguredReusableSupplementary(using:for:)
    // api: UICollectionView SupplementaryRegistration
    let header = CollectionView.SupplementaryRegistration<CollectionReusableView>(
        elementKind: CollectionView.elementKindSectionHeader
    ) { view, kind, indexPath in _ = (view, kind, indexPath) }
    _ = collectionView.dequeueConfiguredReusableSupplementary(using: header, for: IndexPath(item: 0, section: 0))
    // api: UICollectionView allowsSelection
    collectionView.allowsSelection = true
    // api: UICollectionView allowsMultipleSelection
    collectionView.allowsMultipleSelection = true
    // api: UICollectionView allowsSelectionDuringEditing
    collectionView.allowsSelectionDuringEditing = true
    // api: UICollectionView allowsMultipleSelectionDuringEditing
    collectionView.allowsMultipleSelectionDuringEditing = true
    // api: UICollectionView selectionFollowsFocus
    collectionView.selectionFollowsFocus = true
    // api: UICollectionView remembersLastFocusedIndexPath
    collectionView.remembersLastFocusedIndexPath = true
    // api: UICollectionView allowsFocus
    collectionView.allowsFocus = true
    // api: UICollectionView allowsFocusDuringEditing
    collectionView.allowsFocusDuringEditing = collectionView.allowsFocus
    // api: UICollectionView isEditing
    collectionView.isEditing = true
    // api: UICollectionView indexPathsForSelectedItems
    if let first = collectionView.indexPathsForSelectedItems?.first {
        // api: UICollectionView deselectItem(at:animated:)
        collectionView.deselectItem(at: first, animated: true)
    }
    // api: UICollectionView selectItem(at:animated:scrollPosition:)
    collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    collectionView.selectItem(at: nil, animated: false, scrollPosition: .centeredVertically)
    // api: UICollectionView numberOfSections
    _ = collectionView.numberOfSections
    // api: UICollectionView numberOfItems(inSection:)
    _ = collectionView.numberOfItems(inSection: 0)
    // api: UICollectionView visibleCells
    let cells: [CollectionViewCell] = collectionView.visibleCells
    // api: UICollectionView indexPathsForVisibleItems
    let visible: [IndexPath] = collectionView.indexPathsForVisibleItems
    // api: UICollectionView cellForItem(at:)
    _ = collectionView.cellForItem(at: visible[0])
    // api: UICollectionView indexPathForItem(at:)
    _ = collectionView.indexPathForItem(at: CGPoint(x: 10, y: 10))
    // api: UICollectionView indexPath(for:)
    _ = collectionView.indexPath(for: cells[0])
    // api: UICollectionView visibleSupplementaryViews(ofKind:)
    _ = collectionView.visibleSupplementaryViews(ofKind: CollectionView.elementKindSectionHeader)
    // api: UICollectionView supplementaryView(forElementKind:at:)
    _ = collectionView.supplementaryView(forElementKind: CollectionView.elementKindSectionFooter, at: visible[0])
    // api: UICollectionView indexPathsForVisibleSupplementaryElements(ofKind:)
    _ = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionHeader)
    // api: UICollectionView layoutAttributesForItem(at:)
    _ = collectionView.layoutAttributesForItem(at: visible[0])?.frame
    // api: UICollectionView layoutAttributesForSupplementaryElement(ofKind:at:)
    _ = collectionView.layoutAttributesForSupplementaryElement(ofKind: "header", at: visible[0])?.frame
    // api: UICollectionView scrollToItem(at:at:animated:)
    // api: UICollectionView ScrollPosition
    collectionView.scrollToItem(at: visible[0], at: [.centeredVertically, .centeredHorizontally], animated: true)
    // api: UICollectionView performBatchUpdates(_:completion:)
    collectionView.performBatchUpdates {
        // api: UICollectionView insertItems(at:)
        collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        // api: UICollectionView deleteItems(at:)
        collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        // api: UICollectionView moveItem(at:to:)
        collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 3, section: 0))
        // api: UICollectionView reloadItems(at:)
        collectionView.reloadItems(at: [IndexPath(item: 4, section: 0)])
        // api: UICollectionView reconfigureItems(at:)
        collectionView.reconfigureItems(at: [IndexPath(item: 5, section: 0)])
        // api: UICollectionView insertSections(_:)
        collectionView.insertSections(IndexSet(integer: 1))
        // api: UICollectionView deleteSections(_:)
        collectionView.deleteSections(IndexSet(integer: 2))
        // api: UICollectionView moveSection(_:toSection:)
        collectionView.moveSection(3, toSection: 4)
        // api: UICollectionView reloadSections(_:)
        collectionView.reloadSections(IndexSet(integer: 5))
    } completion: { finished in
        _ = finished
    }
    collectionView.performBatchUpdates(nil)
    // api: UICollectionView reloadData()
    collectionView.reloadData()
    // api: UICollectionView beginInteractiveMovementForItem(at:)
    if collectionView.beginInteractiveMovementForItem(at: visible[0]) {
        // api: UICollectionView updateInteractiveMovementTargetPosition(_:)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 200))
        // api: UICollectionView endInteractiveMovement()
        collectionView.endInteractiveMovement()
    }
    // api: UICollectionView cancelInteractiveMovement()
    collectionView.cancelInteractiveMovement()
    // api: UICollectionView elementKindSectionHeader
    let headerKind: String = CollectionView.elementKindSectionHeader
    // api: UICollectionView elementKindSectionFooter
    let footerKind: String = CollectionView.elementKindSectionFooter
    _ = (headerKind, footerKind)
    // api: UICollectionView ScrollDirection
    let direction: CollectionView.ScrollDirection = .horizontal
    // api: UICollectionView ElementCategory
    let category: CollectionView.ElementCategory = .supplementaryView
    _ = (direction, category)
}

/// A cell subclass and a supplementary view, as UIKit subclasses write them.
@MainActor
final class SurfaceCollectionCell: CollectionViewCell {
    // api: UICollectionViewCell init(frame:)
    override init(frame: CGRect) {
        super.init(frame: frame)
        // api: UICollectionViewCell contentView
        contentView.addSubview(Label())
        // api: UICollectionViewCell backgroundView
        backgroundView = View()
        // api: UICollectionViewCell selectedBackgroundView
        selectedBackgroundView = View()
        // api: UICollectionViewCell automaticallyUpdatesContentConfiguration
        automaticallyUpdatesContentConfiguration = true
        // api: UICollectionViewCell automaticallyUpdatesBackgroundConfiguration
        automaticallyUpdatesBackgroundConfiguration = true
        // api: UICollectionViewCell backgroundConfiguration
        // api: UICollectionViewCell defaultBackgroundConfiguration()
        backgroundConfiguration = defaultBackgroundConfiguration()
        // api: UICollectionViewCell contentConfiguration
        contentConfiguration = ListContentConfiguration.cell()
        // api: UICollectionViewCell configurationUpdateHandler
        // api: UICollectionViewCell ConfigurationUpdateHandler
        let handler: CollectionViewCell.ConfigurationUpdateHandler = { cell, state in
            _ = (cell, state.isSelected)
        }
        configurationUpdateHandler = handler
        // api: UICollectionViewCell setNeedsUpdateConfiguration()
        setNeedsUpdateConfiguration()
        // api: UICollectionViewCell configurationState
        _ = configurationState.isHighlighted
    }

    // api: UICollectionViewCell init(coder:)
    required init?(coder: NSCoder) { nil }

    // api: UICollectionViewCell isSelected
    override var isSelected: Bool { didSet { contentView.alpha = isSelected ? 0.5 : 1 } }
    // api: UICollectionViewCell isHighlighted
    override var isHighlighted: Bool { didSet { contentView.alpha = isHighlighted ? 0.8 : 1 } }

    // api: UICollectionViewCell updateConfiguration(using:)
    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
    }

    // api: UICollectionReusableView prepareForReuse()
    override func prepareForReuse() {
        super.prepareForReuse()
        // api: UICollectionReusableView reuseIdentifier
        _ = reuseIdentifier
    }

    // api: UICollectionReusableView apply(_:)
    override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
    }

    // api: UICollectionReusableView willTransition(from:to:)
    override func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}
    // api: UICollectionReusableView didTransition(from:to:)
    override func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}

    // api: UICollectionReusableView preferredLayoutAttributesFitting(_:)
    override func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        super.preferredLayoutAttributesFitting(layoutAttributes)
    }
}

/// A list cell's own API.
@MainActor
func surfaceListCell(_ cell: CollectionViewListCell) {
    // api: UICollectionViewListCell defaultContentConfiguration()
    var content = cell.defaultContentConfiguration()
    content.secondaryText = "Detail"
    cell.contentConfiguration = content
    // api: UICollectionViewListCell accessories
    // api: UICellAccessory disclosureIndicator(displayed:options:)
    // api: UICellAccessory checkmark(displayed:options:)
    // api: UICellAccessory delete(displayed:options:actionHandler:)
    // api: UICellAccessory insert(displayed:options:actionHandler:)
    // api: UICellAccessory reorder(displayed:options:)
    // api: UICellAccessory multiselect(displayed:options:)
    // api: UICellAccessory label(text:displayed:options:)
    // api: UICellAccessory detail(displayed:options:actionHandler:)
    // api: UICellAccessory DisplayedState
    cell.accessories = [
        .disclosureIndicator(displayed: .always, options: .init()), .checkmark(displayed: .always, options: .init()),
        .delete(displayed: .whenEditing, options: .init(), actionHandler: {}),
        .insert(displayed: .whenEditing, options: .init(), actionHandler: nil),
        .reorder(displayed: .whenEditing, options: .init()), .multiselect(displayed: .whenEditing, options: .init()),
        .label(text: "3", displayed: .always, options: .init()),
        .detail(displayed: .whenNotEditing, options: .init(), actionHandler: {}),
    ]
    // api: UICellAccessory outlineDisclosure(displayed:options:actionHandler:)
    cell.accessories.append(.outlineDisclosure(displayed: .always, options: .init(style: .header), actionHandler: nil))
    // api: UICellAccessory customView(configuration:)
    cell.accessories.append(
        .customView(configuration: .init(customView: Label(), placement: .trailing(displayed: .always))))
    // api: UICollectionViewListCell indentationLevel
    cell.indentationLevel = 1
    // api: UICollectionViewListCell indentationWidth
    cell.indentationWidth = 20
    // api: UICollectionViewListCell indentsAccessories
    cell.indentsAccessories = false
    // api: UICollectionViewListCell separatorLayoutGuide
    let separator: LayoutGuide = cell.separatorLayoutGuide
    separator.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60).isActive = true
}

// UISpringLoadedInteractionSupporting and UIDataSourceTranslating, as drag-and-drop code calls them.
@MainActor func collectionProtocolMembers(_ collectionView: CollectionView) {
    // api: UICollectionView isSpringLoaded
    collectionView.isSpringLoaded = true
    // api: UICollectionView presentationSectionIndex(forDataSourceSectionIndex:)
    let _: Int = collectionView.presentationSectionIndex(forDataSourceSectionIndex: 0)
    // api: UICollectionView dataSourceSectionIndex(forPresentationSectionIndex:)
    let _: Int = collectionView.dataSourceSectionIndex(forPresentationSectionIndex: 0)
    // api: UICollectionView presentationIndexPath(forDataSourceIndexPath:)
    let _: IndexPath? = collectionView.presentationIndexPath(forDataSourceIndexPath: IndexPath(item: 0, section: 0))
    // api: UICollectionView dataSourceIndexPath(forPresentationIndexPath:)
    let _: IndexPath? = collectionView.dataSourceIndexPath(forPresentationIndexPath: IndexPath(item: 0, section: 0))
    // api: UICollectionView performUsingPresentationValues(_:)
    collectionView.performUsingPresentationValues {}
}
