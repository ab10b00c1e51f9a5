import Foundation

/// Sizes a table's rows, headers and footers, supplies header and footer views, and is told about
/// display and selection. Every method is optional.
///
/// The height methods' defaults defer to the table: `tableView(_:heightForRowAt:)` to `rowHeight`,
/// `tableView(_:estimatedHeightForRowAt:)` to `estimatedRowHeight`, the header and footer ones to
/// `sectionHeaderHeight` and `sectionFooterHeight`. A table whose delegate leaves the two row-height
/// methods alone never asks for a row's height before the row is shown, so it loads at any size.
///
/// Unlike UIKit, which asks `tableView(_:estimatedHeightForRowAt:)` for every row at load, a table asks it only for
/// the rows whose positions it needs: a screenful around the screen, and the rows a `scrollToRow` lands among. Rows
/// never asked count at the first row's estimate, so a table of any size loads at once. `automaticDimension` for the
/// first row (no estimate of its own) means no row has one: the table uses `estimatedRowHeight`. With estimates off
/// (`estimatedRowHeight = 0`), `tableView(_:heightForRowAt:)` is asked for every row at load, as UIKit does, up to
/// 10^7 rows, and around the screen beyond that. Heights that are NaN, negative (other than `automaticDimension`) or
/// above 2^20 points are replaced and reported (``InvalidValue``).
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.delegateDefaultDimension
    }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.delegateDefaultDimension
    }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
