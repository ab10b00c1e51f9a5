// Compile-only: UIKit's image, colour, control, stack view and app shell API as a client writes it, against ReuseKit.
// Each use carries its `// api:` marker with the "Type member" it stands for; the list is
// Tests/ReuseKitTests/UIKitSurface/Screens/UIKitContentAPI.txt. UIKitSurfaceTests checks every member is here or
// listed as not on Linux. Nothing here runs.
import Foundation
import UIKit

// UIImage
@MainActor private func contentSurfaceImage(data: Data, cgImage: CGImage, traits: UITraitCollection) {
    // api: UIImage init(named:)
    let _: UIImage? = UIImage(named: "photo")
    // api: UIImage init(named:in:compatibleWith:)
    let _: UIImage? = UIImage(named: "photo", in: Bundle.main, compatibleWith: traits)
    // api: UIImage init(systemName:)
    guard let image = UIImage(systemName: "star") else { return }
    // api: UIImage init(systemName:withConfiguration:)
    let _: UIImage? = UIImage(systemName: "star", withConfiguration: UIImage.SymbolConfiguration(scale: .large))
    // api: UIImage init(data:)
    let _: UIImage? = UIImage(data: data)
    // api: UIImage init(data:scale:)
    let _: UIImage? = UIImage(data: data, scale: 2)
    // api: UIImage init(contentsOfFile:)
    let _: UIImage? = UIImage(contentsOfFile: "/tmp/photo.png")
    // api: UIImage init(cgImage:)
    let _: UIImage = UIImage(cgImage: cgImage)
    // api: UIImage init(cgImage:scale:orientation:)
    let _: UIImage = UIImage(cgImage: cgImage, scale: 2, orientation: .up)
    // api: UIImage size
    let _: CGSize = image.size
    // api: UIImage scale
    let _: CGFloat = image.scale
    // api: UIImage cgImage
    let _: CGImage? = image.cgImage
    // api: UIImage imageOrientation
    let _: UIImage.Orientation = image.imageOrientation
    // api: UIImage renderingMode
    let _: UIImage.RenderingMode = image.renderingMode
    // api: UIImage withRenderingMode(_:)
    let _: UIImage = image.withRenderingMode(.alwaysTemplate)
    // api: UIImage withTintColor(_:)
    let _: UIImage = image.withTintColor(.systemRed)
    // api: UIImage withTintColor(_:renderingMode:)
    let _: UIImage = image.withTintColor(.systemRed, renderingMode: .alwaysOriginal)
    // api: UIImage withConfiguration(_:)
    let _: UIImage = image.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
    // api: UIImage applyingSymbolConfiguration(_:)
    let _: UIImage? = image.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .small))
    // api: UIImage resizableImage(withCapInsets:)
    let _: UIImage = image.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    // api: UIImage resizableImage(withCapInsets:resizingMode:)
    let resizable: UIImage = image.resizableImage(withCapInsets: .zero, resizingMode: .stretch)
    // api: UIImage capInsets
    let _: UIEdgeInsets = resizable.capInsets
    // api: UIImage resizingMode
    let _: UIImage.ResizingMode = resizable.resizingMode
    // api: UIImage withHorizontallyFlippedOrientation()
    let _: UIImage = image.withHorizontallyFlippedOrientation()
    // api: UIImage imageFlippedForRightToLeftLayoutDirection()
    let _: UIImage = image.imageFlippedForRightToLeftLayoutDirection()
    // api: UIImage flipsForRightToLeftLayoutDirection
    let _: Bool = image.flipsForRightToLeftLayoutDirection
    // api: UIImage withAlignmentRectInsets(_:)
    let _: UIImage = image.withAlignmentRectInsets(.zero)
    // api: UIImage preparingThumbnail(of:)
    let _: UIImage? = image.preparingThumbnail(of: CGSize(width: 40, height: 40))
    // api: UIImage prepareThumbnail(of:completionHandler:)
    image.prepareThumbnail(of: CGSize(width: 40, height: 40)) { (thumbnail: UIImage?) in _ = thumbnail }
    // api: UIImage byPreparingThumbnail(ofSize:)
    Task { let _: UIImage? = await image.byPreparingThumbnail(ofSize: CGSize(width: 40, height: 40)) }
    // api: UIImage prepareForDisplay(completionHandler:)
    image.prepareForDisplay { (prepared: UIImage?) in _ = prepared }
    // api: UIImage preparingForDisplay()
    let _: UIImage? = image.preparingForDisplay()
    // api: UIImage isSymbolImage
    let _: Bool = image.isSymbolImage
    // api: UIImage symbolConfiguration
    let _: UIImage.SymbolConfiguration? = image.symbolConfiguration
    // api: UIImage SymbolConfiguration
    _ = UIImage.SymbolConfiguration.self
    // api: UIImage SymbolWeight
    let _: [UIImage.SymbolWeight] = [
        .unspecified, .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    // api: UIImage SymbolScale
    let _: [UIImage.SymbolScale] = [.default, .unspecified, .small, .medium, .large]
    // api: UIImage RenderingMode
    let _: [UIImage.RenderingMode] = [.automatic, .alwaysOriginal, .alwaysTemplate]
    // api: UIImage Orientation
    let _: [UIImage.Orientation] = [
        .up, .down, .left, .right, .upMirrored, .downMirrored, .leftMirrored, .rightMirrored,
    ]
    // api: UIImage ResizingMode
    let _: [UIImage.ResizingMode] = [.tile, .stretch]
}

// UIImage.SymbolConfiguration
@MainActor private func contentSurfaceSymbolConfiguration() {
    // api: UIImage.SymbolConfiguration init(pointSize:)
    _ = UIImage.SymbolConfiguration(pointSize: 17)
    // api: UIImage.SymbolConfiguration init(pointSize:weight:)
    _ = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold)
    // api: UIImage.SymbolConfiguration init(pointSize:weight:scale:)
    _ = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large)
    // api: UIImage.SymbolConfiguration init(textStyle:)
    _ = UIImage.SymbolConfiguration(textStyle: .body)
    // api: UIImage.SymbolConfiguration init(textStyle:scale:)
    _ = UIImage.SymbolConfiguration(textStyle: .headline, scale: .small)
    // api: UIImage.SymbolConfiguration init(weight:)
    _ = UIImage.SymbolConfiguration(weight: .bold)
    // api: UIImage.SymbolConfiguration init(scale:)
    _ = UIImage.SymbolConfiguration(scale: .medium)
    // api: UIImage.SymbolConfiguration init(font:)
    _ = UIImage.SymbolConfiguration(font: UIFont.systemFont(ofSize: 17))
    // api: UIImage.SymbolConfiguration init(font:scale:)
    _ = UIImage.SymbolConfiguration(font: UIFont.preferredFont(forTextStyle: .body), scale: .large)
    // api: UIImage.SymbolConfiguration init(hierarchicalColor:)
    _ = UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue)
    // api: UIImage.SymbolConfiguration init(paletteColors:)
    _ = UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue])
    // api: UIImage.SymbolConfiguration preferringMulticolor()
    let multicolor: UIImage.SymbolConfiguration = UIImage.SymbolConfiguration.preferringMulticolor()
    // api: UIImage.SymbolConfiguration applying(_:)
    let _: UIImage.SymbolConfiguration = multicolor.applying(UIImage.SymbolConfiguration(weight: .bold))
}

// UIImageView
@MainActor private final class ContentSurfaceImageView: UIImageView {
    // api: UIImageView tintColorDidChange()
    override func tintColorDidChange() { super.tintColorDidChange() }
}

@MainActor private func contentSurfaceImageView(image: UIImage) {
    // api: UIImageView init(image:)
    let imageView = UIImageView(image: image)
    // api: UIImageView init(image:highlightedImage:)
    _ = UIImageView(image: image, highlightedImage: nil)
    // api: UIImageView image
    let _: UIImage? = imageView.image
    imageView.image = nil
    // api: UIImageView preferredImageDynamicRange
    imageView.preferredImageDynamicRange = .constrainedHigh
    let _: UIImage.DynamicRange = imageView.preferredImageDynamicRange
    // api: UIImageView imageDynamicRange
    let _: UIImage.DynamicRange = imageView.imageDynamicRange
    // api: UIImageView highlightedImage
    let _: UIImage? = imageView.highlightedImage
    imageView.highlightedImage = nil
    // api: UIImageView isHighlighted
    imageView.isHighlighted = !imageView.isHighlighted
    // api: UIImageView animationImages
    let _: [UIImage]? = imageView.animationImages
    imageView.animationImages = nil
    // api: UIImageView animationDuration
    let _: TimeInterval = imageView.animationDuration
    imageView.animationDuration = 1
    // api: UIImageView startAnimating()
    imageView.startAnimating()
    // api: UIImageView stopAnimating()
    imageView.stopAnimating()
    // api: UIImageView isAnimating
    let _: Bool = imageView.isAnimating
    // api: UIImageView preferredSymbolConfiguration
    let _: UIImage.SymbolConfiguration? = imageView.preferredSymbolConfiguration
    imageView.preferredSymbolConfiguration = nil
    // api: UIImageView tintColor
    let _: UIColor! = imageView.tintColor
    imageView.tintColor = nil
}

