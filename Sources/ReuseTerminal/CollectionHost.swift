import ReuseKit

/// Runs any `ReuseKit/CollectionView` in a terminal: a title bar, the collection view (a point is a column, a
/// point of height a line), and a status line; arrows move the selection from item to item in the layout's
/// geometry, PgUp and PgDn page, g and G go to the ends, Enter taps the item (the delegate's
/// `collectionView(_:didSelectItemAt:)`), the wheel scrolls, a click selects, q or Ctrl-C quits.
///
/// Cells draw as cards: their frame filled, then what they show on the first lines (an image's glyph and the
/// content configuration's text and secondary text, or their labels' text); supplementary views as bars.
@MainActor
open class CollectionHost: TerminalApp {
    public let collectionView: CollectionView
    public var title: String
    public var hints = " ←↑↓→ · PgUp PgDn · g G · Enter · q quit"
    /// A message for the status line; the next key clears it.
    public var message: String?
    public var painter = CollectionPainter()
    /// The item the keys move.
    public private(set) var selected: IndexPath?
    public private(set) var screenColumns = 80
    public private(set) var screenRows = 24
    private var frameRequest: @MainActor () -> Void = {}

    public init(collectionView: CollectionView, title: String) {
        self.collectionView = collectionView
        self.title = title
    }

    public func attach(frameRequest: @escaping @MainActor () -> Void) {
        self.frameRequest = frameRequest
    }

    /// Draws a frame soon instead of at the next tick.
    public func setNeedsFrame() {
        frameRequest()
    }

    /// The screen lines the collection view takes: all but the title bar and the status line.
    open var contentRows: Range<Int> { 1..<max(1, screenRows - 1) }

    open func resize(columns: Int, rows: Int) {
        screenColumns = columns
        screenRows = rows
        collectionView.frame = CGRect(
            x: 0, y: 0, width: CGFloat(max(columns - 1, 1)), height: CGFloat(max(contentRows.count, 1)))
        collectionView.layoutIfNeeded()
    }

    open func handle(_ event: InputEvent) -> Bool {
        message = nil
        switch event {
        case .key(.character("q")), .key(.control("c")): return false
        case .key(.left), .key(.character("h")): step(dx: -1, dy: 0)
        case .key(.right), .key(.character("l")): step(dx: 1, dy: 0)
        case .key(.up), .key(.character("k")): step(dx: 0, dy: -1)
        case .key(.down), .key(.character("j")): step(dx: 0, dy: 1)
        case .key(.pageUp): page(-1)
        case .key(.pageDown), .key(.character(" ")): page(1)
        case .key(.home), .key(.character("g")): select(firstItem(), at: .top)
        case .key(.end), .key(.character("G")): select(lastItem(), at: .bottom)
        case .key(.enter):
            if let selected { collectionView.tapItem(at: selected) }
        case .mouse(.wheelUp, _, _, _, _): scroll(by: -3)
        case .mouse(.wheelDown, _, _, _, _): scroll(by: 3)
        case .mouse(.left, let row, let column, true, false):
            let point = CGPoint(
                x: CGFloat(column) + 0.5,
                y: collectionView.contentOffset.y + CGFloat(row - contentRows.lowerBound) + 0.5)
            if let item = collectionView.indexPathForItem(at: point) { select(item, at: []) }
        default: break
        }
        return true
    }

    open func tick(_ seconds: Double) {
        collectionView.advance(by: seconds)
        collectionView.layoutIfNeeded()
    }

    open func scrollHints() -> [ScrollHint] { [] }

    open func render(into buffer: inout ScreenBuffer) {
        buffer.putBar(
            " " + title, row: 0, style: .titleBar)
        painter.paint(collectionView, selected: selected, into: &buffer, rows: contentRows, columns: 0..<screenColumns)
        guard screenRows > 1 else { return }
        buffer.putBar(
            statusText, right: positionText, row: screenRows - 1,
            style: .statusBar)
    }

    /// The status line's text: the message, else the hints.
    open var statusText: String { message.map { " " + $0 } ?? hints }

    /// The right of the status line: the selected item, `item 12 of 1,000`.
    open var positionText: String {
        guard let selected, let number = globalNumber(of: selected) else { return "" }
        return " item \(GroupedNumber.text(number + 1)) of \(GroupedNumber.text(totalItems)) "
    }

    // MARK: Moving

    /// Selects `item` and scrolls it into view.
    public func select(_ item: IndexPath?, at position: CollectionView.ScrollPosition) {
        guard let item else { return }
        selected = item
        collectionView.selectItem(at: item, animated: false, scrollPosition: [])
        collectionView.scrollToItem(at: item, at: position, animated: false)
    }

