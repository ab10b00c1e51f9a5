import ReuseExamples
import ReuseKit
import ReuseTestSupport
import Testing

/// Shows `controller` as an app does: in a navigation controller, in a window.
@MainActor
private func launch(_ controller: ViewController) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = NavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    return window
}

@MainActor
private func texts(_ table: TableView) -> [String] {
    table.visibleCells.compactMap { ($0.contentConfiguration as? ListContentConfiguration)?.text }
}

@MainActor
@Suite struct GroceryListExampleTests {
    @Test func addSwipeEditAndReorderAsAPersonWould() {
        let groceries = GroceryListViewController(items: ["Apples", "Bread", "Milk", "Eggs"])
        let window = launch(groceries)
        let table = groceries.tableView!
        #expect(texts(table) == ["Apples", "Bread", "Milk", "Eggs"])

        // Add, then mark Bread bought with a leading swipe.
        groceries.navigationItem.leftBarButtonItem?.tap()
        table.advance(by: 0.5)
        #expect(texts(table).last == "New item")
        #expect(table.swipeRow(at: IndexPath(row: 1, section: 0), from: .leading))
        #expect(table.swipedRow?.actions.map(\.title) == ["Bought"])
        table.tapSwipeAction(at: 0)
        #expect(groceries.items[1].isBought)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryType == .checkmark)

        // A full trailing swipe deletes Milk.
        table.fullSwipeRow(at: IndexPath(row: 2, section: 0), from: .trailing)
        table.advance(by: 0.5)
        #expect(groceries.items.map(\.name) == ["Apples", "Bread", "Eggs", "New item"])

        // Edit: delete Apples through its control, move Eggs to the top, Done.
        groceries.editButtonItem.tap()
        table.tapEditingControl(forRowAt: IndexPath(row: 0, section: 0))
        table.tapDeleteConfirmationButton(forRowAt: IndexPath(row: 0, section: 0))
        table.advance(by: 0.5)
        table.dragRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
        groceries.editButtonItem.tap()
        table.advance(by: 0.5)
        #expect(groceries.items.map(\.name) == ["Eggs", "Bread", "New item"])
        #expect(texts(table) == ["Eggs", "Bread", "New item"])
        #expect(!table.isEditing && groceries.editButtonItem.title == "Edit")

        // A tap toggles bought.
        table.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(groceries.items[0].isBought && table.indexPathForSelectedRow == nil)
        _ = window
    }
}

@MainActor
@Suite struct ContactsDirectoryExampleTests {
    static let names = [
        "Ada Lovelace", "Alan Turing", "Barbara Liskov", "Claude Shannon", "Donald Knuth", "Edsger Dijkstra",
        "Frances Allen", "Grace Hopper", "John Backus", "Ken Thompson", "Leslie Lamport", "Margaret Hamilton",
        "Niklaus Wirth", "Radia Perlman", "Tony Hoare", "Whitfield Diffie",
    ]

    @Test func sectionsByInitialWithAnIndexThatJumps() {
        let people = Self.names.enumerated().map { Person(id: $0.offset, name: $0.element) }
        let directory = ContactsDirectoryViewController(people: people)
        let window = launch(directory)
        let table = directory.tableView!
        #expect(
            table.sectionIndexTitles == ["A", "B", "C", "D", "E", "F", "G", "J", "K", "L", "M", "N", "R", "T", "W"])
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "A" || table.rectForHeader(inSection: 0).height > 0)
        table.tapSectionIndex(title: "M")
        #expect(table.indexPathsForVisibleRows?.first?.section == 10 || table.contentOffset.y > 0)
        var chosen: [String] = []
        directory.onSelect = { chosen.append($0.name) }
        table.tapRow(at: IndexPath(row: 0, section: 10))
        #expect(chosen == ["Margaret Hamilton"])
        _ = window
    }

    @Test func typingFiltersAndCancelBringsEveryoneBack() {
        let people = Self.names.enumerated().map { Person(id: $0.offset, name: $0.element) }
        let directory = ContactsDirectoryViewController(people: people)
        let window = launch(directory)
        let table = directory.tableView!
        directory.searchBar.type("ar")
        table.advance(by: 0.5)
        #expect(directory.searchBar.showsCancelButton)
        #expect(texts(table) == ["Barbara Liskov", "Margaret Hamilton", "Tony Hoare"])
        #expect(table.sectionIndexTitles == ["B", "M", "T"])
        directory.searchBar.deleteBackward()
        table.advance(by: 0.5)
        let withA = Self.names.filter { $0.localizedCaseInsensitiveContains("a") }
        #expect(directory.dataSource.snapshot().numberOfItems == withA.count)
        directory.searchBar.tapCancelButton()
        table.advance(by: 0.5)
        #expect(directory.searchBar.text == nil && !directory.searchBar.isFirstResponder)
        #expect(table.numberOfSections == 15)
        _ = window
    }
}

