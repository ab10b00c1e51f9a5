import Foundation
import ReuseCore
import ReuseKit
import ReuseRender
import SnapshotTesting

extension Diffing where Value == Image {
    /// Exact pixel comparison of PNG references.
    public static var image: Diffing { .image() }

    /// A pixel comparison of images stored as PNG, as swift-snapshot-testing's `UIImage` diffing does on iOS.
    /// A failure says how many pixels differ and where the worst one is, and writes a difference image (the
    /// reference in grey, differing pixels in red) beside the failed snapshot, in `SNAPSHOT_ARTIFACTS` or the
    /// temporary directory.
    ///
    /// - Parameters:
    ///   - precision: the share of pixels that must match.
    ///   - perceptualPrecision: how close a pixel must be to match, in CIE Lab ΔE (1 is exact; 0.98 is about what
    ///     an eye tells apart).
    ///   - scale: the scale references are read at (the pixels are compared whatever it is).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        .diff(
            toData: { image in (try? PNGCodec.encode(image)) ?? Data() },
            fromData: { data in
                guard let bitmap = try? PNGCodec.decode(data) else { return Image() }
                return Image(cgImage: CGImage(bitmap: bitmap), scale: scale ?? 1, orientation: .up)
            },
            diffV2: { reference, new in
                ImageComparison.compare(
                    reference, new, precision: precision, perceptualPrecision: perceptualPrecision)
            })
    }
}

extension Snapshotting where Value == Image, Format == Image {
    /// Images compared pixel for pixel, stored as PNG.
    public static var image: Snapshotting { .image() }

    /// Images compared with the given precisions (see ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:scale:)``).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
        -> Snapshotting
    {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// The comparison behind ``SnapshotTesting/Diffing/image``.
enum ImageComparison {
    static func compare(_ reference: Image, _ new: Image, precision: Float, perceptualPrecision: Float)
        -> (String, [DiffAttachment])?
    {
        guard let old = reference.cgImage?.bitmap else {
            return ("The reference is not a readable PNG: delete it and record the snapshot again.", [])
        }
        guard let encoded = try? PNGCodec.encode(new.cgImage?.bitmap ?? emptyBitmap),
            let fresh = try? PNGCodec.decode(encoded, pixelLimit: Int.max)
        else {
            return ("The new snapshot has no pixels (was the view given a size?).", [])
        }
        // The new image goes through PNG as the reference did, so both are compared after the same rounding.
        guard old.width == fresh.width, old.height == fresh.height else {
            return (
                "Newly-taken snapshot is \(fresh.width) × \(fresh.height) px; the reference is \(old.width) × "
                    + "\(old.height) px.", []
            )
        }
        let tolerance = Double(max(0, 1 - min(perceptualPrecision, 1))) * 100
        var differing = 0
        var worst = (distance: -1.0, x: 0, y: 0)
        var difference = [UInt8](repeating: 0, count: old.bytes.count)
        old.bytes.withUnsafeBufferPointer { a in
            fresh.bytes.withUnsafeBufferPointer { b in
                for pixel in 0..<(old.width * old.height) {
                    let at = pixel * 4
                    let same =
                        a[at] == b[at] && a[at + 1] == b[at + 1] && a[at + 2] == b[at + 2] && a[at + 3] == b[at + 3]
                    var matches = same
                    var distance = 0.0
                    if !same {
                        distance = deltaE(a, b, at)
                        matches = distance <= tolerance
                    }
                    if !matches {
                        differing += 1
                        if distance > worst.distance { worst = (distance, pixel % old.width, pixel / old.width) }
                        difference[at] = 255
                        difference[at + 3] = 255
                    } else {
                        let sum: Int = Int(a[at]) + Int(a[at + 1]) + Int(a[at + 2])
                        let grey = UInt8(sum / 6 + 128)
                        difference[at] = grey
                        difference[at + 1] = grey
                        difference[at + 2] = grey
                        difference[at + 3] = 255
                    }
                }
            }
        }
        let total = old.width * old.height
        let matching = Float(total - differing) / Float(max(total, 1))
        guard matching < precision, differing > 0 else { return nil }
        func rgba(_ bitmap: RGBABitmap) -> String {
            let p = bitmap.pixel(x: worst.x, y: worst.y) ?? (0, 0, 0, 0)
            return "rgba(\(p.0), \(p.1), \(p.2), \(p.3))"
        }
        var message =
            "Newly-taken snapshot does not match reference: \(differing) of \(total) pixels differ "
            + "(\(String(format: "%.4f", Double(differing) / Double(total) * 100)) %), beyond a precision of "
            + "\(precision * 100) %. The most different pixel is at (\(worst.x), \(worst.y)): \(rgba(old)) in the "
            + "reference, \(rgba(fresh)) now."
        var attachments: [DiffAttachment] = []
        if let map = RGBABitmap(width: old.width, height: old.height, bytes: difference),
            let png = try? PNGCodec.encode(map)
        {
            attachments.append(.data(png, name: "difference.png"))
            if let url = writeArtifact(png) { message += " Difference image (differing pixels in red): \(url.path)" }
        }
        return (message, attachments)
    }

    private static let emptyBitmap = RGBABitmap(width: 0, height: 0, bytes: [])!

    /// Writes the difference image where swift-snapshot-testing puts failed snapshots.
    private static func writeArtifact(_ png: Data) -> URL? {
        let directory = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        ).appendingPathComponent("ReuseSnapshotTesting")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("difference-\(UUID().uuidString.prefix(8)).png")
        return (try? png.write(to: url)) == nil ? nil : url
    }

    /// CIE76 ΔE between two pixels (alpha weighs the colour against white).
    private static func deltaE(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, _ at: Int) -> Double {
        let first = lab(a, at)
        let second = lab(b, at)
        let dl = first.0 - second.0
        let da = first.1 - second.1
        let db = first.2 - second.2
        return (dl * dl + da * da + db * db).squareRoot()
    }

    private static func lab(_ p: UnsafeBufferPointer<UInt8>, _ at: Int) -> (Double, Double, Double) {
        let alpha = Double(p[at + 3]) / 255
        func linear(_ value: UInt8) -> Double {
            let c = (Double(value) / 255) * alpha + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(p[at])
        let g = linear(p[at + 1])
        let b = linear(p[at + 2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
