import Foundation

extension Font.TextStyle {
    /// The style's point size at `category`, from UIKit's Dynamic Type table (Apple's Human Interface Guidelines,
    /// "Typography": extra small through extra extra extra large, then the five accessibility sizes). An
    /// unspecified category is the default, large.
    public func pointSize(for category: TraitCollection.ContentSizeCategory) -> CGFloat {
        let sizes: [CGFloat] =
            switch self {
            case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            // visionOS's extra large titles scale as the large title does.
            case .extraLargeTitle, .extraLargeTitle2:
                [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60].map { ($0 * pointSize / 34).rounded() }
            }
        return sizes[Self.column(of: category)]
    }

    /// How much larger the style is at `category` than at the default size.
    func scale(for category: TraitCollection.ContentSizeCategory) -> CGFloat {
        pointSize(for: category) / pointSize(for: .large)
    }

    private static func column(of category: TraitCollection.ContentSizeCategory) -> Int {
        let columns: [TraitCollection.ContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        return columns.firstIndex(of: category) ?? 3
    }
}
