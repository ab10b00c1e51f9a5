import Foundation
import ReuseKit

// Compile-only: UIKit's table API written as a UIKit client writes it, with UIKit's argument labels,
// optionality and overridability, against ReuseKit. Each use carries the "Type member" it stands for; the
// list of members is UIKitTableAPI.txt, and UIKitSurfaceTests checks that every member is here or in the
// DocC article UIKitTableAndCollectionAPI's list of what does not exist on Linux (or is still to build). Nothing here runs.

/// Every data source and delegate method, overridden as a UITableViewController subclass does.
@MainActor
final class SurfaceTableController: TableViewController, TableViewDataSourcePrefetching {
    // api: UITableViewDataSource tableView(_:numberOfRowsInSection:)
    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    // api: UITableViewDataSource tableView(_:cellForRowAt:)
    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    // api: UITableViewDataSource numberOfSections(in:)
    override func numberOfSections(in tableView: TableView) -> Int { 1 }
    // api: UITableViewDataSource tableView(_:titleForHeaderInSection:)
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    // api: UITableViewDataSource tableView(_:titleForFooterInSection:)
    override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    // api: UITableViewDataSource tableView(_:canEditRowAt:)
    override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    // api: UITableViewDataSource tableView(_:canMoveRowAt:)
    override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    // api: UITableViewDataSource sectionIndexTitles(for:)
    override func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    // api: UITableViewDataSource tableView(_:sectionForSectionIndexTitle:at:)
    override func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    // api: UITableViewDataSource tableView(_:commit:forRowAt:)
    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete { tableView.deleteRows(at: [indexPath], with: .fade) }
    }
    // api: UITableViewDataSource tableView(_:moveRowAt:to:)
    override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    // api: UITableViewDataSourcePrefetching tableView(_:prefetchRowsAt:)
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    // api: UITableViewDataSourcePrefetching tableView(_:cancelPrefetchingForRowsAt:)
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}

    // api: UITableViewDelegate tableView(_:willDisplay:forRowAt:)
    override func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    // api: UITableViewDelegate tableView(_:indentationLevelForRowAt:)
    override func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    // api: UITableViewDelegate tableView(_:willSelectRowAt:)
    override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    // api: UITableViewDelegate tableView(_:didSelectRowAt:)
    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
    // api: UITableViewDelegate tableView(_:willDeselectRowAt:)
    override func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    // api: UITableViewDelegate tableView(_:didDeselectRowAt:)
    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    // api: UITableViewDelegate tableView(_:shouldBeginMultipleSelectionInteractionAt:)
    override func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        -> Bool
    { true }
    // api: UITableViewDelegate tableView(_:didBeginMultipleSelectionInteractionAt:)
    override func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    // api: UITableViewDelegate tableViewDidEndMultipleSelectionInteraction(_:)
    override func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
    // api: UITableViewDelegate tableView(_:viewForHeaderInSection:)
    override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Section \(section)"
        return header
    }
    // api: UITableViewDelegate tableView(_:viewForFooterInSection:)
    override func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    // api: UITableViewDelegate tableView(_:willDisplayHeaderView:forSection:)
    override func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    // api: UITableViewDelegate tableView(_:willDisplayFooterView:forSection:)
    override func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    // api: UITableViewDelegate tableView(_:heightForRowAt:)
    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.automaticDimension
    }
    // api: UITableViewDelegate tableView(_:heightForHeaderInSection:)
    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
    // api: UITableViewDelegate tableView(_:heightForFooterInSection:)
    override func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 0 }
    // api: UITableViewDelegate tableView(_:estimatedHeightForRowAt:)
    override func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    // api: UITableViewDelegate tableView(_:estimatedHeightForHeaderInSection:)
    override func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 28 }
    // api: UITableViewDelegate tableView(_:estimatedHeightForFooterInSection:)
    override func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat { 0 }
    // api: UITableViewDelegate tableView(_:accessoryButtonTappedForRowWith:)
    override func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    // api: UITableViewDelegate tableView(_:willBeginEditingRowAt:)
    override func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    // api: UITableViewDelegate tableView(_:didEndEditingRowAt:)
    override func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    // api: UITableViewDelegate tableView(_:editingStyleForRowAt:)
    override func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
        -> TableViewCell.EditingStyle
    { .delete }
    // api: UITableViewDelegate tableView(_:titleForDeleteConfirmationButtonForRowAt:)
    override func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { "Remove" }
    // api: UITableViewDelegate tableView(_:shouldIndentWhileEditingRowAt:)
    override func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        false
    }
    // api: UITableViewDelegate tableView(_:leadingSwipeActionsConfigurationForRowAt:)
    override func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    { nil }
    // api: UITableViewDelegate tableView(_:trailingSwipeActionsConfigurationForRowAt:)
    override func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> SwipeActionsConfiguration?
    {
        // api: UIContextualAction init(style:title:handler:)
        let delete = ContextualAction(style: .destructive, title: "Delete") { action, sourceView, completionHandler in
            completionHandler(true)
        }
        // api: UIContextualAction image
        delete.image = Image(systemName: "trash")
        // api: UIContextualAction backgroundColor
        delete.backgroundColor = .systemRed
        // api: UISwipeActionsConfiguration init(actions:)
        let configuration = SwipeActionsConfiguration(actions: [delete])
        // api: UISwipeActionsConfiguration performsFirstActionWithFullSwipe
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
    // api: UITableViewDelegate tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)
    override func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    // api: UITableViewDelegate tableView(_:didEndDisplaying:forRowAt:)
    override func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    {}
    // api: UITableViewDelegate tableView(_:didEndDisplayingHeaderView:forSection:)
    override func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    // api: UITableViewDelegate tableView(_:didEndDisplayingFooterView:forSection:)
    override func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    // api: UITableViewDelegate tableView(_:shouldHighlightRowAt:)
    override func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    // api: UITableViewDelegate tableView(_:didHighlightRowAt:)
    override func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    // api: UITableViewDelegate tableView(_:didUnhighlightRowAt:)
    override func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    // api: UITableViewDelegate tableView(_:canPerformPrimaryActionForRowAt:)
    override func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        true
    }
    // api: UITableViewDelegate tableView(_:performPrimaryActionForRowAt:)
    override func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    // api: UITableViewDelegate tableView(_:shouldShowMenuForRowAt:)
    override func tableView(_ tableView: TableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
    // api: UITableViewDelegate tableView(_:contextMenuConfigurationForRowAt:point:)
    override func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        // api: UIContextMenuConfiguration init(identifier:previewProvider:actionProvider:)
        ContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { suggestedActions in
            let share = Action(title: "Share", image: Image(systemName: "square.and.arrow.up")) { action in }
            return Menu(title: "", children: [share] + suggestedActions)
        }
    }
    // api: UITableViewDelegate tableView(_:willDisplayContextMenu:animator:)
    override func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        // api: UIContextMenuConfiguration identifier
        _ = configuration.identifier
    }
    // api: UITableViewDelegate tableView(_:willEndContextMenuInteraction:animator:)
    override func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    // api: UITableViewDelegate tableView(_:willPerformPreviewActionForMenuWith:animator:)
    override func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {
        animator.addCompletion {}
    }
    // api: UITableViewDelegate tableView(_:canFocusRowAt:)
    override func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    // api: UITableViewDelegate tableView(_:shouldUpdateFocusIn:)
    override func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool {
        // api: UITableViewFocusUpdateContext previouslyFocusedIndexPath
        let previous: IndexPath? = context.previouslyFocusedIndexPath
        // api: UITableViewFocusUpdateContext nextFocusedIndexPath
        let next: IndexPath? = context.nextFocusedIndexPath
        return previous != next && context.focusHeading != [.first]
    }
    // api: UITableViewDelegate tableView(_:didUpdateFocusIn:with:)
    override func tableView(
        _ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext,
        with coordinator: FocusAnimationCoordinator
    ) {
        coordinator.addCoordinatedAnimations({ context.nextFocusedView?.alpha = 1 }, completion: nil)
    }
    // api: UITableViewDelegate indexPathForPreferredFocusedView(in:)
    override func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? {
        IndexPath(row: 1, section: 0)
    }
    // api: UITableViewDelegate tableView(_:selectionFollowsFocusForRowAt:)
    override func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        true
    }
    // api: UITableViewDelegate tableView(_:previewForHighlightingContextMenuWithConfiguration:)
    override func tableView(
        _ tableView: TableView,
        previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? {
        guard let cell = tableView.visibleCells.first else { return nil }
        let parameters = PreviewParameters()
        parameters.visiblePath = BezierPath(roundedRect: cell.bounds, cornerRadius: 12)
        return TargetedPreview(view: cell, parameters: parameters)
    }
    // api: UITableViewDelegate tableView(_:previewForDismissingContextMenuWithConfiguration:)
    override func tableView(
        _ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
}

/// The table view's members, used as UIKit code uses them.
@MainActor
func surfaceOfTheTableView(controller: SurfaceTableController) {
    // api: UITableView init(coder:)
    let fromArchive: (NSCoder) -> TableView? = TableView.init(coder:)
    _ = fromArchive
    // api: UITableView init(frame:style:)
    let tableView = TableView(frame: .zero, style: .insetGrouped)
    // api: UITableView style
    let style: TableView.Style = tableView.style
    // api: UITableView Style
    _ = [style, .plain, .grouped, .insetGrouped] as [TableView.Style]
    // api: UITableView dataSource
    tableView.dataSource = controller
    // api: UITableView delegate
    tableView.delegate = controller
    // api: UITableView prefetchDataSource
    tableView.prefetchDataSource = controller
    // api: UITableView isPrefetchingEnabled
    tableView.isPrefetchingEnabled = false
    // api: UITableView rowHeight
    tableView.rowHeight = TableView.automaticDimension
    // api: UITableView automaticDimension
    _ = TableView.automaticDimension
    // api: UITableView sectionHeaderHeight
    tableView.sectionHeaderHeight = 28
    // api: UITableView sectionFooterHeight
    tableView.sectionFooterHeight = 0
    // api: UITableView estimatedRowHeight
    tableView.estimatedRowHeight = 60
    // api: UITableView estimatedSectionHeaderHeight
    tableView.estimatedSectionHeaderHeight = 28
    // api: UITableView estimatedSectionFooterHeight
    tableView.estimatedSectionFooterHeight = 0
    // api: UITableView fillerRowHeight
    tableView.fillerRowHeight = 44
    // api: UITableView sectionHeaderTopPadding
    tableView.sectionHeaderTopPadding = 0
    // api: UITableView separatorStyle
    tableView.separatorStyle = .none
    // api: UITableViewCell SeparatorStyle
    _ = [.none, .singleLine] as [TableViewCell.SeparatorStyle]
    // api: UITableView separatorColor
    tableView.separatorColor = .separator
    // api: UITableView separatorInset
    tableView.separatorInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
    // api: UITableView separatorInsetReference
    tableView.separatorInsetReference = .fromAutomaticInsets
    // api: UITableView SeparatorInsetReference
    _ = TableView.SeparatorInsetReference.fromCellEdges
    // api: UITableView backgroundView
    tableView.backgroundView = nil
    // api: UITableView tableHeaderView
    tableView.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 0, height: 80))
    // api: UITableView tableFooterView
    tableView.tableFooterView = View()
    // api: UITableView numberOfSections
    let sections: Int = tableView.numberOfSections
    // api: UITableView numberOfRows(inSection:)
    let rows: Int = tableView.numberOfRows(inSection: sections - 1)
    // api: UITableView register(_:forCellReuseIdentifier:)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    // api: UITableView register(_:forHeaderFooterViewReuseIdentifier:)
    tableView.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    let indexPath = IndexPath(row: rows, section: 0)
    // api: UITableView dequeueReusableCell(withIdentifier:for:)
    _ = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    // api: UITableView dequeueReusableCell(withIdentifier:)
    let optionalCell = tableView.dequeueReusableCell(withIdentifier: "cell")?.reuseIdentifier
    // api: UITableView dequeueReusableHeaderFooterView(withIdentifier:)
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")?.textLabel
    // api: UITableView visibleCells
    let cells: [TableViewCell] = tableView.visibleCells
    // api: UITableView indexPathsForVisibleRows
    if let first = tableView.indexPathsForVisibleRows?.first {
        // api: UITableView cellForRow(at:)
        _ = tableView.cellForRow(at: first)?.textLabel?.text
    }
    // api: UITableView indexPath(for:)
    _ = cells.first.flatMap { tableView.indexPath(for: $0) }
    // api: UITableView indexPathForRow(at:)
    let tapped = tableView.indexPathForRow(at: CGPoint(x: 10, y: 10))?.row
    // api: UITableView indexPathsForRows(in:)
    let inRect = tableView.indexPathsForRows(in: tableView.bounds)?.count
    // api: UITableView headerView(forSection:)
    _ = tableView.headerView(forSection: 0)?.textLabel
    // api: UITableView footerView(forSection:)
    _ = tableView.footerView(forSection: 0)
    // api: UITableView rect(forSection:)
    _ = tableView.rect(forSection: 0)
    // api: UITableView rectForRow(at:)
    _ = tableView.rectForRow(at: indexPath)
    // api: UITableView rectForHeader(inSection:)
    _ = tableView.rectForHeader(inSection: 0)
    // api: UITableView rectForFooter(inSection:)
    _ = tableView.rectForFooter(inSection: 0)
    // api: UITableView scrollToRow(at:at:animated:)
    tableView.scrollToRow(at: indexPath, at: .middle, animated: true)
    // api: UITableView ScrollPosition
    _ = [.none, .top, .middle, .bottom] as [TableView.ScrollPosition]
    // api: UITableView scrollToNearestSelectedRow(at:animated:)
    tableView.scrollToNearestSelectedRow(at: .none, animated: false)
    // api: UITableView performBatchUpdates(_:completion:)
    tableView.performBatchUpdates(
        {
            // api: UITableView insertRows(at:with:)
            tableView.insertRows(at: [indexPath], with: .automatic)
            // api: UITableView deleteRows(at:with:)
            tableView.deleteRows(at: [indexPath], with: .fade)
            // api: UITableView moveRow(at:to:)
            tableView.moveRow(at: indexPath, to: indexPath)
            // api: UITableView insertSections(_:with:)
            tableView.insertSections(IndexSet(integer: 1), with: .top)
            // api: UITableView deleteSections(_:with:)
            tableView.deleteSections([1], with: .bottom)
            // api: UITableView moveSection(_:toSection:)
            tableView.moveSection(0, toSection: 1)
        },
        completion: { finished in _ = finished })
    // api: UITableView RowAnimation
    _ = [.fade, .right, .left, .top, .bottom, .none, .middle, .automatic] as [TableView.RowAnimation]
    // api: UITableView beginUpdates()
    tableView.beginUpdates()
    // api: UITableView hasUncommittedUpdates
    _ = tableView.hasUncommittedUpdates
    // api: UITableView endUpdates()
    tableView.endUpdates()
    // api: UITableView reloadData()
    tableView.reloadData()
    // api: UITableView reloadRows(at:with:)
    tableView.reloadRows(at: [indexPath], with: .none)
    // api: UITableView reconfigureRows(at:)
    tableView.reconfigureRows(at: [indexPath])
    // api: UITableView reloadSections(_:with:)
    tableView.reloadSections(IndexSet(0..<1), with: .automatic)
    // api: UITableView reloadSectionIndexTitles()
    tableView.reloadSectionIndexTitles()
    // api: UITableView isEditing
    if !tableView.isEditing {
        // api: UITableView setEditing(_:animated:)
        tableView.setEditing(true, animated: true)
    }
    // api: UITableView allowsSelection
    tableView.allowsSelection = true
    // api: UITableView allowsSelectionDuringEditing
    tableView.allowsSelectionDuringEditing = true
    // api: UITableView allowsMultipleSelection
    tableView.allowsMultipleSelection = false
    // api: UITableView allowsMultipleSelectionDuringEditing
    tableView.allowsMultipleSelectionDuringEditing = true
    // api: UITableView indexPathForSelectedRow
    if let selected = tableView.indexPathForSelectedRow {
        // api: UITableView deselectRow(at:animated:)
        tableView.deselectRow(at: selected, animated: true)
    }
    // api: UITableView indexPathsForSelectedRows
    let selectedRows = tableView.indexPathsForSelectedRows
    // api: UITableView selectRow(at:animated:scrollPosition:)
    tableView.selectRow(at: selectedRows?.first, animated: false, scrollPosition: .none)
    // api: UITableView selectionFollowsFocus
    tableView.selectionFollowsFocus = false
    // api: UITableView sectionIndexMinimumDisplayRowCount
    tableView.sectionIndexMinimumDisplayRowCount = 20
    // api: UITableView sectionIndexColor
    tableView.sectionIndexColor = .systemBlue
    // api: UITableView sectionIndexBackgroundColor
    tableView.sectionIndexBackgroundColor = .clear
    // api: UITableView sectionIndexTrackingBackgroundColor
    tableView.sectionIndexTrackingBackgroundColor = .systemGray5
    // api: UITableView indexSearch
    _ = [TableView.indexSearch, "A"]
    // api: UITableView remembersLastFocusedIndexPath
    tableView.remembersLastFocusedIndexPath = true
    // api: UITableView allowsFocus
    tableView.allowsFocus = true
    // api: UITableView allowsFocusDuringEditing
    tableView.allowsFocusDuringEditing = false
    // api: UITableView cellLayoutMarginsFollowReadableWidth
    tableView.cellLayoutMarginsFollowReadableWidth = true
    // api: UITableView insetsContentViewsToSafeArea
    tableView.insetsContentViewsToSafeArea = false
    // api: UITableView selfSizingInvalidation
    tableView.selfSizingInvalidation = .enabledIncludingConstraints
    // api: UITableView SelfSizingInvalidation
    _ = TableView.SelfSizingInvalidation.disabled
    // api: UITableView selectionDidChangeNotification
    _ = NotificationCenter.default.addObserver(
        forName: TableView.selectionDidChangeNotification, object: tableView, queue: nil
    ) { _ in }
    _ = (optionalCell, header, tapped, inRect)
}

