import ReuseKit

/// Where a terminal table's section index shows.
public enum SectionIndexPlacement: Sendable {
    /// A column left of the scroll indicator, a title a line from the table's top, as UIKit's index strip.
    case trailingColumn
    /// Across the right end of the table's first line (over a pinned section header), a title a column. It stays
    /// put while the table's other lines scroll, so a terminal's scroll region moves the rows without it and a
    /// scroll draws no index again.
    case firstLine
}

/// A place of the section index on screen: its cells, the title's index, and whether it shows a bullet for
/// titles left out (a tap goes to the middle one of those).
public struct SectionIndexSlot: Equatable, Sendable {
    /// The screen line it is on.
    public var row: Int
    /// The screen columns it takes: one, or two for a wide title.
    public var columns: Range<Int>
    /// The index of its title in the table's `sectionIndexTitles`; for a bullet, the title a tap goes to.
    public var index: Int
    /// Whether it shows a bullet standing for titles left out, rather than its title.
    public var isBullet: Bool
}

/// Draws a `TableView` whose unit is the terminal's cell (a row of height 1 is one line, a point of width one
/// column) into a region of a ``ScreenBuffer``: cells (image glyph, text, detail on the right, background,
/// selection), sticky section headers on top, and a scroll indicator in the last column.
@MainActor
public struct TablePainter {
    public var trueColor: Bool
    /// How an image shows: two columns (a glyph for a loaded image, another while loading or without one).
    public var imageGlyph: (ImageView) -> (text: String, style: CellStyle)
    public var selectionStyle = CellStyle.selection
    public var headerStyle = CellStyle.sectionHeader
    public var indicatorStyle = CellStyle.secondary
    /// Whether every row keeps two columns for an image, so that text lines up with or without one.
    public var reservesImageColumns = false
    /// A cell cursor instead of a selection bar: when set, a selected row keeps its own background, shows
    /// ``selectionMark`` in the column before its text, and these columns of its text (counted from the text's
    /// first column) in ``selectionStyle``: a data browser's current column on the current row. Nil (the
    /// default): the whole selected row in ``selectionStyle``, as UIKit shows a selection. Moving the selection
    /// then costs a terminal a few bytes instead of two rows.
    public var cursorColumns: Range<Int>?
    /// The mark beside a selected row when ``cursorColumns`` is set, in ``selectionStyle``: by default a blank,
    /// which shows as a block of the selection's colour (and shares its colour change with a cursor in the first
    /// column).
    public var selectionMark = " "
    /// Where the section index shows: a column at the right edge (the default, as UIKit's strip), or the right
    /// end of the table's first line.
    public var sectionIndexPlacement = SectionIndexPlacement.trailingColumn

    public init(trueColor: Bool = false) {
        self.trueColor = trueColor
        imageGlyph = { imageView in
            guard let image = imageView.image else { return ("  ", .plain) }
            if imageView.isLoadingImage { return ("··", .secondary) }
            // The initial of the last word (a given name), on a colour chosen by the name, stable across runs.
            let word = image.name.split(separator: " ").last.map(String.init) ?? image.name
            let letter = word.first.map { String($0).uppercased() } ?? "?"
            let hash: Int = image.name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
            let hue = UInt8(hash % 6)
            return (
                TextWidth.of(letter) == 2 ? letter : letter + " ",
                CellStyle(foreground: .indexed(16), background: .indexed(74 + hue * 6), bold: true)
            )
        }
    }

