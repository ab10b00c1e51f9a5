import UIKit
import XCTest

extension String {
    /// The extension half of UIKit's apps carry, to show a server's HTML in a label.
    var htmlToAttributedString: NSAttributedString? {
        guard let data = data(using: .utf8) else { return nil }
        do {
            return try NSAttributedString(
                data: data,
                options: [
                    .documentType: NSAttributedString.DocumentType.html,
                    .characterEncoding: String.Encoding.utf8.rawValue,
                ],
                documentAttributes: nil)
        } catch {
            return nil
        }
    }

    var htmlToString: String { htmlToAttributedString?.string ?? "" }
}

/// HTML read into attributed text, as article and product cells show a server's descriptions.
@MainActor
final class HTMLAttributedStringTests: XCTestCase {
    func testACellShowsAServersHTMLAsText() async throws {
        let html = """
            <html><head><title>Ignored</title><style>p { color: red; }</style></head>
            <body><h1>Fish &amp; Chips</h1>
            <p>Served   <b>hot</b>, with <i>vinegar</i>.<br>Since 1896&nbsp;&#8212; <a href="https://example.com/menu">menu</a></p>
            <ul><li>Cod</li><li>Haddock</li></ul><ol><li>Order</li><li>Eat</li></ol>
            <!-- a comment --><script>alert("no")</script><p>Caf&#xE9; &lt;open&gt; &bogus; A&amp;B</p></body></html>
            """
        let text = try XCTUnwrap(html.htmlToAttributedString)
        XCTAssertEqual(
            text.string,
            "Fish & Chips\nServed hot, with vinegar.\nSince 1896 — menu\n\t•\tCod\n\t•\tHaddock\n\t1.\tOrder\n\t2.\tEat\n"
                + "Café <open> &bogus; A&B\n", "a block ends its line, the last one too, as UIKit's reader does")

        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.attributedText = text
        cell.contentConfiguration = content
        XCTAssertEqual((cell.contentConfiguration as? UIListContentConfiguration)?.attributedText?.string, text.string)

        func attributes(of word: String) -> [NSAttributedString.Key: Any] {
            let range = (text.string as NSString).range(of: word)
            return text.attributes(at: range.location, effectiveRange: nil)
        }
        XCTAssertEqual((attributes(of: "Fish")[.font] as? UIFont)?.pointSize, 24, "h1 is twice the body")
        XCTAssertEqual(
            (attributes(of: "hot")[.font] as? UIFont)?.fontDescriptor.symbolicTraits.contains(.traitBold), true)
        XCTAssertEqual(
            (attributes(of: "vinegar")[.font] as? UIFont)?.fontDescriptor.symbolicTraits.contains(.traitItalic), true)
        XCTAssertEqual((attributes(of: "Served")[.font] as? UIFont)?.pointSize, 12)
        XCTAssertEqual(attributes(of: "menu")[.link] as? URL, URL(string: "https://example.com/menu"))
        XCTAssertNil(attributes(of: "Served")[.link])
    }

    func testPlainTextEncodingsAndWhatIsNotRead() async throws {
        XCTAssertEqual("Tom &amp; Jerry".htmlToString, "Tom & Jerry")
        let plain = try NSAttributedString(
            data: Data("a <b> c".utf8), options: [.documentType: NSAttributedString.DocumentType.plain],
            documentAttributes: nil)
        XCTAssertEqual(plain.string, "a <b> c")
        let latin1 = try NSAttributedString(
            data: Data([0x63, 0x61, 0x66, 0xE9]),
            options: [
                .documentType: NSAttributedString.DocumentType.html,
                .characterEncoding: String.Encoding.isoLatin1.rawValue,
            ],
            documentAttributes: nil)
        XCTAssertEqual(latin1.string, "café")
        XCTAssertThrowsError(
            try NSAttributedString(
                data: Data([0xFF, 0xFE, 0xFD]), options: [.documentType: NSAttributedString.DocumentType.html],
                documentAttributes: nil))
        XCTAssertThrowsError(
            try NSAttributedString(
                data: Data("{\\rtf1 hi}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                documentAttributes: nil))
        XCTAssertEqual("<pre>a  b\n c</pre>".htmlToString, "a  b\n c\n")
    }
}
