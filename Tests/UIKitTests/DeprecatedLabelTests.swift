import UIKit
import XCTest

/// What iOS 6-era list code sets on its labels and sliders: `minimumFontSize` (before `minimumScaleFactor`),
/// letter-spacing adjustment, and a slider's behavioural style.
@MainActor
final class DeprecatedLabelTests: XCTestCase {
    func testAMinimumFontSizeShrinksATitleNoFurtherThanItSays() async {
        let title = UILabel()
        title.font = .systemFont(ofSize: 20)
        title.text = "A title much too long for its cell"
        title.adjustsFontSizeToFitWidth = true
        (self as any OlderLabelCalls).shrink(title, toAtLeast: 10)
        XCTAssertEqual(title.minimumScaleFactor, 0.5, accuracy: 0.0001)
        let natural = title.sizeThatFits(.zero).width
        let fitted = title.sizeThatFits(CGSize(width: 60, height: 40)).width
        XCTAssertEqual(
            fitted, (natural * 0.5).rounded(.down), accuracy: 1, "half size at the most: the line stays wide")
        XCTAssertEqual((self as any OlderLabelCalls).minimumFontSize(of: title), 10)
    }

    func testASlidersBehavioralStyleIsThePads() async {
        let slider = UISlider()
        XCTAssertEqual(slider.behavioralStyle, .pad)
        slider.preferredBehavioralStyle = .mac
        XCTAssertEqual(slider.preferredBehavioralStyle, .mac)
        XCTAssertEqual(slider.behavioralStyle, .pad, "the Mac's behaviour needs Mac Catalyst")
    }
}

@MainActor
private protocol OlderLabelCalls {
    func shrink(_ label: UILabel, toAtLeast size: CGFloat)
    func minimumFontSize(of label: UILabel) -> CGFloat
}

extension DeprecatedLabelTests: OlderLabelCalls {
    @available(*, deprecated, message: "calls deprecated API on purpose, as older screens do")
    fileprivate func shrink(_ label: UILabel, toAtLeast size: CGFloat) {
        label.minimumFontSize = size
        label.adjustsLetterSpacingToFitWidth = true
    }

    @available(*, deprecated, message: "calls deprecated API on purpose, as older screens do")
    fileprivate func minimumFontSize(of label: UILabel) -> CGFloat { label.minimumFontSize }
}