    /// Moves the selection to the nearest item in a direction: the next or previous item across, or the item
    /// under the selected one's middle a line above or below.
    private func step(dx: Int, dy: Int) {
        guard let current = selected, let frame = collectionView.layoutAttributesForItem(at: current)?.frame else {
            select(collectionView.indexPathsForVisibleItems.first, at: [])
            return
        }
        if dx != 0 {
            select(neighbour(of: current, by: dx), at: [])
            return
        }
        // Straight up or down from the middle of the selected item, past the gaps between lines.
        var y = dy > 0 ? frame.maxY : frame.minY - 1
        for _ in 0..<64 {
            let point = CGPoint(x: frame.midX, y: y + 0.5)
            if let item = collectionView.indexPathForItem(at: point), item != current {
                select(item, at: [])
                return
            }
            y += CGFloat(dy)
            if y < 0 || y > collectionView.contentSize.height { break }
        }
        select(neighbour(of: current, by: dy), at: [])
    }

    private func page(_ direction: Int) {
        let height = collectionView.bounds.height
        scroll(by: Int(height) * direction)
        select(
            direction > 0
                ? collectionView.indexPathsForVisibleItems.last : collectionView.indexPathsForVisibleItems.first, at: []
        )
    }

    private func scroll(by lines: Int) {
        let maximum = collectionView.maximumContentOffset
        let y = min(max(collectionView.contentOffset.y + CGFloat(lines), collectionView.minimumContentOffset), maximum)
        collectionView.setContentOffset(CGPoint(x: collectionView.contentOffset.x, y: y), animated: false)
        collectionView.layoutIfNeeded()
    }

    // MARK: Item numbers

    private var totalItems: Int {
        (0..<collectionView.numberOfSections).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) }
    }

    private func globalNumber(of item: IndexPath) -> Int? {
        guard item.section < collectionView.numberOfSections else { return nil }
        return (0..<item.section).reduce(0) { $0 + collectionView.numberOfItems(inSection: $1) } + item.item
    }

    private func firstItem() -> IndexPath? {
        (0..<collectionView.numberOfSections).first { collectionView.numberOfItems(inSection: $0) > 0 }
            .map { IndexPath(item: 0, section: $0) }
    }

    private func lastItem() -> IndexPath? {
        (0..<collectionView.numberOfSections).last { collectionView.numberOfItems(inSection: $0) > 0 }
            .map { IndexPath(item: collectionView.numberOfItems(inSection: $0) - 1, section: $0) }
    }

    /// The item `offset` places away in item order, across sections; the first or last at the ends.
    private func neighbour(of item: IndexPath, by offset: Int) -> IndexPath? {
        var section = item.section
        var index = item.item + offset
        while index < 0 {
            section -= 1
            guard section >= 0 else { return firstItem() }
            index += collectionView.numberOfItems(inSection: section)
        }
        while index >= collectionView.numberOfItems(inSection: section) {
            index -= collectionView.numberOfItems(inSection: section)
            section += 1
            guard section < collectionView.numberOfSections else { return lastItem() }
        }
        return IndexPath(item: index, section: section)
    }
}

/// Draws a collection view whose unit is the terminal's cell into a region of a ``ScreenBuffer``.
@MainActor
public struct CollectionPainter {
    public var cardStyle = CellStyle(foreground: .indexed(252), background: .indexed(236))
    public var selectionStyle = CellStyle.selection
    public var headerStyle = CellStyle.sectionHeader
    /// A swiped item's actions.
    public var swipeStyle = CellStyle(foreground: .indexed(15), background: .indexed(160), bold: true)
    /// How an image shows: two columns.
    public var imageGlyph: (ImageView) -> (text: String, style: CellStyle) = TablePainter().imageGlyph

    public init() {}

    /// Paints the visible cells and supplementary views of `collectionView` into `rows` × `columns`.
    ///
    /// - Complexity: O(visible views × their area).
    public func paint(
        _ collectionView: CollectionView, selected: IndexPath?, into buffer: inout ScreenBuffer, rows: Range<Int>,
        columns: Range<Int>
    ) {
        buffer.clear(rows: rows, columns: columns)
        let top = collectionView.contentOffset.y
        let left = collectionView.contentOffset.x
        var supplementary: [CollectionReusableView] = []
        for view in collectionView.subviews where !view.isHidden {
            guard let cell = view as? CollectionViewCell else {
                if let reusable = view as? CollectionReusableView { supplementary.append(reusable) }
                continue
            }
            let path = collectionView.indexPath(for: cell)
            let style = path != nil && path == selected ? selectionStyle : cardStyle
            var swipeActions: [ContextualAction] = []
            if let swiped = collectionView.swipedItem, swiped.indexPath == path { swipeActions = swiped.actions }
            paintCard(
                cell, style: style, swipeActions: swipeActions, into: &buffer, origin: (top, left), rows: rows,
                columns: columns)
        }
        // Headers over cells, as their z-index puts them.
        for view in supplementary {
            let row = rows.lowerBound + Int((view.frame.minY - top).rounded(.down))
            guard rows.contains(row) else { continue }
            let text = Self.texts(in: view).first ?? ""
            let start = columns.lowerBound + max(Int((view.frame.minX - left).rounded(.down)), 0)
            let width = min(Int(view.frame.width.rounded()), columns.upperBound - start)
            guard width > 0 else { continue }
            buffer.clear(rows: row..<(row + 1), columns: start..<(start + width), style: headerStyle)
            buffer.put(" " + text, row: row, column: start, width: width, style: headerStyle)
        }
    }

