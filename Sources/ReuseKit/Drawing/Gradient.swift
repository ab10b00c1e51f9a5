import Foundation

/// A colour space (CoreGraphics' `CGColorSpace`): every colour here is RGB, so a space is its name.
public final class CGColorSpace: Hashable, Sendable {
    public let name: String?

    public init?(name: String) {
        self.name = name
    }

    init(named name: String) {
        self.name = name
    }

    /// The device RGB space that `CGColorSpaceCreateDeviceRGB()` gives.
    public static let deviceRGB = CGColorSpace(named: "kCGColorSpaceDeviceRGB")
    /// The device grey space that `CGColorSpaceCreateDeviceGray()` gives (its colours are stored as RGB).
    public static let deviceGray = CGColorSpace(named: "kCGColorSpaceDeviceGray")
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let displayP3 = "kCGColorSpaceDisplayP3"

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A gradient: colours at locations from 0 to 1 (CoreGraphics' `CGGradient`).
public final class CGGradient: @unchecked Sendable {
    /// The colours, in order.
    public let colors: [Color]
    /// Where each colour is, from 0 to 1; evenly spread when the gradient was made without locations.
    public let locations: [CGFloat]

    /// A gradient of `colors` (an array of `CGColor`s, as `[a.cgColor, b.cgColor] as CFArray` gives) at
    /// `locations` (as many as the colours; nil spreads them evenly). Nil when there is no colour.
    public init?(colorsSpace space: CGColorSpace?, colors: NSArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? Color }
        guard !list.isEmpty else { return nil }
        self.colors = list
        self.locations = Self.locations(locations, count: list.count)
    }

    /// A gradient from `count` colours given as components (red, green, blue, alpha each).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0, count < 1 << 20 else { return nil }
        colors = (0..<count).map { index in
            Color(
                red: components[index * 4], green: components[index * 4 + 1], blue: components[index * 4 + 2],
                alpha: components[index * 4 + 3])
        }
        self.locations = Self.locations(locations, count: count)
    }

    private static func locations(_ given: UnsafePointer<CGFloat>?, count: Int) -> [CGFloat] {
        guard let given else { return (0..<count).map { count == 1 ? 0 : CGFloat($0) / CGFloat(count - 1) } }
        return (0..<count).map { given[$0].isFinite ? min(max(given[$0], 0), 1) : 0 }
    }
}

/// Whether a gradient's end colours continue beyond its ends (CGGradientDrawingOptions).
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// Fills the clip with `gradient` along the line from `startPoint` to `endPoint` (in user space).
    public func drawLinearGradient(
        _ gradient: CGGradient, start startPoint: CGPoint, end endPoint: CGPoint, options: CGGradientDrawingOptions
    ) {
        record(Gradient(gradient: gradient, start: startPoint, end: endPoint, radii: nil, options: options))
    }

    /// Fills the clip with `gradient` between two circles (in user space).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        record(
            Gradient(
                gradient: gradient, start: startCenter, end: endCenter, radii: (startRadius, endRadius),
                options: options))
    }
}
