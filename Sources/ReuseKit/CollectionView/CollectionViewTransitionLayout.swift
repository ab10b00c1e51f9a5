import Foundation

/// A layout between two layouts, for a transition the client drives (UIKit's `UICollectionViewTransitionLayout`):
/// ``CollectionView/startInteractiveTransition(to:completion:)`` installs one, a gesture sets its
/// ``transitionProgress`` from 0 (the current layout) to 1 (the next), and
/// ``CollectionView/finishInteractiveTransition()`` or ``CollectionView/cancelInteractiveTransition()`` installs
/// the layout it ends at.
///
/// Each element's attributes are its attributes in the two layouts mixed by the progress: the frame's origin and
/// size, and the alpha, move in a straight line; the z-index, the hidden flag and the transform are the nearer
/// layout's. An element in only one of the layouts fades: it keeps that layout's frame. Subclasses can keep values
/// of their own that move with the progress (``updateValue(_:forAnimatedKey:)``).
@preconcurrency @MainActor
open class CollectionViewTransitionLayout: CollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: CollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: CollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]

    /// How far the transition has gone: 0 shows the current layout, 1 the next; values outside overshoot. Setting it
    /// lays the collection view out again.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            guard transitionProgress != oldValue else { return }
            invalidateLayout()
        }
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    /// Keeps `value` under `key`, for a subclass's own values that move with the transition.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value kept under `key`; 0 when none was.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// Prepares both layouts on the collection view the transition runs in.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        for layout in [currentLayout, nextLayout] {
            if layout.installedIn !== collectionView {
                layout.installedIn = collectionView
                layout.needsPrepare = true
            }
            layout.prepareIfNeeded()
        }
    }

    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize
        let to = nextLayout.collectionViewContentSize
        return CGSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    /// The elements either layout places in `rect`, each mixed from its attributes in both: each layout's answer
    /// for the rect is used as it is, and only an item that one layout places outside the rect is asked of it.
    ///
    /// - Complexity: the two layouts' queries, and O(e log e) for the e elements they return.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var current: [IndexPath: CollectionViewLayoutAttributes] = [:]
        var next: [IndexPath: CollectionViewLayoutAttributes] = [:]
        for attributes in currentLayout.layoutAttributesForElements(in: rect) ?? []
        where attributes.representedElementCategory == .cell {
            current[attributes.indexPath] = attributes
        }
        for attributes in nextLayout.layoutAttributesForElements(in: rect) ?? []
        where attributes.representedElementCategory == .cell {
            next[attributes.indexPath] = attributes
        }
        return Set(current.keys).union(next.keys).sorted().compactMap { indexPath in
            mixed(
                current[indexPath] ?? currentLayout.layoutAttributesForItem(at: indexPath),
                next[indexPath] ?? nextLayout.layoutAttributesForItem(at: indexPath))
        }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        mixed(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    /// An item's attributes between its attributes in the current layout and in the next, by the progress.
    private func mixed(
        _ from: CollectionViewLayoutAttributes?, _ to: CollectionViewLayoutAttributes?
    ) -> CollectionViewLayoutAttributes? {
        guard let base = from ?? to, let mixed = base.copy() as? CollectionViewLayoutAttributes else { return nil }
        guard let from, let to else {
            // In one layout only: it fades in or out where that layout has it.
            mixed.alpha = base.alpha * (from == nil ? transitionProgress : 1 - transitionProgress)
            return mixed
        }
        mixed.frame = CGRect(
            x: mix(from.frame.minX, to.frame.minX), y: mix(from.frame.minY, to.frame.minY),
            width: max(mix(from.frame.width, to.frame.width), 0),
            height: max(mix(from.frame.height, to.frame.height), 0))
        mixed.alpha = mix(from.alpha, to.alpha)
        let nearer = transitionProgress < 0.5 ? from : to
        mixed.zIndex = nearer.zIndex
        mixed.isHidden = nearer.isHidden
        if nearer.hasTransform { mixed.transform3D = nearer.transform3D }
        return mixed
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        currentLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
            || nextLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            currentLayout.invalidateLayout()
            nextLayout.invalidateLayout()
        }
        super.invalidateLayout(with: context)
    }

    private func mix(_ from: CGFloat, _ to: CGFloat) -> CGFloat {
        from + (to - from) * transitionProgress
    }
}