/// The cell's members, as a custom cell subclass and a client use them.
@MainActor
final class SurfaceCell: TableViewCell {
    // api: UITableViewCell init(style:reuseIdentifier:)
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        // api: UITableViewCell contentView
        contentView.addSubview(Label())
        // api: UITableViewCell selectionStyle
        selectionStyle = .none
        // api: UITableViewCell SelectionStyle
        _ = [.none, .blue, .gray, .default] as [SelectionStyle]
        // api: UITableViewCell accessoryType
        accessoryType = .disclosureIndicator
        // api: UITableViewCell AccessoryType
        _ = [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton] as [AccessoryType]
        // api: UITableViewCell accessoryView
        accessoryView = Switch()
        // api: UITableViewCell editingAccessoryType
        editingAccessoryType = .detailButton
        // api: UITableViewCell editingAccessoryView
        editingAccessoryView = nil
        // api: UITableViewCell showsReorderControl
        showsReorderControl = true
        // api: UITableViewCell shouldIndentWhileEditing
        shouldIndentWhileEditing = false
        // api: UITableViewCell indentationLevel
        indentationLevel = 1
        // api: UITableViewCell indentationWidth
        indentationWidth = 12
        // api: UITableViewCell separatorInset
        separatorInset = .zero
        // api: UITableViewCell backgroundView
        backgroundView = View()
        // api: UITableViewCell selectedBackgroundView
        selectedBackgroundView = View()
        // api: UITableViewCell multipleSelectionBackgroundView
        multipleSelectionBackgroundView = nil
        // api: UITableViewCell focusStyle
        focusStyle = .custom
        // api: UITableViewCell FocusStyle
        _ = FocusStyle.default
    }

    // api: UITableViewCell init(coder:)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // api: UITableViewCell prepareForReuse()
    override func prepareForReuse() {
        super.prepareForReuse()
        // api: UITableViewCell textLabel
        textLabel?.text = nil
        // api: UITableViewCell detailTextLabel
        detailTextLabel?.text = nil
        // api: UITableViewCell imageView
        imageView?.image = nil
    }

    // api: UITableViewCell setSelected(_:animated:)
    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
    }

    // api: UITableViewCell setHighlighted(_:animated:)
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
    }

    // api: UITableViewCell setEditing(_:animated:)
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
    }

    // api: UITableViewCell willTransition(to:)
    override func willTransition(to state: StateMask) {
        // api: UITableViewCell StateMask
        _ = state.contains(.showingDeleteConfirmation) || state.contains(.showingEditControl)
    }

    // api: UITableViewCell didTransition(to:)
    override func didTransition(to state: StateMask) {}

    // api: UITableViewCell updateConfiguration(using:)
    override func updateConfiguration(using state: CellConfigurationState) {
        super.updateConfiguration(using: state)
        // api: UICellConfigurationState isSelected
        // api: UICellConfigurationState isHighlighted
        // api: UICellConfigurationState isEditing
        // api: UICellConfigurationState isSwiped
        _ = state.isSelected || state.isHighlighted || state.isEditing || state.isSwiped
        // api: UIBackgroundConfiguration listPlainCell()
        // api: UIBackgroundConfiguration updated(for:)
        var background = BackgroundConfiguration.listPlainCell().updated(for: state)
        // api: UIBackgroundConfiguration backgroundColor
        background.backgroundColor = state.isSelected ? .systemGray4 : .systemBackground
        // api: UIBackgroundConfiguration cornerRadius
        background.cornerRadius = 8
        // api: UITableViewCell backgroundConfiguration
        backgroundConfiguration = background
    }
}

