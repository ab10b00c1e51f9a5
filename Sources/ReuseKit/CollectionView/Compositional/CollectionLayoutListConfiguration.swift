import Foundation

/// A list's look in a compositional layout: UIKit's `UICollectionLayoutListConfiguration`.
///
/// A list section is one full-width item per group, its height estimated at 44 points and measured from the cell;
/// grouped appearances keep 18 points above and below each section, and the inset ones 20 points on each side
/// (the table's grouped spacing and UIKit's inset margins).
public struct CollectionLayoutListConfiguration {
    public enum Appearance: Int, Hashable, Sendable {
        case plain
        case grouped
        case insetGrouped
        case sidebar
        case sidebarPlain
    }

    /// Where a section's header comes from.
    public enum HeaderMode: Int, Hashable, Sendable {
        case none
        /// A supplementary view of kind `elementKindSectionHeader`.
        case supplementary
        /// The section's first item, shown as its header.
        case firstItemInSection
    }

    public enum FooterMode: Int, Hashable, Sendable {
        case none
        case supplementary
    }

    /// Swipe actions for the item at an index path; nil for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> SwipeActionsConfiguration?

    /// Changes an item's separator configuration from the section's (UIKit's
    /// `UICollectionLayoutListConfiguration.ItemSeparatorHandler`).
    public typealias ItemSeparatorHandler =
        @MainActor (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration

    public var appearance: Appearance
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    /// Whether the section draws lines between its items; ``separatorConfiguration`` says how.
    public var showsSeparators = true
    /// The section's separators: their visibility, insets and colour (UIKit 14.5). Takes effect while
    /// ``showsSeparators`` is true.
    public var separatorConfiguration: ListSeparatorConfiguration
    /// Changes the separators of one item from the section's ``separatorConfiguration``: given the item's index
    /// path and the configuration the section would use, returns the one to use.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    public var backgroundColor: Color?
    /// Space above each header; nil for the appearance's.
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }

    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

extension NSCollectionLayoutSection {
    /// A list section: one full-width item a group, sized by its cell (estimated at 44 points), with the
    /// configuration's header, footer and insets.
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let side: CGFloat = configuration.appearance == .insetGrouped ? 20 : 0
        let vertical: CGFloat = configuration.isGrouped ? 18 : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: vertical, leading: side, bottom: vertical, trailing: side)
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.isGrouped ? 38 : 28)),
                elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            boundary.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(28)),
                    elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        section.listConfiguration = configuration
        return section
    }
}

extension CollectionViewCompositionalLayout {
    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CollectionViewCompositionalLayout
    {
        CollectionViewCompositionalLayout { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The swipe actions a list section's configuration gives the item at `indexPath`, trailing or leading; nil
    /// when the section is not a list or gives none.
    public func swipeActionsConfiguration(forItemAt indexPath: IndexPath, trailing: Bool) -> SwipeActionsConfiguration?
    {
        guard let list = listConfiguration(inSection: indexPath.section) else { return nil }
        let provider =
            trailing ? list.trailingSwipeActionsConfigurationProvider : list.leadingSwipeActionsConfigurationProvider
        return provider?(indexPath)
    }
}
