import Foundation

/// How a list section draws the lines above and below its items (UIKit's `UIListSeparatorConfiguration`): set a
/// section's on ``CollectionLayoutListConfiguration/separatorConfiguration``, and change one item's with
/// ``CollectionLayoutListConfiguration/itemSeparatorHandler``.
///
/// `.automatic` visibility and ``automaticInsets`` leave the choice to the list. ReuseKit resolves them as
/// ``CollectionView/listSeparators(forItemAt:)`` describes.
public struct ListSeparatorConfiguration: Hashable {
    /// Whether a separator shows (UIKit's `UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: Int, Hashable, Sendable {
        /// The list decides.
        case automatic
        case visible
        case hidden
    }

    /// Insets whose every edge says "the list decides": an edge of a separator's insets equal to this constant's
    /// is replaced by the list's own inset (the placeholder is the largest finite value).
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// Whether the line above the item shows.
    public var topSeparatorVisibility = Visibility.automatic
    /// Whether the line below the item shows.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The leading and trailing insets of the line above the item; ``automaticInsets`` by default.
    public var topSeparatorInsets = ListSeparatorConfiguration.automaticInsets
    /// The leading and trailing insets of the line below the item; ``automaticInsets`` by default.
    public var bottomSeparatorInsets = ListSeparatorConfiguration.automaticInsets
    /// The lines' colour: ``Color/separator`` by default.
    public var color: Color = .separator
    /// The lines' colour while the list selects several items and this one is selected: ``Color/separator`` by
    /// default (UIKit leaves the default unstated; the plain colour is ReuseKit's choice).
    public var multipleSelectionColor: Color = .separator
    /// An effect the lines are drawn with; nil (none) by default. Kept for the renderer, which draws the colour.
    public var visualEffect: VisualEffect?

    /// A configuration with a list appearance's defaults: everything automatic, in the separator colour.
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {}
}

/// The separators one item of a list shows, resolved from its section's configuration (beyond UIKit, for
/// renderers): each line as a rectangle one point tall in the collection view's content coordinates, lying inside
/// the item's frame along its top or bottom edge; a renderer draws it as thin as its pixels allow.
public struct ResolvedListSeparators: Hashable {
    /// The line along the item's top edge; nil when hidden.
    public var top: CGRect?
    /// The line along the item's bottom edge; nil when hidden.
    public var bottom: CGRect?
    /// The colour to draw them in, resolved for the item's selection.
    public var color: Color
}

extension CollectionView {
    /// The separators the item at `indexPath` shows, when it is a visible item of a list section that shows
    /// separators; nil otherwise.
    ///
    /// How ReuseKit resolves what the configuration leaves to the list (UIKit does not document it; these follow
    /// what its lists draw):
    /// - an `.automatic` bottom line shows below every item but the last of a grouped or inset-grouped section, and
    ///   below every item of a plain one, as tables draw theirs; sidebars show none;
    /// - an `.automatic` top line is hidden;
    /// - an automatic leading inset is where the cell's ``CollectionViewListCell/separatorLayoutGuide`` begins
    ///   (by default the text of a list content configuration, else the content view's leading layout margin);
    ///   an automatic trailing inset is 0;
    /// - the colour is ``ListSeparatorConfiguration/multipleSelectionColor`` for a selected item while the list
    ///   allows several selected, else ``ListSeparatorConfiguration/color``.
    public func listSeparators(forItemAt indexPath: IndexPath) -> ResolvedListSeparators? {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout,
            let list = layout.listConfiguration(inSection: indexPath.section), list.showsSeparators,
            let cell = cellForItem(at: indexPath)
        else { return nil }
        var configuration = list.separatorConfiguration
        if let handler = list.itemSeparatorHandler { configuration = handler(indexPath, configuration) }
        let last = indexPath.item == numberOfItems(inSection: indexPath.section) - 1
        let sidebar = list.appearance == .sidebar || list.appearance == .sidebarPlain
        let showsBottom: Bool =
            switch configuration.bottomSeparatorVisibility {
            case .visible: true
            case .hidden: false
            case .automatic: !sidebar && (list.appearance == .plain || !last)
            }
        let showsTop = configuration.topSeparatorVisibility == .visible
        let frame = cell.frame
        let automaticLeading = (cell as? CollectionViewListCell)?.separatorLeading ?? cell.automaticSeparatorLeading
        func line(_ insets: NSDirectionalEdgeInsets, y: CGFloat) -> CGRect? {
            let automatic = ListSeparatorConfiguration.automaticInsets
            let leading = insets.leading == automatic.leading ? automaticLeading : insets.leading
            let trailing = insets.trailing == automatic.trailing ? 0 : insets.trailing
            let left = frame.minX + max(leading, 0)
            let right = frame.maxX - max(trailing, 0)
            guard right > left else { return nil }
            return CGRect(x: left, y: y, width: right - left, height: 1)
        }
        let selected = allowsMultipleSelection && cell.isSelected
        return ResolvedListSeparators(
            top: showsTop ? line(configuration.topSeparatorInsets, y: frame.minY) : nil,
            bottom: showsBottom ? line(configuration.bottomSeparatorInsets, y: frame.maxY - 1) : nil,
            color: selected ? configuration.multipleSelectionColor : configuration.color)
    }
}

extension CollectionViewCompositionalLayout {
    /// The list configuration section `section` was made with; nil when it is not a list.
    func listConfiguration(inSection section: Int) -> CollectionLayoutListConfiguration? {
        prepareIfNeeded()
        guard section >= 0, section < info.count else { return nil }
        return info[section].section?.listConfiguration
    }
}

extension CollectionViewCell {
    /// Where a separator begins in a cell that is not a list cell: the content view's leading layout margin.
    var automaticSeparatorLeading: CGFloat {
        contentView.frame.minX + contentView.directionalLayoutMargins.leading
    }
}
