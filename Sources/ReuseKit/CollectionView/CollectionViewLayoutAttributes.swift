import Foundation

extension CollectionView {
    /// What a layout element is: a cell, a supplementary view (a header or a footer) or a decoration.
    public enum ElementCategory: UInt, Hashable, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// Where a layout puts one element of a collection view, and how it looks there. UIKit's
/// `UICollectionViewLayoutAttributes`: layouts subclass it to carry more, and views read it in
/// ``CollectionReusableView/apply(_:)``.
@preconcurrency @MainActor
open class CollectionViewLayoutAttributes {
    /// The element's frame in the collection view's content.
    @exclusivity(unchecked) open var frame: CGRect = .zero
    /// The element's center (moving it moves the frame).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The element's size (changing it keeps the center).
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The element's affine transform about its center (UIKit applies it after the frame); the identity by
    /// default. Setting it replaces ``transform3D``.
    open var transform: CGAffineTransform {
        get { transform3DStorage?.value.affineTransform ?? .identity }
        set { transform3D = CATransform3D(newValue) }
    }
    /// The element's transform in 3-D; the identity by default. Its view takes it as its layer's transform:
    /// frames and hit-testing follow its affine part (``View/transform3D``).
    open var transform3D: CATransform3D {
        get { transform3DStorage?.value ?? .identity }
        set { transform3DStorage = newValue == .identity ? nil : TransformBox(newValue) }
    }
    /// Boxed, so that the many attributes without a transform carry one word for it.
    private var transform3DStorage: TransformBox?
    /// Whether the element has a transform other than the identity.
    final var hasTransform: Bool { transform3DStorage != nil }

    private final class TransformBox {
        let value: CATransform3D
        init(_ value: CATransform3D) { self.value = value }
    }
    @exclusivity(unchecked) open var alpha: CGFloat = 1
    /// Which elements are drawn above which; the collection view orders its views by it.
    open var zIndex = 0
    /// A hidden element gets no view.
    @exclusivity(unchecked) open var isHidden = false
    /// The element's index path: an item's, or a supplementary view's or decoration's place.
    @exclusivity(unchecked) open var indexPath = IndexPath(item: 0, section: 0)
    public internal(set) var representedElementCategory = CollectionView.ElementCategory.cell
    /// The kind of a supplementary view or decoration; nil for a cell.
    public internal(set) var representedElementKind: String?

    public required init() {}

    /// Attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Makes these the attributes of a supplementary view.
    func setSupplementary(kind: String, indexPath: IndexPath) {
        representedElementCategory = .supplementaryView
        representedElementKind = kind
        self.indexPath = indexPath
    }

    /// Makes these the attributes of a decoration view.
    func setDecoration(kind: String, indexPath: IndexPath) {
        representedElementCategory = .decorationView
        representedElementKind = kind
        self.indexPath = indexPath
    }

    /// A copy of the same class: subclasses that add properties override it and copy them.
    open func copy() -> Any {
        copy(with: nil)
    }

    /// A copy of the same class (NSCopying's method, which UIKit subclasses override, calling `super` and copying
    /// their own properties).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform3DStorage = transform3DStorage
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `object` is attributes of the same element with the same values: subclasses that add
    /// properties override it and compare them.
    open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CollectionViewLayoutAttributes, type(of: other) == type(of: self) else {
            return false
        }
        return frame == other.frame && transform3D == other.transform3D && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden
            && indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
    }

    /// The element and its frame, for logs.
    open var description: String {
        let what =
            switch representedElementCategory {
            case .cell: "cell"
            case .supplementaryView: "supplementary \(representedElementKind ?? "")"
            case .decorationView: "decoration \(representedElementKind ?? "")"
            }
        let f = frame
        return "<\(type(of: self)) \(what) \(indexPath) frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))>"
    }
}

/// What a layout's invalidation covers (UIKit's `UICollectionViewLayoutInvalidationContext`): everything, the
/// data source's counts, some items and supplementary views, and how the content offset and size move with it.
@preconcurrency @MainActor
open class CollectionViewLayoutInvalidationContext {
    /// Whether everything is invalid: a new layout or ``CollectionViewLayout/invalidateLayout()``.
    public internal(set) var invalidateEverything = false
    /// Whether the numbers of sections and items changed (a reload or an update).
    public internal(set) var invalidateDataSourceCounts = false
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// Where the items moving interactively were before this invalidation.
    public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the items moving interactively are now.
    public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The finger's position that chose ``targetIndexPathsForInteractivelyMovingItems``, in the content's
    /// coordinates.
    public internal(set) var interactiveMovementTarget: CGPoint = .zero
    /// How far the content offset moves with the invalidation (content above the visible items changed size).
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes with the invalidation.
    open var contentSizeAdjustment: CGSize = .zero

    public required init() {}

    /// Marks items as invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks supplementary views of `elementKind` as invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks decorations of `elementKind` as invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
