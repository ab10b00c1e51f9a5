import Foundation

// UIKit's attributes for Swift's `AttributedString` (AttributeScopes.UIKitAttributes), which Foundation on Linux
// does not have: `var title = AttributedString("Done"); title.font = .boldSystemFont(ofSize: 17)` and a button
// configuration's `titleTextAttributesTransformer` write them. Each has the name its `NSAttributedString.Key`
// has, so converting to and from `NSAttributedString` keeps them.

extension AttributeScopes {
    /// UIKit's text attributes, with Foundation's.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strokeColor: StrokeColorAttribute
        public let strokeWidth: StrokeWidthAttribute
        public let obliqueness: ObliquenessAttribute
        public let expansion: ExpansionAttribute
        public let ligature: LigatureAttribute
        public let foundation: FoundationAttributes

        /// The font (`NSAttributedString.Key.font`).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = Font
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// The text's colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// The colour behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// Extra space after each character, in points.
        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        /// Extra space between characters, in points.
        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }
        /// How far the text sits above its baseline, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        public enum StrokeColorAttribute: AttributedStringKey {
            public typealias Value = Color
            public static let name = NSAttributedString.Key.strokeColor.rawValue
        }
        /// The outline's width, as a percentage of the font size (negative also fills).
        public enum StrokeWidthAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.strokeWidth.rawValue
        }
        public enum ObliquenessAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.obliqueness.rawValue
        }
        public enum ExpansionAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.expansion.rawValue
        }
        public enum LigatureAttribute: AttributedStringKey {
            public typealias Value = Int
            public static let name = NSAttributedString.Key.ligature.rawValue
        }
    }

    /// UIKit's attributes, as `string.uiKit.font` names them.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// `string.font`, `container.foregroundColor` and the other UIKit attributes.
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// The font and colour of the first run that has each (what a one-style title carries).
    ///
    /// - Complexity: O(r) in the runs.
    public var firstFontAndColor: (font: Font?, color: Color?) {
        var font: Font?
        var color: Color?
        for run in runs {
            if font == nil { font = run[AttributeScopes.UIKitAttributes.FontAttribute.self] }
            if color == nil { color = run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] }
            if font != nil, color != nil { break }
        }
        return (font, color)
    }
}
