import Foundation

/// The region a text view lays its text out in (NSTextContainer): the view's size less its insets, and a
/// padding at each end of every line.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The container's size; a width or height of `.greatestFiniteMagnitude` does not limit.
    open var size: CGSize
    /// Space at each end of every line, inside the text container inset: 5 points by default, as in UIKit. Chat
    /// and form screens set it to 0 so the text lines up with labels.
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out; 0, the default, has no limit.
    open var maximumNumberOfLines = 0
    /// How the last line that fits ends when the text is longer.
    open var lineBreakMode = LineBreakMode.byWordWrapping
    /// Whether the width follows the text view's; true by default.
    open var widthTracksTextView = true
    /// Whether the height follows the text view's; false by default.
    open var heightTracksTextView = false
    /// Paths the text flows around.
    open var exclusionPaths: [BezierPath] = []
    /// The layout manager that lays text out in this container, once it has been added to one.
    open weak var layoutManager: NSLayoutManager?

    /// A container of `size`.
    public init(size: CGSize) {
        self.size = size
    }

    /// A container with no size limit.
    public convenience init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public init?(coder: NSCoder) {
        return nil
    }
}

/// The kinds of data a text view turns into links (UIDataDetectorTypes), with UIKit's raw values.
public struct DataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
    public static let link = DataDetectorTypes(rawValue: 1 << 1)
    public static let address = DataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = DataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = DataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = DataDetectorTypes(rawValue: 1 << 6)
    public static let money = DataDetectorTypes(rawValue: 1 << 7)
    public static let physicalValue = DataDetectorTypes(rawValue: 1 << 8)
    public static let all = DataDetectorTypes(rawValue: UInt.max)
}
