import ReuseKit

/// One app in seed 000's search results.
public struct AppInfo: Hashable, Sendable {
    public var title: String
    public var developer: String
    public var genres: String
    public var iconName: String

    public init(title: String, developer: String, genres: String, iconName: String) {
        self.title = title
        self.developer = developer
        self.genres = genres
        self.iconName = iconName
    }

    /// `count` made-up apps.
    public static func samples(_ count: Int) -> [AppInfo] {
        (0..<count).map {
            AppInfo(
                title: "App \($0)", developer: "Developer \($0 % 7)", genres: "Genre \($0 % 3)", iconName: "icon\($0)")
        }
    }
}

/// Seed 000's search result cell; with `resetsInPrepareForReuse` off it keeps the seed's bug.
public final class SearchTableViewCell: TableViewCell {
    public static let reuseIdentifier = "SearchTableViewCell"
    /// Whether `prepareForReuse()` clears the cell (the seed's fix), set by the view controller.
    public var resetsInPrepareForReuse = true
    public let appImageView = ImageView()
    public let appTitleLabel = Label()
    public let appDeveloperLabel = Label()
    public let appGenresLabel = Label()

    public override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [appImageView, appTitleLabel, appDeveloperLabel, appGenresLabel] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func configure(with app: AppInfo) {
        appImageView.image = Image(named: app.iconName)
        appTitleLabel.text = app.title
        appDeveloperLabel.text = app.developer
        appGenresLabel.text = app.genres
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        guard resetsInPrepareForReuse else { return }
        appImageView.image = nil
        appTitleLabel.text = nil
        appDeveloperLabel.text = nil
        appGenresLabel.text = nil
        backgroundColor = .clear
    }
}

/// Seed 000's search screen: row 2 gets a brown background. Without the `prepareForReuse` fix the brown
/// stays on the cell and shows again on every row that reuses it.
public final class SearchViewController: TableViewDataSource {
    public let tableView: TableView
    public var appInfos: [AppInfo]
    public let fixed: Bool

    public init(appInfos: [AppInfo] = AppInfo.samples(60), visibleRows: Int = 3, fixed: Bool) {
        self.appInfos = appInfos
        self.fixed = fixed
        tableView = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: CGFloat(visibleRows) * 44), style: .plain)
        tableView.rowHeight = 44
    }

    public func viewDidLoad() {
        tableView.register(SearchTableViewCell.self, forCellReuseIdentifier: SearchTableViewCell.reuseIdentifier)
        tableView.dataSource = self
        tableView.layoutIfNeeded()
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { appInfos.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: SearchTableViewCell.reuseIdentifier, for: indexPath)
            as! SearchTableViewCell
        cell.resetsInPrepareForReuse = fixed
        if indexPath.row < appInfos.count {
            cell.configure(with: appInfos[indexPath.row])
            if indexPath.row == 2 {
                cell.backgroundColor = .brown
            }
        }
        return cell
    }
}
