import UIKit
import XCTest

/// Cell, header and collection cell subclasses written exactly as UIKit code writes them: `override init`,
/// `required init?(coder:)`, a plain `deinit`, or no initializer at all; the table and collection view make them
/// through the client's own initializer.
@MainActor
final class CellInitializerTests: XCTestCase {
    final class SubtitleCell: UITableViewCell {
        static var made: [UITableViewCell.CellStyle] = []
        var loadTask: Task<Void, Never>?

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            Self.made.append(style)
            accessoryType = .disclosureIndicator
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        deinit {
            loadTask?.cancel()
        }
    }

    /// No initializer of its own: it inherits UIKit's.
    final class PlainCell: UITableViewCell {
        let badge = UILabel()
    }

    final class SectionHeader: UITableViewHeaderFooterView {
        let title = UILabel()

        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            contentView.addSubview(title)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    final class TileCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class Screen: UIViewController, UITableViewDataSource, UITableViewDelegate {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(tableView)
            tableView.register(SubtitleCell.self, forCellReuseIdentifier: "Subtitle")
            tableView.register(PlainCell.self, forCellReuseIdentifier: "Plain")
            tableView.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
            tableView.dataSource = self
            tableView.delegate = self
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "Plain" : "Subtitle", for: indexPath)
        }

        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        }

        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    }

    func testTheTableMakesCellsThroughTheClientsOwnInitializers() async {
        SubtitleCell.made = []
        let screen = Screen()
        screen.loadViewIfNeeded()
        screen.tableView.layoutIfNeeded()
        XCTAssertEqual(SubtitleCell.made, [.default, .default, .default], "the table asks for .default, as UIKit")
        let cells = screen.tableView.visibleCells
        XCTAssertTrue(cells.first is PlainCell)
        XCTAssertEqual(
            cells.dropFirst().map(\.accessoryType), [.disclosureIndicator, .disclosureIndicator, .disclosureIndicator])
        XCTAssertTrue(screen.tableView.headerView(forSection: 0) is SectionHeader)
        XCTAssertEqual(
            (screen.tableView.headerView(forSection: 0) as? SectionHeader)?.title.superview,
            screen.tableView.headerView(forSection: 0)?.contentView)
    }

    func testTheCollectionViewMakesCellsThroughInitFrame() async {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "Tile")
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! TileCell
            cell.label.text = "\(item)"
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<6))
        await dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let tiles = collectionView.visibleCells.compactMap { $0 as? TileCell }
        XCTAssertEqual(tiles.count, 6)
        XCTAssertTrue(tiles.allSatisfy { $0.label.superview === $0.contentView })
    }
}
