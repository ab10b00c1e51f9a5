import Foundation

// Drag and drop on any view (UIDragInteraction and UIDropInteraction), beside the lists' own. Headless, a drag is
// one call, ``View/dragInteraction(to:at:)``, which asks the two delegates in UIKit's order; drops from another
// app are ``View/dropFromOtherApp(_:at:)``.

/// A dragged item's preview with where it goes (UITargetedDragPreview).
@preconcurrency @MainActor
open class TargetedDragPreview: TargetedPreview {
    /// The same preview going to `newTarget`.
    open func retargetedPreview(with newTarget: DragPreviewTarget) -> TargetedDragPreview {
        TargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// What a view's drag interaction asks its owner (UIDragInteractionDelegate). Only the items are required.
@preconcurrency @MainActor
public protocol DragInteractionDelegate: AnyObject {
    /// The items a drag starting at the session's location carries; none means no drag.
    func dragInteraction(_ interaction: DragInteraction, itemsForBeginning session: any DragSession) -> [DragItem]
    func dragInteraction(
        _ interaction: DragInteraction, previewForLifting item: DragItem, session: any DragSession
    ) -> TargetedDragPreview?
    func dragInteraction(
        _ interaction: DragInteraction, willAnimateLiftWith animator: any DragAnimating, session: any DragSession)
    func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: any DragSession)
    func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: any DragSession) -> Bool
    func dragInteraction(
        _ interaction: DragInteraction, sessionIsRestrictedToDraggingApplication session: any DragSession
    ) -> Bool
    func dragInteraction(_ interaction: DragInteraction, prefersFullSizePreviewsFor session: any DragSession) -> Bool
    func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: any DragSession)
    func dragInteraction(
        _ interaction: DragInteraction, session: any DragSession, willEndWith operation: DropOperation)
    func dragInteraction(
        _ interaction: DragInteraction, session: any DragSession, didEndWith operation: DropOperation)
    func dragInteraction(_ interaction: DragInteraction, sessionDidTransferItems session: any DragSession)
    func dragInteraction(
        _ interaction: DragInteraction, itemsForAddingTo session: any DragSession, withTouchAt point: CGPoint
    ) -> [DragItem]
    func dragInteraction(
        _ interaction: DragInteraction, previewForCancelling item: DragItem,
        withDefault defaultPreview: TargetedDragPreview
    ) -> TargetedDragPreview?
    func dragInteraction(
        _ interaction: DragInteraction, item: DragItem, willAnimateCancelWith animator: any DragAnimating)
}

extension DragInteractionDelegate {
    public func dragInteraction(
        _ interaction: DragInteraction, previewForLifting item: DragItem, session: any DragSession
    ) -> TargetedDragPreview? { nil }
    public func dragInteraction(
        _ interaction: DragInteraction, willAnimateLiftWith animator: any DragAnimating, session: any DragSession
    ) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionWillBegin session: any DragSession) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionAllowsMoveOperation session: any DragSession)
        -> Bool
    { true }
    public func dragInteraction(
        _ interaction: DragInteraction, sessionIsRestrictedToDraggingApplication session: any DragSession
    ) -> Bool { false }
    public func dragInteraction(
        _ interaction: DragInteraction, prefersFullSizePreviewsFor session: any DragSession
    ) -> Bool { false }
    public func dragInteraction(_ interaction: DragInteraction, sessionDidMove session: any DragSession) {}
    public func dragInteraction(
        _ interaction: DragInteraction, session: any DragSession, willEndWith operation: DropOperation
    ) {}
    public func dragInteraction(
        _ interaction: DragInteraction, session: any DragSession, didEndWith operation: DropOperation
    ) {}
    public func dragInteraction(_ interaction: DragInteraction, sessionDidTransferItems session: any DragSession) {}
    public func dragInteraction(
        _ interaction: DragInteraction, itemsForAddingTo session: any DragSession, withTouchAt point: CGPoint
    ) -> [DragItem] { [] }
    public func dragInteraction(
        _ interaction: DragInteraction, previewForCancelling item: DragItem,
        withDefault defaultPreview: TargetedDragPreview
    ) -> TargetedDragPreview? { defaultPreview }
    public func dragInteraction(
        _ interaction: DragInteraction, item: DragItem, willAnimateCancelWith animator: any DragAnimating
    ) {}
}

