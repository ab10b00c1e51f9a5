import Foundation

/// A colour in sRGB with alpha, named where it is one of UIKit's named colours.
///
/// A class, as UIColor is, so that the extensions apps write for UIKit compile unchanged
/// (`extension UIColor { convenience init(hex: String) { … self.init(red:green:blue:alpha:) } }`). It is
/// immutable, and equal colours compare equal (`==`, through ``isEqual(_:)``) whichever object holds them.
///
/// Not an `NSObject`, unlike UIColor: Foundation on Linux stops the process when it compares two distinct
/// `NSObject`s of a Swift class held as attribute values (`addAttribute(.foregroundColor, value: UIColor.red,
/// range:)` over text that has a colour, or appending a run of another colour), and a plain class is compared
/// through its `Hashable` conformance. `isEqual(_:)`, `hash`, `description` and `description()` are here as on
/// `NSObject`.
public final class Color: Hashable, CustomStringConvertible, @unchecked Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double
    /// UIKit's name for the colour (`brown`, `systemBlue`), or nil for a colour made from components.
    public let name: String?
    /// The colour in a dark interface, for a dynamic colour (``init(dynamicProvider:)``).
    let dark: [Double]?
    /// The image a pattern colour tiles (``init(patternImage:)``); nil for a plain colour. UIKit keeps it
    /// private; the renderer reads it to tile the image wherever the colour fills.
    public let patternImage: Image?

    /// A colour from components in 0...1 (clamped).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha), name: nil)
    }

    /// A grey of `gray` in 0...1 (CoreGraphics' `CGColor(gray:alpha:)`).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(white: gray, alpha: alpha)
    }

    /// A grey of `white` in 0...1.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour that tiles `image` from the origin of what it fills, as a view's background or a layer's colour.
    /// Its components are those of the image's first pixel when it has pixels, and clear otherwise, so that code
    /// reading them (and a terminal) gets a sensible colour.
    public convenience init(patternImage image: Image) {
        var rgba: [Double] = [0, 0, 0, 0]
        if let bitmap = image.cgImage?.bitmap, bitmap.width > 0, bitmap.height > 0, bitmap.bytes.count >= 4 {
            rgba = (0..<4).map { Double(bitmap.bytes[$0]) / 255 }
        }
        self.init(red: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3], name: nil, pattern: image)
    }

    init(
        red: Double, green: Double, blue: Double, alpha: Double = 1, name: String?, dark: [Double]? = nil,
        pattern: Image? = nil
    ) {
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        self.red = clamp(red)
        self.green = clamp(green)
        self.blue = clamp(blue)
        self.alpha = clamp(alpha)
        self.name = name
        self.dark = dark
        patternImage = pattern
    }

    /// Equal components, name and dark variant.
    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Color else { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
            && name == other.name && dark == other.dark && patternImage === other.patternImage
    }

    public static func == (lhs: Color, rhs: Color) -> Bool { lhs.isEqual(rhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    /// The class's name, as `NSObject`'s class `description()` gives it (`UIColor.description()`).
    public class func description() -> String { String(describing: self) }

    /// Whether the object is an instance of `aClass` or of a subclass of it, as `NSObject`'s `isKind(of:)` says.
    public func isKind(of aClass: AnyClass) -> Bool { isClass(type(of: self), aKindOf: aClass) }

    /// Whether the object is an instance of exactly `aClass`, as `NSObject`'s `isMember(of:)` says.
    public func isMember(of aClass: AnyClass) -> Bool { type(of: self) == aClass }

    public var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        hasher.combine(name)
        hasher.combine(dark)
        hasher.combine(patternImage.map(ObjectIdentifier.init))
        return hasher.finalize()
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: Double(alpha), name: nil, pattern: patternImage)
    }

    /// The name, or `#rrggbb` (with alpha as `#rrggbbaa` when not opaque).
    public var description: String {
        if let name { return name }
        func hex(_ v: Double) -> String {
            let byte = Int((v * 255).rounded())
            return String(byte, radix: 16).count == 1 ? "0" + String(byte, radix: 16) : String(byte, radix: 16)
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }

    /// The colour as a layer takes it (UIKit's `cgColor`, for `layer.borderColor` and `layer.shadowColor`): layers
    /// here take colours, so it is the colour itself.
    public var cgColor: Color { self }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0, name: "clear")
    public static let black = Color(red: 0, green: 0, blue: 0, name: "black")
    public static let white = Color(red: 1, green: 1, blue: 1, name: "white")
    public static let darkGray = Color(red: 1 / 3, green: 1 / 3, blue: 1 / 3, name: "darkGray")
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5, name: "gray")
    public static let lightGray = Color(red: 2 / 3, green: 2 / 3, blue: 2 / 3, name: "lightGray")
    public static let red = Color(red: 1, green: 0, blue: 0, name: "red")
    public static let green = Color(red: 0, green: 1, blue: 0, name: "green")
    public static let blue = Color(red: 0, green: 0, blue: 1, name: "blue")
    public static let cyan = Color(red: 0, green: 1, blue: 1, name: "cyan")
    public static let yellow = Color(red: 1, green: 1, blue: 0, name: "yellow")
    public static let magenta = Color(red: 1, green: 0, blue: 1, name: "magenta")
    public static let orange = Color(red: 1, green: 0.5, blue: 0, name: "orange")
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, name: "purple")
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, name: "brown")
    public static let systemBlue = Color(red: 0, green: 122 / 255, blue: 1, name: "systemBlue")
    public static let systemRed = Color(red: 1, green: 59 / 255, blue: 48 / 255, name: "systemRed")
    public static let systemGreen = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255, name: "systemGreen")
    public static let systemOrange = Color(red: 1, green: 149 / 255, blue: 0, name: "systemOrange")
    public static let systemYellow = Color(red: 1, green: 204 / 255, blue: 0, name: "systemYellow")
    public static let systemGray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255, name: "systemGray")
    public static let systemBackground = Color(red: 1, green: 1, blue: 1, name: "systemBackground")
    public static let label = Color(red: 0, green: 0, blue: 0, name: "label")
    public static let secondaryLabel = Color(
        red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6, name: "secondaryLabel")
}

extension Color: _ExpressibleByColorLiteral {
    /// `#colorLiteral(red:green:blue:alpha:)`, which Xcode's colour picker writes: the colour with those
    /// components.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha), name: nil)
    }
}
