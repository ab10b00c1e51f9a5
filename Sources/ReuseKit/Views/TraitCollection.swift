import Foundation

/// The environment a view draws in (UITraitCollection): light or dark, size classes, scale, idiom, text size and
/// direction. A trait that was not given is unspecified, as in UIKit; a window's views inherit the screen's.
public struct TraitCollection: Hashable, Sendable {
    /// Light or dark (UIUserInterfaceStyle), with UIKit's raw values.
    public enum UserInterfaceStyle: Int, Hashable, Sendable {
        case unspecified, light, dark
    }

    /// A size class (UIUserInterfaceSizeClass), with UIKit's raw values.
    public enum UserInterfaceSizeClass: Int, Hashable, Sendable {
        case unspecified = 0
        case compact = 1
        case regular = 2
    }

    /// Which way text runs (UITraitEnvironmentLayoutDirection), with UIKit's raw values.
    public enum LayoutDirection: Int, Hashable, Sendable {
        case unspecified = -1
        case leftToRight = 0
        case rightToLeft = 1
    }

    /// Whether bold text is on (UILegibilityWeight).
    public enum LegibilityWeight: Int, Hashable, Sendable {
        case unspecified = -1
        case regular = 0
        case bold = 1
    }

    /// Whether increased contrast is on (UIAccessibilityContrast).
    public enum AccessibilityContrast: Int, Hashable, Sendable {
        case unspecified = -1
        case normal = 0
        case high = 1
    }

    /// The text size the person chose (UIContentSizeCategory), ordered from smallest to largest.
    public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Posted when the user's preferred text size changes; `userInfo` has the new one.
        public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
        /// The key of the new category (its raw value) in the notification's `userInfo`.
        public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

        public static let unspecified = ContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
        public static let extraSmall = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
        public static let small = ContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
        public static let medium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
        public static let large = ContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
        public static let extraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
        public static let extraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
        public static let extraExtraExtraLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
        public static let accessibilityMedium = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
        public static let accessibilityLarge = ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
        public static let accessibilityExtraLarge = ContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXL")
        public static let accessibilityExtraExtraLarge = ContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXXL")
        public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(
            rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

        private static let order: [ContentSizeCategory] = [
            .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]

        /// Whether the category is one of the accessibility sizes.
        public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

        public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
            (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
        }
    }

    public var userInterfaceStyle = UserInterfaceStyle.unspecified
    public var horizontalSizeClass = UserInterfaceSizeClass.unspecified
    public var verticalSizeClass = UserInterfaceSizeClass.unspecified
    /// Pixels per point; 0 when unspecified.
    public var displayScale: CGFloat = 0
    public var userInterfaceIdiom = Device.UserInterfaceIdiom.unspecified
    public var preferredContentSizeCategory = ContentSizeCategory.unspecified
    public var layoutDirection = LayoutDirection.unspecified
    public var legibilityWeight = LegibilityWeight.unspecified
    public var accessibilityContrast = AccessibilityContrast.unspecified
    /// Whether content sits at the base level or above it (a sheet, a popover).
    public var userInterfaceLevel = UserInterfaceLevel.unspecified
    public var displayGamut = DisplayGamut.unspecified
    /// Whether the window is frontmost (iPad and Mac).
    public var activeAppearance = UserInterfaceActiveAppearance.unspecified
    public var toolbarItemPresentationSize = NSToolbarItemPresentationSize.unspecified
    public var forceTouchCapability = ForceTouchCapability.unknown
    /// The kind of list the view is in (a plain, grouped, inset grouped or sidebar list).
    public var listEnvironment = ListEnvironment.unspecified
    public var sceneCaptureState = SceneCaptureState.unspecified
    public var imageDynamicRange = ImageDynamicRange.unspecified
    /// The language text is typeset for; nil follows the text.
    public var typesettingLanguage: Locale.Language?
    /// Whether natural alignment follows the base writing direction rather than the interface's.
    public var resolvesNaturalAlignmentWithBaseWritingDirection = false
    public var hdrHeadroomUsageLimit = HDRHeadroomUsageLimit.unspecified
    /// Where a tab accessory is shown (iOS 26).
    public var tabAccessoryEnvironment = TabAccessory.Environment.unspecified
    /// Whether the view is in an expanded or a collapsed split view controller (iOS 26); `.none` outside one.
    public var splitViewControllerLayoutEnvironment = SplitViewController.LayoutEnvironment.none

