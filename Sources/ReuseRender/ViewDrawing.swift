import CCairo
import Foundation
import ReuseKit

/// Draws a view tree into a Cairo context whose space is the root's superview's bounds, in points: each view at
/// its centre with its transform, its shadow, its background with the layer's corners, its content (text, images,
/// controls, `draw(_:)`), its sublayers, its subviews (clipped when it clips), then its border, the whole at its
/// alpha and through its mask, as Core Animation composites a layer tree.
final class ViewDrawing {
    let cairo: OpaquePointer
    let scale: CGFloat
    let images = SurfaceCache()
    let text = TextEngine.shared
    /// The context views' `draw(_:)` overrides record into while they are drawn.
    let recorder = CGContext(size: CGSize(width: 1, height: 1))

    init(cairo: OpaquePointer, scale: CGFloat) {
        self.cairo = cairo
        self.scale = scale
    }

    /// Draws `view` and its subviews, in its superview's bounds space; the root (`root`) is drawn at the origin
    /// without its own position and transform, as UIKit's snapshots draw a view.
    @MainActor
    func draw(_ view: View, root: Bool = false) {
        let opacity = view.alpha * CGFloat(view.layer.opacity)
        guard !view.isHidden, !view.layer.isHidden, opacity > 0, opacity.isFinite else { return }
        let bounds = view.bounds
        guard Self.isFinite(bounds), Self.isFinite(view.center) else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if !root {
            position(at: view.center, size: bounds.size, anchor: view.layer.anchorPoint, transform: view.transform)
            if isOutsideClip(view, size: bounds.size) { return }
        }
        let mask = view.mask
        let grouped = opacity < 1 || mask != nil || view.layer.mask != nil
        if grouped { cairo_push_group(cairo) }
        let layer = view.layer
        let local = CGRect(origin: .zero, size: bounds.size)
        drawShadow(of: layer, in: local, traits: view)
        if let background = Self.background(of: view)?.resolvedColor(with: view.traitCollection) {
            roundedRect(local, layer: layer)
            fill(with: background)
        }
        cairo_save(cairo)
        if view.clipsToBounds || layer.masksToBounds {
            roundedRect(local, layer: layer)
            cairo_clip(cairo)
        }
        cairo_translate(cairo, -bounds.minX, -bounds.minY)
        drawContent(of: view, in: bounds)
        for sublayer in layer.sublayers ?? [] { draw(sublayer, traits: view) }
        for subview in view.subviews { draw(subview) }
        drawOverlay(of: view, in: bounds)
        cairo_restore(cairo)
        drawBorder(of: layer, in: local, traits: view)
        if grouped {
            let content = cairo_pop_group(cairo)
            defer { cairo_pattern_destroy(content) }
            if mask != nil || layer.mask != nil {
                cairo_push_group(cairo)
                cairo_translate(cairo, -bounds.minX, -bounds.minY)
                if let mask { draw(mask) }
                cairo_translate(cairo, bounds.minX, bounds.minY)
                if let maskLayer = layer.mask { draw(maskLayer, traits: view) }
                let maskPattern = cairo_pop_group(cairo)
                defer { cairo_pattern_destroy(maskPattern) }
                cairo_push_group(cairo)
                cairo_set_source(cairo, content)
                cairo_mask(cairo, maskPattern)
                cairo_pop_group_to_source(cairo)
            } else {
                cairo_set_source(cairo, content)
            }
            cairo_paint_with_alpha(cairo, Double(min(opacity, 1)))
        }
    }

