// Compile-only: the rest of UIKit's control API as a client writes it, against ReuseKit, member by member from the
// controls audit (UIControl, UIButton and its configuration, UILabel, UIImageView, UISegmentedControl, UISlider,
// UIStepper, UISwitch, UIPageControl and its progress, UIProgressView, UIActivityIndicatorView, UIDatePicker,
// UIColorWell, UIStackView). Each use carries its `// api:` marker with the "Type member" it stands for; the list is
// Tests/ReuseKitTests/UIKitSurface/Screens/UIKitContentAPI.txt. UIKitSurfaceTests checks every member is here or
// listed in UIKitScreenSurface. Nothing here runs.
import Foundation
import UIKit

// UIControl
@MainActor private func contentAuditControl(control: UIControl) {
    // api: UIControl init(frame:)
    let _: (CGRect) -> UIControl = UIControl.init(frame:)
    // api: UIControl init(coder:)
    let _: (NSCoder) -> UIControl? = UIControl.init(coder:)
    // api: UIControl effectiveContentHorizontalAlignment
    let _: UIControl.ContentHorizontalAlignment = control.effectiveContentHorizontalAlignment
    // api: UIControl isTracking
    let _: Bool = control.isTracking
    // api: UIControl isTouchInside
    let _: Bool = control.isTouchInside
    // api: UIControl performPrimaryAction()
    let _: () -> Void = control.performPrimaryAction
    // api: UIControl allControlEvents
    let _: UIControl.Event = control.allControlEvents
    // api: UIControl isContextMenuInteractionEnabled
    control.isContextMenuInteractionEnabled = !control.isContextMenuInteractionEnabled
    // api: UIControl toolTip
    let _: String? = control.toolTip
    control.toolTip = nil
    // api: UIControl toolTipInteraction
    let _: UIToolTipInteraction? = control.toolTipInteraction
    // api: UIControl isSymbolAnimationEnabled
    control.isSymbolAnimationEnabled = !control.isSymbolAnimationEnabled
}

// UIControl.ContentVerticalAlignment
@MainActor private func contentAuditControlContentVerticalAlignment() {
    // api: UIControl.ContentVerticalAlignment center
    let _: UIControl.ContentVerticalAlignment = .center
    // api: UIControl.ContentVerticalAlignment top
    let _: UIControl.ContentVerticalAlignment = .top
    // api: UIControl.ContentVerticalAlignment bottom
    let _: UIControl.ContentVerticalAlignment = .bottom
    // api: UIControl.ContentVerticalAlignment fill
    let _: UIControl.ContentVerticalAlignment = .fill
}

// UIControl.ContentHorizontalAlignment
@MainActor private func contentAuditControlContentHorizontalAlignment() {
    // api: UIControl.ContentHorizontalAlignment center
    let _: UIControl.ContentHorizontalAlignment = .center
    // api: UIControl.ContentHorizontalAlignment left
    let _: UIControl.ContentHorizontalAlignment = .left
    // api: UIControl.ContentHorizontalAlignment right
    let _: UIControl.ContentHorizontalAlignment = .right
    // api: UIControl.ContentHorizontalAlignment fill
    let _: UIControl.ContentHorizontalAlignment = .fill
    // api: UIControl.ContentHorizontalAlignment leading
    let _: UIControl.ContentHorizontalAlignment = .leading
    // api: UIControl.ContentHorizontalAlignment trailing
    let _: UIControl.ContentHorizontalAlignment = .trailing
}