@MainActor
@Suite struct SettingsExampleTests {
    @Test func switchesValuesAndDetailRows() {
        let settings = SettingsViewController()
        let window = launch(settings)
        let table = settings.tableView!
        let airplane = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect((airplane.contentConfiguration as? ListContentConfiguration)?.image == Image(systemName: "airplane"))
        let toggle = airplane.accessoryView as? Switch
        #expect(toggle?.isOn == false)
        toggle?.tap()
        #expect(settings.toggles["airplane"] == true)
        // A switch row does not select.
        table.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
        let wifi =
            table.cellForRow(at: IndexPath(row: 1, section: 0))?.contentConfiguration as? ListContentConfiguration
        #expect(wifi?.secondaryText == "Home" && wifi?.prefersSideBySideTextAndSecondaryText == true)
        // A detail row opens its screen; coming back clears the selection.
        table.tapRow(at: IndexPath(row: 0, section: 2))
        #expect(settings.navigationController?.topViewController?.title == "Legal Notices")
        settings.navigationController?.popViewController(animated: true)
        #expect(table.indexPathForSelectedRow == nil)
        _ = window
    }
}

/// A feed service whose pages arrive when the test says.
@MainActor
final class ManualFeed: FeedService {
    var pending: [(page: Int, completion: @MainActor ([String]) -> Void)] = []
    var pages = 3

    func fetchPosts(page: Int, completion: @escaping @MainActor ([String]) -> Void) {
        pending.append((page, completion))
    }

    /// Delivers the oldest request: 20 posts, or none past the last page.
    func deliver(version: Int = 1) {
        let (page, completion) = pending.removeFirst()
        completion(page < pages ? (0..<20).map { "Post \(page * 20 + $0) v\(version)" } : [])
    }
}

@MainActor
@Suite struct FeedExampleTests {
    @Test func pagesLoadAsTheReaderNearsTheEndAndStopAtTheLast() {
        let service = ManualFeed()
        let feed = FeedViewController(service: service)
        let window = launch(feed)
        let table = feed.tableView!
        #expect(service.pending.map(\.page) == [0])
        #expect(texts(table) == ["Loading…"])
        service.deliver()
        table.advance(by: 0.5)
        #expect(feed.posts.count == 20)
        #expect(texts(table).first == "Post 0 v1")
        // Scrolling toward the end asks for page 1 once, however many rows come near.
        table.scrollDown(by: 44 * 12)
        #expect(service.pending.map(\.page) == [1])
        table.scrollDown(by: 44 * 3)
        #expect(service.pending.map(\.page) == [1])
        service.deliver()
        table.advance(by: 0.5)
        table.scrollDown(by: 44 * 20)
        service.deliver()
        table.advance(by: 0.5)
        table.scrollDown(by: 44 * 20)
        #expect(service.pending.map(\.page) == [3])
        service.deliver()
        table.advance(by: 0.5)
        #expect(feed.posts.count == 60 && !feed.hasMorePages)
        #expect(table.numberOfRows(inSection: 0) == 60)
        _ = window
    }

    @Test func pullingToRefreshReplacesTheFeed() {
        let service = ManualFeed()
        let feed = FeedViewController(service: service)
        let window = launch(feed)
        service.deliver()
        feed.tableView.pullToRefresh()
        #expect(feed.refreshControl?.isRefreshing == true)
        #expect(service.pending.map(\.page) == [0])
        service.deliver(version: 2)
        #expect(feed.refreshControl?.isRefreshing == false)
        #expect(feed.posts.first == "Post 0 v2")
        feed.tableView.layoutIfNeeded()
        #expect(texts(feed.tableView).first == "Post 0 v2")
        _ = window
    }
}
