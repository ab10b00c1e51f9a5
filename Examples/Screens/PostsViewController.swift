import Foundation
import ReuseKit

/// A feed of text posts in self-sizing rows: an author line and a body that wraps, pinned to the content view
/// with Auto Layout, each row as tall as its text. The renderer's speed is measured on this screen.
public final class PostsViewController: TableViewController {
    /// The posts: an author and a body of 3 to 42 words.
    public let posts: [(author: String, body: String)]

    public init(count: Int = 200) {
        let words = ["list", "cell", "reuse", "queue", "layout", "scroll", "prefetch", "table", "screen", "row"]
        posts = (0..<count).map { index in
            let length = 3 + (index * 7) % 40
            let body = (0..<length).map { words[($0 + index) % words.count] }.joined(separator: " ")
            return ("Author \(index % 17)", body)
        }
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Posts"
        tableView.register(PostCell.self, forCellReuseIdentifier: PostCell.reuseIdentifier)
        tableView.rowHeight = TableView.automaticDimension
        tableView.estimatedRowHeight = 80
    }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: PostCell.reuseIdentifier, for: indexPath) as! PostCell
        cell.authorLabel.text = posts[indexPath.row].author
        cell.bodyLabel.text = posts[indexPath.row].body
        return cell
    }
}

/// A post's cell: the author in the headline style above the body, which wraps.
public final class PostCell: TableViewCell {
    public static let reuseIdentifier = "PostCell"
    public let authorLabel = Label()
    public let bodyLabel = Label()

    public override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        authorLabel.font = .preferredFont(forTextStyle: .headline)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        for label in [authorLabel, bodyLabel] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            authorLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            authorLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            authorLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: authorLabel.bottomAnchor, constant: 4),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
