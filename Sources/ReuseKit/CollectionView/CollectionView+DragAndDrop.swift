import Foundation

/// Gives the items a drag from a collection view's items carries (UICollectionViewDragDelegate). Only the first method is
/// required; the defaults add no items, allow moves and do not restrict the drag to the app, as UIKit's do.
@preconcurrency @MainActor
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items of a drag that begins at the item; none refuses the drag.
    func collectionView(
        _ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath
    )
        -> [DragItem]
    /// The items a further item adds to a drag in progress.
    func collectionView(
        _ collectionView: CollectionView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem]
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession)
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession)
    func collectionView(
        _ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession
    )
        -> Bool
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession)
        -> Bool
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
}

extension CollectionViewDragDelegate {
    public func collectionView(
        _ collectionView: CollectionView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [DragItem] { [] }
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession) {}
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession) {}
    public func collectionView(
        _ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession
    ) -> Bool { false }
    public func collectionView(
        _ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession
    ) -> Bool {
        true
    }
    public func collectionView(
        _ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> DragPreviewParameters? { nil }
}

/// Takes drops on a collection view (UICollectionViewDropDelegate). Only `performDropWith` is required. The defaults accept
/// every session and, without `dropSessionDidUpdate`, propose a copy with no intent: UIKit documents only that
/// it then gives no visual feedback, and still performs the drop.
@preconcurrency @MainActor
public protocol CollectionViewDropDelegate: AnyObject {
    /// Puts the dropped items in the model and the collection view.
    func collectionView(
        _ collectionView: CollectionView, performDropWith coordinator: any CollectionViewDropCoordinator)
    func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool
    func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: any DropSession)
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession)
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession)
    func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
        -> DragPreviewParameters?
}

extension CollectionViewDropDelegate {
    public func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool { true }
    public func collectionView(
        _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> CollectionViewDropProposal { CollectionViewDropProposal(operation: .copy) }
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: any DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession) {}
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession) {}
    public func collectionView(
        _ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> DragPreviewParameters? { nil }
}

/// How a collection view would take a drop at an item (UICollectionViewDropProposal).
@preconcurrency @MainActor
open class CollectionViewDropProposal: DropProposal {
    /// Where the dropped items go (UICollectionViewDropProposal.Intent), with UIKit's raw values.
    public enum Intent: Int, Hashable, Sendable {
        case unspecified = 0
        /// As new items at the destination.
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination (a folder, say).
        case insertIntoDestinationIndexPath = 2
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

/// A dropped item as a collection view's drop delegate sees it (UICollectionViewDropItem).
@preconcurrency @MainActor
public protocol CollectionViewDropItem: AnyObject {
    var dragItem: DragItem { get }
    /// The item it was dragged from, when it comes from this collection view.
    var sourceIndexPath: IndexPath? { get }
    /// The size of its preview: its cell's.
    var previewSize: CGSize { get }
}

/// What a collection view's drop delegate works with (UICollectionViewDropCoordinator): the items, the destination, the proposal,
/// the session, and the drop animations to run.
@preconcurrency @MainActor
public protocol CollectionViewDropCoordinator: AnyObject {
    var items: [any CollectionViewDropItem] { get }
    /// The item the drop is at; nil over empty space.
    var destinationIndexPath: IndexPath? { get }
    var proposal: CollectionViewDropProposal { get }
    var session: any DropSession { get }
    /// Animates the item into the place at `indexPath`, which the delegate has inserted.
    @discardableResult
    func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> any DragAnimating
    /// Animates the item into `rect` of the item at `indexPath`.
    @discardableResult
    func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any DragAnimating
    /// Animates the item to `target`.
    @discardableResult
    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> any DragAnimating
    /// Shows `placeholder` at its insertion index path until the returned context commits the item or deletes it
    /// (the data arrives later, as a load from the item's provider does).
    @discardableResult
    func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder)
        -> any CollectionViewDropPlaceholderContext
}

extension CollectionView {
    /// How soon items move aside while a drag passes over them (UICollectionView.ReorderingCadence), with UIKit's
    /// raw values.
    public enum ReorderingCadence: Int, Hashable, Sendable {
        case immediate = 0
        case fast = 1
        case slow = 2
    }

    /// Whether items can be dragged; true by default, as since iOS 15.
    public var dragInteractionEnabled: Bool {
        get { dragAndDrop.interactionEnabled }
        set { dragAndDrop.interactionEnabled = newValue }
    }
    /// Whether items lifted from this collection view are being dragged.
    public var hasActiveDrag: Bool { dragAndDrop.activeDrag }
    /// Whether a drop on this collection view is in progress.
    public var hasActiveDrop: Bool { dragAndDrop.activeDrop }

    /// How soon items move aside while a drag passes over them: headless drops complete at once, so it is kept.
    public var reorderingCadence: ReorderingCadence {
        get { dragAndDrop.cadence }
        set { dragAndDrop.cadence = newValue }
    }

