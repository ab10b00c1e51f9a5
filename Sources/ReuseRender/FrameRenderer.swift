import CCairo
import Foundation
import ReuseCore
import ReuseKit

/// Draws successive frames of one view tree (a window, say) into one bitmap, redrawing only what changed when a
/// scroll view scrolled: the pixels that stay are moved by the scroll, and only the strip that came into view,
/// the rows whose content changed (a reused cell given a new row) and the table's fixed parts are drawn again,
/// as the terminal renderer moves its lines with scroll regions. Anything else that changed (a view outside the
/// scroll view, a fractional-pixel scroll, a resize) redraws the whole frame. Either way the pixels are those a
/// full ``Renderer`` draw gives (text and shapes exactly; the edges of a scaled image may differ by a level, as Cairo
/// samples an image a little differently at another offset).
@MainActor
public final class FrameRenderer {
    /// How the last frame was made.
    public enum FrameKind: Equatable, Sendable {
        /// Every pixel drawn.
        case full
        /// The scroll moved the pixels that stay; `drawnPixels` were drawn again.
        case scrolled(drawnPixels: Int)
        /// Nothing changed: no pixel drawn.
        case unchanged
    }

    /// Pixels per point.
    public let scale: CGFloat
    /// The most pixels the bitmap may have.
    public var pixelLimit = 64_000_000
    /// What every pixel holds before the views are drawn; nil leaves them transparent.
    public var backgroundColor: Color?
    /// How the last frame was made.
    public private(set) var lastFrame = FrameKind.full

    private var canvas: Canvas?
    private var root: ObjectIdentifier?
    private var size = CGSize.zero
    /// What the tree showed at the last frame: outside the scrolling view, and each of its direct subviews
    /// (in content coordinates) with the rectangle it covered.
    private var outside = 0
    private var scrolling: (view: ObjectIdentifier, offset: CGPoint, frame: CGRect)?
    private var children: [ObjectIdentifier: (digest: Int, rect: CGRect)] = [:]

    /// A renderer of frames at `scale`; installs the text engine.
    public init(scale: CGFloat = 3, backgroundColor: Color? = nil) {
        self.backgroundColor = backgroundColor
        self.scale = scale
        TextEngine.install()
    }

