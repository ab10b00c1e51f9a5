import UIKit
import XCTest

/// Sharing a list as a PDF, as apps do: with UIGraphicsPDFRenderer, and with the older PDF context functions the
/// Cookbook client uses. The documents are real PDF files, written through Cairo.
final class PDFExportTests: XCTestCase {
    private func pageCount(_ pdf: Data) -> Int {
        let text = String(decoding: pdf, as: UTF8.self)
        return text.components(separatedBy: "/Type /Page").count - 1
            - (text.components(separatedBy: "/Type /Pages").count - 1)
    }

    @MainActor
    func testARendererWritesAPageForEachBeginPage() async throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = ["Title": "Groceries", "Author": "ReuseKit"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792), format: format)
        XCTAssertFalse(renderer.allowsImageOutput)
        var boundsSeen: [CGRect] = []
        let data = renderer.pdfData { context in
            for page in 0..<3 {
                context.beginPage()
                boundsSeen.append(context.pdfContextBounds)
                UIColor.systemBlue.setFill()
                context.fill(CGRect(x: 72, y: 72 + CGFloat(page) * 20, width: 200, height: 20))
                ("Page \(page + 1)" as NSString).draw(at: CGPoint(x: 72, y: 120), withAttributes: nil)
            }
            context.setURL(
                URL(string: "https://example.com/groceries")!, for: CGRect(x: 72, y: 72, width: 200, height: 20))
        }
        XCTAssertTrue(data.starts(with: Data("%PDF-".utf8)))
        XCTAssertEqual(pageCount(data), 3)
        XCTAssertEqual(boundsSeen, Array(repeating: CGRect(x: 0, y: 0, width: 612, height: 792), count: 3))
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains("Groceries"), "the title is in the document's metadata")
        XCTAssertTrue(text.contains("https://example.com/groceries"), "the link is an annotation")

        let url = FileManager.default.temporaryDirectory.appendingPathComponent("groceries-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.writePDF(to: url) { context in context.beginPage() }
        XCTAssertEqual(pageCount(try Data(contentsOf: url)), 1)
    }

    @MainActor
    func testThePDFContextFunctionsWriteIntoTheData() async throws {
        let pdfData = NSMutableData()
        UIGraphicsBeginPDFContextToData(pdfData, CGRect(x: 0, y: 0, width: 300, height: 400), nil)
        UIGraphicsBeginPDFPage()
        XCTAssertEqual(UIGraphicsGetPDFContextBounds(), CGRect(x: 0, y: 0, width: 300, height: 400))
        let context = try XCTUnwrap(UIGraphicsGetCurrentContext())
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 200, height: 100), nil)
        UIGraphicsEndPDFContext()
        XCTAssertNil(UIGraphicsGetCurrentContext(), "the context is ended")
        let data = pdfData as Data
        XCTAssertTrue(data.starts(with: Data("%PDF-".utf8)))
        XCTAssertEqual(pageCount(data), 2)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains("/MediaBox [ 0 0 300 400 ]"), "the first page's size")
        XCTAssertTrue(text.contains("/MediaBox [ 0 0 200 100 ]"), "the second page's own size")
    }
}
