import Foundation
import ReuseKit

/// Where the feed's posts come from, a page at a time; an empty page means there are no more.
@MainActor
public protocol FeedService: AnyObject {
    func fetchPosts(page: Int, completion: @escaping @MainActor ([String]) -> Void)
}

/// A feed that pulls to refresh and loads the next page as the reader nears the end (prefetching, and a
/// loading row at the bottom): the infinite-scroll screen of many apps.
public final class FeedViewController: TableViewController, TableViewDataSourcePrefetching {
    public private(set) var posts: [String] = []
    public private(set) var isLoadingPage = false
    public private(set) var hasMorePages = true
    private var nextPage = 0
    private let service: FeedService

    public init(service: FeedService) {
        self.service = service
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "PostCell")
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "LoadingCell")
        tableView.prefetchDataSource = self
        let refreshControl = RefreshControl()
        refreshControl.addAction(Action { [weak self] _ in self?.refresh() }, for: .valueChanged)
        self.refreshControl = refreshControl
        loadNextPage()
    }

    /// Loads the first page again and replaces the feed with it.
    public func refresh() {
        service.fetchPosts(page: 0) { [weak self] posts in
            guard let self else { return }
            self.posts = posts
            self.nextPage = 1
            self.hasMorePages = !posts.isEmpty
            self.tableView.reloadData()
            self.refreshControl?.endRefreshing()
        }
    }

    /// Loads the next page, unless one is loading or there are no more.
    public func loadNextPage() {
        guard !isLoadingPage, hasMorePages else { return }
        isLoadingPage = true
        service.fetchPosts(page: nextPage) { [weak self] new in
            guard let self else { return }
            self.isLoadingPage = false
            self.nextPage += 1
            guard !new.isEmpty else {
                self.hasMorePages = false
                self.tableView.deleteRows(at: [IndexPath(row: self.posts.count, section: 0)], with: .fade)
                return
            }
            let start = self.posts.count
            self.posts += new
            let inserted = (start..<self.posts.count).map { IndexPath(row: $0, section: 0) }
            self.tableView.insertRows(at: inserted, with: .automatic)
        }
    }

    private func isLoadingRow(_ indexPath: IndexPath) -> Bool { indexPath.row >= posts.count }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        posts.count + (hasMorePages ? 1 : 0)
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if isLoadingRow(indexPath) {
            let cell = tableView.dequeueReusableCell(withIdentifier: "LoadingCell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Loading…"
            content.textProperties.color = .secondaryLabel
            cell.contentConfiguration = content
            cell.selectionStyle = .none
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "PostCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = posts[indexPath.row]
        content.textProperties.numberOfLines = 0
        cell.contentConfiguration = content
        return cell
    }

    public override func tableView(
        _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
        if isLoadingRow(indexPath) { loadNextPage() }
    }

    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        if indexPaths.contains(where: { $0.row >= posts.count - 5 }) { loadNextPage() }
    }
}
