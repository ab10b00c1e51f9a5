import ReuseKit
import ReuseTestSupport
import Testing

/// Images as apps load them: by name from a bundle, from a file, from downloaded bytes. PNGs are decoded into
/// pixels (`cgImage`); other formats give the size their header declares.
@Suite struct ImageFileTests {
    /// A 3 × 2 RGBA PNG written by Pillow: red, green, blue; then (10, 20, 30) at half alpha, clear, white.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAHUlEQVR4nAXBoQEAMAzAIHT1dG/t5xmIJMq8Paj6gp4Kswi1qXwAAAAASUVORK5CYII="
    )!
    /// The first bytes of a 5 × 3 GIF written by Pillow.
    static let gif = Data([0x47, 0x49, 0x46, 0x38, 0x37, 0x61, 5, 0, 3, 0, 0x81, 0, 0])

    /// A bundle directory with `files` in it, removed when `body` returns.
    func withBundle(_ files: [String: Data], _ body: (Bundle) throws -> Void) throws {
        let directory = try makeTestDirectory("images")
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, data) in files { try data.write(to: directory.appendingPathComponent(name)) }
        try body(try #require(Bundle(path: directory.path)))
    }

    /// A thumbnail from downloaded or stored bytes (`UIImage(data:)`): a PNG's pixels, decoded, and its size in
    /// points at the given scale; a GIF's size from its header; bytes that are no image, or a PNG cut short,
    /// give nil.
    @Test func imagesFromDataDecodeTheirPixels() throws {
        let image = try #require(Image(data: Self.png))
        #expect(image.size == CGSize(width: 3, height: 2) && image.scale == 1)
        let bitmap = try #require(image.cgImage)
        #expect(bitmap.width == 3 && bitmap.height == 2 && bitmap.bytesPerRow == 12 && bitmap.byteCount == 24)
        let half = try #require(bitmap.bitmap.pixel(x: 0, y: 1))
        #expect([half.0, half.1, half.2, half.3] == [10, 20, 30, 128])
        #expect(Image(data: Self.png, scale: 2)?.size == CGSize(width: 1.5, height: 1))
        #expect(Image(data: Self.png) == image, "two decodes of the same bytes are the same image")

        let gif = try #require(Image(data: Self.gif))
        #expect(gif.size == CGSize(width: 5, height: 3) && gif.cgImage == nil)
        #expect(Image(data: Data("name,age".utf8)) == nil)
        #expect(Image(data: Self.png.prefix(40)) == nil)
    }

    /// `UIImage(named:in:compatibleWith:)` as a framework loads its own images: `name.png`, else `name@2x.png`
    /// at scale 2; a name with its extension; a damaged file gives nil.
    @Test func namedImagesComeFromTheirBundleDecoded() throws {
        var damaged = Self.png
        damaged[damaged.count - 20] ^= 0xFF
        let files = ["badge.png": Self.png, "retina@2x.png": Self.png, "damaged.png": damaged, "anim.gif": Self.gif]
        try withBundle(files) { bundle in
            let badge = try #require(Image(named: "badge", in: bundle, compatibleWith: nil))
            #expect(badge.name == "badge" && badge.size == CGSize(width: 3, height: 2) && badge.cgImage?.width == 3)
            let retina = try #require(Image(named: "retina", in: bundle, compatibleWith: nil))
            #expect(retina.scale == 2 && retina.size == CGSize(width: 1.5, height: 1) && retina.cgImage?.width == 3)
            #expect(Image(named: "badge.png", in: bundle, compatibleWith: nil)?.cgImage == badge.cgImage)
            #expect(Image(named: "anim.gif", in: bundle, compatibleWith: nil)?.size == CGSize(width: 5, height: 3))
            #expect(Image(named: "damaged", in: bundle, compatibleWith: nil) == nil)
            let missing = try #require(Image(named: "poster", in: bundle, compatibleWith: nil))
            #expect(missing.cgImage == nil && missing.size == CGSize(width: 40, height: 40), "a placeholder")
            #expect(Image(named: "", in: bundle, compatibleWith: nil) == nil)

            let path = bundle.path(forResource: "badge", ofType: "png")!
            #expect(Image(contentsOfFile: path)?.cgImage == badge.cgImage)
            #expect(Image(contentsOfFile: path + ".missing") == nil)
        }
    }

    /// The image an app shows in an image view holds its pixels for as long as something refers to it, and no
    /// longer: the memory seed 003 measures.
    @MainActor @Test func aDecodedBitmapLivesAsLongAsAnImageRefersToIt() throws {
        weak var bitmap: CGImage?
        var view: ImageView? = ImageView(image: Image(data: Self.png))
        bitmap = view?.image?.cgImage
        #expect(bitmap != nil)
        view = nil
        #expect(bitmap == nil)
        let pixel = try #require(RGBABitmap(width: 1, height: 1, bytes: [1, 2, 3, 4]))
        let drawn = Image(cgImage: CGImage(bitmap: pixel))
        #expect(drawn.size == CGSize(width: 1, height: 1) && drawn.cgImage?.bitmap.bytes == [1, 2, 3, 4])
        #expect(RGBABitmap(width: 2, height: 1, bytes: [1, 2, 3, 4]) == nil, "4 bytes are one pixel, not two")
        #expect(RGBABitmap(width: -1, height: -4, bytes: [1, 2, 3, 4]) == nil)
        #expect(RGBABitmap(width: Int.max, height: 2, bytes: []) == nil, "a size that overflows")
    }
}

