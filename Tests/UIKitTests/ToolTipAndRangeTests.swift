import UIKit
import XCTest

/// Tooltips on a list's toolbar buttons (Mac and visionOS), HDR image settings, and views made from archives,
/// as UIKit client code writes them.
///
/// Main-actor XCTest cases on Linux: each test method is `async` (XCTest for Linux runs a synchronous
/// main-actor method through a cast that fails); the body is the same as on iOS.
@MainActor
final class ToolTipAndRangeTests: XCTestCase {
    /// Says which half of a sort button the pointer rests on.
    final class SortToolTips: NSObject, UIToolTipInteractionDelegate {
        func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint)
            -> UIToolTipConfiguration?
        {
            point.x < 22
                ? UIToolTipConfiguration(toolTip: "Sort ascending", in: CGRect(x: 0, y: 0, width: 22, height: 44))
                : UIToolTipConfiguration(toolTip: "Sort descending")
        }
    }

    func testAControlsToolTipMakesItsInteraction() async throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        XCTAssertNil(button.toolTipInteraction)
        button.toolTip = "New list"
        let interaction = try XCTUnwrap(button.toolTipInteraction)
        XCTAssertTrue(interaction.view === button)
        XCTAssertTrue(button.interactions.contains { $0 === interaction })
        XCTAssertEqual(interaction.defaultToolTip, "New list")
        XCTAssertEqual(interaction.configuration(at: CGPoint(x: 10, y: 10))?.toolTip, "New list")
        XCTAssertNil(interaction.configuration(at: CGPoint(x: 10, y: 10))?.sourceRect)
        button.toolTip = "New smart list"
        XCTAssertTrue(button.toolTipInteraction === interaction, "one interaction, its text changed")
        XCTAssertEqual(interaction.configuration(at: .zero)?.toolTip, "New smart list")
        interaction.isEnabled = false
        XCTAssertNil(interaction.configuration(at: .zero))
        interaction.isEnabled = true
        button.toolTip = nil
        XCTAssertNil(interaction.configuration(at: .zero), "nil shows none")
    }

    func testADelegateDecidesTheToolTipWhereThePointerRests() async {
        let sort = UIView(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let delegate = SortToolTips()
        let interaction = UIToolTipInteraction(defaultToolTip: "Sort")
        interaction.delegate = delegate
        sort.addInteraction(interaction)
        XCTAssertEqual(interaction.configuration(at: CGPoint(x: 5, y: 5))?.toolTip, "Sort ascending")
        XCTAssertEqual(
            interaction.configuration(at: CGPoint(x: 5, y: 5))?.sourceRect, CGRect(x: 0, y: 0, width: 22, height: 44))
        XCTAssertEqual(interaction.configuration(at: CGPoint(x: 30, y: 5))?.toolTip, "Sort descending")
        XCTAssertTrue(interaction.isEnabled)
    }

    /// A photo cell asks for constrained HDR; the resolved range follows the cell's request, then the traits.
    func testAnImageViewResolvesItsDynamicRange() async {
        let photo = UIImageView()
        XCTAssertEqual(photo.preferredImageDynamicRange, .unspecified)
        XCTAssertEqual(photo.imageDynamicRange, .standard, "headless displays are standard range")
        photo.traitOverrides.imageDynamicRange = .high
        XCTAssertEqual(photo.imageDynamicRange, .high)
        photo.preferredImageDynamicRange = .constrainedHigh
        XCTAssertEqual(photo.imageDynamicRange, .constrainedHigh)
        XCTAssertEqual(UIImage.DynamicRange.constrainedHigh.rawValue, 1)
        let image = UIImage(systemName: "photo")!
        XCTAssertFalse(image.isHighDynamicRange)
        XCTAssertTrue(image.imageRestrictedToStandardDynamicRange() === image)
    }

    /// A spinner subclass written for storyboards, and an unavailable view from an archive: UIKit's initializers
    /// cannot fail, and make default views here, where no archive is read.
    final class BrandedSpinner: UIActivityIndicatorView {
        required init(coder: NSCoder) {
            super.init(coder: coder)
            color = .systemOrange
        }
    }

    func testViewsFromArchivesAreDefaultViews() async {
        let coder = NSCoder()
        let spinner = BrandedSpinner(coder: coder)
        XCTAssertEqual(spinner.style, .medium)
        XCTAssertEqual(spinner.color, .systemOrange)
        XCTAssertTrue(spinner.isHidden, "hidden until it animates")
        let empty = UIContentUnavailableView(coder: coder)
        XCTAssertTrue(empty.configuration is UIContentUnavailableConfiguration)
        let well = UIColorWell()
        XCTAssertEqual(well.maximumLinearExposure, 1)
        XCTAssertTrue(well.supportsEyedropper)
    }
}