    /// What ``init(mutations:)`` and ``modifyingTraits(_:)`` run.
    public typealias TraitMutations = (inout TraitCollection) -> Void

    /// Every trait unspecified.
    public init() {}

    public init(userInterfaceLevel: UserInterfaceLevel) { self.userInterfaceLevel = userInterfaceLevel }
    public init(displayGamut: DisplayGamut) { self.displayGamut = displayGamut }
    public init(activeAppearance: UserInterfaceActiveAppearance) { self.activeAppearance = activeAppearance }
    public init(toolbarItemPresentationSize: NSToolbarItemPresentationSize) {
        self.toolbarItemPresentationSize = toolbarItemPresentationSize
    }
    public init(forceTouchCapability: ForceTouchCapability) { self.forceTouchCapability = forceTouchCapability }
    public init(listEnvironment: ListEnvironment) { self.listEnvironment = listEnvironment }
    public init(sceneCaptureState: SceneCaptureState) { self.sceneCaptureState = sceneCaptureState }
    public init(imageDynamicRange: ImageDynamicRange) { self.imageDynamicRange = imageDynamicRange }
    public init(typesettingLanguage: Locale.Language?) { self.typesettingLanguage = typesettingLanguage }
    public init(resolvesNaturalAlignmentWithBaseWritingDirection: Bool) {
        self.resolvesNaturalAlignmentWithBaseWritingDirection = resolvesNaturalAlignmentWithBaseWritingDirection
    }
    public init(hdrHeadroomUsageLimit: HDRHeadroomUsageLimit) { self.hdrHeadroomUsageLimit = hdrHeadroomUsageLimit }
    public init(tabAccessoryEnvironment: TabAccessory.Environment) {
        self.tabAccessoryEnvironment = tabAccessoryEnvironment
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as ``View/init(coder:)`` does.
    public init?(coder: NSCoder) {
        return nil
    }

    public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public init(horizontalSizeClass: UserInterfaceSizeClass) { self.horizontalSizeClass = horizontalSizeClass }
    public init(verticalSizeClass: UserInterfaceSizeClass) { self.verticalSizeClass = verticalSizeClass }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    public init(userInterfaceIdiom: Device.UserInterfaceIdiom) { self.userInterfaceIdiom = userInterfaceIdiom }
    public init(layoutDirection: LayoutDirection) { self.layoutDirection = layoutDirection }
    public init(legibilityWeight: LegibilityWeight) { self.legibilityWeight = legibilityWeight }
    public init(accessibilityContrast: AccessibilityContrast) { self.accessibilityContrast = accessibilityContrast }
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// The traits of `traitCollections` together: each specified trait from the last collection that gives it.
    public init(traitsFrom traitCollections: [TraitCollection]) {
        for traits in traitCollections { self = self.overlaid(by: traits) }
    }

    /// Traits made by `mutations` from none (iOS 17's `UITraitCollection { $0.userInterfaceStyle = .dark }`).
    public init(mutations: (inout TraitCollection) -> Void) {
        mutations(&self)
    }

    /// These traits changed by `mutations`.
    public func modifyingTraits(_ mutations: (inout TraitCollection) -> Void) -> TraitCollection {
        var traits = self
        mutations(&traits)
        return traits
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: TraitCollection?) -> Bool {
        guard let trait else { return true }
        return overlaid(by: trait) == self
    }

    /// Whether a dynamic colour may look different under `traitCollection` (style or contrast differ).
    public func hasDifferentColorAppearance(comparedTo traitCollection: TraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
            || accessibilityContrast != traitCollection.accessibilityContrast
    }

    /// These traits with each trait `other` specifies taking its value.
    func overlaid(by other: TraitCollection) -> TraitCollection {
        var traits = self
        if other.userInterfaceStyle != .unspecified { traits.userInterfaceStyle = other.userInterfaceStyle }
        if other.horizontalSizeClass != .unspecified { traits.horizontalSizeClass = other.horizontalSizeClass }
        if other.verticalSizeClass != .unspecified { traits.verticalSizeClass = other.verticalSizeClass }
        if other.displayScale != 0 { traits.displayScale = other.displayScale }
        if other.userInterfaceIdiom != .unspecified { traits.userInterfaceIdiom = other.userInterfaceIdiom }
        if other.preferredContentSizeCategory != .unspecified {
            traits.preferredContentSizeCategory = other.preferredContentSizeCategory
        }
        if other.layoutDirection != .unspecified { traits.layoutDirection = other.layoutDirection }
        if other.legibilityWeight != .unspecified { traits.legibilityWeight = other.legibilityWeight }
        if other.accessibilityContrast != .unspecified { traits.accessibilityContrast = other.accessibilityContrast }
        if other.userInterfaceLevel != .unspecified { traits.userInterfaceLevel = other.userInterfaceLevel }
        if other.displayGamut != .unspecified { traits.displayGamut = other.displayGamut }
        if other.activeAppearance != .unspecified { traits.activeAppearance = other.activeAppearance }
        if other.toolbarItemPresentationSize != .unspecified {
            traits.toolbarItemPresentationSize = other.toolbarItemPresentationSize
        }
        if other.forceTouchCapability != .unknown { traits.forceTouchCapability = other.forceTouchCapability }
        if other.listEnvironment != .unspecified { traits.listEnvironment = other.listEnvironment }
        if other.sceneCaptureState != .unspecified { traits.sceneCaptureState = other.sceneCaptureState }
        if other.imageDynamicRange != .unspecified { traits.imageDynamicRange = other.imageDynamicRange }
        if let language = other.typesettingLanguage { traits.typesettingLanguage = language }
        if other.resolvesNaturalAlignmentWithBaseWritingDirection {
            traits.resolvesNaturalAlignmentWithBaseWritingDirection = true
        }
        if other.hdrHeadroomUsageLimit != .unspecified { traits.hdrHeadroomUsageLimit = other.hdrHeadroomUsageLimit }
        if other.tabAccessoryEnvironment != .unspecified {
            traits.tabAccessoryEnvironment = other.tabAccessoryEnvironment
        }
        if other.splitViewControllerLayoutEnvironment != .none {
            traits.splitViewControllerLayoutEnvironment = other.splitViewControllerLayoutEnvironment
        }
        return traits
    }

    /// The text size the user chose in Settings (``Application/setPreferredContentSizeCategory(_:)``).
    @MainActor static var systemContentSizeCategory = ContentSizeCategory.large

    /// The traits of a window `size` points large on this device: light, compact below 600 points in a
    /// dimension and regular from there (an iPhone in portrait is compact wide and regular tall), the screen's
    /// scale, the device's idiom, the text size the user chose (Large by default), left to right.
    @MainActor
    static func screen(size: CGSize) -> TraitCollection {
        var traits = TraitCollection(userInterfaceStyle: .light)
        traits.horizontalSizeClass = size.width >= 600 ? .regular : .compact
        traits.verticalSizeClass = size.height >= 600 ? .regular : .compact
        traits.displayScale = Screen.main.scale
        traits.userInterfaceIdiom = Device.current.userInterfaceIdiom
        traits.preferredContentSizeCategory = systemContentSizeCategory
        traits.layoutDirection = .leftToRight
        traits.legibilityWeight = .regular
        traits.accessibilityContrast = .normal
        return traits
    }
}

extension Color {
    /// A colour that depends on the interface's style: `provider` is asked for the light and the dark colour
    /// once, here. Outside a dark trait collection the colour is the light one.
    public convenience init(dynamicProvider provider: (TraitCollection) -> Color) {
        let light = provider(TraitCollection(userInterfaceStyle: .light))
        let dark = provider(TraitCollection(userInterfaceStyle: .dark))
        let differs =
            dark.red != light.red || dark.green != light.green || dark.blue != light.blue || dark.alpha != light.alpha
        self.init(
            red: light.red, green: light.green, blue: light.blue, alpha: light.alpha, name: nil,
            dark: differs ? [dark.red, dark.green, dark.blue, dark.alpha] : nil)
    }