/// A cell configured with content configurations, as iOS 14+ clients do.
@MainActor
func surfaceOfTheCell(_ cell: TableViewCell) {
    // api: UITableViewCell defaultContentConfiguration()
    var content = cell.defaultContentConfiguration()
    // api: UIListContentConfiguration text
    content.text = "Title"
    // api: UIListContentConfiguration secondaryText
    content.secondaryText = "Detail"
    // api: UIListContentConfiguration attributedText
    content.attributedText = NSAttributedString(string: "Title", attributes: [.font: Font.boldSystemFont(ofSize: 17)])
    let _: NSAttributedString? = content.attributedText
    // api: UIListContentConfiguration secondaryAttributedText
    content.secondaryAttributedText = nil
    // api: UIListContentConfiguration image
    content.image = Image(systemName: "star")
    // api: UIListContentConfiguration textProperties
    content.textProperties.font = .preferredFont(forTextStyle: .headline)
    content.textProperties.numberOfLines = 0
    // api: UIListContentConfiguration secondaryTextProperties
    content.secondaryTextProperties.color = .secondaryLabel
    // api: UIListContentConfiguration imageProperties
    content.imageProperties.tintColor = .systemYellow
    // api: UIListContentConfiguration directionalLayoutMargins
    content.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
    // api: UIListContentConfiguration prefersSideBySideTextAndSecondaryText
    content.prefersSideBySideTextAndSecondaryText = true
    // api: UIListContentConfiguration imageToTextPadding
    content.imageToTextPadding = 12
    // api: UITableViewCell contentConfiguration
    cell.contentConfiguration = content
    // api: UIListContentConfiguration cell()
    // api: UIListContentConfiguration subtitleCell()
    // api: UIListContentConfiguration valueCell()
    // api: UIListContentConfiguration plainHeader()
    // api: UIListContentConfiguration groupedHeader()
    _ = [.cell(), .subtitleCell(), .valueCell(), .plainHeader(), .groupedHeader()] as [ListContentConfiguration]
    // api: UIListContentConfiguration makeContentView()
    let view: View & ContentView = content.makeContentView()
    // api: UIListContentConfiguration updated(for:)
    view.configuration = content.updated(for: cell.configurationState)
    // api: UITableViewCell automaticallyUpdatesContentConfiguration
    cell.automaticallyUpdatesContentConfiguration = false
    // api: UITableViewCell automaticallyUpdatesBackgroundConfiguration
    cell.automaticallyUpdatesBackgroundConfiguration = false
    // api: UIBackgroundConfiguration listGroupedCell()
    // api: UIBackgroundConfiguration clear()
    cell.backgroundConfiguration = cell.isSelected ? .listGroupedCell() : .clear()
    // api: UITableViewCell configurationState
    let state: CellConfigurationState = cell.configurationState
    // api: UITableViewCell setNeedsUpdateConfiguration()
    cell.setNeedsUpdateConfiguration()
    // api: UITableViewCell configurationUpdateHandler
    // api: UITableViewCell ConfigurationUpdateHandler
    let handler: TableViewCell.ConfigurationUpdateHandler = { cell, state in
        cell.backgroundColor = state.isHighlighted ? .systemGray5 : nil
    }
    cell.configurationUpdateHandler = handler
    // api: UITableViewCell reuseIdentifier
    let identifier: String? = cell.reuseIdentifier
    // api: UITableViewCell isSelected
    // api: UITableViewCell isHighlighted
    // api: UITableViewCell isEditing
    cell.isSelected = !cell.isHighlighted && !cell.isEditing
    // api: UITableViewCell editingStyle
    let editingStyle: TableViewCell.EditingStyle = cell.editingStyle
    // api: UITableViewCell EditingStyle
    _ = [.none, .delete, .insert] as [TableViewCell.EditingStyle]
    // api: UITableViewCell showingDeleteConfirmation
    _ = cell.showingDeleteConfirmation
    // api: UITableViewCell CellStyle
    _ = [.default, .value1, .value2, .subtitle] as [TableViewCell.CellStyle]
    _ = (state, identifier, editingStyle)
}

