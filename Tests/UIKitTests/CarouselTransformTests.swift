import UIKit
import XCTest

/// Carousels as UIKit apps write them: a compositional section whose visible-items handler scales the item nearest
/// the middle, and a flow layout subclass that scales and fades the side items through their layout attributes'
/// transforms. The views take the transforms, and a transform follows the scroll.
@MainActor
final class CarouselTransformTests: XCTestCase {
    private final class CarouselViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
        var handlerCalls = 0
        var lastOffset = CGPoint.zero

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, number in
                cell.contentView.backgroundColor = number.isMultiple(of: 2) ? .systemTeal : .systemPink
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, number in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<10))
            dataSource.apply(snapshot, animatingDifferences: false)
        }

        private func makeLayout() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(150)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.interGroupSpacing = 10
            section.visibleItemsInvalidationHandler = { [weak self] items, offset, environment in
                self?.handlerCalls += 1
                self?.lastOffset = offset
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                    let scale = max(1 - distance / environment.container.contentSize.width, 0.7)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    item.alpha = scale
                }
            }
            return UICollectionViewCompositionalLayout(section: section)
        }
    }

    private func shown() -> CarouselViewController {
        let controller = CarouselViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        controller.view.layoutIfNeeded()
        controller.collectionView.layoutIfNeeded()
        return controller
    }

    func testTheHandlerScalesTheItemsByTheirDistanceFromTheMiddle() async throws {
        let controller = shown()
        let collectionView = try XCTUnwrap(controller.collectionView)
        XCTAssertGreaterThan(controller.handlerCalls, 0)
        let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(first.transform.a, first.transform.d, "scaled the same both ways")
        XCTAssertLessThan(first.transform.a, 1)
        XCTAssertEqual(first.alpha, first.transform.a, accuracy: 0.0001, "the handler's alpha reaches the view")
        XCTAssertNotEqual(first.transform, second.transform, "each by its own distance")
    }

    func testScrollingTheSectionMovesTheBiggestItem() async throws {
        let controller = shown()
        let collectionView = try XCTUnwrap(controller.collectionView)
        // A page is a group and its spacing: item 2 comes to the middle.
        collectionView.setOrthogonalOffset(2 * 210 - (390 - 200) / 2, forSection: 0)
        XCTAssertEqual(controller.lastOffset.x, collectionView.orthogonalOffset(forSection: 0))
        let middle = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(middle.transform.a, 1, accuracy: 0.0001, "the item in the middle at full size")
        XCTAssertEqual(middle.center.x, 195, accuracy: 0.5, "and centred on screen")
        let beside = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        XCTAssertLessThan(beside.transform.a, 1)
        XCTAssertEqual(beside.bounds.size, CGSize(width: 200, height: 150), "a transform leaves the bounds")
        XCTAssertLessThan(beside.frame.width, 200, "and shrinks the frame")
    }

    /// A flow layout in the manner of UPCarouselFlowLayout: side items scaled and faded through their attributes.
    private final class ScalingFlowLayout: UICollectionViewFlowLayout {
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let collectionView, let superAttributes = super.layoutAttributesForElements(in: rect) else {
                return nil
            }
            let middle = collectionView.contentOffset.x + collectionView.bounds.width / 2
            return superAttributes.map { original in
                let attributes = original.copy() as! UICollectionViewLayoutAttributes
                let distance = abs(attributes.center.x - middle)
                let ratio = min(distance / itemSize.width, 1)
                let scale = 1 - ratio * 0.4
                attributes.transform3D = CATransform3DScale(CATransform3DIdentity, 1, scale, 1)
                attributes.alpha = 1 - ratio * 0.6
                attributes.zIndex = Int(attributes.alpha * 10)
                return attributes
            }
        }
    }

    func testALayoutsAttributeTransformsReachTheCells() async throws {
        let layout = ScalingFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 200)
        layout.minimumLineSpacing = 0
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 240), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        final class Numbers: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
            func collectionView(
                _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
            ) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let numbers = Numbers()
        collectionView.dataSource = numbers
        collectionView.contentOffset = CGPoint(x: 100, y: 0)
        collectionView.layoutIfNeeded()
        let centred = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(centred.transform3D.m22, 1, accuracy: 0.0001, "the middle item keeps its height")
        XCTAssertEqual(centred.alpha, 1, accuracy: 0.0001)
        let side = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(side.transform3D.m22, 0.6, accuracy: 0.0001, "a side item a full item away: 60 % tall")
        XCTAssertEqual(side.frame.height, 120, accuracy: 0.001, "its frame follows the transform")
        XCTAssertEqual(side.alpha, 0.4, accuracy: 0.0001)
        collectionView.contentOffset = CGPoint(x: 0, y: 0)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(side.transform3D.m22, 0.8, accuracy: 0.0001, "half an item from the middle: 80 % tall")
        XCTAssertEqual(side.frame, CGRect(x: 0, y: 40, width: 200, height: 160), "scaled about its centre")
        collectionView.contentOffset = CGPoint(x: 300, y: 0)
        collectionView.layoutIfNeeded()
        let third = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(third.transform3D.m22, 1, accuracy: 0.0001, "scrolled to the middle: full height")
        XCTAssertEqual(third.frame, CGRect(x: 400, y: 20, width: 200, height: 200), "and the layout's frame")
    }

    func testCoreGraphicsFunctionsMatchTheirInitializers() async {
        XCTAssertEqual(CGAffineTransformMakeScale(1, -1), CGAffineTransform(scaleX: 1, y: -1))
        XCTAssertEqual(CGAffineTransformMakeTranslation(4, 5), CGAffineTransform(translationX: 4, y: 5))
        XCTAssertEqual(CGAffineTransformMakeRotation(.pi / 2), CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertTrue(CGAffineTransformIsIdentity(CGAffineTransformIdentity))
        let moved = CGAffineTransformTranslate(CGAffineTransformScale(.identity, 2, 2), 1, 0)
        XCTAssertEqual(CGPointApplyAffineTransform(.zero, moved), CGPoint(x: 2, y: 0))
        XCTAssertTrue(CGAffineTransformEqualToTransform(CGAffineTransformInvert(moved).concatenating(moved), .identity))
        XCTAssertTrue(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        XCTAssertTrue(CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)))
        XCTAssertFalse(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        let red = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).cgColor
        XCTAssertEqual(red.components, [1, 0.5, 0, 0.25])
        XCTAssertEqual(red.numberOfComponents, 4)
        XCTAssertEqual(red.copy(alpha: 1)?.components?.last, 1)
        XCTAssertTrue(UIDeviceOrientation.faceUp.isFlat)
        XCTAssertFalse(UIDeviceOrientation.faceDown.isValidInterfaceOrientation)
        XCTAssertTrue(UIDeviceOrientation.landscapeLeft.isValidInterfaceOrientation)
    }
}
