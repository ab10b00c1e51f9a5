import Foundation

/// What a drop does with the data (UIDropOperation), with UIKit's raw values.
public enum DropOperation: UInt, Hashable, Sendable {
    /// No drop: the drop delegate is not asked to perform it.
    case cancel = 0
    /// The drop is not allowed here; cancelled.
    case forbidden = 1
    case copy = 2
    /// Allowed only while the drag session allows moving and comes from the same app; else a cancel.
    case move = 3
}

/// How a drop target would take a drop at the place under the finger (UIDropProposal).
@preconcurrency @MainActor
open class DropProposal {
    public let operation: DropOperation
    /// Whether the drop needs a precise place (text): kept for previews.
    open var isPrecise = false
    /// Whether the drop's preview keeps its full size over the target: kept for previews.
    open var prefersFullSizePreview = false

    public init(operation: DropOperation) {
        self.operation = operation
    }
}

/// How a drop session shows its loading progress (UIDropSessionProgressIndicatorStyle).
public enum DropSessionProgressIndicatorStyle: UInt, Hashable, Sendable {
    case none = 0
    case `default` = 1
}

/// One thing dragged: its data's provider and, within the app, the object it stands for (UIDragItem).
@preconcurrency @MainActor
open class DragItem {
    public let itemProvider: NSItemProvider
    /// The object the item stands for, for a drop in the same app (the model item, say).
    open var localObject: Any?
    /// Makes the item's preview while it is dragged; nil uses the dragged view.
    open var previewProvider: (() -> DragPreview?)?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }

    /// Asks for the item's drop preview again: headless, nothing is drawn while dragging.
    open func setNeedsDropPreviewUpdate() {}
}

/// A dragged item's preview (UIDragPreview): a view and how it is shown.
@preconcurrency @MainActor
open class DragPreview {
    public let view: View
    public let parameters: DragPreviewParameters

    public init(view: View, parameters: DragPreviewParameters) {
        self.view = view
        self.parameters = parameters
    }

    public convenience init(view: View) {
        self.init(view: view, parameters: DragPreviewParameters())
    }
}

/// How a drag or drop preview shows its view (UIDragPreviewParameters).
@preconcurrency @MainActor
open class DragPreviewParameters: PreviewParameters {}

/// Where a dropped item's preview goes (UIDragPreviewTarget).
@preconcurrency @MainActor
open class DragPreviewTarget: PreviewTarget {}

/// What drag and drop sessions share (UIDragDropSession): the items and what may be done with them.
@preconcurrency @MainActor
public protocol DragDropSession: AnyObject {
    var items: [DragItem] { get }
    /// Where the drag is in `view`'s coordinates.
    func location(in view: View) -> CGPoint
    var allowsMoveOperation: Bool { get }
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether any item has a representation conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether any item can make an instance of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drag from the view that started it (UIDragSession).
@preconcurrency @MainActor
public protocol DragSession: DragDropSession {
    /// What the source keeps for the drag's length (the dragged model items, say).
    var localContext: Any? { get set }
}

/// A drag as a drop target sees it (UIDropSession).
@preconcurrency @MainActor
public protocol DropSession: DragDropSession {
    /// The drag session, when the drag comes from this app; nil from another.
    var localDragSession: (any DragSession)? { get }
    var progressIndicatorStyle: DropSessionProgressIndicatorStyle { get set }
    /// Makes an instance of `aClass` from each item that can make one, and hands them to `completion` (on the
    /// main actor; headless, before this returns).
    @discardableResult
    func loadObjects(
        ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void
    ) -> Progress
}

extension DropSession {
    /// Makes a `T` (`String`, say) from each item that can make one.
    @discardableResult
    public func loadObjects<T: NSItemProviderReading>(ofClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress
    {
        loadObjects(ofClass: ofClass as any NSItemProviderReading.Type) { objects in
            completion(objects.compactMap { $0 as? T })
        }
    }
}

/// Animations that run alongside a drop's (UIDragAnimating): headless, at once.
@preconcurrency @MainActor
public protocol DragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
}

/// A drag in progress, headless: its items, where it is, and the answers of the source's drag delegate.
@MainActor
final class HeadlessDragSession: DragSession, DropSession {
    var items: [DragItem]
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    var progressIndicatorStyle = DropSessionProgressIndicatorStyle.default
    /// Where the drag is, in window coordinates (the source's cell's centre, then the target's).
    var location = CGPoint.zero
    /// Whether the drag began in this app (a drop from another app has no local drag session).
    var isFromThisApp = true
    /// The session seen from a drop target: this one, for a drag that began in the app.
    var localDragSession: (any DragSession)? { isFromThisApp ? self : nil }

    init(items: [DragItem]) {
        self.items = items
    }

    func location(in view: View) -> CGPoint {
        view.convert(location, from: nil)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects(
        ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: Int64(items.count))
        nonisolated(unsafe) var loaded: [any NSItemProviderReading] = []
        for item in items where item.itemProvider.canLoadObject(ofClass: aClass) {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                if let object { loaded.append(object) }
            }
            progress.completedUnitCount += 1
        }
        completion(loaded)
        return progress
    }
}

/// A drop's animation, headless: the animations and the completions run when added.
@MainActor
final class ImmediateDragAnimation: DragAnimating {
    func addAnimations(_ animations: @escaping () -> Void) { animations() }
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) { completion(.end) }
}

/// A list's drag-and-drop state: whether rows may be dragged, and whether a drag from it or a drop on it is in
/// progress.
struct DragAndDropState {
    /// Whether rows or items can be dragged (UIKit's default since iOS 15: true).
    var interactionEnabled = true
    var activeDrag = false
    var activeDrop = false
    /// A collection view's ``CollectionView/reorderingCadence``.
    var cadence = CollectionView.ReorderingCadence.immediate
}