/// A header view subclass with configurations.
@MainActor
final class SurfaceHeader: TableViewHeaderFooterView {
    // api: UITableViewHeaderFooterView init(reuseIdentifier:)
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        // api: UITableViewHeaderFooterView defaultContentConfiguration()
        var content = defaultContentConfiguration()
        content.text = "Header"
        // api: UITableViewHeaderFooterView contentConfiguration
        contentConfiguration = content
        // api: UITableViewHeaderFooterView automaticallyUpdatesContentConfiguration
        automaticallyUpdatesContentConfiguration = true
        // api: UITableViewHeaderFooterView backgroundConfiguration
        backgroundConfiguration = .clear()
        // api: UITableViewHeaderFooterView automaticallyUpdatesBackgroundConfiguration
        automaticallyUpdatesBackgroundConfiguration = false
        // api: UITableViewHeaderFooterView contentView
        // api: UITableViewHeaderFooterView backgroundView
        contentView.backgroundColor = backgroundView?.backgroundColor
        // api: UITableViewHeaderFooterView configurationUpdateHandler
        configurationUpdateHandler = { view, state in _ = state.isHighlighted }
    }

    // api: UITableViewHeaderFooterView init(coder:)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // api: UITableViewHeaderFooterView prepareForReuse()
    override func prepareForReuse() {
        super.prepareForReuse()
        // api: UITableViewHeaderFooterView textLabel
        textLabel?.text = nil
        // api: UITableViewHeaderFooterView detailTextLabel
        detailTextLabel?.text = nil
        // api: UITableViewHeaderFooterView reuseIdentifier
        _ = reuseIdentifier
        // api: UITableViewHeaderFooterView configurationState
        _ = configurationState.isSelected
        // api: UITableViewHeaderFooterView setNeedsUpdateConfiguration()
        setNeedsUpdateConfiguration()
    }

    // api: UITableViewHeaderFooterView updateConfiguration(using:)
    override func updateConfiguration(using state: ViewConfigurationState) {
        super.updateConfiguration(using: state)
    }
}