    /// The colour as `traitCollection` shows it: a dynamic colour's dark variant in a dark one.
    /// A system or semantic colour (`.label`, `.systemBackground`, `.systemBlue`, ...) resolves to UIKit's dark
    /// value in a dark one.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard traitCollection.userInterfaceStyle == .dark else { return self }
        if let dark { return Color(red: dark[0], green: dark[1], blue: dark[2], alpha: dark[3], name: nil) }
        guard let name, let system = Color.systemDarkVariants[name] else { return self }
        return Color(
            red: system.red / 255, green: system.green / 255, blue: system.blue / 255, alpha: system.alpha,
            name: nil)
    }

    /// A colour from hue, saturation and brightness, each from 0 to 1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = min(max(Double(saturation), 0), 1)
        let v = min(max(Double(brightness), 0), 1)
        let c = v * s
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        self.init(red: r + v - c, green: g + v - c, blue: b + v - c, alpha: Double(alpha), name: nil)
    }

    /// The components, as UIKit hands them out; always true (every colour here is RGB).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }
}

extension View {
    /// Tells this view, its controller, and the views below it that inherit its traits, of a change from
    /// `previous` to `now`.
    ///
    /// - Complexity: O(n) in the views below.
    func traitsChanged(from previous: TraitCollection, to now: TraitCollection) {
        guard now != previous else { return }
        traitCollectionDidChange(previous)
        for registration in traitRegistrations { registration.notify(self, from: previous, to: now) }
        if let controller = owningController {
            controller.traitCollectionDidChange(previous)
            for registration in controller.traitRegistrations {
                registration.notify(controller, from: previous, to: now)
            }
        }
        for view in subviews {
            // A subview sees the change through its own overrides (none for most).
            let overrides = view.extrasIfMade?.traitOverrides
            var before = previous
            var after = now
            if view.overrideUserInterfaceStyle != .unspecified {
                before.userInterfaceStyle = view.overrideUserInterfaceStyle
                after.userInterfaceStyle = view.overrideUserInterfaceStyle
            }
            if let overrides {
                before = before.overlaid(by: overrides)
                after = after.overlaid(by: overrides)
            }
            view.traitsChanged(from: before, to: after)
        }
    }