/// Lets a view start drags (UIDragInteraction): add it with `view.addInteraction(UIDragInteraction(delegate:))`.
@preconcurrency @MainActor
open class DragInteraction: Interaction {
    /// Whether new drag interactions are enabled: true on iPad, false on iPhone in UIKit; true headless, where
    /// nothing tells the two apart, so that a drag can be tested.
    public static var isEnabledByDefault: Bool { true }

    public private(set) weak var delegate: (any DragInteractionDelegate)?
    public private(set) weak var view: View?
    /// Whether a long press on the view starts a drag.
    open var isEnabled = DragInteraction.isEnabledByDefault
    /// Whether other gestures may recognize while the view lifts.
    open var allowsSimultaneousRecognitionDuringLift = false

    public init(delegate: any DragInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: View?) {}
    public func didMove(to view: View?) {
        self.view = view
    }
}

/// What a view's drop interaction asks its owner (UIDropInteractionDelegate); every method has a default.
@preconcurrency @MainActor
public protocol DropInteractionDelegate: AnyObject {
    /// Whether the view takes this drag at all; true by default.
    func dropInteraction(_ interaction: DropInteraction, canHandle session: any DropSession) -> Bool
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: any DropSession)
    /// What a drop here would do; a cancel by default, so a delegate that takes drops implements it.
    func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: any DropSession) -> DropProposal
    func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: any DropSession)
    /// The drop: load the items' data here (`session.loadObjects(ofClass:)`).
    func dropInteraction(_ interaction: DropInteraction, performDrop session: any DropSession)
    func dropInteraction(_ interaction: DropInteraction, concludeDrop session: any DropSession)
    func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: any DropSession)
    func dropInteraction(
        _ interaction: DropInteraction, previewForDropping item: DragItem,
        withDefault defaultPreview: TargetedDragPreview
    ) -> TargetedDragPreview?
    func dropInteraction(
        _ interaction: DropInteraction, item: DragItem, willAnimateDropWith animator: any DragAnimating)
}

extension DropInteractionDelegate {
    public func dropInteraction(_ interaction: DropInteraction, canHandle session: any DropSession) -> Bool { true }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnter session: any DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidUpdate session: any DropSession)
        -> DropProposal
    { DropProposal(operation: .cancel) }
    public func dropInteraction(_ interaction: DropInteraction, sessionDidExit session: any DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, performDrop session: any DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, concludeDrop session: any DropSession) {}
    public func dropInteraction(_ interaction: DropInteraction, sessionDidEnd session: any DropSession) {}
    public func dropInteraction(
        _ interaction: DropInteraction, previewForDropping item: DragItem,
        withDefault defaultPreview: TargetedDragPreview
    ) -> TargetedDragPreview? { defaultPreview }
    public func dropInteraction(
        _ interaction: DropInteraction, item: DragItem, willAnimateDropWith animator: any DragAnimating
    ) {}
}

/// Lets a view take drops (UIDropInteraction): add it with `view.addInteraction(UIDropInteraction(delegate:))`.
@preconcurrency @MainActor
open class DropInteraction: Interaction {
    public private(set) weak var delegate: (any DropInteractionDelegate)?
    public private(set) weak var view: View?
    /// Whether the view takes a second drop while one is loading.
    open var allowsSimultaneousDropSessions = false

    public init(delegate: any DropInteractionDelegate) {
        self.delegate = delegate
    }

    public func willMove(to view: View?) {}
    public func didMove(to view: View?) {
        self.view = view
    }

    /// A drop of `session` on this interaction's view, in UIKit's order as the lists' drops run (`DropRun`):
    /// `canHandle`, `sessionDidEnter`, `sessionDidUpdate`; then, for a copy or an allowed move, `performDrop` and
    /// `concludeDrop`, else `sessionDidExit`; `sessionDidEnd` always. Returns what the drop did.
    func drop(_ session: HeadlessDragSession) -> DropOperation {
        guard let delegate else { return .cancel }
        let run = DropRun(
            canHandle: { delegate.dropInteraction(self, canHandle: session) },
            enter: { delegate.dropInteraction(self, sessionDidEnter: session) },
            update: { (delegate.dropInteraction(self, sessionDidUpdate: session).operation, false) },
            reorder: { false },
            perform: {
                delegate.dropInteraction(self, performDrop: session)
                if let view = self.view {
                    for item in session.items {
                        let preview = TargetedDragPreview(view: view, parameters: DragPreviewParameters())
                        _ = delegate.dropInteraction(self, previewForDropping: item, withDefault: preview)
                        delegate.dropInteraction(self, item: item, willAnimateDropWith: ImmediateDragAnimation())
                    }
                }
                delegate.dropInteraction(self, concludeDrop: session)
            },
            exit: { delegate.dropInteraction(self, sessionDidExit: session) },
            end: { delegate.dropInteraction(self, sessionDidEnd: session) })
        return run.run(session: session)
    }
}

