import Foundation

/// Gives the items a drag from a table's rows carries (UITableViewDragDelegate). Only the first method is
/// required; the defaults add no items, allow moves and do not restrict the drag to the app, as UIKit's do.
@preconcurrency @MainActor
public protocol TableViewDragDelegate: AnyObject {
    /// The items of a drag that begins at the row; none refuses the drag.
    func tableView(_ tableView: TableView, itemsForBeginning session: any DragSession, at indexPath: IndexPath)
        -> [DragItem]
    /// The items a further row adds to a drag in progress.
    func tableView(
        _ tableView: TableView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem]
    func tableView(_ tableView: TableView, dragSessionWillBegin session: any DragSession)
    func tableView(_ tableView: TableView, dragSessionDidEnd session: any DragSession)
    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: any DragSession)
        -> Bool
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension TableViewDragDelegate {
    public func tableView(
        _ tableView: TableView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [DragItem] { [] }
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: any DragSession) {}
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: any DragSession) {}
    public func tableView(
        _ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: any DragSession
    ) -> Bool { false }
    public func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool {
        true
    }
    public func tableView(
        _ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath
    ) -> DragPreviewParameters? { nil }
}

/// Takes drops on a table (UITableViewDropDelegate). Only `performDropWith` is required. The defaults accept
/// every session and, without `dropSessionDidUpdate`, propose a copy with no intent: UIKit documents only that
/// it then gives no visual feedback, and still performs the drop.
@preconcurrency @MainActor
public protocol TableViewDropDelegate: AnyObject {
    /// Puts the dropped items in the model and the table.
    func tableView(_ tableView: TableView, performDropWith coordinator: any TableViewDropCoordinator)
    func tableView(_ tableView: TableView, canHandle session: any DropSession) -> Bool
    func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: any DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal
    func tableView(_ tableView: TableView, dropSessionDidEnter session: any DropSession)
    func tableView(_ tableView: TableView, dropSessionDidExit session: any DropSession)
    func tableView(_ tableView: TableView, dropSessionDidEnd session: any DropSession)
    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters?
}

extension TableViewDropDelegate {
    public func tableView(_ tableView: TableView, canHandle session: any DropSession) -> Bool { true }
    public func tableView(
        _ tableView: TableView, dropSessionDidUpdate session: any DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> TableViewDropProposal { TableViewDropProposal(operation: .copy) }
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: any DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidExit session: any DropSession) {}
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: any DropSession) {}
    public func tableView(
        _ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath
    ) -> DragPreviewParameters? { nil }
}

/// How a table would take a drop at a row (UITableViewDropProposal).
@preconcurrency @MainActor
open class TableViewDropProposal: DropProposal {
    /// Where the dropped rows go (UITableViewDropProposal.Intent), with UIKit's raw values.
    public enum Intent: Int, Hashable, Sendable {
        case unspecified = 0
        /// As new rows at the destination.
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination (a folder, say).
        case insertIntoDestinationIndexPath = 2
        /// Either, as the finger's place in the row says.
        case automatic = 3
    }

    public let intent: Intent

    public init(operation: DropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override convenience init(operation: DropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }
}

/// A dropped item as a table's drop delegate sees it (UITableViewDropItem).
@preconcurrency @MainActor
public protocol TableViewDropItem: AnyObject {
    var dragItem: DragItem { get }
    /// The row it was dragged from, when it comes from this table.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview: its row's.
    var previewSize: CGSize { get }
}

/// What a table's drop delegate works with (UITableViewDropCoordinator): the items, the destination, the proposal,
/// the session, and the drop animations to run.
@preconcurrency @MainActor
public protocol TableViewDropCoordinator: AnyObject {
    var items: [any TableViewDropItem] { get }
    /// The row the drop is at; nil over the empty space below the rows.
    var destinationIndexPath: IndexPath? { get }
    var proposal: TableViewDropProposal { get }
    var session: any DropSession { get }
    /// Animates the item into the row at `indexPath`, which the delegate has inserted.
    @discardableResult
    func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) -> any DragAnimating
    /// Animates the item into `rect` of the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: DragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any DragAnimating
    /// Animates the item to `target`.
    @discardableResult
    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> any DragAnimating
    /// Shows `placeholder` at its insertion index path until the returned context commits the row or deletes it
    /// (the data arrives later, as a load from the item's provider does).
    @discardableResult
    func drop(_ dragItem: DragItem, to placeholder: TableViewDropPlaceholder) -> any TableViewDropPlaceholderContext
}

extension TableView {
    /// Whether rows can be dragged; true by default, as since iOS 15.
    public var dragInteractionEnabled: Bool {
        get { dragAndDrop.interactionEnabled }
        set { dragAndDrop.interactionEnabled = newValue }
    }
    /// Whether rows lifted from this table are being dragged.
    public var hasActiveDrag: Bool { dragAndDrop.activeDrag }
    /// Whether a drop on this table is in progress.
    public var hasActiveDrop: Bool { dragAndDrop.activeDrop }

