import Foundation
import ReuseKit

/// A settings screen in an inset grouped table: rows made with content configurations, switches as accessory
/// views, value rows, and rows that open a detail screen.
public final class SettingsViewController: TableViewController {
    /// What a row shows at its trailing edge.
    public enum Kind: Sendable {
        case toggle(key: String)
        case value(String)
        case detail
    }

    /// A row: a symbol, a title and what it does.
    public struct Row: Sendable {
        public let symbol: String
        public let title: String
        public let kind: Kind
    }

    public let sections: [(title: String, footer: String?, rows: [Row])] = [
        (
            "Connectivity", nil,
            [
                Row(symbol: "airplane", title: "Airplane Mode", kind: .toggle(key: "airplane")),
                Row(symbol: "wifi", title: "Wi-Fi", kind: .value("Home")),
                Row(symbol: "antenna.radiowaves.left.and.right", title: "Bluetooth", kind: .toggle(key: "bluetooth")),
            ]
        ),
        (
            "Notifications", "Previews show the start of each message on the lock screen.",
            [
                Row(symbol: "bell.badge", title: "Show Previews", kind: .value("Always")),
                Row(symbol: "speaker.wave.2", title: "Sounds", kind: .toggle(key: "sounds")),
            ]
        ),
        ("About", nil, [Row(symbol: "info.circle", title: "Legal Notices", kind: .detail)]),
    ]

    /// The switches' values, by key.
    public private(set) var toggles: [String: Bool] = ["bluetooth": true, "sounds": true]

    public init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "SettingCell")
    }

    public override func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].title
    }

    public override func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SettingCell", for: indexPath)
        let row = sections[indexPath.section].rows[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        content.image = Image(systemName: row.symbol)
        content.imageProperties.tintColor = .systemBlue
        cell.accessoryView = nil
        cell.accessoryType = .none
        cell.selectionStyle = .default
        switch row.kind {
        case .toggle(let key):
            let toggle = Switch()
            toggle.isOn = toggles[key] ?? false
            toggle.addAction(
                Action { [weak self, weak toggle] _ in
                    self?.toggles[key] = toggle?.isOn ?? false
                }, for: .valueChanged)
            cell.accessoryView = toggle
            cell.selectionStyle = .none
        case .value(let value):
            content.secondaryText = value
            content.prefersSideBySideTextAndSecondaryText = true
            cell.accessoryType = .disclosureIndicator
        case .detail:
            cell.accessoryType = .disclosureIndicator
        }
        cell.contentConfiguration = content
        return cell
    }

    public override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if case .toggle = sections[indexPath.section].rows[indexPath.row].kind { return nil }
        return indexPath
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let row = sections[indexPath.section].rows[indexPath.row]
        let detail = ViewController()
        detail.title = row.title
        navigationController?.pushViewController(detail, animated: true)
    }
}