// UIButton
@MainActor private func contentAuditButton(button: UIButton) {
    // api: UIButton init(coder:)
    let _: (NSCoder) -> UIButton? = UIButton.init(coder:)
    // api: UIButton ConfigurationUpdateHandler
    let _: UIButton.ConfigurationUpdateHandler = { (button: UIButton) in button.setNeedsLayout() }
    // api: UIButton tintColor
    let _: UIColor! = button.tintColor
    button.tintColor = nil
    // api: UIButton isPointerInteractionEnabled
    button.isPointerInteractionEnabled = !button.isPointerInteractionEnabled
    // api: UIButton pointerStyleProvider
    let _: UIButton.PointerStyleProvider? = button.pointerStyleProvider
    button.pointerStyleProvider = nil
    // api: UIButton PointerStyleProvider
    let _: UIButton.PointerStyleProvider = {
        (button: UIButton, effect: UIPointerEffect, shape: UIPointerShape) -> UIPointerStyle? in nil
    }
    // api: UIButton setTitleShadowColor(_:for:)
    let _: (UIColor?, UIControl.State) -> Void = button.setTitleShadowColor(_:for:)
    // api: UIButton titleShadowColor(for:)
    let _: (UIControl.State) -> UIColor? = button.titleShadowColor(for:)
    // api: UIButton backgroundImage(for:)
    let _: (UIControl.State) -> UIImage? = button.backgroundImage(for:)
    // api: UIButton currentTitleColor
    let _: UIColor = button.currentTitleColor
    // api: UIButton currentTitleShadowColor
    let _: UIColor? = button.currentTitleShadowColor
    // api: UIButton isHovered
    let _: Bool = button.isHovered
    // api: UIButton isHeld
    let _: Bool = button.isHeld
    // api: UIButton preferredMenuElementOrder
    let _: UIContextMenuConfiguration.ElementOrder = button.preferredMenuElementOrder
    button.preferredMenuElementOrder = .fixed
    // api: UIButton behavioralStyle
    let _: UIBehavioralStyle = button.behavioralStyle
    // api: UIButton preferredBehavioralStyle
    let _: UIBehavioralStyle = button.preferredBehavioralStyle
    button.preferredBehavioralStyle = .pad
    // api: UIButton currentBackgroundImage
    let _: UIImage? = button.currentBackgroundImage
    // api: UIButton currentPreferredSymbolConfiguration
    let _: UIImage.SymbolConfiguration? = button.currentPreferredSymbolConfiguration
    // api: UIButton currentAttributedTitle
    let _: NSAttributedString? = button.currentAttributedTitle
    // api: UIButton reversesTitleShadowWhenHighlighted
    button.reversesTitleShadowWhenHighlighted = !button.reversesTitleShadowWhenHighlighted
    // api: UIButton adjustsImageWhenHighlighted
    button.adjustsImageWhenHighlighted = !button.adjustsImageWhenHighlighted
    // api: UIButton adjustsImageWhenDisabled
    button.adjustsImageWhenDisabled = !button.adjustsImageWhenDisabled
    // api: UIButton showsTouchWhenHighlighted
    button.showsTouchWhenHighlighted = !button.showsTouchWhenHighlighted
}

// UIButton.ButtonType
@MainActor private func contentAuditButtonButtonType() {
    // api: UIButton.ButtonType custom
    let _: UIButton.ButtonType = .custom
    // api: UIButton.ButtonType system
    let _: UIButton.ButtonType = .system
    // api: UIButton.ButtonType detailDisclosure
    let _: UIButton.ButtonType = .detailDisclosure
    // api: UIButton.ButtonType infoLight
    let _: UIButton.ButtonType = .infoLight
    // api: UIButton.ButtonType infoDark
    let _: UIButton.ButtonType = .infoDark
    // api: UIButton.ButtonType contactAdd
    let _: UIButton.ButtonType = .contactAdd
    // api: UIButton.ButtonType close
    let _: UIButton.ButtonType = .close
    // api: UIButton.ButtonType roundedRect
    let _: UIButton.ButtonType = .roundedRect
}

// UIButton.Role
@MainActor private func contentAuditButtonRole() {
    // api: UIButton.Role normal
    let _: UIButton.Role = .normal
    // api: UIButton.Role primary
    let _: UIButton.Role = .primary
    // api: UIButton.Role cancel
    let _: UIButton.Role = .cancel
    // api: UIButton.Role destructive
    let _: UIButton.Role = .destructive
}

// UIButton.Configuration
@MainActor private func contentAuditButtonConfiguration(_ initial: UIButton.Configuration) {
    var configuration = initial
    // api: UIButton.Configuration glass()
    let _: () -> UIButton.Configuration = UIButton.Configuration.glass
    // api: UIButton.Configuration prominentGlass()
    let _: () -> UIButton.Configuration = UIButton.Configuration.prominentGlass
    // api: UIButton.Configuration clearGlass()
    let _: () -> UIButton.Configuration = UIButton.Configuration.clearGlass
    // api: UIButton.Configuration prominentClearGlass()
    let _: () -> UIButton.Configuration = UIButton.Configuration.prominentClearGlass
    // api: UIButton.Configuration macIdiomStyle
    let macIdiomStyleValue: UIButton.Configuration.MacIdiomStyle = configuration.macIdiomStyle
    configuration.macIdiomStyle = macIdiomStyleValue
    // api: UIButton.Configuration imageColorTransformer
    let _: UIConfigurationColorTransformer? = configuration.imageColorTransformer
    configuration.imageColorTransformer = nil
    // api: UIButton.Configuration activityIndicatorColorTransformer
    let _: UIConfigurationColorTransformer? = configuration.activityIndicatorColorTransformer
    configuration.activityIndicatorColorTransformer = nil
    // api: UIButton.Configuration titleTextAttributesTransformer
    let _: UIConfigurationTextAttributesTransformer? = configuration.titleTextAttributesTransformer
    configuration.titleTextAttributesTransformer = nil
    // api: UIButton.Configuration attributedSubtitle
    let _: AttributedString? = configuration.attributedSubtitle
    configuration.attributedSubtitle = nil
    // api: UIButton.Configuration subtitleTextAttributesTransformer
    let _: UIConfigurationTextAttributesTransformer? = configuration.subtitleTextAttributesTransformer
    configuration.subtitleTextAttributesTransformer = nil
    // api: UIButton.Configuration indicator
    let indicatorValue: UIButton.Configuration.Indicator = configuration.indicator
    configuration.indicator = indicatorValue
    // api: UIButton.Configuration indicatorColorTransformer
    let _: UIConfigurationColorTransformer? = configuration.indicatorColorTransformer
    configuration.indicatorColorTransformer = nil
    // api: UIButton.Configuration titleAlignment
    let titleAlignmentValue: UIButton.Configuration.TitleAlignment = configuration.titleAlignment
    configuration.titleAlignment = titleAlignmentValue
    // api: UIButton.Configuration automaticallyUpdateForSelection
    configuration.automaticallyUpdateForSelection = !configuration.automaticallyUpdateForSelection
    // api: UIButton.Configuration titleLineBreakMode
    let titleLineBreakModeValue: NSLineBreakMode = configuration.titleLineBreakMode
    configuration.titleLineBreakMode = titleLineBreakModeValue
    // api: UIButton.Configuration subtitleLineBreakMode
    let subtitleLineBreakModeValue: NSLineBreakMode = configuration.subtitleLineBreakMode
    configuration.subtitleLineBreakMode = subtitleLineBreakModeValue
    // api: UIButton.Configuration imageReservation
    let imageReservationValue: CGFloat = configuration.imageReservation
    configuration.imageReservation = imageReservationValue
    // api: UIButton.Configuration setDefaultContentInsets()
    configuration.setDefaultContentInsets()
    // api: UIButton.Configuration ==(_:_:)
    let _: Bool = configuration == UIButton.Configuration.plain()
    // api: UIButton.Configuration hash(into:)
    var hasher = Hasher()
    configuration.hash(into: &hasher)
}

