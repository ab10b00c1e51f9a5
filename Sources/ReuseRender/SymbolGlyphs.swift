import CCairo
import Foundation
import ReuseKit

/// SF Symbols are Apple's and not on Linux: the common ones a list uses are drawn as simple strokes of their shape,
/// and every other name as a clear placeholder, a dashed rounded square holding the name's first letter, so a
/// snapshot shows where a symbol is and which.
enum SymbolGlyphs {
    /// Draws the symbol `name` fitted in `rect`, in `color`.
    static func draw(_ name: String, in rect: CGRect, color: Color, on cairo: OpaquePointer, text: TextEngine) {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let box = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        let (r, g, b, a) = color.rgba
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_set_source_rgba(cairo, r, g, b, a)
        cairo_set_line_width(cairo, max(side / 12, 1))
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_ROUND)
        let filled = name.hasSuffix(".fill")
        let base = name.split(separator: ".").first.map(String.init) ?? name
        func point(_ x: CGFloat, _ y: CGFloat) -> (Double, Double) {
            (box.minX + x * box.width, box.minY + y * box.height)
        }
        func line(_ points: [(CGFloat, CGFloat)]) {
            for (index, p) in points.enumerated() {
                let (x, y) = point(p.0, p.1)
                if index == 0 { cairo_move_to(cairo, x, y) } else { cairo_line_to(cairo, x, y) }
            }
        }
        func finish() { if filled { cairo_fill(cairo) } else { cairo_stroke(cairo) } }
        switch name {
        case "checkmark":
            line([(0.15, 0.55), (0.4, 0.8), (0.85, 0.2)])
            cairo_stroke(cairo)
        case "chevron.right", "chevron.forward":
            line([(0.35, 0.15), (0.7, 0.5), (0.35, 0.85)])
            cairo_stroke(cairo)
        case "chevron.left", "chevron.backward":
            line([(0.65, 0.15), (0.3, 0.5), (0.65, 0.85)])
            cairo_stroke(cairo)
        case "chevron.down":
            line([(0.15, 0.35), (0.5, 0.7), (0.85, 0.35)])
            cairo_stroke(cairo)
        case "chevron.up":
            line([(0.15, 0.65), (0.5, 0.3), (0.85, 0.65)])
            cairo_stroke(cairo)
        case "plus":
            line([(0.5, 0.12), (0.5, 0.88)])
            line([(0.12, 0.5), (0.88, 0.5)])
            cairo_stroke(cairo)
        case "minus":
            line([(0.12, 0.5), (0.88, 0.5)])
            cairo_stroke(cairo)
        case "magnifyingglass":
            let (cx, cy) = point(0.42, 0.42)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, cx, cy, Double(box.width) * 0.3, 0, 2 * .pi)
            line([(0.63, 0.63), (0.88, 0.88)])
            cairo_stroke(cairo)
        case "xmark":
            line([(0.2, 0.2), (0.8, 0.8)])
            line([(0.8, 0.2), (0.2, 0.8)])
            cairo_stroke(cairo)
        default:
            switch base {
            case "circle":
                cairo_arc(cairo, box.midX, box.midY, side * 0.42, 0, 2 * .pi)
                finish()
            case "square":
                PathBuilder.roundedRect(
                    box.insetBy(dx: side * 0.1, dy: side * 0.1), radius: side * 0.15, corners: PathBuilder.allCorners,
                    in: cairo)
                finish()
            case "star":
                for index in 0..<10 {
                    let angle = -Double.pi / 2 + Double(index) * .pi / 5
                    let radius = (index % 2 == 0 ? 0.46 : 0.19) * side
                    let x = box.midX + radius * cos(angle)
                    let y = box.midY + 0.04 * side + radius * sin(angle)
                    if index == 0 { cairo_move_to(cairo, x, y) } else { cairo_line_to(cairo, x, y) }
                }
                cairo_close_path(cairo)
                finish()
            case "heart":
                let (x, y) = point(0.5, 0.85)
                cairo_move_to(cairo, x, y)
                let (c1x, c1y) = point(-0.1, 0.45)
                let (c2x, c2y) = point(0.2, 0.0)
                let (tx, ty) = point(0.5, 0.28)
                cairo_curve_to(cairo, c1x, c1y, c2x, c2y, tx, ty)
                let (d1x, d1y) = point(0.8, 0.0)
                let (d2x, d2y) = point(1.1, 0.45)
                cairo_curve_to(cairo, d1x, d1y, d2x, d2y, x, y)
                cairo_close_path(cairo)
                finish()
            case "person":
                person(name, in: box, filled: filled, on: cairo)
            default:
                placeholder(name, in: box, color: color, on: cairo, text: text)
            }
        }
    }

    /// `person`, `person.fill`, and in a circle (`person.circle`, `person.crop.circle`, with `.fill`): a head and
    /// shoulders; a filled circle has them cut out of it, as SF Symbols draws it.
    private static func person(_ name: String, in box: CGRect, filled: Bool, on cairo: OpaquePointer) {
        let side = box.width
        let circled = name.contains(".circle")
        let scale: CGFloat = circled ? 0.62 : 1
        let figure = CGRect(
            x: box.midX - side * scale / 2, y: box.midY - side * scale / 2, width: side * scale,
            height: side * scale)
        func figurePath() {
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, figure.midX, figure.minY + figure.height * 0.3, figure.width * 0.2, 0, 2 * .pi)
            cairo_new_sub_path(cairo)
            cairo_arc(
                cairo, figure.midX, figure.minY + figure.height * 0.98, figure.width * 0.4, .pi, 2 * .pi)
            cairo_close_path(cairo)
        }
        guard circled else {
            figurePath()
            if filled { cairo_fill(cairo) } else { cairo_stroke(cairo) }
            return
        }
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, box.midX, box.midY, side * 0.46, 0, 2 * .pi)
        guard filled else {
            cairo_stroke(cairo)
            figurePath()
            cairo_fill(cairo)
            return
        }
        // The figure cut out of the disc: the even-odd rule over both paths.
        figurePath()
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_fill(cairo)
    }

    /// A dashed rounded square with the name's first letter: "a symbol named so-and-so goes here".
    private static func placeholder(
        _ name: String, in box: CGRect, color: Color, on cairo: OpaquePointer, text: TextEngine
    ) {
        let side = box.width
        let dash = [Double(max(side / 8, 1.5))]
        cairo_set_dash(cairo, dash, 1, 0)
        cairo_set_line_width(cairo, max(side / 16, 0.75))
        PathBuilder.roundedRect(
            box.insetBy(dx: side * 0.08, dy: side * 0.08), radius: side * 0.2, corners: PathBuilder.allCorners,
            in: cairo)
        cairo_stroke(cairo)
        cairo_set_dash(cairo, nil, 0, 0)
        let letter = name.first.map { String($0).uppercased() } ?? "?"
        text.draw(
            letter, font: .systemFont(ofSize: max(side * 0.5, 1), weight: .semibold),
            color: color, in: box, numberOfLines: 1, lineBreakMode: .byClipping, alignment: .center, on: cairo)
    }
}