/// One drop on a list, headless, in UIKit's order: `canHandle`, `dropSessionDidEnter`, `dropSessionDidUpdate`
/// for the destination, then the reorder the list does itself or `performDropWith`, then `dropSessionDidExit`
/// when the drop did not happen and `dropSessionDidEnd` always. Each step is the list's delegate call.
@MainActor
struct DropRun {
    var canHandle: () -> Bool
    var enter: () -> Void
    /// The proposal's operation and whether its intent is to insert at the destination.
    var update: () -> (DropOperation, insertsAtDestination: Bool)
    /// The list moves the row itself through its data source (a local drag of one item proposing a move to a
    /// place); returns whether it did.
    var reorder: () -> Bool
    var perform: () -> Void
    var exit: () -> Void
    var end: () -> Void

    /// Runs the drop; returns what it did: `.cancel` or `.forbidden` when it did not happen.
    func run(session: HeadlessDragSession) -> DropOperation {
        guard canHandle() else { return .cancel }
        enter()
        var (operation, insertsAtDestination) = update()
        if operation == .move, !(session.allowsMoveOperation && session.localDragSession != nil) {
            // UIKit: a move is only allowed in the app, while the drag allows it; else it is a cancel.
            operation = .cancel
        }
        defer { end() }
        guard operation == .copy || operation == .move else {
            exit()
            return operation
        }
        if operation == .move, insertsAtDestination, session.items.count == 1, reorder() { return .move }
        perform()
        return operation
    }
}

/// The start of a headless drag from a list's rows or items: the session with the items the drag delegate gives,
/// and where each item was dragged from.
@MainActor
struct DragStart {
    let session: HeadlessDragSession
    /// The place each item of the session comes from, item by item.
    let sources: [IndexPath]
    /// The places that gave items, in the order they were dragged.
    let places: [IndexPath]

    /// Asks for the items of a drag of `paths`: `beginning` for the first place, `adding` for each other one at
    /// its centre (in window coordinates, where the drag is). Nil when there are no places or the first gives no
    /// items.
    init?(
        paths: [IndexPath], center: (IndexPath) -> CGPoint,
        beginning: (HeadlessDragSession, IndexPath) -> [DragItem],
        adding: (HeadlessDragSession, IndexPath, CGPoint) -> [DragItem]
    ) {
        guard let first = paths.first else { return nil }
        let session = HeadlessDragSession(items: [])
        session.location = center(first)
        // No items for the first place, no drag: UIKit's "return an empty array when you don't allow the drag".
        session.items = beginning(session, first)
        guard !session.items.isEmpty else { return nil }
        var sources = Array(repeating: first, count: session.items.count)
        var places = [first]
        for path in paths where !places.contains(path) {
            let items = adding(session, path, center(path))
            guard !items.isEmpty else { continue }
            session.items += items
            sources += repeatElement(path, count: items.count)
            places.append(path)
        }
        self.session = session
        self.sources = sources
        self.places = places
    }
}

/// A dropped item as a table's or a collection view's drop delegate sees it: the two protocols ask the same.
@MainActor
final class HeadlessDropItem: TableViewDropItem, CollectionViewDropItem {
    let dragItem: DragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(_ dragItem: DragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }

    /// The session's items, each with the place it was dragged from (`sources`, item by item; none past their
    /// end, or for a drag from elsewhere) and the size `previewSize` gives for that place.
    static func items(
        of session: any DropSession, from sources: [IndexPath], previewSize: (IndexPath?) -> CGSize
    ) -> [HeadlessDropItem] {
        session.items.enumerated().map { index, item in
            let source = index < sources.count ? sources[index] : nil
            return HeadlessDropItem(item, sourceIndexPath: source, previewSize: previewSize(source))
        }
    }
}

/// What a list's drop delegate works with, headless: the items, the destination, the proposal and the session;
/// every drop animation runs at once. A table's coordinator with a table's proposal, a collection view's with a
/// collection view's.
@MainActor
final class HeadlessDropCoordinator<Proposal: DropProposal> {
    let dropItems: [HeadlessDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: Proposal
    let session: any DropSession
    /// The list the drop is on, which shows the placeholders the delegate asks for.
    weak var list: View?

    init(items: [HeadlessDropItem], destination: IndexPath?, proposal: Proposal, session: any DropSession, list: View) {
        dropItems = items
        destinationIndexPath = destination
        self.proposal = proposal
        self.session = session
        self.list = list
    }

    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> any DragAnimating { ImmediateDragAnimation() }
}

extension HeadlessDropCoordinator: TableViewDropCoordinator where Proposal == TableViewDropProposal {
    var items: [any TableViewDropItem] { dropItems }

    func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) -> any DragAnimating { ImmediateDragAnimation() }

    func drop(_ dragItem: DragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any DragAnimating {
        ImmediateDragAnimation()
    }

    func drop(_ dragItem: DragItem, to placeholder: TableViewDropPlaceholder) -> any TableViewDropPlaceholderContext {
        (list as? TableView)?.insertPlaceholder(placeholder, for: dragItem) ?? HeadlessPlaceholderContext.gone(dragItem)
    }
}

extension HeadlessDropCoordinator: CollectionViewDropCoordinator where Proposal == CollectionViewDropProposal {
    var items: [any CollectionViewDropItem] { dropItems }

    func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> any DragAnimating { ImmediateDragAnimation() }

    func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any DragAnimating {
        ImmediateDragAnimation()
    }

    func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder)
        -> any CollectionViewDropPlaceholderContext
    {
        (list as? CollectionView)?.insertPlaceholder(placeholder, for: dragItem)
            ?? HeadlessPlaceholderContext.gone(dragItem)
    }
}
