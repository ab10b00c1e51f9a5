import CCairo
import Foundation
import ReuseKit

/// What a table draws above its cells, as UIKit's does: separators (a hairline, inset as the cell says, and in a
/// plain table without a footer, on below the last row at the estimated height), a row swiped open's action
/// buttons, the section index; each cell's accessory glyph; and a collection view's list separators.
@MainActor
extension ViewDrawing {
    /// Draws the cell's `accessoryType` glyph in the space right of its content view (when it has no
    /// `accessoryView`, which is a subview of its own).
    func drawAccessory(of cell: TableViewCell) {
        guard cell.accessoryView == nil else { return }
        let type = cell.isEditing ? cell.editingAccessoryType : cell.accessoryType
        guard type != .none else { return }
        let traits = cell.traitCollection
        let bounds = cell.bounds
        let right = bounds.maxX - 16
        let midY = bounds.midY
        let tint = cell.tintColor.resolvedColor(with: traits)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        switch type {
        case .disclosureIndicator:
            drawChevron(at: CGPoint(x: right - 4, y: midY), color: Color.tertiaryLabel.resolvedColor(with: traits))
        case .checkmark:
            cairo_set_line_width(cairo, 2)
            setColor(tint)
            cairo_move_to(cairo, right - 14, midY)
            cairo_line_to(cairo, right - 9, midY + 5.5)
            cairo_line_to(cairo, right, midY - 6.5)
            cairo_stroke(cairo)
        case .detailButton:
            drawInfoButton(at: CGPoint(x: right - 11, y: midY), color: tint)
        case .detailDisclosureButton:
            drawInfoButton(at: CGPoint(x: right - 31, y: midY), color: tint)
            drawChevron(at: CGPoint(x: right - 4, y: midY), color: Color.tertiaryLabel.resolvedColor(with: traits))
        default: break
        }
    }

    private func drawChevron(at point: CGPoint, color: Color) {
        cairo_set_line_width(cairo, 2)
        setColor(color)
        cairo_move_to(cairo, point.x - 5, point.y - 6.5)
        cairo_line_to(cairo, point.x + 1, point.y)
        cairo_line_to(cairo, point.x - 5, point.y + 6.5)
        cairo_stroke(cairo)
    }

    private func drawInfoButton(at center: CGPoint, color: Color) {
        cairo_set_line_width(cairo, 1.5)
        setColor(color)
        cairo_new_path(cairo)
        cairo_arc(cairo, center.x, center.y, 10, 0, 2 * .pi)
        cairo_stroke(cairo)
        text.draw(
            "i", font: .systemFont(ofSize: 14, weight: .semibold), color: color,
            in: CGRect(x: center.x - 10, y: center.y - 10, width: 20, height: 20), numberOfLines: 1,
            lineBreakMode: .byClipping, alignment: .center, on: cairo)
    }

    /// Draws the table's separators, swiped row's actions and section index, in its bounds space.
    func drawTableDecorations(_ table: TableView, in bounds: CGRect) {
        drawSeparators(table, in: bounds)
        drawSwipeActions(table)
        drawSectionIndex(table, in: bounds)
    }

    private func drawSeparators(_ table: TableView, in bounds: CGRect) {
        guard table.separatorStyle != .none else { return }
        let color = (table.separatorColor ?? .separator).resolvedColor(with: table.traitCollection)
        let hairline = 1 / scale
        setColor(color)
        var lastBottom: CGFloat?
        for cell in table.visibleCells where !cell.isHidden {
            guard let path = table.indexPath(for: cell) else { continue }
            let frame = cell.frame
            let rows = table.numberOfRows(inSection: path.section)
            let lastInSection = path.row == rows - 1
            lastBottom = max(lastBottom ?? frame.maxY, frame.maxY)
            // Grouped tables draw no line under a section's last row; plain ones do.
            if lastInSection, table.style != .plain { continue }
            let inset = cell.separatorInset
            let left = frame.minX + max(inset.left, 0)
            let right = frame.maxX - max(inset.right, 0)
            guard right > left else { continue }
            cairo_rectangle(cairo, left, frame.maxY - hairline, right - left, hairline)
        }
        // A plain table with no footer shows empty rows' lines down to its bottom edge.
        if table.style == .plain, table.tableFooterView == nil, let bottom = lastBottom {
            let step = table.rowHeight > 0 && table.rowHeight.isFinite ? table.rowHeight : 44
            var y = bottom + step
            let inset = table.separatorInset
            while y <= bounds.maxY + step, y - bottom < 10_000 {
                cairo_rectangle(
                    cairo, bounds.minX + inset.left, y - hairline, bounds.width - inset.left - inset.right, hairline)
                y += step
            }
        }
        cairo_fill(cairo)
    }

