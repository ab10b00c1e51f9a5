import UIKit

/// A chat message.
struct Message: Hashable {
    let id: Int
    let text: String
    let isOutgoing: Bool
}

/// A message bubble. The table is flipped upside down, so the cell flips its content back.
class MessageCell: UITableViewCell {
    static let reuseIdentifier = "MessageCell"

    let bubble = UIView()
    let messageLabel = UILabel()
    private var leading: NSLayoutConstraint!
    private var trailing: NSLayoutConstraint!

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        contentView.transform = CGAffineTransform(scaleX: 1, y: -1)
        bubble.layer.cornerRadius = 16
        messageLabel.numberOfLines = 0
        messageLabel.font = .preferredFont(forTextStyle: .body)
        bubble.translatesAutoresizingMaskIntoConstraints = false
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bubble)
        bubble.addSubview(messageLabel)
        leading = bubble.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12)
        trailing = bubble.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12)
        NSLayoutConstraint.activate([
            bubble.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            bubble.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            bubble.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor, multiplier: 0.75),
            messageLabel.topAnchor.constraint(equalTo: bubble.topAnchor, constant: 8),
            messageLabel.bottomAnchor.constraint(equalTo: bubble.bottomAnchor, constant: -8),
            messageLabel.leadingAnchor.constraint(equalTo: bubble.leadingAnchor, constant: 12),
            messageLabel.trailingAnchor.constraint(equalTo: bubble.trailingAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with message: Message) {
        messageLabel.text = message.text
        bubble.backgroundColor = message.isOutgoing ? .systemBlue : .secondarySystemBackground
        messageLabel.textColor = message.isOutgoing ? .white : .label
        leading.isActive = !message.isOutgoing
        trailing.isActive = message.isOutgoing
    }
}

/// A chat on a flipped table, the common UIKit idiom: the table is turned upside down, so its first row (the
/// newest message) sits at the bottom of the screen and the conversation opens at its end; a sent message is
/// inserted at row 0 and appears at the bottom.
class ChatViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    /// Newest first: row 0 is the newest message.
    private(set) var messages: [Message] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chat"
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.transform = CGAffineTransform(scaleX: 1, y: -1)
        tableView.separatorStyle = .none
        tableView.keyboardDismissMode = .interactive
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.dataSource = self
        view.addSubview(tableView)
        messages = (0..<60).map { index in
            Message(id: index, text: "Message \(60 - index)", isOutgoing: index % 3 == 0)
        }
    }

    /// Sends `text`: it becomes row 0, at the bottom of the screen.
    func send(_ text: String) {
        let message = Message(id: (messages.map(\.id).max() ?? 0) + 1, text: text, isOutgoing: true)
        messages.insert(message, at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath) as! MessageCell
        cell.configure(with: messages[indexPath.row])
        return cell
    }
}
