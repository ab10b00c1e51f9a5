import Foundation

extension Image {
    /// Which way up an image is drawn (UIImage.Orientation), with UIKit's raw values.
    public enum Orientation: Int, Hashable, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7
    }

    /// How a resizable image fills its middle (UIImage.ResizingMode), with UIKit's raw values.
    public enum ResizingMode: Int, Hashable, Sendable {
        case tile = 0
        case stretch = 1
    }

    /// Whether this is a system symbol (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { isSymbol }

    /// An image of decoded pixels at `scale`, drawn `orientation` up.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage)
        self.scale = scale
        imageOrientation = orientation
    }

    /// A copy that stretches or tiles between fixed edges `capInsets` wide (a bubble's background).
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        let copy = duplicate()
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// A copy that tiles between fixed edges `capInsets` wide.
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A copy mirrored left to right.
    public func withHorizontallyFlippedOrientation() -> Image {
        let copy = duplicate()
        copy.imageOrientation = imageOrientation == .upMirrored ? .up : .upMirrored
        return copy
    }

    /// A copy that flips in a right-to-left layout.
    public func imageFlippedForRightToLeftLayoutDirection() -> Image {
        let copy = duplicate()
        copy.flipsForRightToLeftLayoutDirection = true
        return copy
    }

    /// A copy with `alignmentInsets` for Auto Layout.
    public func withAlignmentRectInsets(_ alignmentInsets: EdgeInsets) -> Image {
        let copy = duplicate()
        copy.alignmentRectInsets = alignmentInsets
        return copy
    }

    /// Whether the image has a baseline to line up with text.
    public var hasBaseline: Bool { baselineOffset != nil }

    /// The image's baseline above its bottom edge; 0 without one.
    public var baselineOffsetFromBottom: CGFloat { baselineOffset ?? 0 }

    /// A copy whose baseline is `baselineOffset` points above its bottom edge.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> Image {
        let copy = duplicate()
        copy.baselineOffset = baselineOffset.isFinite ? baselineOffset : 0
        return copy
    }

    /// A copy without a baseline: text lines it up by its bottom edge.
    public func imageWithoutBaseline() -> Image {
        let copy = duplicate()
        copy.baselineOffset = nil
        return copy
    }

    /// A copy that fits `size` (a thumbnail), keeping the aspect ratio.
    public func preparingThumbnail(of size: CGSize) -> Image? {
        guard size.width > 0, size.height > 0, self.size.width > 0, self.size.height > 0 else { return nil }
        let factor = min(size.width / self.size.width, size.height / self.size.height)
        let copy = duplicate()
        copy.size = CGSize(width: (self.size.width * factor).rounded(), height: (self.size.height * factor).rounded())
        return copy
    }

    /// ``preparingThumbnail(of:)``, awaited.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> Image? {
        preparingThumbnail(of: size)
    }

    /// Calls `completionHandler` with the thumbnail (at once: headless, there is nothing to decode late).
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping @Sendable (Image?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// The image ready to draw: itself (its pixels, if any, are decoded when it is made).
    public func preparingForDisplay() -> Image? { self }

    /// ``preparingForDisplay()``, awaited.
    public var byPreparingForDisplay: Image? {
        get async { self }
    }

    /// Calls `completionHandler` with the image ready to draw.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (Image?) -> Void) {
        completionHandler(self)
    }
}

extension Image.SymbolConfiguration {
    /// A configuration that draws the symbol in shades of `hierarchicalColor` (kept; nothing is drawn headless).
    public init(hierarchicalColor: Color) {
        self.init(weight: .unspecified)
    }

    /// A configuration that draws the symbol's layers in `paletteColors` (kept; nothing is drawn headless).
    public init(paletteColors: [Color]) {
        self.init(weight: .unspecified)
    }

    /// A configuration that prefers the symbol's multicolour variant.
    public static func preferringMulticolor() -> Image.SymbolConfiguration {
        Image.SymbolConfiguration(weight: .unspecified)
    }

    /// The configuration unchanged: headless symbols have one variant.
    public static func preferringMonochrome() -> Image.SymbolConfiguration {
        Image.SymbolConfiguration(weight: .unspecified)
    }
}