    /// Paints `table` into `rows` × `columns` of `buffer`.
    ///
    /// - Complexity: O(visible views × columns).
    public func paint(_ table: TableView, into buffer: inout ScreenBuffer, rows: Range<Int>, columns: Range<Int>) {
        buffer.clear(rows: rows, columns: columns)
        let top = Double(table.contentOffset.y)
        // The last column is the scroll indicator; the section index, when there is one and room, is left of it
        // (or at the right end of the first line, whose header then ends before it).
        let index = sectionIndexSlots(table, rows: rows, columns: columns)
        let width = max(columns.count - 1 - (sectionIndexPlacement == .trailingColumn && !index.isEmpty ? 2 : 0), 0)
        let firstLineWidth =
            sectionIndexPlacement == .firstLine && !index.isEmpty
            ? max(index[0].columns.lowerBound - 1 - columns.lowerBound, 0) : width
        func line(_ y: CGFloat) -> Int { rows.lowerBound + Int((Double(y) - top).rounded(.down)) }
        var headers: [View] = []
        for view in table.subviews where !view.isHidden {
            if let cell = view as? TableViewCell {
                let row = line(cell.frame.minY)
                let height = max(Int(cell.frame.height.rounded()), 1)
                for r in row..<(row + height) where rows.contains(r) {
                    paintCell(
                        cell, into: &buffer, row: r, first: r == row, columns: columns.lowerBound, width: width,
                        end: columns.upperBound)
                    if r == row {
                        paintEditing(cell, of: table, into: &buffer, row: r, columns: columns.lowerBound, width: width)
                    }
                }
            } else {
                headers.append(view)
            }
        }
        for header in headers {
            let row = line(header.frame.minY)
            guard rows.contains(row) else { continue }
            let title = (header as? TableViewHeaderFooterView)?.textLabel?.text ?? ""
            buffer.clear(rows: row..<(row + 1), columns: columns, style: headerStyle)
            buffer.put(
                " " + title, row: row, column: columns.lowerBound,
                width: row == rows.lowerBound ? firstLineWidth : width,
                style: headerStyle)
        }
        paintSectionIndex(table, index, into: &buffer)
        if table.showsVerticalScrollIndicator {
            paintIndicator(table, into: &buffer, rows: rows, column: columns.upperBound - 1)
        }
    }

    /// Where the section index's titles go, for ``sectionIndexPlacement``: the screen cells of each and the
    /// index of its title. All of them when they fit; else, as UIKit compresses its index, titles evenly spread
    /// (first and last included) with a bullet between each two, standing for the titles left out (a tap on it
    /// goes to the middle one of those). None when the table has no index or `columns` fewer than 8.
    ///
    /// - Complexity: O(t) in the titles.
    public func sectionIndexSlots(_ table: TableView, rows: Range<Int>, columns: Range<Int>) -> [SectionIndexSlot] {
        guard let titles = table.sectionIndexTitles, !titles.isEmpty, !rows.isEmpty, columns.count >= 8 else {
            return []
        }
        switch sectionIndexPlacement {
        case .trailingColumn:
            return Self.compressedIndex(titles: titles.count, slots: rows.count).enumerated().map { line, title in
                SectionIndexSlot(
                    row: rows.lowerBound + line, columns: (columns.upperBound - 2)..<(columns.upperBound - 1),
                    index: title.index, isBullet: title.isBullet)
            }
        case .firstLine:
            // A title a column (two for wide ones), right-aligned before the scroll indicator, in at most half
            // of the line: the rest is the header's.
            let each = titles.contains { TextWidth.of(String($0.prefix(1))) == 2 } ? 2 : 1
            let shown = Self.compressedIndex(titles: titles.count, slots: (columns.count - 1) / 2 / each)
            let start = columns.upperBound - 1 - shown.count * each
            return shown.enumerated().map { slot, title in
                SectionIndexSlot(
                    row: rows.lowerBound, columns: (start + slot * each)..<(start + slot * each + each),
                    index: title.index, isBullet: title.isBullet)
            }
        }
    }

    /// `titles` titles in `slots` places: all of them, one a place, when they fit; else titles evenly spread in an
    /// odd number of places (so that the index begins and ends with a title), each two with a bullet between
    /// them that stands for the middle title left out there.
    private static func compressedIndex(titles: Int, slots: Int) -> [(index: Int, isBullet: Bool)] {
        guard slots > 0 else { return [] }
        guard titles > slots else { return (0..<titles).map { ($0, false) } }
        let places = slots % 2 == 1 ? slots : slots - 1
        let kept = (places + 1) / 2
        func title(_ k: Int) -> Int { kept == 1 ? 0 : k * (titles - 1) / (kept - 1) }
        return (0..<places).map { place in
            guard place % 2 == 1 else { return (title(place / 2), false) }
            let (before, after) = (title(place / 2), title(place / 2 + 1))
            return (after - before > 1 ? (before + after) / 2 : after, true)
        }
    }

    /// The section index as drawn: each slot's text (a title's first character, ⌕ for search, • for a bullet).
    private func paintSectionIndex(_ table: TableView, _ slots: [SectionIndexSlot], into buffer: inout ScreenBuffer) {
        guard let titles = table.sectionIndexTitles, !slots.isEmpty else { return }
        let style = sectionIndexStyle(table)
        for slot in slots {
            let title = titles[slot.index] == TableView.indexSearch ? "⌕" : String(titles[slot.index].prefix(1))
            Self.overlay(
                slot.isBullet ? "•" : title, on: &buffer, row: slot.row, column: slot.columns.lowerBound,
                width: slot.columns.count, style: style)
        }
    }

