import Foundation
internal import ReuseRender

// PDF documents: UIGraphicsPDFRenderer's data and files, and UIKit's older PDF context functions, written through
// Cairo's PDF surface.

public typealias UIGraphicsPDFRenderer = GraphicsPDFRenderer
public typealias UIGraphicsPDFRendererFormat = GraphicsPDFRendererFormat
public typealias UIGraphicsPDFRendererContext = GraphicsPDFRendererContext
/// What a PDF renderer's drawing closure is given.
public typealias UIGraphicsPDFDrawingActions = (UIGraphicsPDFRendererContext) -> Void

extension GraphicsPDFRenderer {
    /// The PDF document `actions` draw, as bytes (they begin pages with `beginPage()`).
    ///
    /// - Complexity: O(operations + pages).
    public func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        guard let document = recordDocument(actions: actions) else { return Data() }
        return PDFWriter.data(
            of: document.cgContext, pages: document.pages, bounds: bounds, documentInfo: format.documentInfo,
            links: document.links, destinations: document.destinations, destinationLinks: document.destinationLinks)
    }

    /// Writes the PDF document `actions` draw to the file at `url`; throws what writing the file throws.
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        try pdfData(actions: actions).write(to: url)
    }
}

/// The PDF contexts begun with the functions below and not yet ended: where each writes, its document's
/// information, its context and pages.
@MainActor
private final class PDFContextState {
    static var open: [PDFContextState] = []

    let target: Target
    let bounds: CGRect
    let documentInfo: [String: Any]
    let context: CGContext
    var pages: [PDFPageRecord] = []

    enum Target {
        case data(NSMutableData)
        case file(String)
    }

    init(target: Target, bounds: CGRect, documentInfo: [AnyHashable: Any]?) {
        self.target = target
        self.bounds = bounds
        var info: [String: Any] = [:]
        for (key, value) in documentInfo ?? [:] { if let key = key as? String { info[key] = value } }
        self.documentInfo = info
        context = CGContext(size: bounds.size, scale: 1)
    }
}

/// The page size a PDF context's pages take when none is given: US Letter, 612 × 792 points, as UIKit's.
private let defaultPDFBounds = CGRect(x: 0, y: 0, width: 612, height: 792)

/// Begins a PDF context that writes into `data` when it ends; its pages are `bounds` large (US Letter when
/// empty), and `documentInfo` gives its title, author and so on (`"Title"`, `"Author"`, ...).
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func UIGraphicsBeginPDFContextToData(
    _ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
) {
    beginPDFContext(.data(data), bounds, documentInfo)
}

/// Begins a PDF context that writes the file at `path` when it ends; false when the path cannot be written.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
@discardableResult
public func UIGraphicsBeginPDFContextToFile(
    _ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?
) -> Bool {
    guard FileManager.default.createFile(atPath: path, contents: nil) else { return false }
    beginPDFContext(.file(path), bounds, documentInfo)
    return true
}

@MainActor
private func beginPDFContext(_ target: PDFContextState.Target, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    let state = PDFContextState(
        target: target, bounds: bounds.isEmpty ? defaultPDFBounds : bounds, documentInfo: documentInfo)
    PDFContextState.open.append(state)
    GraphicsContextStack.push(state.context)
}

/// Begins a page of the PDF context's bounds; what is drawn from now on is on it.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func UIGraphicsBeginPDFPage() {
    guard let state = PDFContextState.open.last else { return }
    UIGraphicsBeginPDFPageWithInfo(state.bounds, nil)
}

/// Begins a page of `bounds` (the context's when empty).
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let state = PDFContextState.open.last else { return }
    state.pages.append(
        PDFPageRecord(start: state.context.operations.count, bounds: bounds.isEmpty ? state.bounds : bounds))
}

/// The bounds of the current PDF page; `.zero` outside a PDF context.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    guard let state = PDFContextState.open.last else { return .zero }
    return state.pages.last?.bounds ?? state.bounds
}

/// Ends the PDF context: its document is written into its data or its file.
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func UIGraphicsEndPDFContext() {
    guard let state = PDFContextState.open.popLast() else { return }
    GraphicsContextStack.pop()
    let bytes = PDFWriter.data(
        of: state.context, pages: state.pages, bounds: state.bounds, documentInfo: state.documentInfo)
    switch state.target {
    case .data(let data): data.append(bytes)
    case .file(let path): try? bytes.write(to: URL(fileURLWithPath: path))
    }
}
