import Foundation
import ReuseKit

/// Someone in the directory.
public struct Person: Hashable, Sendable {
    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    /// The letter the person is filed under.
    public var initial: String { name.first.map { String($0).uppercased() } ?? "#" }
}

/// A diffable data source that titles its sections with their letters and shows them as the section index.
public final class DirectoryDataSource: TableViewDiffableDataSource<String, Person> {
    public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }

    public override func sectionIndexTitles(for tableView: TableView) -> [String]? {
        snapshot().sectionIdentifiers
    }

    public override func tableView(
        _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
        self.index(for: title) ?? index
    }
}

/// A searchable directory of people in sections A to Z, with a section index and a search bar that filters as
/// you type: a view controller that owns a search bar and a table with a diffable data source.
public final class ContactsDirectoryViewController: ViewController, SearchBarDelegate, TableViewDelegate {
    public let searchBar = SearchBar()
    public private(set) var tableView: TableView!
    public private(set) var dataSource: DirectoryDataSource!
    public let people: [Person]
    /// Told which person was chosen.
    public var onSelect: ((Person) -> Void)?

    public init(people: [Person]) {
        self.people = people
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        searchBar.placeholder = "Search"
        searchBar.delegate = self
        view.addSubview(searchBar)

        tableView = TableView(frame: view.bounds, style: .plain)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "ContactCell")
        tableView.delegate = self
        view.addSubview(tableView)

        dataSource = DirectoryDataSource(tableView: tableView) { tableView, indexPath, person in
            let cell = tableView.dequeueReusableCell(withIdentifier: "ContactCell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = person.name
            cell.contentConfiguration = content
            return cell
        }
        applySnapshot(matching: "", animatingDifferences: false)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        searchBar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 56)
        tableView.frame = CGRect(
            x: 0, y: 56, width: view.bounds.width, height: max(view.bounds.height - 56, 0))
    }

    /// Shows the people whose names contain `query` (all for an empty one), in sections by initial.
    func applySnapshot(matching query: String, animatingDifferences: Bool = true) {
        let shown =
            query.isEmpty ? people : people.filter { $0.name.localizedCaseInsensitiveContains(query) }
        let sections = Dictionary(grouping: shown, by: \.initial)
        var snapshot = NSDiffableDataSourceSnapshot<String, Person>()
        for initial in sections.keys.sorted() {
            snapshot.appendSections([initial])
            snapshot.appendItems(sections[initial]!.sorted { $0.name < $1.name }, toSection: initial)
        }
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    // MARK: - Search bar delegate

    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {
        searchBar.showsCancelButton = true
    }

    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        applySnapshot(matching: searchText)
    }

    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {
        searchBar.text = nil
        searchBar.showsCancelButton = false
        searchBar.resignFirstResponder()
        applySnapshot(matching: "")
    }

    // MARK: - Table view delegate

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if let person = dataSource.itemIdentifier(for: indexPath) { onSelect?(person) }
    }
}