    private func sectionIndexStyle(_ table: TableView) -> CellStyle {
        var style = CellStyle(foreground: .indexed(33), bold: true)
        if let color = table.sectionIndexColor { style.foreground = TerminalColor(color, trueColor: trueColor) }
        if let color = table.sectionIndexBackgroundColor, color.alpha > 0 {
            style.background = TerminalColor(color, trueColor: trueColor)
        }
        return style
    }

    /// Editing controls and swipe actions over a cell's first line: a delete (⊖) or insert (⊕) control at the
    /// left in editing mode, a reorder grip (≡) at the right, and the buttons of a swiped row or a row whose
    /// Delete button shows, in their colours, at the edge they were swiped from.
    private func paintEditing(
        _ cell: TableViewCell, of table: TableView, into buffer: inout ScreenBuffer, row: Int, columns start: Int,
        width: Int
    ) {
        guard let path = table.indexPath(for: cell) else { return }
        if cell.isEditing {
            switch cell.editingStyle {
            case .delete:
                buffer.put(
                    "⊖", row: row, column: start, width: 1, style: CellStyle(foreground: .indexed(9), bold: true))
            case .insert:
                buffer.put(
                    "⊕", row: row, column: start, width: 1, style: CellStyle(foreground: .indexed(10), bold: true))
            case .none: break
            }
            if cell.showsReorderControl {
                buffer.put("≡", row: row, column: start + width - 1, width: 1, style: indicatorStyle)
            }
        }
        var buttons: [(title: String, color: Color)] = []
        if table.swipedRow?.indexPath == path {
            buttons = table.swipedRow!.actions.map { ($0.title ?? "•", $0.backgroundColor ?? .systemGray) }
        } else if table.indexPathShowingDeleteConfirmation == path {
            buttons = [(table.deleteConfirmationTitle(forRowAt: path), .systemRed)]
        }
        guard !buttons.isEmpty else { return }
        let leading = table.swipedEdge == .leading && table.swipedRow?.indexPath == path
        // Trailing actions read from the edge inward: the first is rightmost.
        let ordered = leading ? buttons : buttons.reversed()
        let labels = ordered.enumerated().map {
            " \(leading ? $0.offset + 1 : ordered.count - $0.offset) \($0.element.title) "
        }
        var x = leading ? start : start + width - labels.reduce(0) { $0 + TextWidth.of($1) }
        for (label, button) in zip(labels, ordered) {
            let style = CellStyle(
                foreground: .indexed(15), background: TerminalColor(button.color, trueColor: trueColor), bold: true)
            let labelWidth = TextWidth.of(label)
            guard x >= start, x + labelWidth <= start + width else { break }
            buffer.put(label, row: row, column: x, width: labelWidth, style: style)
            x += labelWidth
        }
    }

    /// Puts `text`, `width` columns of it (one by default), over what is painted there: on its background, unless
    /// `style` has one.
    private static func overlay(
        _ text: String, on buffer: inout ScreenBuffer, row: Int, column: Int, width: Int = 1, style: CellStyle
    ) {
        guard (0..<buffer.rows).contains(row), (0..<buffer.columns).contains(column) else { return }
        var style = style
        if style.background == nil { style.background = buffer[row, column].style.background }
        buffer.put(text, row: row, column: column, width: width, style: style)
    }

