import Foundation
import ReuseCore
import ReuseRender
import UIKit
import XCTest

/// A list collection view's separators in pixels: a hairline along each item's bottom edge from the text's leading
/// edge to the cell's trailing one, in the configuration's colour, none below an inset-grouped section's last item,
/// and none where the item separator handler hides it.
@MainActor
final class ListSeparatorRenderTests: XCTestCase {
    private final class ListViewController: UIViewController {
        var collectionView: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var appearance = UICollectionLayoutListConfiguration.Appearance.plain

        override func viewDidLoad() {
            super.viewDidLoad()
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.separatorConfiguration.color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
                var configuration = sectionConfiguration
                configuration.bottomSeparatorVisibility = indexPath.item == 1 ? .hidden : .automatic
                return configuration
            }
            collectionView = UICollectionView(
                frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration)
            )
            collectionView.backgroundColor = .white
            view.addSubview(collectionView)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.backgroundConfiguration = .clear()
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["One", "Two", "Three", "Four"])
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    private func render(_ appearance: UICollectionLayoutListConfiguration.Appearance) throws -> (
        ListViewController, RGBABitmap
    ) {
        let controller = ListViewController()
        controller.appearance = appearance
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 300)
        controller.view.layoutIfNeeded()
        controller.collectionView.layoutIfNeeded()
        return (controller, try Renderer(scale: 1).bitmap(of: controller.view))
    }

    private func isRed(_ pixel: (UInt8, UInt8, UInt8, UInt8)?) -> Bool {
        guard let pixel else { return false }
        return pixel.0 > 200 && pixel.1 < 60 && pixel.2 < 60
    }

    func testLinesRunFromTheTextToTheTrailingEdgeBelowEachItem() async throws {
        let (controller, bitmap) = try render(.plain)
        let collectionView = try XCTUnwrap(controller.collectionView)
        let first = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let line = try XCTUnwrap(collectionView.listSeparators(forItemAt: IndexPath(item: 0, section: 0))?.bottom)
        let y = Int(first.frame.maxY) - 1
        XCTAssertTrue(isRed(bitmap.pixel(x: Int(line.minX) + 2, y: y)), "the line just after its leading edge")
        XCTAssertTrue(isRed(bitmap.pixel(x: 318, y: y)), "the line runs to the trailing edge")
        XCTAssertFalse(isRed(bitmap.pixel(x: Int(line.minX) - 3, y: y)), "nothing before the text's leading edge")
        XCTAssertFalse(isRed(bitmap.pixel(x: 200, y: Int(first.frame.midY))), "nothing inside the row")
        XCTAssertGreaterThan(line.minX, 10, "inset to the text, not at the edge")
    }

    func testTheHandlerAndTheAppearanceHideLines() async throws {
        let (controller, bitmap) = try render(.insetGrouped)
        let collectionView = try XCTUnwrap(controller.collectionView)
        func bottomRow(_ item: Int) throws -> Int {
            Int(try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: item, section: 0))).frame.maxY) - 1
        }
        let x = 280
        XCTAssertTrue(isRed(bitmap.pixel(x: x, y: try bottomRow(0))))
        XCTAssertFalse(isRed(bitmap.pixel(x: x, y: try bottomRow(1))), "the handler hid item 1's line")
        XCTAssertTrue(isRed(bitmap.pixel(x: x, y: try bottomRow(2))))
        XCTAssertFalse(isRed(bitmap.pixel(x: x, y: try bottomRow(3))), "none below the section's last item")
    }
}