// UIButton.Configuration.Size
@MainActor private func contentAuditButtonConfigurationSize() {
    // api: UIButton.Configuration.Size mini
    let _: UIButton.Configuration.Size = .mini
    // api: UIButton.Configuration.Size small
    let _: UIButton.Configuration.Size = .small
    // api: UIButton.Configuration.Size medium
    let _: UIButton.Configuration.Size = .medium
    // api: UIButton.Configuration.Size large
    let _: UIButton.Configuration.Size = .large
}

// UIButton.Configuration.TitleAlignment
@MainActor private func contentAuditButtonConfigurationTitleAlignment() {
    // api: UIButton.Configuration.TitleAlignment automatic
    let _: UIButton.Configuration.TitleAlignment = .automatic
    // api: UIButton.Configuration.TitleAlignment leading
    let _: UIButton.Configuration.TitleAlignment = .leading
    // api: UIButton.Configuration.TitleAlignment center
    let _: UIButton.Configuration.TitleAlignment = .center
    // api: UIButton.Configuration.TitleAlignment trailing
    let _: UIButton.Configuration.TitleAlignment = .trailing
}

// UIButton.Configuration.CornerStyle
@MainActor private func contentAuditButtonConfigurationCornerStyle() {
    // api: UIButton.Configuration.CornerStyle fixed
    let _: UIButton.Configuration.CornerStyle = .fixed
    // api: UIButton.Configuration.CornerStyle dynamic
    let _: UIButton.Configuration.CornerStyle = .dynamic
    // api: UIButton.Configuration.CornerStyle small
    let _: UIButton.Configuration.CornerStyle = .small
    // api: UIButton.Configuration.CornerStyle medium
    let _: UIButton.Configuration.CornerStyle = .medium
    // api: UIButton.Configuration.CornerStyle large
    let _: UIButton.Configuration.CornerStyle = .large
    // api: UIButton.Configuration.CornerStyle capsule
    let _: UIButton.Configuration.CornerStyle = .capsule
}

// UIButton.Configuration.MacIdiomStyle
@MainActor private func contentAuditButtonConfigurationMacIdiomStyle() {
    // api: UIButton.Configuration.MacIdiomStyle automatic
    let _: UIButton.Configuration.MacIdiomStyle = .automatic
    // api: UIButton.Configuration.MacIdiomStyle bordered
    let _: UIButton.Configuration.MacIdiomStyle = .bordered
    // api: UIButton.Configuration.MacIdiomStyle borderless
    let _: UIButton.Configuration.MacIdiomStyle = .borderless
    // api: UIButton.Configuration.MacIdiomStyle borderlessTinted
    let _: UIButton.Configuration.MacIdiomStyle = .borderlessTinted
}

// UIButton.Configuration.Indicator
@MainActor private func contentAuditButtonConfigurationIndicator() {
    // api: UIButton.Configuration.Indicator automatic
    let _: UIButton.Configuration.Indicator = .automatic
    // api: UIButton.Configuration.Indicator none
    let _: UIButton.Configuration.Indicator = .none
    // api: UIButton.Configuration.Indicator popup
    let _: UIButton.Configuration.Indicator = .popup
}

// UIConfigurationTextAttributesTransformer
@MainActor private func contentAuditConfigurationTextAttributesTransformer(
    transformer: UIConfigurationTextAttributesTransformer
) {
    // api: UIConfigurationTextAttributesTransformer init(_:)
    let _: (@escaping (AttributeContainer) -> AttributeContainer) -> UIConfigurationTextAttributesTransformer =
        UIConfigurationTextAttributesTransformer.init(_:)
    // api: UIConfigurationTextAttributesTransformer callAsFunction(_:)
    let _: (AttributeContainer) -> AttributeContainer = transformer.callAsFunction(_:)
}

