import Foundation
import ReuseCore
import Synchronization

extension Image {
    /// An image from encoded data, as `UIImage(data:)` makes one. PNG data is decoded into pixels
    /// (``cgImage``), and JPEG too when a renderer has installed its decoder (``ImageDecoding``); otherwise, for
    /// JPEG, GIF, BMP and WebP, only the size their header declares is read. Nil
    /// for data of none of these formats, for a PNG that does not decode, or a header cut short, as UIKit
    /// returns nil for data it cannot decode.
    ///
    /// - Complexity: O(n) in the data's bytes, and O(pixels) to decode a PNG.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from encoded data at `scale` pixels per point (a scale that is not a positive number counts
    /// as 1).
    public convenience init?(data: Data, scale: CGFloat) {
        self.init(encoded: Array(data), scale: scale, name: nil)
    }

    /// The image in the file at `path`, decoded as ``init(data:)`` decodes; nil when the file cannot be read
    /// or is not such an image. Its name is the file's name.
    ///
    /// - Complexity: O(file size + pixels).
    public convenience init?(contentsOfFile path: String) {
        self.init(file: path, name: (path as NSString).lastPathComponent)
    }

    /// The image named `name` in `bundle` (the main bundle when nil), as `UIImage(named:in:compatibleWith:)`
    /// finds it: the PNG `name.png`, `name@2x.png` or `name@3x.png` (scale 1, 2 or 3, the first found), or the
    /// file `name` when it has an extension. The file is decoded each time; the places found are remembered.
    ///
    /// Headless apps often name images they do not ship: a name that no file has gives a placeholder 40 points
    /// square that renderers draw by name, where UIKit would return nil. A file that is there but does not
    /// decode gives nil, as in UIKit. The traits are accepted and not used: there is one scale and no dark
    /// variants.
    ///
    /// - Complexity: O(file size + pixels); a name seen before is looked up in O(1).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        guard !name.isEmpty else { return nil }
        guard let path = NamedImageFiles.find(name, in: bundle ?? .main) else {
            self.init(placeholderNamed: name)
            return
        }
        self.init(file: path, name: name)
    }

    /// The image named `name` in `bundle`, with `configuration`: a symbol configuration is kept for drawing (as
    /// ``withConfiguration(_:)`` keeps it); a trait configuration picks nothing more (one scale, no dark variants).
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: (any Configuration)?) {
        self.init(named: name, in: bundle, compatibleWith: (configuration as? TraitConfiguration)?.traitCollection)
        if let symbol = configuration as? SymbolConfiguration { applySymbolConfiguration(symbol) }
    }

    /// An image of the bitmap `cgImage`, one point a pixel.
    public convenience init(cgImage: CGImage) {
        self.init(placeholderNamed: "bitmap \(cgImage.width)×\(cgImage.height)")
        size = CGSize(width: cgImage.width, height: cgImage.height)
        self.cgImage = cgImage
    }

    /// The image in the file at `path`, at the scale its name says (`@2x`, `@3x`, else 1).
    private convenience init?(file path: String, name: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let fileName = (path as NSString).lastPathComponent
        let scale: CGFloat = fileName.contains("@3x.") ? 3 : fileName.contains("@2x.") ? 2 : 1
        self.init(encoded: Array(data), scale: scale, name: name)
    }

    private convenience init?(encoded bytes: [UInt8], scale: CGFloat, name: String?) {
        guard let header = ImageHeader(bytes) else { return nil }
        var bitmap: CGImage?
        if let decoder = ImageDecoding.decoder, header.format == .png || header.format == .jpeg {
            guard let decoded = decoder(bytes, header.format) else { return nil }
            bitmap = CGImage(bitmap: decoded)
        } else if header.format == .png {
            guard let decoded = try? PNGDecoder.decode(bytes) else { return nil }
            bitmap = CGImage(bitmap: decoded)
        }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.init(placeholderNamed: name ?? "\(header.format.rawValue) \(header.width)×\(header.height)")
        size = CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale)
        self.scale = scale
        cgImage = bitmap
    }
}

/// Where named images' files are, per bundle and name, found once (through ``BundleResources``).
enum NamedImageFiles {
    /// The path of the file for `name` in `bundle`, if it has one.
    static func find(_ name: String, in bundle: Bundle) -> String? {
        BundleResources.find("image", name, in: bundle) { search(name, in: $0) }
    }

    private static func search(_ name: String, in bundle: Bundle) -> String? {
        if !(name as NSString).pathExtension.isEmpty, let path = bundle.path(forResource: name, ofType: nil) {
            return path
        }
        for suffix in ["", "@2x", "@3x"] {
            if let path = bundle.path(forResource: name + suffix, ofType: "png") { return path }
        }
        return nil
    }
}

/// Files found in bundles by kind and name, remembered: a name is looked up on disk the first time it is asked
/// for, and never again (bundles do not change while an app runs). Not-found is remembered too.
enum BundleResources {
    private struct Key: Hashable {
        let kind: String
        let bundle: String
        let name: String
    }

    private static let found = Mutex<[Key: String?]>([:])

    /// The folder `name.<suffix>` (a colour set, a data set) inside an `.xcassets` folder of `bundle`: a name with
    /// slashes is the set's path in its catalog (a folder that provides a namespace), a plain name is found in any
    /// folder.
    static func catalogSet(_ name: String, suffix: String, in bundle: Bundle) -> String? {
        let root = bundle.resourcePath ?? bundle.bundlePath
        guard let walker = FileManager.default.enumerator(atPath: root) else { return nil }
        let wanted = "\(name).\(suffix)"
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(wanted), relative.contains(".xcassets/") else { continue }
            let insideCatalog = relative.components(separatedBy: ".xcassets/").last ?? ""
            if insideCatalog == wanted || (!name.contains("/") && insideCatalog.hasSuffix("/" + wanted)) {
                return root + "/" + relative
            }
        }
        return nil
    }

    static func find(_ kind: String, _ name: String, in bundle: Bundle, search: (Bundle) -> String?) -> String? {
        let key = Key(kind: kind, bundle: bundle.bundlePath, name: name)
        if let known = found.withLock({ $0[key] }) { return known }
        let path = search(bundle)
        found.withLock { $0[key] = .some(path) }
        return path
    }
}

extension Image {
    /// An image configuration made of traits (what `traitCollection.imageConfiguration` gives).
    public struct TraitConfiguration: Configuration, Hashable {
        public var traitCollection: TraitCollection

        public init(traitCollection: TraitCollection) {
            self.traitCollection = traitCollection
        }
    }
}

extension TraitCollection {
    /// The image configuration of these traits: images are looked up for them.
    public var imageConfiguration: any Image.Configuration { Image.TraitConfiguration(traitCollection: self) }
}
