import CCairo
import Foundation
import ReuseKit

/// Writes recorded drawing as a PDF document through Cairo's PDF surface: each page its own size, its part of the
/// display list replayed as vectors and text, links and named destinations as PDF annotations, the document's
/// information as its metadata.
public enum PDFWriter {
    /// The bytes of a PDF of `context`'s pages (what a PDF renderer's actions, or the PDF context functions,
    /// drew), with `documentInfo`'s title, author, subject, creator and keywords. A document without pages has one
    /// empty page of `bounds`, as UIKit's does.
    ///
    /// - Complexity: O(operations + pages).
    public static func data(
        of context: CGContext, pages: [PDFPageRecord], bounds: CGRect, documentInfo: [String: Any],
        links: [(page: Int, url: URL, rect: CGRect)] = [],
        destinations: [(page: Int, name: String, point: CGPoint)] = [],
        destinationLinks: [(page: Int, name: String, rect: CGRect)] = []
    ) -> Data {
        let sink = Sink()
        let pages = pages.isEmpty ? [PDFPageRecord(start: context.operations.count, bounds: bounds)] : pages
        let first = pages[0].bounds
        let surface = cairo_pdf_surface_create_for_stream(
            { closure, bytes, length in
                guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
                Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque(), Double(max(first.width, 1)), Double(max(first.height, 1)))
        defer { cairo_surface_destroy(surface) }
        let keys: [(String, cairo_pdf_metadata_t)] = [
            ("Title", CAIRO_PDF_METADATA_TITLE), ("Author", CAIRO_PDF_METADATA_AUTHOR),
            ("Subject", CAIRO_PDF_METADATA_SUBJECT), ("Creator", CAIRO_PDF_METADATA_CREATOR),
            ("Keywords", CAIRO_PDF_METADATA_KEYWORDS),
        ]
        for (key, field) in keys {
            if let value = documentInfo[key] as? String { cairo_pdf_surface_set_metadata(surface, field, value) }
        }
        let cairo = cairo_create(surface)!
        defer { cairo_destroy(cairo) }
        let drawing = ViewDrawing(cairo: cairo, scale: 1)
        for (index, page) in pages.enumerated() {
            let end = index + 1 < pages.count ? pages[index + 1].start : context.operations.count
            cairo_pdf_surface_set_size(surface, Double(max(page.bounds.width, 1)), Double(max(page.bounds.height, 1)))
            cairo_save(cairo)
            cairo_translate(cairo, Double(-page.bounds.minX), Double(-page.bounds.minY))
            drawing.replay(context.operations[min(page.start, end)..<end])
            cairo_restore(cairo)
            for destination in destinations where destination.page == index {
                let point = destination.point
                tag(
                    cairo, CAIRO_TAG_DEST,
                    "name='\(escaped(destination.name))' x=\(Double(point.x)) y=\(Double(point.y))"
                ) {}
            }
            for link in links where link.page == index {
                tag(cairo, CAIRO_TAG_LINK, "uri='\(escaped(link.url.absoluteString))' rect=\(rect(link.rect))") {}
            }
            for link in destinationLinks where link.page == index {
                tag(cairo, CAIRO_TAG_LINK, "dest='\(escaped(link.name))' rect=\(rect(link.rect))") {}
            }
            cairo_show_page(cairo)
        }
        cairo_surface_finish(surface)
        return sink.data
    }

    private final class Sink {
        var data = Data()
    }

    private static func tag(_ cairo: OpaquePointer, _ name: String, _ attributes: String, _ body: () -> Void) {
        cairo_tag_begin(cairo, name, attributes)
        body()
        cairo_tag_end(cairo, name)
    }

    private static func rect(_ rect: CGRect) -> String {
        "[\(Double(rect.minX)) \(Double(rect.minY)) \(Double(rect.width)) \(Double(rect.height))]"
    }

    /// A string for a Cairo tag attribute: its quotes and backslashes escaped.
    private static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }
}
