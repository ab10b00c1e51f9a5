import Foundation

/// Scales fonts and lengths for Dynamic Type (UIKit's `UIFontMetrics`).
///
/// Without a trait collection the content size is UIKit's default (large), at which every text style scales by
/// 1: fonts and values come back as given (a scaled font capped by `maximumPointSize` is capped). With one, they
/// scale as the text style does in UIKit's Dynamic Type table from large to the collection's category.
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

    /// `font` at the content size of `traitCollection`: scaled as the text style is from the default size.
    open func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        let factor = textStyle.scale(for: traitCollection?.preferredContentSizeCategory ?? .unspecified)
        return factor == 1 ? font : font.withSize((font.pointSize * factor).rounded())
    }

    /// `font` at the content size of `traitCollection`, no larger than `maximumPointSize`.
    open func scaledFont(
        for font: Font, maximumPointSize: CGFloat, compatibleWith traitCollection: TraitCollection?
    ) -> Font {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        guard maximumPointSize.isFinite, maximumPointSize > 0, scaled.pointSize > maximumPointSize else {
            return scaled
        }
        return scaled.withSize(maximumPointSize)
    }

    /// A length (a spacing, a height) scaled as the text style's fonts are.
    open func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// A length scaled for the content size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        value * textStyle.scale(for: traitCollection?.preferredContentSizeCategory ?? .unspecified)
    }
}

extension Font.TextStyle {
    /// The metrics that scale fonts of this style (UIKit's overlay: `UIFont.TextStyle.body.metrics`).
    public var metrics: FontMetrics { FontMetrics(forTextStyle: self) }
}
