import Foundation

/// The view that shows a ``ListContentConfiguration``: an image view and two labels, laid out as the
/// configuration says (UIListContentView).
///
/// Its ``imageLayoutGuide``, ``textLayoutGuide`` and ``secondaryTextLayoutGuide`` follow the parts it shows, so
/// that a custom cell can align its own views (or a list cell's ``CollectionViewListCell/separatorLayoutGuide``)
/// with the text. Each is nil while the configuration lacks its part.
@preconcurrency @MainActor
open class ListContentView: View, ContentView {
    public let imageView = ImageView()
    public let textLabel = Label()
    public let secondaryTextLabel = Label()
    private var list: ListContentConfiguration

    /// A guide for positioning the image; nil when the configuration has no image. A new configuration without an
    /// image removes it from the view, and the constraints to it with it, as UIKit does.
    public private(set) var imageLayoutGuide: LayoutGuide?
    /// A guide for positioning the primary text; nil when the configuration has no text. A new configuration
    /// without text removes it, and the constraints to it.
    public private(set) var textLayoutGuide: LayoutGuide?
    /// A guide for positioning the secondary text; nil when the configuration has none. A new configuration
    /// without secondary text removes it, and the constraints to it.
    public private(set) var secondaryTextLayoutGuide: LayoutGuide?

    public init(configuration: ListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    public var configuration: any ContentConfiguration {
        get { list }
        set {
            guard let new = newValue as? ListContentConfiguration else { return }
            list = new
            apply()
            setNeedsLayout()
        }
    }

    /// The configuration as a list configuration.
    public var listContentConfiguration: ListContentConfiguration? { list }

    public func supports(_ configuration: any ContentConfiguration) -> Bool {
        configuration is ListContentConfiguration
    }

    private func apply() {
        alpha = list.alpha
        imageView.image = list.image
        imageView.tintColor = list.imageProperties.tintColor.map { list.imageProperties.resolvedTintColor(for: $0) }
        imageView.isHidden = list.image == nil
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = list.imageProperties.cornerRadius
        imageView.clipsToBounds = list.imageProperties.cornerRadius > 0
        Self.style(textLabel, text: list.displayedText, list.textProperties)
        Self.style(secondaryTextLabel, text: list.displayedSecondaryText, list.secondaryTextProperties)
        // Attributed text keeps its own fonts and colours, over the text properties'.
        if let attributed = list.attributedText { textLabel.attributedText = attributed }
        if let attributed = list.secondaryAttributedText { secondaryTextLabel.attributedText = attributed }
        imageLayoutGuide = guide(imageLayoutGuide, shown: list.image != nil, "UIListContentView-imageLayoutGuide")
        textLayoutGuide = guide(textLayoutGuide, shown: !textLabel.isHidden, "UIListContentView-textLayoutGuide")
        secondaryTextLayoutGuide = guide(
            secondaryTextLayoutGuide, shown: !secondaryTextLabel.isHidden, "UIListContentView-secondaryTextLayoutGuide")
    }

    /// The guide for a part: made and added when the part shows, removed (with its constraints) when it no longer
    /// does.
    private func guide(_ guide: LayoutGuide?, shown: Bool, _ identifier: String) -> LayoutGuide? {
        if shown {
            if let guide { return guide }
            let made = LayoutGuide(system: .placed, owner: self, identifier: identifier)
            addLayoutGuide(made)
            return made
        }
        if let guide { removeLayoutGuide(guide) }
        return nil
    }

    private static func style(_ label: Label, text: String?, _ properties: ListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = text == nil
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.labelAlignment
        label.numberOfLines = properties.numberOfLines
    }

    /// The image's size: its own, scaled down with its aspect ratio kept to fit `maximumSize` (a zero side does not
    /// limit), as UIKit's list content view draws it.
    private var imageSize: CGSize {
        guard let image = list.image else { return .zero }
        let maximum = list.imageProperties.maximumSize
        let size = image.size
        guard size.width > 0, size.height > 0 else { return size }
        var factor: CGFloat = 1
        if maximum.width > 0 { factor = min(factor, maximum.width / size.width) }
        if maximum.height > 0 { factor = min(factor, maximum.height / size.height) }
        return CGSize(width: size.width * factor, height: size.height * factor)
    }

    /// The room the image takes: its size, or `reservedLayoutSize` where that is larger (the image centred in it),
    /// so that rows with images of different sizes keep their text aligned.
    private var imageSlot: CGSize {
        let image = imageSize
        let reserved = list.imageProperties.reservedLayoutSize
        return CGSize(width: max(image.width, reserved.width), height: max(image.height, reserved.height))
    }

    /// Its height at its width, which Auto Layout measures at the width it solves (`measuresHeightAtWidth`).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }

    override var measuresHeightAtWidth: Bool { true }

    override var heightAtWidthKey: String {
        let margins = list.directionalLayoutMargins
        return "\(list.displayedText ?? "")|\(list.displayedSecondaryText ?? "")|\(list.image?.name ?? "")"
            + "|\(list.textProperties.font.pointSize)|\(list.secondaryTextProperties.font.pointSize)"
            + "|\(imageSlot.width)x\(imageSlot.height)|\(list.imageToTextPadding)|\(list.textToSecondaryTextVerticalPadding)"
            + "|\(margins.top),\(margins.leading),\(margins.bottom),\(margins.trailing)"
            + "|\(list.prefersSideBySideTextAndSecondaryText)"
    }

    /// The content's height at `size.width`: the margins, and the taller of the image and the texts.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = list.directionalLayoutMargins
        let textWidth = max(size.width - margins.leading - margins.trailing - leadingForText, 0)
        let bounds = CGSize(width: textWidth, height: 0)
        let text = textLabel.isHidden ? 0 : textLabel.sizeThatFits(bounds).height
        let secondary = secondaryTextLabel.isHidden ? 0 : secondaryTextLabel.sizeThatFits(bounds).height
        let texts =
            list.prefersSideBySideTextAndSecondaryText
            ? max(text, secondary)
            : text + secondary + (text > 0 && secondary > 0 ? list.textToSecondaryTextVerticalPadding : 0)
        return CGSize(width: size.width, height: max(texts, imageSlot.height) + margins.top + margins.bottom)
    }