// UIColor
@MainActor private func contentSurfaceColor(image: UIImage, traits: UITraitCollection) {
    // api: UIColor init(red:green:blue:alpha:)
    let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
    // api: UIColor init(white:alpha:)
    _ = UIColor(white: 0.5, alpha: 1)
    // api: UIColor init(hue:saturation:brightness:alpha:)
    _ = UIColor(hue: 0.5, saturation: 0.8, brightness: 0.9, alpha: 1)
    // api: UIColor init(displayP3Red:green:blue:alpha:)
    _ = UIColor(displayP3Red: 1, green: 0.2, blue: 0.2, alpha: 1)
    // api: UIColor init(cgColor:)
    _ = UIColor(cgColor: color.cgColor)
    // api: UIColor init(patternImage:)
    if let stripes = UIImage(named: "stripes") { _ = UIColor(patternImage: stripes) }
    // api: UIColor init(named:)
    let _: UIColor? = UIColor(named: "AccentColor")
    // api: UIColor init(named:in:compatibleWith:)
    let _: UIColor? = UIColor(named: "AccentColor", in: Bundle.main, compatibleWith: traits)
    // api: UIColor init(dynamicProvider:)
    _ = UIColor { (traits: UITraitCollection) -> UIColor in traits.userInterfaceStyle == .dark ? .white : .black }
    // api: UIColor withAlphaComponent(_:)
    let _: UIColor = color.withAlphaComponent(0.5)
    // api: UIColor resolvedColor(with:)
    let _: UIColor = color.resolvedColor(with: traits)

    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    // api: UIColor getRed(_:green:blue:alpha:)
    let _: Bool = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    // api: UIColor getWhite(_:alpha:)
    let _: Bool = color.getWhite(&red, alpha: &alpha)
    // api: UIColor getHue(_:saturation:brightness:alpha:)
    let _: Bool = color.getHue(&red, saturation: &green, brightness: &blue, alpha: &alpha)
    // api: UIColor cgColor
    let _: CGColor = color.cgColor
}

// UIColor's system, semantic and fixed colours
@MainActor private func contentSurfaceColors() {
    // api: UIColor label
    let _: UIColor = UIColor.label
    // api: UIColor secondaryLabel
    let _: UIColor = UIColor.secondaryLabel
    // api: UIColor tertiaryLabel
    let _: UIColor = UIColor.tertiaryLabel
    // api: UIColor quaternaryLabel
    let _: UIColor = UIColor.quaternaryLabel
    // api: UIColor systemBackground
    let _: UIColor = UIColor.systemBackground
    // api: UIColor secondarySystemBackground
    let _: UIColor = UIColor.secondarySystemBackground
    // api: UIColor tertiarySystemBackground
    let _: UIColor = UIColor.tertiarySystemBackground
    // api: UIColor systemGroupedBackground
    let _: UIColor = UIColor.systemGroupedBackground
    // api: UIColor secondarySystemGroupedBackground
    let _: UIColor = UIColor.secondarySystemGroupedBackground
    // api: UIColor tertiarySystemGroupedBackground
    let _: UIColor = UIColor.tertiarySystemGroupedBackground
    // api: UIColor separator
    let _: UIColor = UIColor.separator
    // api: UIColor opaqueSeparator
    let _: UIColor = UIColor.opaqueSeparator
    // api: UIColor link
    let _: UIColor = UIColor.link
    // api: UIColor placeholderText
    let _: UIColor = UIColor.placeholderText
    // api: UIColor systemFill
    let _: UIColor = UIColor.systemFill
    // api: UIColor secondarySystemFill
    let _: UIColor = UIColor.secondarySystemFill
    // api: UIColor tertiarySystemFill
    let _: UIColor = UIColor.tertiarySystemFill
    // api: UIColor quaternarySystemFill
    let _: UIColor = UIColor.quaternarySystemFill
    // api: UIColor systemBlue
    let _: UIColor = UIColor.systemBlue
    // api: UIColor systemBrown
    let _: UIColor = UIColor.systemBrown
    // api: UIColor systemCyan
    let _: UIColor = UIColor.systemCyan
    // api: UIColor systemGreen
    let _: UIColor = UIColor.systemGreen
    // api: UIColor systemIndigo
    let _: UIColor = UIColor.systemIndigo
    // api: UIColor systemMint
    let _: UIColor = UIColor.systemMint
    // api: UIColor systemOrange
    let _: UIColor = UIColor.systemOrange
    // api: UIColor systemPink
    let _: UIColor = UIColor.systemPink
    // api: UIColor systemPurple
    let _: UIColor = UIColor.systemPurple
    // api: UIColor systemRed
    let _: UIColor = UIColor.systemRed
    // api: UIColor systemTeal
    let _: UIColor = UIColor.systemTeal
    // api: UIColor systemYellow
    let _: UIColor = UIColor.systemYellow
    // api: UIColor systemGray
    let _: UIColor = UIColor.systemGray
    // api: UIColor systemGray2
    let _: UIColor = UIColor.systemGray2
    // api: UIColor systemGray3
    let _: UIColor = UIColor.systemGray3
    // api: UIColor systemGray4
    let _: UIColor = UIColor.systemGray4
    // api: UIColor systemGray5
    let _: UIColor = UIColor.systemGray5
    // api: UIColor systemGray6
    let _: UIColor = UIColor.systemGray6
    // api: UIColor tintColor
    let _: UIColor = UIColor.tintColor
    // api: UIColor lightText
    let _: UIColor = UIColor.lightText
    // api: UIColor darkText
    let _: UIColor = UIColor.darkText
    // api: UIColor black
    let _: UIColor = UIColor.black
    // api: UIColor darkGray
    let _: UIColor = UIColor.darkGray
    // api: UIColor lightGray
    let _: UIColor = UIColor.lightGray
    // api: UIColor white
    let _: UIColor = UIColor.white
    // api: UIColor gray
    let _: UIColor = UIColor.gray
    // api: UIColor red
    let _: UIColor = UIColor.red
    // api: UIColor green
    let _: UIColor = UIColor.green
    // api: UIColor blue
    let _: UIColor = UIColor.blue
    // api: UIColor cyan
    let _: UIColor = UIColor.cyan
    // api: UIColor yellow
    let _: UIColor = UIColor.yellow
    // api: UIColor magenta
    let _: UIColor = UIColor.magenta
    // api: UIColor orange
    let _: UIColor = UIColor.orange
    // api: UIColor purple
    let _: UIColor = UIColor.purple
    // api: UIColor brown
    let _: UIColor = UIColor.brown
    // api: UIColor clear
    let _: UIColor = UIColor.clear
}

