import Foundation

extension TraitCollection {
    /// Whether content sits at the base level or above it (UIUserInterfaceLevel), with UIKit's raw values.
    public enum UserInterfaceLevel: Int, Hashable, Sendable {
        case unspecified = -1
        case base = 0
        case elevated = 1
    }

    /// The colour range of the display (UIDisplayGamut), with UIKit's raw values.
    public enum DisplayGamut: Int, Hashable, Sendable {
        case unspecified = -1
        // swift-format-ignore: AlwaysUseLowerCamelCase
        case SRGB = 0
        // swift-format-ignore: AlwaysUseLowerCamelCase
        case P3 = 1
    }

    /// Whether the window is frontmost (UIUserInterfaceActiveAppearance), with UIKit's raw values.
    public enum UserInterfaceActiveAppearance: Int, Hashable, Sendable {
        case unspecified = -1
        case inactive = 0
        case active = 1
    }

    /// The size of toolbar items in a Mac window (UINSToolbarItemPresentationSize), with UIKit's raw values.
    public enum NSToolbarItemPresentationSize: Int, Hashable, Sendable {
        case unspecified = -1
        case regular = 0
        case small = 1
        case large = 3
    }

    /// Whether the screen senses pressure (UIForceTouchCapability), with UIKit's raw values.
    public enum ForceTouchCapability: Int, Hashable, Sendable {
        case unknown = 0
        case unavailable = 1
        case available = 2
    }

    /// The kind of list a view is in (UIListEnvironment), with UIKit's raw values.
    public enum ListEnvironment: Int, Hashable, Sendable {
        case unspecified = 0
        case none = 1
        case plain = 2
        case grouped = 3
        case insetGrouped = 4
        case sidebar = 5
        case sidebarPlain = 6
    }

    /// Whether the screen is being captured (UISceneCaptureState), with UIKit's raw values.
    public enum SceneCaptureState: Int, Hashable, Sendable {
        case unspecified = -1
        case inactive = 0
        case active = 1
    }

    /// The dynamic range images are shown in (UIImage.DynamicRange), with UIKit's raw values.
    public enum ImageDynamicRange: Int, Hashable, Sendable {
        case unspecified = -1
        case standard = 0
        case constrainedHigh = 1
        case high = 2
    }

    /// Whether HDR headroom may be used (UIHDRHeadroomUsageLimit), with UIKit's raw values.
    public enum HDRHeadroomUsageLimit: Int, Hashable, Sendable {
        case unspecified = -1
        case active = 0
        case inactive = 1
    }

    /// Traits with `trait` set to `value`.
    public init<T: PropertyTrait>(_ trait: T.Type, value: T.Value) {
        self.init()
        self[keyPath: T.property] = value
    }

    /// These traits with `trait` set to `value`.
    public func replacing<T: PropertyTrait>(_ trait: T.Type, value: T.Value) -> TraitCollection {
        var traits = self
        traits[keyPath: T.property] = value
        return traits
    }

    /// The value of `trait` (`traitCollection[UITraitUserInterfaceStyle.self]`).
    public subscript<T: PropertyTrait>(trait: T.Type) -> T.Value {
        self[keyPath: T.property]
    }

    /// The system traits whose values differ from `traitCollection`'s (every specified one when it is nil).
    ///
    /// - Complexity: O(t) in the system traits.
    public func changedTraits(from traitCollection: TraitCollection?) -> [Trait] {
        let other = traitCollection ?? TraitCollection()
        return Self.systemTraits.filter { $0.differs(self, other) }
    }

    /// Every system trait ReuseKit's registrations can watch.
    static var systemTraits: [Trait] {
        [
            TraitUserInterfaceStyle.self, TraitHorizontalSizeClass.self, TraitVerticalSizeClass.self,
            TraitPreferredContentSizeCategory.self, TraitDisplayScale.self, TraitLayoutDirection.self,
            TraitUserInterfaceIdiom.self, TraitLegibilityWeight.self, TraitAccessibilityContrast.self,
            TraitUserInterfaceLevel.self, TraitListEnvironment.self,
        ]
    }
}

/// The interface level (UITraitUserInterfaceLevel).
public enum TraitUserInterfaceLevel: PropertyTrait {
    public static var property: WritableKeyPath<TraitCollection, TraitCollection.UserInterfaceLevel> {
        \.userInterfaceLevel
    }
}

/// The list environment (UITraitListEnvironment).
public enum TraitListEnvironment: PropertyTrait {
    public static var property: WritableKeyPath<TraitCollection, TraitCollection.ListEnvironment> {
        \.listEnvironment
    }
}

/// The traits a view or controller overrides for itself and what is below it (UITraitOverrides): set any trait
/// collection property on it (`traitOverrides.horizontalSizeClass = .compact`); an unspecified value is no
/// override.
@dynamicMemberLookup
public struct TraitOverrides: Hashable, Sendable {
    /// The overrides, as a collection whose unspecified traits are not overridden.
    public var traits: TraitCollection

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<TraitCollection, Value>) -> Value {
        get { traits[keyPath: keyPath] }
        set { traits[keyPath: keyPath] = newValue }
    }

    /// Whether `trait` is overridden.
    public func contains<T: PropertyTrait>(_ trait: T.Type) -> Bool {
        T.differs(traits, TraitCollection())
    }

    /// Stops overriding `trait`.
    public mutating func remove<T: PropertyTrait>(_ trait: T.Type) {
        traits[keyPath: T.property] = TraitCollection()[keyPath: T.property]
    }
}

extension Image {
    /// The dynamic range an image is shown in (UIImage.DynamicRange).
    public typealias DynamicRange = TraitCollection.ImageDynamicRange

    /// Whether the image is tagged for high dynamic range (iOS 17): never, headless, where images are decoded to
    /// standard range.
    public var isHighDynamicRange: Bool { false }

    /// The image drawn within the standard range (iOS 17): the image itself, already standard range headless.
    public func imageRestrictedToStandardDynamicRange() -> Image { self }
}
