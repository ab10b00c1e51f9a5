import CCairo
import Foundation
import ReuseCore
import ReuseKit

/// Draws views, windows and view controllers to bitmaps and PNG files, at 1x, 2x or 3x: backgrounds, corners,
/// borders, shadows, masks, transforms, text (Pango in a real font), images, the standard controls and a table's
/// separators, accessories, index and swipe actions.
///
/// Making a renderer installs its ``TextEngine`` as ReuseKit's `TextMetrics/engine`, so sizes laid out after that
/// are the drawn text's, and libpng and libjpeg as ReuseKit's image decoders (``install()``). Lay out (or re-lay out) after making it; ``image(of:)`` lays out what is pending first.
///
/// ```swift
/// let renderer = Renderer(scale: 3)
/// try renderer.pngData(of: cell).write(to: URL(fileURLWithPath: "cell.png"))
/// ```
@MainActor
public struct Renderer {
    /// Pixels per point.
    public var scale: CGFloat
    /// The most pixels one bitmap may have (64 million by default: 8,000 × 8,000), so that a hostile size fails
    /// with ``RenderError/tooLarge(width:height:limit:)`` instead of exhausting memory.
    public var pixelLimit = 64_000_000
    /// What the bitmap holds before the view is drawn; nil leaves it transparent.
    public var backgroundColor: Color?

    /// A renderer drawing at `scale` pixels a point; installs the text engine.
    public init(scale: CGFloat = 1) {
        self.scale = scale
        Renderer.install()
    }

    /// The view drawn into a bitmap of its bounds' size at ``scale``, after its pending layout.
    ///
    /// - Complexity: O(pixels + views + text).
    public func bitmap(of view: View) throws -> RGBABitmap {
        try canvas(of: view).bitmap()
    }

    /// The view drawn as an image of its bounds' size in points at ``scale``, backed by its pixels.
    public func image(of view: View) throws -> Image {
        Image(cgImage: CGImage(bitmap: try bitmap(of: view)), scale: scale, orientation: .up)
    }

    /// The view drawn and encoded as PNG (libpng, through Cairo).
    public func pngData(of view: View) throws -> Data {
        try canvas(of: view).pngData()
    }

    /// Draws `view` at the origin of a new canvas.
    func canvas(of view: View) throws -> Canvas {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw RenderError.invalidScale(Double(scale)) }
        view.layoutIfNeeded()
        let size = view.bounds.size
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RenderError.invalidSize(width: Double(size.width), height: Double(size.height))
        }
        let width = (size.width * scale).rounded(.up)
        let height = (size.height * scale).rounded(.up)
        guard width < 1e9, height < 1e9 else {
            throw RenderError.tooLarge(width: Int.max, height: Int.max, limit: pixelLimit)
        }
        let canvas = try Canvas(width: Int(width), height: Int(height), pixelLimit: pixelLimit)
        if let backgroundColor {
            let (r, g, b, a) = backgroundColor.resolvedColor(with: view.traitCollection).rgba
            cairo_set_source_rgba(canvas.cairo, r, g, b, a)
            cairo_paint(canvas.cairo)
        }
        cairo_scale(canvas.cairo, scale, scale)
        ViewDrawing(cairo: canvas.cairo, scale: scale).draw(view, root: true)
        let status = cairo_status(canvas.cairo)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        return canvas
    }
}