// UILabelVibrancy
@MainActor private func contentAuditLabelVibrancy() {
    // api: UILabelVibrancy none
    let _: UILabelVibrancy = .none
    // api: UILabelVibrancy automatic
    let _: UILabelVibrancy = .automatic
}

// UIImageView
@MainActor private func contentAuditImageView(imageView: UIImageView, image: UIImage) {
    // api: UIImageView isUserInteractionEnabled
    imageView.isUserInteractionEnabled = !imageView.isUserInteractionEnabled
    // api: UIImageView highlightedAnimationImages
    let _: [UIImage]? = imageView.highlightedAnimationImages
    imageView.highlightedAnimationImages = nil
    // api: UIImageView animationRepeatCount
    let animationRepeatCountValue: Int = imageView.animationRepeatCount
    imageView.animationRepeatCount = animationRepeatCountValue
    // api: UIImageView addSymbolEffect(_:options:animated:completion:)
    imageView.addSymbolEffect(.bounce, options: .default, animated: true) {
        (context: UISymbolEffectCompletionContext) in _ = context
    }
    imageView.addSymbolEffect(.pulse)
    // api: UIImageView removeSymbolEffect(ofType:options:animated:completion:)
    imageView.removeSymbolEffect(ofType: .pulse, options: .default, animated: false) { _ in }
    imageView.removeSymbolEffect(ofType: .bounce)
    // api: UIImageView removeAllSymbolEffects(options:animated:)
    let _: (SymbolEffectOptions, Bool) -> Void = imageView.removeAllSymbolEffects(options:animated:)
    // api: UIImageView setSymbolImage(_:contentTransition:options:completion:)
    imageView.setSymbolImage(image, contentTransition: .replace, options: .default) { _ in }
}

// UISymbolEffectCompletion
@MainActor private func contentAuditSymbolEffectCompletion() {
    // api: UIImageView UISymbolEffectCompletion
    let _: UISymbolEffectCompletion = { (context: UISymbolEffectCompletionContext) in _ = context.isFinished }
}

// UISymbolEffectCompletionContext
@MainActor private func contentAuditSymbolEffectCompletionContext(context: UISymbolEffectCompletionContext) {
    // api: UISymbolEffectCompletionContext isFinished
    let _: Bool = context.isFinished
    // api: UISymbolEffectCompletionContext sender
    let _: AnyObject? = context.sender
    // api: UISymbolEffectCompletionContext effect
    let _: any SymbolEffect = context.effect
}

// UISegmentedControl
@MainActor private func contentAuditSegmentedControl(segments: UISegmentedControl) {
    // api: UISegmentedControl init(coder:)
    let _: (NSCoder) -> UISegmentedControl? = UISegmentedControl.init(coder:)
    // api: UISegmentedControl setAction(_:forSegmentAt:)
    let _: (UIAction, Int) -> Void = segments.setAction(_:forSegmentAt:)
    // api: UISegmentedControl segmentIndex(identifiedBy:)
    let _: (UIAction.Identifier) -> Int = segments.segmentIndex(identifiedBy:)
    // api: UISegmentedControl widthForSegment(at:)
    let _: (Int) -> CGFloat = segments.widthForSegment(at:)
    // api: UISegmentedControl setContentOffset(_:forSegmentAt:)
    let _: (CGSize, Int) -> Void = segments.setContentOffset(_:forSegmentAt:)
    // api: UISegmentedControl contentOffsetForSegment(at:)
    let _: (Int) -> CGSize = segments.contentOffsetForSegment(at:)
    // api: UISegmentedControl setBackgroundImage(_:for:barMetrics:)
    let _: (UIImage?, UIControl.State, UIBarMetrics) -> Void = segments.setBackgroundImage(_:for:barMetrics:)
    // api: UISegmentedControl backgroundImage(for:barMetrics:)
    let _: (UIControl.State, UIBarMetrics) -> UIImage? = segments.backgroundImage(for:barMetrics:)
    // api: UISegmentedControl setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)
    let _: (UIImage?, UIControl.State, UIControl.State, UIBarMetrics) -> Void =
        segments.setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)
    // api: UISegmentedControl dividerImage(forLeftSegmentState:rightSegmentState:barMetrics:)
    let _: (UIControl.State, UIControl.State, UIBarMetrics) -> UIImage? =
        segments.dividerImage(forLeftSegmentState:rightSegmentState:barMetrics:)
    // api: UISegmentedControl setTitleTextAttributes(_:for:)
    let _: ([NSAttributedString.Key: Any]?, UIControl.State) -> Void = segments.setTitleTextAttributes(_:for:)
    // api: UISegmentedControl titleTextAttributes(for:)
    let _: (UIControl.State) -> [NSAttributedString.Key: Any]? = segments.titleTextAttributes(for:)
    // api: UISegmentedControl setContentPositionAdjustment(_:forSegmentType:barMetrics:)
    let _: (UIOffset, UISegmentedControl.Segment, UIBarMetrics) -> Void =
        segments.setContentPositionAdjustment(_:forSegmentType:barMetrics:)
    // api: UISegmentedControl contentPositionAdjustment(forSegmentType:barMetrics:)
    let _: (UISegmentedControl.Segment, UIBarMetrics) -> UIOffset =
        segments.contentPositionAdjustment(forSegmentType:barMetrics:)
}

