import Foundation

/// A font engine that measures text as it will be drawn: ReuseRender's (Pango shaping a real font) when it is
/// installed. Without one, ReuseKit measures with its approximation: each character 0.55 of the point size wide,
/// each line 1.2 of it high.
public protocol TextMeasuring: AnyObject, Sendable {
    /// The size `text` takes in `font` (or `attributed`, with its fonts and attributes, when given): wrapped between
    /// words at `width` when it is above 0 (else one line a paragraph), showing at most `numberOfLines` lines (0:
    /// all). Both sides are rounded up to whole points, as UIKit's labels report them.
    ///
    /// - Complexity: O(n) in the text's length.
    func size(
        of text: String, attributed: NSAttributedString?, font: Font, width: CGFloat, numberOfLines: Int,
        lineBreakMode: LineBreakMode
    ) -> CGSize

    /// The font's vertical metrics: the height of a line, the ascent above the baseline and the descent below it
    /// (negative), in points.
    func lineMetrics(of font: Font) -> (lineHeight: CGFloat, ascender: CGFloat, descender: CGFloat)
}

/// Which engine measures text. A renderer installs its own (`ReuseRender.TextEngine.install()`), so that a label's
/// size, and so every self-sized row, is what its drawn glyphs occupy.
public enum TextMetrics {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: (any TextMeasuring)?
    nonisolated(unsafe) private static var changes = 0

    /// The engine text is measured with; nil for the approximation.
    public static var engine: (any TextMeasuring)? {
        get { lock.withLock { current } }
        set {
            lock.withLock {
                current = newValue
                changes &+= 1
            }
        }
    }

    /// Changes each time ``engine`` is set, so that sizes kept from before are measured again.
    public static var generation: Int { lock.withLock { changes } }
}
