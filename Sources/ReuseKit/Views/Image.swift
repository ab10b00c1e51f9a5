import Foundation

/// An image, headless: a name that a renderer maps to pixels or glyphs, with UIImage's size, rendering mode,
/// symbol configuration and tint. An image made from a PNG (a file found by ``init(named:)``,
/// ``init(contentsOfFile:)`` or ``init(data:)``) also holds its decoded pixels, ``cgImage``.
///
/// A class, as UIImage is, so that `NSCache<NSString, UIImage>` and `weak var image: UIImage?` compile; an image
/// never changes once made (every variant is a new image), so it is safe to share between threads. Two images
/// are equal when they are the same image: same name, size, scale, pixels and variant settings.
open class Image: NSObject, @unchecked Sendable, _ExpressibleByImageLiteral {
    /// The identifier UI tests find it by (UIAccessibilityIdentification).
    open var accessibilityIdentifier: String?
    /// What VoiceOver reads for the image where it is shown (UIAccessibility, informal on NSObject in UIKit).
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    /// How the image is drawn: in its own colours, or as a template in the tint colour.
    public enum RenderingMode: Int, Hashable, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// How heavy a symbol's strokes are.
    public enum SymbolWeight: Int, Hashable, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's size relative to text next to it.
    public enum SymbolScale: Int, Hashable, Sendable {
        case `default` = -1
        case unspecified, small, medium, large
    }

    /// How an image is chosen and drawn (UIImage.Configuration): a symbol configuration, or the traits an image
    /// is looked up for. Symbol configurations are values here, so this is what they share.
    public protocol Configuration: Sendable {}

    /// How a symbol image is drawn: point size, weight, scale, or those of a text style.
    public struct SymbolConfiguration: Configuration, Hashable {
        public var pointSize: CGFloat?
        public var weight: SymbolWeight
        public var scale: SymbolScale
        public var textStyle: Font.TextStyle?

        public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        public init(weight: SymbolWeight) {
            self.weight = weight
            scale = .default
        }

        public init(scale: SymbolScale) {
            weight = .unspecified
            self.scale = scale
        }

        public init(textStyle: Font.TextStyle, scale: SymbolScale = .default) {
            pointSize = textStyle.pointSize
            self.textStyle = textStyle
            weight = .unspecified
            self.scale = scale
        }

        public init(font: Font, scale: SymbolScale = .default) {
            pointSize = font.pointSize
            weight = .unspecified
            self.scale = scale
        }