    /// Draws a layer that belongs to no view (a gradient, a shape, a plain layer with a colour), and its
    /// sublayers, in its superlayer's bounds space; colours resolve in `traits`' trait collection.
    @MainActor
    func draw(_ layer: Layer, traits: View) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let bounds = layer.bounds
        guard Self.isFinite(bounds), Self.isFinite(layer.position) else { return }
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        position(
            at: layer.position, size: bounds.size, anchor: layer.anchorPoint,
            transform: layer.transform.affineTransform)
        let grouped = layer.opacity < 1
        if grouped { cairo_push_group(cairo) }
        let local = CGRect(origin: .zero, size: bounds.size)
        drawShadow(of: layer, in: local, traits: traits)
        if let background = layer.backgroundColor?.resolvedColor(with: traits.traitCollection) {
            roundedRect(local, layer: layer)
            fill(with: background)
        }
        cairo_save(cairo)
        if layer.masksToBounds {
            roundedRect(local, layer: layer)
            cairo_clip(cairo)
        }
        if let gradient = layer as? GradientLayer {
            drawGradient(gradient, in: local, traits: traits)
        } else if let shape = layer as? ShapeLayer {
            drawShape(shape, traits: traits)
        } else if let textLayer = layer as? TextLayer {
            drawTextLayer(textLayer, in: local)
        } else if let contents = layer.contents {
            if let bitmap = contents as? CGImage {
                drawBitmap(bitmap, in: local)
            } else if let image = contents as? Image {
                drawImage(image, in: local, contentMode: .scaleToFill, tint: nil)
            }
        }
        cairo_translate(cairo, -bounds.minX, -bounds.minY)
        if type(of: layer) != Layer.self, bounds.width > 0, bounds.height > 0 {
            record { layer.draw(in: recorder) }
        }
        if let replicator = layer as? ReplicatorLayer {
            drawInstances(of: replicator, traits: traits)
        } else {
            for sublayer in layer.sublayers ?? [] { draw(sublayer, traits: traits) }
        }
        cairo_restore(cairo)
        drawBorder(of: layer, in: local, traits: traits)
        if grouped {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, Double(min(max(layer.opacity, 0), 1)))
        }
    }

    /// The colour behind a view: its own, else its layer's, else what UIKit's background configurations give a
    /// grouped table and its cells (the grouped background, and the cells' secondary one).
    @MainActor
    static func background(of view: View) -> Color? {
        if let own = view.backgroundColor ?? view.layer.backgroundColor { return own }
        if let table = view as? TableView, table.style != .plain { return .systemGroupedBackground }
        if view is TableViewCell, let table = view.superview as? TableView, table.style != .plain {
            return .secondarySystemGroupedBackground
        }
        return nil
    }

    /// Whether `view` (at the origin now, `size` large) draws nothing inside the clip, so it can be skipped: its
    /// box, widened by its shadow, misses the clip, and nothing of it can reach outside the box (it clips, it is
    /// a cell, whose content stays in it, or it has no subviews).
    @MainActor
    private func isOutsideClip(_ view: View, size: CGSize) -> Bool {
        guard view.clipsToBounds || view.subviews.isEmpty || view is TableViewCell || view is CollectionReusableView
        else { return false }
        var clip = (x1: 0.0, y1: 0.0, x2: 0.0, y2: 0.0)
        cairo_clip_extents(cairo, &clip.x1, &clip.y1, &clip.x2, &clip.y2)
        let layer = view.layer
        let spread =
            layer.shadowOpacity > 0
            ? Double(abs(layer.shadowRadius) * 2 + abs(layer.shadowOffset.width) + abs(layer.shadowOffset.height) + 2)
            : 1
        guard spread.isFinite else { return false }
        // The clip's extents are in the view's space (Cairo bounds them through the transform).
        return Double(size.width) + spread < clip.x1 || -spread > clip.x2 || Double(size.height) + spread < clip.y1
            || -spread > clip.y2
    }

    /// Moves the origin to the top-left of a box of `size` whose `anchor` sits at `center`, turned by `transform`
    /// about that anchor.
    private func position(at center: CGPoint, size: CGSize, anchor: CGPoint, transform: CGAffineTransform) {
        cairo_translate(cairo, center.x, center.y)
        if transform != .identity, Self.isFinite(transform) {
            var matrix = cairo_matrix_t(
                xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx,
                y0: transform.ty)
            cairo_transform(cairo, &matrix)
        }
        cairo_translate(cairo, -anchor.x * size.width, -anchor.y * size.height)
    }

    // MARK: Layer decoration

    /// Adds `rect` to the path with the layer's corner radius on its masked corners.
    @MainActor
    func roundedRect(_ rect: CGRect, layer: Layer) {
        roundedRect(rect, radius: layer.cornerRadius, corners: layer.maskedCorners)
    }

    /// Adds `rect` to the path with `radius` on `corners`.
    func roundedRect(_ rect: CGRect, radius: CGFloat, corners: Layer.CornerMask = PathBuilder.allCorners) {
        PathBuilder.roundedRect(rect, radius: radius, corners: corners, in: cairo)
    }

    /// Draws a replicator's sublayers once per copy, each copy moved about the anchor point by its transform and
    /// faded by its opacity (at most 1,000 copies).
    @MainActor
    private func drawInstances(of replicator: ReplicatorLayer, traits: View) {
        let bounds = replicator.bounds
        let pivot = CGPoint(
            x: bounds.minX + replicator.anchorPoint.x * bounds.width,
            y: bounds.minY + replicator.anchorPoint.y * bounds.height)
        for index in 0..<min(max(replicator.instanceCount, 0), 1_000) {
            let opacity = replicator.instanceOpacity(index)
            guard opacity > 0 else { continue }
            let t = replicator.instanceTransform(index)
            guard ViewDrawing.isFinite(t) else { continue }
            cairo_save(cairo)
            cairo_translate(cairo, pivot.x, pivot.y)
            var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
            cairo_transform(cairo, &matrix)
            cairo_translate(cairo, -pivot.x, -pivot.y)
            if opacity < 1 { cairo_push_group(cairo) }
            for sublayer in replicator.sublayers ?? [] { draw(sublayer, traits: traits) }
            if opacity < 1 {
                cairo_pop_group_to_source(cairo)
                cairo_paint_with_alpha(cairo, Double(opacity))
            }
            cairo_restore(cairo)
        }
    }

    /// Draws a text layer's string from its top-left corner, on one line or wrapped to its width.
    @MainActor
    private func drawTextLayer(_ layer: TextLayer, in rect: CGRect) {
        guard let string = layer.resolvedText, string.length > 0, rect.width > 0, rect.height > 0 else { return }
        let font = string.attribute(.font, at: 0, effectiveRange: nil) as? Font ?? layer.resolvedFont
        let color = string.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color ?? .white
        text.draw(
            string.string, attributed: string, font: font, color: color, in: rect,
            numberOfLines: layer.isWrapped ? 0 : 1,
            lineBreakMode: layer.truncationMode.lineBreakMode(wrapped: layer.isWrapped),
            alignment: layer.alignmentMode.textAlignment, verticallyCentred: false, on: cairo)
    }

    /// Fills the current path with `color`; a pattern colour tiles its image from the origin, at the image's scale.
    func fill(with color: Color) {
        if let image = color.patternImage, let bitmap = image.cgImage, bitmap.width > 0, bitmap.height > 0,
            let surface = images.surface(for: bitmap)
        {
            let pattern = cairo_pattern_create_for_surface(surface)
            defer { cairo_pattern_destroy(pattern) }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
            var matrix = cairo_matrix_t()
            let scale = max(image.scale, 1)
            cairo_matrix_init_scale(&matrix, Double(scale), Double(scale))
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_set_source(cairo, pattern)
            cairo_fill(cairo)
            return
        }
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cairo, r, g, b, a)
        cairo_fill(cairo)
    }

    func setColor(_ color: Color) {
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cairo, r, g, b, a)
    }

    @MainActor
    private func drawBorder(of layer: Layer, in rect: CGRect, traits: View) {
        let width = layer.borderWidth
        guard width > 0, width.isFinite else { return }
        let color = (layer.borderColor ?? .black).resolvedColor(with: traits.traitCollection)
        let inset = min(width / 2, min(rect.width, rect.height) / 2)
        roundedRect(
            rect.insetBy(dx: inset, dy: inset), radius: max(layer.cornerRadius - inset, 0), corners: layer.maskedCorners
        )
        cairo_set_line_width(cairo, width)
        setColor(color)
        cairo_stroke(cairo)
    }

    /// The layer's drop shadow: its shadow path, else its rounded bounds, blurred by ``Layer/shadowRadius`` (a
    /// Gaussian of that standard deviation's half, as Core Animation's), offset and at its opacity.
    @MainActor
    private func drawShadow(of layer: Layer, in rect: CGRect, traits: View) {
        let opacity = CGFloat(layer.shadowOpacity)
        guard opacity > 0, opacity.isFinite, rect.width > 0, rect.height > 0 else { return }
        let color = (layer.shadowColor ?? .black).resolvedColor(with: traits.traitCollection)
        let radius = layer.shadowRadius.isFinite ? min(max(layer.shadowRadius, 0), 200) : 0
        let offset = layer.shadowOffset
        guard offset.width.isFinite, offset.height.isFinite else { return }
        let pad = (radius * 2).rounded(.up) + 1
        let width = Int(((rect.width + 2 * pad) * scale).rounded(.up))
        let height = Int(((rect.height + 2 * pad) * scale).rounded(.up))
        guard width > 0, height > 0, width <= 8_192, height <= 8_192 else { return }
        let shape = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(shape) }
        let shapeCairo = cairo_create(shape)!
        cairo_scale(shapeCairo, scale, scale)
        cairo_translate(shapeCairo, pad, pad)
        if let path = layer.shadowPath {
            PathBuilder.append(path.elements, to: shapeCairo)
        } else {
            PathBuilder.roundedRect(rect, radius: layer.cornerRadius, corners: layer.maskedCorners, in: shapeCairo)
        }
        cairo_set_source_rgba(shapeCairo, 0, 0, 0, 1)
        cairo_fill(shapeCairo)
        cairo_destroy(shapeCairo)
        Blur.boxBlurAlpha(shape, radius: radius / 2 * scale)
        cairo_save(cairo)
        cairo_translate(cairo, offset.width - pad, offset.height - pad)
        cairo_scale(cairo, 1 / scale, 1 / scale)
        let (r, g, b, a) = color.rgba
        cairo_set_source_rgba(cairo, r, g, b, a * Double(min(opacity, 1)))
        cairo_mask_surface(cairo, shape, 0, 0)
        cairo_restore(cairo)
    }

    /// Adds path elements (in the current user space) to the current path.
    func appendPath(_ elements: [BezierPath.Element]) {
        PathBuilder.append(elements, to: cairo)
    }

    @MainActor
    private func drawGradient(_ gradient: GradientLayer, in rect: CGRect, traits: View) {
        let colors = gradient.gradientColors.map { $0.resolvedColor(with: traits.traitCollection) }
        guard !colors.isEmpty else { return }
        let start = CGPoint(
            x: rect.minX + gradient.startPoint.x * rect.width, y: rect.minY + gradient.startPoint.y * rect.height)
        let end = CGPoint(
            x: rect.minX + gradient.endPoint.x * rect.width, y: rect.minY + gradient.endPoint.y * rect.height)
        guard Self.isFinite(start), Self.isFinite(end) else { return }
        let pattern: OpaquePointer
        if gradient.type == .radial {
            let radius = hypot(end.x - start.x, end.y - start.y)
            pattern = cairo_pattern_create_radial(start.x, start.y, 0, start.x, start.y, max(radius, 0.001))
        } else {
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        }
        defer { cairo_pattern_destroy(pattern) }
        let locations = gradient.locations?.map { CGFloat($0.doubleValue) }
        for (index, color) in colors.enumerated() {
            let offset =
                locations.flatMap { index < $0.count ? $0[index] : nil }
                ?? (colors.count == 1 ? 0 : CGFloat(index) / CGFloat(colors.count - 1))
            let (r, g, b, a) = color.rgba
            cairo_pattern_add_color_stop_rgba(pattern, offset.isFinite ? offset : 0, r, g, b, a)
        }
        roundedRect(rect, layer: gradient)
        cairo_set_source(cairo, pattern)
        cairo_fill(cairo)
    }

    @MainActor
    private func drawShape(_ shape: ShapeLayer, traits: View) {
        guard let path = shape.path else { return }
        let elements = path.elements
        if let fill = shape.fillColor?.resolvedColor(with: traits.traitCollection) {
            cairo_new_path(cairo)
            appendPath(elements)
            cairo_set_fill_rule(cairo, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            setColor(fill)
            cairo_fill(cairo)
        }
        if let stroke = shape.strokeColor?.resolvedColor(with: traits.traitCollection), shape.lineWidth > 0,
            shape.strokeEnd > shape.strokeStart
        {
            cairo_new_path(cairo)
            appendPath(elements)
            cairo_set_line_width(cairo, shape.lineWidth.isFinite ? shape.lineWidth : 1)
            cairo_set_line_cap(cairo, cairo_line_cap_t(rawValue: UInt32(shape.lineCap.cairoValue)))
            cairo_set_line_join(cairo, cairo_line_join_t(rawValue: UInt32(shape.lineJoin.cairoValue)))
            if let dashes = shape.lineDashPattern?.map({ Double(truncating: $0) }), !dashes.isEmpty,
                dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.contains(where: { $0 > 0 })
            {
                cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(shape.lineDashPhase))
            }
            setColor(stroke)
            cairo_stroke(cairo)
        }
    }

    // MARK: Checks

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
            && abs(rect.width) < 1e7 && abs(rect.height) < 1e7
    }

    static func isFinite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }

    static func isFinite(_ t: CGAffineTransform) -> Bool {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) && t.a * t.d - t.b * t.c != 0
    }
}
