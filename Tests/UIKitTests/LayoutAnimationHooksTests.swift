import UIKit
import XCTest

/// The hooks a custom layout overrides for UIKit's animations (appearing and disappearing items, animated bounds
/// changes, layout transitions), and the compositional and flow layouts' spacing and inset references, written as
/// UIKit clients write them.
@MainActor
final class LayoutAnimationHooksTests: XCTestCase {
    /// A one-column list that records every hook UIKit calls on it, as a fade-in layout would override them.
    private final class RecordingLayout: UICollectionViewLayout {
        var calls: [String] = []
        private var cache: [UICollectionViewLayoutAttributes] = []

        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            cache = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: 0, y: CGFloat(item) * 50, width: collectionView.bounds.width, height: 50)
                return attributes
            }
        }

        override var collectionViewContentSize: CGSize {
            CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 50)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            cache.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            newBounds.size != collectionView?.bounds.size
        }

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            calls.append("prepare(forCollectionViewUpdates:) \(updateItems.count)")
        }

        override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            calls.append("initial \(itemIndexPath.item)")
            let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            attributes?.alpha = 0
            return attributes
        }

        override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            calls.append("final \(itemIndexPath.item)")
            return nil
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            calls.append("finalizeCollectionViewUpdates()")
        }

        override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            super.prepare(forAnimatedBoundsChange: oldBounds)
            calls.append("prepare(forAnimatedBoundsChange:) \(Int(oldBounds.width))")
        }

        override func finalizeAnimatedBoundsChange() {
            super.finalizeAnimatedBoundsChange()
            calls.append("finalizeAnimatedBoundsChange()")
        }

        override func prepareForTransition(to newLayout: UICollectionViewLayout) {
            calls.append("prepareForTransition(to:)")
        }

        override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
            calls.append("prepareForTransition(from:)")
        }

        override func finalizeLayoutTransition() {
            calls.append("finalizeLayoutTransition()")
        }
    }

    private final class Rows: NSObject, UICollectionViewDataSource {
        var items = Array(0..<10)

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
            at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Tag", for: indexPath)
        }
    }

    /// A list section of rows 40 points tall, as a compositional list without a list configuration is made.
    private static func listSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
        return NSCollectionLayoutSection(
            group: .vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitems: [item]))
    }

    private func makeList(_ layout: UICollectionViewLayout, rows: Rows) -> UICollectionView {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        for kind in ["tag", "banner"] {
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Tag")
        }
        collectionView.dataSource = rows
        collectionView.layoutIfNeeded()
        return collectionView
    }

    func testABatchUpdateAsksForTheAttributesOfItemsThatAppearAndDisappear() async {
        let layout = RecordingLayout()
        let rows = Rows()
        let collectionView = makeList(layout, rows: rows)
        layout.calls.removeAll()
        collectionView.performBatchUpdates {
            rows.items.remove(at: 2)
            rows.items.insert(100, at: 0)
            collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        XCTAssertEqual(
            layout.calls,
            [
                "prepare(forCollectionViewUpdates:) 2", "final 2", "initial 0", "finalizeCollectionViewUpdates()",
            ], "only the deleted item on screen and the inserted one are asked, between prepare and finalize")
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.alpha, 1,
            "a headless update ends at once: the inserted cell shows its final attributes")

        layout.calls.removeAll()
        collectionView.performBatchUpdates {
            rows.items.append(200)
            collectionView.insertItems(at: [IndexPath(item: 10, section: 0)])
        }
        XCTAssertEqual(
            layout.calls, ["prepare(forCollectionViewUpdates:) 1", "finalizeCollectionViewUpdates()"],
            "an item inserted off screen is not asked for")
    }

    /// A flow layout that keeps the rows below a deletion still, as a batch-delete sample writes it: UIKit asks its
    /// target offset between the update's prepare and finalize, with the old content size still on the view.
    private final class KeepOffsetLayout: UICollectionViewFlowLayout {
        var calls: [String] = []

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            calls.append("prepare")
        }

        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            guard let collectionView else { return proposedContentOffset }
            let shrink = collectionView.contentSize.height - collectionViewContentSize.height
            calls.append("target \(Int(shrink))")
            return CGPoint(x: proposedContentOffset.x, y: max(collectionView.contentOffset.y - shrink, 0))
        }

        override func finalizeCollectionViewUpdates() {
            super.finalizeCollectionViewUpdates()
            calls.append("finalize")
        }
    }

    func testABatchUpdateAsksTheLayoutWhereTheContentGoes() async {
        let layout = KeepOffsetLayout()
        layout.itemSize = CGSize(width: 390, height: 50)
        layout.minimumLineSpacing = 0
        let rows = Rows()
        rows.items = Array(0..<40)
        let collectionView = makeList(layout, rows: rows)
        collectionView.contentOffset.y = 1000
        collectionView.layoutIfNeeded()
        collectionView.performBatchUpdates {
            rows.items.removeLast(4)
            collectionView.deleteItems(at: (36..<40).map { IndexPath(item: $0, section: 0) })
        }
        XCTAssertEqual(layout.calls, ["prepare", "target 200", "finalize"])
        XCTAssertEqual(collectionView.contentOffset.y, 800, "the offset the layout chose")
    }

    func testABoundsChangeInsideAnAnimationBlockIsAnnounced() async {
        let layout = RecordingLayout()
        let collectionView = makeList(layout, rows: Rows())
        layout.calls.removeAll()
        collectionView.frame.size.width = 500
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.calls, [], "a change outside an animation block is not animated")
        UIView.animate(withDuration: 0.3) {
            collectionView.frame.size.width = 320
            collectionView.layoutIfNeeded()
        }
        XCTAssertEqual(layout.calls, ["prepare(forAnimatedBoundsChange:) 500", "finalizeAnimatedBoundsChange()"])
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width, 320)
    }

    func testSettingALayoutTellsBothLayoutsOfTheTransition() async {
        let old = RecordingLayout()
        let new = RecordingLayout()
        let collectionView = makeList(old, rows: Rows())
        old.calls.removeAll()
        var completed: Bool?
        collectionView.setCollectionViewLayout(new, animated: true) { finished in
            completed = finished
            XCTAssertEqual(old.calls.last, "finalizeLayoutTransition()", "finalized before the completion")
        }
        XCTAssertEqual(old.calls, ["prepareForTransition(to:)", "finalizeLayoutTransition()"])
        XCTAssertEqual(new.calls, ["prepareForTransition(from:)", "finalizeLayoutTransition()"])
        XCTAssertEqual(completed, true)
    }

    func testFlowSectionInsetsCountFromTheLayoutMarginsWhenAsked() async {
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 100, height: 40)
        flow.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        let collectionView = makeList(flow, rows: Rows())
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 10)
        collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        flow.sectionInsetReference = .fromLayoutMargins
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 30)
        collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 40)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX, 50,
            "a change of the margins lays the sections out again")
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX, 240,
            "two items fit in 390 less 50 a side: the second ends at the right inset")
    }

    func testFlexibleEdgeSpacingCentresItemsAndFixedSpacingMovesThem() async {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)))
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
            leading: .flexible(0), top: .fixed(4), trailing: .flexible(0), bottom: nil)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let collectionView = makeList(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), rows: Rows())
        let frames = (0..<3).compactMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        XCTAssertEqual(frames.map(\.minX), [15, 145, 275], "90 points left over, shared by six flexible edges")
        XCTAssertEqual(frames.map(\.minY), [4, 4, 4])
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY, 54)
    }

    func testASectionsInsetsCountFromItsReference() async {
        let section = Self.listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let layout = UICollectionViewCompositionalLayout(section: section)
        let rows = Rows()
        let collectionView = makeList(layout, rows: rows)
        collectionView.frame.size.width = 1024
        collectionView.layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        collectionView.layoutIfNeeded()
        var first: CGRect? { collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame }
        XCTAssertEqual(first, CGRect(x: 10, y: 0, width: 1004, height: 40), "no safe area: the insets alone")
        section.contentInsetsReference = .layoutMargins
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(first, CGRect(x: 26, y: 0, width: 972, height: 40))
        section.contentInsetsReference = .readableContent
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(
            first, CGRect(x: 186, y: 0, width: 652, height: 40),
            "a centred column of 672 points inside the 16-point margins, then the section's own insets")
        section.contentInsetsReference = .none
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(first?.minX, 10)
    }

    /// A cell whose box sets its height through a constraint, as an expanding card does.
    private final class BoxCell: UICollectionViewCell {
        let box = UIView()
        lazy var boxHeight = box.heightAnchor.constraint(equalToConstant: 40)

        override init(frame: CGRect) {
            super.init(frame: frame)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                boxHeight,
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    func testACellThatChangesSizeIsMeasuredAgainAsSelfSizingInvalidationSays() async throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        collectionView.register(BoxCell.self, forCellWithReuseIdentifier: "Row")
        let rows = Rows()
        collectionView.dataSource = rows
        collectionView.layoutIfNeeded()
        let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? BoxCell)
        var second: CGFloat? { collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY }
        XCTAssertEqual(cell.frame.height, 40)
        XCTAssertEqual(second, 40)

        cell.boxHeight.constant = 80
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell.frame.height, 40, ".enabled (the default): a constraint change alone is not heard")
        cell.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell.frame.height, 80, "the cell's own call measures it again")
        XCTAssertEqual(second, 80, "and the items below move")

        collectionView.selfSizingInvalidation = .enabledIncludingConstraints
        cell.boxHeight.constant = 120
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell.frame.height, 120, ".enabledIncludingConstraints: the constraint change is heard")

        collectionView.selfSizingInvalidation = .disabled
        cell.boxHeight.constant = 60
        cell.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell.frame.height, 120, ".disabled: nothing is measured until the next update")
    }

    /// A photo screen whose pinch moves between a list and a grid, as UIKit apps drive
    /// `startInteractiveTransition(to:completion:)` from a gesture.
    private final class PhotosViewController: UICollectionViewController {
        let rows = Rows()
        var transitionsMade = 0

        static func listLayout() -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 390, height: 50)
            layout.minimumLineSpacing = 0
            layout.minimumInteritemSpacing = 0
            return layout
        }

        static func gridLayout() -> UICollectionViewFlowLayout {
            let layout = listLayout()
            layout.itemSize = CGSize(width: 195, height: 100)
            return layout
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
            collectionView.dataSource = rows
        }

        override func collectionView(
            _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
            newLayout toLayout: UICollectionViewLayout
        ) -> UICollectionViewTransitionLayout {
            transitionsMade += 1
            return super.collectionView(collectionView, transitionLayoutForOldLayout: fromLayout, newLayout: toLayout)
        }
    }

    func testAnInteractiveTransitionMixesTheTwoLayoutsByItsProgress() async throws {
        let controller = PhotosViewController(collectionViewLayout: PhotosViewController.listLayout())
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        let collectionView = try XCTUnwrap(controller.collectionView)
        collectionView.layoutIfNeeded()
        var second: CGRect? { collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame }
        XCTAssertEqual(second, CGRect(x: 0, y: 50, width: 390, height: 50))

        var ended: (completed: Bool, finished: Bool)?
        let grid = PhotosViewController.gridLayout()
        let transition = collectionView.startInteractiveTransition(to: grid) { ended = ($0, $1) }
        XCTAssertEqual(controller.transitionsMade, 1, "the delegate made the transition layout")
        XCTAssertTrue(collectionView.collectionViewLayout === transition)
        transition.transitionProgress = 0.5
        collectionView.layoutIfNeeded()
        XCTAssertEqual(second, CGRect(x: 97.5, y: 25, width: 292.5, height: 75), "halfway between list and grid")
        transition.updateValue(2, forAnimatedKey: "columns")
        XCTAssertEqual(transition.value(forAnimatedKey: "columns"), 2)
        collectionView.finishInteractiveTransition()
        XCTAssertTrue(collectionView.collectionViewLayout === grid)
        XCTAssertEqual(second, CGRect(x: 195, y: 0, width: 195, height: 100))
        XCTAssertEqual(ended?.completed, true)
        XCTAssertEqual(ended?.finished, true)

        let back = collectionView.startInteractiveTransition(to: PhotosViewController.listLayout()) { ended = ($0, $1) }
        back.transitionProgress = 0.3
        collectionView.cancelInteractiveTransition()
        XCTAssertTrue(collectionView.collectionViewLayout === grid, "a cancelled transition goes back")
        XCTAssertEqual(second, CGRect(x: 195, y: 0, width: 195, height: 100))
        XCTAssertEqual(ended?.completed, false)
    }

    func testTheLayoutsOwnHeaderSitsAboveEverySectionAndStaysPinned() async throws {
        let section = Self.listSection()
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: "tag", alignment: .top)
        section.boundarySupplementaryItems = [sectionHeader]
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        let banner = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            elementKind: "banner", alignment: .top)
        banner.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [banner]
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let collectionView = makeList(layout, rows: Rows())
        var banner0: CGRect? {
            layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame
        }
        XCTAssertEqual(banner0, CGRect(x: 0, y: 0, width: 390, height: 60), "the content's width, not the section's")
        XCTAssertEqual(
            layout.layoutAttributesForSupplementaryView(ofKind: "tag", at: IndexPath(item: 0, section: 0))?.frame,
            CGRect(x: 20, y: 60, width: 350, height: 30), "the section's own header follows")
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY, 90)
        collectionView.contentOffset.y = 200
        collectionView.layoutIfNeeded()
        XCTAssertEqual(banner0?.minY, 200, "pinned to the top of the visible bounds")
    }

    func testABoundaryItemTakesItsAlignmentWidthAndOffset() async {
        let section = Self.listSection()
        section.contentInsets = NSDirectionalEdgeInsets(top: 30, leading: 0, bottom: 0, trailing: 0)
        let tag = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(20)),
            elementKind: "tag", alignment: .topTrailing, absoluteOffset: CGPoint(x: -5, y: 6))
        tag.extendsBoundary = false
        section.boundarySupplementaryItems = [tag]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = makeList(layout, rows: Rows())
        let attributes = layout.layoutAttributesForSupplementaryView(
            ofKind: "tag", at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(
            attributes?.frame, CGRect(x: 190, y: 6, width: 195, height: 20),
            "at the top trailing corner, half the width, moved by its offset, over the content")
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY, 30,
            "a boundary item that does not extend the section takes no room")
    }
}