// UIControl
@MainActor private func contentSurfaceControl(action: UIAction) {
    // api: UIControl init(frame:primaryAction:)
    let control = UIControl(frame: .zero, primaryAction: action)
    // api: UIControl isEnabled
    control.isEnabled = !control.isEnabled
    // api: UIControl isSelected
    control.isSelected = !control.isSelected
    // api: UIControl isHighlighted
    control.isHighlighted = !control.isHighlighted
    // api: UIControl state
    let _: UIControl.State = control.state
    // api: UIControl contentHorizontalAlignment
    let _: UIControl.ContentHorizontalAlignment = control.contentHorizontalAlignment
    control.contentHorizontalAlignment = .leading
    // api: UIControl contentVerticalAlignment
    let _: UIControl.ContentVerticalAlignment = control.contentVerticalAlignment
    control.contentVerticalAlignment = .fill
    // api: UIControl addAction(_:for:)
    control.addAction(action, for: .primaryActionTriggered)
    // api: UIControl removeAction(_:for:)
    control.removeAction(action, for: .primaryActionTriggered)
    // api: UIControl removeAction(identifiedBy:for:)
    control.removeAction(identifiedBy: action.identifier, for: .primaryActionTriggered)
    // api: UIControl sendActions(for:)
    control.sendActions(for: .valueChanged)
    // api: UIControl sendAction(_:)
    control.sendAction(action)
    // api: UIControl sendAction(_:to:for:)
    control.sendAction(UIResponder.resignFirstResponder, to: nil, for: nil)
    // api: UIControl showsMenuAsPrimaryAction
    control.showsMenuAsPrimaryAction = !control.showsMenuAsPrimaryAction
    // api: UIControl Event
    let events: UIControl.Event = [.touchDown, .touchUpInside]
    let _: UInt = events.rawValue
    // api: UIControl.Event touchDown
    let _: UIControl.Event = .touchDown
    // api: UIControl.Event touchDownRepeat
    let _: UIControl.Event = .touchDownRepeat
    // api: UIControl.Event touchDragInside
    let _: UIControl.Event = .touchDragInside
    // api: UIControl.Event touchDragOutside
    let _: UIControl.Event = .touchDragOutside
    // api: UIControl.Event touchDragEnter
    let _: UIControl.Event = .touchDragEnter
    // api: UIControl.Event touchDragExit
    let _: UIControl.Event = .touchDragExit
    // api: UIControl.Event touchUpInside
    let _: UIControl.Event = .touchUpInside
    // api: UIControl.Event touchUpOutside
    let _: UIControl.Event = .touchUpOutside
    // api: UIControl.Event touchCancel
    let _: UIControl.Event = .touchCancel
    // api: UIControl.Event valueChanged
    let _: UIControl.Event = .valueChanged
    // api: UIControl.Event primaryActionTriggered
    let _: UIControl.Event = .primaryActionTriggered
    // api: UIControl.Event menuActionTriggered
    let _: UIControl.Event = .menuActionTriggered
    // api: UIControl.Event editingDidBegin
    let _: UIControl.Event = .editingDidBegin
    // api: UIControl.Event editingChanged
    let _: UIControl.Event = .editingChanged
    // api: UIControl.Event editingDidEnd
    let _: UIControl.Event = .editingDidEnd
    // api: UIControl.Event editingDidEndOnExit
    let _: UIControl.Event = .editingDidEndOnExit
    // api: UIControl.Event allTouchEvents
    let _: UIControl.Event = .allTouchEvents
    // api: UIControl.Event allEditingEvents
    let _: UIControl.Event = .allEditingEvents
    // api: UIControl.Event allEvents
    let _: UIControl.Event = .allEvents
    // api: UIControl State
    let states: UIControl.State = [.selected, .highlighted]
    let _: UInt = states.rawValue
    // api: UIControl.State normal
    let _: UIControl.State = .normal
    // api: UIControl.State highlighted
    let _: UIControl.State = .highlighted
    // api: UIControl.State disabled
    let _: UIControl.State = .disabled
    // api: UIControl.State selected
    let _: UIControl.State = .selected
    // api: UIControl ContentHorizontalAlignment
    let _: [UIControl.ContentHorizontalAlignment] = [.center, .left, .right, .fill, .leading, .trailing]
    // api: UIControl ContentVerticalAlignment
    let _: [UIControl.ContentVerticalAlignment] = [.center, .top, .bottom, .fill]
}

// UIButton
@MainActor private final class ContentSurfaceButton: UIButton {
    // api: UIButton updateConfiguration()
    override func updateConfiguration() { super.updateConfiguration() }
}

@MainActor private func contentSurfaceButton(action: UIAction, image: UIImage, button: UIButton) {
    // api: UIButton init(type:)
    let button = UIButton(type: .system)
    // api: UIButton init(frame:)
    _ = UIButton(frame: .zero)
    // api: UIButton init(frame:primaryAction:)
    _ = UIButton(frame: .zero, primaryAction: action)
    // api: UIButton init(type:primaryAction:)
    _ = UIButton(type: .custom, primaryAction: action)
    _ = UIButton(primaryAction: action)
    // api: UIButton init(configuration:primaryAction:)
    _ = UIButton(configuration: .filled(), primaryAction: nil)
    _ = UIButton(configuration: .plain())
    // api: UIButton setTitle(_:for:)
    button.setTitle("Save", for: .normal)
    // api: UIButton title(for:)
    let _: String? = button.title(for: .highlighted)
    // api: UIButton setTitleColor(_:for:)
    button.setTitleColor(nil, for: .disabled)
    // api: UIButton titleColor(for:)
    let _: UIColor? = button.titleColor(for: .normal)
    // api: UIButton setImage(_:for:)
    button.setImage(image, for: .normal)
    // api: UIButton image(for:)
    let _: UIImage? = button.image(for: .selected)
    // api: UIButton setBackgroundImage(_:for:)
    button.setBackgroundImage(image, for: .normal)
    // api: UIButton setAttributedTitle(_:for:)
    button.setAttributedTitle(NSAttributedString(string: "Save"), for: .normal)
    // api: UIButton attributedTitle(for:)
    let _: NSAttributedString? = button.attributedTitle(for: .normal)
    // api: UIButton setPreferredSymbolConfiguration(_:forImageIn:)
    button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large), forImageIn: .normal)
    // api: UIButton preferredSymbolConfigurationForImage(in:)
    let _: UIImage.SymbolConfiguration? = button.preferredSymbolConfigurationForImage(in: .normal)
    // api: UIButton titleLabel
    let _: UILabel? = button.titleLabel
    // api: UIButton imageView
    let _: UIImageView? = button.imageView
    // api: UIButton currentTitle
    let _: String? = button.currentTitle
    // api: UIButton currentImage
    let _: UIImage? = button.currentImage
    // api: UIButton buttonType
    let _: UIButton.ButtonType = button.buttonType
    // api: UIButton configuration
    let _: UIButton.Configuration? = button.configuration
    button.configuration = nil
    // api: UIButton setNeedsUpdateConfiguration()
    button.setNeedsUpdateConfiguration()
    // api: UIButton configurationUpdateHandler
    let _: UIButton.ConfigurationUpdateHandler? = button.configurationUpdateHandler
    button.configurationUpdateHandler = { (button: UIButton) in button.configuration?.showsActivityIndicator = true }
    // api: UIButton automaticallyUpdatesConfiguration
    button.automaticallyUpdatesConfiguration = !button.automaticallyUpdatesConfiguration
    // api: UIButton menu
    let _: UIMenu? = button.menu
    button.menu = nil
    // api: UIButton showsMenuAsPrimaryAction
    button.showsMenuAsPrimaryAction = !button.showsMenuAsPrimaryAction
    // api: UIButton changesSelectionAsPrimaryAction
    button.changesSelectionAsPrimaryAction = !button.changesSelectionAsPrimaryAction
    // api: UIButton role
    let _: UIButton.Role = button.role
    button.role = .destructive
    // api: UIButton contentEdgeInsets
    let _: UIEdgeInsets = button.contentEdgeInsets
    button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    // api: UIButton titleEdgeInsets
    let _: UIEdgeInsets = button.titleEdgeInsets
    button.titleEdgeInsets = .zero
    // api: UIButton imageEdgeInsets
    let _: UIEdgeInsets = button.imageEdgeInsets
    button.imageEdgeInsets = .zero
    // api: UIButton ButtonType
    let _: [UIButton.ButtonType] = [.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close]
}

// UIButton.Configuration
@MainActor private func contentSurfaceButtonConfiguration(image: UIImage) {
    // api: UIButton.Configuration plain()
    var configuration = UIButton.Configuration.plain()
    // api: UIButton.Configuration tinted()
    _ = UIButton.Configuration.tinted()
    // api: UIButton.Configuration gray()
    _ = UIButton.Configuration.gray()
    // api: UIButton.Configuration filled()
    _ = UIButton.Configuration.filled()
    // api: UIButton.Configuration borderless()
    _ = UIButton.Configuration.borderless()
    // api: UIButton.Configuration bordered()
    _ = UIButton.Configuration.bordered()
    // api: UIButton.Configuration borderedTinted()
    _ = UIButton.Configuration.borderedTinted()
    // api: UIButton.Configuration borderedProminent()
    _ = UIButton.Configuration.borderedProminent()
    // api: UIButton.Configuration title
    let _: String? = configuration.title
    configuration.title = nil
    // api: UIButton.Configuration subtitle
    let _: String? = configuration.subtitle
    configuration.subtitle = nil
    // api: UIButton.Configuration attributedTitle
    let _: AttributedString? = configuration.attributedTitle
    configuration.attributedTitle = AttributedString("Save")
    // api: UIButton.Configuration image
    let _: UIImage? = configuration.image
    configuration.image = image
    // api: UIButton.Configuration imagePadding
    let _: CGFloat = configuration.imagePadding
    configuration.imagePadding = 8
    // api: UIButton.Configuration contentInsets
    let _: NSDirectionalEdgeInsets = configuration.contentInsets
    configuration.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    // api: UIButton.Configuration baseForegroundColor
    let _: UIColor? = configuration.baseForegroundColor
    configuration.baseForegroundColor = nil
    // api: UIButton.Configuration baseBackgroundColor
    let _: UIColor? = configuration.baseBackgroundColor
    configuration.baseBackgroundColor = nil
    // api: UIButton.Configuration cornerStyle
    let _: UIButton.Configuration.CornerStyle = configuration.cornerStyle
    configuration.cornerStyle = .capsule
    // api: UIButton.Configuration buttonSize
    let _: UIButton.Configuration.Size = configuration.buttonSize
    configuration.buttonSize = .large
    // api: UIButton.Configuration showsActivityIndicator
    configuration.showsActivityIndicator = !configuration.showsActivityIndicator
    // api: UIButton.Configuration CornerStyle
    let _: [UIButton.Configuration.CornerStyle] = [.fixed, .dynamic, .small, .medium, .large, .capsule]
    // api: UIButton.Configuration Size
    let _: [UIButton.Configuration.Size] = [.medium, .small, .mini, .large]
}

