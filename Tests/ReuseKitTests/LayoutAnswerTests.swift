import ReuseKit
import Testing

/// A layout with bugs real layouts have: a frame computed from a division by zero, an item answered twice, an
/// index path past the data. Each is reported once with the fix; the collection view shows what it can, with one
/// cell per item.
private final class BuggyLayout: CollectionViewLayout {
    var bug = ""

    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 600) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var answers = (0..<4).map { item in
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 60, width: 300, height: 50)
            return attributes
        }
        switch bug {
        case "nan":
            answers[1].frame.size.height = .nan
        case "twice":
            let again = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 0))
            again.frame = CGRect(x: 0, y: 300, width: 300, height: 50)
            answers.append(again)
        case "missing":
            let ghost = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 9, section: 0))
            ghost.frame = CGRect(x: 0, y: 400, width: 300, height: 50)
            answers.append(ghost)
        default: break
        }
        return answers
    }
}

@MainActor
private final class FourItems: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

@MainActor
@Suite struct LayoutAnswerTests {
    @Test(arguments: [
        ("nan", "a frame of", 3), ("twice", "attributes twice", 4),
        ("missing", "attributes for an index path that does not exist", 4),
    ])
    func aWrongAnswerIsReportedAndEachItemHasOneCell(bug: String, said: String, cells: Int) {
        let layout = BuggyLayout()
        layout.bug = bug
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        var reports: [InvalidValue] = []
        collectionView.invalidValueHandler = { reports.append($0) }
        let items = FourItems()
        collectionView.dataSource = items
        collectionView.layoutIfNeeded()
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        #expect(reports.count == 1)
        #expect(reports.first?.source == "BuggyLayout.layoutAttributesForElements(in:)")
        #expect(reports.first?.value.hasPrefix(said) == true)
        #expect(collectionView.visibleCells.count == cells)
        let shown = collectionView.indexPathsForVisibleItems.map(\.item).sorted()
        #expect(shown == Array(Set(shown)).sorted(), "no item has two cells")
    }

    @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity])
    func aCompositionalDimensionThatIsNotAPositiveNumberIsReported(value: Double) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(CGFloat(value)), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        var reports: [InvalidValue] = []
        collectionView.invalidValueHandler = { reports.append($0) }
        let items = FourItems()
        collectionView.dataSource = items
        collectionView.layoutIfNeeded()
        #expect(reports.map(\.source) == ["NSCollectionLayoutSize.widthDimension"])
        #expect(reports.first?.value == "\(CGFloat(value))")
    }

    @Test func aHeightOfOneE308IsClampedAndSaidWithTheConstraint() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        var messages: [String] = []
        container.constraintMessageHandler = { messages.append($0) }
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 1e308),
            // The common "no limit" is kept without a word.
            box.widthAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude),
        ])
        container.layoutIfNeeded()
        #expect(messages.count == 1)
        #expect(messages.first?.contains("1e+308") == true)
        #expect(box.frame.height.isFinite)
        #expect(box.frame.height == ScrollView.maximumLength)
        #expect(box.frame.width == 100)
    }

    /// Found by LayoutFuzzer: a multiplier of 1e308 solved to an infinite frame. It is refused with the fix.
    @Test func aMultiplierPastABillionIsRefused() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        var messages: [String] = []
        container.constraintMessageHandler = { messages.append($0) }
        let huge = box.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 1e308)
        huge.isActive = true
        #expect(!huge.isActive)
        #expect(messages.first?.contains("The multiplier is beyond ±1,000,000,000") == true)
        container.layoutIfNeeded()
        #expect(box.frame.isFinite)
    }

    /// Found by LayoutFuzzer: an item 1e308 points wide with infinite insets gave cells infinite frames through
    /// the self-sizing measurement. Such frames are reported and never reach a cell.
    @Test func compositionalFramesPastADoubleNeverReachACell() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(1e308), heightDimension: .estimated(44)))
        item.contentInsets = NSDirectionalEdgeInsets(top: .infinity, leading: 1e308, bottom: 0, trailing: 0)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = .nan
        let layout = CollectionViewCompositionalLayout(section: section)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.invalidValueHandler = { _ in }
        let items = FourItems()
        collectionView.dataSource = items
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y = 100
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.isFinite })
    }
}

extension CGRect {
    /// Every number of the rectangle finite.
    fileprivate var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
