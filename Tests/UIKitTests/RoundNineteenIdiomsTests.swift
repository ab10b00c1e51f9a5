import UIKit
import XCTest

/// A swipe action's icon colour, as a mail list's helper enum picks it: a plain enum, not on the main actor.
enum ActionTint {
    static func color() -> UIColor {
        UITraitCollection.current.userInterfaceStyle == .dark ? .white : .systemBlue
    }
}

/// A spinner shown over every screen, as an app's loading view does: a class method registers the class to hear
/// rotations.
final class LoadingOverlay {
    nonisolated(unsafe) static var rotations = 0
    nonisolated(unsafe) static var notes: [Notification.Name] = []

    static func show() {
        NotificationCenter.default.addObserver(
            self, selector: LoadingOverlay.update, name: UIDevice.orientationDidChangeNotification, object: nil)
        NotificationCenter.default.addObserver(
            self, selector: LoadingOverlay.heard, name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
    }

    static func hide() { NotificationCenter.default.removeObserver(LoadingOverlay.self) }

    static func update() { rotations += 1 }
    static func heard(_ note: Notification) { notes.append(note.name) }
}

/// What round 19's unseen screens used that had not been built: class-method observers, traits read off the main
/// actor, images drawn with a blend mode, a child's overridden traits, a toolbar read optionally, archived views.
@MainActor
final class RoundNineteenIdiomsTests: XCTestCase {
    func testAClassObservesWithAClassMethodUntilItIsRemoved() async {
        LoadingOverlay.rotations = 0
        LoadingOverlay.notes = []
        LoadingOverlay.show()
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: nil)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: nil)
        XCTAssertEqual(LoadingOverlay.rotations, 1)
        XCTAssertEqual(LoadingOverlay.notes, [UIApplication.didReceiveMemoryWarningNotification])
        LoadingOverlay.hide()
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: nil)
        XCTAssertEqual(LoadingOverlay.rotations, 1, "removed with the class")
    }

    func testTheCurrentTraitsAreReadOffTheMainActorAndSetForABlock() async {
        XCTAssertEqual(ActionTint.color(), .systemBlue)
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            XCTAssertEqual(ActionTint.color(), .white)
        }
        XCTAssertEqual(ActionTint.color(), .systemBlue, "the previous traits are back")
        let fromAnotherThread = DispatchQueue.global().sync { UITraitCollection.current.userInterfaceStyle }
        XCTAssertEqual(fromAnotherThread, .light)
    }

    func testAnIconDrawnWithABlendModeAndAlpha() async throws {
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 4), format: format).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 12, height: 4))
            icon.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4), blendMode: .normal, alpha: 1.0)
            icon.draw(at: CGPoint(x: 4, y: 0), blendMode: .normal, alpha: 0.5)
            icon.draw(in: CGRect(x: 8, y: 0, width: 4, height: 4), blendMode: .normal, alpha: 0)
        }
        let png = try XCTUnwrap(image.pngData())
        let pixels = try XCTUnwrap(UIImage(data: png)?.cgImage?.bitmap)
        XCTAssertEqual(pixels.pixel(x: 1, y: 1).map { [$0.0, $0.1, $0.2] }, [255, 0, 0])
        let half = try XCTUnwrap(pixels.pixel(x: 5, y: 1))
        XCTAssertEqual(half.0, 255)
        XCTAssertEqual(Double(half.1), 127.5, accuracy: 2, "half red over white")
        XCTAssertEqual(pixels.pixel(x: 9, y: 1).map { [$0.0, $0.1, $0.2] }, [255, 255, 255], "alpha 0 draws nothing")
    }

    final class ContainerViewController: UIViewController {
        let list = UITableViewController(style: .plain)

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(list)
            view.addSubview(list.view)
            list.didMove(toParent: self)
        }
    }

    @available(*, deprecated)
    func testAParentOverridesAChildsTraitsAndTakesThemBack() async {
        let container = ContainerViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.rootViewController = container
        window.makeKeyAndVisible()
        container.list.traitOverrides.userInterfaceStyle = .dark
        container.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: container.list)
        XCTAssertEqual(container.overrideTraitCollection(forChild: container.list)?.horizontalSizeClass, .compact)
        XCTAssertEqual(container.list.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(container.list.traitCollection.userInterfaceStyle, .dark, "the child's own override stays")
        container.setOverrideTraitCollection(nil, forChild: container.list)
        XCTAssertNil(container.overrideTraitCollection(forChild: container.list))
        XCTAssertEqual(container.list.traitCollection.horizontalSizeClass, window.traitCollection.horizontalSizeClass)
        XCTAssertEqual(container.list.traitCollection.userInterfaceStyle, .dark)
    }

    final class InboxViewController: UIViewController {
        var bottomInset: CGFloat = -1
        override func viewDidLoad() {
            super.viewDidLoad()
            bottomInset = navigationController?.toolbar?.frame.height ?? 0
        }
    }

    final class ArchivingCell: UITableViewCell {
        var encoded = false
        override func encode(with coder: NSCoder) {
            super.encode(with: coder)
            encoded = true
        }
    }

    func testTheToolbarReadsAsUIKitDeclaresItAndViewsTakeEncodeOverrides() async {
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.isToolbarHidden = false
        inbox.loadViewIfNeeded()
        XCTAssertEqual(inbox.bottomInset, navigation.toolbar.frame.height)
        let cell = ArchivingCell(style: .default, reuseIdentifier: nil)
        cell.encode(with: NSKeyedArchiver(requiringSecureCoding: false))
        XCTAssertTrue(cell.encoded)
    }
}

