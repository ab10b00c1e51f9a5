import UIKit
import XCTest

/// Two idioms of unseen screens: a sidebar whose section headers (a header content configuration with an outline
/// disclosure) expand and collapse on a tap anywhere on the row, and `scrollToItem` into a section that scrolls
/// across, which scrolls the section itself.
@MainActor
final class SidebarAndOrthogonalScrollTests: XCTestCase {
    private enum Row: Hashable {
        case header(String)
        case child(String)
    }

    private final class SidebarViewController: UICollectionViewController {
        var dataSource: UICollectionViewDiffableDataSource<Int, Row>!
        var selected: [IndexPath] = []
        var headerStyle = UICellAccessory.OutlineDisclosureOptions.Style.automatic

        override func viewDidLoad() {
            super.viewDidLoad()
            let style = headerStyle
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
                switch row {
                case .header(let title):
                    var content = UIListContentConfiguration.sidebarHeader()
                    content.text = title
                    cell.contentConfiguration = content
                    cell.accessories = [.outlineDisclosure(options: .init(style: style))]
                case .child(let title):
                    var content = UIListContentConfiguration.sidebarCell()
                    content.text = title
                    cell.contentConfiguration = content
                }
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, row in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
            }
            var sections = NSDiffableDataSourceSnapshot<Int, Row>()
            sections.appendSections([0])
            dataSource.apply(sections, animatingDifferences: false)
            var tags = NSDiffableDataSourceSectionSnapshot<Row>()
            tags.append([.header("Tags")])
            tags.append(["Red", "Green", "Blue"].map(Row.child), to: .header("Tags"))
            tags.expand([.header("Tags")])
            dataSource.apply(tags, to: 0, animatingDifferences: false)
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    private func shown(_ style: UICellAccessory.OutlineDisclosureOptions.Style) -> SidebarViewController {
        let controller = SidebarViewController(
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
        controller.headerStyle = style
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        controller.view.layoutIfNeeded()
        return controller
    }

    func testATapOnAHeaderRowCollapsesAndExpandsItsSection() async throws {
        let controller = shown(.automatic)
        let collectionView = try XCTUnwrap(controller.collectionView)
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 1, "a header's disclosure takes the whole row")
        XCTAssertTrue(controller.selected.isEmpty, "the header is not selected")
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4)
        collectionView.tapItem(at: IndexPath(item: 2, section: 0))
        XCTAssertEqual(controller.selected, [IndexPath(item: 2, section: 0)], "a child row is selected")
    }

    func testACellStyleDisclosureLeavesTheRowToSelection() async throws {
        let controller = shown(.cell)
        let collectionView = try XCTUnwrap(controller.collectionView)
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 4, "only the accessory toggles")
        XCTAssertEqual(controller.selected, [IndexPath(item: 0, section: 0)])
        collectionView.tapAccessory(.outlineDisclosure, ofItemAt: IndexPath(item: 0, section: 0))
        XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 1)
    }

    func testScrollingToAnItemOfASectionThatScrollsAcrossScrollsTheSection() async throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<12))
        await dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        collectionView.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredHorizontally, animated: false)
        let centred = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
        XCTAssertEqual(centred.frame.midX, 195, accuracy: 0.001, "the item in the middle of the screen")
        XCTAssertEqual(collectionView.contentOffset, .zero, "the collection view itself does not scroll across")
        collectionView.scrollToItem(at: IndexPath(item: 8, section: 0), at: .left, animated: false)
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 8, section: 0))?.frame.minX ?? -1, 0, accuracy: 0.001)
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX ?? -1, 0, accuracy: 0.001)
    }
}
