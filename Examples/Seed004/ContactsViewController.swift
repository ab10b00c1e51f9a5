import ReuseKit

/// A contact in seed 004's list: a name and, for some, a photo.
public struct Contact: Hashable, Sendable {
    public var givenName: String
    public var familyName: String
    public var imageName: String?

    public init(givenName: String, familyName: String, imageName: String?) {
        self.givenName = givenName
        self.familyName = familyName
        self.imageName = imageName
    }

    /// A few contacts, some without a photo.
    public static let samples: [Contact] = [
        Contact(givenName: "Anna", familyName: "Haro", imageName: "anna"),
        Contact(givenName: "Daniel", familyName: "Higgins", imageName: nil),
        Contact(givenName: "David", familyName: "Taylor", imageName: "david"),
        Contact(givenName: "Hank", familyName: "Zakroff", imageName: nil),
        Contact(givenName: "John", familyName: "Appleseed", imageName: "john"),
        Contact(givenName: "Kate", familyName: "Bell", imageName: nil),
        Contact(givenName: "Mina", familyName: "Kim", imageName: "mina"),
    ]
}

extension Contact {
    /// The contact's photo, from the module's resources (as an iOS framework finds its own); nil without one.
    @MainActor
    public var photo: Image? {
        imageName.flatMap { Image(named: $0, in: .module, compatibleWith: nil) ?? Image(named: $0) }
    }
}

/// Seed 004's contact cell; `clearsImageInPrepareForReuse` is the book's fix.
public final class ContactTableViewCell: TableViewCell {
    public static let reuseIdentifier = "ContactTableViewCell"
    public let nameLabel = Label()
    public let contactImage = ImageView()
    public var clearsImageInPrepareForReuse = false

    public override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
        contentView.addSubview(contactImage)
        contactImage.layer.cornerRadius = 22
        contactImage.clipsToBounds = true
        contactImage.contentMode = .scaleAspectFill
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        if clearsImageInPrepareForReuse { contactImage.image = nil }
    }

    /// Where the storyboard put them: a round 44-point photo at the leading edge, the name beside it.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        contactImage.frame = CGRect(x: 16, y: (bounds.height - 44) / 2, width: 44, height: 44)
        nameLabel.frame = CGRect(x: 72, y: 0, width: max(bounds.width - 88, 0), height: bounds.height)
    }
}

/// Seed 004's contacts screen with the book's trick for a long list: ten times the contacts, row `i` showing
/// contact `i % count`. A contact without a photo shows the photo of whoever the cell showed before, unless
/// the cell clears it in `prepareForReuse()`.
public final class ContactsViewController: TableViewDataSource, TableViewDelegate {
    public let tableView: TableView
    public let contacts: [Contact]
    public let fixed: Bool

    public init(contacts: [Contact] = Contact.samples, visibleRows: Int = 6, fixed: Bool) {
        self.contacts = contacts
        self.fixed = fixed
        tableView = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(visibleRows) * 60), style: .plain)
        tableView.rowHeight = 60
    }

    public func viewDidLoad() {
        tableView.register(ContactTableViewCell.self, forCellReuseIdentifier: ContactTableViewCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.delegate = self
        tableView.layoutIfNeeded()
    }

    /// The contact a row shows.
    public func contact(at indexPath: IndexPath) -> Contact { contacts[indexPath.row % contacts.count] }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { contacts.count * 10 }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: ContactTableViewCell.reuseIdentifier, for: indexPath)
            as! ContactTableViewCell
        cell.clearsImageInPrepareForReuse = fixed
        let contact = contact(at: indexPath)
        cell.nameLabel.text = "\(contact.givenName) \(contact.familyName)"
        if let photo = contact.photo {
            cell.contactImage.image = photo
        }
        return cell
    }
}
