import Foundation

/// Text alignment within a label.
public enum TextAlignment: Int, Hashable, Sendable {
    case left
    case center
    case right
    case justified
    case natural
}

/// Where a line too long for its label is wrapped or cut.
public enum LineBreakMode: Int, Hashable, Sendable {
    case byWordWrapping
    case byCharWrapping
    case byClipping
    case byTruncatingHead
    case byTruncatingTail
    case byTruncatingMiddle
}

/// A view that shows text.
@preconcurrency @MainActor
open class Label: View {
    /// How text is sized around letterforms that reach past the line (UILetterformAwareAdjusting).
    open var sizingRule = LetterformAwareSizingRule.typographic
    override open class func appearance() -> Label { Appearance.proxy(for: self) { Label() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> Label
    {
        Appearance.proxy(for: self, containers: containerTypes) { Label() }
    }
    override open class func appearance(for trait: TraitCollection) -> Label {
        Appearance.proxy(for: self, traits: trait) { Label() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> Label {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { Label() }
    }

    /// A label in `frame`. As in UIKit, a label takes no touches (``View/isUserInteractionEnabled`` is false):
    /// a tap on a cell's label reaches the cell.
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    // The properties a self-sizing cell's measurement reads (its text and font settings) skip the run-time
    // exclusivity check, as the table's do (see the note at the top of TableView.swift): each is a plain value,
    // and no access to one stays open across a call into client code.
    @exclusivity(unchecked) open var text: String? {
        didSet {
            checkThread("text")
            if attributed?.string != text { attributed = nil }
            // New text, new size: a stack around the label hears it, as in UIKit.
            if isArrangedInStack { contentSizeChanged() }
        }
    }
    /// The text's colour; setting nil gives back the default, `.label`, as in UIKit.
    open var textColor: Color! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor: Color = .label
    /// The text's font; setting nil gives back the default, the 17-point system font, as in UIKit (so
    /// `label.font = UIFont(name: "Avenir", size: 17)` compiles, and a font that does not exist changes nothing).
    open var font: Font! {
        get { storedFont }
        set { storedFont = newValue ?? .systemFont(ofSize: 17) }
    }
    @exclusivity(unchecked) private var storedFont: Font = .systemFont(ofSize: 17)
    /// The most lines shown; 0 for no limit.
    @exclusivity(unchecked) open var numberOfLines = 1 {
        didSet { if isArrangedInStack { contentSizeChanged() } }
    }
    open var textAlignment: TextAlignment = .natural

    /// Where a line too long for the label is wrapped or cut.
    @exclusivity(unchecked) open var lineBreakMode = LineBreakMode.byTruncatingTail
    /// What a change of the text's size tells a stack arranging the label: it measures the label again (its
    /// remembered sizes were for the old text), and the constraints it takes part in are solved again, which a
    /// self-sizing cell hears as `selfSizingInvalidation` says. Constraints on the label itself see the new text
    /// when they are next solved: their solution is remembered by the text.
    private func contentSizeChanged() {
        (superview as? StackView)?.arrangedSubviewContentChanged(self)
    }

    /// The text with attributes; setting it sets ``text`` to its characters (and a font attribute, when it
    /// has a ``Font``, to ``font``), and setting ``text`` clears it.
    open var attributedText: NSAttributedString? {
        get { attributed }
        set {
            attributed = nil
            text = newValue?.string
            attributed = newValue
            if let newValue, newValue.length > 0,
                let font = newValue.attribute(.font, at: 0, effectiveRange: nil) as? Font
            {
                self.font = font
            }
            if let newValue, newValue.length > 0,
                let color = newValue.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color
            {
                textColor = color
            }
        }
    }
    private var attributed: NSAttributedString?
    /// Whether the font shrinks (down to ``minimumScaleFactor``) to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// Whether the font follows the person's text size (Dynamic Type) when it changes. Headless views have one
    /// text size that never changes, so the font stays as set; the flag is kept for the client.
    open var adjustsFontForContentSizeCategory = false
    open var minimumScaleFactor: CGFloat = 0
    /// The smallest font size a shrinking label may use (deprecated in iOS 6): setting it sets
    /// ``minimumScaleFactor`` to its ratio to the current font's size, which is what the measuring and drawing
    /// follow (a later font keeps that ratio).
    @available(*, deprecated, message: "Use minimumScaleFactor")
    open var minimumFontSize: CGFloat {
        get { storedMinimumFontSize }
        set {
            storedMinimumFontSize = newValue
            if font.pointSize > 0, newValue.isFinite, newValue > 0 {
                minimumScaleFactor = min(newValue / font.pointSize, 1)
            }
        }
    }
    private var storedMinimumFontSize: CGFloat = 0
    /// Whether letter spacing tightens before the font shrinks (deprecated in iOS 7); kept as set, as headless
    /// text is measured without tightening.
    @available(*, deprecated, message: "Use allowsDefaultTighteningForTruncation")
    open var adjustsLetterSpacingToFitWidth = false
    open var highlightedTextColor: Color?
    open var isHighlighted = false
    open var isEnabled = true
    /// The width at which a multiline label wraps for its ``intrinsicContentSize`` (0: no wrapping).
    @exclusivity(unchecked) open var preferredMaxLayoutWidth: CGFloat = 0

    /// The text's size, wrapped at ``preferredMaxLayoutWidth`` when it is set.
    override var measuresHeightAtWidth: Bool { wrapsForAutoLayout }

    open override var intrinsicContentSize: CGSize {
        textRect(
            forBounds: CGRect(x: 0, y: 0, width: preferredMaxLayoutWidth, height: 0),
            limitedToNumberOfLines: numberOfLines
        ).size
    }

    /// Where the text sits in `bounds`, shown in at most `numberOfLines` lines (0: no limit): its origin is the
    /// bounds' and its size the text's, wrapped at the bounds' width. The label's intrinsic size comes from
    /// here, so a subclass that insets its text (a padded label) overrides this and ``drawText(in:)``, as in
    /// UIKit.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size =
            numberOfLines == self.numberOfLines
            ? sizeThatFits(bounds.size)
            : text.map { $0.isEmpty ? .zero : measure($0, bounds.size, lines: numberOfLines) } ?? .zero
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Draws the text in `rect` (nothing is drawn headless; an override point that renderers follow).
    open func drawText(in rect: CGRect) {}

    /// The colour of the text's shadow; nil (no shadow) by default.
    open var shadowColor: Color?
    /// The shadow's offset; (0, -1) by default.
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// Where text that shrinks to fit sits vertically (UIBaselineAdjustment).
    public enum BaselineAdjustment: Int, Hashable, Sendable { case alignBaselines, alignCenters, none }
    open var baselineAdjustment = BaselineAdjustment.alignBaselines
    /// Whether the letters may tighten before the text is truncated.
    open var allowsDefaultTighteningForTruncation = false
    /// Whether the whole text shows in an expansion when the pointer rests on truncated text.
    open var showsExpansionTextWhenTruncated = false
    /// The vibrancy the label prefers over a material (UIKit's `preferredVibrancy`, iOS 17): kept, and read by
    /// nothing headless, where no material is drawn behind text.
    open var preferredVibrancy = LabelVibrancy.none
    /// How lines break, beyond ``lineBreakMode``.
    open var lineBreakStrategy = NSParagraphStyle.LineBreakStrategy.standard

    /// The text's size: each character 0.55 of the point size wide, one ``Font/lineHeight`` per line. A label
    /// that may show more than one line (``numberOfLines`` 0 or above 1) wraps at `size.width` (when it is
    /// above 0) between words, or inside a word longer than a line; then it shows up to ``numberOfLines``
    /// lines. Empty text has zero size.
    ///
    /// - Complexity: O(n) in the text's length.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        // Auto Layout and the table ask the same question several times a pass: the last answer is kept.
        let key = MeasureKey(
            text: text, width: numberOfLines == 1 && !adjustsFontSizeToFitWidth ? 0 : size.width,
            pointSize: font.pointSize, numberOfLines: numberOfLines, shrinks: adjustsFontSizeToFitWidth,
            minimumScaleFactor: minimumScaleFactor, engine: TextMetrics.generation)
        if let hit = lastMeasures.first(where: { $0.key == key }) { return hit.size }
        let measured = measure(text, size)
        // The last few answers: Auto Layout asks for the one-line size and the wrapped size in turn.
        if lastMeasures.count == 4 { lastMeasures.removeFirst() }
        lastMeasures.append((key, measured))
        return measured
    }

    private struct MeasureKey: Equatable {
        var text: String
        var width: CGFloat
        var pointSize: CGFloat
        var numberOfLines: Int
        var shrinks: Bool
        var minimumScaleFactor: CGFloat
        var engine: Int
    }

    private var lastMeasures: [(key: MeasureKey, size: CGSize)] = []

    private func measure(_ text: String, _ size: CGSize) -> CGSize {
        measure(text, size, lines: numberOfLines)
    }

    private func measure(_ text: String, _ size: CGSize, lines numberOfLines: Int) -> CGSize {
        if let engine = TextMetrics.engine { return measure(text, size, lines: numberOfLines, by: engine) }
        let characterWidth = font.pointSize * 0.55
        let perLine = numberOfLines != 1 && size.width > 0 ? max(Int(size.width / characterWidth), 1) : Int.max
        var lines: [Int] = []
        if let ascii = Self.wrapASCII(text, perLine: perLine) {
            lines = ascii
        } else {
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                lines += Self.wrap(paragraph, perLine: perLine)
            }
        }
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        var widest = lines.max() ?? 0
        if adjustsFontSizeToFitWidth, numberOfLines == 1, size.width > 0, CGFloat(widest) * characterWidth > size.width
        {
            // Shrinks to fit, down to the minimum scale; the line still fits no further.
            let scale = max(size.width / (CGFloat(widest) * characterWidth), minimumScaleFactor)
            widest = Int((CGFloat(widest) * scale).rounded(.down))
        }
        return CGSize(
            width: (CGFloat(widest) * characterWidth).rounded(.up), height: CGFloat(lines.count) * font.lineHeight)
    }

    /// The text's size as `engine` lays it out: wrapped at the width when more than one line may show, shrunk
    /// towards ``minimumScaleFactor`` when ``adjustsFontSizeToFitWidth`` asks and one line is too wide.
    private func measure(_ text: String, _ size: CGSize, lines numberOfLines: Int, by engine: any TextMeasuring)
        -> CGSize
    {
        let width = numberOfLines != 1 && size.width > 0 ? size.width : 0
        var measured = engine.size(
            of: text, attributed: attributed, font: font, width: width, numberOfLines: numberOfLines,
            lineBreakMode: lineBreakMode)
        if adjustsFontSizeToFitWidth, numberOfLines == 1, size.width > 0, measured.width > size.width {
            let scale = max(size.width / measured.width, minimumScaleFactor)
            measured.width = (measured.width * scale).rounded(.up)
        }
        return measured
    }

    /// ``wrap(_:perLine:)`` for every paragraph of an ASCII text, reading its bytes without making substrings
    /// (a table measures every new row's labels); nil for other text, where characters are not bytes.
    private static func wrapASCII(_ text: String, perLine: Int) -> [Int]? {
        var text = text
        return text.withUTF8 { bytes -> [Int]? in
            var lines: [Int] = []
            var current = 0
            var word = 0
            func endWord() {
                var length = word
                let needed = current == 0 ? length : current + 1 + length
                if needed <= perLine || (current == 0 && length == 0) {
                    current = needed
                } else {
                    if current > 0 { lines.append(current) }
                    while length > perLine {
                        lines.append(perLine)
                        length -= perLine
                    }
                    current = length
                }
                word = 0
            }
            var afterSpace = false
            var paragraphStart = 0
            var paragraphLength = 0
            // A paragraph that fits is one line as it is (leading spaces included), as `wrap` has it.
            func endParagraph() {
                if word > 0 || afterSpace { endWord() }
                if paragraphLength <= perLine {
                    lines.removeSubrange(paragraphStart...)
                    lines.append(paragraphLength)
                } else {
                    lines.append(current)
                }
                current = 0
                afterSpace = false
                paragraphLength = 0
                paragraphStart = lines.count
            }
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                if byte == 0x0A {
                    endParagraph()
                    continue
                }
                paragraphLength += 1
                if byte == 0x20 {
                    endWord()
                    afterSpace = true
                } else {
                    word += 1
                    afterSpace = false
                }
            }
            endParagraph()
            return lines
        }
    }

    /// The lengths of the lines `paragraph` wraps into at `perLine` characters, breaking between words.
    private static func wrap(_ paragraph: Substring, perLine: Int) -> [Int] {
        guard paragraph.count > perLine else { return [paragraph.count] }
        var lines: [Int] = []
        var current = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            var length = word.count
            let needed = current == 0 ? length : current + 1 + length
            if needed <= perLine {
                current = needed
                continue
            }
            if current > 0 { lines.append(current) }
            while length > perLine {
                lines.append(perLine)
                length -= perLine
            }
            current = length
        }
        lines.append(current)
        return lines
    }

