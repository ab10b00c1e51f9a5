import Foundation

/// Scales fonts and lengths for Dynamic Type (UIKit's `UIFontMetrics`).
///
/// ReuseKit has one content size: UIKit's default (large), at which every text style scales by 1. Fonts and
/// values come back as given (a scaled font capped by `maximumPointSize` is capped), so Dynamic Type code ports
/// without edits and lays out as it does on a device at the default size.
open class FontMetrics: @unchecked Sendable {
    /// The text style whose scaling curve the metrics follow.
    public let textStyle: Font.TextStyle

    /// Metrics for the body text style.
    public static let `default` = FontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` at the current content size.
    open func scaledFont(for font: Font) -> Font { font }

    /// `font` at the current content size, no larger than `maximumPointSize`.
    open func scaledFont(for font: Font, maximumPointSize: CGFloat) -> Font {
        guard maximumPointSize.isFinite, maximumPointSize > 0, font.pointSize > maximumPointSize else { return font }
        return font.withSize(maximumPointSize)
    }

    /// `font` at the content size of `traitCollection`.
    open func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font { font }

    /// `font` at the content size of `traitCollection`, no larger than `maximumPointSize`.
    open func scaledFont(
        for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
    ) -> Font {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }

    /// A length (a spacing, a height) scaled as the text style's fonts are.
    open func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// A length scaled for the content size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat { value }
}

extension Font.TextStyle {
    /// The metrics that scale fonts of this style (UIKit's overlay: `UIFont.TextStyle.body.metrics`).
    public var metrics: FontMetrics { FontMetrics(forTextStyle: self) }
}
