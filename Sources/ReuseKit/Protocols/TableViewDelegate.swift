import Foundation

/// Sizes a table's rows, headers and footers, supplies header and footer views, and is told about
/// display and selection. Every method is optional.
///
/// The height methods' defaults defer to the table: `tableView(_:heightForRowAt:)` to `rowHeight`,
/// `tableView(_:estimatedHeightForRowAt:)` to `estimatedRowHeight`, the header and footer ones to
/// `sectionHeaderHeight` and `sectionFooterHeight`. A table whose delegate leaves the two row-height
/// methods alone never asks for a row's height before the row is shown, so it loads at any size.
///
/// Unlike UIKit, which asks `tableView(_:estimatedHeightForRowAt:)` for every row at load, a table asks it only for
/// the rows whose positions it needs: a screenful around the screen, and the rows a `scrollToRow` lands among. Rows
/// never asked count at the first row's estimate, so a table of any size loads at once. `automaticDimension` for the
/// first row (no estimate of its own) means no row has one: the table uses `estimatedRowHeight`. With estimates off
/// (`estimatedRowHeight = 0`), `tableView(_:heightForRowAt:)` is asked for every row at load, as UIKit does, up to
/// 10^7 rows, and around the screen beyond that. Heights that are NaN, negative (other than `automaticDimension`) or
/// above 2^20 points are replaced and reported (``InvalidValue``).
@preconcurrency @MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

    // Highlighting: a touch on a row highlights it before it selects it.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath)

    // Multiple selection with a two-finger pan.
    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView)

    // Editing.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration?
    /// The row's swipe buttons the iOS 8 way (deprecated since iOS 13): used when no trailing configuration is.
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]?
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// Whether a long press on the row shows the edit menu (deprecated in iOS 13 for context menus): asked when
    /// the delegate gives no context menu for the row.
    func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
    // Context menus.
    func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration?
    func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
    // Focus (a keyboard's arrows: ``TableView/moveFocus(_:)``).
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool
    func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator)
    func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath?
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
    /// The view a row's menu lifts from as it opens; nil lifts the row's cell.
    func tableView(
        _ tableView: TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    /// The view a row's menu returns to as it closes; nil returns to the row's cell.
    func tableView(
        _ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
}
