import Foundation
import ReuseKit
import ReuseRender

/// The context menu a right-click opened on a table's row or a collection view's item, presented as UIKit presents
/// one: the window dims, the row's preview (the delegate's `UITargetedPreview`, or the cell) is lifted above it with
/// rounded corners, and a rounded panel of the menu's actions (submenus shown inline, destructive ones in red) sits
/// beside it inside the window. A click on an action runs it through the view
/// (`TableView.chooseContextMenuAction(titled:)`); a click elsewhere or Escape closes the menu
/// (`TableView.dismissContextMenu()`).
@MainActor
final class MenuOverlay: View {
    static let rowHeight: CGFloat = 44
    static let width: CGFloat = 250

    private weak var owner: ScrollView?
    private let titles: [String]
    /// The panel of actions, in the overlay's (the window's) coordinates.
    let panel: View

    /// A presentation of `menu`, opened by `owner` at `point` (window points) over `window`, lifting `preview`.
    init(menu: Menu, owner: ScrollView, at point: CGPoint, over window: Window, preview: TargetedPreview?) {
        self.owner = owner
        let bounds = window.bounds
        let actions = menu.allActions
        titles = actions.map(\.title)
        let header: CGFloat = menu.title.isEmpty ? 0 : 32
        let height = header + CGFloat(actions.count) * Self.rowHeight
        panel = View(frame: .zero)
        super.init(frame: bounds)
        let dim = View(frame: bounds)
        dim.backgroundColor = Color(white: 0, alpha: 0.2)
        addSubview(dim)
        var anchor = CGRect(origin: point, size: .zero)
        if let lifted = Self.lift(preview, in: window) {
            addSubview(lifted)
            anchor = lifted.frame
        }
        // Below the preview where it fits, else above it, at the pointer's x; always inside the window.
        let below = anchor.maxY + 8
        let y = below + height <= bounds.maxY - 8 ? below : max(anchor.minY - 8 - height, bounds.minY + 8)
        let x = min(max(point.x, bounds.minX + 8), max(bounds.maxX - Self.width - 8, 8))
        panel.frame = CGRect(x: x, y: y, width: Self.width, height: height)
        panel.backgroundColor = .secondarySystemBackground
        panel.layer.cornerRadius = 13
        panel.layer.shadowOpacity = 0.25
        panel.layer.shadowRadius = 16
        panel.layer.shadowOffset = CGSize(width: 0, height: 6)
        addSubview(panel)
        if header > 0 {
            let title = Label(frame: CGRect(x: 16, y: 0, width: Self.width - 32, height: header))
            title.text = menu.title
            title.font = .systemFont(ofSize: 13)
            title.textColor = .secondaryLabel
            panel.addSubview(title)
        }
        for (index, action) in actions.enumerated() {
            let top = header + CGFloat(index) * Self.rowHeight
            if index > 0 || header > 0 {
                let line = View(frame: CGRect(x: 0, y: top, width: Self.width, height: 0.5))
                line.backgroundColor = .separator
                panel.addSubview(line)
            }
            let label = Label(frame: CGRect(x: 16, y: top, width: Self.width - 32, height: Self.rowHeight))
            label.text = action.title
            label.font = .systemFont(ofSize: 17)
            label.textColor = action.attributes.contains(.destructive) ? .systemRed : .label
            if action.attributes.contains(.disabled) { label.textColor = .tertiaryLabel }
            panel.addSubview(label)
        }
    }

    /// The preview drawn as it is now, where it is in the window, with the parameters' rounded corners and
    /// background: an image of the view, as UIKit lifts a snapshot of it.
    private static func lift(_ preview: TargetedPreview?, in window: Window) -> View? {
        guard let preview, preview.view.window === window,
            let image = try? Renderer(scale: window.screen.scale).image(of: preview.view)
        else { return nil }
        let frame = preview.view.convert(preview.view.bounds, to: window)
        let visible = preview.parameters.visiblePath?.bounds ?? preview.view.bounds
        let lifted = View(
            frame: CGRect(
                x: frame.minX + visible.minX, y: frame.minY + visible.minY, width: visible.width,
                height: visible.height))
        lifted.backgroundColor = preview.parameters.backgroundColor ?? .systemBackground
        lifted.layer.cornerRadius = 10
        lifted.clipsToBounds = true
        let snapshot = ImageView(image: image)
        snapshot.frame = CGRect(x: -visible.minX, y: -visible.minY, width: frame.width, height: frame.height)
        lifted.addSubview(snapshot)
        return lifted
    }

    required init?(coder: NSCoder) { nil }

    /// The action under `point` (window points), if any.
    func title(at point: CGPoint) -> String? {
        let box = panel.frame
        let local = CGPoint(x: point.x - box.minX, y: point.y - box.minY)
        let header = box.height - CGFloat(titles.count) * Self.rowHeight
        guard local.x >= 0, local.x < box.width, local.y >= header, local.y < box.height else { return nil }
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
            return MenuOverlay(menu: menu, owner: table, at: point, over: window, preview: table.contextMenuPreview)
        }
        if let collection = view as? CollectionView,
            let path = collection.indexPathForItem(at: collection.convert(point, from: window)),
            collection.longPressItem(at: path), let menu = collection.contextMenu?.menu
        {
            return MenuOverlay(
                menu: menu, owner: collection, at: point, over: window, preview: collection.contextMenuPreview)
        }
        return nil
    }
}