/// Round 20: a table footer made from a nib through a reusable-view helper, as DifferenceKit's example registers
/// its "More" footer, and the integer names Objective-C gives UIKit code.
@MainActor
final class RoundTwentyIdiomsTests: XCTestCase {
    final class MoreFooterView: UITableViewHeaderFooterView {
        var awoke = 0
        let button = UIButton(type: .system)
        var itemCount: NSInteger = 2

        override func awakeFromNib() {
            super.awakeFromNib()
            awoke += 1
            button.setTitle("More", for: .normal)
        }
    }

    final class FooterTableViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(
                UINib(nibName: "MoreFooterView", bundle: nil), forHeaderFooterViewReuseIdentifier: "More")
        }

        override func numberOfSections(in tableView: UITableView) -> Int { 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "More")
        }
        override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 44 }
    }

    func testAFooterMadeFromANibAwakesOnceAndIsReused() async throws {
        UINib.define("MoreFooterView") { MoreFooterView(reuseIdentifier: nil) }
        let controller = FooterTableViewController(style: .plain)
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        controller.tableView.layoutIfNeeded()
        let footer = try XCTUnwrap(controller.tableView.footerView(forSection: 0) as? MoreFooterView)
        XCTAssertEqual(footer.awoke, 1)
        XCTAssertEqual(footer.reuseIdentifier, "More")
        XCTAssertEqual(footer.button.title(for: .normal), "More")
        let itemCount: NSInteger = footer.itemCount
        let unsigned: NSUInteger = NSUInteger(itemCount)
        XCTAssertEqual(unsigned, 2)
        controller.tableView.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "More")
        XCTAssertNil(controller.tableView.dequeueReusableHeaderFooterView(withIdentifier: "Other"))
    }
}

/// A contacts list sectioned by UIKit's collation, as a password store and a contacts screen do.
@MainActor
final class CollationTests: XCTestCase {
    final class Contact: NSObject {
        let name: String
        init(name: String) { self.name = name }
        func displayName() -> String { name }
    }

    final class ContactsViewController: UITableViewController {
        let collation = UILocalizedIndexedCollation.current()
        var sections: [[Contact]] = []

        func show(_ contacts: [Contact]) {
            sections = Array(repeating: [], count: collation.sectionTitles.count)
            for contact in contacts {
                sections[collation.section(for: contact, collationStringSelector: \Contact.name)].append(contact)
            }
            sections = sections.map {
                collation.sortedArray(from: $0, collationStringSelector: \Contact.name) as! [Contact]
            }
            tableView.reloadData()
        }

        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }
        override func sectionIndexTitles(for tableView: UITableView) -> [String]? { collation.sectionIndexTitles }
        override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
            -> Int
        { collation.section(forSectionIndexTitleAt: index) }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections[section].isEmpty ? nil : collation.sectionTitles[section]
        }
    }

    func testContactsGoUnderTheirFoldedFirstLetterSorted() async {
        let controller = ContactsViewController(style: .plain)
        controller.show(["émile", "Zoë", "anna", "Émile B", "42 Club", "Adam", "  bob"].map(Contact.init))
        let collation = controller.collation
        XCTAssertEqual(collation.sectionTitles.count, 27)
        XCTAssertEqual(collation.sectionIndexTitles.first, "A")
        XCTAssertEqual(collation.sectionIndexTitles.last, "#")
        XCTAssertEqual(controller.sections[0].map(\.name), ["Adam", "anna"])
        XCTAssertEqual(controller.sections[1].map(\.name), ["  bob"])
        XCTAssertEqual(controller.sections[4].map(\.name), ["émile", "Émile B"], "accents and case folded")
        XCTAssertEqual(controller.sections[25].map(\.name), ["Zoë"])
        XCTAssertEqual(controller.sections[26].map(\.name), ["42 Club"], "digits go under #")
        XCTAssertEqual(
            collation.section(for: Contact(name: "Ørsted"), collationStringSelector: Contact.displayName), 14)
        XCTAssertEqual(controller.tableView(controller.tableView, sectionForSectionIndexTitle: "#", at: 26), 26)
        XCTAssertEqual(controller.tableView(controller.tableView, titleForHeaderInSection: 2), nil)
    }
}