    /// Draws `view`'s current state (after its pending layout), reusing the last frame's pixels where they are
    /// still right.
    ///
    /// - Complexity: O(views) to find what changed, plus O(pixels drawn); a one-row scroll draws one row's pixels
    ///   and moves the rest.
    @discardableResult
    public func render(_ view: View) throws -> FrameKind {
        view.layoutIfNeeded()
        let scrollView = Self.scrollingView(in: view)
        let outsideNow = Self.digest(view, skipping: scrollView)
        let childrenNow = scrollView.map(Self.childDigests) ?? [:]
        let scrollingNow = scrollView.map {
            (ObjectIdentifier($0), $0.contentOffset, $0.convert($0.bounds, to: view))
        }
        defer {
            outside = outsideNow
            children = childrenNow
            scrolling = scrollingNow.map { (view: $0.0, offset: $0.1, frame: $0.2) }
            root = ObjectIdentifier(view)
            size = view.bounds.size
        }
        guard let canvas, root == ObjectIdentifier(view), size == view.bounds.size, outside == outsideNow,
            let scrollView, let before = scrolling, let now = scrollingNow, before.view == now.0,
            before.frame == now.2, before.offset.x == now.1.x
        else { return try drawWhole(view) }
        let shift = (now.1.y - before.offset.y) * scale
        let frame = now.2
        guard shift == shift.rounded(), abs(shift) < frame.height * scale, Self.isPixelAligned(frame, scale) else {
            return try drawWhole(view)
        }
        var damage: [CGRect] = []
        if shift != 0 {
            canvas.moveRows(in: frame, by: -Int(shift), scale: scale)
            let exposed = abs(shift) / scale
            damage.append(
                shift > 0
                    ? CGRect(x: frame.minX, y: frame.maxY - exposed, width: frame.width, height: exposed)
                    : CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: exposed))
        }
        // Rows that changed, appeared or went: where they were and where they are, on screen.
        let origin = CGPoint(x: frame.minX - now.1.x, y: frame.minY - now.1.y)
        for (key, child) in childrenNow where children[key]?.digest != child.digest {
            damage.append(child.rect.offsetBy(dx: origin.x, dy: origin.y))
            if let old = children[key] { damage.append(old.rect.offsetBy(dx: origin.x, dy: origin.y)) }
        }
        for (key, old) in children where childrenNow[key] == nil {
            damage.append(old.rect.offsetBy(dx: origin.x, dy: origin.y))
        }
        if let table = scrollView as? TableView, table.sectionIndexTitles?.isEmpty == false {
            damage.append(CGRect(x: frame.maxX - 15, y: frame.minY, width: 15, height: frame.height))
        }
        let visible = damage.map { $0.intersection(frame) }.filter { !$0.isNull && $0.width > 0 && $0.height > 0 }
        guard !visible.isEmpty else {
            lastFrame = shift == 0 ? .unchanged : .scrolled(drawnPixels: 0)
            return lastFrame
        }
        var drawn = 0
        for rect in visible {
            drawn += canvas.redraw(
                rect, of: view, scale: scale, background: backgroundColor?.resolvedColor(with: view.traitCollection))
        }
        lastFrame = .scrolled(drawnPixels: drawn)
        return lastFrame
    }

    /// Draws every pixel of `view` into a new canvas.
    private func drawWhole(_ view: View) throws -> FrameKind {
        var renderer = Renderer(scale: scale)
        renderer.pixelLimit = pixelLimit
        renderer.backgroundColor = backgroundColor
        canvas = try renderer.canvas(of: view)
        lastFrame = .full
        return .full
    }

    /// The last frame's pixels.
    public func bitmap() -> RGBABitmap? { canvas?.bitmap() }

    /// Gives `body` the last frame's pixels as they are kept: premultiplied 32-bit ARGB words in native byte
    /// order (what SDL calls ARGB8888), `stride` bytes a row; nothing before the first frame.
    public func withPixels(_ body: (_ pixels: UnsafeRawPointer, _ stride: Int, _ width: Int, _ height: Int) -> Void) {
        guard let canvas else { return }
        cairo_surface_flush(canvas.surface)
        guard let data = cairo_image_surface_get_data(canvas.surface) else { return }
        body(UnsafeRawPointer(data), Int(cairo_image_surface_get_stride(canvas.surface)), canvas.width, canvas.height)
    }

    /// The last frame as PNG.
    public func pngData() throws -> Data? { try canvas?.pngData() }

    // MARK: What changed

    /// The largest scroll view in the tree (a screen's table or collection), if any: the one whose scrolls a frame
    /// redraws in part, and the one a window's mouse wheel moves.
    ///
    /// - Complexity: O(views) outside scroll views.
    public static func scrollingView(in view: View) -> ScrollView? {
        var best: ScrollView?
        var stack = [view]
        while let current = stack.popLast() {
            if let scroll = current as? ScrollView, !scroll.isHidden {
                if best.map({ $0.bounds.width * $0.bounds.height < scroll.bounds.width * scroll.bounds.height })
                    ?? true
                {
                    best = scroll
                }
                continue
            }
            stack += current.subviews
        }
        return best
    }

    /// A digest of what a view and its subviews show, with `skipping`'s own contents left out (its frame and
    /// settings count, its scrolling and subviews do not).
    private static func digest(_ view: View, skipping: View?) -> Int {
        var hasher = Hasher()
        add(view, to: &hasher, skipping: skipping)
        return hasher.finalize()
    }

    private static func add(_ view: View, to hasher: inout Hasher, skipping: View?) {
        hasher.combine(ObjectIdentifier(view))
        hasher.combine(view.frame.origin.x)
        hasher.combine(view.frame.origin.y)
        hasher.combine(view.bounds.size.width)
        hasher.combine(view.bounds.size.height)
        hasher.combine(view.isHidden)
        // A change of light or dark redraws: dynamic colours resolve anew (the root's style, and any override).
        hasher.combine(view.overrideUserInterfaceStyle)
        if view.superview == nil { hasher.combine(view.traitCollection.userInterfaceStyle) }
        hasher.combine(view.alpha)
        hasher.combine(view.transform.a)
        hasher.combine(view.transform.b)
        hasher.combine(view.transform.c)
        hasher.combine(view.transform.tx)
        hasher.combine(view.transform.ty)
        hasher.combine(view.backgroundColor)
        hasher.combine(view.tintColor)
        let layer = view.layer
        hasher.combine(layer.cornerRadius)
        hasher.combine(layer.borderWidth)
        hasher.combine(layer.borderColor)
        hasher.combine(layer.shadowOpacity)
        hasher.combine(layer.sublayers?.count ?? 0)
        for property in view.visibleProperties() {
            hasher.combine(property.name)
            hasher.combine(property.value)
        }
        if view === skipping { return }
        hasher.combine(view.bounds.origin.x)
        hasher.combine(view.bounds.origin.y)
        for subview in view.subviews { add(subview, to: &hasher, skipping: skipping) }
    }

    /// Each direct subview of the scroll view: its digest and the rectangle it covers, in content coordinates.
    private static func childDigests(_ scrollView: ScrollView) -> [ObjectIdentifier: (digest: Int, rect: CGRect)] {
        var result: [ObjectIdentifier: (digest: Int, rect: CGRect)] = [:]
        for child in scrollView.subviews {
            let layer = child.layer
            let spread = layer.shadowOpacity > 0 ? abs(layer.shadowRadius) * 2 + 2 : 0
            result[ObjectIdentifier(child)] = (
                digest(child, skipping: nil), child.frame.insetBy(dx: -spread, dy: -spread)
            )
        }
        return result
    }

    private static func isPixelAligned(_ rect: CGRect, _ scale: CGFloat) -> Bool {
        [rect.minX, rect.minY, rect.width, rect.height].allSatisfy { ($0 * scale) == ($0 * scale).rounded() }
    }
}

