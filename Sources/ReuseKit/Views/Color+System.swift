import Foundation

/// UIKit's remaining system and semantic colours, with their light-appearance values.
extension Color {
    public static let systemPink = Color(red: 1, green: 45 / 255, blue: 85 / 255, name: "systemPink")
    public static let systemPurple = Color(red: 175 / 255, green: 82 / 255, blue: 222 / 255, name: "systemPurple")
    public static let systemTeal = Color(red: 48 / 255, green: 176 / 255, blue: 199 / 255, name: "systemTeal")
    public static let systemIndigo = Color(red: 88 / 255, green: 86 / 255, blue: 214 / 255, name: "systemIndigo")
    public static let systemBrown = Color(red: 162 / 255, green: 132 / 255, blue: 94 / 255, name: "systemBrown")
    public static let systemMint = Color(red: 0, green: 199 / 255, blue: 190 / 255, name: "systemMint")
    public static let systemCyan = Color(red: 50 / 255, green: 173 / 255, blue: 230 / 255, name: "systemCyan")
    public static let systemGray2 = Color(red: 174 / 255, green: 174 / 255, blue: 178 / 255, name: "systemGray2")
    public static let systemGray3 = Color(red: 199 / 255, green: 199 / 255, blue: 204 / 255, name: "systemGray3")
    public static let systemGray4 = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255, name: "systemGray4")
    public static let systemGray5 = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255, name: "systemGray5")
    public static let systemGray6 = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, name: "systemGray6")
    public static let tertiaryLabel = Color(
        red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3, name: "tertiaryLabel")
    public static let quaternaryLabel = Color(
        red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18, name: "quaternaryLabel")
    public static let placeholderText = Color(
        red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3, name: "placeholderText")
    public static let link = Color(red: 0, green: 122 / 255, blue: 1, name: "link")
    public static let separator = Color(
        red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29, name: "separator")
    public static let opaqueSeparator = Color(
        red: 198 / 255, green: 198 / 255, blue: 200 / 255, name: "opaqueSeparator")
    public static let secondarySystemBackground = Color(
        red: 242 / 255, green: 242 / 255, blue: 247 / 255, name: "secondarySystemBackground")
    public static let tertiarySystemBackground = Color(red: 1, green: 1, blue: 1, name: "tertiarySystemBackground")
    public static let systemGroupedBackground = Color(
        red: 242 / 255, green: 242 / 255, blue: 247 / 255, name: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = Color(
        red: 1, green: 1, blue: 1, name: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = Color(
        red: 242 / 255, green: 242 / 255, blue: 247 / 255, name: "tertiarySystemGroupedBackground")
    public static let systemFill = Color(
        red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2, name: "systemFill")
    public static let secondarySystemFill = Color(
        red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16, name: "secondarySystemFill")
    public static let tertiarySystemFill = Color(
        red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12, name: "tertiarySystemFill")
    public static let quaternarySystemFill = Color(
        red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08, name: "quaternarySystemFill")
    public static let lightText = Color(red: 1, green: 1, blue: 1, alpha: 0.6, name: "lightText")
    public static let darkText = Color(red: 0, green: 0, blue: 0, name: "darkText")
    /// The grouped table background of iOS 6 to 12, deprecated since iOS 13: the system grouped background.
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public static var groupTableViewBackground: Color { systemGroupedBackground }
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The tint colour as a colour value (UIKit names it so).
    public static let tintColor = Color(red: 0, green: 122 / 255, blue: 1, name: "tintColor")
}

extension Color {
    /// The dark-appearance values of UIKit's system and semantic colours, by name (sRGB components from 0 to 255
    /// and alpha), as Apple's Human Interface Guidelines list them: ``resolvedColor(with:)`` gives these in a dark
    /// trait collection.
    static let systemDarkVariants: [String: (red: Double, green: Double, blue: Double, alpha: Double)] = [
        "systemBlue": (10, 132, 255, 1), "systemRed": (255, 69, 58, 1), "systemGreen": (48, 209, 88, 1),
        "systemOrange": (255, 159, 10, 1), "systemYellow": (255, 214, 10, 1), "systemPink": (255, 55, 95, 1),
        "systemPurple": (191, 90, 242, 1), "systemTeal": (64, 200, 224, 1), "systemIndigo": (94, 92, 230, 1),
        "systemBrown": (172, 142, 104, 1), "systemMint": (99, 230, 226, 1), "systemCyan": (100, 210, 255, 1),
        "systemGray": (142, 142, 147, 1), "systemGray2": (99, 99, 102, 1), "systemGray3": (72, 72, 74, 1),
        "systemGray4": (58, 58, 60, 1), "systemGray5": (44, 44, 46, 1), "systemGray6": (28, 28, 30, 1),
        "label": (255, 255, 255, 1), "secondaryLabel": (235, 235, 245, 0.6), "tertiaryLabel": (235, 235, 245, 0.3),
        "quaternaryLabel": (235, 235, 245, 0.16), "placeholderText": (235, 235, 245, 0.3),
        "link": (9, 132, 255, 1), "separator": (84, 84, 88, 0.6), "opaqueSeparator": (56, 56, 58, 1),
        "systemBackground": (0, 0, 0, 1), "secondarySystemBackground": (28, 28, 30, 1),
        "tertiarySystemBackground": (44, 44, 46, 1), "systemGroupedBackground": (0, 0, 0, 1),
        "secondarySystemGroupedBackground": (28, 28, 30, 1), "tertiarySystemGroupedBackground": (44, 44, 46, 1),
        "systemFill": (120, 120, 128, 0.36), "secondarySystemFill": (120, 120, 128, 0.32),
        "tertiarySystemFill": (118, 118, 128, 0.24), "quaternarySystemFill": (118, 118, 128, 0.18),
        "tintColor": (10, 132, 255, 1),
    ]
}