    /// Drags the rows at `indexPaths` (beyond UIKit, headless: a long press, a lift and a drag) and drops them on
    /// the row at `destination` of `target` (this table when nil; a nil destination is the space below the rows),
    /// with every delegate call of UIKit's sequence.
    ///
    /// The drag delegate gives the items (`itemsForBeginning` for the first row, `itemsForAddingTo` for the
    /// others); no items, no drag delegate, or ``dragInteractionEnabled`` false, and nothing happens. The drop
    /// delegate then decides, as ``TableViewDropDelegate`` describes. A drag of one row within its table whose
    /// proposal is `.move` with `.insertAtDestinationIndexPath` is a reorder, which the table does through its data
    /// source's `moveRowAt` (as Apple's drag-and-drop sample relies on); any other drop is the drop delegate's
    /// `performDropWith`. Returns what the drop did: `.copy` or `.move`, or `.cancel`/`.forbidden` when nothing
    /// was dropped.
    @discardableResult
    public func dragRows(at indexPaths: [IndexPath], toRowAt destination: IndexPath?, in target: TableView? = nil)
        -> DropOperation
    {
        loadIfNeeded()
        guard dragInteractionEnabled, let delegate = dragDelegate,
            let start = DragStart(
                paths: indexPaths.filter(isValid), center: center(ofRowAt:),
                beginning: { delegate.tableView(self, itemsForBeginning: $0, at: $1) },
                adding: { delegate.tableView(self, itemsForAddingTo: $0, at: $1, point: $2) })
        else { return .cancel }
        let session = start.session
        session.allowsMoveOperation = delegate.tableView(self, dragSessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.tableView(
            self, dragSessionIsRestrictedToDraggingApplication: session)
        let lifted = start.places.compactMap { cellForRow(at: $0) }
        for cell in lifted { cell.dragStateDidChange(.lifting) }
        dragAndDrop.activeDrag = true
        for cell in lifted { cell.dragStateDidChange(.dragging) }
        delegate.tableView(self, dragSessionWillBegin: session)
        let operation = (target ?? self).receiveDrop(session, at: destination, from: self, sourcePaths: start.sources)
        dragAndDrop.activeDrag = false
        for cell in lifted { cell.dragStateDidChange(.none) }
        delegate.tableView(self, dragSessionDidEnd: session)
        return operation
    }

    /// Drops `items` dragged from another app on the row at `destination` (beyond UIKit, headless): the drop
    /// session has no local drag session and does not allow moves. Returns what the drop did.
    @discardableResult
    public func dropItems(_ items: [DragItem], at destination: IndexPath?) -> DropOperation {
        loadIfNeeded()
        let session = HeadlessDragSession(items: items)
        session.isFromThisApp = false
        session.allowsMoveOperation = false
        return receiveDrop(session, at: destination, from: nil, sourcePaths: [])
    }

    /// The centre of a row in window coordinates, where a drag from it or over it is.
    private func center(ofRowAt indexPath: IndexPath) -> CGPoint {
        let rect = rectForRow(at: indexPath)
        return convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    private func receiveDrop(
        _ session: HeadlessDragSession, at destination: IndexPath?, from source: TableView?, sourcePaths: [IndexPath]
    ) -> DropOperation {
        loadIfNeeded()
        guard let delegate = dropDelegate else { return .cancel }
        if let destination, isValid(destination) { session.location = center(ofRowAt: destination) }
        dragAndDrop.activeDrop = true
        defer { dragAndDrop.activeDrop = false }
        var proposal = TableViewDropProposal(operation: .cancel)
        let local = source === self
        let run = DropRun(
            canHandle: { delegate.tableView(self, canHandle: session) },
            enter: { delegate.tableView(self, dropSessionDidEnter: session) },
            update: {
                proposal = delegate.tableView(
                    self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
                return (proposal.operation, proposal.intent == .insertAtDestinationIndexPath)
            },
            reorder: {
                guard local, let from = sourcePaths.first, let destination else { return false }
                return self.reorderRow(at: from, to: destination)
            },
            perform: {
                let items = HeadlessDropItem.items(of: session, from: local ? sourcePaths : []) {
                    $0.map { self.rectForRow(at: $0).size } ?? CGSize(width: self.bounds.width, height: 44)
                }
                delegate.tableView(
                    self,
                    performDropWith: HeadlessDropCoordinator(
                        items: items, destination: destination, proposal: proposal, session: session, list: self))
            },
            exit: { delegate.tableView(self, dropSessionDidExit: session) },
            end: { delegate.tableView(self, dropSessionDidEnd: session) })
        return run.run(session: session)
    }

    /// Moves a row for a drop through the data source, as the reorder control does; false when the data source
    /// does not move rows (then the drop delegate gets the drop).
    private func reorderRow(at source: IndexPath, to destination: IndexPath) -> Bool {
        guard let dataSource, isValid(source), destination.section >= 0, destination.section < numberOfSections,
            dataSource.tableView(self, canMoveRowAt: source)
        else { return false }
        let rows = numberOfRows(inSection: destination.section)
        // The last place in the row's own section is its last row; in another, after the last row.
        let limit = destination.section == source.section ? rows - 1 : rows
        let target = IndexPath(row: min(max(destination.row, 0), max(limit, 0)), section: destination.section)
        editState.unimplemented.remove(.move)
        dataSource.tableView(self, moveRowAt: source, to: target)
        guard !editState.unimplemented.contains(.move) else { return false }
        if target != source { moveRow(at: source, to: target) }
        return true
    }
}
