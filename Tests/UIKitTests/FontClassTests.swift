import UIKit
import XCTest

// What older apps write for their fonts: class methods and class properties in an extension of UIFont (only a
// class can have them), fonts compared and used as dictionary keys, and a custom font falling back to the
// system font.
extension UIFont {
    class func appFont(ofSize size: CGFloat) -> UIFont {
        UIFont(name: "Avenir-Medium", size: size) ?? .systemFont(ofSize: size)
    }

    class var headline: UIFont { .boldSystemFont(ofSize: 17) }

    class func appFont(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
        weight == .bold ? .boldSystemFont(ofSize: size) : .appFont(ofSize: size)
    }
}

@MainActor
final class FontClassTests: XCTestCase {
    final class TitleCell: UITableViewCell {
        let titleLabel = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            titleLabel.font = .appFont(ofSize: 15)
            contentView.addSubview(titleLabel)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    func testClassMethodsAndPropertiesInAnExtensionMakeFonts() async {
        let cell = TitleCell(style: .default, reuseIdentifier: "title")
        XCTAssertEqual(cell.titleLabel.font.familyName, "Avenir")
        XCTAssertEqual(cell.titleLabel.font.pointSize, 15)
        XCTAssertEqual(UIFont.headline.pointSize, 17)
        XCTAssertTrue(UIFont.headline.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(UIFont.appFont(ofSize: 12, weight: .bold), .boldSystemFont(ofSize: 12))
    }

    func testFontsAreEqualByFaceAndWorkAsKeys() async {
        let a = UIFont.systemFont(ofSize: 14)
        let b = UIFont.systemFont(ofSize: 14)
        XCTAssertFalse(a === b, "two font objects")
        XCTAssertEqual(a, b)
        XCTAssertTrue(a.isEqual(b))
        XCTAssertEqual(a.hash, b.hash)
        XCTAssertNotEqual(a, a.withSize(15))
        XCTAssertNotEqual(a, UIFont.italicSystemFont(ofSize: 14))
        let heights: [UIFont: CGFloat] = [a: a.lineHeight]
        XCTAssertEqual(heights[b], a.lineHeight)
        XCTAssertTrue(a.isKind(of: UIFont.self))
        let attributes: [NSAttributedString.Key: Any] = [.font: a]
        XCTAssertEqual(attributes[.font] as? UIFont, b)
    }

    /// A name in bold before a message, the name then recoloured: Foundation compares the fonts and colours of
    /// neighbouring runs, and equal ones join into one run.
    func testFontsAndColoursAsAttributesOfNeighbouringRuns() async {
        let text = NSMutableAttributedString(string: "Ann ", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
        text.append(NSAttributedString(string: "wrote", attributes: [.font: UIFont.systemFont(ofSize: 15)]))
        text.append(NSAttributedString(string: " today", attributes: [.font: UIFont.systemFont(ofSize: 15)]))
        text.addAttribute(.foregroundColor, value: UIColor.label, range: NSRange(location: 0, length: text.length))
        text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 0, length: 3))
        text.addAttribute(
            .foregroundColor, value: UIColor(red: 0, green: 0, blue: 1, alpha: 1),
            range: NSRange(location: 4, length: 5))
        var runs: [String] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length)) { attributes, range, _ in
            runs.append((text.string as NSString).substring(with: range))
        }
        XCTAssertEqual(runs, ["Ann", " ", "wrote", " today"])
        XCTAssertEqual(text.attribute(.font, at: 5, effectiveRange: nil) as? UIFont, .systemFont(ofSize: 15))
        XCTAssertEqual(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .systemBlue)
    }

    func testAFontChangedIsANewFontAndTheOriginalStays() async {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let bold = UIFont(descriptor: body.fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0)
        XCTAssertTrue(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertFalse(body.fontDescriptor.symbolicTraits.contains(.traitBold))
        XCTAssertEqual(bold.pointSize, body.pointSize)
        let bigger = body.withSize(30)
        XCTAssertEqual(bigger.pointSize, 30)
        XCTAssertEqual(body.pointSize, 17)
    }
}
