import Foundation
import ReuseCore

extension CollectionView {
    /// Ends the supplementary views that left the visible rect, shows those that entered, and places the others
    /// again when the layout moved them (pinned headers, an invalidation). Decorations follow, without the data
    /// source.
    func updateSupplementaries() {
        let layout = collectionViewLayout
        nextSupplementaries.removeAll(keepingCapacity: true)
        var decorations: [SupplementaryKey: CollectionViewLayoutAttributes] = [:]
        if layout.answersVisibilityQueries {
            layout.appendVisibleSupplementaries(in: bounds, to: &nextSupplementaries)
            decorations = layout.visibleDecorations(in: bounds)
        } else {
            for (key, attributes) in passSupplementaryAttributes {
                if attributes.representedElementCategory == .decorationView {
                    decorations[key] = attributes
                } else {
                    nextSupplementaries.append(key)
                }
            }
            nextSupplementaries.sort()
        }
        if !visibleSupplementaries.isEmpty || !nextSupplementaries.isEmpty {
            // Sorted (for the order of didEndDisplaying) only when something leaves.
            if visibleSupplementaries.keys.contains(where: { !nextSupplementaries.contains($0) }) {
                for key in visibleSupplementaries.keys.sorted() where !nextSupplementaries.contains(key) {
                    endDisplayingSupplementary(key)
                }
            }
            let replace = layout.pinsSupplementaries || !layout.answersVisibilityQueries
            for key in nextSupplementaries {
                if let view = visibleSupplementaries[key] {
                    let unchanged =
                        view.appliedGeneration == layoutGeneration
                        && layout.frameOfSupplementary(kind: key.kind, at: key.indexPath) == view.frame
                    if !unchanged, replace || view.appliedGeneration != layoutGeneration,
                        let attributes = attributes(for: key)
                    {
                        view.appliedGeneration = layoutGeneration
                        if !attributes.isEqual(view.appliedAttributes) { applySupplementary(attributes, to: view) }
                    }
                } else {
                    fillSupplementary(key)
                }
            }
        }
        if !decorations.isEmpty || !visibleDecorations.isEmpty { updateDecorations(decorations) }
    }

    private func attributes(for key: SupplementaryKey) -> CollectionViewLayoutAttributes? {
        passSupplementaryAttributes[key]
            ?? collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
    }

    private func applySupplementary(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
        view.appliedAttributes = attributes
        apply(attributes, to: view)
    }

    private func fillSupplementary(_ key: SupplementaryKey) {
        guard let dataSource else { return }
        let view: CollectionReusableView
        if let identifier = supplementaryPool.retainedIdentifier(for: key),
            let retained = supplementaryPool.takeRetained(for: key, identifier: identifier)
        {
            statistics.cellsRedisplayed += 1
            view = retained
        } else {
            lifecycleObserver?(.viewForSupplementaryElement(kind: key.kind, key.indexPath))
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            if view.reuseIdentifier == nil {
                ProgrammerError.stop(
                    .cellNotDequeued(method: "collectionView(_:viewForSupplementaryElementOfKind:at:)"))
            }
        }
        visibleSupplementaries[key] = view
        view.appliedGeneration = layoutGeneration
        if let attributes = attributes(for: key) {
            applySupplementary(attributes, to: view)
            measure(view, key: key, attributes: attributes)
        }
        addSubview(view)
        lifecycleObserver?(.willDisplaySupplementaryView(kind: key.kind, key.indexPath, view: view.serialNumber))
        collectionDelegate?.collectionView(
            self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
    }

    /// Gives a layout that sizes supplementary views from their views the view's preferred attributes, as UIKit
    /// does for self-sizing headers; a change invalidates the layout, and the pass settles again.
    private func measure(
        _ view: CollectionReusableView, key: SupplementaryKey, attributes: CollectionViewLayoutAttributes
    ) {
        let layout = collectionViewLayout
        guard attributes.frame.isDrawable, layout.asksPreferredSupplementaryAttributes,
            invalidatesLayout(measuring: view, at: attributes),
            let updated = layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        else { return }
        view.appliedGeneration = layoutGeneration
        applySupplementary(updated, to: view)
    }

    func endDisplayingSupplementary(_ key: SupplementaryKey) {
        guard let view = visibleSupplementaries.removeValue(forKey: key) else { return }
        lifecycleObserver?(.didEndDisplayingSupplementaryView(kind: key.kind, key.indexPath, view: view.serialNumber))
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        view.removeFromSuperview()
        view.appliedAttributes = nil
        if let identifier = view.reuseIdentifier {
            supplementaryPool.enqueue(
                view, identifier: Self.sourceKey(kind: key.kind, identifier: identifier), key: key, valid: true)
        }
    }

    /// Decorations: views of the layout's registered classes, placed where the layout says, reused by kind.
    private func updateDecorations(_ decorations: [SupplementaryKey: CollectionViewLayoutAttributes]) {
        for key in visibleDecorations.keys.sorted() where decorations[key] == nil {
            guard let view = visibleDecorations.removeValue(forKey: key) else { continue }
            view.removeFromSuperview()
            decorationPool[key.kind, default: []].append(view)
        }
        for key in decorations.keys.sorted() {
            guard let attributes = decorations[key] else { continue }
            if let view = visibleDecorations[key] {
                apply(attributes, to: view)
                continue
            }
            let view: CollectionReusableView
            if let reused = decorationPool[key.kind]?.popLast() {
                view = reused
                view.prepareForReuse()
            } else if let type = collectionViewLayout.decorationClasses[key.kind] {
                view = type.init(registeredFrame: .zero)
            } else {
                continue
            }
            visibleDecorations[key] = view
            apply(attributes, to: view)
            insertSubview(view, at: 0)
        }
    }
}