    /// Paints one line of `cell`: its background (the selection's when selected) from `start` to `end`, under
    /// the section index too, as UIKit draws it over the cells; on its first line, its image, text and detail
    /// in `width` columns.
    private func paintCell(
        _ cell: TableViewCell, into buffer: inout ScreenBuffer, row: Int, first: Bool, columns start: Int, width: Int,
        end: Int
    ) {
        var style = CellStyle.plain
        if let background = cell.backgroundColor ?? cell.contentView.backgroundColor, background.alpha > 0 {
            style.background = TerminalColor(background, trueColor: trueColor)
        }
        // A bar across the selected row, or (with a cell cursor) a mark and the cursor's columns.
        let cursor = cell.isSelected ? cursorColumns : nil
        let bar = cell.isSelected && cursorColumns == nil
        if bar { style = selectionStyle }
        let span = start..<max(end, start + width)
        buffer.clear(rows: row..<(row + 1), columns: span, style: style)
        guard first else { return }
        let (textLabel, detailLabel, imageView) = cell.standardSubviews
        var glyph: (text: String, style: CellStyle)?
        if let imageView, imageView.image != nil || imageView.isLoadingImage {
            glyph = imageGlyph(imageView)
            if bar { glyph?.style = style }
        }
        var textStyle = style
        if let color = textLabel?.textColor, !bar, color != .label {
            textStyle.foreground = TerminalColor(color, trueColor: trueColor)
        }
        let detail = detailLabel?.text ?? ""
        // The same line at the same place as this cell's last: copied, not measured and laid out again.
        let key = PaintedLine(
            text: textLabel?.text, detail: detail, selected: cell.isSelected, cursor: cursor,
            selection: selectionStyle, mark: selectionMark, style: style, textStyle: textStyle, glyph: glyph?.text,
            glyphStyle: glyph?.style, reservesImage: reservesImageColumns,
            span: span, width: width, columns: buffer.columns, measure: TextWidth.measureBits)
        if let line = paintedLines.line(for: cell, key) {
            buffer.replace(row: row, from: span.lowerBound, with: line)
            return
        }
        var x = start + 1
        if let glyph {
            buffer.put(glyph.text, row: row, column: x, width: 2, style: glyph.style)
            x += 3
        } else if reservesImageColumns {
            x += 3
        }
        defer { paintedLines.keep(buffer.cells(row: row, columns: span), for: cell, key) }
        let detailWidth = min(TextWidth.of(detail), max(width / 3, 0))
        let textWidth = start + width - x - (detailWidth > 0 ? detailWidth + 2 : 1)
        buffer.put(textLabel?.text ?? "", row: row, column: x, width: max(textWidth, 0), style: textStyle)
        if detailWidth > 0 {
            var detailStyle = style
            if !bar { detailStyle.foreground = .indexed(244) }
            buffer.put(
                detail, row: row, column: start + width - 1 - detailWidth, width: detailWidth, style: detailStyle)
        }
        if let cursor {
            buffer.put(selectionMark, row: row, column: start, width: 1, style: selectionStyle)
            let columns = (x + cursor.lowerBound)..<(x + cursor.upperBound)
            buffer.restyle(row: row, columns: columns.clamped(to: x..<(start + width)), style: selectionStyle)
        }
    }

    /// The lines cells painted last (``PaintedLines``), shared by copies of this painter.
    private let paintedLines = PaintedLines()

    private func paintIndicator(_ table: TableView, into buffer: inout ScreenBuffer, rows: Range<Int>, column: Int) {
        let content = Double(table.contentSize.height)
        let visible = Double(rows.count)
        guard content > visible, rows.count > 0 else { return }
        let length = max(1, Int((visible / content * visible).rounded()))
        let range = max(content - visible, 1)
        let position = Int((Double(table.contentOffset.y) / range * (visible - Double(length))).rounded())
        for r in 0..<length {
            let row = rows.lowerBound + min(max(position + r, 0), rows.count - 1)
            // On its own background, not the selected row's: the bar passing it then leaves it as it is.
            buffer.put("┃", row: row, column: column, width: 1, style: indicatorStyle)
        }
    }
}

/// What a cell's first line shows and where: two equal keys paint the same cells.
struct PaintedLine: Equatable {
    var text: String?
    var detail: String
    var selected: Bool
    var cursor: Range<Int>?
    var selection: CellStyle
    var mark: String
    var style: CellStyle
    var textStyle: CellStyle
    var glyph: String?
    var glyphStyle: CellStyle?
    var reservesImage: Bool
    var span: Range<Int>
    var width: Int
    var columns: Int
    var measure: UInt8
}

/// The line each cell painted last and its cells: a scrolling table repaints every visible row each frame, and
/// all but the rows that came in show what they showed before. Kept by the cell's identity and checked by
/// content, so a cell freed and another made at its address only misses.
@MainActor
final class PaintedLines {
    private var lines: [ObjectIdentifier: (key: PaintedLine, cells: [ScreenCell])] = [:]
    /// More lines than any screen shows: past it (cells made and freed over time), the lines are forgotten.
    private static let limit = 512

    func line(for cell: TableViewCell, _ key: PaintedLine) -> [ScreenCell]? {
        guard let kept = lines[ObjectIdentifier(cell)], kept.key == key else { return nil }
        return kept.cells
    }

    func keep(_ cells: ArraySlice<ScreenCell>, for cell: TableViewCell, _ key: PaintedLine) {
        if lines.count >= Self.limit { lines.removeAll(keepingCapacity: true) }
        lines[ObjectIdentifier(cell)] = (key, Array(cells))
    }
}
