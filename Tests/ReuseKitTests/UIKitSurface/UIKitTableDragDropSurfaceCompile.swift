import Foundation
import ReuseKit

// The drag-and-drop members of UIKit's table and collection view API, used as a UIKit client writes them (the
// `UI` prefix dropped): UIKitTableAPI.txt lists them, and UIKitSurfaceTests checks that
// each is marked here or listed as missing. Compiling is the test; DragAndDropTests runs them.

/// A table's drag and drop delegates, every requirement implemented.
@MainActor final class SurfaceTableDragDrop: TableViewDragDelegate, TableViewDropDelegate {
    // api: UITableViewDragDelegate tableView(_:itemsForBeginning:at:)
    func tableView(_ tableView: TableView, itemsForBeginning session: any DragSession, at indexPath: IndexPath)
        -> [DragItem]
    {
        // api: UITableViewCell dragStateDidChange(_:)
        // api: UITableViewCell DragState
        tableView.cellForRow(at: indexPath)?.dragStateDidChange(TableViewCell.DragState.lifting)
        return [DragItem(itemProvider: NSItemProvider(object: "row" as NSString))]
    }
    // api: UITableViewDragDelegate tableView(_:itemsForAddingTo:at:point:)
    func tableView(
        _ tableView: TableView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem] { [] }
    // api: UITableViewDragDelegate tableView(_:dragSessionWillBegin:)
    func tableView(_ tableView: TableView, dragSessionWillBegin session: any DragSession) {}
    // api: UITableViewDragDelegate tableView(_:dragSessionDidEnd:)
    func tableView(_ tableView: TableView, dragSessionDidEnd session: any DragSession) {}
    // api: UITableViewDragDelegate tableView(_:dragSessionIsRestrictedToDraggingApplication:)
    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: any DragSession)
        -> Bool
    { false }
    // api: UITableViewDragDelegate tableView(_:dragSessionAllowsMoveOperation:)
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool { true }
    // api: UITableViewDragDelegate tableView(_:dragPreviewParametersForRowAt:)
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters?
    { nil }

    // api: UITableViewDropDelegate tableView(_:performDropWith:)
    func tableView(_ tableView: TableView, performDropWith coordinator: any TableViewDropCoordinator) {
        // api: UITableViewDropCoordinator items
        // api: UITableViewDropItem dragItem
        // api: UITableViewDropItem sourceIndexPath
        // api: UITableViewDropItem previewSize
        for item in coordinator.items where item.sourceIndexPath == nil && item.previewSize != .zero {
            // api: UITableViewDropCoordinator destinationIndexPath
            let destination = coordinator.destinationIndexPath ?? IndexPath(row: 0, section: 0)
            // api: UITableViewDropCoordinator drop(_:toRowAt:)
            coordinator.drop(item.dragItem, toRowAt: destination).addCompletion { _ in }
            // api: UITableViewDropCoordinator drop(_:intoRowAt:rect:)
            coordinator.drop(item.dragItem, intoRowAt: destination, rect: .zero).addAnimations {}
            // api: UITableViewDropCoordinator drop(_:to:)
            coordinator.drop(item.dragItem, to: DragPreviewTarget(container: tableView, center: .zero))
            // api: UITableViewDropPlaceholder init(insertionIndexPath:reuseIdentifier:rowHeight:)
            let placeholder = TableViewDropPlaceholder(
                insertionIndexPath: destination, reuseIdentifier: "Loading", rowHeight: TableView.automaticDimension)
            // api: UITableViewPlaceholder cellUpdateHandler
            placeholder.cellUpdateHandler = { cell in cell.textLabel?.text = "Loading…" }
            // api: UITableViewDropPlaceholder previewParametersProvider
            placeholder.previewParametersProvider = { _ in DragPreviewParameters() }
            let context = coordinator.drop(item.dragItem, to: placeholder)
            // api: UITableViewDropPlaceholderContext dragItem
            if context.dragItem.localObject == nil {
                // api: UITableViewDropPlaceholderContext commitInsertion(dataSourceUpdates:)
                context.commitInsertion { indexPath in _ = indexPath }
            } else {
                // api: UITableViewDropPlaceholderContext deletePlaceholder()
                context.deletePlaceholder()
            }
        }
        // api: UITableViewDropCoordinator proposal
        // api: UITableViewDropProposal intent
        // api: UITableViewDropCoordinator session
        if coordinator.proposal.intent == .insertIntoDestinationIndexPath, coordinator.session.items.isEmpty { return }
    }
    // api: UITableViewDropDelegate tableView(_:canHandle:)
    func tableView(_ tableView: TableView, canHandle session: any DropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }
    // api: UITableViewDropDelegate tableView(_:dropSessionDidUpdate:withDestinationIndexPath:)
    func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: any DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal {
        // api: UITableView hasActiveDrag
        // api: UITableViewDropProposal init(operation:intent:)
        // api: UITableViewDropProposal Intent
        tableView.hasActiveDrag
            ? TableViewDropProposal(operation: .move, intent: TableViewDropProposal.Intent.insertAtDestinationIndexPath)
            : TableViewDropProposal(operation: .copy, intent: .automatic)
    }
    // api: UITableViewDropDelegate tableView(_:dropSessionDidEnter:)
    func tableView(_ tableView: TableView, dropSessionDidEnter session: any DropSession) {}
    // api: UITableViewDropDelegate tableView(_:dropSessionDidExit:)
    func tableView(_ tableView: TableView, dropSessionDidExit session: any DropSession) {}
    // api: UITableViewDropDelegate tableView(_:dropSessionDidEnd:)
    func tableView(_ tableView: TableView, dropSessionDidEnd session: any DropSession) {}
    // api: UITableViewDropDelegate tableView(_:dropPreviewParametersForRowAt:)
    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> DragPreviewParameters?
    { DragPreviewParameters() }
}

@MainActor func tableDragDropMembers(_ tableView: TableView, cell: TableViewCell, delegates: SurfaceTableDragDrop) {
    // api: UITableView dragDelegate
    tableView.dragDelegate = delegates
    // api: UITableView dropDelegate
    tableView.dropDelegate = delegates
    // api: UITableView dragInteractionEnabled
    tableView.dragInteractionEnabled = true
    // api: UITableView hasActiveDrop
    let _: Bool = tableView.hasActiveDrop
    // api: UITableViewCell userInteractionEnabledWhileDragging
    cell.userInteractionEnabledWhileDragging = true
}