    private func paintCard(
        _ cell: CollectionViewCell, style: CellStyle, swipeActions: [ContextualAction], into buffer: inout ScreenBuffer,
        origin: (CGFloat, CGFloat), rows: Range<Int>, columns: Range<Int>
    ) {
        let frame = cell.frame
        let firstRow = rows.lowerBound + Int((frame.minY - origin.0).rounded(.down))
        let lastRow = firstRow + max(Int(frame.height.rounded()), 1)
        let firstColumn = columns.lowerBound + Int((frame.minX - origin.1).rounded(.down))
        let lastColumn = firstColumn + max(Int(frame.width.rounded()), 1)
        let visibleRows = max(firstRow, rows.lowerBound)..<min(lastRow, rows.upperBound)
        let visibleColumns = max(firstColumn, columns.lowerBound)..<min(lastColumn, columns.upperBound)
        guard !visibleRows.isEmpty, !visibleColumns.isEmpty else { return }
        buffer.clear(rows: visibleRows, columns: visibleColumns, style: style)
        // Text only on cards whose left edge is on screen: a card cut at the left shows its colour.
        guard firstColumn >= columns.lowerBound else { return }
        var x = firstColumn + 1
        var width = lastColumn - firstColumn - 2
        var lines = Self.texts(in: cell)
        if let list = cell as? CollectionViewListCell, rows.contains(firstRow) {
            x += max(list.indentationLevel, 0) * 2
            let expanded = list.configurationState.isExpanded
            let shown = list.shownAccessories
            // Leading accessories (delete, insert, selection, leading custom views) before the text.
            let leading = shown.filter(\.isLeading).map { Self.glyph($0, expanded: expanded) }.joined(separator: " ")
            let lead = TextWidth.of(leading)
            if lead > 0, lead < width - 2 {
                buffer.put(leading, row: firstRow, column: x, width: lead, style: style)
                x += lead + 1
                width -= lead + 1
            }
            // Trailing accessories, right-aligned on the first line.
            let trailing = shown.filter { !$0.isLeading }.map { Self.glyph($0, expanded: expanded) }
                .joined(separator: " ")
            let used = TextWidth.of(trailing)
            if used > 0, used < width - 2 {
                buffer.put(trailing, row: firstRow, column: lastColumn - 1 - used, width: used, style: style)
                width -= used + 1
            }
        }
        if !swipeActions.isEmpty, rows.contains(firstRow) {
            // The swiped item's actions cover its trailing end, as the finger uncovered them.
            let titles = swipeActions.map { " \($0.title ?? "") " }.joined()
            let used = min(TextWidth.of(titles), max(width, 0))
            if used > 0 {
                buffer.put(titles, row: firstRow, column: lastColumn - used, width: used, style: swipeStyle)
                width -= used
            }
        }
        if let imageView = Self.firstImageView(in: cell), imageView.image != nil || imageView.isLoadingImage,
            rows.contains(firstRow)
        {
            let glyph = imageGlyph(imageView)
            buffer.put(glyph.text, row: firstRow, column: x, width: 2, style: glyph.style)
            x += 3
        }
        for (offset, row) in (firstRow..<lastRow).enumerated() where rows.contains(row) && !lines.isEmpty {
            let left = offset == 0 ? x : firstColumn + 1
            let available = firstColumn + 1 + width - left
            guard available > 0 else { continue }
            buffer.put(lines.removeFirst(), row: row, column: left, width: available, style: style)
        }
    }

    /// How an accessory draws: one glyph (an outline disclosure's points down when its item is expanded), or a
    /// label's text.
    static func glyph(_ accessory: CellAccessory, expanded: Bool) -> String {
        switch accessory.kind {
        case .disclosureIndicator: "›"
        case .checkmark: "✓"
        case .delete: "⊖"
        case .insert: "⊕"
        case .reorder: "≡"
        case .outlineDisclosure: expanded ? "▾" : "▸"
        case .label(let text): text
        case .detail: "ⓘ"
        case .multiselect: "○"
        case .custom: accessory.customView.map { texts(in: $0.customView).joined(separator: " ") } ?? ""
        }
    }

    /// What a view shows as text: its content configuration's text and secondary text, else its labels' texts,
    /// else its accessibility label.
    static func texts(in view: View) -> [String] {
        if let cell = view as? CollectionViewCell, let list = cell.contentConfiguration as? ListContentConfiguration {
            return [list.text, list.secondaryText].compactMap { $0 }
        }
        var texts: [String] = []
        var stack = [view]
        while let next = stack.popLast() {
            if let label = next as? Label, let text = label.text, !text.isEmpty { texts.append(text) }
            stack.append(contentsOf: next.subviews.reversed())
        }
        if texts.isEmpty, let label = view.accessibilityLabel { texts.append(label) }
        return texts
    }

    static func firstImageView(in view: View) -> ImageView? {
        var stack = [view]
        while let next = stack.popLast() {
            if let image = next as? ImageView { return image }
            stack.append(contentsOf: next.subviews.reversed())
        }
        return nil
    }
}