// UIAction
@MainActor private func contentSurfaceAction(image: UIImage) {
    // api: UIAction init(title:subtitle:image:selectedImage:identifier:discoverabilityTitle:attributes:state:handler:)
    _ = UIAction(
        title: "Share", subtitle: nil, image: image, selectedImage: nil, identifier: nil, discoverabilityTitle: nil,
        attributes: [], state: .off
    ) { (action: UIAction) in _ = action.title }
    // api: UIAction init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)
    let action = UIAction(
        title: "Delete", image: nil, identifier: UIAction.Identifier("delete"), discoverabilityTitle: nil,
        attributes: [.destructive], state: .on
    ) { _ in }
    // api: UIAction title
    let _: String = action.title
    action.title = "Remove"
    // api: UIAction image
    let _: UIImage? = action.image
    action.image = nil
    // api: UIAction identifier
    let _: UIAction.Identifier = action.identifier
    // api: UIAction sender
    let _: Any? = action.sender
    // api: UIAction attributes
    let _: UIMenuElement.Attributes = action.attributes
    action.attributes = [.disabled]
    // api: UIAction state
    let _: UIMenuElement.State = action.state
    action.state = .mixed
    // api: UIAction discoverabilityTitle
    let _: String? = action.discoverabilityTitle
    action.discoverabilityTitle = nil
    // api: UIAction performWithSender(_:target:)
    action.performWithSender(nil, target: nil)
}

// UIMenu and UIDeferredMenuElement
@MainActor private func contentSurfaceMenu(action: UIAction) {
    // api: UIMenu init(title:image:identifier:options:children:)
    let menu = UIMenu(title: "", image: nil, identifier: nil, options: [], children: [action])
    // api: UIMenu children
    let _: [UIMenuElement] = menu.children
    // api: UIMenu options
    let _: UIMenu.Options = menu.options
    // api: UIMenu replacingChildren(_:)
    let _: UIMenu = menu.replacingChildren([action])
}

// UIStackView
@MainActor private func contentSurfaceStackView(label: UILabel, coder: NSCoder) {
    // api: UIStackView init(arrangedSubviews:)
    let stack = UIStackView(arrangedSubviews: [label])
    // api: UIStackView init(frame:)
    _ = UIStackView(frame: .zero)

    let icon = UIImageView()
    // api: UIStackView init(coder:)
    let _: UIStackView = UIStackView(coder: coder)
    // api: UIStackView addArrangedSubview(_:)
    stack.addArrangedSubview(icon)
    // api: UIStackView removeArrangedSubview(_:)
    stack.removeArrangedSubview(icon)
    // api: UIStackView insertArrangedSubview(_:at:)
    stack.insertArrangedSubview(icon, at: 0)
    // api: UIStackView arrangedSubviews
    let _: [UIView] = stack.arrangedSubviews
    // api: UIStackView axis
    let _: NSLayoutConstraint.Axis = stack.axis
    stack.axis = .vertical
    // api: UIStackView alignment
    let _: UIStackView.Alignment = stack.alignment
    stack.alignment = .center
    // api: UIStackView distribution
    let _: UIStackView.Distribution = stack.distribution
    stack.distribution = .fillEqually
    // api: UIStackView spacing
    let _: CGFloat = stack.spacing
    stack.spacing = 8
    // api: UIStackView setCustomSpacing(_:after:)
    stack.setCustomSpacing(16, after: label)
    // api: UIStackView customSpacing(after:)
    let _: CGFloat = stack.customSpacing(after: label)
    // api: UIStackView isBaselineRelativeArrangement
    stack.isBaselineRelativeArrangement = !stack.isBaselineRelativeArrangement
    // api: UIStackView isLayoutMarginsRelativeArrangement
    stack.isLayoutMarginsRelativeArrangement = !stack.isLayoutMarginsRelativeArrangement
    // api: UIStackView spacingUseDefault
    let _: CGFloat = UIStackView.spacingUseDefault
    // api: UIStackView spacingUseSystem
    stack.spacing = UIStackView.spacingUseSystem
    // api: UIStackView Alignment
    let _: [UIStackView.Alignment] = [
        .fill, .leading, .top, .firstBaseline, .center, .trailing, .bottom, .lastBaseline,
    ]
    // api: UIStackView Distribution
    let _: [UIStackView.Distribution] = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
}

// UISwitch
@MainActor private func contentSurfaceSwitch(image: UIImage) {
    // api: UISwitch init(frame:)
    let toggle = UISwitch(frame: .zero)
    // api: UISwitch isOn
    toggle.isOn = !toggle.isOn
    // api: UISwitch title
    toggle.title = "Wi-Fi"
    let _: String? = toggle.title
    // api: UISwitch setOn(_:animated:)
    toggle.setOn(true, animated: true)
    // api: UISwitch onTintColor
    let _: UIColor? = toggle.onTintColor
    toggle.onTintColor = nil
    // api: UISwitch thumbTintColor
    let _: UIColor? = toggle.thumbTintColor
    toggle.thumbTintColor = nil
}

// UISegmentedControl
@MainActor private func contentSurfaceSegmentedControl(action: UIAction, image: UIImage) {
    // api: UISegmentedControl init(items:)
    let segments = UISegmentedControl(items: ["Day", "Week"])
    // api: UISegmentedControl selectedSegmentIndex
    segments.selectedSegmentIndex = segments.selectedSegmentIndex + 1
    // api: UISegmentedControl numberOfSegments
    let _: Int = segments.numberOfSegments
    // api: UISegmentedControl noSegment
    segments.selectedSegmentIndex = UISegmentedControl.noSegment
    // api: UISegmentedControl insertSegment(withTitle:at:animated:)
    segments.insertSegment(withTitle: "Month", at: 2, animated: false)
    // api: UISegmentedControl insertSegment(action:at:animated:)
    segments.insertSegment(action: action, at: 0, animated: true)
    // api: UISegmentedControl removeSegment(at:animated:)
    segments.removeSegment(at: 0, animated: true)
    // api: UISegmentedControl removeAllSegments()
    segments.removeAllSegments()
    // api: UISegmentedControl setTitle(_:forSegmentAt:)
    segments.setTitle("Year", forSegmentAt: 0)
    // api: UISegmentedControl titleForSegment(at:)
    let _: String? = segments.titleForSegment(at: 0)
    // api: UISegmentedControl setImage(_:forSegmentAt:)
    segments.setImage(nil, forSegmentAt: 0)
    // api: UISegmentedControl imageForSegment(at:)
    let _: UIImage? = segments.imageForSegment(at: 0)
    // api: UISegmentedControl setEnabled(_:forSegmentAt:)
    segments.setEnabled(false, forSegmentAt: 0)
    // api: UISegmentedControl isEnabledForSegment(at:)
    let _: Bool = segments.isEnabledForSegment(at: 0)
    // api: UISegmentedControl isMomentary
    segments.isMomentary = !segments.isMomentary
    // api: UISegmentedControl selectedSegmentTintColor
    let _: UIColor? = segments.selectedSegmentTintColor
    segments.selectedSegmentTintColor = nil
    // api: UISegmentedControl init(frame:)
    _ = UISegmentedControl(frame: .zero)
}

// UISlider
@MainActor private func contentSurfaceSlider(image: UIImage) {
    // api: UISlider init()
    let slider = UISlider()
    // api: UISlider value
    slider.value = slider.value + 1 as Float
    // api: UISlider minimumValue
    slider.minimumValue = slider.minimumValue - 1 as Float
    // api: UISlider maximumValue
    slider.maximumValue = slider.maximumValue + 1 as Float
    // api: UISlider isContinuous
    slider.isContinuous = !slider.isContinuous
    // api: UISlider setValue(_:animated:)
    slider.setValue(0.5, animated: true)
    // api: UISlider minimumTrackTintColor
    let _: UIColor? = slider.minimumTrackTintColor
    slider.minimumTrackTintColor = nil
    // api: UISlider maximumTrackTintColor
    let _: UIColor? = slider.maximumTrackTintColor
    slider.maximumTrackTintColor = nil
    // api: UISlider thumbTintColor
    let _: UIColor? = slider.thumbTintColor
    slider.thumbTintColor = nil
    // api: UISlider minimumValueImage
    let _: UIImage? = slider.minimumValueImage
    slider.minimumValueImage = nil
    // api: UISlider maximumValueImage
    let _: UIImage? = slider.maximumValueImage
    slider.maximumValueImage = image
}

