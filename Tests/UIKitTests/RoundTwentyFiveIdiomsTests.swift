import UIKit
import XCTest

/// What a twenty-fifth round of unseen screens needed: a background behind each group of a leaderboard (a
/// group's supplementary item, from Apple's "Habits" project), and a symbol made with a configuration typed as
/// UIKit types it (QuickTableViewController's icons).
final class RoundTwentyFiveIdiomsTests: XCTestCase {
    private var window: UIWindow?

    @MainActor
    func testAGroupsSupplementaryItemSitsBehindEachRepetitionOfTheGroup() async throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
        let trio = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(180)),
            subitem: item, count: 3)
        let background = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            elementKind: "trio-background", containerAnchor: NSCollectionLayoutAnchor(edges: [.all]))
        background.zIndex = -1
        trio.supplementaryItems = [background]
        XCTAssertEqual(trio.supplementaryItems.count, 1)
        let section = NSCollectionLayoutSection(group: trio)
        section.interGroupSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        self.window = window
        window.addSubview(collectionView)
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
        let backgrounds = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: "trio-background"
        ) { view, _, indexPath in
            view.accessibilityLabel = "trio from \(indexPath.item)"
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, number in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: number)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: backgrounds, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<8))
        await dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()

        // Three repetitions (items 0-2, 3-5 and 6-7): one background each, over its items' box.
        let shown = collectionView.visibleSupplementaryViews(ofKind: "trio-background")
        XCTAssertEqual(shown.count, 3)
        let second = try XCTUnwrap(
            collectionView.supplementaryView(forElementKind: "trio-background", at: IndexPath(item: 3, section: 0)))
        XCTAssertEqual(second.accessibilityLabel, "trio from 3")
        XCTAssertEqual(second.frame, CGRect(x: 0, y: 200, width: 390, height: 180))
        let last = try XCTUnwrap(
            layout.layoutAttributesForSupplementaryView(ofKind: "trio-background", at: IndexPath(item: 6, section: 0)))
        XCTAssertEqual(
            last.frame, CGRect(x: 0, y: 400, width: 390, height: 180),
            "the last repetition holds two, at the group's size")
        XCTAssertNil(
            layout.layoutAttributesForSupplementaryView(ofKind: "trio-background", at: IndexPath(item: 4, section: 0)),
            "only the first item of a repetition carries it")
        _ = dataSource
    }

    @MainActor
    func testASymbolTakesAConfigurationTypedAsUIKitTypesIt() async throws {
        func icon(named name: String, configuration: UIImage.Configuration? = nil) -> UIImage? {
            let fallback = UIImage.SymbolConfiguration(textStyle: .body)
            return UIImage(systemName: name, withConfiguration: configuration ?? fallback)
        }
        let large = try XCTUnwrap(icon(named: "gear", configuration: UIImage.SymbolConfiguration(pointSize: 40)))
        XCTAssertEqual(large.symbolConfiguration?.pointSize, 40)
        let body = try XCTUnwrap(icon(named: "gear"))
        XCTAssertEqual(body.symbolConfiguration, UIImage.SymbolConfiguration(textStyle: .body))
        let configuration: UIImage.Configuration = UIImage.SymbolConfiguration(weight: .bold)
        XCTAssertEqual(body.withConfiguration(configuration).symbolConfiguration?.weight, .bold)
    }

    /// Kotoba's word list: a definition offered only when the dictionary has one, and a selector-style observer
    /// whose method takes an `NSNotification`.
    @MainActor
    func testADictionaryLookupAndAnObserverTakingNSNotification() async throws {
        final class WordsViewController: UIViewController {
            var activations: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(
                    self, selector: WordsViewController.applicationDidBecomeActive(notification:),
                    name: UIApplication.didBecomeActiveNotification, object: nil)
            }

            func applicationDidBecomeActive(notification: NSNotification) {
                activations.append(notification.name.rawValue)
            }

            func define(_ word: String) -> UIViewController? {
                guard UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: word) else { return nil }
                return UIReferenceLibraryViewController(term: word)
            }
        }
        let words = WordsViewController()
        words.loadViewIfNeeded()
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        XCTAssertEqual(words.activations, [UIApplication.didBecomeActiveNotification.rawValue])
        NotificationCenter.default.removeObserver(words)
        XCTAssertNil(words.define("言葉"), "Linux has no system dictionary")

        let page = UIReferenceLibraryViewController(term: "言葉")
        page.loadViewIfNeeded()
        let message = try XCTUnwrap(page.view.subviews.first as? UILabel)
        XCTAssertEqual(message.text, "No definition found for \u{201C}言葉\u{201D}.")
    }
}