    open override func visibleProperties() -> [ViewState.Property] {
        var properties = super.visibleProperties()
        properties.append(.init("text", text.map { "\"\($0)\"" } ?? "nil"))
        properties.append(.init("textColor", textColor.description))
        if font != .systemFont(ofSize: 17) { properties.append(.init("font", font.description)) }
        return properties
    }
}

/// A view that shows an image.
@preconcurrency @MainActor
open class ImageView: View {
    /// The symbol effects running on the image, made with the first (``addSymbolEffect(_:options:animated:completion:)-(_,_,_,_)``).
    var symbolEffectHost: SymbolEffectHost?
    /// Whether the image grows with the accessibility text sizes (UIAccessibilityContentSizeCategoryImageAdjusting);
    /// kept as set: headless text sizes do not change images.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    /// The treatment the view asks for HDR images (iOS 17); `.unspecified`, the default, defers to the trait
    /// collection's `imageDynamicRange`.
    open var preferredImageDynamicRange = Image.DynamicRange.unspecified
    /// The treatment the view gives HDR images (iOS 17): the preferred one, else the trait collection's, else
    /// `.standard`, the range a headless display shows.
    open var imageDynamicRange: Image.DynamicRange {
        if preferredImageDynamicRange != .unspecified { return preferredImageDynamicRange }
        let traits = traitCollection.imageDynamicRange
        return traits != .unspecified ? traits : .standard
    }
    override open class func appearance() -> ImageView { Appearance.proxy(for: self) { ImageView() } }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> ImageView
    {
        Appearance.proxy(for: self, containers: containerTypes) { ImageView() }
    }
    override open class func appearance(for trait: TraitCollection) -> ImageView {
        Appearance.proxy(for: self, traits: trait) { ImageView() }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> ImageView {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { ImageView() }
    }

    /// The image shown. Setting it cancels a load under way (``setImage(from:placeholder:)``): the view now
    /// shows something else.
    open var image: Image? {
        didSet {
            checkThread("image")
            if !isApplyingLoad, currentLoad != nil { cancelImageLoad() }
            if oldValue?.size != image?.size && !translatesAutoresizingMaskIntoConstraints {
                invalidateIntrinsicContentSize()
            }
        }
    }
    /// Told when an image arrives for a load the view no longer wants (it was cancelled or replaced), with
    /// the image that was dropped: reuse diagnostics report it.
    public var lateImageHandler: ((ImageView, Image?) -> Void)?
    /// Image loads under way in every image view, so that cancelling the loads of a cell's tree costs nothing
    /// when there are none.
    static var loadsInFlight = 0
    var currentLoad: ImageLoad?
    var loadToken = 0
    var isApplyingLoad = false
    /// The image shown while ``isHighlighted``.
    open var highlightedImage: Image?
    /// Whether the view shows ``highlightedImage`` (a highlighted cell highlights its image views).
    open var isHighlighted = false
    /// Images shown in turn while animating.
    open var animationImages: [Image]?
    open var highlightedAnimationImages: [Image]?
    /// Seconds for one cycle of ``animationImages``; 0 shows each for 1/30 s.
    open var animationDuration: TimeInterval = 0
    /// How many cycles to play; 0 repeats for ever.
    open var animationRepeatCount = 0
    /// Whether the images animate (between ``startAnimating()`` and ``stopAnimating()``).
    public private(set) var isAnimating = false
    /// The symbol configuration symbol images are drawn with when they have none of their own.
    open var preferredSymbolConfiguration: Image.SymbolConfiguration?

    public init(image: Image?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view with an image and the image it shows while highlighted.
    public init(image: Image?, highlightedImage: Image?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// Starts cycling through ``animationImages`` (nothing is drawn headless).
    open func startAnimating() { isAnimating = !(animationImages ?? []).isEmpty }
    /// Stops the animation.
    open func stopAnimating() { isAnimating = false }

    /// An image view in `frame`; like a label, it takes no touches until told to (as in UIKit).
    public override init(frame: CGRect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The image's size, or zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    /// The image's size; no intrinsic size without an image, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    open override func visibleProperties() -> [ViewState.Property] {
        var properties = super.visibleProperties()
        properties.append(.init("image", image?.name ?? "nil"))
        if let tint = explicitTintColor { properties.append(.init("tintColor", tint.description)) }
        return properties
    }
}

/// The vibrancy a label prefers (UILabelVibrancy), with UIKit's raw values.
public enum LabelVibrancy: Int, Hashable, Sendable {
    /// No vibrancy.
    case none = 0
    /// The system's vibrancy for the label's text over a material.
    case automatic = 1
}