// UIStepper and UIPageControl
@MainActor private func contentSurfaceStepperAndPageControl() {
    let stepper = UIStepper()
    // api: UIStepper value
    stepper.value = stepper.value + 1 as Double
    // api: UIStepper minimumValue
    stepper.minimumValue = stepper.minimumValue - 1 as Double
    // api: UIStepper maximumValue
    stepper.maximumValue = stepper.maximumValue + 1 as Double
    // api: UIStepper stepValue
    stepper.stepValue = stepper.stepValue * 2 as Double
    // api: UIStepper isContinuous
    stepper.isContinuous = !stepper.isContinuous
    // api: UIStepper autorepeat
    stepper.autorepeat = !stepper.autorepeat
    // api: UIStepper wraps
    stepper.wraps = !stepper.wraps

    let pages = UIPageControl()
    // api: UIPageControl numberOfPages
    pages.numberOfPages = pages.numberOfPages + 1 as Int
    // api: UIPageControl currentPage
    pages.currentPage = pages.currentPage + 1 as Int
    // api: UIPageControl hidesForSinglePage
    pages.hidesForSinglePage = !pages.hidesForSinglePage
    // api: UIPageControl pageIndicatorTintColor
    let _: UIColor? = pages.pageIndicatorTintColor
    pages.pageIndicatorTintColor = nil
    // api: UIPageControl currentPageIndicatorTintColor
    let _: UIColor? = pages.currentPageIndicatorTintColor
    pages.currentPageIndicatorTintColor = nil
}

// UIDatePicker
@MainActor private func contentSurfaceDatePicker() {
    let picker = UIDatePicker()
    // api: UIDatePicker date
    let _: Date = picker.date
    picker.date = Date()
    // api: UIDatePicker setDate(_:animated:)
    picker.setDate(Date(), animated: true)
    // api: UIDatePicker datePickerMode
    let _: UIDatePicker.Mode = picker.datePickerMode
    picker.datePickerMode = .date
    // api: UIDatePicker minimumDate
    let _: Date? = picker.minimumDate
    picker.minimumDate = nil
    // api: UIDatePicker maximumDate
    let _: Date? = picker.maximumDate
    picker.maximumDate = nil
    // api: UIDatePicker preferredDatePickerStyle
    let _: UIDatePickerStyle = picker.preferredDatePickerStyle
    picker.preferredDatePickerStyle = .wheels
    // api: UIDatePicker locale
    let _: Locale? = picker.locale
    picker.locale = nil
    // api: UIDatePicker timeZone
    let _: TimeZone? = picker.timeZone
    picker.timeZone = nil
    // api: UIDatePicker minuteInterval
    picker.minuteInterval = picker.minuteInterval * 3 as Int
}

// UIProgressView
@MainActor private func contentSurfaceProgressView() {
    // api: UIProgressView init(progressViewStyle:)
    let progressView = UIProgressView(progressViewStyle: .bar)
    // api: UIProgressView progress
    progressView.progress = progressView.progress / 2 as Float
    // api: UIProgressView setProgress(_:animated:)
    progressView.setProgress(0.5, animated: true)
    // api: UIProgressView progressViewStyle
    let _: UIProgressView.Style = progressView.progressViewStyle
    progressView.progressViewStyle = .default
    // api: UIProgressView progressTintColor
    let _: UIColor? = progressView.progressTintColor
    progressView.progressTintColor = nil
    // api: UIProgressView trackTintColor
    let _: UIColor? = progressView.trackTintColor
    progressView.trackTintColor = nil
    // api: UIProgressView Style
    let _: [UIProgressView.Style] = [.default, .bar]
    // api: UIProgressView init(frame:)
    _ = UIProgressView(frame: .zero)
}

// UIActivityIndicatorView: a subclass's initializer from an archive, as UIKit declares it (not failable).
@MainActor private final class ContentSurfaceSpinner: UIActivityIndicatorView {
    // api: UIActivityIndicatorView init(coder:)
    required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}

// UIActivityIndicatorView
@MainActor private func contentSurfaceActivityIndicator() {
    // api: UIActivityIndicatorView init(style:)
    let spinner = UIActivityIndicatorView(style: .large)
    // api: UIActivityIndicatorView style
    let _: UIActivityIndicatorView.Style = spinner.style
    spinner.style = .medium
    // api: UIActivityIndicatorView color
    let _: UIColor! = spinner.color
    spinner.color = nil
    // api: UIActivityIndicatorView hidesWhenStopped
    spinner.hidesWhenStopped = !spinner.hidesWhenStopped
    // api: UIActivityIndicatorView startAnimating()
    spinner.startAnimating()
    // api: UIActivityIndicatorView stopAnimating()
    spinner.stopAnimating()
    // api: UIActivityIndicatorView isAnimating
    let _: Bool = spinner.isAnimating
    // api: UIActivityIndicatorView Style
    let _: [UIActivityIndicatorView.Style] = [.medium, .large]
    // api: UIActivityIndicatorView init(frame:)
    _ = UIActivityIndicatorView(frame: .zero)
}

// UIRefreshControl
@MainActor private func contentSurfaceRefreshControl() {
    // api: UIRefreshControl init()
    let refresh = UIRefreshControl()
    // api: UIRefreshControl isRefreshing
    let _: Bool = refresh.isRefreshing
    // api: UIRefreshControl beginRefreshing()
    refresh.beginRefreshing()
    // api: UIRefreshControl endRefreshing()
    refresh.endRefreshing()
    // api: UIRefreshControl tintColor
    let _: UIColor! = refresh.tintColor
    refresh.tintColor = nil
}

// UIApplication
@MainActor private func contentSurfaceApplication(url: URL, delegate: ContentSurfaceAppDelegate) {
    // api: UIApplication shared
    let application: UIApplication = UIApplication.shared
    // api: UIApplication delegate
    let _: UIApplicationDelegate? = application.delegate
    application.delegate = delegate
    // api: UIApplication connectedScenes
    let _: Set<UIScene> = application.connectedScenes
    // api: UIApplication applicationState
    let _: UIApplication.State = application.applicationState
    // api: UIApplication isIdleTimerDisabled
    application.isIdleTimerDisabled = !application.isIdleTimerDisabled
    // api: UIApplication open(_:options:completionHandler:)
    application.open(url, options: [:]) { (success: Bool) in _ = success }
    application.open(url)
    // api: UIApplication canOpenURL(_:)
    let _: Bool = application.canOpenURL(url)
    // api: UIApplication applicationIconBadgeNumber
    application.applicationIconBadgeNumber = application.applicationIconBadgeNumber + 1 as Int
    // api: UIApplication registerForRemoteNotifications()
    application.registerForRemoteNotifications()
    // api: UIApplication beginBackgroundTask(expirationHandler:)
    let task: UIBackgroundTaskIdentifier = application.beginBackgroundTask {}
    // api: UIApplication endBackgroundTask(_:)
    application.endBackgroundTask(task)
    // api: UIApplication keyWindow
    let _: UIWindow? = application.keyWindow
    // api: UIApplication windows
    let _: [UIWindow] = application.windows
    // api: UIApplication openSettingsURLString
    let _: String = UIApplication.openSettingsURLString
    // api: UIApplication State
    let _: [UIApplication.State] = [.active, .inactive, .background]
    // api: UIApplication LaunchOptionsKey
    let _: [UIApplication.LaunchOptionsKey: Any]? = [.url: url]
    // api: UIApplication supportsAlternateIcons
    if application.supportsAlternateIcons {
        // api: UIApplication setAlternateIconName(_:completionHandler:)
        application.setAlternateIconName("Dark") { error in _ = error }
    }
    // api: UIApplication alternateIconName
    let _: String? = application.alternateIconName
}

// UIApplicationDelegate
@MainActor private final class ContentSurfaceAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    // api: UIApplicationDelegate application(_:didFinishLaunchingWithOptions:)
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    // api: UIApplicationDelegate application(_:configurationForConnecting:options:)
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    // api: UIApplicationDelegate application(_:didDiscardSceneSessions:)
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    // api: UIApplicationDelegate applicationDidBecomeActive(_:)
    func applicationDidBecomeActive(_ application: UIApplication) {}
    // api: UIApplicationDelegate applicationWillResignActive(_:)
    func applicationWillResignActive(_ application: UIApplication) {}
    // api: UIApplicationDelegate applicationDidEnterBackground(_:)
    func applicationDidEnterBackground(_ application: UIApplication) {}
    // api: UIApplicationDelegate applicationWillEnterForeground(_:)
    func applicationWillEnterForeground(_ application: UIApplication) {}
    // api: UIApplicationDelegate applicationWillTerminate(_:)
    func applicationWillTerminate(_ application: UIApplication) {}
}

