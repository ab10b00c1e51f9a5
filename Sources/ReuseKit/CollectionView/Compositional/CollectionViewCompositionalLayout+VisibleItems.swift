import Foundation

/// An item a compositional section shows, as its ``NSCollectionLayoutSection/visibleItemsInvalidationHandler``
/// sees it and changes it (UIKit's `NSCollectionLayoutVisibleItem`): a cell's or a supplementary view's place and
/// look, whose changes the collection view applies to the element's view.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    /// The element's center in the section's unscrolled coordinates (an orthogonal section's offset not applied).
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    /// The element's identifier: its kind for a supplementary view, "" for a cell.
    var name: String { get }
    var indexPath: IndexPath { get }
    /// The element's frame in the section's unscrolled coordinates.
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: CollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// Changes a section's visible items as it scrolls: the items, the scroll offset and the layout environment
/// (UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`).
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    @MainActor ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One visible element's attributes, seen in its section's unscrolled coordinates.
@MainActor
final class VisibleLayoutItem: NSCollectionLayoutVisibleItem {
    let attributes: CollectionViewLayoutAttributes
    /// How far the section is scrolled across: the attributes' frames are moved left by it.
    let shift: CGFloat

    init(_ attributes: CollectionViewLayoutAttributes, shift: CGFloat) {
        self.attributes = attributes
        self.shift = shift
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { CGPoint(x: attributes.center.x + shift, y: attributes.center.y) }
        set { attributes.center = CGPoint(x: newValue.x - shift, y: newValue.y) }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame.offsetBy(dx: shift, dy: 0) }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: CollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}

extension CollectionViewCompositionalLayout {
    /// Runs each section's visible-items handler on the elements of `attributes` that meet `rect`, which it may
    /// change in place: UIKit calls it before each layout pass of a section that has one, so on every scroll.
    ///
    /// The offset it is given is the section's own scroll across for a section that scrolls orthogonally (its
    /// vertical part 0), and the collection view's content offset for any other; the items' frames are the
    /// section's unscrolled ones, so `frame.midX - offset.x` is where an item is on screen in both. (UIKit
    /// documents neither; this is what carousels written for it compute.)
    ///
    /// - Complexity: O(v) for v elements in `attributes`, plus the handlers' own work.
    func runVisibleItemsHandlers(on attributes: [CollectionViewLayoutAttributes], in rect: CGRect) {
        guard hasVisibleItemsHandlers, let environment = lastEnvironment else { return }
        var bySection: [Int: [VisibleLayoutItem]] = [:]
        for element in attributes where element.representedElementCategory != .decorationView {
            let section = element.indexPath.section
            guard section >= 0, section < info.count, info[section].section?.visibleItemsInvalidationHandler != nil,
                CollectionView.meets(element.frame, rect)
            else { continue }
            let shift = info[section].orthogonal ? orthogonalOffsets[section] ?? 0 : 0
            bySection[section, default: []].append(VisibleLayoutItem(element, shift: shift))
        }
        for (section, items) in bySection.sorted(by: { $0.key < $1.key }) {
            guard let handler = info[section].section?.visibleItemsInvalidationHandler else { continue }
            let offset =
                info[section].orthogonal
                ? CGPoint(x: orthogonalOffsets[section] ?? 0, y: 0) : (collectionView?.contentOffset ?? .zero)
            handler(items, offset, environment)
        }
    }
}
