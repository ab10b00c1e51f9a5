import Foundation

/// While an interactive movement has moved an item on screen that the data source has not moved yet, the two
/// numberings differ (UIDataSourceTranslating); sections and the rest follow ``DataSourceTranslating``'s defaults.
extension CollectionView: DataSourceTranslating {
    /// Where the data source's item at `dataSourceIndexPath` shows: moved with an interactive movement under way.
    public func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath) -> IndexPath? {
        guard let movement = interactiveMovement, movement.current != movement.original else {
            return dataSourceIndexPath
        }
        if dataSourceIndexPath == movement.original { return movement.current }
        var item = dataSourceIndexPath.item
        if dataSourceIndexPath.section == movement.original.section, item > movement.original.item { item -= 1 }
        if dataSourceIndexPath.section == movement.current.section, item >= movement.current.item { item += 1 }
        return IndexPath(item: item, section: dataSourceIndexPath.section)
    }

    /// The data source's index path of the item shown at `presentationIndexPath`.
    public func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath) -> IndexPath? {
        dataSourceIndexPath(presentationIndexPath)
    }
}
