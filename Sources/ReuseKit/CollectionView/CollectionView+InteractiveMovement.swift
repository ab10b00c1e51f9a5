import Foundation
import ReuseCore

/// An item moving under the user's finger: where it started, where it shows now, and the finger.
struct InteractiveMovement {
    /// The item's index path when the movement began, as the data source still counts it.
    var original: IndexPath
    /// Where the item shows now, in the collection view's counting.
    var current: IndexPath
    /// The last target position, in the content's coordinates.
    var position: CGPoint
}

/// Reordering items by dragging them (UIKit's interactive movement): a client's gesture handler (or the
/// ``CollectionViewController``'s own long press, ``CollectionViewController/installsStandardGestureForInteractiveMovement``)
/// begins a movement on an item, feeds it the finger's positions, and ends or cancels it.
///
/// While the item moves, the others make room for it at once (changes are not animated), its cell follows the
/// finger on top of them, and the data source is not told: it still holds the old order, so the collection view
/// asks it about items (`cellForItemAt`, prefetching, a flow delegate's sizes) by their places in that order. When
/// the movement ends on a new place, the data source gets `moveItemAt` once, with the item's original index path
/// and its final one; a cancelled movement puts the item back and tells the data source nothing. A data source
/// without `moveItemAt` cannot reorder: the item goes back and ``CollectionView/diagnosticHandler`` hears why.
extension CollectionView {
    /// Begins moving the item at `indexPath` interactively. Returns false, and moves nothing, when the item does
    /// not exist, another movement is under way, or the data source's `canMoveItemAt` says no.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard interactiveMovement == nil, let dataSource, isValidItem(indexPath),
            dataSource.collectionView(self, canMoveItemAt: indexPath)
        else { return false }
        let center = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.center ?? .zero
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, position: center)
        placeMovingCell()
        return true
    }

    /// Moves the item under way to `targetPosition` (in the content's coordinates). The layout proposes the place
    /// there (``CollectionViewLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)``), the delegate may
    /// send it elsewhere (`targetIndexPathForMoveOfItemFromOriginalIndexPath`), and the other items make room.
    ///
    /// - Complexity: O(log n + v) with the built-in layouts when the item changes places.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        let layout = collectionViewLayout
        let proposed = layout.targetIndexPath(
            forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        var target = movement.current
        if proposed != movement.current, isDropTarget(proposed, from: movement.current) {
            let answer =
                collectionDelegate?.collectionView(
                    self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                    atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
            if isDropTarget(answer, from: movement.current) { target = answer }
        }
        let previous = movement
        movement.position = targetPosition
        movement.current = target
        interactiveMovement = movement
        let context = layout.invalidationContext(
            forInteractivelyMovingItems: [target], withTargetPosition: targetPosition,
            previousIndexPaths: [previous.current], previousPosition: previous.position)
        if target != previous.current {
            moveInPlace(from: previous.current, to: target)
        }
        layout.invalidateLayout(with: context)
        layoutIfNeeded()
        placeMovingCell()
    }

    /// Ends the movement under way: the item settles at its current place, and the data source gets `moveItemAt`
    /// with the item's original index path and that place (not when it is back where it began). A data source
    /// that does not implement `moveItemAt` cannot reorder, so the item goes back and a message says why.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        var final = movement.current
        if final != movement.original, let dataSource {
            interactiveMovement = nil
            movingUnimplemented = false
            dataSource.collectionView(self, moveItemAt: movement.original, to: final)
            if movingUnimplemented {
                moveInPlace(from: final, to: movement.original)
                let message = Messages.itemMovingNotSupported(movement.original)
                if let diagnosticHandler {
                    diagnosticHandler(
                        ReuseDiagnostic(kind: .editingNotSupported, rows: [movement.original], message: message))
                } else {
                    Messages.write(Messages.diagnostic(message))
                }
                final = movement.original
            }
        }
        finishInteractiveMovement(movement, final: final, cancelled: final != movement.current)
    }

    /// Cancels the movement under way: the item goes back to where it began and the data source is not told.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        if movement.current != movement.original { moveInPlace(from: movement.current, to: movement.original) }
        finishInteractiveMovement(movement, final: movement.original, cancelled: true)
    }

    // MARK: Inside

    private func finishInteractiveMovement(_ movement: InteractiveMovement, final: IndexPath, cancelled: Bool) {
        interactiveMovement = nil
        let layout = collectionViewLayout
        layout.invalidateLayout(
            with: layout.invalidationContextForEndingInteractiveMovementOfItems(
                toFinalIndexPaths: [final], previousIndexPaths: [movement.original], movementCancelled: cancelled))
        layoutIfNeeded()
        if let cell = cellForItem(at: final), let attributes = layout.layoutAttributesForItem(at: final) {
            apply(attributes, to: cell)
        }
    }

    /// Moves an item in the collection view's own counting, without asking the data source (which is told when
    /// the movement ends).
    func moveInPlace(from source: IndexPath, to destination: IndexPath) {
        var counts = itemCounts
        counts[source.section] -= 1
        counts[destination.section] += 1
        guard
            let plan = try? UpdatePlan(
                oldCounts: itemCounts, newCounts: counts,
                updates: [.moveRow(from: RowPosition(source), to: RowPosition(destination))])
        else { return }
        apply(plan)
    }

    /// Puts the moving item's cell under the finger, over the others.
    func placeMovingCell() {
        guard let movement = interactiveMovement, let cell = cellForItem(at: movement.current) else { return }
        let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
            at: movement.current, withTargetPosition: movement.position)
        apply(attributes, to: cell)
        addSubview(cell)
    }

    /// The index path the data source knows an item by: during an interactive movement the collection view has
    /// moved the item and the data source has not.
    func dataSourceIndexPath(_ indexPath: IndexPath) -> IndexPath {
        if !placeholders.isEmpty { return placeholders.dataSourceIndexPath(indexPath) }
        guard let movement = interactiveMovement, movement.current != movement.original else { return indexPath }
        if indexPath == movement.current { return movement.original }
        var item = indexPath.item
        if indexPath.section == movement.current.section, item > movement.current.item { item -= 1 }
        if indexPath.section == movement.original.section, item >= movement.original.item { item += 1 }
        return IndexPath(item: item, section: indexPath.section)
    }

    func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < itemCounts.count && indexPath.item >= 0
            && indexPath.item < itemCounts[indexPath.section]
    }

    /// Whether an item at `source` can go to `indexPath`: a place of its own section, or of another section up to
    /// the place after its last item.
    private func isDropTarget(_ indexPath: IndexPath, from source: IndexPath) -> Bool {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < itemCounts.count, indexPath.item >= 0
        else { return false }
        let count = itemCounts[indexPath.section]
        return indexPath.section == source.section ? indexPath.item < count : indexPath.item <= count
    }
}