    /// Drags the items at `indexPaths` (beyond UIKit, headless: a long press, a lift and a drag) and drops them on
    /// the item at `destination` of `target` (this collection view when nil; a nil destination is empty space),
    /// with every delegate call of UIKit's sequence.
    ///
    /// The drag delegate gives the items (`itemsForBeginning` for the first, `itemsForAddingTo` for the others); no
    /// items, no drag delegate, or ``dragInteractionEnabled`` false, and nothing happens. The drop delegate then
    /// decides, as ``CollectionViewDropDelegate`` describes. A drag of one item within its collection view whose
    /// proposal is `.move` with `.insertAtDestinationIndexPath` is a reorder, which the collection view does
    /// through its data source's `moveItemAt` (a diffable data source's reordering handlers); any other drop is the
    /// drop delegate's `performDropWith`. Returns what the drop did: `.copy` or `.move`, or `.cancel`/`.forbidden`
    /// when nothing was dropped.
    @discardableResult
    public func dragItems(
        at indexPaths: [IndexPath], toItemAt destination: IndexPath?, in target: CollectionView? = nil
    )
        -> DropOperation
    {
        loadIfNeeded()
        guard dragInteractionEnabled, let delegate = dragDelegate,
            let start = DragStart(
                paths: indexPaths.filter(isValidItem), center: center(ofItemAt:),
                beginning: { delegate.collectionView(self, itemsForBeginning: $0, at: $1) },
                adding: { delegate.collectionView(self, itemsForAddingTo: $0, at: $1, point: $2) })
        else { return .cancel }
        let session = start.session
        session.allowsMoveOperation = delegate.collectionView(self, dragSessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.collectionView(
            self, dragSessionIsRestrictedToDraggingApplication: session)
        let lifted = start.places.compactMap { cellForItem(at: $0) }
        for cell in lifted { cell.dragStateDidChange(.lifting) }
        dragAndDrop.activeDrag = true
        for cell in lifted { cell.dragStateDidChange(.dragging) }
        delegate.collectionView(self, dragSessionWillBegin: session)
        let operation = (target ?? self).receiveDrop(session, at: destination, from: self, sourcePaths: start.sources)
        dragAndDrop.activeDrag = false
        for cell in lifted { cell.dragStateDidChange(.none) }
        delegate.collectionView(self, dragSessionDidEnd: session)
        return operation
    }

    /// Drops `items` dragged from another app on the item at `destination` (beyond UIKit, headless): the drop
    /// session has no local drag session and does not allow moves. Returns what the drop did.
    @discardableResult
    public func dropItems(_ items: [DragItem], at destination: IndexPath?) -> DropOperation {
        loadIfNeeded()
        let session = HeadlessDragSession(items: items)
        session.isFromThisApp = false
        session.allowsMoveOperation = false
        return receiveDrop(session, at: destination, from: nil, sourcePaths: [])
    }

    /// The centre of an item in window coordinates, where a drag from it or over it is.
    private func center(ofItemAt indexPath: IndexPath) -> CGPoint {
        let rect = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        return convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    private func receiveDrop(
        _ session: HeadlessDragSession, at destination: IndexPath?, from source: CollectionView?,
        sourcePaths: [IndexPath]
    ) -> DropOperation {
        loadIfNeeded()
        guard let delegate = dropDelegate else { return .cancel }
        if let destination, isValidItem(destination) { session.location = center(ofItemAt: destination) }
        dragAndDrop.activeDrop = true
        defer { dragAndDrop.activeDrop = false }
        var proposal = CollectionViewDropProposal(operation: .cancel)
        let local = source === self
        let run = DropRun(
            canHandle: { delegate.collectionView(self, canHandle: session) },
            enter: { delegate.collectionView(self, dropSessionDidEnter: session) },
            update: {
                proposal = delegate.collectionView(
                    self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
                return (proposal.operation, proposal.intent == .insertAtDestinationIndexPath)
            },
            reorder: {
                guard local, let from = sourcePaths.first, let destination else { return false }
                return self.reorderItem(at: from, to: destination)
            },
            perform: {
                let items = HeadlessDropItem.items(of: session, from: local ? sourcePaths : []) {
                    $0.flatMap { self.collectionViewLayout.layoutAttributesForItem(at: $0)?.size } ?? .zero
                }
                delegate.collectionView(
                    self,
                    performDropWith: HeadlessDropCoordinator(
                        items: items, destination: destination, proposal: proposal, session: session, list: self))
            },
            exit: { delegate.collectionView(self, dropSessionDidExit: session) },
            end: { delegate.collectionView(self, dropSessionDidEnd: session) })
        return run.run(session: session)
    }

    /// Moves an item for a drop through the data source, as an interactive movement does: the item moves, then
    /// the data source hears it; false (the item back in place) when the data source does not move items.
    private func reorderItem(at source: IndexPath, to destination: IndexPath) -> Bool {
        guard let dataSource, isValidItem(source), destination.section >= 0, destination.section < numberOfSections,
            dataSource.collectionView(self, canMoveItemAt: source)
        else { return false }
        let items = numberOfItems(inSection: destination.section)
        // The last place in the item's own section is its last item; in another, after the last item.
        let limit = destination.section == source.section ? items - 1 : items
        let target = IndexPath(item: min(max(destination.item, 0), max(limit, 0)), section: destination.section)
        guard target != source else { return true }
        moveInPlace(from: source, to: target)
        movingUnimplemented = false
        dataSource.collectionView(self, moveItemAt: source, to: target)
        guard movingUnimplemented else { return true }
        moveInPlace(from: target, to: source)
        return false
    }
}
