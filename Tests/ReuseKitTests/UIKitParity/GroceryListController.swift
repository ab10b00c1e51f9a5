import ReuseKit

/// A grocery list written as UIKit code is: a table view controller that overrides the data source and
/// delegate methods, with an Edit button, swipe-to-delete and reordering. It logs the callbacks it gets.
@MainActor
final class GroceryListController: TableViewController {
    var items = ["Apples", "Bread", "Milk", "Eggs", "Rice", "Tea"]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "item")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        log.append("commit \(editingStyle) \(indexPath.row)")
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        log.append("moveRowAt \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }

    override func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        log.append("target \(proposedDestinationIndexPath.row)")
        // Tea stays last.
        return proposedDestinationIndexPath.row == items.count - 1
            ? IndexPath(row: items.count - 2, section: 0) : proposedDestinationIndexPath
    }

    override func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditingRowAt \(indexPath.row)")
    }

    override func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditingRowAt \(indexPath.map { "\($0.row)" } ?? "nil")")
    }

    /// The texts the visible cells show, top to bottom.
    var shownItems: [String] {
        tableView.visibleCells.compactMap { ($0.contentConfiguration as? ListContentConfiguration)?.text }
    }
}

/// Puts `controller` in a navigation controller in a window on screen, as an app's scene does.
@MainActor
func show(_ controller: ViewController) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = NavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    return window
}
