import Foundation
import ReuseKit

/// The context menu a right-click opened on a table's row or a collection view's item, drawn as UIKit draws one:
/// a rounded panel of the menu's actions (submenus shown inline), destructive ones in red, near the pointer and
/// inside the window. A click on an action runs it through the view (`TableView.chooseContextMenuAction(titled:)`);
/// a click elsewhere or Escape closes the menu (`TableView.dismissContextMenu()`).
@MainActor
final class MenuOverlay: View {
    static let rowHeight: CGFloat = 44
    static let width: CGFloat = 250

    private weak var owner: ScrollView?
    private let titles: [String]

    /// A panel for `menu`, opened by `owner` at `point` (window points), inside `bounds`.
    init(menu: Menu, owner: ScrollView, at point: CGPoint, in bounds: CGRect) {
        self.owner = owner
        let actions = menu.allActions
        titles = actions.map(\.title)
        let header: CGFloat = menu.title.isEmpty ? 0 : 32
        let height = header + CGFloat(actions.count) * Self.rowHeight
        let x = min(max(point.x, bounds.minX + 8), max(bounds.maxX - Self.width - 8, bounds.minX))
        let y = min(max(point.y, bounds.minY + 8), max(bounds.maxY - height - 8, bounds.minY))
        super.init(frame: CGRect(x: x, y: y, width: Self.width, height: height))
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 13
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 16
        layer.shadowOffset = CGSize(width: 0, height: 6)
        if header > 0 {
            let title = Label(frame: CGRect(x: 16, y: 0, width: Self.width - 32, height: header))
            title.text = menu.title
            title.font = .systemFont(ofSize: 13)
            title.textColor = .secondaryLabel
            addSubview(title)
        }
        for (index, action) in actions.enumerated() {
            let top = header + CGFloat(index) * Self.rowHeight
            if index > 0 || header > 0 {
                let line = View(frame: CGRect(x: 0, y: top, width: Self.width, height: 0.5))
                line.backgroundColor = .separator
                addSubview(line)
            }
            let label = Label(frame: CGRect(x: 16, y: top, width: Self.width - 32, height: Self.rowHeight))
            label.text = action.title
            label.font = .systemFont(ofSize: 17)
            label.textColor = action.attributes.contains(.destructive) ? .systemRed : .label
            if action.attributes.contains(.disabled) { label.textColor = .tertiaryLabel }
            addSubview(label)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The action under `point` (window points), if any.
    func title(at point: CGPoint) -> String? {
        let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
        let header = frame.height - CGFloat(titles.count) * Self.rowHeight
        guard local.x >= 0, local.x < frame.width, local.y >= header else { return nil }
        let index = Int((local.y - header) / Self.rowHeight)
        return titles.indices.contains(index) ? titles[index] : nil
    }

    /// Runs the action under `point`, or closes the menu when there is none; the panel leaves the window.
    func click(at point: CGPoint) {
        if let title = title(at: point) { choose(title) } else { dismiss() }
    }

    func choose(_ title: String) {
        if let table = owner as? TableView {
            table.chooseContextMenuAction(titled: title)
        } else if let collection = owner as? CollectionView {
            collection.chooseContextMenuAction(titled: title)
        }
        removeFromSuperview()
    }

    func dismiss() {
        if let table = owner as? TableView {
            table.dismissContextMenu()
        } else if let collection = owner as? CollectionView {
            collection.dismissContextMenu()
        }
        removeFromSuperview()
    }

    /// Opens the menu of the row or item at `point` (window points) of the table or collection view under it,
    /// as a long press does; nil when there is none or the delegate gives no menu.
    static func open(at point: CGPoint, in window: Window) -> MenuOverlay? {
        var view = window.hitTest(point, with: nil)
        while let current = view, !(current is TableView || current is CollectionView) { view = current.superview }
        if let table = view as? TableView,
            let path = table.indexPathForRow(at: table.convert(point, from: window)), table.longPressRow(at: path),
            let menu = table.contextMenu?.menu
        {
            return MenuOverlay(menu: menu, owner: table, at: point, in: window.bounds)
        }
        if let collection = view as? CollectionView,
            let path = collection.indexPathForItem(at: collection.convert(point, from: window)),
            collection.longPressItem(at: path), let menu = collection.contextMenu?.menu
        {
            return MenuOverlay(menu: menu, owner: collection, at: point, in: window.bounds)
        }
        return nil
    }
}