    private var leadingForText: CGFloat {
        list.image == nil ? 0 : imageSlot.width + list.imageToTextPadding
    }

    /// Where the image and the texts go in a view `width` wide, as parts of its size: the texts measured at the
    /// width they have there, the image and the texts centred vertically.
    private func placements(width: CGFloat) -> (image: GuidePlacement, text: GuidePlacement, secondary: GuidePlacement)
    {
        let margins = list.directionalLayoutMargins
        let image = imageSize
        let slot = imageSlot
        let imagePlacement = GuidePlacement(
            x: .constant(margins.leading + ((slot.width - image.width) / 2).rounded()),
            y: GuidePlacement.Term(factor: 0.5, constant: -image.height / 2),
            width: .constant(image.width), height: .constant(image.height))
        let textX = margins.leading + leadingForText
        let available = max(width - textX - margins.trailing, 0)
        let text = textLabel.sizeThatFits(CGSize(width: available, height: 0))
        let secondary = secondaryTextLabel.sizeThatFits(CGSize(width: available, height: 0))
        if list.prefersSideBySideTextAndSecondaryText {
            return (
                imagePlacement,
                GuidePlacement(
                    x: .constant(textX), y: GuidePlacement.Term(factor: 0.5, constant: -text.height / 2),
                    width: .constant(text.width), height: .constant(text.height)),
                GuidePlacement(
                    x: GuidePlacement.Term(factor: 1, constant: -margins.trailing - secondary.width),
                    y: GuidePlacement.Term(factor: 0.5, constant: -secondary.height / 2),
                    width: .constant(secondary.width), height: .constant(secondary.height))
            )
        }
        let gap = text.height > 0 && secondary.height > 0 ? list.textToSecondaryTextVerticalPadding : 0
        let top = -(text.height + secondary.height + gap) / 2
        let textWidth = GuidePlacement.Term(factor: 1, constant: -textX - margins.trailing)
        return (
            imagePlacement,
            GuidePlacement(
                x: .constant(textX), y: GuidePlacement.Term(factor: 0.5, constant: top), width: textWidth,
                height: .constant(text.height)),
            GuidePlacement(
                x: .constant(textX), y: GuidePlacement.Term(factor: 0.5, constant: top + text.height + gap),
                width: textWidth, height: .constant(secondary.height))
        )
    }

    /// The guides' places while Auto Layout solves this view's size: the parts' places at the width it has now.
    override func placement(of guide: LayoutGuide) -> GuidePlacement? {
        let parts = placements(width: bounds.width)
        if guide === textLayoutGuide { return parts.text }
        if guide === secondaryTextLayoutGuide { return parts.secondary }
        if guide === imageLayoutGuide { return parts.image }
        return nil
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let parts = placements(width: size.width)
        var image = parts.image.frame(in: size)
        image.origin.y = image.minY.rounded()
        imageView.frame = image
        var text = parts.text.frame(in: size)
        var secondary = parts.secondary.frame(in: size)
        text.size.width = max(text.width, 0)
        secondary.size.width = max(secondary.width, 0)
        if list.prefersSideBySideTextAndSecondaryText {
            text.origin.y = text.minY.rounded()
            secondary.origin.y = secondary.minY.rounded()
            secondary.origin.x = max(secondary.minX, text.minX)
        } else {
            // The two texts move together, so that the gap between them stays as the configuration says.
            let shift = text.minY.rounded() - text.minY
            text.origin.y += shift
            secondary.origin.y += shift
        }
        textLabel.frame = text
        secondaryTextLabel.frame = secondary
        imageLayoutGuide?.layoutFrame = image
        textLayoutGuide?.layoutFrame = text
        secondaryTextLayoutGuide?.layoutFrame = secondary
    }
}
