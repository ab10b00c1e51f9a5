import ReuseKit

/// A friend in seed 001's list.
public struct Friend: Hashable, Sendable {
    public var name: String
    public var message: String
    /// The profile image's address; nil for a friend without one.
    public var profileImage: String?
    public var like: Bool

    public init(name: String, message: String, profileImage: String?, like: Bool) {
        self.name = name
        self.message = message
        self.profileImage = profileImage
        self.like = like
    }

    /// `count` friends; every third has no profile image.
    public static func samples(_ count: Int) -> [Friend] {
        (0..<count).map {
            Friend(
                name: "Friend \($0)", message: "Message \($0)",
                profileImage: $0 % 3 == 2 ? nil : "https://example.com/profile\($0).png", like: $0 % 2 == 0)
        }
    }
}

/// Seed 001's cell, made from a nib: fixed design in `awakeFromNib`, per-row data in `configureData(row:)`.
/// `handlesMissingImage` is the seed's `else` branch, `resetsInPrepareForReuse` its `prepareForReuse` fix.
public final class UserTableViewCell: TableViewCell {
    public static let reuseIdentifier = "UserTableViewCell"
    public let profileImageView = ImageView()
    public let nameLabel = Label()
    public let messageLabel = Label()
    public let likeButton = Button()
    public var handlesMissingImage = true
    public var resetsInPrepareForReuse = false
    /// Called with the seed's log lines (`awakeFromNib()`, `configureData(row:)`, `prepareForReuse()`).
    public var log: (@MainActor (String) -> Void)?

    public override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [profileImageView, nameLabel, messageLabel, likeButton] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func awakeFromNib() {
        super.awakeFromNib()
        log?("awakeFromNib()")
        configure()
    }

    /// The design no row changes.
    private func configure() {
        profileImageView.backgroundColor = .brown
        nameLabel.font = .boldSystemFont(ofSize: 30)
        messageLabel.font = .systemFont(ofSize: 20)
    }

    /// The design each row changes.
    public func configureData(row: Friend) {
        log?("configureData(row:)")
        nameLabel.text = row.name
        messageLabel.text = row.message
        if let image = row.profileImage {
            profileImageView.image = Image(named: image)
        } else if handlesMissingImage {
            profileImageView.image = Image(systemName: "person")
        }
        likeButton.setImage(Image(systemName: row.like ? "heart.fill" : "heart"), for: .normal)
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        log?("prepareForReuse()")
        if resetsInPrepareForReuse { profileImageView.image = Image(systemName: "person") }
    }
}

/// Seed 001's screen: friends in cells from a nib.
public final class FriendsViewController: TableViewDataSource {
    public let tableView: TableView
    public let friends: [Friend]
    public let handlesMissingImage: Bool
    public let resetsInPrepareForReuse: Bool
    public private(set) var lines: [String] = []

    public init(
        friends: [Friend] = Friend.samples(30), visibleRows: Int = 5, handlesMissingImage: Bool = true,
        resetsInPrepareForReuse: Bool = false
    ) {
        self.friends = friends
        self.handlesMissingImage = handlesMissingImage
        self.resetsInPrepareForReuse = resetsInPrepareForReuse
        tableView = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(visibleRows) * 80), style: .plain)
        tableView.rowHeight = 80
    }

    public func viewDidLoad() {
        let nib = Nib { [weak self] in
            let cell = UserTableViewCell(style: .default, reuseIdentifier: UserTableViewCell.reuseIdentifier)
            cell.log = { self?.lines.append($0) }
            return cell
        }
        tableView.register(nib, forCellReuseIdentifier: UserTableViewCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.layoutIfNeeded()
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { friends.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: UserTableViewCell.reuseIdentifier, for: indexPath)
            as! UserTableViewCell
        cell.handlesMissingImage = handlesMissingImage
        cell.resetsInPrepareForReuse = resetsInPrepareForReuse
        cell.configureData(row: friends[indexPath.row])
        return cell
    }
}
