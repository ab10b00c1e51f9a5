import Foundation

/// A position offset (UIOffset): how far a title or image moves from where it would be.
public struct Offset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = Offset(horizontal: 0, vertical: 0)
}

/// How a bar looks in one state (UIBarAppearance): its background and shadow. Headless bars draw nothing; the
/// values are kept for the renderer and for code that reads them back.
@preconcurrency @MainActor
open class BarAppearance {
    open var backgroundColor: Color?
    open var backgroundImage: Image?
    open var backgroundImageContentMode = ContentMode.scaleToFill
    open var backgroundEffect: BlurEffect?
    open var shadowColor: Color?
    open var shadowImage: Image?
    /// The idiom the appearance is for.
    public let idiom: Device.UserInterfaceIdiom

    /// An appearance with the system's default background.
    public required init(idiom: Device.UserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    public convenience init() {
        self.init(idiom: Device.current.userInterfaceIdiom)
    }

    /// Storyboards and nib archives do not exist on Linux: this makes the default appearance, as an empty
    /// archive would.
    public convenience init(coder: NSCoder) {
        self.init(idiom: Device.current.userInterfaceIdiom)
    }

    /// A copy of `appearance`'s background and shadow.
    public required init(barAppearance appearance: BarAppearance) {
        idiom = appearance.idiom
        backgroundColor = appearance.backgroundColor
        backgroundImage = appearance.backgroundImage
        backgroundImageContentMode = appearance.backgroundImageContentMode
        backgroundEffect = appearance.backgroundEffect
        shadowColor = appearance.shadowColor
        shadowImage = appearance.shadowImage
    }

    /// The system's translucent material and a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundImage = nil
        backgroundEffect = BlurEffect(style: .systemChromeMaterial)
        shadowColor = Color(white: 0, alpha: 0.3)
    }

    /// An opaque background in the system's background colour, and a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        backgroundEffect = nil
        shadowColor = Color(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundImage = nil
        backgroundEffect = nil
        shadowColor = .clear
    }

    /// A copy of this appearance.
    open func copy() -> Self { Self(barAppearance: self) }
}

/// How a bar button looks in one state (UIBarButtonItemStateAppearance).
@preconcurrency @MainActor
open class BarButtonItemStateAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = Offset.zero
    open var backgroundImage: Image?
    open var backgroundImagePositionAdjustment = Offset.zero

    init() {}
}

/// How bar buttons of one style look in each state (UIBarButtonItemAppearance).
@preconcurrency @MainActor
open class BarButtonItemAppearance {
    public let normal = BarButtonItemStateAppearance()
    public let highlighted = BarButtonItemStateAppearance()
    public let disabled = BarButtonItemStateAppearance()
    public let focused = BarButtonItemStateAppearance()

    public required init(style: BarButtonItem.Style) {}
    public convenience init() { self.init(style: .plain) }

    /// Storyboards and nib archives do not exist on Linux: this makes the default appearance, as an empty
    /// archive would.
    public convenience init(coder: NSCoder) { self.init(style: .plain) }

    /// A copy of the four state appearances.
    open func copy() -> Self {
        let copy = Self(style: .plain)
        for (from, to) in [
            (normal, copy.normal), (highlighted, copy.highlighted), (disabled, copy.disabled), (focused, copy.focused),
        ] {
            to.titleTextAttributes = from.titleTextAttributes
            to.titlePositionAdjustment = from.titlePositionAdjustment
            to.backgroundImage = from.backgroundImage
            to.backgroundImagePositionAdjustment = from.backgroundImagePositionAdjustment
        }
        return copy
    }

    /// Back to the system's look for `style`.
    open func configureWithDefault(for style: BarButtonItem.Style) {
        for state in [normal, highlighted, disabled, focused] {
            state.titleTextAttributes = [:]
            state.titlePositionAdjustment = .zero
            state.backgroundImage = nil
        }
    }
}