// UISegmentedControl.Segment
@MainActor private func contentAuditSegmentedControlSegment() {
    // api: UISegmentedControl.Segment any
    let _: UISegmentedControl.Segment = .any
    // api: UISegmentedControl.Segment left
    let _: UISegmentedControl.Segment = .left
    // api: UISegmentedControl.Segment center
    let _: UISegmentedControl.Segment = .center
    // api: UISegmentedControl.Segment right
    let _: UISegmentedControl.Segment = .right
    // api: UISegmentedControl.Segment alone
    let _: UISegmentedControl.Segment = .alone
}

// UISlider
@MainActor private func contentAuditSlider(slider: UISlider) {
    // api: UISlider setMinimumTrackImage(_:for:)
    let _: (UIImage?, UIControl.State) -> Void = slider.setMinimumTrackImage(_:for:)
    // api: UISlider thumbImage(for:)
    let _: (UIControl.State) -> UIImage? = slider.thumbImage(for:)
    // api: UISlider minimumTrackImage(for:)
    let _: (UIControl.State) -> UIImage? = slider.minimumTrackImage(for:)
    // api: UISlider currentThumbImage
    let _: UIImage? = slider.currentThumbImage
    // api: UISlider currentMinimumTrackImage
    let _: UIImage? = slider.currentMinimumTrackImage
    // api: UISlider currentMaximumTrackImage
    let _: UIImage? = slider.currentMaximumTrackImage
}

// UIStepper
@MainActor private func contentAuditStepper(stepper: UIStepper) {
    // api: UIStepper setBackgroundImage(_:for:)
    let _: (UIImage?, UIControl.State) -> Void = stepper.setBackgroundImage(_:for:)
    // api: UIStepper backgroundImage(for:)
    let _: (UIControl.State) -> UIImage? = stepper.backgroundImage(for:)
    // api: UIStepper setDividerImage(_:forLeftSegmentState:rightSegmentState:)
    let _: (UIImage?, UIControl.State, UIControl.State) -> Void =
        stepper.setDividerImage(_:forLeftSegmentState:rightSegmentState:)
    // api: UIStepper dividerImage(forLeftSegmentState:rightSegmentState:)
    let _: (UIControl.State, UIControl.State) -> UIImage? = stepper.dividerImage(forLeftSegmentState:rightSegmentState:)
    // api: UIStepper setIncrementImage(_:for:)
    let _: (UIImage?, UIControl.State) -> Void = stepper.setIncrementImage(_:for:)
    // api: UIStepper incrementImage(for:)
    let _: (UIControl.State) -> UIImage? = stepper.incrementImage(for:)
    // api: UIStepper setDecrementImage(_:for:)
    let _: (UIImage?, UIControl.State) -> Void = stepper.setDecrementImage(_:for:)
    // api: UIStepper decrementImage(for:)
    let _: (UIControl.State) -> UIImage? = stepper.decrementImage(for:)
}

// UISwitch
@MainActor private func contentAuditSwitch(toggle: UISwitch) {
    // api: UISwitch init(coder:)
    let _: (NSCoder) -> UISwitch? = UISwitch.init(coder:)
    // api: UISwitch style
    let _: UISwitch.Style = toggle.style
}

// UISwitch.Style
@MainActor private func contentAuditSwitchStyle() {
    // api: UISwitch.Style automatic
    let _: UISwitch.Style = .automatic
    // api: UISwitch.Style checkbox
    let _: UISwitch.Style = .checkbox
    // api: UISwitch.Style sliding
    let _: UISwitch.Style = .sliding
}

