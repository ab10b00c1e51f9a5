import CCairo
import Foundation
import ReuseKit

/// Navigation bars, toolbars and tab bars as iOS 15 and later draw them on a phone: the appearance's background
/// and hairline shadow (a navigation bar over content at its top takes its scroll-edge appearance, transparent
/// unless set), the title (17-point semibold, or 34-point bold below the items when large), the back button and
/// the bar button items in the tint colour, and the tab bar's items with the selected one tinted.
@MainActor
extension ViewDrawing {
    /// The width of a phone's bar margins, where the first and last items sit.
    private static let barMargin: CGFloat = 16

    func drawNavigationBar(_ bar: NavigationBar, in bounds: CGRect) {
        let item = bar.topItem
        let atEdge = Self.contentIsAtTop(under: bar)
        let appearance: BarAppearance? =
            atEdge
            ? item?.scrollEdgeAppearance ?? bar.scrollEdgeAppearance
            : item?.standardAppearance ?? bar.standardAppearance
        // Attached to the top of the screen, the background reaches up behind the status bar, as UIKit's does.
        let reach = max(0, bar.frame.minY)
        let backdrop = CGRect(
            x: bounds.minX, y: bounds.minY - reach, width: bounds.width, height: bounds.height + reach)
        drawBarBackground(appearance, transparentWithout: atEdge, of: bar, in: backdrop, shadowAtBottom: true)
        guard let item else { return }
        let tint = bar.tintColor.resolvedColor(with: bar.traitCollection)
        let row = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: NavigationBarMetrics.rowHeight)
        var leading = bounds.minX + Self.barMargin
        var trailing = bounds.maxX - Self.barMargin
        if let back = bar.backItem, !item.hidesBackButton, item.leftBarButtonItems?.isEmpty ?? true {
            leading = drawBackButton(titled: back.backButtonTitle ?? back.title ?? "Back", tint: tint, in: row)
        }
        for barItem in item.leftBarButtonItems ?? [] where !barItem.isHidden {
            leading = drawBarItem(barItem, from: leading, leading: true, tint: tint, in: row, on: bar) + 8
        }
        for barItem in item.rightBarButtonItems ?? [] where !barItem.isHidden {
            trailing = drawBarItem(barItem, from: trailing, leading: false, tint: tint, in: row, on: bar) - 8
        }
        let title = item.title ?? ""
        // A large title shows below the row of items, above a stacked search bar.
        let searchHeight = bar.subviews.first { $0 is SearchBar }?.frame.height ?? 0
        let large = bounds.height - searchHeight > NavigationBarMetrics.rowHeight
        // The appearance's title attributes over the bar's own (older code sets those).
        var attributes = (large ? bar.largeTitleTextAttributes : bar.titleTextAttributes) ?? [:]
        if let navigationAppearance = (appearance ?? bar.standardAppearance) as? NavigationBarAppearance {
            let own = large ? navigationAppearance.largeTitleTextAttributes : navigationAppearance.titleTextAttributes
            attributes.merge(own) { _, new in new }
        }
        let color = ((attributes[.foregroundColor] as? Color) ?? .label).resolvedColor(with: bar.traitCollection)
        if large {
            let area = CGRect(
                x: bounds.minX + Self.barMargin, y: row.maxY, width: bounds.width - 2 * Self.barMargin,
                height: NavigationBarMetrics.largeTitleHeight)
            let font = attributes[.font] as? Font ?? .systemFont(ofSize: 34, weight: .bold)
            text.draw(
                title, font: font, color: color, in: area, numberOfLines: 1,
                lineBreakMode: .byTruncatingTail, alignment: .left, on: cairo)
            return
        }
        // Centred on the bar, within the room the items leave.
        let room = max(0, min(bounds.midX - leading, trailing - bounds.midX))
        let centred = CGRect(x: bounds.midX - room, y: row.minY, width: 2 * room, height: row.height)
        text.draw(
            title, font: attributes[.font] as? Font ?? .systemFont(ofSize: 17, weight: .semibold), color: color,
            in: centred, numberOfLines: 1,
            lineBreakMode: .byTruncatingTail, alignment: .center, on: cairo)
    }

    func drawToolbar(_ toolbar: Toolbar, in bounds: CGRect) {
        drawBarBackground(
            toolbar.standardAppearance, transparentWithout: false, of: toolbar, in: bounds, shadowAtBottom: false)
        let items = (toolbar.items ?? []).filter { !$0.isHidden }
        let tint = toolbar.tintColor.resolvedColor(with: toolbar.traitCollection)
        let row = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: min(bounds.height, 49))
        // Flexible spaces share what the other items leave; with none, the items are spread from the leading end.
        let fixed = items.filter { $0.systemItem != .flexibleSpace }
        let widths = fixed.map { barItemWidth($0) }
        let flexible = items.count - fixed.count
        let free = max(0, row.width - 2 * Self.barMargin - widths.reduce(0, +) - CGFloat(max(fixed.count - 1, 0)) * 8)
        var x = row.minX + Self.barMargin
        for barItem in items {
            if barItem.systemItem == .flexibleSpace {
                x += free / CGFloat(max(flexible, 1))
                continue
            }
            x = drawBarItem(barItem, from: x, leading: true, tint: tint, in: row, on: toolbar) + 8
        }
    }

    func drawTabBar(_ tabBar: TabBar, in bounds: CGRect) {
        // Over content that ends above it, the bar takes its scroll-edge appearance: transparent unless set.
        let atEdge = Self.contentIsAtBottom(over: tabBar)
        drawBarBackground(
            atEdge ? tabBar.scrollEdgeAppearance : tabBar.standardAppearance, transparentWithout: atEdge, of: tabBar,
            in: bounds, shadowAtBottom: false)
        let items = tabBar.items ?? []
        guard !items.isEmpty else { return }
        let traits = tabBar.traitCollection
        let selectedTint = (tabBar.tintColor).resolvedColor(with: traits)
        let other = (tabBar.unselectedItemTintColor ?? .systemGray).resolvedColor(with: traits)
        let width = bounds.width / CGFloat(items.count)
        for (index, item) in items.enumerated() {
            let color = item === tabBar.selectedItem ? selectedTint : other
            let slot = CGRect(x: bounds.minX + CGFloat(index) * width, y: bounds.minY, width: width, height: 49)
            let system = item.systemItem.map(Self.look(of:))
            if let image = (item === tabBar.selectedItem ? item.selectedImage : nil) ?? item.image
                ?? system.flatMap({ Image(systemName: $0.symbol) })
            {
                drawImage(
                    image, in: CGRect(x: slot.midX - 12.5, y: slot.minY + 6, width: 25, height: 25),
                    contentMode: .scaleAspectFit,
                    tint: image.renderingMode == .alwaysOriginal ? nil : color)
            }
            if let title = item.title ?? system?.title {
                text.draw(
                    title, font: .systemFont(ofSize: 10, weight: .medium), color: color,
                    in: CGRect(x: slot.minX + 2, y: slot.minY + 33, width: slot.width - 4, height: 12),
                    numberOfLines: 1,
                    lineBreakMode: .byTruncatingTail, alignment: .center, on: cairo)
            }
            if let badge = item.badgeValue {
                let badgeRect = CGRect(
                    x: slot.midX + 6, y: slot.minY + 2, width: max(18, CGFloat(badge.count) * 8 + 10), height: 18)
                roundedRect(badgeRect, radius: 9)
                fill(with: (item.badgeColor ?? .systemRed).resolvedColor(with: traits))
                text.draw(
                    badge, font: .systemFont(ofSize: 13), color: .white, in: badgeRect, numberOfLines: 1,
                    lineBreakMode: .byTruncatingTail, alignment: .center, on: cairo)
            }
        }
    }

    /// A search bar as iOS 13 and later draws it: a rounded field in the system's fill, a magnifying glass, and the
    /// text or the placeholder; a prominent bar outside a navigation bar sits on the grouped background, and a
    /// showing Cancel button takes the trailing end.
    func drawSearchBar(_ bar: SearchBar, in bounds: CGRect) {
        let traits = bar.traitCollection
        if bar.searchBarStyle != .minimal, !(bar.superview is NavigationBar) {
            cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
            fill(with: (bar.barTintColor ?? .systemGroupedBackground).resolvedColor(with: traits))
        }
        let tint = bar.tintColor.resolvedColor(with: traits)
        var trailing = bounds.maxX - 8
        if bar.showsCancelButton {
            let font = Font.systemFont(ofSize: 17)
            let width = text.size(
                of: "Cancel", attributed: nil, font: font, width: 0, numberOfLines: 1, lineBreakMode: .byClipping
            ).width
            trailing -= width
            text.draw(
                "Cancel", font: font, color: tint,
                in: CGRect(x: trailing, y: bounds.minY, width: width, height: bounds.height), numberOfLines: 1,
                lineBreakMode: .byClipping, alignment: .left, on: cairo)
            trailing -= 8
        }
        // In a navigation bar the field lines up with the title, at the bar's margin.
        let inset: CGFloat = bar.superview is NavigationBar ? 16 : 8
        if inset > 8 { trailing -= inset - 8 }
        let field = CGRect(
            x: bounds.minX + inset, y: bounds.midY - 18, width: max(0, trailing - bounds.minX - inset), height: 36)
        roundedRect(field, radius: 10)
        fill(with: Color.tertiarySystemFill.resolvedColor(with: traits))
        let secondary = Color.secondaryLabel.resolvedColor(with: traits)
        if let glass = Image(systemName: "magnifyingglass") {
            drawImage(
                glass, in: CGRect(x: field.minX + 8, y: field.midY - 9, width: 18, height: 18),
                contentMode: .scaleAspectFit, tint: secondary)
        }
        let shown = bar.text.flatMap { $0.isEmpty ? nil : $0 }
        guard let string = shown ?? bar.placeholder ?? "Search" as String? else { return }
        text.draw(
            string, font: .systemFont(ofSize: 17),
            color: shown == nil
                ? Color.placeholderText.resolvedColor(with: traits) : Color.label.resolvedColor(with: traits),
            in: CGRect(x: field.minX + 32, y: field.minY, width: max(0, field.width - 40), height: field.height),
            numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: .left, on: cairo)
    }

    // MARK: Parts

    /// The symbol and title a tab bar shows for a system item.
    private static func look(of systemItem: TabBarItem.SystemItem) -> (symbol: String, title: String) {
        switch systemItem {
        case .more: ("ellipsis", "More")
        case .favorites: ("star.fill", "Favorites")
        case .featured: ("star", "Featured")
        case .topRated: ("star", "Top Rated")
        case .recents: ("clock.fill", "Recents")
        case .contacts: ("person.crop.circle.fill", "Contacts")
        case .history: ("clock.fill", "History")
        case .bookmarks: ("book.fill", "Bookmarks")
        case .search: ("magnifyingglass", "Search")
        case .downloads: ("arrow.down.circle.fill", "Downloads")
        case .mostRecent: ("clock.fill", "Most Recent")
        case .mostViewed: ("list.number", "Most Viewed")
        }
    }

    /// Whether the content under a tab bar ends above it: the selected tab's first scroll view at its largest
    /// offset (a short list), or no scroll view at all.
    private static func contentIsAtBottom(over tabBar: TabBar) -> Bool {
        guard let container = tabBar.superview else { return true }
        var queue = container.subviews.filter { !($0 is TabBar) }
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let scrollView = view as? ScrollView {
                return scrollView.contentOffset.y >= scrollView.maximumContentOffset - 0.5
            }
            queue += view.subviews.filter { !($0 is NavigationBar) && !($0 is Toolbar) }
        }
        return true
    }

    /// Whether the content under a navigation bar rests at its top: its top controller's scroll view at its
    /// smallest offset, or no scroll view at all (UIKit then also takes the scroll-edge appearance).
    private static func contentIsAtTop(under bar: NavigationBar) -> Bool {
        guard let container = bar.superview,
            let top = container.subviews.last(where: { !($0 is NavigationBar) && !($0 is Toolbar) })
        else { return true }
        guard let scrollView = top as? ScrollView ?? top.subviews.first(where: { $0 is ScrollView }) as? ScrollView
        else { return true }
        return scrollView.contentOffset.y <= scrollView.minimumContentOffset + 0.5
    }

    /// A bar's background (its colour, else the system's translucent chrome) and its hairline shadow; nothing
    /// where the appearance is nil and `transparentWithout` (a navigation bar's default scroll-edge look).
    private func drawBarBackground(
        _ appearance: BarAppearance?, transparentWithout: Bool, of bar: View, in bounds: CGRect,
        shadowAtBottom: Bool
    ) {
        if appearance == nil, transparentWithout { return }
        let traits = bar.traitCollection
        let dark = traits.userInterfaceStyle == .dark
        let chrome = dark ? Color(white: 0.11, alpha: 0.94) : Color(white: 0.97, alpha: 0.94)
        let background =
            appearance.map { $0.backgroundColor ?? ($0.backgroundEffect == nil ? .clear : chrome) } ?? chrome
        cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
        fill(with: background.resolvedColor(with: traits))
        let shadow = (appearance?.shadowColor ?? Color(white: 0, alpha: 0.3)).resolvedColor(with: traits)
        guard shadow.rgba.3 > 0 else { return }
        let y = shadowAtBottom ? bounds.maxY - 1.0 / 3 : bounds.minY
        cairo_rectangle(cairo, bounds.minX, y, bounds.width, 1.0 / 3)
        fill(with: shadow)
    }

    /// The back button: a chevron and the previous item's title, in the tint; returns where it ends.
    private func drawBackButton(titled title: String, tint: Color, in row: CGRect) -> CGFloat {
        if let chevron = Image(systemName: "chevron.backward") {
            drawImage(
                chevron, in: CGRect(x: row.minX + 8, y: row.midY - 11, width: 13, height: 22),
                contentMode: .scaleAspectFit,
                tint: tint)
        }
        let font = Font.systemFont(ofSize: 17)
        let width = min(
            text.size(of: title, attributed: nil, font: font, width: 0, numberOfLines: 1, lineBreakMode: .byClipping)
                .width, row.width / 3)
        text.draw(
            title, font: font, color: tint, in: CGRect(x: row.minX + 27, y: row.minY, width: width, height: row.height),
            numberOfLines: 1, lineBreakMode: .byTruncatingTail, alignment: .left, on: cairo)
        return row.minX + 27 + width + 8
    }

    /// How wide a bar button item is drawn: its title's width, or its image's 24 points.
    private func barItemWidth(_ item: BarButtonItem) -> CGFloat {
        if item.systemItem == .fixedSpace { return item.width }
        if let title = item.title, item.image == nil {
            let font = Font.systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
            return text.size(
                of: title, attributed: nil, font: font, width: 0, numberOfLines: 1, lineBreakMode: .byClipping
            )
            .width
        }
        return 24
    }

    /// Draws a bar button item starting at `x` (leading) or ending there; returns its far edge.
    private func drawBarItem(
        _ item: BarButtonItem, from x: CGFloat, leading: Bool, tint: Color, in row: CGRect, on bar: View
    ) -> CGFloat {
        let width = barItemWidth(item)
        let frame = CGRect(x: leading ? x : x - width, y: row.minY, width: width, height: row.height)
        let color = item.tintColor?.resolvedColor(with: bar.traitCollection) ?? tint
        if item.systemItem == .fixedSpace { return leading ? frame.maxX : frame.minX }
        if let image = item.image ?? Self.symbol(for: item.systemItem) {
            drawImage(
                image, in: CGRect(x: frame.minX, y: row.midY - 12, width: 24, height: 24), contentMode: .scaleAspectFit,
                tint: image.renderingMode == .alwaysOriginal ? nil : color)
        } else if let title = item.title {
            text.draw(
                title, font: .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular),
                color: item.isEnabled ? color : color.withAlphaComponent(0.35), in: frame, numberOfLines: 1,
                lineBreakMode: .byClipping, alignment: .left, on: cairo)
        }
        return leading ? frame.maxX : frame.minX
    }

    /// The symbol a system item shows.
    private static func symbol(for systemItem: BarButtonItem.SystemItem?) -> Image? {
        let name: String? =
            switch systemItem {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .trash: "trash"
            case .camera: "camera"
            case .play: "play.fill"
            case .pause: "pause.fill"
            default: nil
            }
        return name.flatMap { Image(systemName: $0) }
    }
}

/// The navigation bar's rows on a phone: the 44-point row of items and title, and the large title below it.
enum NavigationBarMetrics {
    static let rowHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
}