        /// This configuration with `other`'s settings where `other` has them.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var merged = self
            if let size = other.pointSize { merged.pointSize = size }
            if other.weight != .unspecified { merged.weight = other.weight }
            if other.scale != .default { merged.scale = other.scale }
            if let style = other.textStyle { merged.textStyle = style }
            return merged
        }
    }

    /// The asset or symbol name.
    public let name: String
    /// Whether the name is an SF Symbols name (`init(systemName:)`).
    public let isSymbol: Bool
    /// The image's size in points.
    public internal(set) var size: CGSize
    /// Pixels per point (1 headless).
    public internal(set) var scale: CGFloat = 1
    public private(set) var renderingMode = RenderingMode.automatic
    public private(set) var symbolConfiguration: SymbolConfiguration?
    /// The colour a tinted copy is drawn in (``withTintColor(_:)``).
    public private(set) var tintColor: Color?
    /// The decoded pixels, for an image made from a PNG; nil for names without a file, symbols, and formats
    /// whose size alone is read.
    public internal(set) var cgImage: CGImage?
    /// What an image renderer drew to make this image, as a display list for a renderer to rasterize; nil for
    /// images from names, symbols and files.
    public internal(set) var recording: [CGContext.Operation]?
    /// Which way up the image is drawn (a horizontally flipped copy is `.upMirrored`).
    public internal(set) var imageOrientation = Orientation.up
    /// The insets of a resizable image's fixed edges (``resizableImage(withCapInsets:resizingMode:)``).
    public internal(set) var capInsets = EdgeInsets.zero
    /// How a resizable image fills the space between its cap insets.
    public internal(set) var resizingMode = ResizingMode.tile
    /// Whether the image flips in a right-to-left layout.
    public internal(set) var flipsForRightToLeftLayoutDirection = false
    /// Insets from the image's bounds to what Auto Layout aligns.
    public internal(set) var alignmentRectInsets = EdgeInsets.zero
    /// How far the image's baseline is above its bottom edge, when one was set with
    /// `withBaselineOffset(fromBottom:)` (kept for code that reads it; text here lines attachments up by their
    /// bottom edge).
    public internal(set) var baselineOffset: CGFloat?
    /// The asset the image was registered in or taken from (``ImageAsset``): held weakly, so the asset lives as
    /// long as whoever made it keeps it.
    public internal(set) weak var imageAsset: ImageAsset?

    /// An empty image: no name, no pixels, zero size (what `setBackgroundImage(UIImage(), for: .default)` passes
    /// to make a bar transparent).
    public override convenience init() {
        self.init(name: "", isSymbol: false, size: .zero)
    }

    /// The image named `name` in the main bundle (see ``init(named:in:compatibleWith:)``); nil for an empty
    /// name.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// An image named `name`, of `size` points.
    init(name: String, isSymbol: Bool, size: CGSize) {
        self.name = name
        self.isSymbol = isSymbol
        self.size = size
        super.init()
    }

    /// A placeholder for a name that no file has: 40 points square, drawn by name.
    convenience init(placeholderNamed name: String) {
        self.init(name: name, isSymbol: false, size: CGSize(width: 40, height: 40))
    }

    /// A new image with everything `other` has.
    convenience init(copying other: Image) {
        self.init(name: other.name, isSymbol: other.isSymbol, size: other.size)
        scale = other.scale
        recording = other.recording
        renderingMode = other.renderingMode
        symbolConfiguration = other.symbolConfiguration
        tintColor = other.tintColor
        cgImage = other.cgImage
        imageOrientation = other.imageOrientation
        capInsets = other.capInsets
        resizingMode = other.resizingMode
        flipsForRightToLeftLayoutDirection = other.flipsForRightToLeftLayoutDirection
        alignmentRectInsets = other.alignmentRectInsets
        baselineOffset = other.baselineOffset
    }

    /// A copy, for a variant to change.
    func duplicate() -> Image { Image(copying: self) }

    /// The system symbol named `systemName`; nil for an empty name.
    public convenience init?(systemName: String) {
        guard !systemName.isEmpty else { return nil }
        self.init(name: systemName, isSymbol: true, size: CGSize(width: 20, height: 20))
    }

    /// The system symbol named `systemName`, drawn with `configuration` (a symbol configuration; UIKit's type is
    /// the configuration in general, so a client's `UIImage.Configuration?` passes).
    public convenience init?(systemName: String, withConfiguration configuration: (any Configuration)?) {
        self.init(systemName: systemName)
        if let symbol = configuration as? SymbolConfiguration { apply(symbol) }
    }

    /// `#imageLiteral(resourceName:)`: the image with that name.
    public required convenience init(imageLiteralResourceName name: String) {
        self.init(copying: Image(named: name) ?? Image(placeholderNamed: name))
    }

    /// Equal when they draw the same: the same name or bitmap, size, scale, rendering, configuration, tint,
    /// orientation, insets and resizing.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let b = object as? Image else { return false }
        let a = self
        return a === b
            || (a.name == b.name && a.isSymbol == b.isSymbol && a.size == b.size && a.scale == b.scale
                && a.renderingMode == b.renderingMode && a.symbolConfiguration == b.symbolConfiguration
                && a.tintColor == b.tintColor && a.cgImage == b.cgImage && a.imageOrientation == b.imageOrientation
                && a.capInsets == b.capInsets && a.resizingMode == b.resizingMode
                && a.flipsForRightToLeftLayoutDirection == b.flipsForRightToLeftLayoutDirection
                && a.alignmentRectInsets == b.alignmentRectInsets)
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(renderingMode)
        return hasher.finalize()
    }

    /// Sets `configuration` on this new image (a symbol's size follows its point size and scale).
    func applySymbolConfiguration(_ configuration: SymbolConfiguration) { apply(configuration) }

    private func apply(_ configuration: SymbolConfiguration) {
        symbolConfiguration = configuration
        if isSymbol, let pointSize = configuration.pointSize {
            let factor: CGFloat = configuration.scale == .large ? 1.3 : configuration.scale == .small ? 0.8 : 1
            let side = (pointSize * 1.2 * factor).rounded()
            size = CGSize(width: side, height: side)
        }
    }

    /// The same image drawn with `configuration` (a symbol's size follows its point size and scale).
    public func withConfiguration(_ configuration: any Configuration) -> Image {
        let copy = duplicate()
        if let symbol = configuration as? SymbolConfiguration { copy.apply(symbol) }
        return copy
    }

    /// The same image with `configuration`'s settings added to its own.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> Image? {
        withConfiguration(symbolConfiguration?.applying(configuration) ?? configuration)
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> Image {
        let copy = duplicate()
        copy.renderingMode = renderingMode
        return copy
    }

    /// The same image tinted with `color` (drawn as a template in that colour).
    public func withTintColor(_ color: Color) -> Image {
        let copy = duplicate()
        copy.tintColor = color
        copy.renderingMode = .alwaysOriginal
        return copy
    }

    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        let copy = withTintColor(color)
        copy.renderingMode = renderingMode
        return copy
    }

    open override var description: String { name }
}
