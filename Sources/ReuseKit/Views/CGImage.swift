import ReuseCore

/// A bitmap in memory, as Core Graphics' `CGImage` is behind a decoded `UIImage`: 8 bits a component and
/// 4 components a pixel (red, green, blue, alpha, not premultiplied), rows top to bottom with no padding.
/// ReuseKit makes one when it decodes a PNG (``Image/init(named:)``, ``Image/init(contentsOfFile:)``,
/// ``Image/init(data:)``); it holds `width × height × 4` bytes for as long as an image refers to it.
///
/// Two bitmaps are equal when their pixels are: the same object at once, otherwise byte by byte (O(pixels)).
public final class CGImage: Hashable, Sendable {
    /// The pixels, and their size.
    public let bitmap: RGBABitmap

    public init(bitmap: RGBABitmap) {
        self.bitmap = bitmap
    }

    public var width: Int { bitmap.width }
    public var height: Int { bitmap.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { bitmap.width * 4 }

    /// The bytes the pixels take in memory.
    public var byteCount: Int { bitmap.bytes.count }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
        lhs === rhs || lhs.bitmap == rhs.bitmap
    }

    /// Hashes the size only, so that hashing stays O(1); equal bitmaps have equal sizes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bitmap.width)
        hasher.combine(bitmap.height)
    }
}