    /// The traits the view draws with: its own ``overrideUserInterfaceStyle`` unless unspecified, else those
    /// it inherits.
    ///
    /// - Complexity: O(d) in the view's depth.
    public var traitCollection: TraitCollection {
        var traits = inheritedTraitCollection
        if overrideUserInterfaceStyle != .unspecified { traits.userInterfaceStyle = overrideUserInterfaceStyle }
        if let overrides = extrasIfMade?.traitOverrides { traits = traits.overlaid(by: overrides) }
        return traits
    }

    /// The traits this view sets for itself and the views below it (iOS 17): `traitOverrides.userInterfaceStyle =
    /// .dark`. Each change tells the views whose traits it changes, as ``overrideUserInterfaceStyle`` does.
    public var traitOverrides: TraitOverrides {
        get { TraitOverrides(traits: extrasIfMade?.traitOverrides ?? TraitCollection()) }
        set {
            let previous = traitCollection
            extras.traitOverrides = newValue.traits == TraitCollection() ? nil : newValue.traits
            traitsChanged(from: previous, to: traitCollection)
        }
    }

    /// Applies pending trait changes now: headless, trait changes reach views as they happen, so there is
    /// never one pending.
    public func updateTraitsIfNeeded() {}

    /// The traits the superview draws with; a window's are the screen's at its size; a view outside any
    /// hierarchy's are light, the rest unspecified.
    var inheritedTraitCollection: TraitCollection {
        if let superview { return superview.traitCollection }
        if self is Window { return .screen(size: bounds.size) }
        return TraitCollection(userInterfaceStyle: .light)
    }
}
