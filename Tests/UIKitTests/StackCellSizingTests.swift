import UIKit
import XCTest

/// Self-sizing cells built on a stack view (a wrapping label above buttons of fixed height), as UIKit's "What's new"
/// sample writes them: each cell is as tall as its own text makes it, and with
/// `selfSizingInvalidation = .enabledIncludingConstraints` a cell whose label changes grows and shrinks on its own.
@MainActor
final class StackCellSizingTests: XCTestCase {
    private static let shortText = "Lorem ipsum"
    private static let longText = String(
        repeating: "Lorem ipsum dolor sit amet, consectetur adipisicing elit. ", count: 4)

    private final class CardCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            let stackView = UIStackView(arrangedSubviews: [label])
            stackView.axis = .vertical
            stackView.spacing = 8
            stackView.translatesAutoresizingMaskIntoConstraints = false
            for title in ["Expand", "Collapse"] {
                let button = UIButton(type: .custom)
                button.setTitle(title, for: .normal)
                button.heightAnchor.constraint(equalToConstant: 50).isActive = true
                stackView.addArrangedSubview(button)
            }
            contentView.addSubview(stackView)
            NSLayoutConstraint.activate([
                stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
                stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
                stackView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                stackView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private final class Cards: NSObject, UICollectionViewDataSource {
        var texts = [StackCellSizingTests.shortText, StackCellSizingTests.longText, StackCellSizingTests.shortText]

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            texts.count
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
            (cell as? CardCell)?.label.text = texts[indexPath.item]
            return cell
        }
    }

    func testEachStackCellIsAsTallAsItsOwnTextAndGrowsWhenItChanges() async throws {
        let layout = UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
        let cards = Cards()
        collectionView.dataSource = cards
        collectionView.selfSizingInvalidation = .enabledIncludingConstraints
        collectionView.layoutIfNeeded()
        func height(_ item: Int) -> CGFloat? {
            collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame.height
        }
        let short = try XCTUnwrap(height(0))
        let long = try XCTUnwrap(height(1))
        XCTAssertEqual(short, 10 + 21 + 8 + 50 + 8 + 50 + 10, "one line of text above two 50-point buttons")
        XCTAssertGreaterThan(long, short + 40, "a stack showing more text is taller, not the first cell's height")
        XCTAssertEqual(height(2), short)

        let cell = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CardCell)
        cell.label.text = Self.longText
        collectionView.layoutIfNeeded()
        XCTAssertEqual(height(0), long, "the label's new text is heard through the stack's constraints")
        XCTAssertEqual(
            collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY, long, "the next card moved")
        cell.label.text = Self.shortText
        collectionView.layoutIfNeeded()
        XCTAssertEqual(height(0), short)
    }

    func testALabelMovedToAnotherStackTellsItsNewStackOfNewText() async throws {
        let container = UIView()
        let first = UIStackView()
        let second = UIStackView()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = Self.shortText
        first.addArrangedSubview(label)
        for stack in [first, second] {
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(stack)
        }
        NSLayoutConstraint.activate([
            second.topAnchor.constraint(equalTo: container.topAnchor),
            second.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            second.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            second.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            first.topAnchor.constraint(equalTo: container.topAnchor),
            first.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        ])
        second.addArrangedSubview(label)
        func fitting() -> CGFloat {
            container.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        let oneLine = fitting()
        label.text = Self.longText
        XCTAssertGreaterThan(fitting(), oneLine * 3, "the stack the label moved to measures its new text")
    }
}
