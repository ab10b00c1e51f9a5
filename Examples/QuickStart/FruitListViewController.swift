import ReuseKit

/// A cell subclass as UIKit code writes one.
final class FruitCell: TableViewCell {
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A screen that owns its table: a million rows, of which only a screenful has cells.
public final class FruitListViewController: TableViewDataSource, TableViewDelegate {
    public let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    public private(set) var selected: [IndexPath] = []

    public init() {}

    public func viewDidLoad() {
        tableView.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
        tableView.dataSource = self
        tableView.delegate = self
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.textLabel?.text = ["Apple", "Banana", "Cherry"][indexPath.row % 3]
        cell.detailTextLabel?.text = "Crate \(indexPath.row)"
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}