// UISceneConfiguration
@MainActor private func contentSurfaceSceneConfiguration(session: UISceneSession) {
    // api: UISceneConfiguration init(name:sessionRole:)
    let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
    // api: UISceneConfiguration delegateClass
    let _: AnyClass? = configuration.delegateClass
    configuration.delegateClass = ContentSurfaceSceneDelegate.self
    // api: UISceneConfiguration storyboard
    configuration.storyboard = UIStoryboard(name: "Main", bundle: nil)
    let _: UIStoryboard? = configuration.storyboard
}

// UISceneDelegate and UIWindowSceneDelegate
@MainActor private final class ContentSurfaceSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    // api: UISceneDelegate scene(_:willConnectTo:options:)
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
    }
    // api: UISceneDelegate sceneDidDisconnect(_:)
    func sceneDidDisconnect(_ scene: UIScene) {}
    // api: UISceneDelegate sceneDidBecomeActive(_:)
    func sceneDidBecomeActive(_ scene: UIScene) {}
    // api: UISceneDelegate sceneWillResignActive(_:)
    func sceneWillResignActive(_ scene: UIScene) {}
    // api: UISceneDelegate sceneWillEnterForeground(_:)
    func sceneWillEnterForeground(_ scene: UIScene) {}
    // api: UISceneDelegate sceneDidEnterBackground(_:)
    func sceneDidEnterBackground(_ scene: UIScene) {}
}

// UIScene, UIWindowScene and UISceneSession
@MainActor private func contentSurfaceScenes(scene: UIScene, windowScene: UIWindowScene, session: UISceneSession) {
    // api: UIWindowSceneDelegate window
    let _: UIWindow?? = (scene.delegate as? UIWindowSceneDelegate)?.window
    // api: UIScene ConnectionOptions
    _ = UIScene.ConnectionOptions.self
    // api: UIScene activationState
    let _: UIScene.ActivationState = scene.activationState
    // api: UIWindowScene windows
    let _: [UIWindow] = windowScene.windows
    // api: UIWindowScene screen
    let _: UIScreen = windowScene.screen
    // api: UISceneSession role
    let _: UISceneSession.Role = session.role
}

// UIScreen
@MainActor private func contentSurfaceScreen() {
    // api: UIScreen main
    let screen: UIScreen = UIScreen.main
    // api: UIScreen bounds
    let _: CGRect = screen.bounds
    // api: UIScreen scale
    let _: CGFloat = screen.scale
    // api: UIScreen nativeScale
    let _: CGFloat = screen.nativeScale
    // api: UIScreen nativeBounds
    let _: CGRect = screen.nativeBounds
    // api: UIScreen traitCollection
    let _: UITraitCollection = screen.traitCollection
    // api: UIScreen brightness
    screen.brightness = screen.brightness / 2 as CGFloat
}

// UIDevice and UIUserInterfaceIdiom
@MainActor private func contentSurfaceDevice() {
    // api: UIDevice current
    let device: UIDevice = UIDevice.current
    // api: UIDevice name
    let _: String = device.name
    // api: UIDevice model
    let _: String = device.model
    // api: UIDevice systemName
    let _: String = device.systemName
    // api: UIDevice systemVersion
    let _: String = device.systemVersion
    // api: UIDevice orientation
    let orientation: UIDeviceOrientation = device.orientation
    // api: UIDeviceOrientation isPortrait
    // api: UIDeviceOrientation isLandscape
    // api: UIDeviceOrientation isFlat
    // api: UIDeviceOrientation isValidInterfaceOrientation
    let _: Bool =
        orientation.isPortrait || orientation.isLandscape || orientation.isFlat
        || orientation.isValidInterfaceOrientation
    // api: UIDevice identifierForVendor
    let _: UUID? = device.identifierForVendor
    // api: UIDevice isBatteryMonitoringEnabled
    device.isBatteryMonitoringEnabled = !device.isBatteryMonitoringEnabled
    // api: UIDevice batteryLevel
    let _: Float = device.batteryLevel
    // api: UIDevice userInterfaceIdiom
    let _: UIUserInterfaceIdiom = device.userInterfaceIdiom
    // api: UIUserInterfaceIdiom unspecified
    let _: UIUserInterfaceIdiom = .unspecified
    // api: UIUserInterfaceIdiom phone
    let _: UIUserInterfaceIdiom = .phone
    // api: UIUserInterfaceIdiom pad
    let _: UIUserInterfaceIdiom = .pad
    // api: UIUserInterfaceIdiom tv
    let _: UIUserInterfaceIdiom = .tv
    // api: UIUserInterfaceIdiom carPlay
    let _: UIUserInterfaceIdiom = .carPlay
    // api: UIUserInterfaceIdiom mac
    let _: UIUserInterfaceIdiom = .mac
    // api: UIUserInterfaceIdiom vision
    let _: UIUserInterfaceIdiom = .vision
}

/// An image view's tint adjustment mode (UIView's).
@MainActor private func contentSurfaceImageViewTint(_ imageView: UIImageView) {
    // api: UIImageView tintAdjustmentMode
    let _: UIView.TintAdjustmentMode = imageView.tintAdjustmentMode
    imageView.tintAdjustmentMode = .dimmed
}

@MainActor private func contentSurfaceMenuGapsBuilt421(menu: UIMenu, action: UIAction) {
    // api: UIMenu init(title:subtitle:image:identifier:options:preferredElementSize:children:)
    _ = UIMenu(
        title: "Sort", subtitle: nil, image: nil, identifier: nil, options: [.displayInline],
        preferredElementSize: .small, children: [action])
    // api: UIMenu preferredElementSize
    let _: UIMenu.ElementSize = menu.preferredElementSize
    menu.preferredElementSize = .medium
    // api: UIDeferredMenuElement init(_:)
    _ = UIDeferredMenuElement { (completion: @escaping ([UIMenuElement]) -> Void) in completion([action]) }
    // api: UIDeferredMenuElement uncached(_:)
    _ = UIDeferredMenuElement.uncached { (completion: @escaping ([UIMenuElement]) -> Void) in completion([]) }
}

@MainActor private func contentSurfaceControlTargets(control: UIControl, target: AnyObject) {
    // api: UIControl actions(forTarget:forControlEvent:)
    let _: [String]? = control.actions(forTarget: target, forControlEvent: .touchUpInside)
    // api: UIControl allTargets
    let _: Set<AnyHashable> = control.allTargets
    // api: UIControl.Event applicationReserved
    let _: UIControl.Event = .applicationReserved
    // api: UIControl.Event systemReserved
    let _: UIControl.Event = .systemReserved
    // api: UIControl.State focused
    let _: UIControl.State = .focused
    // api: UIControl.State application
    let _: UIControl.State = .application
    // api: UIControl.State reserved
    let _: UIControl.State = .reserved
}

@MainActor private func contentSurfaceButtonGapsBuilt91(button: UIButton, image: UIImage) {
    // api: UIButton subtitleLabel
    let _: UILabel? = button.subtitleLabel
}

@MainActor private func contentSurfaceButtonConfigurationGapsBuilt91(button: UIButton) {
    var configuration = UIButton.Configuration.plain()
    // api: UIButton.Configuration imagePlacement
    let _: NSDirectionalRectEdge = configuration.imagePlacement
    configuration.imagePlacement = .trailing
    // api: UIButton.Configuration titlePadding
    let _: CGFloat = configuration.titlePadding
    configuration.titlePadding = 4
    // api: UIButton.Configuration background
    let _: UIBackgroundConfiguration = configuration.background
    configuration.background = UIBackgroundConfiguration.clear()
    // api: UIButton.Configuration preferredSymbolConfigurationForImage
    let _: UIImage.SymbolConfiguration? = configuration.preferredSymbolConfigurationForImage
    configuration.preferredSymbolConfigurationForImage = nil
    // api: UIButton.Configuration updated(for:)
    let _: UIButton.Configuration = configuration.updated(for: button)
    // api: UIButton.Configuration TitleAlignment
    let _: [UIButton.Configuration.TitleAlignment] = [.automatic, .leading, .center, .trailing]
}

@MainActor private func contentSurfaceSwitchGapsBuilt91(toggle: UISwitch, image: UIImage) {
    // api: UISwitch onImage
    let _: UIImage? = toggle.onImage
    toggle.onImage = image
    // api: UISwitch offImage
    let _: UIImage? = toggle.offImage
    toggle.offImage = nil
    // api: UISwitch preferredStyle
    let _: UISwitch.Style = toggle.preferredStyle
    toggle.preferredStyle = .checkbox
}

