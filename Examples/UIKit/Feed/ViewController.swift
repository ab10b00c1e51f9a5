import UIKit

/// A post in the feed.
struct Post: Hashable {
    let id: Int
    let author: String
    let text: String
}

/// A self-sizing cell whose labels are pinned to the cell itself (not its content view), as much UIKit code
/// pins them; its height comes from the labels' wrapped text.
class TableViewCell: UITableViewCell {
    static let reuseIdentifier = "TableViewCell"

    let authorLabel = UILabel()
    let bodyLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        authorLabel.font = .preferredFont(forTextStyle: .headline)
        authorLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        for label in [authorLabel, bodyLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        NSLayoutConstraint.activate([
            authorLabel.topAnchor.constraint(equalTo: topAnchor, constant: 12),
            authorLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            authorLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            bodyLabel.topAnchor.constraint(equalTo: authorLabel.bottomAnchor, constant: 4),
            bodyLabel.leadingAnchor.constraint(equalTo: authorLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: authorLabel.trailingAnchor),
            bodyLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        authorLabel.text = nil
        bodyLabel.text = nil
    }

    func configure(with post: Post) {
        authorLabel.text = post.author
        bodyLabel.text = post.text
    }
}

/// Xcode's template controller: a feed of posts of any length in a table that fills the safe area, pulled to
/// refresh, each row as tall as its text.
class ViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var posts: [Post] = []
    private(set) var selectedPost: Post?
    private var refreshCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        view.backgroundColor = .systemBackground

        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        tableView.register(TableViewCell.self, forCellReuseIdentifier: TableViewCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80

        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        tableView.refreshControl = refreshControl

        posts = ViewController.makePosts(count: 200, generation: 0)
    }

    /// Loads newer posts at the top, as a pull to refresh does.
    func refresh() {
        refreshCount += 1
        let newer = ViewController.makePosts(count: 3, generation: refreshCount)
        posts.insert(contentsOf: newer, at: 0)
        tableView.insertRows(at: (0..<newer.count).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        tableView.refreshControl?.endRefreshing()
    }

    static func makePosts(count: Int, generation: Int) -> [Post] {
        let words = ["list", "cell", "reuse", "queue", "layout", "scroll", "prefetch", "table", "screen", "row"]
        return (0..<count).map { index in
            let length = 3 + (index * 7 + generation) % 40
            let text = (0..<length).map { words[($0 + index) % words.count] }.joined(separator: " ")
            return Post(id: generation * 10_000 + index, author: "Author \(index % 17)", text: text)
        }
    }

    // MARK: UITableViewDataSource

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: TableViewCell.reuseIdentifier, for: indexPath)
            as! TableViewCell
        cell.configure(with: posts[indexPath.row])
        return cell
    }

    // MARK: UITableViewDelegate

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        selectedPost = posts[indexPath.row]
    }
}
