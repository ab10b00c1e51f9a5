import Foundation

/// Lays out a text view's text in its containers (TextKit 1's NSLayoutManager), headless: a glyph is a UTF-16
/// unit of the text, and the lines are those the text view measures, so the rectangles it answers are the ones
/// the view sizes itself by (a growing input bar reads `usedRect(for:)` to pick its height).
@preconcurrency @MainActor
open class NSLayoutManager {
    /// The containers the text flows through, in order (a text view's one).
    open private(set) var textContainers: [NSTextContainer] = []
    /// Whether parts of the text may be laid out alone (kept; layout here is always whole).
    open var allowsNonContiguousLayout = false
    /// Whether the font's leading spaces the lines; true by default.
    open var usesFontLeading = true
    weak var textView: TextView?

    public init() {}

    /// Adds `container` at the end of the list.
    open func addTextContainer(_ container: NSTextContainer) {
        textContainers.append(container)
        container.layoutManager = self
    }

    /// Takes the container at `index` out of the list (an index past the end does nothing).
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        textContainers.remove(at: index)
    }

    private var text: String { textView?.text ?? "" }

    /// How many glyphs the text lays out into: one a UTF-16 unit.
    open var numberOfGlyphs: Int { text.utf16.count }

    /// Lays the text out now (it always is, headless).
    open func ensureLayout(for container: NSTextContainer) {}

    /// The glyphs that fall in `container`: all of them in the first, none in the others.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        textContainers.first === container
            ? NSRange(location: 0, length: numberOfGlyphs) : NSRange(location: 0, length: 0)
    }

    /// The characters of `glyphRange` (the same range: a glyph a UTF-16 unit).
    open func characterRange(
        forGlyphRange glyphRange: NSRange, actualGlyphRange: UnsafeMutablePointer<NSRange>?
    ) -> NSRange {
        let range = clamped(glyphRange)
        actualGlyphRange?.pointee = range
        return range
    }

    /// The glyphs of `characterRange` (the same range).
    open func glyphRange(
        forCharacterRange characterRange: NSRange, actualCharacterRange: UnsafeMutablePointer<NSRange>?
    ) -> NSRange {
        let range = clamped(characterRange)
        actualCharacterRange?.pointee = range
        return range
    }

    /// The rectangle the laid-out text uses in `container`, from its top-left: as tall as the text's lines and as
    /// wide as its longest line (at most the container's width less its padding), padding included.
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard let textView, textContainers.first === container, !text.isEmpty else { return .zero }
        let width = lineWidth(in: textView)
        let height = textView.textHeight(of: text, lineWidth: width)
        let widest = min(textView.singleLineWidth(of: text), width)
        return CGRect(x: 0, y: 0, width: widest + 2 * container.lineFragmentPadding, height: height)
    }

    /// The rectangle holding the lines of `glyphRange` in `container`, across the container's line width.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        guard let textView, textContainers.first === container else { return .zero }
        let range = clamped(glyphRange)
        let utf16 = text.utf16
        let width = lineWidth(in: textView)
        func height(upTo offset: Int) -> CGFloat {
            textView.textHeight(of: String(utf16.prefix(offset)) ?? "", lineWidth: width)
        }
        let lineHeight = (textView.font ?? .systemFont(ofSize: 12)).lineHeight
        let top = max(height(upTo: range.location + (range.length > 0 ? 1 : 0)) - lineHeight, 0)
        let bottom = max(height(upTo: range.location + range.length), top + lineHeight)
        return CGRect(x: container.lineFragmentPadding, y: top, width: width, height: bottom - top)
    }

    private func lineWidth(in textView: TextView) -> CGFloat {
        let inset = textView.textContainerInset
        let padding = textContainers.first?.lineFragmentPadding ?? 5
        return max(textView.bounds.width - inset.left - inset.right - 2 * padding, 1)
    }

    private func clamped(_ range: NSRange) -> NSRange {
        let count = numberOfGlyphs
        let location = min(max(range.location, 0), count)
        return NSRange(location: location, length: min(max(range.length, 0), count - location))
    }
}