@MainActor private func contentSurfaceSegmentedControlGapsBuilt91(
    segments: UISegmentedControl, action: UIAction, image: UIImage
) {
    // api: UISegmentedControl init(frame:actions:)
    _ = UISegmentedControl(frame: .zero, actions: [action])
    // api: UISegmentedControl insertSegment(with:at:animated:)
    segments.insertSegment(with: image, at: 0, animated: false)
    // api: UISegmentedControl actionForSegment(at:)
    let _: UIAction? = segments.actionForSegment(at: 0)
    // api: UISegmentedControl setWidth(_:forSegmentAt:)
    segments.setWidth(60, forSegmentAt: 0)
    // api: UISegmentedControl apportionsSegmentWidthsByContent
    segments.apportionsSegmentWidthsByContent = !segments.apportionsSegmentWidthsByContent
}

@MainActor private func contentSurfaceSliderGapsBuilt91(slider: UISlider, image: UIImage) {
    // api: UISlider setThumbImage(_:for:)
    slider.setThumbImage(image, for: .normal)
    // api: UISlider setMaximumTrackImage(_:for:)
    slider.setMaximumTrackImage(nil, for: .normal)
    // api: UISlider maximumTrackImage(for:)
    let _: UIImage? = slider.maximumTrackImage(for: .normal)
}

@MainActor private func contentSurfaceRefreshControlGapsBuilt91(refresh: UIRefreshControl) {
    // api: UIRefreshControl attributedTitle
    let _: NSAttributedString? = refresh.attributedTitle
    refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
}

@MainActor private func contentSurfaceApplicationGapsBuilt364(application: UIApplication) {
    // api: UIApplicationDelegate window
    let _: UIWindow?? = application.delegate?.window
}

@MainActor private func contentSurfaceImageGapsBuilt941(image: UIImage) {
    // api: UIImage init(named:in:with:)
    let _: UIImage? = UIImage(named: "photo", in: nil, with: UIImage.SymbolConfiguration(pointSize: 17))
    // api: UIImage Configuration
    let _: UIImage.Configuration = UIImage.SymbolConfiguration(pointSize: 12)
}

@MainActor private func contentSurfaceImageEncoding(image: UIImage) {
    // api: UIImage pngData()
    let _: Data? = image.pngData()
    // api: UIImage jpegData(compressionQuality:)
    let _: Data? = image.jpegData(compressionQuality: 0.8)
}

// Members content gets from protocols: UISpringLoadedInteractionSupporting, UIAccessibilityIdentification,
// UIAccessibilityContentSizeCategoryImageAdjusting.
@MainActor private func contentProtocolMembers(button: UIButton, imageView: UIImageView) {
    // api: UIButton isSpringLoaded
    button.isSpringLoaded = true
    // api: UIButton adjustsImageSizeForAccessibilityContentSizeCategory
    button.adjustsImageSizeForAccessibilityContentSizeCategory = true
    // api: UIImageView adjustsImageSizeForAccessibilityContentSizeCategory
    imageView.adjustsImageSizeForAccessibilityContentSizeCategory = true
    // api: UIImage accessibilityIdentifier
    imageView.image?.accessibilityIdentifier = "avatar"
    // api: UIAction accessibilityIdentifier
    UIAction(title: "Share") { _ in }.accessibilityIdentifier = "share"
    // api: UIMenu accessibilityIdentifier
    UIMenu(children: []).accessibilityIdentifier = "more"
}

// UIControl as its own UIContextMenuInteractionDelegate, as a button with a context menu of its own overrides it.
@MainActor private final class ContentMenuButton: UIButton {
    // api: UIControl contextMenuInteraction(_:configurationForMenuAtLocation:)
    override func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        // api: UIControl contextMenuInteraction
        _ = contextMenuInteraction
        return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: []) })
    }
    // api: UIControl contextMenuInteraction(_:willDisplayMenuFor:animator:)
    override func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    // api: UIControl contextMenuInteraction(_:willEndFor:animator:)
    override func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    // api: UIControl contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)
    override func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    // api: UIControl menuAttachmentPoint(for:)
    override func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint { .zero }
}

@MainActor private func contentSurfaceTargetedPreviews(_ view: UIView, container: UIView) {
    // api: UIPreviewParameters init()
    let parameters = UIPreviewParameters()
    // api: UIPreviewParameters init(textLineRects:)
    let _: UIPreviewParameters = UIPreviewParameters(textLineRects: [
        NSValue(rect: CGRect(x: 0, y: 0, width: 80, height: 20))
    ])
    // api: UIPreviewParameters backgroundColor
    parameters.backgroundColor = .clear
    // api: UIPreviewParameters visiblePath
    parameters.visiblePath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 12)
    // api: UIPreviewParameters shadowPath
    let _: UIBezierPath? = parameters.shadowPath
    // api: UIPreviewTarget init(container:center:transform:)
    let target = UIPreviewTarget(container: container, center: .zero, transform: CGAffineTransform(scaleX: 0.5, y: 0.5))
    // api: UIPreviewTarget init(container:center:)
    let _: UIPreviewTarget = UIPreviewTarget(container: container, center: CGPoint(x: 10, y: 10))
    // api: UIPreviewTarget container
    let _: UIView = target.container
    // api: UIPreviewTarget center
    let _: CGPoint = target.center
    // api: UIPreviewTarget transform
    let _: CGAffineTransform = target.transform
    // api: UITargetedPreview init(view:parameters:target:)
    let preview = UITargetedPreview(view: view, parameters: parameters, target: target)
    // api: UITargetedPreview init(view:parameters:)
    let _: UITargetedPreview = UITargetedPreview(view: view, parameters: parameters)
    // api: UITargetedPreview init(view:)
    let _: UITargetedPreview = UITargetedPreview(view: view)
    // api: UITargetedPreview view
    let _: UIView = preview.view
    // api: UITargetedPreview parameters
    let _: UIPreviewParameters = preview.parameters
    // api: UITargetedPreview target
    let _: UIPreviewTarget = preview.target
    // api: UITargetedPreview size
    let _: CGSize = preview.size
    // api: UITargetedPreview retargetedPreview(with:)
    let _: UITargetedPreview = preview.retargetedPreview(with: target)
}

@MainActor private final class ContentSurfacePreviewingDelegate: NSObject, UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    // api: UIContextMenuInteractionDelegate contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        highlightPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? {
        interaction.view.map { UITargetedPreview(view: $0) }
    }
    // api: UIContextMenuInteractionDelegate contextMenuInteraction(_:configuration:dismissalPreviewForItemWithIdentifier:)
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemWithIdentifier identifier: any NSCopying
    ) -> UITargetedPreview? { nil }
}

@MainActor private final class ContentSurfaceShortcuts: UIViewController {
    func archive() {}

    override var keyCommands: [UIKeyCommand]? {
        // api: UIKeyCommand init(input:modifierFlags:action:)
        let command = UIKeyCommand(
            input: "e", modifierFlags: [.command, .shift], action: ContentSurfaceShortcuts.archive)
        // api: UIKeyCommand input
        let _: String? = command.input
        // api: UIKeyCommand modifierFlags
        let _: UIKeyModifierFlags = command.modifierFlags
        // api: UIKeyCommand propertyList
        let _: Any? = command.propertyList
        // api: UIKeyCommand discoverabilityTitle
        command.discoverabilityTitle = "Archive the message"
        // api: UIKeyCommand attributes
        command.attributes = []
        // api: UIKeyCommand state
        command.state = .off
        // api: UIKeyCommand wantsPriorityOverSystemBehavior
        command.wantsPriorityOverSystemBehavior = true
        // api: UIKeyCommand allowsAutomaticLocalization
        command.allowsAutomaticLocalization = false
        // api: UIKeyCommand allowsAutomaticMirroring
        command.allowsAutomaticMirroring = false
        // api: UIKeyCommand init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)
        let build = UIKeyCommand(
            title: "Build", image: nil, action: ContentSurfaceShortcuts.archive, input: "b", modifierFlags: .command,
            propertyList: nil,
            // api: UICommandAlternate init(title:action:modifierFlags:)
            alternates: [
                UICommandAlternate(
                    title: "Archive All", action: ContentSurfaceShortcuts.archive, modifierFlags: .alternate)
            ],
            discoverabilityTitle: "Build", attributes: [], state: .off)
        // api: UIKeyCommand alternates
        let alternate: UICommandAlternate? = build.alternates.first
        // api: UICommandAlternate title
        let _: String? = alternate?.title
        // api: UICommandAlternate modifierFlags
        let _: UIKeyModifierFlags? = alternate?.modifierFlags
        let inputs: [String] = [
            // api: UIKeyCommand inputUpArrow
            UIKeyCommand.inputUpArrow,
            // api: UIKeyCommand inputDownArrow
            UIKeyCommand.inputDownArrow,
            // api: UIKeyCommand inputLeftArrow
            UIKeyCommand.inputLeftArrow,
            // api: UIKeyCommand inputRightArrow
            UIKeyCommand.inputRightArrow,
            // api: UIKeyCommand inputEscape
            UIKeyCommand.inputEscape,
            // api: UIKeyCommand inputPageUp
            UIKeyCommand.inputPageUp,
            // api: UIKeyCommand inputPageDown
            UIKeyCommand.inputPageDown,
            // api: UIKeyCommand inputHome
            UIKeyCommand.inputHome,
            // api: UIKeyCommand inputEnd
            UIKeyCommand.inputEnd,
            // api: UIKeyCommand inputDelete
            UIKeyCommand.inputDelete,
        ]
        return [command]
            + inputs.map { UIKeyCommand(input: $0, modifierFlags: [], action: ContentSurfaceShortcuts.archive) }
    }

