import Foundation

extension TableView {
    /// The section index titles the data source gave at the last load (`sectionIndexTitles(for:)`), or nil
    /// when it gives none or the table has fewer rows than ``sectionIndexMinimumDisplayRowCount``: what the
    /// index at the trailing edge shows.
    public var sectionIndexTitles: [String]? {
        loadIfNeeded()
        guard let titles = editState.indexTitles, !titles.isEmpty,
            layout.totalRows >= sectionIndexMinimumDisplayRowCount
        else { return nil }
        return titles
    }

    /// Asks the data source for its section index titles again, without reloading the rows.
    public func reloadSectionIndexTitles() {
        editState.indexTitles = dataSource?.sectionIndexTitles(for: self)
    }

    /// A touch on the `index`th title of the section index (beyond UIKit, headless): the data source's
    /// `sectionForSectionIndexTitle` names the section, and the table scrolls its top to the top of the view
    /// (``TableView/indexSearch`` scrolls to the top of the table). An index or section outside the table is
    /// reported and ignored.
    public func tapSectionIndex(at index: Int) {
        guard let titles = sectionIndexTitles, titles.indices.contains(index), let dataSource else { return }
        let title = titles[index]
        if title == TableView.indexSearch {
            setContentOffset(CGPoint(x: contentOffset.x, y: minimumContentOffset), animated: false)
            layoutIfNeeded()
            return
        }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: title, at: index)
        guard section >= 0, section < numberOfSections else {
            report(
                ReuseDiagnostic(
                    kind: .sectionIndexOutOfRange, rows: [],
                    message: Messages.sectionIndexOutOfRange(section, title: title, sections: numberOfSections)))
            return
        }
        scrollToSection(section)
    }

    /// The title at `title` in the section index: as ``tapSectionIndex(at:)``, by title (the first that
    /// matches); a title not in the index does nothing.
    public func tapSectionIndex(title: String) {
        guard let index = sectionIndexTitles?.firstIndex(of: title) else { return }
        tapSectionIndex(at: index)
    }

    /// Puts a section's top (its header, else its first row) at the top of the view, as far as the content
    /// allows.
    func scrollToSection(_ section: Int) {
        let top = rect(forSection: section).minY
        let y = min(max(top - effectiveInset.top, minimumContentOffset), maximumContentOffset)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
        layoutIfNeeded()
    }
}