/// A search that debounces with a delayed perform, cancelled with UIKit's three-argument call; a label that hears
/// VoiceOver's cursor; an app group's shared folder.
@MainActor
final class RoundTwentyShellTests: XCTestCase {
    final class SearchViewController: UIViewController {
        var searches: [String] = []
        var query = ""

        func queryChanged(_ text: String) {
            query = text
            NSObject.cancelPreviousPerformRequests(
                withTarget: self, selector: SearchViewController.loadSearch, object: nil)
            perform(SearchViewController.loadSearch, with: nil, afterDelay: 0.3)
        }

        func loadSearch() { searches.append(query) }
    }

    final class AnnouncingLabel: UILabel {
        var focusChanges: [Bool] = []
        override func accessibilityElementDidBecomeFocused() {
            super.accessibilityElementDidBecomeFocused()
            focusChanges.append(accessibilityElementIsFocused())
        }
        override func accessibilityElementDidLoseFocus() {
            super.accessibilityElementDidLoseFocus()
            focusChanges.append(accessibilityElementIsFocused())
        }
        override func prepareForInterfaceBuilder() {
            super.prepareForInterfaceBuilder()
            text = "Preview"
        }
    }

    func testADebouncedSearchRunsOnceForItsLastQuery() async {
        let search = SearchViewController()
        search.queryChanged("s")
        search.queryChanged("sa")
        search.queryChanged("sal")
        UIView.advanceAnimations(by: 0.31)
        XCTAssertEqual(search.searches, ["sal"])
    }

    func testFocusHooksAndTheAppGroupFolder() async throws {
        let label = AnnouncingLabel()
        label.accessibilityElementDidBecomeFocused()
        label.accessibilityElementDidLoseFocus()
        XCTAssertEqual(label.focusChanges, [true, false])
        label.prepareForInterfaceBuilder()
        XCTAssertEqual(label.text, "Preview")
        let folder = try XCTUnwrap(
            FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.com.example.pass"))
        XCTAssertEqual(folder.lastPathComponent, "group.com.example.pass")
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory))
        XCTAssertTrue(isDirectory.boolValue)
        XCTAssertNil(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: ""))
    }
}

/// A zoom transition from a grid cell into its detail (iOS 18), and from a bar button into a sheet (iOS 26).
@MainActor
final class ZoomTransitionTests: XCTestCase {
    final class DetailViewController: UIViewController {}

    func testTheSourceProviderIsAskedWhenShownAndWhenGone() async throws {
        let grid = UIViewController()
        let navigation = UINavigationController(rootViewController: grid)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let thumbnail = UIImageView(frame: CGRect(x: 10, y: 100, width: 80, height: 80))
        grid.view.addSubview(thumbnail)
        var asked: [UIViewController] = []
        let detail = DetailViewController()
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingColor = .black
        options.interactiveDismissShouldBegin = { $0.willBegin }
        options.alignmentRectProvider = { $0.zoomedViewController.view.bounds }
        detail.preferredTransition = .zoom(options: options) { context in
            asked.append(context.sourceViewController)
            XCTAssertTrue(context.zoomedViewController === detail)
            return thumbnail
        }
        navigation.pushViewController(detail, animated: false)
        XCTAssertEqual(asked.count, 1)
        XCTAssertTrue(asked.first === grid)
        XCTAssertTrue(detail.preferredTransition?.zoomSourceView === thumbnail)
        navigation.popViewController(animated: false)
        XCTAssertEqual(asked.count, 2, "asked again to zoom back")

        let add = UIBarButtonItem(systemItem: .add)
        grid.navigationItem.rightBarButtonItems = [add]
        let sheet = UIViewController()
        sheet.preferredTransition = .zoom { _ in grid.navigationItem.rightBarButtonItems?.last }
        grid.present(sheet, animated: false)
        XCTAssertTrue(sheet.preferredTransition?.zoomSourceBarButtonItem === add)
        grid.dismiss(animated: false)
        XCTAssertNil(grid.presentedViewController)
    }
}

