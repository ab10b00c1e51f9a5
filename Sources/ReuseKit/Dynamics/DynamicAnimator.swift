import Foundation
import ReuseCore

/// Told when a dynamic animator stops because its items came to rest, and when it starts again
/// (UIDynamicAnimatorDelegate). Both methods are optional.
@preconcurrency @MainActor
public protocol DynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}

/// Runs UIKit Dynamics (UIDynamicAnimator): moves the items of its behaviours, views of a reference view or a
/// collection view layout's attributes, at every screen frame of the views' virtual clock (1/60 s, advanced by
/// `View.advanceAnimations(by:)` or a scroll view's `advance(by:)`), with ReuseCore's `DynamicsWorld`. It runs
/// while anything moves, pauses when every item is at rest (telling its delegate), and runs again when a
/// behaviour or an item changes.
///
/// An animator made with a collection view layout invalidates the layout at every step; the layout answers
/// `layoutAttributesForElements(in:)` from ``items(in:)``, as the springy-layout idiom does.
@preconcurrency @MainActor
open class DynamicAnimator {
    /// The view whose coordinates the items move in (`init(referenceView:)`), or nil.
    open private(set) weak var referenceView: View?
    /// The layout whose attributes the items are (`init(collectionViewLayout:)`), or nil.
    private(set) weak var collectionViewLayout: CollectionViewLayout?
    /// The behaviours added, in order (each with its children).
    open private(set) var behaviors: [DynamicBehavior] = []
    /// Whether the items are moving: the animator steps at every frame.
    open private(set) var isRunning = false
    /// How long the animator has run, in seconds of the views' clock, summed over its runs.
    open private(set) var elapsedTime: TimeInterval = 0
    /// Told when the animator pauses and resumes.
    open weak var delegate: (any DynamicAnimatorDelegate)?

    /// The state of each item the animator moves, by item.
    var states: [ObjectIdentifier: ItemState] = [:]
    /// The contacts of the last step, to report their end.
    var contacts: [ContactKey: Contact] = [:]
    /// Fires the steps while running.
    private var link: DisplayLink?

    /// An animator whose items are views inside `view`, moving in its coordinates; its bounds can be a boundary.
    public init(referenceView view: View) {
        referenceView = view
    }

    /// An animator whose items are the attributes of `layout`, moving in its content's coordinates.
    public convenience init(collectionViewLayout layout: CollectionViewLayout) {
        self.init()
        collectionViewLayout = layout
    }

    /// An animator without a reference: any items, no reference bounds.
    public init() {}

