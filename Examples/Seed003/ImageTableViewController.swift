import ReuseKit

/// Seed 003's screen as the seed wanted it to behave, written with a `TableView`: fifty images 200 points
/// tall, each row's cell reused from the queue, so only the rows on screen (and the one the table keeps for
/// reuse) have image views.
public final class ImageTableViewController: TableViewController {
    public let imageCount = 50

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ImageCell.self, forCellReuseIdentifier: ImageCell.reuseIdentifier)
        tableView.rowHeight = 200
        tableView.separatorStyle = .none
    }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        imageCount
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: ImageCell.reuseIdentifier, for: indexPath) as! ImageCell
        cell.photo.image = Image(named: "image\(indexPath.row + 1)", in: .module, compatibleWith: nil)
        return cell
    }
}

/// A cell that shows one image over its whole content view, laid out by constraints.
public final class ImageCell: TableViewCell {
    public static let reuseIdentifier = "ImageCell"
    public let photo = ImageView()

    public override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photo.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(photo)
        NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: contentView.topAnchor),
            photo.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            photo.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
