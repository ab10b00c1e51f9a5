import Foundation
import ReuseKit

/// A grocery list that is edited in place: an Edit button, an Add button, swipe to mark an item bought or to
/// delete it, editing mode with delete controls and reordering. Written as a UIKit table view controller, then
/// the `UI` prefix dropped.
public final class GroceryListViewController: TableViewController {
    /// One thing to buy.
    public struct Item: Hashable, Sendable {
        public var name: String
        public var isBought = false
    }

    public private(set) var items: [Item]

    public init(items: [String]) {
        self.items = items.map { Item(name: $0) }
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "ItemCell")
        navigationItem.rightBarButtonItem = editButtonItem
        navigationItem.leftBarButtonItem = BarButtonItem(
            systemItem: .add,
            primaryAction: Action { [weak self] _ in
                self?.addItem(named: "New item")
            })
    }

    /// Appends an item at the bottom, as the Add button does.
    public func addItem(named name: String) {
        items.append(Item(name: name))
        tableView.insertRows(at: [IndexPath(row: items.count - 1, section: 0)], with: .automatic)
    }

    // MARK: - Table view data source

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ItemCell", for: indexPath)
        let item = items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.name
        content.textProperties.color = item.isBought ? .secondaryLabel : .label
        cell.contentConfiguration = content
        cell.accessoryType = item.isBought ? .checkmark : .none
        return cell
    }

    public override func tableView(
        _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    public override func tableView(
        _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }

    // MARK: - Table view delegate

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        toggleBought(at: indexPath)
    }

    public override func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let bought = items[indexPath.row].isBought
        let toggle = ContextualAction(style: .normal, title: bought ? "Not Bought" : "Bought") {
            [weak self] _, _, completionHandler in
            self?.toggleBought(at: indexPath)
            completionHandler(true)
        }
        toggle.backgroundColor = .systemGreen
        toggle.image = Image(systemName: bought ? "arrow.uturn.backward" : "checkmark")
        return SwipeActionsConfiguration(actions: [toggle])
    }

    public override func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completionHandler in
            guard let self else { return }
            self.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completionHandler(true)
        }
        delete.image = Image(systemName: "trash")
        let configuration = SwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    private func toggleBought(at indexPath: IndexPath) {
        items[indexPath.row].isBought.toggle()
        tableView.reconfigureRows(at: [indexPath])
    }
}
