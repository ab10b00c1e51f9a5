import UIKit
import XCTest

/// Layout-to-layout navigation, as Little Bites of Cocoa's squares write it: small squares, and a push of a
/// controller with big squares that reuses the same collection view with its own layout.
@MainActor
final class LayoutToLayoutTests: XCTestCase {
    class SquaresViewController: UICollectionViewController {
        var items = Array(0..<30)
        var selections: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "ItemCell")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "ItemCell", for: indexPath)
        }
    }

    final class SmallViewController: SquaresViewController {
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { nil }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selections.append(indexPath)
            let big = BigViewController()
            big.useLayoutToLayoutNavigationTransitions = true
            navigationController?.pushViewController(big, animated: true)
        }
    }

    final class BigViewController: SquaresViewController {
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 150, height: 150)
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { nil }
    }

    func testThePushedControllerLaysOutTheSameCollectionViewAndPopGivesItBack() async throws {
        let small = SmallViewController()
        let navigation = UINavigationController(rootViewController: small)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let shared = try XCTUnwrap(small.collectionView)
        let smallLayout = shared.collectionViewLayout
        shared.layoutIfNeeded()
        XCTAssertEqual(shared.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width, 50)

        small.collectionView(shared, didSelectItemAt: IndexPath(item: 3, section: 0))
        let big = try XCTUnwrap(navigation.topViewController as? BigViewController)
        XCTAssertTrue(big.collectionView === shared, "one collection view for both controllers")
        XCTAssertTrue(shared.collectionViewLayout === big.collectionViewLayout)
        XCTAssertTrue(shared.dataSource === small, "the controller below stays the data source")
        XCTAssertTrue(shared.delegate === small)
        shared.layoutIfNeeded()
        XCTAssertEqual(shared.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width, 150)
        XCTAssertTrue(shared.superview === navigation.view)

        navigation.popViewController(animated: true)
        XCTAssertTrue(navigation.topViewController === small)
        XCTAssertTrue(shared.collectionViewLayout === smallLayout, "popping gives the old layout back")
        XCTAssertTrue(small.collectionView === shared)
        XCTAssertTrue(shared.superview === navigation.view)
        shared.layoutIfNeeded()
        XCTAssertEqual(shared.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width, 50)
    }

    func testWithoutTheFlagAPushShowsAnOtherCollectionView() async throws {
        let small = SmallViewController()
        let navigation = UINavigationController(rootViewController: small)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let big = BigViewController()
        navigation.pushViewController(big, animated: false)
        XCTAssertFalse(big.collectionView === small.collectionView)
        XCTAssertTrue(big.collectionView.dataSource === big)
    }
}