/// The table view controller's own members.
@MainActor
final class SurfaceController: TableViewController {
    // api: UITableViewController init(style:)
    init() {
        super.init(style: .insetGrouped)
    }

    // api: UITableViewController init(nibName:bundle:)
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    // api: UITableViewController init(coder:)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // api: UITableViewController tableView
        tableView.register(SurfaceCell.self, forCellReuseIdentifier: "cell")
        // api: UITableViewController clearsSelectionOnViewWillAppear
        clearsSelectionOnViewWillAppear = false
        // api: UITableViewController refreshControl
        refreshControl = RefreshControl()
        refreshControl?.addAction(Action { _ in }, for: .valueChanged)
    }
}

/// The diffable data source and its snapshot, as UIKit clients use them.
@MainActor
func surfaceOfDiffable(tableView: TableView) async {
    // api: UITableViewDiffableDataSource init(tableView:cellProvider:)
    // api: UITableViewDiffableDataSource CellProvider
    let provider: TableViewDiffableDataSource<Int, String>.CellProvider = { tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = item
        return cell
    }
    let dataSource = TableViewDiffableDataSource<Int, String>(tableView: tableView, cellProvider: provider)
    // api: UITableViewDiffableDataSource defaultRowAnimation
    dataSource.defaultRowAnimation = .fade
    // api: NSDiffableDataSourceSnapshot init()
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    // api: NSDiffableDataSourceSnapshot appendSections(_:)
    snapshot.appendSections([0, 1])
    // api: NSDiffableDataSourceSnapshot appendItems(_:toSection:)
    snapshot.appendItems(["a", "b"], toSection: 0)
    // api: NSDiffableDataSourceSnapshot insertItems(_:beforeItem:)
    snapshot.insertItems(["c"], beforeItem: "a")
    // api: NSDiffableDataSourceSnapshot insertItems(_:afterItem:)
    snapshot.insertItems(["d"], afterItem: "a")
    // api: NSDiffableDataSourceSnapshot deleteItems(_:)
    snapshot.deleteItems(["d"])
    // api: NSDiffableDataSourceSnapshot moveItem(_:beforeItem:)
    snapshot.moveItem("c", beforeItem: "b")
    // api: NSDiffableDataSourceSnapshot moveItem(_:afterItem:)
    snapshot.moveItem("c", afterItem: "b")
    // api: NSDiffableDataSourceSnapshot reloadItems(_:)
    snapshot.reloadItems(["a"])
    // api: NSDiffableDataSourceSnapshot reconfigureItems(_:)
    snapshot.reconfigureItems(["b"])
    // api: NSDiffableDataSourceSnapshot insertSections(_:beforeSection:)
    snapshot.insertSections([2], beforeSection: 0)
    // api: NSDiffableDataSourceSnapshot insertSections(_:afterSection:)
    snapshot.insertSections([3], afterSection: 1)
    // api: NSDiffableDataSourceSnapshot moveSection(_:beforeSection:)
    snapshot.moveSection(3, beforeSection: 2)
    // api: NSDiffableDataSourceSnapshot moveSection(_:afterSection:)
    snapshot.moveSection(3, afterSection: 1)
    // api: NSDiffableDataSourceSnapshot deleteSections(_:)
    snapshot.deleteSections([2, 3])
    // api: NSDiffableDataSourceSnapshot reloadSections(_:)
    snapshot.reloadSections([1])
    // api: NSDiffableDataSourceSnapshot numberOfItems
    // api: NSDiffableDataSourceSnapshot numberOfSections
    // api: NSDiffableDataSourceSnapshot sectionIdentifiers
    // api: NSDiffableDataSourceSnapshot itemIdentifiers
    _ = (snapshot.numberOfItems, snapshot.numberOfSections, snapshot.sectionIdentifiers, snapshot.itemIdentifiers)
    // api: NSDiffableDataSourceSnapshot numberOfItems(inSection:)
    // api: NSDiffableDataSourceSnapshot itemIdentifiers(inSection:)
    _ = (snapshot.numberOfItems(inSection: 0), snapshot.itemIdentifiers(inSection: 0))
    // api: NSDiffableDataSourceSnapshot sectionIdentifier(containingItem:)
    // api: NSDiffableDataSourceSnapshot indexOfItem(_:)
    // api: NSDiffableDataSourceSnapshot indexOfSection(_:)
    _ = (snapshot.sectionIdentifier(containingItem: "a"), snapshot.indexOfItem("a"), snapshot.indexOfSection(1))
    // api: NSDiffableDataSourceSnapshot reloadedItemIdentifiers
    // api: NSDiffableDataSourceSnapshot reconfiguredItemIdentifiers
    // api: NSDiffableDataSourceSnapshot reloadedSectionIdentifiers
    _ = (snapshot.reloadedItemIdentifiers, snapshot.reconfiguredItemIdentifiers, snapshot.reloadedSectionIdentifiers)
    // api: UITableViewDiffableDataSource apply(_:animatingDifferences:completion:)
    dataSource.apply(snapshot, animatingDifferences: true) {}
    // api: UITableViewDiffableDataSource apply(_:animatingDifferences:) async
    await dataSource.apply(snapshot, animatingDifferences: false)
    // api: UITableViewDiffableDataSource applySnapshotUsingReloadData(_:completion:)
    dataSource.applySnapshotUsingReloadData(snapshot) {}
    // api: UITableViewDiffableDataSource applySnapshotUsingReloadData(_:) async
    await dataSource.applySnapshotUsingReloadData(snapshot)
    // api: UITableViewDiffableDataSource snapshot()
    var current = dataSource.snapshot()
    // api: NSDiffableDataSourceSnapshot deleteAllItems()
    current.deleteAllItems()
    // api: UITableViewDiffableDataSource itemIdentifier(for:)
    // api: UITableViewDiffableDataSource indexPath(for:)
    // api: UITableViewDiffableDataSource sectionIdentifier(for:)
    // api: UITableViewDiffableDataSource index(for:)
    _ = (
        dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)), dataSource.indexPath(for: "a"),
        dataSource.sectionIdentifier(for: 0), dataSource.index(for: 1)
    )
}