    /// Adds a behaviour, which starts the animator (ignored when it is already in).
    open func addBehavior(_ behavior: DynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }), behavior.dynamicAnimator == nil else { return }
        behaviors.append(behavior)
        behavior.join(self)
        resumeIfPaused()
    }

    /// Removes a behaviour (ignored when it is not in).
    open func removeBehavior(_ behavior: DynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.leave()
        forgetItemsNoLongerMoved()
        resumeIfPaused()
    }

    /// Removes every behaviour; the animator stops.
    open func removeAllBehaviors() {
        let removed = behaviors
        behaviors.removeAll()
        for behavior in removed { behavior.leave() }
        forgetItemsNoLongerMoved()
        pause()
    }

    /// The items of the behaviours whose frames (centre and bounds, turned) meet `rect`, in the animator's
    /// coordinates.
    ///
    /// - Complexity: O(n) in the items of the behaviours.
    open func items(in rect: CGRect) -> [any DynamicItem] {
        allItems().filter { item in
            let size = item.bounds.size
            let frame = CGRect(
                origin: CGPoint(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2), size: size)
            return frame.applying(rotation: item.transform).intersects(rect)
        }
    }

    /// Takes the item's centre and transform as they are now (the client moved it), and runs again.
    open func updateItem(usingCurrentState item: any DynamicItem) {
        let id = ObjectIdentifier(item)
        if var state = states[id] {
            state.body.x = Double(item.center.x)
            state.body.y = Double(item.center.y)
            state.body.angle = Double(atan2(item.transform.b, item.transform.a))
            states[id] = state
        }
        resumeIfPaused()
    }

    /// The attributes of the cell at `indexPath` among the items of an animator made with a collection view
    /// layout, or nil.
    ///
    /// - Complexity: O(n) in the items.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes(.cell, kind: nil, at: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath` among the items, or nil.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        attributes(.supplementaryView, kind: kind, at: indexPath)
    }

    /// The attributes of the decoration view of `decorationViewKind` at `indexPath` among the items, or nil.
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        attributes(.decorationView, kind: decorationViewKind, at: indexPath)
    }

    private func attributes(
        _ category: CollectionView.ElementCategory, kind: String?, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        guard collectionViewLayout != nil else { return nil }
        for item in allItems() {
            guard let attributes = item as? CollectionViewLayoutAttributes,
                attributes.representedElementCategory == category, attributes.indexPath == indexPath,
                kind == nil || attributes.representedElementKind == kind
            else { continue }
            return attributes
        }
        return nil
    }

    // MARK: Running

    /// Starts stepping if paused and there is something to move, telling the delegate first.
    func resumeIfPaused() {
        guard !isRunning, !behaviors.isEmpty else { return }
        delegate?.dynamicAnimatorWillResume(self)
        isRunning = true
        let link = DisplayLink(target: self, selector: DynamicAnimator.frame)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// Stops stepping, telling the delegate.
    func pause() {
        guard isRunning else { return }
        isRunning = false
        link?.invalidate()
        link = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func frame(_ link: DisplayLink) {
        elapsedTime += link.duration
        if step(by: link.duration) { pause() }
    }

    /// Every item of every behaviour, each once, in the order the behaviours name them.
    func allItems() -> [any DynamicItem] {
        var list = DynamicItemList([])
        for behavior in flattenedBehaviors() {
            for item in behavior.ownItems { list.add(item) }
        }
        return list.items
    }

    /// The behaviours depth first, each before its children.
    func flattenedBehaviors() -> [DynamicBehavior] {
        var flat: [DynamicBehavior] = []
        func visit(_ behavior: DynamicBehavior) {
            flat.append(behavior)
            for child in behavior.childBehaviors { visit(child) }
        }
        for behavior in behaviors { visit(behavior) }
        return flat
    }

    /// Whether the animator has moved `item` (and keeps its velocity).
    func hasState(for item: any DynamicItem) -> Bool { states[ObjectIdentifier(item)] != nil }

    /// Adds to the velocity of an item the animator moves.
    func addVelocity(_ velocity: CGPoint, spin: CGFloat, to item: any DynamicItem) {
        let id = ObjectIdentifier(item)
        states[id]?.body.vx += Double(velocity.x)
        states[id]?.body.vy += Double(velocity.y)
        states[id]?.body.spin += Double(spin)
    }

    /// The velocity of an item the animator moves, or nil.
    func velocity(of item: any DynamicItem) -> CGPoint? {
        states[ObjectIdentifier(item)].map { CGPoint(x: $0.body.vx, y: $0.body.vy) }
    }

    /// How fast an item the animator moves turns, or nil.
    func spin(of item: any DynamicItem) -> CGFloat? {
        states[ObjectIdentifier(item)].map { CGFloat($0.body.spin) }
    }

    /// Drops the state of items no behaviour names any more (they start afresh if they come back).
    private func forgetItemsNoLongerMoved() {
        let kept = Set(allItems().map(ObjectIdentifier.init))
        states = states.filter { kept.contains($0.key) }
    }
}

extension CGRect {
    /// The box around the rectangle turned about its centre by the rotation of `transform`.
    func applying(rotation transform: CGAffineTransform) -> CGRect {
        guard transform.b != 0 || transform.c != 0 else { return self }
        let angle = atan2(transform.b, transform.a)
        let c = abs(cos(angle))
        let s = abs(sin(angle))
        let width = self.width * c + height * s
        let height = self.width * s + self.height * c
        return CGRect(x: midX - width / 2, y: midY - height / 2, width: width, height: height)
    }
}
