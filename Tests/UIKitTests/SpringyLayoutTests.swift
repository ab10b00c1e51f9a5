import UIKit
import XCTest

/// The springy collection view layout of WWDC 2013's "Advanced Techniques with UIKit Dynamics": every item hangs
/// on a spring at its place in a flow layout; a scroll moves the items far from the touch further, and the
/// springs pull them back.
final class SpringyFlowLayout: UICollectionViewFlowLayout {
    lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

    override func prepare() {
        super.prepare()
        guard animator.behaviors.isEmpty else { return }
        let contentRect = CGRect(origin: .zero, size: collectionViewContentSize)
        for item in super.layoutAttributesForElements(in: contentRect) ?? [] {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            animator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        animator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        animator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for case let spring as UIAttachmentBehavior in animator.behaviors {
            guard let item = spring.items.first else { continue }
            let resistance = abs(touch.y - spring.anchorPoint.y) / 1500
            var center = item.center
            center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            item.center = center
            animator.updateItem(usingCurrentState: item)
        }
        return false
    }
}

@MainActor
final class SpringyLayoutTests: XCTestCase {
    final class MessagesViewController: UICollectionViewController {
        init() {
            let layout = SpringyFlowLayout()
            layout.itemSize = CGSize(width: 390, height: 44)
            layout.minimumLineSpacing = 10
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Message")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            100
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Message", for: indexPath)
        }
    }

    func testAScrollStretchesTheSpringsAndTheyPullTheItemsBack() async throws {
        let messages = MessagesViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = messages
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let layout = try XCTUnwrap(messages.collectionViewLayout as? SpringyFlowLayout)
        XCTAssertEqual(layout.animator.behaviors.count, 100, "a spring for every item")
        let collectionView = try XCTUnwrap(messages.collectionView)
        let tenth = IndexPath(item: 10, section: 0)
        XCTAssertEqual(collectionView.cellForItem(at: tenth)?.frame.minY, 540, "at its place in the flow")

        // Scrolling 100 points: the item whose centre is 562 points from the touch (at the top) moves 562/1500 of
        // it.
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        let stretched = try XCTUnwrap(layout.layoutAttributesForItem(at: tenth))
        XCTAssertEqual(stretched.center.y, 562 + 100 * 562 / 1500, accuracy: 0.01)
        XCTAssertTrue(layout.animator.isRunning)

        UIView.advanceAnimations(by: 0.1)
        collectionView.layoutIfNeeded()
        let pulled = try XCTUnwrap(collectionView.cellForItem(at: tenth)).frame.minY
        XCTAssertLessThan(pulled, 540 + 37, "the spring pulls it back")
        XCTAssertGreaterThan(pulled, 540)

        UIView.advanceAnimations(by: 5)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(collectionView.cellForItem(at: tenth)).frame.minY, 540, accuracy: 0.5)
        XCTAssertFalse(layout.animator.isRunning, "at rest again")
        XCTAssertEqual(layout.animator.items(in: CGRect(x: 0, y: 100, width: 390, height: 844)).count, 16)
    }
}
