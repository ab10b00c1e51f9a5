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

    public init(style: BarButtonItem.Style) {}
    public convenience init() { self.init(style: .plain) }

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
    open var titlePositionAdjustment = Offset.zero
    open var buttonAppearance = BarButtonItemAppearance(style: .plain)
    open var backButtonAppearance = BarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = BarButtonItemAppearance(style: .done)
    open var prominentButtonAppearance = BarButtonItemAppearance(style: .done)
    public private(set) var backIndicatorImage: Image?
    public private(set) var backIndicatorTransitionMaskImage: Image?

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
        backIndicatorImage = appearance.backIndicatorImage
        backIndicatorTransitionMaskImage = appearance.backIndicatorTransitionMaskImage
    }

    /// The back button's chevron and the mask its title slides under.
    open func setBackIndicatorImage(_ backIndicatorImage: Image?, transitionMaskImage: Image?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
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

    open var prefersLargeTitles = false
    open var isTranslucent = true
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
    /// The items on the bar, bottom first: the navigation controller's controllers' items.
    open var items: [NavigationItem]?
    private var backgroundImages: [Int: Image] = [:]

    private static var prototype: NavigationBar?

    /// The bar new bars copy their appearance from (UIAppearance's proxy, for this class).
    public static func appearance() -> NavigationBar {
        if let prototype { return prototype }
        let bar = NavigationBar(frame: .zero, copyingPrototype: false)
        prototype = bar
        return bar
    }

    /// A view of the standard size, as UIKit's `init()` makes it.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    }

    public override convenience init(frame: CGRect = CGRect(x: 0, y: 0, width: 390, height: 44)) {
        self.init(frame: frame, copyingPrototype: true)
    }

    private init(frame: CGRect, copyingPrototype: Bool) {
        super.init(frame: frame)
        guard copyingPrototype, let prototype = Self.prototype else { return }
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
    open func pushItem(_ item: NavigationItem, animated: Bool) { items = (items ?? []) + [item] }
    @discardableResult
    open func popItem(animated: Bool) -> NavigationItem? { items?.popLast() }

    /// A background image for the bar's metrics (kept; nothing is drawn headless).
    open func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
    }

    open func backgroundImage(for barMetrics: BarMetrics) -> Image? { backgroundImages[barMetrics.rawValue] }

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
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
    }
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