/// How a navigation bar looks (UINavigationBarAppearance): its background, titles and buttons.
@preconcurrency @MainActor
open class NavigationBarAppearance: BarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the subtitle (iOS 26).
    open var subtitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of the large title's subtitle (iOS 26).
    open var largeSubtitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment = Offset.zero
    open var buttonAppearance = BarButtonItemAppearance(style: .plain)
    open var backButtonAppearance = BarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = BarButtonItemAppearance(style: .done)
    open var prominentButtonAppearance = BarButtonItemAppearance(style: .done)
    /// The back button's chevron: the system's `chevron.backward` until ``setBackIndicatorImage(_:transitionMaskImage:)``.
    public var backIndicatorImage: Image { customBackIndicator ?? Self.systemBackIndicator }
    /// The mask the back button's title slides under: the chevron until set.
    public var backIndicatorTransitionMaskImage: Image { customBackIndicatorMask ?? Self.systemBackIndicator }
    private var customBackIndicator: Image?
    private var customBackIndicatorMask: Image?
    private static let systemBackIndicator = Image(systemName: "chevron.backward") ?? Image()

    public required init(idiom: Device.UserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    public required init(barAppearance appearance: BarAppearance) {
        super.init(barAppearance: appearance)
        guard let appearance = appearance as? NavigationBarAppearance else { return }
        titleTextAttributes = appearance.titleTextAttributes
        largeTitleTextAttributes = appearance.largeTitleTextAttributes
        titlePositionAdjustment = appearance.titlePositionAdjustment
        buttonAppearance = appearance.buttonAppearance
        backButtonAppearance = appearance.backButtonAppearance
        doneButtonAppearance = appearance.doneButtonAppearance
        prominentButtonAppearance = appearance.prominentButtonAppearance
        subtitleTextAttributes = appearance.subtitleTextAttributes
        largeSubtitleTextAttributes = appearance.largeSubtitleTextAttributes
        customBackIndicator = appearance.customBackIndicator
        customBackIndicatorMask = appearance.customBackIndicatorMask
    }

    /// The back button's chevron and the mask its title slides under.
    /// Both nil restores the system's chevron; UIKit requires both or neither.
    open func setBackIndicatorImage(_ backIndicatorImage: Image?, transitionMaskImage: Image?) {
        customBackIndicator = backIndicatorImage
        customBackIndicatorMask = transitionMaskImage
    }
}

/// The bar at the top of a navigation controller (UINavigationBar), headless: it holds the items of the
/// controllers on the stack and the appearance a client sets. `NavigationBar.appearance()` is the prototype
/// new bars copy, as UIKit's appearance proxy sets every bar made after it.
@preconcurrency @MainActor
open class NavigationBar: View {
    /// A bar's look before appearances (UIBarStyle), with UIKit's raw values.
    public enum BarStyle: Int, Hashable, Sendable {
        case `default` = 0
        case black = 1
    }

