import Foundation
import ReuseKit

/// `reusekit demo` in pixels: a million contacts in A-Z sections with sticky headers and a section index,
/// photos that prefetching loads ahead of the rows, a context menu on each row (a long press, a right-click in a
/// window) and swipe actions. A table view controller as an iOS app writes one; `reusekit demo --window` runs it
/// on the desktop and `reusekit render demo` draws it.
public final class ContactsDemoViewController: TableViewController, TableViewDataSourcePrefetching {
    /// The contacts shown.
    public private(set) var contacts: Contacts
    /// Photos loaded ahead by prefetching, by contact (numbered before deletions), kept until the row is shown
    /// or the prefetch is cancelled.
    private var loaded: [IndexPath: Image] = [:]
    /// What the demo has done with its photos: loaded ahead and then shown, or loaded when the row came.
    public private(set) var photosPrefetched = 0
    public private(set) var photosLoadedOnDemand = 0
    /// What the rows' menus and swipes did, newest last (a person sees the result; tests read it).
    public private(set) var actions: [String] = []

    static let photoNames = ["anna", "david", "john", "mina"]
    static let cellIdentifier = "Contact"

    /// A demo of `total` contacts (a million by default).
    public init(total: Int = 1_000_000) {
        contacts = Contacts(total: max(total, 1))
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(contacts.total.formatted()) contacts"
        tableView.register(ContactsDemoCell.self, forCellReuseIdentifier: Self.cellIdentifier)
        tableView.rowHeight = 56
        tableView.prefetchDataSource = self
        tableView.prefetchPolicy = .adaptive
        // A list on a keyboard selects the row focus moves to, as iPad lists do.
        tableView.selectionFollowsFocus = true
    }

    /// A contact's photo, or nil for the fifth without one.
    func photo(for path: IndexPath) -> Image? {
        guard contacts.hasPhoto(path) else { return nil }
        let name = Self.photoNames[(path.row + path.section) % Self.photoNames.count]
        return Image(named: name, in: .module, compatibleWith: nil) ?? Image(named: name)
    }

    // MARK: Data source

    public override func numberOfSections(in tableView: TableView) -> Int { Contacts.letters.count }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        contacts.rows(inSection: section)
    }

    public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        Contacts.letters[section]
    }

    public override func sectionIndexTitles(for tableView: TableView) -> [String]? { Contacts.letters }

    /// Headers stay opaque as they pin to the top, so the rows scrolling under them do not show through.
    public override func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        var background = BackgroundConfiguration.listHeader()
        background.backgroundColor = .secondarySystemBackground
        (view as? TableViewHeaderFooterView)?.backgroundConfiguration = background
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
        let source = contacts.source(indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = contacts.name(source)
        content.secondaryText = "\(contacts.number(source)) · \(contacts.city(source))"
        if let ready = loaded.removeValue(forKey: source) {
            photosPrefetched += 1
            content.image = ready
        } else {
            photosLoadedOnDemand += contacts.hasPhoto(source) ? 1 : 0
            content.image = photo(for: source) ?? Image(systemName: "person.crop.circle.fill")
        }
        content.imageProperties.maximumSize = CGSize(width: 40, height: 40)
        content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 40)
        content.imageProperties.cornerRadius = 20
        cell.contentConfiguration = content
        cell.accessoryType = contacts.flagged.contains(source) ? .checkmark : .none
        return cell
    }

    // MARK: Prefetching

    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        for path in indexPaths {
            let source = contacts.source(path)
            if loaded[source] == nil, let image = photo(for: source) { loaded[source] = image }
        }
    }

    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        for path in indexPaths { loaded[contacts.source(path)] = nil }
    }

    // MARK: Menus and swipes

    public override func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        let source = contacts.source(indexPath)
        let name = contacts.name(source)
        return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let flagged = self?.contacts.flagged.contains(source) ?? false
            return Menu(
                title: name,
                children: [
                    Action(title: "Call", image: Image(systemName: "phone")) { _ in self?.actions.append("call \(name)")
                    },
                    Action(title: flagged ? "Unflag" : "Flag", image: Image(systemName: "flag")) { _ in
                        self?.toggleFlag(at: indexPath)
                    },
                    Action(title: "Delete", image: Image(systemName: "trash"), attributes: .destructive) { _ in
                        self?.delete(at: indexPath)
                    },
                ])
        }
    }

    public override func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.delete(at: indexPath)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    /// Flags or unflags the contact at `indexPath`: its row shows a checkmark.
    public func toggleFlag(at indexPath: IndexPath) {
        let source = contacts.source(indexPath)
        if contacts.flagged.remove(source) == nil { contacts.flagged.insert(source) }
        actions.append("\(contacts.flagged.contains(source) ? "flag" : "unflag") \(contacts.name(source))")
        tableView.reloadRows(at: [indexPath], with: .none)
    }

    /// Deletes the contact at `indexPath`, and its row.
    public func delete(at indexPath: IndexPath) {
        actions.append("delete \(contacts.name(contacts.source(indexPath)))")
        contacts.delete(indexPath)
        title = "\(contacts.total.formatted()) contacts"
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}

/// The demo's cell: a photo, the name, and the number and city on the right (`.value1`).
final class ContactsDemoCell: TableViewCell {
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        contentConfiguration = nil
    }
}
