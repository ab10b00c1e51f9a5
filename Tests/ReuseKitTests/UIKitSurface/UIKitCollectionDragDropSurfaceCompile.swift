import Foundation
import ReuseKit

// The drag-and-drop members of UIKit's collection view API, used as a UIKit client writes them (the
// `UI` prefix dropped): UIKitCollectionAPI.txt lists them, and UIKitSurfaceTests checks that
// each is marked here or listed as missing. Compiling is the test; DragAndDropTests runs them.

/// A collection view's drag and drop delegates, every requirement implemented.
@MainActor final class SurfaceCollectionDragDrop: CollectionViewDragDelegate, CollectionViewDropDelegate {
    // api: UICollectionViewDragDelegate collectionView(_:itemsForBeginning:at:)
    func collectionView(
        _ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath
    ) -> [DragItem] {
        // api: UICollectionViewCell dragStateDidChange(_:)
        // api: UICollectionViewCell DragState
        collectionView.cellForItem(at: indexPath)?.dragStateDidChange(CollectionViewCell.DragState.dragging)
        let item = DragItem(itemProvider: NSItemProvider(object: "item" as NSString))
        item.localObject = indexPath
        return [item]
    }
    // api: UICollectionViewDragDelegate collectionView(_:itemsForAddingTo:at:point:)
    func collectionView(
        _ collectionView: CollectionView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem] { [] }
    // api: UICollectionViewDragDelegate collectionView(_:dragSessionWillBegin:)
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession) {}
    // api: UICollectionViewDragDelegate collectionView(_:dragSessionDidEnd:)
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession) {}
    // api: UICollectionViewDragDelegate collectionView(_:dragPreviewParametersForItemAt:)
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
    { nil }
    // api: UICollectionViewDragDelegate collectionView(_:dragSessionAllowsMoveOperation:)
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession)
        -> Bool
    { true }
    // api: UICollectionViewDragDelegate collectionView(_:dragSessionIsRestrictedToDraggingApplication:)
    func collectionView(
        _ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession
    ) -> Bool { false }

    // api: UICollectionViewDropDelegate collectionView(_:performDropWith:)
    func collectionView(
        _ collectionView: CollectionView, performDropWith coordinator: any CollectionViewDropCoordinator
    ) {
        // api: UICollectionViewDropCoordinator items
        // api: UICollectionViewDropItem dragItem
        // api: UICollectionViewDropItem sourceIndexPath
        // api: UICollectionViewDropItem previewSize
        for item in coordinator.items where item.sourceIndexPath == nil && item.previewSize != .zero {
            // api: UICollectionViewDropCoordinator destinationIndexPath
            let destination = coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0)
            // api: UICollectionViewDropCoordinator drop(_:toItemAt:)
            coordinator.drop(item.dragItem, toItemAt: destination)
            // api: UICollectionViewDropCoordinator drop(_:intoItemAt:rect:)
            coordinator.drop(item.dragItem, intoItemAt: destination, rect: .zero)
            // api: UICollectionViewDropCoordinator drop(_:to:)
            coordinator.drop(item.dragItem, to: DragPreviewTarget(container: collectionView, center: .zero))
            // api: UICollectionViewDropPlaceholder init(insertionIndexPath:reuseIdentifier:)
            let placeholder = CollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "Loading")
            // api: UICollectionViewPlaceholder cellUpdateHandler
            placeholder.cellUpdateHandler = { cell in cell.backgroundColor = .systemGray }
            // api: UICollectionViewDropPlaceholder previewParametersProvider
            placeholder.previewParametersProvider = { _ in nil }
            let context = coordinator.drop(item.dragItem, to: placeholder)
            // api: UICollectionViewDropPlaceholderContext setNeedsCellUpdate()
            context.setNeedsCellUpdate()
            // api: UICollectionViewDropPlaceholderContext dragItem
            if context.dragItem.localObject == nil {
                // api: UICollectionViewDropPlaceholderContext commitInsertion(dataSourceUpdates:)
                context.commitInsertion { indexPath in _ = indexPath }
            } else {
                // api: UICollectionViewDropPlaceholderContext deletePlaceholder()
                context.deletePlaceholder()
            }
        }
        // api: UICollectionViewDropCoordinator proposal
        // api: UICollectionViewDropProposal intent
        // api: UICollectionViewDropCoordinator session
        if coordinator.proposal.intent == .unspecified, coordinator.session.localDragSession == nil { return }
    }
    // api: UICollectionViewDropDelegate collectionView(_:canHandle:)
    func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool { true }
    // api: UICollectionViewDropDelegate collectionView(_:dropSessionDidUpdate:withDestinationIndexPath:)
    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal {
        // api: UICollectionView hasActiveDrag
        // api: UICollectionViewDropProposal init(operation:intent:)
        // api: UICollectionViewDropProposal Intent
        collectionView.hasActiveDrag
            ? CollectionViewDropProposal(
                operation: .move, intent: CollectionViewDropProposal.Intent.insertAtDestinationIndexPath)
            : CollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
    }
    // api: UICollectionViewDropDelegate collectionView(_:dropSessionDidEnter:)
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: any DropSession) {}
    // api: UICollectionViewDropDelegate collectionView(_:dropSessionDidExit:)
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession) {}
    // api: UICollectionViewDropDelegate collectionView(_:dropSessionDidEnd:)
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession) {}
    // api: UICollectionViewDropDelegate collectionView(_:dropPreviewParametersForItemAt:)
    func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
    { nil }
}

@MainActor func collectionDragDropMembers(_ collectionView: CollectionView, delegates: SurfaceCollectionDragDrop) {
    // api: UICollectionView dragDelegate
    collectionView.dragDelegate = delegates
    // api: UICollectionView dropDelegate
    collectionView.dropDelegate = delegates
    // api: UICollectionView dragInteractionEnabled
    collectionView.dragInteractionEnabled = false
    // api: UICollectionView reorderingCadence
    // api: UICollectionView ReorderingCadence
    collectionView.reorderingCadence = CollectionView.ReorderingCadence.fast
    // api: UICollectionView hasActiveDrop
    let _: Bool = collectionView.hasActiveDrop
}
