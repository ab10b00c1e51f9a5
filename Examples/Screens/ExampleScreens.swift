import Foundation
import ReuseKit

/// A screen of the examples, shown in a window of a given size: what `reusekit render` draws and the snapshot
/// tests compare.
@MainActor
public final class ShownScreen {
    /// The window the screen fills.
    public let window: Window
    /// The scroll view that ``scroll(to:)`` moves.
    public let scrollView: ScrollView?
    /// What must stay alive while the screen shows (data sources are weak, as in UIKit).
    private let owners: [AnyObject]

    init(window: Window, scrollView: ScrollView?, owners: [AnyObject] = []) {
        self.window = window
        self.scrollView = scrollView
        self.owners = owners
        window.layoutIfNeeded()
    }

    /// Scrolls to `offset` points from the top (clamped to the content) and lays out what comes into view.
    public func scroll(to offset: CGFloat) {
        guard let scrollView else { return }
        let bottom = max(
            scrollView.contentSize.height + scrollView.adjustedContentInset.bottom - scrollView.bounds.height, 0)
        let top = -scrollView.adjustedContentInset.top
        let clamped = offset.isFinite ? min(max(offset, top), max(bottom, top)) : top
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: clamped)
        window.layoutIfNeeded()
    }
}

/// The examples' screens by name.
public struct ExampleScreen: Sendable {
    public let name: String
    public let summary: String
    let make: @MainActor @Sendable (CGSize) -> ShownScreen

    /// The screen shown in a window of `size` points.
    @MainActor
    public func show(size: CGSize = CGSize(width: 390, height: 844)) -> ShownScreen { make(size) }

    /// Every screen, in the order `reusekit render --list` names them.
    public static let all: [ExampleScreen] = [
        ExampleScreen(name: "movies", summary: "seed 002: the movie search results, 100 rows a page", make: movies),
        ExampleScreen(
            name: "handmade", summary: "seed 003: the hand-made table, six image views recycled", make: handMade),
        ExampleScreen(
            name: "all-at-once", summary: "seed 003: the first version, fifty image views in a stack", make: allAtOnce),
        ExampleScreen(name: "image-table", summary: "seed 003: the same pictures in a table view", make: imageTable),
        ExampleScreen(name: "contacts", summary: "seed 004: contacts with photos, fixed for reuse", make: contacts),
        ExampleScreen(name: "friends", summary: "seed 001: friends with photos and likes", make: friends),
        ExampleScreen(name: "settings", summary: "an inset grouped settings table with switches", make: settings),
        ExampleScreen(name: "groceries", summary: "a grocery list in an inset grouped table", make: { groceries($0) }),
        ExampleScreen(
            name: "groceries-editing", summary: "the grocery list in editing mode",
            make: { groceries($0, editing: true) }),
        ExampleScreen(
            name: "groceries-swiped", summary: "the grocery list with a row swiped open",
            make: { groceries($0, swiped: true) }),
        ExampleScreen(name: "grid", summary: "a compositional grid of seed 003's pictures", make: grid),
        ExampleScreen(name: "fruits", summary: "the quick start's fruit list", make: fruits),
        ExampleScreen(name: "posts", summary: "a feed of self-sizing text rows", make: posts),
        ExampleScreen(
            name: "crates", summary: "the terminal example's 100,000 crates of fruit, in pixels", make: crates),
        demo(contacts: 1_000_000),
    ]

    /// `reusekit demo` in pixels, with `total` contacts.
    public static func demo(contacts total: Int) -> ExampleScreen {
        ExampleScreen(
            name: "demo", summary: "reusekit demo in pixels: a million contacts, A-Z, prefetched photos",
            make: { demo($0, total: total) })
    }

    /// The screen named `name`, if any.
    public static func named(_ name: String) -> ExampleScreen? { all.first { $0.name == name } }

    @MainActor private static func window(_ size: CGSize) -> Window {
        Window(frame: CGRect(origin: .zero, size: size))
    }

