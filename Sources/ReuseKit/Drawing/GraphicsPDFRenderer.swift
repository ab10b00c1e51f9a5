import Foundation

/// How a PDF renderer's documents are made (UIGraphicsPDFRendererFormat): the document's information (title,
/// author, subject, creator, keywords, under Core Graphics' key names: `"Title"`, `"Author"`, ...).
open class GraphicsPDFRendererFormat: GraphicsRendererFormat, @unchecked Sendable {
    /// The document's information dictionary.
    open var documentInfo: [String: Any] = [:]
}

/// One page a PDF renderer's actions drew: where it starts in the context's operations, and its bounds.
public struct PDFPageRecord: Sendable {
    public var start: Int
    public var bounds: CGRect

    public init(start: Int, bounds: CGRect) {
        self.start = start
        self.bounds = bounds
    }
}

/// The context a PDF renderer's actions draw into (UIGraphicsPDFRendererContext): one `cgContext` for the whole
/// document, whose pages begin with ``beginPage()``. Links and destinations are kept with their pages.
open class GraphicsPDFRendererContext: GraphicsRendererContext, @unchecked Sendable {
    /// The pages begun so far (beyond UIKit: what the writer reads).
    public private(set) var pages: [PDFPageRecord] = []
    /// The links set on the pages: a URL for a rect of the current page.
    public private(set) var links: [(page: Int, url: URL, rect: CGRect)] = []
    /// The named destinations added, and the rects that go to them.
    public private(set) var destinations: [(page: Int, name: String, point: CGPoint)] = []
    public private(set) var destinationLinks: [(page: Int, name: String, rect: CGRect)] = []
    private let pageFormat: GraphicsPDFRendererFormat

    init(cgContext: CGContext, pdfFormat: GraphicsPDFRendererFormat) {
        pageFormat = pdfFormat
        super.init(cgContext: cgContext, format: pdfFormat)
    }

    /// The PDF renderer's format.
    open override var format: GraphicsPDFRendererFormat { pageFormat }

    /// The bounds of the current page (the renderer's bounds before the first page).
    open var pdfContextBounds: CGRect { pages.last?.bounds ?? pageFormat.bounds }

    /// Begins a page of the renderer's bounds.
    open func beginPage() {
        beginPage(withBounds: pageFormat.bounds, pageInfo: [:])
    }

    /// Begins a page of `bounds`; what is drawn from now on is on it. The page info is kept by nothing headless.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        pages.append(PDFPageRecord(start: cgContext.operations.count, bounds: bounds))
    }

    /// Makes `rect` of the current page a link to `url`.
    open func setURL(_ url: URL, for rect: CGRect) {
        links.append((max(pages.count - 1, 0), url, rect))
    }

    /// Names `point` of the current page as a destination links can go to.
    open func addDestination(withName name: String, at point: CGPoint) {
        destinations.append((max(pages.count - 1, 0), name, point))
    }

    /// Makes `rect` of the current page a link to the destination `name`.
    open func setDestinationWithName(_ name: String, for rect: CGRect) {
        destinationLinks.append((max(pages.count - 1, 0), name, rect))
    }
}

/// Draws PDF documents (UIGraphicsPDFRenderer): the actions begin pages and draw on them, in UIKit's coordinates
/// (y downwards from each page's top left). `pdfData(actions:)` and `writePDF(to:withActions:)` come with the
/// `UIKit` module, which writes the pages through Cairo.
open class GraphicsPDFRenderer: GraphicsRenderer, @unchecked Sendable {
    private let pdfFormat: GraphicsPDFRendererFormat

    public init(bounds: CGRect, format: GraphicsPDFRendererFormat) {
        pdfFormat = format
        super.init(bounds: bounds, format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .preferred())
    }

    /// The renderer's format.
    open override var format: GraphicsPDFRendererFormat { pdfFormat }

    /// A PDF renderer makes documents, not images.
    open override var allowsImageOutput: Bool { false }

    open override class func rendererContextClass() -> AnyClass { GraphicsPDFRendererContext.self }

    override func makeRendererContext(_ context: CGContext) -> GraphicsRendererContext {
        GraphicsPDFRendererContext(cgContext: context, pdfFormat: pdfFormat)
    }

    /// Runs `actions` and gives the context they drew into, with its pages (beyond UIKit: what the `UIKit`
    /// module's `pdfData(actions:)` writes). Drawing before the first `beginPage()` is on no page, as in UIKit.
    public func recordDocument(actions: (GraphicsPDFRendererContext) -> Void) -> GraphicsPDFRendererContext? {
        var recorded: GraphicsPDFRendererContext?
        try? runDrawingActions { context in
            if let context = context as? GraphicsPDFRendererContext { actions(context) }
        } completionActions: { context in
            recorded = context as? GraphicsPDFRendererContext
        }
        return recorded
    }
}