// UIPageControl
@MainActor private func contentAuditPageControl(pages: UIPageControl) {
    // api: UIPageControl progress
    let _: UIPageControlProgress? = pages.progress
    pages.progress = nil
    // api: UIPageControl backgroundStyle
    let backgroundStyleValue: UIPageControl.BackgroundStyle = pages.backgroundStyle
    pages.backgroundStyle = backgroundStyleValue
    // api: UIPageControl direction
    let directionValue: UIPageControl.Direction = pages.direction
    pages.direction = directionValue
    // api: UIPageControl interactionState
    let _: UIPageControl.InteractionState = pages.interactionState
    // api: UIPageControl allowsContinuousInteraction
    pages.allowsContinuousInteraction = !pages.allowsContinuousInteraction
    // api: UIPageControl preferredIndicatorImage
    let _: UIImage? = pages.preferredIndicatorImage
    pages.preferredIndicatorImage = nil
    // api: UIPageControl indicatorImage(forPage:)
    let _: (Int) -> UIImage? = pages.indicatorImage(forPage:)
    // api: UIPageControl setIndicatorImage(_:forPage:)
    let _: (UIImage?, Int) -> Void = pages.setIndicatorImage(_:forPage:)
    // api: UIPageControl preferredCurrentPageIndicatorImage
    let _: UIImage? = pages.preferredCurrentPageIndicatorImage
    pages.preferredCurrentPageIndicatorImage = nil
    // api: UIPageControl currentPageIndicatorImage(forPage:)
    let _: (Int) -> UIImage? = pages.currentPageIndicatorImage(forPage:)
    // api: UIPageControl setCurrentPageIndicatorImage(_:forPage:)
    let _: (UIImage?, Int) -> Void = pages.setCurrentPageIndicatorImage(_:forPage:)
    // api: UIPageControl size(forNumberOfPages:)
    let _: (Int) -> CGSize = pages.size(forNumberOfPages:)
    // api: UIPageControl defersCurrentPageDisplay
    pages.defersCurrentPageDisplay = !pages.defersCurrentPageDisplay
    // api: UIPageControl updateCurrentPageDisplay()
    let _: () -> Void = pages.updateCurrentPageDisplay
}

// UIPageControl.InteractionState
@MainActor private func contentAuditPageControlInteractionState() {
    // api: UIPageControl.InteractionState none
    let _: UIPageControl.InteractionState = .none
    // api: UIPageControl.InteractionState discrete
    let _: UIPageControl.InteractionState = .discrete
    // api: UIPageControl.InteractionState continuous
    let _: UIPageControl.InteractionState = .continuous
}

// UIPageControl.BackgroundStyle
@MainActor private func contentAuditPageControlBackgroundStyle() {
    // api: UIPageControl.BackgroundStyle automatic
    let _: UIPageControl.BackgroundStyle = .automatic
    // api: UIPageControl.BackgroundStyle prominent
    let _: UIPageControl.BackgroundStyle = .prominent
    // api: UIPageControl.BackgroundStyle minimal
    let _: UIPageControl.BackgroundStyle = .minimal
}

// UIPageControl.Direction
@MainActor private func contentAuditPageControlDirection() {
    // api: UIPageControl.Direction natural
    let _: UIPageControl.Direction = .natural
    // api: UIPageControl.Direction leftToRight
    let _: UIPageControl.Direction = .leftToRight
    // api: UIPageControl.Direction rightToLeft
    let _: UIPageControl.Direction = .rightToLeft
    // api: UIPageControl.Direction topToBottom
    let _: UIPageControl.Direction = .topToBottom
    // api: UIPageControl.Direction bottomToTop
    let _: UIPageControl.Direction = .bottomToTop
}

// UIPageControlProgress
@MainActor private func contentAuditPageControlProgress(progress: UIPageControlProgress) {
    // api: UIPageControlProgress init()
    let _: () -> UIPageControlProgress = UIPageControlProgress.init
    // api: UIPageControlProgress delegate
    let _: (any UIPageControlProgressDelegate)? = progress.delegate
    progress.delegate = nil
    // api: UIPageControlProgress currentProgress
    let currentProgressValue: Float = progress.currentProgress
    progress.currentProgress = currentProgressValue
    // api: UIPageControlProgress isProgressVisible
    let _: Bool = progress.isProgressVisible
}

// UIPageControlTimerProgress
@MainActor private func contentAuditPageControlTimerProgress(timer: UIPageControlTimerProgress) {
    // api: UIPageControlTimerProgress init(preferredDuration:)
    let _: (TimeInterval) -> UIPageControlTimerProgress = UIPageControlTimerProgress.init(preferredDuration:)
    // api: UIPageControlTimerProgress resetsToInitialPageAfterEnd
    timer.resetsToInitialPageAfterEnd = !timer.resetsToInitialPageAfterEnd
    // api: UIPageControlTimerProgress isRunning
    let _: Bool = timer.isRunning
    // api: UIPageControlTimerProgress resumeTimer()
    let _: () -> Void = timer.resumeTimer
    // api: UIPageControlTimerProgress pauseTimer()
    let _: () -> Void = timer.pauseTimer
    // api: UIPageControlTimerProgress preferredDuration
    let preferredDurationValue: TimeInterval = timer.preferredDuration
    timer.preferredDuration = preferredDurationValue
    // api: UIPageControlTimerProgress setDuration(_:forPage:)
    let _: (TimeInterval, Int) -> Void = timer.setDuration(_:forPage:)
    // api: UIPageControlTimerProgress duration(forPage:)
    let _: (Int) -> TimeInterval = timer.duration(forPage:)
}

// UIProgressView
@MainActor private func contentAuditProgressView(progressView: UIProgressView) {
    // api: UIProgressView init(coder:)
    let _: (NSCoder) -> UIProgressView? = UIProgressView.init(coder:)
    // api: UIProgressView progressImage
    let _: UIImage? = progressView.progressImage
    progressView.progressImage = nil
    // api: UIProgressView trackImage
    let _: UIImage? = progressView.trackImage
    progressView.trackImage = nil
    // api: UIProgressView observedProgress
    let _: Progress? = progressView.observedProgress
    progressView.observedProgress = nil
}

