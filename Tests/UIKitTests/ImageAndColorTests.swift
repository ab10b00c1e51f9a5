import UIKit
import XCTest

/// Image and colour members UIKit code uses in cells: resizable bubbles, flipped and thumbnail images, colour
/// components.
@MainActor
final class ImageAndColorTests: XCTestCase {
    func testImageVariantsKeepWhatTheyWereAskedFor() async throws {
        let bubble = try XCTUnwrap(UIImage(systemName: "bubble.left"))
        XCTAssertTrue(bubble.isSymbolImage)
        let resizable = bubble.resizableImage(
            withCapInsets: UIEdgeInsets(top: 17, left: 21, bottom: 17, right: 21), resizingMode: .stretch)
        XCTAssertEqual(resizable.capInsets, UIEdgeInsets(top: 17, left: 21, bottom: 17, right: 21))
        XCTAssertEqual(resizable.resizingMode, .stretch)
        XCTAssertEqual(bubble.withHorizontallyFlippedOrientation().imageOrientation, .upMirrored)
        XCTAssertEqual(
            bubble.withHorizontallyFlippedOrientation().withHorizontallyFlippedOrientation().imageOrientation, .up)
        XCTAssertTrue(bubble.imageFlippedForRightToLeftLayoutDirection().flipsForRightToLeftLayoutDirection)

        let photo = try XCTUnwrap(UIImage(named: "Photo"))
        let thumbnail = try XCTUnwrap(photo.preparingThumbnail(of: CGSize(width: 20, height: 10)))
        XCTAssertEqual(thumbnail.size, CGSize(width: 10, height: 10), "fits inside, keeping the aspect ratio")
        let awaited = await photo.byPreparingThumbnail(ofSize: CGSize(width: 20, height: 20))
        XCTAssertEqual(awaited?.size, CGSize(width: 20, height: 20))
        XCTAssertNil(photo.preparingThumbnail(of: .zero))

        let imageView = UIImageView(image: photo, highlightedImage: bubble)
        imageView.animationImages = [photo, bubble]
        imageView.startAnimating()
        XCTAssertTrue(imageView.isAnimating)
        imageView.stopAnimating()
        XCTAssertFalse(imageView.isAnimating)
        XCTAssertEqual(imageView.highlightedImage, bubble)
    }

    func testColourComponents() async {
        let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
        var hue: CGFloat = 0
        var saturation: CGFloat = 0
        var brightness: CGFloat = 0
        var alpha: CGFloat = 0
        XCTAssertTrue(orange.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        XCTAssertEqual(hue, 30.0 / 360, accuracy: 1e-9)
        XCTAssertEqual(saturation, 1)
        XCTAssertEqual(brightness, 1)
        XCTAssertEqual(alpha, 0.8, accuracy: 1e-9)
        let back = UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: alpha)
        var green: CGFloat = 0
        XCTAssertTrue(back.getRed(nil, green: &green, blue: nil, alpha: nil))
        XCTAssertEqual(green, 0.5, accuracy: 1e-9)
        var white: CGFloat = 0
        XCTAssertTrue(UIColor(white: 0.25, alpha: 1).getWhite(&white, alpha: nil))
        XCTAssertEqual(white, 0.25, accuracy: 1e-9)
        let layer = CALayer()
        layer.borderColor = UIColor.systemRed.cgColor
        XCTAssertEqual(UIColor(cgColor: layer.borderColor!), .systemRed)
    }

    func testSystemColoursResolveToTheirDarkValuesInADarkTraitCollection() async {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(UIColor.label.resolvedColor(with: dark), UIColor(white: 1, alpha: 1))
        XCTAssertEqual(UIColor.systemBackground.resolvedColor(with: dark), UIColor(white: 0, alpha: 1))
        XCTAssertEqual(
            UIColor.secondarySystemBackground.resolvedColor(with: dark),
            UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1))
        XCTAssertEqual(
            UIColor.systemBlue.resolvedColor(with: dark), UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
        XCTAssertEqual(UIColor.label.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)), .label)
        XCTAssertEqual(UIColor.red.resolvedColor(with: dark), .red, "a fixed colour stays")
    }

    // swift-format-ignore: NoPlaygroundLiterals
    // The literals are what is tested: Xcode's pickers write them into iOS code.
    func testXcodesImageAndColourLiteralsMakeUIKitsTypes() async {
        let color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        XCTAssertEqual(color, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), "an untyped colour literal is a UIColor")
        let image = #imageLiteral(resourceName: "Plants_1_Succulents")
        let imageView = UIImageView(image: image)
        XCTAssertTrue(imageView.image === image, "an untyped image literal is a UIImage")
        let tint: UIColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 0.5)
        var alpha: CGFloat = 0
        XCTAssertTrue(tint.getRed(nil, green: nil, blue: nil, alpha: &alpha))
        XCTAssertEqual(alpha, 0.5)
    }
}
