import Foundation

/// An image or file inside attributed text (NSTextAttachment): it stands in the text as one object
/// replacement character (U+FFFC) carrying the `NSAttributedString/Key/attachment` attribute.
open class NSTextAttachment: @unchecked Sendable {
    /// Whether the image grows with the accessibility text sizes (UIAccessibilityContentSizeCategoryImageAdjusting);
    /// kept as set: headless text sizes do not change images.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    /// The character an attachment takes in the text.
    public static let character = 0xFFFC
    /// The attachment's data and its type (a UTI), when it was made from data.
    open var contents: Data?
    open var fileType: String?
    /// The image shown.
    open var image: Image?
    /// Where the image sits relative to the line's baseline; zero uses the image's size.
    open var bounds = CGRect.zero
    /// Padding on each side of the attachment in its line (iOS 15).
    open var lineLayoutPadding: CGFloat = 0
    /// Whether the attachment may be shown by a view of its own (iOS 15).
    open var allowsTextAttachmentView = true

    /// An attachment of `contentData` of type `uti` (both may be nil).
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
    }

    /// An attachment showing `image` (iOS 13).
    public convenience init(image: Image) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// An empty attachment, to give an image later.
    public convenience init() {
        self.init(data: nil, ofType: nil)
    }

    /// The size the attachment takes in a line: its bounds' when set, else its image's.
    var lineSize: CGSize { bounds.size == .zero ? image?.size ?? .zero : bounds.size }
}

extension NSAttributedString {
    /// Text holding one attachment: its character with the attachment attribute (UIKit's
    /// `NSAttributedString(attachment:)`).
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}
