import UIKit
import XCTest

/// A compositional layout that scrolls sideways, as onboarding pagers and shelf screens configure it.
@MainActor
final class HorizontalCompositionalTests: XCTestCase {
    final class ShelvesViewController: UIViewController, UICollectionViewDataSource {
        lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())

        func makeLayout() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(150), heightDimension: .fractionalHeight(1)),
                subitems: [item, item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(40), heightDimension: .fractionalHeight(1)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
            section.boundarySupplementaryItems = [header]
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            configuration.interSectionSpacing = 30
            return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                withReuseIdentifier: "header")
            collectionView.dataSource = self
            view.addSubview(collectionView)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    func testGroupsFollowEachOtherSidewaysAndTheViewScrollsAlongX() async throws {
        let shelves = ShelvesViewController()
        shelves.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
        shelves.collectionView.frame = shelves.view.bounds
        shelves.collectionView.contentInsetAdjustmentBehavior = .never
        shelves.collectionView.layoutIfNeeded()
        let layout = shelves.collectionView.collectionViewLayout
        let first = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(first.frame, CGRect(x: 56, y: 20, width: 150, height: 130), "after the 40-point header")
        let below = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(below.frame.minY, 150, "a vertical group stacks its two items")
        let nextGroup = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(nextGroup.frame.minX, 56 + 150 + 10, "the next group follows to the right")
        let header = try XCTUnwrap(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 20, width: 40, height: 260))
        // Section 0: 40 + 16 + 10 groups × 150 + 9 × 10 + 16 = 1,662 points; then 30, then section 1.
        XCTAssertEqual(layout.collectionViewContentSize, CGSize(width: 1662 * 2 + 30, height: 300))
        let second = try XCTUnwrap(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        XCTAssertEqual(second.frame.minX, 1662 + 30 + 56)

        XCTAssertEqual(
            shelves.collectionView.indexPathsForVisibleItems.count, 6, "three groups of two meet the 390 points")
        shelves.collectionView.setContentOffset(CGPoint(x: 1662 + 30, y: 0), animated: false)
        shelves.collectionView.layoutIfNeeded()
        XCTAssertTrue(shelves.collectionView.indexPathsForVisibleItems.allSatisfy { $0.section == 1 })
        XCTAssertEqual(shelves.collectionView.contentOffset.y, 0)
        shelves.collectionView.drag(by: CGPoint(x: -200, y: -500))
        XCTAssertEqual(shelves.collectionView.contentOffset.y, 0, "a drag moves the content sideways only")
        XCTAssertEqual(shelves.collectionView.contentOffset.x, 1662 + 30 + 200, accuracy: 0.5)
    }
}
