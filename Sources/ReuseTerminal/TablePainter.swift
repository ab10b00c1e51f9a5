import ReuseKit

/// Draws a ``TableView`` whose unit is the terminal's cell (a row of height 1 is one line, a point of width one
/// column) into a region of a ``ScreenBuffer``: cells (image glyph, text, detail on the right, background,
/// selection), sticky section headers on top, and a scroll indicator in the last column.
@MainActor
public struct TablePainter {
    public var trueColor: Bool
    /// How an image shows: two columns (a glyph for a loaded image, another while loading or without one).
    public var imageGlyph: (ImageView) -> (text: String, style: CellStyle)
    public var selectionStyle = CellStyle(foreground: .indexed(15), background: .indexed(25), bold: true)
    public var headerStyle = CellStyle(foreground: .indexed(16), background: .indexed(250), bold: true)
    public var indicatorStyle = CellStyle(foreground: .indexed(244))
    /// Whether every row keeps two columns for an image, so that text lines up with or without one.
    public var reservesImageColumns = false

    public init(trueColor: Bool = false) {
        self.trueColor = trueColor
        imageGlyph = { imageView in
            guard let image = imageView.image else { return ("  ", .plain) }
            if imageView.isLoadingImage { return ("··", CellStyle(foreground: .indexed(244))) }
            // The initial of the last word (a given name), on a colour chosen by the name, stable across runs.
            let word = image.name.split(separator: " ").last.map(String.init) ?? image.name
            let letter = word.first.map { String($0).uppercased() } ?? "?"
            let hue = UInt8(image.name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % 6)
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
        let width = columns.count - 1  // the last column is the scroll indicator
        func line(_ y: CGFloat) -> Int { rows.lowerBound + Int((Double(y) - top).rounded(.down)) }
        var headers: [View] = []
        for view in table.subviews where !view.isHidden {
            if let cell = view as? TableViewCell {
                let row = line(cell.frame.minY)
                let height = max(Int(cell.frame.height.rounded()), 1)
                for r in row..<(row + height) where rows.contains(r) {
                    paintCell(cell, into: &buffer, row: r, first: r == row, columns: columns.lowerBound, width: width)
                }
            } else {
                headers.append(view)
            }
        }
        for header in headers {
            let row = line(header.frame.minY)
            guard rows.contains(row) else { continue }
            let title = (header as? TableViewHeaderFooterView)?.textLabel?.text ?? ""
            buffer.clear(
                rows: row..<(row + 1), columns: columns.lowerBound..<(columns.lowerBound + width), style: headerStyle)
            buffer.put(" " + title, row: row, column: columns.lowerBound, width: width, style: headerStyle)
        }
        paintIndicator(table, into: &buffer, rows: rows, column: columns.upperBound - 1)
    }

    private func paintCell(
        _ cell: TableViewCell, into buffer: inout ScreenBuffer, row: Int, first: Bool, columns start: Int, width: Int
    ) {
        var style = CellStyle.plain
        if let background = cell.backgroundColor ?? cell.contentView.backgroundColor, background.alpha > 0 {
            style.background = TerminalColor(background, trueColor: trueColor)
        }
        if cell.isSelected { style = selectionStyle }
        buffer.clear(rows: row..<(row + 1), columns: start..<(start + width), style: style)
        guard first else { return }
        let (textLabel, detailLabel, imageView) = cell.standardSubviews
        var x = start + 1
        if let imageView, imageView.image != nil || imageView.isLoadingImage {
            let glyph = imageGlyph(imageView)
            buffer.put(glyph.text, row: row, column: x, width: 2, style: cell.isSelected ? style : glyph.style)
            x += 3
        } else if reservesImageColumns {
            x += 3
        }
        var textStyle = style
        if let color = textLabel?.textColor, !cell.isSelected, color != .label {
            textStyle.foreground = TerminalColor(color, trueColor: trueColor)
        }
        let detail = detailLabel?.text ?? ""
        let detailWidth = min(TextWidth.of(detail), max(width / 3, 0))
        let textWidth = start + width - x - (detailWidth > 0 ? detailWidth + 2 : 1)
        buffer.put(textLabel?.text ?? "", row: row, column: x, width: max(textWidth, 0), style: textStyle)
        if detailWidth > 0 {
            var detailStyle = style
            if !cell.isSelected { detailStyle.foreground = .indexed(244) }
            buffer.put(
                detail, row: row, column: start + width - 1 - detailWidth, width: detailWidth, style: detailStyle)
        }
    }

    private func paintIndicator(_ table: TableView, into buffer: inout ScreenBuffer, rows: Range<Int>, column: Int) {
        let content = Double(table.contentSize.height)
        let visible = Double(rows.count)
        guard content > visible, rows.count > 0 else { return }
        let length = max(1, Int((visible / content * visible).rounded()))
        let range = max(content - visible, 1)
        let position = Int((Double(table.contentOffset.y) / range * (visible - Double(length))).rounded())
        for r in 0..<length {
            let row = rows.lowerBound + min(max(position + r, 0), rows.count - 1)
            buffer.put("┃", row: row, column: column, width: 1, style: indicatorStyle)
        }
    }
}
