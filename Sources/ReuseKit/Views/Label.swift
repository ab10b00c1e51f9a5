import Foundation

/// Text alignment within a label.
public enum TextAlignment: Int, Hashable, Sendable {
    case left
    case center
    case right
    case justified
    case natural
}

/// Where a line too long for its label is wrapped or cut.
public enum LineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping
    case byCharWrapping
    case byClipping
    case byTruncatingHead
    case byTruncatingTail
    case byTruncatingMiddle
}

/// A view that shows text.
@MainActor
open class Label: View {
    open var text: String?
    open var textColor: Color = .label
    open var font: Font = .systemFont(ofSize: 17)
    /// The most lines shown; 0 for no limit.
    open var numberOfLines = 1
    open var textAlignment: TextAlignment = .natural

    /// The text's size: the widest line at 0.55 of the point size per character, and one ``Font/lineHeight``
    /// per line, up to ``numberOfLines``. Empty text has zero size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        let widest = lines.map(\.count).max() ?? 0
        return CGSize(
            width: (CGFloat(widest) * font.pointSize * 0.55).rounded(.up),
            height: CGFloat(lines.count) * font.lineHeight)
    }

    open override func visibleProperties() -> [ViewState.Property] {
        var properties = super.visibleProperties()
        properties.append(.init("text", text.map { "\"\($0)\"" } ?? "nil"))
        properties.append(.init("textColor", textColor.description))
        if font != .systemFont(ofSize: 17) { properties.append(.init("font", font.description)) }
        return properties
    }
}

/// A view that shows an image.
@MainActor
open class ImageView: View {
    /// The image shown. Setting it cancels a load under way (``setImage(from:placeholder:)``): the view now
    /// shows something else.
    open var image: Image? {
        didSet { if !isApplyingLoad, currentLoad != nil { cancelImageLoad() } }
    }
    /// Told when an image arrives for a load the view no longer wants (it was cancelled or replaced), with
    /// the image that was dropped: reuse diagnostics report it.
    public var lateImageHandler: ((ImageView, Image?) -> Void)?
    /// Image loads under way in every image view, so that cancelling the loads of a cell's tree costs nothing
    /// when there are none.
    static var loadsInFlight = 0
    var currentLoad: ImageLoad?
    var loadToken = 0
    var isApplyingLoad = false
    open var highlightedImage: Image?
    open var tintColor: Color?

    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
    }

    /// The image's size, or zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    open override func visibleProperties() -> [ViewState.Property] {
        var properties = super.visibleProperties()
        properties.append(.init("image", image?.name ?? "nil"))
        if let tintColor { properties.append(.init("tintColor", tintColor.description)) }
        return properties
    }
}