/// A contextual action's own members.
@MainActor
func surfaceOfContextualAction(_ action: ContextualAction, configuration: SwipeActionsConfiguration) {
    // api: UIContextualAction title
    // api: UIContextualAction style
    // api: UIContextualAction Style
    _ = (action.title, action.style == ContextualAction.Style.destructive)
    // api: UIContextualAction handler
    // api: UIContextualAction Handler
    let handler: ContextualAction.Handler = action.handler
    // api: UISwipeActionsConfiguration actions
    _ = (configuration.actions, handler)
}

/// A section snapshot outline, as a sidebar builds one.
func surfaceOfSectionSnapshot() {
    // api: NSDiffableDataSourceSectionSnapshot init()
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    // api: NSDiffableDataSourceSectionSnapshot append(_:to:)
    outline.append(["Mail"])
    outline.append(["Inbox"], to: "Mail")
    // api: NSDiffableDataSourceSectionSnapshot insert(_:before:)
    outline.insert(["Drafts"], before: "Inbox")
    // api: NSDiffableDataSourceSectionSnapshot insert(_:after:)
    outline.insert(["Sent"], after: "Inbox")
    // api: NSDiffableDataSourceSectionSnapshot expand(_:)
    outline.expand(["Mail"])
    // api: NSDiffableDataSourceSectionSnapshot collapse(_:)
    outline.collapse(["Mail"])
    // api: NSDiffableDataSourceSectionSnapshot isExpanded(_:)
    // api: NSDiffableDataSourceSectionSnapshot isVisible(_:)
    // api: NSDiffableDataSourceSectionSnapshot contains(_:)
    _ = (outline.isExpanded("Mail"), outline.isVisible("Inbox"), outline.contains("Sent"))
    // api: NSDiffableDataSourceSectionSnapshot level(of:)
    // api: NSDiffableDataSourceSectionSnapshot index(of:)
    // api: NSDiffableDataSourceSectionSnapshot parent(of:)
    _ = (outline.level(of: "Inbox"), outline.index(of: "Inbox"), outline.parent(of: "Inbox"))
    // api: NSDiffableDataSourceSectionSnapshot snapshot(of:includingParent:)
    let mail = outline.snapshot(of: "Mail", includingParent: true)
    // api: NSDiffableDataSourceSectionSnapshot items
    // api: NSDiffableDataSourceSectionSnapshot rootItems
    // api: NSDiffableDataSourceSectionSnapshot visibleItems
    _ = (mail.items, mail.rootItems, mail.visibleItems)
    // api: NSDiffableDataSourceSectionSnapshot visualDescription()
    _ = outline.visualDescription()
    // api: NSDiffableDataSourceSectionSnapshot delete(_:)
    outline.delete(["Sent"])
    // api: NSDiffableDataSourceSectionSnapshot deleteAll()
    outline.deleteAll()
}

// UISpringLoadedInteractionSupporting and UIDataSourceTranslating, as drag-and-drop code calls them.
@MainActor func tableProtocolMembers(_ tableView: TableView) {
    // api: UITableView isSpringLoaded
    tableView.isSpringLoaded = true
    // api: UIDataSourceTranslating presentationSectionIndex(forDataSourceSectionIndex:)
    let _: Int = tableView.presentationSectionIndex(forDataSourceSectionIndex: 0)
    // api: UIDataSourceTranslating dataSourceSectionIndex(forPresentationSectionIndex:)
    let _: Int = tableView.dataSourceSectionIndex(forPresentationSectionIndex: 0)
    // api: UIDataSourceTranslating presentationIndexPath(forDataSourceIndexPath:)
    let _: IndexPath? = tableView.presentationIndexPath(forDataSourceIndexPath: IndexPath(row: 0, section: 0))
    // api: UIDataSourceTranslating dataSourceIndexPath(forPresentationIndexPath:)
    let _: IndexPath? = tableView.dataSourceIndexPath(forPresentationIndexPath: IndexPath(row: 0, section: 0))
    // api: UIDataSourceTranslating performUsingPresentationValues(_:)
    tableView.performUsingPresentationValues {}
}
