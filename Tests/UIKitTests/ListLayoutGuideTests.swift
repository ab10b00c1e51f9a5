import UIKit
import XCTest

/// A list content view's image, text and secondary-text layout guides, and a list cell's separator layout guide,
/// used as UIKit apps use them: a custom list cell that embeds its own `UIListContentView` beside a label of its
/// own and aligns its separator with the text.
@MainActor
final class ListLayoutGuideTests: XCTestCase {
    /// A custom list cell in the manner of Apple's "Implementing Modern Collection Views" custom-configuration cell:
    /// a list content view on the leading side, a category label pinned to its text guide's trailing edge, and the
    /// separator aligned with the text.
    private final class CategoryCell: UICollectionViewListCell {
        let listContentView = UIListContentView(configuration: .subtitleCell())
        let categoryLabel = UILabel()
        private var separatorConstraint: NSLayoutConstraint?

        override init(frame: CGRect) {
            super.init(frame: frame)
            listContentView.translatesAutoresizingMaskIntoConstraints = false
            categoryLabel.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(listContentView)
            contentView.addSubview(categoryLabel)
            NSLayoutConstraint.activate([
                listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
                listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                listContentView.widthAnchor.constraint(equalTo: contentView.widthAnchor, multiplier: 0.6),
                categoryLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                categoryLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func show(_ title: String, subtitle: String?, image: UIImage?) {
            var content = UIListContentConfiguration.subtitleCell()
            content.text = title
            content.secondaryText = subtitle
            content.image = image
            listContentView.configuration = content
            categoryLabel.text = "Travel"
            updateSeparatorConstraint()
        }

        private func updateSeparatorConstraint() {
            guard let textLayoutGuide = listContentView.textLayoutGuide else { return }
            if let existingConstraint = separatorConstraint, existingConstraint.isActive { return }
            let constraint = separatorLayoutGuide.leadingAnchor.constraint(equalTo: textLayoutGuide.leadingAnchor)
            constraint.isActive = true
            separatorConstraint = constraint
        }
    }

    private func laidOut(_ cell: UICollectionViewCell) -> UICollectionViewCell {
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 64)
        cell.layoutIfNeeded()
        return cell
    }

    private var star: UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { context in
            UIColor.systemYellow.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 24, height: 24))
        }
    }

    func testTheTextGuidesFollowTheLabelsTheContentViewLaysOut() async throws {
        let content = UIListContentView(configuration: .subtitleCell())
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Kyoto"
        configuration.secondaryText = "Japan"
        configuration.image = star
        content.configuration = configuration
        content.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        content.layoutIfNeeded()
        let labels = content.subviews.compactMap { $0 as? UILabel }
        let text = try XCTUnwrap(content.textLayoutGuide)
        let secondary = try XCTUnwrap(content.secondaryTextLayoutGuide)
        let image = try XCTUnwrap(content.imageLayoutGuide)
        XCTAssertEqual(text.layoutFrame, labels[0].frame)
        XCTAssertEqual(secondary.layoutFrame, labels[1].frame)
        XCTAssertEqual(image.layoutFrame, try XCTUnwrap(content.subviews.first { $0 is UIImageView }).frame)
        XCTAssertGreaterThan(text.layoutFrame.minX, image.layoutFrame.maxX, "the text begins after the image")
        XCTAssertTrue(content.layoutGuides.contains { $0 === text }, "the guides are the view's own")
    }

    func testAGuideIsNilWithoutItsPartAndLeavingTakesItsConstraints() async throws {
        let content = UIListContentView(configuration: .cell())
        XCTAssertNil(content.textLayoutGuide, "a configuration without text has no text guide")
        XCTAssertNil(content.imageLayoutGuide)
        var configuration = UIListContentConfiguration.cell()
        configuration.text = "Oslo"
        content.configuration = configuration
        let guide = try XCTUnwrap(content.textLayoutGuide)
        XCTAssertNil(content.secondaryTextLayoutGuide)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(badge)
        let pinned = badge.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
        pinned.isActive = true
        configuration.text = nil
        content.configuration = configuration
        XCTAssertNil(content.textLayoutGuide)
        XCTAssertFalse(pinned.isActive, "UIKit deactivates the constraints of a guide it removes")
        XCTAssertFalse(content.layoutGuides.contains { $0 === guide })
    }

    func testAViewPinnedToTheTextGuideLinesUpWithTheText() async throws {
        let cell = CategoryCell(frame: .zero)
        cell.show("Lisbon", subtitle: "Portugal", image: star)
        let note = UILabel()
        note.text = "Visited"
        note.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(note)
        let text = try XCTUnwrap(cell.listContentView.textLayoutGuide)
        NSLayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: text.leadingAnchor),
            note.topAnchor.constraint(equalTo: text.bottomAnchor, constant: 40),
        ])
        _ = laidOut(cell)
        let textLabel = try XCTUnwrap(cell.listContentView.subviews.compactMap { $0 as? UILabel }.first)
        let textInCell = cell.listContentView.convert(textLabel.frame, to: cell.contentView)
        XCTAssertEqual(note.frame.minX, textInCell.minX, accuracy: 0.001)
        XCTAssertEqual(note.frame.minY, textInCell.maxY + 40, accuracy: 1, "within the centring's rounding")
    }

    func testTheSeparatorFollowsTheTextGuideItIsConstrainedTo() async throws {
        let cell = CategoryCell(frame: .zero)
        cell.show("Lisbon", subtitle: "Portugal", image: star)
        _ = laidOut(cell)
        let textLabel = try XCTUnwrap(cell.listContentView.subviews.compactMap { $0 as? UILabel }.first)
        let textInCell = cell.listContentView.convert(textLabel.frame, to: cell)
        XCTAssertEqual(cell.separatorLayoutGuide.layoutFrame.minX, textInCell.minX, accuracy: 0.001)
        XCTAssertEqual(cell.separatorLayoutGuide.layoutFrame.maxX, 390, "the trailing edge is the cell's")
        XCTAssertGreaterThan(textInCell.minX, 40, "after the image and its padding, not at the margin")
    }

    func testWithoutAConstraintTheSeparatorBeginsAtAListConfigurationsText() async throws {
        let cell = UICollectionViewListCell(frame: .zero)
        var content = cell.defaultContentConfiguration()
        content.text = "Bergen"
        content.image = star
        cell.contentConfiguration = content
        _ = laidOut(cell)
        let label = try XCTUnwrap(
            cell.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first(where: { !$0.isHidden }))
        let textInCell = try XCTUnwrap(label.superview).convert(label.frame, to: cell)
        XCTAssertEqual(cell.separatorLayoutGuide.layoutFrame.minX, textInCell.minX, accuracy: 0.001)

        let list = UICollectionViewListCell(frame: .zero)
        list.contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 0, leading: 20, bottom: 0, trailing: 0)
        _ = laidOut(list)
        XCTAssertEqual(list.separatorLayoutGuide.layoutFrame.minX, 20, "custom content: the leading margin")
    }

    func testAListDrawsSeparatorsAsItsConfigurationSays() async throws {
        final class CitiesViewController: UIViewController {
            var collectionView: UICollectionView!
            var dataSource: UICollectionViewDiffableDataSource<Int, String>!

            override func viewDidLoad() {
                super.viewDidLoad()
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.separatorConfiguration.color = .systemRed
                configuration.itemSeparatorHandler = { indexPath, sectionConfiguration in
                    var configuration = sectionConfiguration
                    if indexPath.item == 1 { configuration.bottomSeparatorVisibility = .hidden }
                    if indexPath.item == 2 {
                        configuration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
                            top: 0, leading: 0, bottom: 0, trailing: 0)
                    }
                    return configuration
                }
                let layout = UICollectionViewCompositionalLayout.list(using: configuration)
                collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
                view.addSubview(collectionView)
                let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, city in
                    var content = cell.defaultContentConfiguration()
                    content.text = city
                    cell.contentConfiguration = content
                }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                    collectionView, indexPath, city in
                    collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: city)
                }
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["Oslo", "Bergen", "Tromsø", "Kyoto", "Nara"])
                dataSource.apply(snapshot, animatingDifferences: false)
            }
        }
        let controller = CitiesViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        controller.view.layoutIfNeeded()
        let collectionView = try XCTUnwrap(controller.collectionView)
        collectionView.layoutIfNeeded()
        let separators = (0..<5).map { collectionView.listSeparators(forItemAt: IndexPath(item: $0, section: 0)) }
        let first = try XCTUnwrap(separators[0]?.bottom)
        let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let label = try XCTUnwrap(
            cell.contentView.subviews.first?.subviews.compactMap { $0 as? UILabel }.first(where: { !$0.isHidden }))
        let textInList = try XCTUnwrap(label.superview).convert(label.frame, to: collectionView)
        XCTAssertEqual(first.minX, textInList.minX, accuracy: 0.001, "inset to the text")
        XCTAssertGreaterThan(first.minX, cell.frame.minX, "the inset-grouped cell begins 20 points in; the text after")
        XCTAssertEqual(first.maxX, cell.frame.maxX)
        XCTAssertEqual(first.maxY, cell.frame.maxY, "along the item's bottom edge")
        XCTAssertEqual(separators[0]?.color, .systemRed)
        XCTAssertNil(separators[1]?.bottom, "the handler hid item 1's line")
        XCTAssertEqual(separators[2]?.bottom?.minX, cell.frame.minX, "a zero leading inset runs to the edge")
        XCTAssertNotNil(separators[3]?.bottom)
        XCTAssertNil(separators[4]?.bottom, "an inset-grouped section draws no line below its last item")
        XCTAssertNil(separators[0]?.top, "automatic top lines are hidden")
    }
}