/// `UIColor(named:)` as apps call it for their asset catalogs' colours, read from the catalog's source.
@Suite struct NamedColorTests {
    static func colorSet(_ colors: String) -> Data {
        Data(#"{"colors":[\#(colors)],"info":{"author":"xcode","version":1}}"#.utf8)
    }

    @Test func colourSetsFromAnAssetCatalogIncludingTheirDarkAppearance() throws {
        let directory = try makeTestDirectory("colours")
        let catalog = directory.appendingPathComponent("Media.xcassets")
        let sets: [String: Data] = [
            "Brand.colorset": Self.colorSet(
                #"{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.200","green":"0.400","#
                    + #""blue":"0.600","alpha":"1.000"}}},{"idiom":"universal","appearances":[{"appearance":"#
                    + #""luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"255","#
                    + #""green":"0x80","blue":"0","alpha":"0.500"}}}"#),
            "Palette/Accent.colorset": Self.colorSet(
                #"{"idiom":"universal","color":{"color-space":"gray-gamma-22","components":{"white":"0.250","#
                    + #""alpha":"1.000"}}}"#),
            "Broken.colorset": Data("{ not json".utf8),
        ]
        for (name, contents) in sets {
            let folder = catalog.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try contents.write(to: folder.appendingPathComponent("Contents.json"))
        }
        let bundle = try #require(Bundle(path: directory.path))

        let brand = try #require(Color(named: "Brand", in: bundle, compatibleWith: nil))
        let lightComponents = [brand.red, brand.green, brand.blue, brand.alpha]
        let expectedLight: [Double] = [0.2, 0.4, 0.6, 1]
        #expect(lightComponents == expectedLight)
        #expect(brand != Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1), "dynamic: it has a dark variant")
        let dark = brand.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        #expect(dark == Color(red: 1, green: 128 / 255, blue: 0, alpha: 0.5))
        #expect(Color(named: "Accent", in: bundle, compatibleWith: nil) == Color(white: 0.25, alpha: 1))
        #expect(Color(named: "Palette/Accent", in: bundle, compatibleWith: nil) == Color(white: 0.25, alpha: 1))
        #expect(Color(named: "Broken", in: bundle, compatibleWith: nil) == nil)
        #expect(Color(named: "Missing", in: bundle, compatibleWith: nil) == nil)
        #expect(Color(named: "") == nil)
    }
}