/// A controller made with `init()` whose view comes from the nib named after it, as DifferenceKit's example's
/// controllers are: the nib connects the controller's outlets as its File's Owner.
@MainActor
final class ControllerNibTests: XCTestCase {
    final class EmojiViewController: UIViewController {
        weak var collectionView: UICollectionView!
        var loadedWithCollection = false

        override func viewDidLoad() {
            super.viewDidLoad()
            loadedWithCollection = collectionView != nil
        }
    }

    final class PlainViewController: UIViewController {}

    func testTheNibNamedAfterTheControllerIsItsView() async throws {
        UINib.define(
            "EmojiView",
            withOwner: { owner in
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
                let collection = UICollectionView(
                    frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
                view.addSubview(collection)
                (owner as? EmojiViewController)?.collectionView = collection
                return view
            })
        let emoji = EmojiViewController()
        emoji.loadViewIfNeeded()
        XCTAssertTrue(emoji.loadedWithCollection, "the outlet was connected before viewDidLoad")
        XCTAssertTrue(emoji.collectionView.superview === emoji.view)
        XCTAssertEqual(emoji.view.bounds.size, CGSize(width: 375, height: 667))

        UINib.define("Settings") { UILabel() }
        let named = PlainViewController(nibName: "Settings", bundle: nil)
        XCTAssertTrue(named.view is UILabel, "an explicit nib name")
        XCTAssertEqual(PlainViewController().view.bounds.size, CGSize(width: 390, height: 844), "no nib: an empty view")
    }
}

/// Round 22: an animator declared before it is configured, a text view's Done toolbar, and an album list that
/// walks the library's folders.
@MainActor
final class RoundTwentyTwoIdiomsTests: XCTestCase {
    final class EditorViewController: UIViewController {
        private var animator = UIViewPropertyAnimator()
        let textViewToolBar = UIToolbar()
        var finished = false

        func slideIn() {
            animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { self.view.alpha = 1 }
            animator.addCompletion { [weak self] _ in self?.finished = true }
            animator.startAnimation()
        }
    }

    func testAnAnimatorDeclaredEmptyAndADoneToolbar() async {
        let editor = EditorViewController()
        editor.textViewToolBar.barStyle = .default
        editor.textViewToolBar.items = [
            UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .done),
        ]
        XCTAssertEqual(editor.textViewToolBar.barStyle, .default)
        XCTAssertEqual(UIViewPropertyAnimator().duration, 0)
        editor.slideIn()
        UIView.advanceAnimations(by: 0.31)
        XCTAssertTrue(editor.finished)
    }
}

/// Registration with classes typed as UIKit types them (`AnyClass?`), as a helper that registers a list of cell
/// classes does, and nil to take a registration back.
@MainActor
final class AnyClassRegistrationTests: XCTestCase {
    final class NoteCell: UITableViewCell {}
    final class NoteHeader: UITableViewHeaderFooterView {}
    final class TileCell: UICollectionViewCell {}
    final class TileHeader: UICollectionReusableView {}

    func testClassesTypedAnyClassRegisterAndNilRemoves() async {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let cellClasses: [(AnyClass, String)] = [(NoteCell.self, "note"), (UITableViewCell.self, "plain")]
        for entry in cellClasses { table.register(entry.0, forCellReuseIdentifier: entry.1) }
        XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "note") is NoteCell)
        table.register(nil as AnyClass?, forCellReuseIdentifier: "note")
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "note"))
        let headerClass: AnyClass = NoteHeader.self
        table.register(headerClass, forHeaderFooterViewReuseIdentifier: "header")
        XCTAssertTrue(table.dequeueReusableHeaderFooterView(withIdentifier: "header") is NoteHeader)

        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        let tileClass: AnyClass? = TileCell.self
        collection.register(tileClass, forCellWithReuseIdentifier: "tile")
        let supplementary: AnyClass? = TileHeader.self
        collection.register(
            supplementary, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "header")
        XCTAssertTrue(
            collection.dequeueReusableCell(withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0))
                is TileCell)
        XCTAssertEqual(
            ProgrammerError.registeredClassOfAnotherKind(
                method: "register(_:forCellReuseIdentifier:)", className: "NSObject", expected: "UITableViewCell"
            ).description,
            "NSInvalidArgumentException: register(_:forCellReuseIdentifier:) was given the class NSObject, which is "
                + "not a UITableViewCell subclass - register a subclass of UITableViewCell, or nil to remove the "
                + "registration")
    }
}

