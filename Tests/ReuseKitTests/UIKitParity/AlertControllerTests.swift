import ReuseKit
import Testing

/// A list that asks before it deletes and asks for a name before it adds, as UIKit apps do with alerts.
@MainActor
final class ConfirmingListController: TableViewController {
    var names = ["Ahn", "Baek", "Cho"]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Name")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let name = names[indexPath.row]
        let alert = AlertController(
            title: "Delete \(name)?", message: "This cannot be undone.", preferredStyle: .actionSheet)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.log.append("kept") })
        alert.addAction(
            AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                guard let self else { return }
                // The handler runs once the sheet is gone, as in UIKit.
                self.log.append("deleting, presented: \(self.presentedViewController == nil ? "none" : "alert")")
                self.names.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            })
        present(alert, animated: true)
    }

    func askForAName() {
        let alert = AlertController(title: "New name", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        let add = AlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
            guard let self, let name = alert?.textFields?.first?.text, !name.isEmpty else { return }
            self.names.append(name)
            self.tableView.insertRows(at: [IndexPath(row: self.names.count - 1, section: 0)], with: .automatic)
        }
        alert.addAction(add)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = add
        present(alert, animated: true)
    }
}

@MainActor
@Suite struct AlertControllerTests {
    func shown() -> (ConfirmingListController, Window) {
        let controller = ConfirmingListController(style: .plain)
        let window = Window()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (controller, window)
    }

    func texts(_ controller: ConfirmingListController) -> [String?] {
        controller.tableView.visibleCells.map { ($0.contentConfiguration as? ListContentConfiguration)?.text }
    }

    @Test func aConfirmationSheetDismissesThenRunsTheChosenHandler() throws {
        let (controller, window) = shown()
        defer { withExtendedLifetime(window) {} }
        controller.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        let alert = try #require(controller.presentedViewController as? AlertController)
        #expect(alert.title == "Delete Baek?" && alert.message == "This cannot be undone.")
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.actions.map(\.style) == [.cancel, .destructive])
        // The list stays on screen under the sheet.
        #expect(!controller.log.contains("viewWillDisappear"))
        #expect(alert.chooseAction(titled: "Delete"))
        #expect(controller.presentedViewController == nil)
        #expect(controller.log == ["deleting, presented: none"])
        #expect(texts(controller) == ["Ahn", "Cho"])
        // Chosen once: the dismissed alert takes no more taps.
        #expect(!alert.chooseAction(titled: "Cancel"))

        controller.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        let second = try #require(controller.presentedViewController as? AlertController)
        #expect(second.chooseAction(titled: "Cancel"))
        #expect(controller.log.last == "kept")
        #expect(controller.names == ["Ahn", "Cho"])
    }

    @Test func anAlertsTextFieldIsReadByItsAction() throws {
        let (controller, window) = shown()
        defer { withExtendedLifetime(window) {} }
        controller.askForAName()
        let alert = try #require(controller.presentedViewController as? AlertController)
        let field = try #require(alert.textFields?.first)
        #expect(field.placeholder == "Name")
        #expect(alert.preferredAction?.title == "Add")
        _ = field.becomeFirstResponder()
        field.type("Dong")
        #expect(alert.chooseAction(titled: "Add"))
        #expect(controller.names.last == "Dong")
        #expect(texts(controller).last == "Dong")
    }

    @Test func whatUIKitRefusesIsLeftOutAndDisabledActionsCannotBeChosen() throws {
        let (controller, window) = shown()
        defer { withExtendedLifetime(window) {} }
        let sheet = AlertController(title: "Sort", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(AlertAction(title: "Never mind", style: .cancel))
        sheet.addTextField()
        #expect(sheet.actions.map(\.title) == ["Cancel"])
        #expect(sheet.textFields == nil)
        let byName = AlertAction(title: "By name", style: .default)
        byName.isEnabled = false
        sheet.addAction(byName)
        // Not presented yet: nothing to tap.
        #expect(!sheet.chooseAction(titled: "Cancel"))
        sheet.preferredAction = AlertAction(title: "Elsewhere", style: .default)
        #expect(sheet.preferredAction == nil)
        controller.present(sheet, animated: false)
        #expect(!sheet.chooseAction(titled: "By name"))
        #expect(!sheet.chooseAction(titled: "Missing"))
        #expect(controller.presentedViewController === sheet)
        byName.isEnabled = true
        #expect(sheet.choose(byName))
        #expect(controller.presentedViewController == nil)
    }
}