    func install(_ command: UIKeyCommand) {
        addKeyCommand(command)
        removeKeyCommand(command)
        // api: UIApplication sendAction(_:to:from:for:)
        UIApplication.shared.sendAction(UIResponder.resignFirstResponder, to: nil, from: self, for: nil)
    }
}

/// UIPasteboard: the general pasteboard, named ones, items, item providers and typed values.
@MainActor private func contentSurfacePasteboard() {
    // api: UIPasteboard general
    let general: UIPasteboard = UIPasteboard.general
    // api: UIPasteboard init(name:create:)
    let named: UIPasteboard? = UIPasteboard(name: UIPasteboard.Name("com.example.board"), create: true)
    // api: UIPasteboard withUniqueName()
    let unique: UIPasteboard = UIPasteboard.withUniqueName()
    // api: UIPasteboard remove(withName:)
    UIPasteboard.remove(withName: unique.name)
    // api: UIPasteboard name
    let _: UIPasteboard.Name? = named?.name
    // api: UIPasteboard isPersistent
    let _: Bool = general.isPersistent
    // api: UIPasteboard changeCount
    let _: Int = general.changeCount
    // api: UIPasteboard items
    general.items = [[UTType.plainText.identifier: "text"]]
    // api: UIPasteboard numberOfItems
    let _: Int = general.numberOfItems
    // api: UIPasteboard addItems(_:)
    general.addItems([[UTType.url.identifier: URL(fileURLWithPath: "/")]])
    // api: UIPasteboard setItems(_:options:)
    general.setItems([], options: [UIPasteboard.OptionsKey.localOnly: true, .expirationDate: Date()])
    // api: UIPasteboard itemProviders
    let providers: [NSItemProvider] = general.itemProviders
    // api: UIPasteboard setItemProviders(_:localOnly:expirationDate:)
    general.setItemProviders(providers, localOnly: true, expirationDate: nil)
    // api: UIPasteboard setObjects(_:)
    general.setObjects(["a" as NSString])
    // api: UIPasteboard setObjects(_:localOnly:expirationDate:)
    general.setObjects(["b" as NSString], localOnly: false, expirationDate: nil)
    // api: UIPasteboard types
    let _: [String] = general.types
    // api: UIPasteboard contains(pasteboardTypes:inItemSet:)
    let _: Bool = general.contains(pasteboardTypes: [UTType.url.identifier], inItemSet: IndexSet(integer: 0))
    // api: UIPasteboard data(forPasteboardType:inItemSet:)
    let _: [Data]? = general.data(forPasteboardType: UTType.plainText.identifier, inItemSet: nil)
    // api: UIPasteboard values(forPasteboardType:inItemSet:)
    let _: [Any]? = general.values(forPasteboardType: UTType.plainText.identifier, inItemSet: IndexSet([0, 1]))
    // api: UIPasteboard types(forItemSet:)
    let _: [[String]]? = general.types(forItemSet: nil)
    // api: UIPasteboard itemSet(withPasteboardTypes:)
    let _: IndexSet? = general.itemSet(withPasteboardTypes: [UTType.image.identifier])
    // api: UIPasteboard contains(pasteboardTypes:)
    let _: Bool = general.contains(pasteboardTypes: [UTType.text.identifier])
    // api: UIPasteboard data(forPasteboardType:)
    let data: Data? = general.data(forPasteboardType: UTType.plainText.identifier)
    // api: UIPasteboard setData(_:forPasteboardType:)
    general.setData(data ?? Data(), forPasteboardType: UTType.data.identifier)
    // api: UIPasteboard value(forPasteboardType:)
    let _: Any? = general.value(forPasteboardType: UTType.data.identifier)
    // api: UIPasteboard setValue(_:forPasteboardType:)
    general.setValue("value", forPasteboardType: UIPasteboard.typeAutomatic)
    // api: UIPasteboard string
    general.string = general.string
    // api: UIPasteboard strings
    general.strings = general.strings
    // api: UIPasteboard url
    general.url = general.url
    // api: UIPasteboard urls
    general.urls = general.urls
    // api: UIPasteboard image
    general.image = general.image
    // api: UIPasteboard images
    general.images = general.images
    // api: UIPasteboard color
    general.color = general.color
    // api: UIPasteboard colors
    general.colors = general.colors
    // api: UIPasteboard hasStrings
    let _: Bool = general.hasStrings
    // api: UIPasteboard hasURLs
    let _: Bool = general.hasURLs
    // api: UIPasteboard hasImages
    let _: Bool = general.hasImages
    // api: UIPasteboard hasColors
    let _: Bool = general.hasColors
    // api: UIPasteboard changedNotification
    let _: Notification.Name = UIPasteboard.changedNotification
    // api: UIPasteboard removedNotification
    let _: Notification.Name = UIPasteboard.removedNotification
    // api: UIPasteboard changedTypesAddedUserInfoKey
    let _: String = UIPasteboard.changedTypesAddedUserInfoKey
    // api: UIPasteboard changedTypesRemovedUserInfoKey
    let _: String = UIPasteboard.changedTypesRemovedUserInfoKey
    // api: UIPasteboard typeListString
    let _: NSArray = UIPasteboard.typeListString
    // api: UIPasteboard typeListURL
    let _: NSArray = UIPasteboard.typeListURL
    // api: UIPasteboard typeListImage
    let _: NSArray = UIPasteboard.typeListImage
    // api: UIPasteboard typeListColor
    let _: NSArray = UIPasteboard.typeListColor
    // api: UIPasteboard typeAutomatic
    let _: String = UIPasteboard.typeAutomatic
    // api: UIPasteboard Name
    let _: UIPasteboard.Name = .general
    // api: UIPasteboard OptionsKey
    let _: UIPasteboard.OptionsKey = .localOnly
}

// The large content viewer on a small button, with a delegate that keeps UIKit's defaults but the item.
@MainActor private final class ContentSurfaceLargeContent: NSObject, UILargeContentViewerInteractionDelegate {
    let button = UIButton(type: .system)

    func install() {
        // api: UILargeContentViewerInteraction init(delegate:)
        let interaction = UILargeContentViewerInteraction(delegate: self)
        button.addInteraction(interaction)
        // api: UILargeContentViewerInteraction isEnabled
        let _: Bool = UILargeContentViewerInteraction.isEnabled
        // api: UILargeContentViewerInteraction delegate
        interaction.delegate = self
        // api: UILargeContentViewerInteraction gestureRecognizerForExclusionRelationship
        let _: UIGestureRecognizer = interaction.gestureRecognizerForExclusionRelationship
        // api: UILargeContentViewerInteraction enabledStatusDidChangeNotification
        let _: Notification.Name = UILargeContentViewerInteraction.enabledStatusDidChangeNotification
        let item: any UILargeContentViewerItem = button
        // api: UILargeContentViewerItem showsLargeContentViewer
        let _: Bool = item.showsLargeContentViewer
        // api: UILargeContentViewerItem largeContentTitle
        let _: String? = item.largeContentTitle
        // api: UILargeContentViewerItem largeContentImage
        let _: UIImage? = item.largeContentImage
        // api: UILargeContentViewerItem scalesLargeContentImage
        let _: Bool = item.scalesLargeContentImage
        // api: UILargeContentViewerItem largeContentImageInsets
        let _: UIEdgeInsets = item.largeContentImageInsets
    }

    // api: UILargeContentViewerInteractionDelegate largeContentViewerInteraction(_:itemAt:)
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction, itemAt point: CGPoint)
        -> (any UILargeContentViewerItem)?
    { button }

    // api: UILargeContentViewerInteractionDelegate largeContentViewerInteraction(_:didEndOn:at:)
    func largeContentViewerInteraction(
        _ interaction: UILargeContentViewerInteraction, didEndOn item: (any UILargeContentViewerItem)?,
        at point: CGPoint
    ) {}

    // api: UILargeContentViewerInteractionDelegate viewController(for:)
    func viewController(for interaction: UILargeContentViewerInteraction) -> UIViewController { UIViewController() }
}
