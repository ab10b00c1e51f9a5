import Foundation
import ReuseCore

extension Image {
    /// An image from encoded data (PNG, JPEG, GIF, BMP or WebP), as `UIImage(data:)` makes one: its size is the
    /// pixel size the header declares. Headless, no pixel is decoded. Nil for data of none of these formats, or
    /// whose header is cut short, as UIKit returns nil for data it cannot decode.
    ///
    /// - Complexity: O(n) in the data's bytes (they are copied once); the header is read in O(1), or for JPEG
    ///   in O(segments before its frame header).
    public init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from encoded data at `scale` pixels per point (a scale that is not a positive number counts
    /// as 1).
    public init?(data: Data, scale: CGFloat) {
        guard let header = ImageHeader(Array(data)) else { return nil }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        name = "\(header.format.rawValue) \(header.width)×\(header.height)"
        isSymbol = false
        size = CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale)
        self.scale = scale
    }
}
