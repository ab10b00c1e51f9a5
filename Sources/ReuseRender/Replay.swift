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
                    let phase = Double(state.lineDashPhase)
                    cairo_set_dash(cairo, dashes, Int32(dashes.count), phase.isFinite ? phase : 0)
                }
                cairo_set_miter_limit(cairo, Double(state.miterLimit))
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
            case .gradient(let gradient, let state):
                apply(state)
                guard transform(by: state.ctm) else { continue }
                drawGradient(gradient, alpha: state.alpha)
            case .text(let string, let rect, let state):
                apply(state)
                guard transform(by: state.ctm), string.length > 0 else { continue }
                let font = string.attribute(.font, at: 0, effectiveRange: nil) as? Font ?? .systemFont(ofSize: 12)
                let color = string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color ?? .black
                let style = string.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
                let width = rect.width > 0 && rect.width.isFinite ? rect.width : 100_000
                text.draw(
                    string.string, attributed: string, font: font,
                    color: color.withAlphaComponent(color.alpha * state.alpha),
                    in: CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height), numberOfLines: 0,
                    lineBreakMode: style?.lineBreakMode ?? .byWordWrapping, alignment: style?.alignment ?? .natural,
                    verticallyCentred: false, on: cairo)
            }
        }
    }

    /// Fills the clip with a recorded gradient; its end colours continue past its ends only when its options say.
    private func drawGradient(_ drawn: CGContext.Gradient, alpha: CGFloat) {
        let (start, end) = (drawn.start, drawn.end)
        guard PathBuilder.finite(start), PathBuilder.finite(end) else { return }
        let pattern: OpaquePointer
        if let radii = drawn.radii {
            guard radii.start.isFinite, radii.end.isFinite, radii.start >= 0, radii.end >= 0 else { return }
            pattern = cairo_pattern_create_radial(start.x, start.y, radii.start, end.x, end.y, radii.end)
        } else {
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        }
        defer { cairo_pattern_destroy(pattern) }
        for (color, location) in zip(drawn.gradient.colors, drawn.gradient.locations) {
            let (r, g, b, a) = color.rgba
            cairo_pattern_add_color_stop_rgba(pattern, Double(location), r, g, b, a * Double(alpha))
        }
        let continues =
            drawn.options.contains(.drawsBeforeStartLocation) || drawn.options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, continues ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
    }

    /// Clips to the state's clip (in the recording context's space), and sets its blend mode and smoothing.
    private func apply(_ state: CGContext.State) {
        cairo_set_operator(cairo, Self.cairoOperator(state.blendMode))
        if !state.antialias { cairo_set_antialias(cairo, CAIRO_ANTIALIAS_NONE) }
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

// MARK: Images

extension ViewDrawing {
    /// Draws `image` into `bounds` as `contentMode` places it, in `tint` when one is given (template images and
    /// symbols).
    func drawImage(_ image: Image, in bounds: CGRect, contentMode: ContentMode, tint: Color?) {
        let size = image.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return }
        let rect = Self.place(size, in: bounds, contentMode: contentMode)
        guard ViewDrawing.isFinite(rect), rect.width > 0, rect.height > 0 else { return }
        if let bitmap = image.cgImage {
            drawBitmap(bitmap, in: rect, tint: tint)
        } else if let recording = image.recording {
            cairo_save(cairo)
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / size.width, rect.height / size.height)
            replay(recording)
            cairo_restore(cairo)
        } else if image.isSymbol {
            SymbolGlyphs.draw(image.name, in: rect, color: tint ?? .systemBlue, on: cairo, text: text)
        }
    }

    /// Draws a bitmap's pixels stretched over `rect`, or only its alpha in `tint`.
    func drawBitmap(_ bitmap: CGImage, in rect: CGRect, tint: Color? = nil) {
        guard let surface = images.surface(for: bitmap), bitmap.width > 0, bitmap.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / CGFloat(bitmap.width), rect.height / CGFloat(bitmap.height))
        cairo_rectangle(cairo, 0, 0, Double(bitmap.width), Double(bitmap.height))
        cairo_clip(cairo)
        if let tint {
            setColor(tint)
            cairo_mask_surface(cairo, surface, 0, 0)
        } else {
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint(cairo)
        }
        cairo_restore(cairo)
    }

    /// Where an image of `size` goes in `bounds` under `contentMode`.
    static func place(_ size: CGSize, in bounds: CGRect, contentMode: ContentMode) -> CGRect {
        switch contentMode {
        case .scaleToFill, .redraw: return bounds
        case .scaleAspectFit, .scaleAspectFill:
            let fit = min(bounds.width / size.width, bounds.height / size.height)
            let fill = max(bounds.width / size.width, bounds.height / size.height)
            let factor = contentMode == .scaleAspectFit ? fit : fill
            let width = size.width * factor
            let height = size.height * factor
            return CGRect(x: bounds.midX - width / 2, y: bounds.midY - height / 2, width: width, height: height)
        default:
            let x: CGFloat =
                switch contentMode {
                case .left, .topLeft, .bottomLeft: bounds.minX
                case .right, .topRight, .bottomRight: bounds.maxX - size.width
                default: bounds.midX - size.width / 2
                }
            let y: CGFloat =
                switch contentMode {
                case .top, .topLeft, .topRight: bounds.minY
                case .bottom, .bottomLeft, .bottomRight: bounds.maxY - size.height
                default: bounds.midY - size.height / 2
                }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }

    /// Cairo's operator for a blend mode (plus-darker has none: darken is the nearest).
    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken, .plusDarker: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}