    /// Whether the bar shows large titles (96 points tall while the top item's title is large, 44 otherwise).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { superview?.setNeedsLayout() } }
    }
    /// Whether the bar lets content show through; true. A controller's view extends under an opaque bar only
    /// with `extendedLayoutIncludesOpaqueBars`.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } }
    }
    /// Hiding the bar lays its navigation controller out again, without it.
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { superview?.setNeedsLayout() } }
    }
    open var barStyle = BarStyle.default
    open var barTintColor: Color?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: Image?
    open var backIndicatorImage: Image?
    open var backIndicatorTransitionMaskImage: Image?
    open var standardAppearance = NavigationBarAppearance()
    open var compactAppearance: NavigationBarAppearance?
    open var scrollEdgeAppearance: NavigationBarAppearance?
    open var compactScrollEdgeAppearance: NavigationBarAppearance?
    /// The items on the bar, bottom first: the navigation controller's controllers' items. Their bar button items
    /// take the bar's contained appearance proxies (``BarItem/appearance(whenContainedInInstancesOf:)``).
    open var items: [NavigationItem]? {
        didSet {
            let barItems = (items ?? []).flatMap { item in
                (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])
                    + [item.backBarButtonItem].compactMap { $0 }
            }
            BarItemAppearance.apply(to: barItems, in: self)
        }
    }
    /// Asked before items are pushed or popped with ``pushItem(_:animated:)`` and ``popItem(animated:)``, and
    /// told after.
    open weak var delegate: (any NavigationBarDelegate)?
    /// How the bar behaves: `.pad` on iPhone and iPad (Mac behaviour needs Mac Catalyst).
    open var behavioralStyle: BehavioralStyle { .pad }
    /// The behaviour asked for; `.automatic` by default.
    open var preferredBehavioralStyle = BehavioralStyle.automatic
    /// The section of a Mac window's toolbar the bar shows in: none, off the Mac.
    open var currentNSToolbarSection: NSToolbarSection { .none }
    private var backgroundImages: [String: Image] = [:]
    private var titleAdjustments: [Int: CGFloat] = [:]

    /// Whether a control behaves as on iPad or as on the Mac (UIBehavioralStyle).
    public enum BehavioralStyle: UInt, Hashable, Sendable {
        case automatic, pad, mac
    }

    /// The sections of a Mac window's toolbar a bar can show in.
    public enum NSToolbarSection: Int, Hashable, Sendable {
        case none, sidebar, supplementary, content, inspector
    }

    private static var prototype: NavigationBar?

    /// The bar new bars copy their appearance from (UIAppearance's proxy, for this class).
    /// Bars made after a change copy every value from it, when they are made (the bar's appearances too).
    override open class func appearance() -> NavigationBar {
        if let prototype { return prototype }
        makingPrototype = true
        let bar = NavigationBar(frame: .zero)
        makingPrototype = false
        bar.isAppearanceProxy = true
        prototype = bar
        return bar
    }
    override open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> NavigationBar
    {
        Appearance.proxy(for: self, containers: containerTypes) { NavigationBar(frame: .zero) }
    }
    override open class func appearance(for trait: TraitCollection) -> NavigationBar {
        Appearance.proxy(for: self, traits: trait) { NavigationBar(frame: .zero) }
    }
    override open class func appearance(
        for trait: TraitCollection, whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
    ) -> NavigationBar {
        Appearance.proxy(for: self, containers: containerTypes, traits: trait) { NavigationBar(frame: .zero) }
    }
    private static var makingPrototype = false

    /// A view of the standard size, as UIKit's `init()` makes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    /// A bar that copies the appearance set on ``appearance()``.
    public required override init(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 44)) {
        super.init(frame: frame)
        guard !Self.makingPrototype, let prototype = Self.prototype else { return }
        prefersLargeTitles = prototype.prefersLargeTitles
        isTranslucent = prototype.isTranslucent
        barStyle = prototype.barStyle
        barTintColor = prototype.barTintColor
        titleTextAttributes = prototype.titleTextAttributes
        largeTitleTextAttributes = prototype.largeTitleTextAttributes
        shadowImage = prototype.shadowImage
        standardAppearance = prototype.standardAppearance.copy()
        compactAppearance = prototype.compactAppearance?.copy()
        scrollEdgeAppearance = prototype.scrollEdgeAppearance?.copy()
        compactScrollEdgeAppearance = prototype.compactScrollEdgeAppearance?.copy()
        if let tint = prototype.explicitTintColor { tintColor = tint }
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The item at the top of the stack.
    public var topItem: NavigationItem? { items?.last }
    /// The item below the top one: what the back button returns to.
    public var backItem: NavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    open func setItems(_ items: [NavigationItem]?, animated: Bool) { self.items = items }

    /// Pushes `item` if the delegate allows it, then tells the delegate.
    open func pushItem(_ item: NavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        items = (items ?? []) + [item]
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item if the delegate allows it, then tells the delegate.
    @discardableResult
    open func popItem(animated: Bool) -> NavigationItem? {
        guard let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        let popped = items?.popLast()
        if let popped { delegate?.navigationBar(self, didPop: popped) }
        return popped
    }

    /// A background image for the bar's metrics (kept; nothing is drawn headless). An empty image with a
    /// clear shadow image is the classic transparent bar.
    open func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    open func backgroundImage(for barMetrics: BarMetrics) -> Image? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// A background image for the bar at `barPosition` with `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics) {
        backgroundImages["\(barPosition.rawValue).\(barMetrics.rawValue)"] = backgroundImage
    }

    /// The background image for `barPosition` and `barMetrics`, else the one for any position.
    open func backgroundImage(for barPosition: BarPosition, barMetrics: BarMetrics) -> Image? {
        backgroundImages["\(barPosition.rawValue).\(barMetrics.rawValue)"]
            ?? backgroundImages["\(BarPosition.any.rawValue).\(barMetrics.rawValue)"]
    }

    /// Moves the title up or down for `barMetrics` (kept; nothing is drawn headless).
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: BarMetrics) {
        titleAdjustments[barMetrics.rawValue] = adjustment
    }

    open func titleVerticalPositionAdjustment(for barMetrics: BarMetrics) -> CGFloat {
        titleAdjustments[barMetrics.rawValue] ?? 0
    }

    /// The bar's height class (UIBarMetrics), with UIKit's raw values.
    public enum BarMetrics: Int, Hashable, Sendable {
        case `default` = 0
        case compact = 1
        case defaultPrompt = 101
        case compactPrompt = 102
    }
}

