import UIKit
import XCTest

/// A custom layout with attributes of its own, written as UIKit tutorials write the Pinterest layout:
/// `layoutAttributesClass` typed `AnyClass`, an attributes subclass overriding `copy(with:)` and `isEqual(_:)`, and
/// a cell that reads the extra property in `apply(_:)`.
@MainActor
final class CustomLayoutAttributesTests: XCTestCase {
    private final class PhotoAttributes: UICollectionViewLayoutAttributes {
        var photoHeight: CGFloat = 0

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! PhotoAttributes
            copy.photoHeight = photoHeight
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            if let attributes = object as? PhotoAttributes, attributes.photoHeight == photoHeight {
                return super.isEqual(object)
            }
            return false
        }
    }

    private final class ColumnsLayout: UICollectionViewLayout {
        private var cache: [PhotoAttributes] = []
        private var contentHeight: CGFloat = 0

        override class var layoutAttributesClass: AnyClass { PhotoAttributes.self }

        override func prepare() {
            guard cache.isEmpty, let collectionView else { return }
            let width = collectionView.bounds.width / 2
            var offsets: [CGFloat] = [0, 0]
            for item in 0..<collectionView.numberOfItems(inSection: 0) {
                let indexPath = NSIndexPath(item: item, section: 0)
                let column = item % 2
                let photoHeight = CGFloat(80 + 20 * (item % 3))
                let attributes = PhotoAttributes(forCellWith: indexPath as IndexPath)
                attributes.photoHeight = photoHeight
                attributes.frame = CGRect(
                    x: CGFloat(column) * width, y: offsets[column], width: width, height: photoHeight + 40)
                offsets[column] += photoHeight + 40
                cache.append(attributes)
            }
            contentHeight = offsets.max() ?? 0
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache[indexPath.item]
        }
    }

    private final class PhotoCell: UICollectionViewCell {
        let imageHeight = UIView()
        var appliedHeight: CGFloat?

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            if let attributes = layoutAttributes as? PhotoAttributes {
                appliedHeight = attributes.photoHeight
            }
        }
    }

    private final class Photos: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        }
    }

    func testCellsGetTheLayoutsOwnAttributes() async throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: ColumnsLayout())
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        let photos = Photos()
        collectionView.dataSource = photos
        collectionView.layoutIfNeeded()
        let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell)
        XCTAssertEqual(cell.appliedHeight, 100, "apply(_:) got the subclass with its own property")
        XCTAssertEqual(cell.frame, CGRect(x: 195, y: 0, width: 195, height: 140))
        let made: AnyClass = UICollectionViewLayout.layoutAttributesClass
        XCTAssertTrue(made == UICollectionViewLayoutAttributes.self)
        XCTAssertTrue(ColumnsLayout.layoutAttributesClass == PhotoAttributes.self)
        let original = PhotoAttributes(forCellWith: IndexPath(item: 0, section: 0))
        original.photoHeight = 42
        let copy = try XCTUnwrap(original.copy() as? PhotoAttributes, "copy() goes through copy(with:)")
        XCTAssertEqual(copy.photoHeight, 42)
        XCTAssertTrue(copy.isEqual(original))
        copy.photoHeight = 7
        XCTAssertFalse(copy.isEqual(original))
        XCTAssertEqual(NSIndexPath(row: 3, section: 2).row, 3)
        XCTAssertTrue(UIViewController().shouldAutorotate)
    }
}
