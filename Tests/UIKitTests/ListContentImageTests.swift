import UIKit
import XCTest

/// A list cell's image as UIKit's list content view places it: scaled down to `maximumSize` with its aspect ratio
/// kept, centred in `reservedLayoutSize` so that rows with different images keep their text in line, and rounded
/// by `cornerRadius`.
@MainActor
final class ListContentImageTests: XCTestCase {
    /// A cell showing `image` with the contacts screen's image properties, laid out at 390 × 56.
    private func cell(showing image: UIImage) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Kim Minji"
        content.image = image
        content.imageProperties.maximumSize = CGSize(width: 40, height: 40)
        content.imageProperties.reservedLayoutSize = CGSize(width: 44, height: 44)
        content.imageProperties.cornerRadius = 20
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: 56)
        cell.layoutIfNeeded()
        return cell
    }

    /// The views of the list content view: its image view and its first label.
    private func parts(of cell: UITableViewCell) throws -> (UIImageView, UILabel) {
        let content = try XCTUnwrap(cell.contentView.subviews.first)
        let image = try XCTUnwrap(content.subviews.compactMap { $0 as? UIImageView }.first)
        let label = try XCTUnwrap(content.subviews.compactMap { $0 as? UILabel }.first)
        return (image, label)
    }

    private func image(width: CGFloat, height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    func testAWideImageIsScaledDownWithItsAspectRatioKept() async throws {
        let (imageView, _) = try parts(of: cell(showing: image(width: 120, height: 60)))
        XCTAssertEqual(imageView.frame.size, CGSize(width: 40, height: 20))
        XCTAssertEqual(imageView.layer.cornerRadius, 20)
        XCTAssertTrue(imageView.clipsToBounds)
    }

    func testTextStaysInLineBesideImagesOfDifferentSizes() async throws {
        let (wideImage, wideLabel) = try parts(of: cell(showing: image(width: 120, height: 60)))
        let (smallImage, smallLabel) = try parts(of: cell(showing: image(width: 17, height: 17)))
        XCTAssertEqual(wideLabel.frame.minX, smallLabel.frame.minX, "the reserved 44 points keep the text in line")
        XCTAssertEqual(smallImage.frame.size, CGSize(width: 17, height: 17), "a small image is not scaled up")
        XCTAssertEqual(smallImage.frame.midX, wideImage.frame.midX, accuracy: 0.5, "each centred in the 44 points")
    }
}
