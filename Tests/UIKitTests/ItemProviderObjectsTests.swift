import UIKit
import UniformTypeIdentifiers
import XCTest

/// The objects a gallery's drag and drop carries (URLs and images through `NSItemProvider`), and the settings it
/// reads through key-value coding of `UserDefaults`, written as an image gallery writes them.
@MainActor
final class ItemProviderObjectsTests: XCTestCase {
    func testURLsTravelAsURLOrNSURL() async throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/photos/kyoto.png"))
        let provider = NSItemProvider(object: url as NSURL)
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier(UTType.url.identifier))
        XCTAssertTrue(provider.canLoadObject(ofClass: URL.self))
        XCTAssertFalse(provider.canLoadObject(ofClass: UIImage.self), "a URL is not an image")
        nonisolated(unsafe) var loaded: URL?
        _ = provider.loadObject(ofClass: URL.self) { object, _ in loaded = object }
        XCTAssertEqual(loaded, url)
        nonisolated(unsafe) var asNSURL: NSURL?
        _ = NSItemProvider(object: url as NSURL).loadObject(ofClass: NSURL.self) { object, _ in
            asNSURL = object as? NSURL
        }
        XCTAssertEqual(asNSURL?.absoluteString, url.absoluteString)
    }

    func testAnImageTravelsAsPNGAndComesBackWithItsPixels() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { context in
            context.cgContext.setFillColor(UIColor.systemBlue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        let provider = NSItemProvider(object: image)
        XCTAssertEqual(provider.registeredTypeIdentifiers, [UTType.png.identifier])
        XCTAssertTrue(provider.canLoadObject(ofClass: UIImage.self))
        nonisolated(unsafe) var loaded: UIImage?
        _ = provider.loadObject(ofClass: UIImage.self) { object, _ in loaded = object as? UIImage }
        XCTAssertEqual(
            loaded?.size, CGSize(width: 30 * image.scale, height: 20 * image.scale),
            "PNG keeps the pixels, not the scale: one point a pixel, as UIImage(data:) reads it")

        let text = NSItemProvider(object: "not an image" as NSString)
        text.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier, visibility: .all) { completion in
            completion(Data("not a PNG".utf8), nil)
            return nil
        }
        nonisolated(unsafe) var failure: String?
        _ = text.loadObject(ofClass: UIImage.self) { _, error in failure = error.map { "\($0)" } }
        XCTAssertEqual(
            failure, "The public.png data (9 bytes) is not an image that decodes: register PNG or JPEG data.")
    }

    func testSettingsReadThroughKeyValueCoding() async {
        let defaults = UserDefaults.standard
        defaults.setValue(true, forKey: "ItemProviderObjectsTests.gifMode")
        XCTAssertEqual(defaults.value(forKey: "ItemProviderObjectsTests.gifMode") as? Bool, true)
        defaults.setValue(nil, forKey: "ItemProviderObjectsTests.gifMode")
        XCTAssertNil(defaults.value(forKey: "ItemProviderObjectsTests.gifMode"))
    }
}