extension View {
    /// The first enabled drag interaction on the view.
    private var enabledDragInteraction: DragInteraction? {
        interactions.lazy.compactMap { $0 as? DragInteraction }.first { $0.isEnabled }
    }

    /// The drop interaction of `view` or its nearest ancestor that has one.
    private static func dropInteraction(at view: View?) -> DropInteraction? {
        var current = view
        while let candidate = current {
            if let interaction = candidate.interactions.lazy.compactMap({ $0 as? DropInteraction }).first {
                return interaction
            }
            current = candidate.superview
        }
        return nil
    }

    /// A whole drag from this view's drag interaction to `point` in `target` (beyond UIKit, headless): the drag
    /// delegate gives the items (`itemsForBeginning`, none: no drag), lifts them and begins; the drop goes to the
    /// drop interaction of the deepest view at `point` or its nearest ancestor with one; the drag delegate then hears
    /// how it ended (and `sessionDidTransferItems` after a drop). Returns what the drop did: `.cancel` when nothing
    /// took it or no drag began.
    @discardableResult
    public func dragInteraction(to target: View, at point: CGPoint) -> DropOperation {
        guard let drag = enabledDragInteraction, let delegate = drag.delegate else { return .cancel }
        let session = HeadlessDragSession(items: [])
        session.location = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
        session.items = delegate.dragInteraction(drag, itemsForBeginning: session)
        guard !session.items.isEmpty else { return .cancel }
        for item in session.items {
            _ = delegate.dragInteraction(drag, previewForLifting: item, session: session)
        }
        delegate.dragInteraction(drag, willAnimateLiftWith: ImmediateDragAnimation(), session: session)
        session.allowsMoveOperation = delegate.dragInteraction(drag, sessionAllowsMoveOperation: session)
        session.isRestrictedToDraggingApplication = delegate.dragInteraction(
            drag, sessionIsRestrictedToDraggingApplication: session)
        delegate.dragInteraction(drag, sessionWillBegin: session)
        session.location = target.convert(point, to: nil)
        delegate.dragInteraction(drag, sessionDidMove: session)
        let operation = Self.dropInteraction(at: target.hitTest(point, with: nil) ?? target)?.drop(session) ?? .cancel
        let dropped = operation == .copy || operation == .move
        if !dropped {
            for item in session.items {
                let preview = TargetedDragPreview(view: self, parameters: DragPreviewParameters())
                _ = delegate.dragInteraction(drag, previewForCancelling: item, withDefault: preview)
                delegate.dragInteraction(drag, item: item, willAnimateCancelWith: ImmediateDragAnimation())
            }
        }
        delegate.dragInteraction(drag, session: session, willEndWith: dropped ? operation : .cancel)
        delegate.dragInteraction(drag, session: session, didEndWith: dropped ? operation : .cancel)
        if dropped { delegate.dragInteraction(drag, sessionDidTransferItems: session) }
        return dropped ? operation : .cancel
    }

    /// A drop of `items` from another app at `point` in this view (beyond UIKit, headless): the drop interaction
    /// of the deepest view there, or its nearest ancestor with one, takes it; there is no local drag session, so a
    /// move is a cancel. Returns what the drop did.
    @discardableResult
    public func dropFromOtherApp(_ items: [DragItem], at point: CGPoint) -> DropOperation {
        let session = HeadlessDragSession(items: items)
        session.isFromThisApp = false
        session.location = convert(point, to: nil)
        return Self.dropInteraction(at: hitTest(point, with: nil) ?? self)?.drop(session) ?? .cancel
    }
}
