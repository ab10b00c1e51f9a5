import CCairo
import Foundation
import ReuseKit

/// A `CGContext`'s display list into Cairo: what `draw(_:)`, an image renderer's actions and the image-context
/// functions recorded, drawn in the current space (the recording context's space).
extension ViewDrawing {
    /// Replays `operations` in order, each in the state it was recorded with: its clip, alpha, colours, line and
    /// transform. Drop shadows in recordings are not drawn.
    ///
    /// - Complexity: O(n) in the operations and their paths.
    func replay<Operations: Collection>(_ operations: Operations) where Operations.Element == CGContext.Operation {
        for operation in operations {
            cairo_save(cairo)
            defer { cairo_restore(cairo) }
            switch operation {
            case .fill(let elements, let rule, let state):
                apply(state)
                cairo_new_path(cairo)
                PathBuilder.append(elements, to: cairo)
                cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setColor(state.fillColor, alpha: state.alpha)
                cairo_fill(cairo)
            case .stroke(let elements, let state):
                apply(state)
                cairo_new_path(cairo)
                PathBuilder.append(elements, to: cairo)
                let t = state.ctm
                let factor = abs(t.a * t.d - t.b * t.c).squareRoot()
                let width = state.lineWidth * (factor.isFinite && factor > 0 ? factor : 1)
                cairo_set_line_width(cairo, width.isFinite ? width : 1)
                cairo_set_line_cap(cairo, cairo_line_cap_t(rawValue: UInt32(state.lineCap.rawValue)))
                cairo_set_line_join(cairo, cairo_line_join_t(rawValue: UInt32(state.lineJoin.rawValue)))
                let dashes = state.lineDash.map(Double.init)
                if !dashes.isEmpty, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.contains(where: { $0 > 0 }) {
                    cairo_set_dash(cairo, dashes, Int32(dashes.count), 0)
                }
                setColor(state.strokeColor, alpha: state.alpha)
                cairo_stroke(cairo)
            case .clear(let rect, let state):
                apply(state)
                guard PathBuilder.finite(rect) else { continue }
                cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
                cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
                cairo_fill(cairo)
            case .image(let image, let rect, let state):
                apply(state)
                guard transform(by: state.ctm) else { continue }
                if state.alpha < 1 { cairo_push_group(cairo) }
                drawImage(image, in: rect, contentMode: .scaleToFill, tint: image.tintColor)
                if state.alpha < 1 {
                    cairo_pop_group_to_source(cairo)
                    cairo_paint_with_alpha(cairo, Double(state.alpha))
                }
            case .text(let string, let rect, let state):
                apply(state)
                guard transform(by: state.ctm), string.length > 0 else { continue }
                let font = string.attribute(.font, at: 0, effectiveRange: nil) as? Font ?? .systemFont(ofSize: 12)
                let color = string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color ?? .black
                let style = string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
                let width = rect.width > 0 && rect.width.isFinite ? rect.width : 100_000
                text.draw(
                    string, font: font, color: color.withAlphaComponent(color.alpha * state.alpha),
                    in: CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height), numberOfLines: 0,
                    lineBreakMode: style?.lineBreakMode ?? .byWordWrapping, alignment: style?.alignment ?? .natural,
                    verticallyCentred: false, on: cairo)
            }
        }
    }

    /// Clips to the state's clip (in the recording context's space).
    private func apply(_ state: CGContext.State) {
        if let clip = state.clip, PathBuilder.finite(clip) {
            cairo_rectangle(cairo, clip.minX, clip.minY, clip.width, clip.height)
            cairo_clip(cairo)
        }
    }

    /// Applies a recorded transform; false (draw nothing) for one that is not finite or not invertible.
    private func transform(by t: CGAffineTransform) -> Bool {
        guard ViewDrawing.isFinite(t) else { return false }
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cairo, &matrix)
        return true
    }

    private func setColor(_ color: Color, alpha: CGFloat) {
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cairo, r, g, b, a * Double(min(max(alpha, 0), 1)))
    }
}
