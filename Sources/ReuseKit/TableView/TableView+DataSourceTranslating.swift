import Foundation

/// What a view says about its data source's numbering against what it shows (UIDataSourceTranslating). The two
/// differ only while the view shows a change the data source has not made yet: a collection view's interactive
/// movement. Updates apply to the screen and the data source at once here, and sections never move
/// interactively, so by default each numbering is the other.
@preconcurrency @MainActor
public protocol DataSourceTranslating: AnyObject {
    func presentationSectionIndex(forDataSourceSectionIndex dataSourceSection: Int) -> Int
    func dataSourceSectionIndex(forPresentationSectionIndex presentationSection: Int) -> Int
    func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath) -> IndexPath?
    func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath) -> IndexPath?
    func performUsingPresentationValues(_ actionsToTranslate: () -> Void)
}

extension DataSourceTranslating {
    public func presentationSectionIndex(forDataSourceSectionIndex dataSourceSection: Int) -> Int {
        dataSourceSection
    }

    public func dataSourceSectionIndex(forPresentationSectionIndex presentationSection: Int) -> Int {
        presentationSection
    }

    public func presentationIndexPath(forDataSourceIndexPath dataSourceIndexPath: IndexPath) -> IndexPath? {
        dataSourceIndexPath
    }

    public func dataSourceIndexPath(forPresentationIndexPath presentationIndexPath: IndexPath) -> IndexPath? {
        presentationIndexPath
    }

    /// Runs `actionsToTranslate` with the presentation's numbering in force: the one the view answers with.
    public func performUsingPresentationValues(_ actionsToTranslate: () -> Void) {
        actionsToTranslate()
    }
}

/// A table's updates and reorderings apply to the screen and the data source at once: its numberings are one.
extension TableView: DataSourceTranslating {}
