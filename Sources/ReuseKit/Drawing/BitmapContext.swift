import Foundation

/// Where a bitmap's alpha is and whether its colours are multiplied by it (Core Graphics' `CGImageAlphaInfo`).
/// Headless bitmaps are RGBA, so it is checked and kept, not used to lay pixels out.
public enum CGImageAlphaInfo: UInt32, Hashable, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// A bitmap's layout: its alpha (the low five bits, a ``CGImageAlphaInfo``), whether components are floats, and
/// their byte order (Core Graphics' `CGBitmapInfo`).
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The layout with `alpha` for its alpha.
    public init(alpha: CGImageAlphaInfo, component: CGBitmapInfo = [], byteOrder: CGBitmapInfo = .byteOrderDefault) {
        self.init(rawValue: alpha.rawValue | component.rawValue | byteOrder.rawValue)
    }
}

extension CGContext {
    /// A bitmap context `width` × `height` pixels (`CGBitmapContextCreate`), in Core Graphics' own coordinates:
    /// the origin at the bottom left, y upwards, so an image drawn into the whole of it comes out upright.
    /// `bitmapInfo` is a ``CGBitmapInfo``'s raw value, as Swift code passes it. Nil, as Core Graphics returns, for
    /// sizes that are not positive, components other than 8 bits, rows shorter than the pixels, or an alpha
    /// that does not exist; and for memory of the caller's (`data` not nil): headless drawing is kept as a
    /// display list and rasterized by `makeImage()` (in the `UIKit` module), so it cannot land in the caller's bytes.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard data == nil, width > 0, height > 0, bitsPerComponent == 8, bytesPerRow == 0 || bytesPerRow >= width * 4,
            CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) != nil
        else { return nil }
        self.init(size: CGSize(width: width, height: height), scale: 1)
        translateBy(x: 0, y: CGFloat(height))
        scaleBy(x: 1, y: -1)
    }

    /// The same, with the layout as a ``CGBitmapInfo``.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo
    ) {
        self.init(
            data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
            space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    /// What the context has recorded, as an image of its size and scale (beyond UIKit: a renderer rasterizes it,
    /// which `makeImage()` in the `UIKit` module does).
    public func recordedImage() -> Image { Image(recording: self) }
}

/// An image's orientation as Core Graphics and Image I/O name it (`CGImagePropertyOrientation`): the EXIF values.
public enum CGImagePropertyOrientation: UInt32, Hashable, Sendable {
    case up = 1
    case upMirrored = 2
    case down = 3
    case downMirrored = 4
    case leftMirrored = 5
    case right = 6
    case rightMirrored = 7
    case left = 8

    /// The orientation a `UIImage.Orientation` names.
    package init(_ orientation: Image.Orientation) {
        switch orientation {
        case .up: self = .up
        case .upMirrored: self = .upMirrored
        case .down: self = .down
        case .downMirrored: self = .downMirrored
        case .left: self = .left
        case .leftMirrored: self = .leftMirrored
        case .right: self = .right
        case .rightMirrored: self = .rightMirrored
        @unknown default: self = .up
        }
    }
}
