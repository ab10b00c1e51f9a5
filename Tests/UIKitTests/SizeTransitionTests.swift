import UIKit
import XCTest

/// Rotation and resizing as screens handle them: `viewWillTransition(to:with:)` with the coordinator's alongside
/// animations at the new size, `willTransition(to:with:)` before a size-class change, and children sized and
/// told through UIKit's content-container methods.
@MainActor
final class SizeTransitionTests: XCTestCase {
    /// A gallery whose grid has as many columns as fit, recomputed when the screen rotates.
    final class GalleryViewController: UIViewController, UICollectionViewDataSource {
        var collectionView: UICollectionView!
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.minimumInteritemSpacing = 0
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.dataSource = self
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
            view.addSubview(collectionView)
            updateItemSize(for: view.bounds.width)
        }

        private func updateItemSize(for width: CGFloat) {
            let columns = width > 600 ? 6 : 3
            (collectionView.collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize = CGSize(
                width: (width / CGFloat(columns)).rounded(.down), height: 100)
        }

        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("will \(Int(size.width))x\(Int(size.height)) now \(Int(view.bounds.width))")
            coordinator.animate(
                alongsideTransition: { _ in
                    self.log.append("alongside at \(Int(self.view.bounds.width))")
                    self.updateItemSize(for: size.width)
                    self.collectionView.collectionViewLayout.invalidateLayout()
                },
                completion: { _ in self.log.append("completed") })
        }

        override func willTransition(
            to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
        ) {
            super.willTransition(to: newCollection, with: coordinator)
            log.append("traits will be \(newCollection.horizontalSizeClass == .regular ? "regular" : "compact")")
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("traits did change")
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        }
    }

    /// A container that gives its child a third of its width and follows the child's preferred size.
    final class SidePanelViewController: UIViewController {
        let panel = GalleryViewController()
        var preferredSizes: [CGSize] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(panel)
            view.addSubview(panel.view)
            panel.didMove(toParent: self)
        }

        override func size(
            forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
        ) -> CGSize {
            CGSize(width: parentSize.width / 3, height: parentSize.height)
        }

        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            preferredSizes.append(container.preferredContentSize)
        }
    }

    private var window: UIWindow?

    func testRotatingRunsTheAlongsideAnimationsAtTheNewSizeAndRelaysOutTheGrid() async {
        let gallery = GalleryViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        self.window = window
        let flow = gallery.collectionView.collectionViewLayout as? UICollectionViewFlowLayout
        XCTAssertEqual(flow?.itemSize.width, 130)

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        XCTAssertEqual(
            gallery.log,
            [
                "traits will be regular", "will 844x390 now 390", "traits did change", "alongside at 844",
                "completed",
            ])
        XCTAssertEqual(flow?.itemSize.width, 140, "six columns across the landscape width")
        XCTAssertEqual(gallery.collectionView.frame.width, 844)
        let firstRow = gallery.collectionView.indexPathsForVisibleItems.filter {
            gallery.collectionView.layoutAttributesForItem(at: $0)?.frame.minY == 0
        }
        XCTAssertEqual(firstRow.count, 6, "the grid laid out again with the new item size")

        gallery.log = []
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 500)
        XCTAssertEqual(gallery.log, ["will 844x500 now 844", "alongside at 844", "completed"], "no size class change")
    }

    func testOnlyTheControllersOnScreenHearTheSizeAndAChildGetsTheSizeItsParentGivesIt() async {
        let hidden = GalleryViewController()
        let top = GalleryViewController()
        let navigation = UINavigationController(rootViewController: hidden)
        navigation.pushViewController(top, animated: false)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        top.log = []
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 700)
        XCTAssertEqual(top.log.filter { $0.hasPrefix("will") }, ["will 390x700 now 390"])
        XCTAssertFalse(hidden.log.contains { $0.hasPrefix("will 390x700") }, "a controller below the top is off screen")

        let side = SidePanelViewController()
        window.rootViewController = side
        window.frame = CGRect(x: 0, y: 0, width: 900, height: 700)
        XCTAssertEqual(side.panel.log.first { $0.hasPrefix("will") }, "will 300x700 now 390")

        side.panel.preferredContentSize = CGSize(width: 320, height: 480)
        side.panel.preferredContentSize = CGSize(width: 320, height: 480)
        XCTAssertEqual(side.preferredSizes, [CGSize(width: 320, height: 480)], "told once per change")
    }
}
