import Foundation

// NSAttributedString's document reading (`NSAttributedString(data:options:documentAttributes:)` with
// `.documentType: NSAttributedString.DocumentType.html`), which UIKit code uses to show or strip a server's
// HTML and which Foundation on Linux lacks.

/// A pointer to an object the callee may replace (the standard library's Objective-C-only type): UIKit's
/// document reading takes one for the attributes it found, almost always passed as nil.
public struct AutoreleasingUnsafeMutablePointer<Pointee>: Hashable {
    private let pointer: UnsafeMutablePointer<Pointee>

    public init(_ pointer: UnsafeMutablePointer<Pointee>) { self.pointer = pointer }

    /// The value pointed to.
    public var pointee: Pointee {
        get { pointer.pointee }
        nonmutating set { pointer.pointee = newValue }
    }
}

extension NSAttributedString {
    /// A kind of document attributed text is read from.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// Rich Text Format (not read on Linux).
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich Text Format with attachments (not read on Linux).
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        /// HTML.
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// An option of ``init(data:options:documentAttributes:)``.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The ``DocumentType`` of the data (guessed from it when absent).
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The data's text encoding, a `String.Encoding` raw value (UTF-8 when absent).
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// Attributes for the whole text, under what the document sets.
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// A key of the attributes a document declares.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's ``DocumentType``.
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// The document's encoding.
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
    }

    /// Attributed text read from a document: HTML (bold, italic, underline, links, headings, paragraphs, line
    /// breaks, lists and character entities, in a 12-point font as UIKit's default style sheet sets it; styles
    /// sheets, colours and images are not read) or plain text. The attributes found (the document type) go to
    /// `dict` when it is not nil.
    ///
    /// - Throws: `CocoaError(.fileReadInapplicableStringEncoding)` when the data is not text in the encoding, and
    ///   `CocoaError(.fileReadUnsupportedScheme)` for RTF, which is not read on Linux.
    /// - Complexity: O(n) in the data's length.
    public convenience init(
        data: Data, options: [DocumentReadingOptionKey: Any] = [:],
        documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) throws {
        let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
        guard let text = String(data: data, encoding: encoding) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        let type =
            options[.documentType] as? DocumentType
            ?? (text.range(of: "<[A-Za-z!/]", options: .regularExpression) != nil ? .html : .plain)
        let defaults = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
        let result: NSAttributedString
        switch type {
        case .html: result = HTMLReader(defaults: defaults).read(text)
        case .plain: result = NSAttributedString(string: text, attributes: defaults)
        default: throw CocoaError(.fileReadUnsupportedScheme)
        }
        dict?.pointee = [DocumentAttributeKey.documentType.rawValue: type.rawValue] as NSDictionary
        self.init(attributedString: result)
    }
}
