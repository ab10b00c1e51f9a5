import UIKit

/// A searchable list of countries: a search controller in the navigation item filters a diffable data source.
class SearchViewController: UIViewController, UISearchResultsUpdating {
    enum Section: Hashable {
        case main
    }

    struct Country: Hashable {
        let name: String
        let code: String
    }

    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let searchController = UISearchController(searchResultsController: nil)
    private(set) var dataSource: UITableViewDiffableDataSource<Section, Country>!
    let countries: [Country] = [
        Country(name: "Austria", code: "AT"), Country(name: "Belgium", code: "BE"),
        Country(name: "Brazil", code: "BR"), Country(name: "Canada", code: "CA"),
        Country(name: "Chile", code: "CL"), Country(name: "Denmark", code: "DK"),
        Country(name: "Egypt", code: "EG"), Country(name: "France", code: "FR"),
        Country(name: "Germany", code: "DE"), Country(name: "Greece", code: "GR"),
        Country(name: "India", code: "IN"), Country(name: "Japan", code: "JP"),
        Country(name: "Kenya", code: "KE"), Country(name: "Mexico", code: "MX"),
        Country(name: "Norway", code: "NO"), Country(name: "Peru", code: "PE"),
        Country(name: "Portugal", code: "PT"), Country(name: "Spain", code: "ES"),
        Country(name: "Sweden", code: "SE"), Country(name: "Uruguay", code: "UY"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Countries"
        navigationController?.navigationBar.prefersLargeTitles = true

        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Country")
        view.addSubview(tableView)

        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Countries"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true

        dataSource = UITableViewDiffableDataSource<Section, Country>(tableView: tableView) {
            tableView, indexPath, country in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Country", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = country.name
            content.secondaryText = country.code
            cell.contentConfiguration = content
            return cell
        }
        applySnapshot(filter: "", animatingDifferences: false)
    }

    func updateSearchResults(for searchController: UISearchController) {
        applySnapshot(filter: searchController.searchBar.text ?? "", animatingDifferences: true)
    }

    private func applySnapshot(filter: String, animatingDifferences: Bool) {
        let query = filter.trimmingCharacters(in: .whitespaces).lowercased()
        let shown = query.isEmpty ? countries : countries.filter { $0.name.lowercased().contains(query) }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Country>()
        snapshot.appendSections([.main])
        snapshot.appendItems(shown)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }
}