// UIProgressView.Style
@MainActor private func contentAuditProgressViewStyle() {
    // api: UIProgressView.Style default
    let _: UIProgressView.Style = .default
    // api: UIProgressView.Style bar
    let _: UIProgressView.Style = .bar
}

// UIActivityIndicatorView.Style
@MainActor private func contentAuditActivityIndicatorViewStyle() {
    // api: UIActivityIndicatorView.Style medium
    let _: UIActivityIndicatorView.Style = .medium
    // api: UIActivityIndicatorView.Style large
    let _: UIActivityIndicatorView.Style = .large
    // api: UIActivityIndicatorView.Style whiteLarge
    let _: UIActivityIndicatorView.Style = .whiteLarge
    // api: UIActivityIndicatorView.Style white
    let _: UIActivityIndicatorView.Style = .white
    // api: UIActivityIndicatorView.Style gray
    let _: UIActivityIndicatorView.Style = .gray
}

// UIDatePicker
@MainActor private func contentAuditDatePicker(picker: UIDatePicker) {
    // api: UIDatePicker calendar
    let _: Calendar! = picker.calendar
    picker.calendar = nil
    // api: UIDatePicker countDownDuration
    let countDownDurationValue: TimeInterval = picker.countDownDuration
    picker.countDownDuration = countDownDurationValue
    // api: UIDatePicker datePickerStyle
    let _: UIDatePickerStyle = picker.datePickerStyle
    // api: UIDatePicker roundsToMinuteInterval
    picker.roundsToMinuteInterval = !picker.roundsToMinuteInterval
}

// UIDatePicker.Mode
@MainActor private func contentAuditDatePickerMode() {
    // api: UIDatePicker.Mode time
    let _: UIDatePicker.Mode = .time
    // api: UIDatePicker.Mode date
    let _: UIDatePicker.Mode = .date
    // api: UIDatePicker.Mode dateAndTime
    let _: UIDatePicker.Mode = .dateAndTime
    // api: UIDatePicker.Mode countDownTimer
    let _: UIDatePicker.Mode = .countDownTimer
    // api: UIDatePicker.Mode yearAndMonth
    let _: UIDatePicker.Mode = .yearAndMonth
}

// UIDatePickerStyle
@MainActor private func contentAuditDatePickerStyle() {
    // api: UIDatePickerStyle automatic
    let _: UIDatePickerStyle = .automatic
    // api: UIDatePickerStyle wheels
    let _: UIDatePickerStyle = .wheels
    // api: UIDatePickerStyle compact
    let _: UIDatePickerStyle = .compact
    // api: UIDatePickerStyle inline
    let _: UIDatePickerStyle = .inline
}

// UIColorWell
@MainActor private func contentAuditColorWell(well: UIColorWell) {
    // api: UIColorWell title
    let _: String? = well.title
    well.title = nil
    // api: UIColorWell supportsAlpha
    well.supportsAlpha = !well.supportsAlpha
    // api: UIColorWell selectedColor
    let _: UIColor? = well.selectedColor
    well.selectedColor = nil
    // api: UIColorWell maximumLinearExposure
    well.maximumLinearExposure = 2
    let _: CGFloat = well.maximumLinearExposure
    // api: UIColorWell supportsEyedropper
    well.supportsEyedropper = !well.supportsEyedropper
}

// UIStackView.Distribution
@MainActor private func contentAuditStackViewDistribution() {
    // api: UIStackView.Distribution fill
    let _: UIStackView.Distribution = .fill
    // api: UIStackView.Distribution fillEqually
    let _: UIStackView.Distribution = .fillEqually
    // api: UIStackView.Distribution fillProportionally
    let _: UIStackView.Distribution = .fillProportionally
    // api: UIStackView.Distribution equalSpacing
    let _: UIStackView.Distribution = .equalSpacing
    // api: UIStackView.Distribution equalCentering
    let _: UIStackView.Distribution = .equalCentering
}

// UIStackView.Alignment
@MainActor private func contentAuditStackViewAlignment() {
    // api: UIStackView.Alignment fill
    let _: UIStackView.Alignment = .fill
    // api: UIStackView.Alignment leading
    let _: UIStackView.Alignment = .leading
    // api: UIStackView.Alignment top
    let _: UIStackView.Alignment = .top
    // api: UIStackView.Alignment firstBaseline
    let _: UIStackView.Alignment = .firstBaseline
    // api: UIStackView.Alignment center
    let _: UIStackView.Alignment = .center
    // api: UIStackView.Alignment trailing
    let _: UIStackView.Alignment = .trailing
    // api: UIStackView.Alignment bottom
    let _: UIStackView.Alignment = .bottom
    // api: UIStackView.Alignment lastBaseline
    let _: UIStackView.Alignment = .lastBaseline
}

