import ReuseKit

/// A table client for tests: sections of given sizes, optional per-row heights and titles, and a log of
/// every data source, delegate, prefetching and scroll callback in the order the table made them.
@MainActor
public final class RecordingTable: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    public static let identifier = "Cell"
    public let tableView: TableView
    public var rowCounts: [Int]
    /// Per-row heights for `heightForRowAt`; nil leaves the method at its default.
    public var heights: ((IndexPath) -> CGFloat)?
    /// Per-row estimates for `estimatedHeightForRowAt`; nil leaves the method at its default.
    public var estimates: ((IndexPath) -> CGFloat)?
    public var headerTitles: [Int: String] = [:]
    public var footerTitles: [Int: String] = [:]
    /// Configures each cell after the text is set (tests of self-sizing and reuse bugs).
    public var configure: ((TableViewCell, IndexPath) -> Void)?
    /// Every callback, as `name detail`.
    public private(set) var log: [String] = []
    /// Whether scroll callbacks are logged (on by default).
    public var logsScrolling = true

    public init(
        rowCounts: [Int], frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 132), style: TableView.Style = .plain,
        rowHeight: CGFloat? = 44
    ) {
        self.rowCounts = rowCounts
        tableView = TableView(frame: frame, style: style)
        if let rowHeight { tableView.rowHeight = rowHeight }
        tableView.register(TableViewCell.self, forCellReuseIdentifier: Self.identifier)
    }

    /// Wires the table to this client and runs the first layout pass.
    public func load(prefetching: Bool = true) {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = prefetching ? self : nil
        tableView.layoutIfNeeded()
    }

    public func clearLog() { log.removeAll() }

    /// The log entries whose name is `name`.
    public func entries(_ name: String) -> [String] {
        log.filter { $0.hasPrefix(name + " ") || $0 == name }
    }

    private func record(_ entry: String) { log.append(entry) }

    public func numberOfSections(in tableView: TableView) -> Int { rowCounts.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        record("cellForRowAt \(indexPath)")
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section)-\(indexPath.row)"
        configure?(cell, indexPath)
        return cell
    }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles[section]
    }

    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        footerTitles[section]
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let heights else { return tableView.rowHeight }
        return heights(indexPath)
    }

    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let estimates else { return TableView.automaticDimension }
        return estimates(indexPath)
    }

    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        record("willDisplay \(indexPath) cell#\(cell.serialNumber)")
    }

    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        record("didEndDisplaying \(indexPath) cell#\(cell.serialNumber)")
    }

    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        record("willDisplayHeaderView \(section)")
    }

    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        record("didEndDisplayingHeaderView \(section)")
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        record("didSelectRowAt \(indexPath)")
    }

    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        record("didDeselectRowAt \(indexPath)")
    }

    public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        record("prefetchRowsAt \(indexPaths.map(\.row))")
    }

    public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        record("cancelPrefetchingForRowsAt \(indexPaths.map(\.row))")
    }

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        if logsScrolling { record("scrollViewDidScroll") }
    }

    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) { record("scrollViewWillBeginDragging") }

    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        record("scrollViewWillEndDragging")
    }

    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        record("scrollViewDidEndDragging \(decelerate)")
    }

    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { record("scrollViewWillBeginDecelerating") }

    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { record("scrollViewDidEndDecelerating") }

    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        record("scrollViewDidEndScrollingAnimation")
    }
}

extension TableView {
    /// Drags the content `points` down the list (the finger moves up) at `speed` points per second, one layout
    /// pass per frame, then lifts the finger without a fling.
    public func scrollDown(by points: CGFloat, speed: CGFloat = 440) {
        scrollContent(by: points, speed: speed)
    }

    /// Drags the content `points` up the list, like ``scrollDown(by:speed:)``.
    public func scrollUp(by points: CGFloat, speed: CGFloat = 440) {
        scrollContent(by: -points, speed: speed)
    }

    private func scrollContent(by points: CGFloat, speed: CGFloat) {
        let perFrame = speed * CGFloat(frameInterval)
        var remaining = abs(points)
        beginDragging()
        while remaining > 0 {
            let step = min(perFrame, remaining)
            drag(by: CGPoint(x: 0, y: points > 0 ? -step : step))
            advance(by: frameInterval)
            remaining -= step
        }
        endDragging(velocity: .zero)
        advance(by: frameInterval)
    }

    /// Runs frames until no motion is left (at most `limit` seconds of virtual time).
    public func settle(limit: TimeInterval = 60) {
        var elapsed: TimeInterval = 0
        while (isDecelerating || isScrollAnimating) && elapsed < limit {
            advance(by: frameInterval)
            elapsed += frameInterval
        }
    }
}