/// Views that watch their own updates by overriding them, as a debugging collection view and an analytics table
/// do (round 23).
@MainActor
final class OverriddenUpdatesTests: XCTestCase {
    final class DebuggingCollectionView: UICollectionView {
        var log: [String] = []
        override func insertItems(at indexPaths: [IndexPath]) {
            log.append("insert \(indexPaths.map(\.item))")
            super.insertItems(at: indexPaths)
        }
        override func reloadItems(at indexPaths: [IndexPath]) {
            log.append("reload \(indexPaths.map(\.item))")
            super.reloadItems(at: indexPaths)
        }
        override func deleteItems(at indexPaths: [IndexPath]) {
            log.append("delete \(indexPaths.map(\.item))")
            super.deleteItems(at: indexPaths)
        }
        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            log.append("batch")
            super.performBatchUpdates(updates, completion: completion)
        }
    }

    final class CountingTableView: UITableView {
        var updates = 0
        override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            updates += 1
            super.insertRows(at: indexPaths, with: animation)
        }
        override func beginUpdates() {
            updates += 1
            super.beginUpdates()
        }
        override func endUpdates() {
            updates += 1
            super.endUpdates()
        }
    }

    final class Numbers: NSObject, UICollectionViewDataSource, UITableViewDataSource {
        var count = 3
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
    }

    func testSubclassesHearTheirUpdatesAndTheUpdatesStillApply() async {
        let numbers = Numbers()
        let collection = DebuggingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = numbers
        collection.layoutIfNeeded()
        numbers.count = 4
        collection.insertItems(at: [IndexPath(item: 3, section: 0)])
        collection.reloadItems(at: [IndexPath(item: 0, section: 0)])
        numbers.count = 3
        collection.performBatchUpdates { collection.deleteItems(at: [IndexPath(item: 1, section: 0)]) }
        XCTAssertEqual(collection.log, ["insert [3]", "reload [0]", "batch", "delete [1]"])
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 3)

        let table = CountingTableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = numbers
        table.layoutIfNeeded()
        numbers.count = 4
        table.beginUpdates()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.endUpdates()
        XCTAssertEqual(table.updates, 3)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
    }
}

/// Older screens pin their content to the controller's top and bottom layout guides (round 24), which iOS 11
/// replaced with the safe area.
@MainActor
final class BarLayoutGuideTests: XCTestCase {
    final class PinnedViewController: UIViewController {
        let list = UITableView()

        @available(*, deprecated)
        override func viewDidLoad() {
            super.viewDidLoad()
            list.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(list)
            NSLayoutConstraint.activate([
                list.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor),
                bottomLayoutGuide.topAnchor.constraint(equalTo: list.bottomAnchor),
                list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                list.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            ])
            direct.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(direct)
            NSLayoutConstraint.activate([
                direct.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                direct.heightAnchor.constraint(equalToConstant: 10),
                direct.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                direct.widthAnchor.constraint(equalToConstant: 10),
            ])
        }
        let direct = UIView()
    }

    @available(*, deprecated)
    func testContentPinnedToTheLayoutGuidesSitsInTheSafeArea() async {
        let pinned = PinnedViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screenSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = pinned
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let safe = pinned.view.bounds.inset(by: pinned.view.safeAreaInsets)
        XCTAssertEqual(pinned.direct.frame.minY, 47, "the safe area guide agrees")
        XCTAssertGreaterThan(pinned.bottomLayoutGuide.length, 0, "the home indicator")
        XCTAssertEqual(pinned.topLayoutGuide.length, pinned.view.safeAreaInsets.top)
        XCTAssertEqual(pinned.bottomLayoutGuide.length, pinned.view.safeAreaInsets.bottom)
        XCTAssertEqual(pinned.list.frame, safe)
        XCTAssertTrue(pinned.topLayoutGuide === pinned.topLayoutGuide, "made once")
    }
}