extension Canvas {
    /// Moves the pixel rows of `rect` (in points) by `rows` device rows (negative: up), within the rect.
    func moveRows(in rect: CGRect, by rows: Int, scale: CGFloat) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let left = max(Int((rect.minX * scale).rounded()), 0)
        let right = min(Int((rect.maxX * scale).rounded()), width)
        let top = max(Int((rect.minY * scale).rounded()), 0)
        let bottom = min(Int((rect.maxY * scale).rounded()), height)
        guard right > left, bottom > top else { return }
        let bytes = (right - left) * 4
        let order = rows < 0 ? Array(top..<bottom) : Array((top..<bottom).reversed())
        for destination in order {
            let source = destination - rows
            guard source >= top, source < bottom else { continue }
            memmove(data + destination * stride + left * 4, data + source * stride + left * 4, bytes)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Draws `view` again inside `rect` (in points) only, over whatever was there; returns the pixels drawn.
    @MainActor
    func redraw(_ rect: CGRect, of view: View, scale: CGFloat, background: Color? = nil) -> Int {
        let left = (rect.minX * scale).rounded(.down)
        let top = (rect.minY * scale).rounded(.down)
        let right = (rect.maxX * scale).rounded(.up)
        let bottom = (rect.maxY * scale).rounded(.up)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_rectangle(cairo, left, top, right - left, bottom - top)
        cairo_clip(cairo)
        cairo_set_operator(cairo, background == nil ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_SOURCE)
        if let background {
            let (r, g, b, a) = background.rgba
            cairo_set_source_rgba(cairo, r, g, b, a)
        }
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        cairo_scale(cairo, scale, scale)
        ViewDrawing(cairo: cairo, scale: scale).draw(view, root: true)
        cairo_restore(cairo)
        return Int((right - left) * (bottom - top))
    }
}