    /// Draws the separators of a collection view's visible list items, as their sections' configurations say
    /// (``CollectionView/listSeparators(forItemAt:)``), in its bounds space.
    func drawListSeparators(_ collectionView: CollectionView) {
        let hairline = 1 / scale
        for path in collectionView.indexPathsForVisibleItems.sorted() {
            guard let separators = collectionView.listSeparators(forItemAt: path) else { continue }
            setColor(separators.color.resolvedColor(with: collectionView.traitCollection))
            if let top = separators.top { cairo_rectangle(cairo, top.minX, top.minY, top.width, hairline) }
            if let bottom = separators.bottom {
                cairo_rectangle(cairo, bottom.minX, bottom.maxY - hairline, bottom.width, hairline)
            }
            cairo_fill(cairo)
        }
    }

    private func drawSwipeActions(_ table: TableView) {
        guard let swiped = table.swipedRow, let cell = table.cellForRow(at: swiped.indexPath) else { return }
        let frame = cell.frame
        let font = Font.systemFont(ofSize: 15, weight: .medium)
        let widths = swiped.actions.map { action -> CGFloat in
            let measured = text.size(
                of: action.title ?? "", attributed: nil, font: font, width: 0, numberOfLines: 1,
                lineBreakMode: .byClipping)
            return max(measured.width + 30, 74)
        }
        let leading = table.swipedEdge == .leading
        var x = leading ? frame.minX : frame.maxX
        // Actions are listed from the edge inward.
        for (action, width) in zip(swiped.actions, widths) {
            let rect = CGRect(x: leading ? x : x - width, y: frame.minY, width: width, height: frame.height)
            x = leading ? x + width : x - width
            let background =
                action.backgroundColor ?? (action.style == .destructive ? .systemRed : .systemGray)
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            fill(with: background.resolvedColor(with: table.traitCollection))
            if let image = action.image {
                let size = image.size
                let place = CGRect(
                    x: rect.midX - size.width / 2, y: rect.midY - size.height / 2 - (action.title == nil ? 0 : 9),
                    width: size.width, height: size.height)
                drawImage(image, in: place, contentMode: .scaleToFill, tint: .white)
            }
            if let title = action.title {
                let titleRect = action.image == nil ? rect : rect.offsetBy(dx: 0, dy: 12)
                text.draw(
                    title, font: font, color: .white, in: titleRect, numberOfLines: 1,
                    lineBreakMode: .byTruncatingTail, alignment: .center, on: cairo)
            }
        }
    }

    private func drawSectionIndex(_ table: TableView, in bounds: CGRect) {
        guard let titles = table.sectionIndexTitles, !titles.isEmpty else { return }
        let traits = table.traitCollection
        let lineHeight: CGFloat = 13.5
        let shown = min(titles.count, max(Int((bounds.height - 16) / lineHeight), 1))
        let total = CGFloat(shown) * lineHeight
        let strip = CGRect(x: bounds.maxX - 15, y: bounds.minY + (bounds.height - total) / 2, width: 15, height: total)
        if let background = table.sectionIndexBackgroundColor {
            cairo_rectangle(cairo, strip.minX, bounds.minY, strip.width, bounds.height)
            fill(with: background.resolvedColor(with: traits))
        }
        let color = (table.sectionIndexColor ?? table.tintColor).resolvedColor(with: traits)
        let font = Font.systemFont(ofSize: 11, weight: .semibold)
        for index in 0..<shown {
            // More titles than fit: UIKit shows every other one, with dots between.
            let titleIndex = shown == titles.count ? index : index * titles.count / shown
            let rect = CGRect(
                x: strip.minX, y: strip.minY + CGFloat(index) * lineHeight, width: strip.width, height: lineHeight)
            text.draw(
                titles[titleIndex], font: font, color: color, in: rect, numberOfLines: 1,
                lineBreakMode: .byClipping, alignment: .center, on: cairo)
        }
    }
}