    @MainActor private static func hosting(_ controller: ViewController, _ size: CGSize) -> (Window, View) {
        let window = window(size)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller.view)
    }

    @MainActor private static func movies(_ size: CGSize) -> ShownScreen {
        let network = FakeNetwork(latency: 0)
        MovieService.network = network
        MovieService.total = 450
        let screen = MovieViewController()
        let (window, _) = hosting(screen, size)
        screen.search("love")
        network.run(until: 1)
        return ShownScreen(window: window, scrollView: screen.movieTableView, owners: [screen, network])
    }

    @MainActor private static func handMade(_ size: CGSize) -> ShownScreen {
        let window = window(size)
        let table = HandMadeTableView(frame: window.bounds)
        window.addSubview(table)
        return ShownScreen(window: window, scrollView: nil)
    }

    @MainActor private static func allAtOnce(_ size: CGSize) -> ShownScreen {
        let window = window(size)
        let table = AllAtOnceTableView(frame: window.bounds)
        window.addSubview(table)
        return ShownScreen(window: window, scrollView: nil)
    }

    @MainActor private static func imageTable(_ size: CGSize) -> ShownScreen {
        let controller = ImageTableViewController()
        let (window, _) = hosting(controller, size)
        return ShownScreen(window: window, scrollView: controller.tableView, owners: [controller])
    }

    @MainActor private static func contacts(_ size: CGSize) -> ShownScreen {
        let screen = ContactsViewController(visibleRows: 6, fixed: true)
        return standalone(screen.tableView, size, owner: screen, load: screen.viewDidLoad)
    }

    @MainActor private static func demo(_ size: CGSize, total: Int) -> ShownScreen {
        let contacts = ContactsDemoViewController(total: total)
        let (window, _) = hosting(contacts, size)
        return ShownScreen(window: window, scrollView: contacts.tableView, owners: [contacts])
    }

    @MainActor private static func friends(_ size: CGSize) -> ShownScreen {
        let screen = FriendsViewController()
        return standalone(screen.tableView, size, owner: screen, load: screen.viewDidLoad)
    }

    /// A table owned by a plain object (the seeds' data sources): filling a window, then loaded.
    @MainActor private static func standalone(
        _ table: TableView, _ size: CGSize, owner: AnyObject, load: () -> Void
    ) -> ShownScreen {
        let window = window(size)
        table.frame = window.bounds
        window.addSubview(table)
        load()
        return ShownScreen(window: window, scrollView: table, owners: [owner])
    }

    @MainActor private static func settings(_ size: CGSize) -> ShownScreen {
        let controller = SettingsViewController()
        let (window, _) = hosting(controller, size)
        return ShownScreen(window: window, scrollView: controller.tableView, owners: [controller])
    }

    @MainActor private static func groceries(_ size: CGSize, editing: Bool = false, swiped: Bool = false) -> ShownScreen
    {
        let controller = GroceryListViewController(items: ["Apples", "Bread", "Milk", "Eggs", "Coffee", "Rice"])
        let (window, _) = hosting(controller, size)
        if editing { controller.setEditing(true, animated: false) }
        window.layoutIfNeeded()
        if swiped { controller.tableView.swipeRow(at: IndexPath(row: 1, section: 0), from: .trailing) }
        return ShownScreen(window: window, scrollView: controller.tableView, owners: [controller])
    }

    @MainActor private static func grid(_ size: CGSize) -> ShownScreen {
        let controller = PictureGridViewController()
        let (window, _) = hosting(controller, size)
        return ShownScreen(window: window, scrollView: controller.collectionView, owners: [controller])
    }

    @MainActor private static func posts(_ size: CGSize) -> ShownScreen {
        let controller = PostsViewController()
        let (window, _) = hosting(controller, size)
        return ShownScreen(window: window, scrollView: controller.tableView, owners: [controller])
    }

    @MainActor private static func crates(_ size: CGSize) -> ShownScreen {
        let source = CratesDataSource()
        let window = window(size)
        let table = TableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        return ShownScreen(window: window, scrollView: table, owners: [source])
    }

    @MainActor private static func fruits(_ size: CGSize) -> ShownScreen {
        let list = FruitListViewController()
        return standalone(list.tableView, size, owner: list, load: list.viewDidLoad)
    }
}

/// The data of the terminal example (`swift run fruits-in-a-terminal`): seven fruits in turn, one a crate, in
/// value-1 cells, so that its pixels and its terminal screen can be set side by side.
public final class CratesDataSource: TableViewDataSource {
    let names = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig", "Grape"]

    public init() {}

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100_000 }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: "Fruit")
            ?? TableViewCell(style: .value1, reuseIdentifier: "Fruit")
        cell.textLabel?.text = names[indexPath.row % names.count]
        cell.detailTextLabel?.text = "crate \(indexPath.row + 1)"
        return cell
    }
}

/// Seed 003's fifty pictures in a compositional grid: three square items a row, a point apart.
public final class PictureGridViewController: ViewController, CollectionViewDataSource {
    public private(set) var collectionView: CollectionView!

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
            subitems: [item])
        let layout = CollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PictureCell.self, forCellWithReuseIdentifier: PictureCell.reuseIdentifier)
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 50 }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: PictureCell.reuseIdentifier, for: indexPath)
            as! PictureCell
        cell.imageView.image = Image(named: "image\(indexPath.item + 1)", in: .module, compatibleWith: nil)
        return cell
    }
}

/// A square picture, cropped to fill.
public final class PictureCell: CollectionViewCell {
    public static let reuseIdentifier = "PictureCell"
    public let imageView = ImageView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}
