import Foundation

/// How a string is measured and drawn (NSStringDrawingOptions).
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay the text out in lines within the width (without it, the text is one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Count the font's leading in line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure the glyphs' own outlines.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Cut the last visible line with an ellipsis when the text does not fit.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement may shrink the text by, and what it reports (NSStringDrawingContext).
open class NSStringDrawingContext {
    /// The smallest scale the text may shrink to, to fit; 0 (no shrinking).
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the text was drawn at.
    public internal(set) var actualScaleFactor: CGFloat = 1
    /// The rectangle the text took.
    public internal(set) var totalBounds = CGRect.zero

    public init() {}
}

/// Measures text as a label lays it out: the engine's one text measure, so that a height computed with
/// `boundingRect(with:options:attributes:context:)` is the height a label with the same text gets.
@MainActor
enum StringMeasure {
    private static let label = Label()

    static func boundingRect(
        _ text: NSAttributedString, size: CGSize, options: NSStringDrawingOptions, context: NSStringDrawingContext?
    ) -> CGRect {
        label.attributedText = text
        label.numberOfLines = options.contains(.usesLineFragmentOrigin) ? 0 : 1
        label.lineBreakMode = options.contains(.truncatesLastVisibleLine) ? .byTruncatingTail : .byWordWrapping
        let width = size.width.isFinite && size.width > 0 ? size.width : .greatestFiniteMagnitude
        let height = size.height.isFinite && size.height > 0 ? size.height : .greatestFiniteMagnitude
        var measured = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        measured.width = min(measured.width, width)
        if options.contains(.usesLineFragmentOrigin) { measured.height = min(measured.height, height) }
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }
}

extension NSAttributedString {
    /// The size the text takes on one line.
    @preconcurrency @MainActor
    public func size() -> CGSize { StringMeasure.boundingRect(self, size: .zero, options: [], context: nil).size }

    /// The rectangle the text takes within `size` (lines wrap at its width with `.usesLineFragmentOrigin`).
    @preconcurrency @MainActor
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        StringMeasure.boundingRect(self, size: size, options: options, context: context)
    }

    /// Draws the text from `point` in the current context (recorded with a zero size: as wide and tall as it is).
    public func draw(at point: CGPoint) {
        GraphicsContextStack.current?.draw(self, in: CGRect(origin: point, size: .zero))
    }

    /// Draws the text inside `rect` in the current context.
    public func draw(in rect: CGRect) { GraphicsContextStack.current?.draw(self, in: rect) }

    /// Draws the text inside `rect` with `options`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        draw(in: rect)
    }
}

extension StringProtocol {
    /// The size the string takes on one line with `attributes` (UIKit's NSString addition, on `String` too).
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: String(self), attributes: attributes).size()
    }

    /// The rectangle the string takes within `size` with `attributes`.
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: String(self), attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }

    /// Draws the string from `point` with `attributes` in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attributes).draw(at: point)
    }

    /// Draws the string inside `rect` with `attributes` in the current context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: String(self), attributes: attributes).draw(in: rect)
    }

    /// Draws the string in `rect` with `options` and `attributes` (UIKit's `draw(with:options:attributes:context:)`):
    /// wrapped inside the rect with `.usesLineFragmentOrigin`, else one line from its origin.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        NSAttributedString(string: String(self), attributes: attributes).draw(
            with: rect, options: options, context: context)
    }
}

extension NSString {
    /// The size the string takes on one line with `attributes`.
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }

    /// The rectangle the string takes within `size` with `attributes`.
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    /// Draws the string from `point` with `attributes` in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    /// Draws the string inside `rect` with `attributes` in the current context.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }
}
