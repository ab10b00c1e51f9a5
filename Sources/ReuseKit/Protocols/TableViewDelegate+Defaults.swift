import Foundation

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.delegateDefaultDimension
    }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.delegateDefaultDimension
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        true
    }
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }
    public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
    public func tableView(
        _ tableView: TableView, editingStyleForRowAt indexPath: IndexPath
    ) -> TableViewCell.EditingStyle { .delete }
    public func tableView(
        _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        nil
    }
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? { nil }
    public func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool {
        true
    }
    public func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {}
    public func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? { nil }
    public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        tableView.selectionFollowsFocus
    }
    public func tableView(
        _ tableView: TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    public func tableView(
        _ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
}