// UIControl's tracking, overridden as a custom control overrides it.
@MainActor private final class ContentAuditControl: UIControl {
    // api: UIControl beginTracking(_:with:)
    override func beginTracking(
        _ touch: UITouch, with event: UIEvent?
    ) -> Bool { super.beginTracking(touch, with: event) }
    // api: UIControl continueTracking(_:with:)
    override func continueTracking(
        _ touch: UITouch, with event: UIEvent?
    ) -> Bool { super.continueTracking(touch, with: event) }
    // api: UIControl endTracking(_:with:)
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { super.endTracking(touch, with: event) }
    // api: UIControl cancelTracking(with:)
    override func cancelTracking(with event: UIEvent?) { super.cancelTracking(with: event) }
}

// UIButton's layout rects (deprecated in iOS 15), overridden as a button subclass overrides them.
@MainActor private final class ContentAuditButton: UIButton {
    // api: UIButton backgroundRect(forBounds:)
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect { super.backgroundRect(forBounds: bounds) }
    // api: UIButton contentRect(forBounds:)
    override func contentRect(forBounds bounds: CGRect) -> CGRect { super.contentRect(forBounds: bounds) }
    // api: UIButton titleRect(forContentRect:)
    override func titleRect(
        forContentRect contentRect: CGRect
    ) -> CGRect { super.titleRect(forContentRect: contentRect) }
    // api: UIButton imageRect(forContentRect:)
    override func imageRect(
        forContentRect contentRect: CGRect
    ) -> CGRect { super.imageRect(forContentRect: contentRect) }
}

// UISlider's layout rects, overridden as a custom slider overrides them.
@MainActor private final class ContentAuditSlider: UISlider {
    // api: UISlider minimumValueImageRect(forBounds:)
    override func minimumValueImageRect(
        forBounds bounds: CGRect
    ) -> CGRect { super.minimumValueImageRect(forBounds: bounds) }
    // api: UISlider maximumValueImageRect(forBounds:)
    override func maximumValueImageRect(
        forBounds bounds: CGRect
    ) -> CGRect { super.maximumValueImageRect(forBounds: bounds) }
    // api: UISlider trackRect(forBounds:)
    override func trackRect(forBounds bounds: CGRect) -> CGRect { super.trackRect(forBounds: bounds) }
    // api: UISlider thumbRect(forBounds:trackRect:value:)
    override func thumbRect(
        forBounds bounds: CGRect, trackRect rect: CGRect, value: Float
    ) -> CGRect { super.thumbRect(forBounds: bounds, trackRect: rect, value: value) }
}

// UIPageControlProgressDelegate and UIPageControlTimerProgressDelegate
@MainActor private final class ContentAuditPageProgressDelegate: NSObject, UIPageControlTimerProgressDelegate {
    // api: UIPageControlProgressDelegate pageControlProgress(_:initialProgressForPage:)
    func pageControlProgress(_ progress: UIPageControlProgress, initialProgressForPage page: Int) -> Float { 0 }
    // api: UIPageControlProgressDelegate pageControlProgressVisibilityDidChange(_:)
    func pageControlProgressVisibilityDidChange(_ progress: UIPageControlProgress) {}
    // api: UIPageControlTimerProgressDelegate pageControlTimerProgressDidChange(_:)
    func pageControlTimerProgressDidChange(_ progress: UIPageControlTimerProgress) {}
    // api: UIPageControlTimerProgressDelegate pageControlTimerProgress(_:shouldAdvanceToPage:)
    func pageControlTimerProgress(
        _ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int
    ) -> Bool { false }
}

// UISlider's behavioural style.
@MainActor private func contentAuditSliderStyle(slider: UISlider) {
    // api: UISlider behavioralStyle
    let _: UIBehavioralStyle = slider.behavioralStyle
    // api: UISlider preferredBehavioralStyle
    let _: UIBehavioralStyle = slider.preferredBehavioralStyle
    slider.preferredBehavioralStyle = .automatic
}

// UILabel: what ReuseKit marks deprecated, as UIKit does, used where a deprecated client would use it.
@available(*, deprecated)
@MainActor private func contentAuditDeprecatedLabel(label: UILabel) {
    // api: UILabel minimumFontSize
    let _: CGFloat = label.minimumFontSize
    label.minimumFontSize = 10
    // api: UILabel adjustsLetterSpacingToFitWidth
    let _: Bool = label.adjustsLetterSpacingToFitWidth
    label.adjustsLetterSpacingToFitWidth = true
}

// UIButton: what ReuseKit marks deprecated, as UIKit does, used where a deprecated client would use it.
@available(*, deprecated)
@MainActor private func contentAuditDeprecatedButton(button: UIButton) {
    // api: UIButton font
    let _: UIFont! = button.font
    button.font = .systemFont(ofSize: 14)
    // api: UIButton lineBreakMode
    let _: NSLineBreakMode = button.lineBreakMode
    button.lineBreakMode = .byWordWrapping
    // api: UIButton titleShadowOffset
    let _: CGSize = button.titleShadowOffset
    button.titleShadowOffset = CGSize(width: 0, height: 1)
}