/// A visual effect (UIVisualEffect): kept for the renderer; nothing blurs headless. Equal to itself only, as an
/// `NSObject` is.
@preconcurrency @MainActor
open class VisualEffect: IdentityHashable {
    public init() {}
}

/// A blur of what is behind a view (UIBlurEffect).
@preconcurrency @MainActor
open class BlurEffect: VisualEffect {
    /// The blur's material (UIBlurEffect.Style), with UIKit's raw values.
    public enum Style: Int, Hashable, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
    }
}

/// Content made vivid over a blur (UIVibrancyEffect): the effect of a visual effect view nested in a blur's
/// content view, for labels and symbols over a material.
@preconcurrency @MainActor
open class VibrancyEffect: VisualEffect {
    /// The blur the vibrancy goes over.
    public let blurEffect: BlurEffect
    /// The kind of content made vivid (UIVibrancyEffectStyle).
    public let style: VibrancyEffectStyle

    /// The default vibrancy for `blurEffect`: labels' vibrancy.
    public convenience init(blurEffect: BlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    public init(blurEffect: BlurEffect, style: VibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
    }
}

/// What vibrancy is for (UIVibrancyEffectStyle), with UIKit's raw values.
public enum VibrancyEffectStyle: Int, Hashable, Sendable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}

/// A view that shows a visual effect behind its content (UIVisualEffectView): subviews go in ``contentView``.
@preconcurrency @MainActor
open class VisualEffectView: View {
    open var effect: VisualEffect?
    public let contentView = View()

    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// Where a bar sits on the screen (UIBarPosition), with UIKit's raw values.
public enum BarPosition: Int, Hashable, Sendable {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3
}

/// Asked and told about a standalone navigation bar's pushes and pops (UINavigationBarDelegate). Every method is
/// optional.
@preconcurrency @MainActor
public protocol NavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem)
    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem)
    /// Where the bar sits (UIBarPositioningDelegate); `.any` by default.
    func position(for bar: any BarPositioning) -> BarPosition
}

extension NavigationBarDelegate {
    public func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) {}
    public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {}
    public func position(for bar: any BarPositioning) -> BarPosition { .any }
}

/// Says where a bar sits (UIBarPositioningDelegate): `.any` by default, which a toolbar takes as the bottom.
@preconcurrency @MainActor
public protocol BarPositioningDelegate: AnyObject {
    func position(for bar: any BarPositioning) -> BarPosition
}

extension BarPositioningDelegate {
    public func position(for bar: any BarPositioning) -> BarPosition { .any }
}

/// A toolbar's delegate (UIToolbarDelegate): where the toolbar sits.
@preconcurrency @MainActor
public protocol ToolbarDelegate: BarPositioningDelegate {}

extension Toolbar: BarPositioning {
    /// Where the toolbar sits: what its delegate says, else the bottom.
    public var barPosition: BarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .bottom : position
    }
}

/// A bar that has a position (UIBarPositioning).
@preconcurrency @MainActor
public protocol BarPositioning: AnyObject {
    var barPosition: BarPosition { get }
}

extension NavigationBar: BarPositioning {
    /// Where the bar sits: what its delegate says, else the top.
    public var barPosition: BarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .top : position
    }
}
