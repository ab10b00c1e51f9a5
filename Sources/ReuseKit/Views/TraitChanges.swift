import Foundation

/// A trait a registration can watch (UITraitDefinition): each of ReuseKit's trait types says how to tell
/// whether two collections differ in it. `UITraitUserInterfaceStyle.self` and its kin are the values
/// `registerForTraitChanges(_:handler:)` takes.
public protocol TraitDefinition {
    /// Whether `a` and `b` differ in this trait.
    static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool
}

/// A trait that is one property of a trait collection: two collections differ in it when the property does.
public protocol PropertyTrait: TraitDefinition {
    associatedtype Value: Equatable
    /// The trait collection's property.
    static var property: WritableKeyPath<TraitCollection, Value> { get }
}

extension PropertyTrait {
    public static func differs(_ a: TraitCollection, _ b: TraitCollection) -> Bool {
        a[keyPath: property] != b[keyPath: property]
    }
}

/// Light or dark (UITraitUserInterfaceStyle).
public enum TraitUserInterfaceStyle: PropertyTrait {
    public static var property: WritableKeyPath<TraitCollection, TraitCollection.UserInterfaceStyle> {
        \.userInterfaceStyle
    }
}

/// The horizontal size class (UITraitHorizontalSizeClass).
public enum TraitHorizontalSizeClass: PropertyTrait {
    public static var property: WritableKeyPath<TraitCollection, TraitCollection.UserInterfaceSizeClass> {
        \.horizontalSizeClass
    }
}

/// The vertical size class (UITraitVerticalSizeClass).
public enum TraitVerticalSizeClass: PropertyTrait {
    public static var property: WritableKeyPath<TraitCollection, TraitCollection.UserInterfaceSizeClass> {
        \.verticalSizeClass
    }
}

/// The text size (UITraitPreferredContentSizeCategory).
public enum TraitPreferredContentSizeCategory: PropertyTrait {
    public static var property: WritableKeyPath<TraitCollection, TraitCollection.ContentSizeCategory> {
        \.preferredContentSizeCategory
    }
}

/// The display scale (UITraitDisplayScale).
public enum TraitDisplayScale: PropertyTrait {
    public static var property: WritableKeyPath<TraitCollection, CGFloat> { \.displayScale }
}

/// The layout direction (UITraitLayoutDirection).
public enum TraitLayoutDirection: PropertyTrait {
    public static var property: WritableKeyPath<TraitCollection, TraitCollection.LayoutDirection> { \.layoutDirection }
}

/// The interface idiom (UITraitUserInterfaceIdiom).
public enum TraitUserInterfaceIdiom: PropertyTrait {
    public static var property: WritableKeyPath<TraitCollection, Device.UserInterfaceIdiom> { \.userInterfaceIdiom }
}

/// Bold text (UITraitLegibilityWeight).
public enum TraitLegibilityWeight: PropertyTrait {
    public static var property: WritableKeyPath<TraitCollection, TraitCollection.LegibilityWeight> {
        \.legibilityWeight
    }
}

/// Increased contrast (UITraitAccessibilityContrast).
public enum TraitAccessibilityContrast: PropertyTrait {
    public static var property: WritableKeyPath<TraitCollection, TraitCollection.AccessibilityContrast> {
        \.accessibilityContrast
    }
}

/// A trait to watch (UITrait): a trait definition's type.
public typealias Trait = any TraitDefinition.Type

extension TraitCollection {
    /// The traits a dynamic colour can depend on (UIKit's `systemTraitsAffectingColorAppearance`).
    public static var systemTraitsAffectingColorAppearance: [Trait] {
        [TraitUserInterfaceStyle.self, TraitAccessibilityContrast.self, TraitUserInterfaceIdiom.self]
    }
    /// The traits a view's image can depend on (UIKit's `systemTraitsAffectingImageLookup`).
    public static var systemTraitsAffectingImageLookup: [Trait] {
        [
            TraitUserInterfaceStyle.self, TraitDisplayScale.self, TraitLayoutDirection.self,
            TraitLegibilityWeight.self, TraitPreferredContentSizeCategory.self,
        ]
    }
}

/// A registration for trait changes (UITraitChangeRegistration), as `registerForTraitChanges(_:handler:)` returns it:
/// pass it to `unregisterForTraitChanges(_:)`. A protocol, as UIKit's is, so that `any UITraitChangeRegistration`
/// compiles.
public protocol TraitChangeRegistration: AnyObject, NSCopying {}

/// What views and view controllers offer for observing their traits (UITraitChangeObservable, iOS 17): register
/// with `registerForTraitChanges(_:handler:)`, stop with ``unregisterForTraitChanges(_:)``.
@preconcurrency @MainActor
public protocol TraitChangeObservable {
    /// A handler given the observer and its previous traits.
    typealias TraitChangeHandler<Observer> = (Observer, TraitCollection) -> Void

    /// Stops a registration.
    func unregisterForTraitChanges(_ registration: any TraitChangeRegistration)
}

/// The registration ReuseKit makes: the traits it watches and its handler.
@preconcurrency @MainActor
final class TraitChangeHandlerRegistration: TraitChangeRegistration, IdentityHashable {
    let traits: [Trait]
    let handler: (AnyObject, TraitCollection) -> Void

    /// A registration whose handler is given the observer as `Observer` (the registering view's or
    /// controller's own type, `Self` in client code).
    init<Observer: AnyObject>(traits: [Trait], handler: @escaping (Observer, TraitCollection) -> Void) {
        self.traits = traits
        self.handler = { object, previous in
            if let observer = object as? Observer { handler(observer, previous) }
        }
    }

    /// The registration itself: copying it does not register again.
    nonisolated func copy(with zone: NSZone? = nil) -> Any { self }

    /// Runs the handler for `object` when `previous` and `now` differ in a watched trait.
    func notify(_ object: AnyObject, from previous: TraitCollection, to now: TraitCollection) {
        guard traits.contains(where: { $0.differs(previous, now) }) else { return }
        handler(object, previous)
    }
}

extension View: TraitChangeObservable {
    /// Runs `handler` with this view and its previous traits whenever one of `traits` changes for it (iOS 17's
    /// replacement of `traitCollectionDidChange(_:)`). The view keeps the registration.
    @discardableResult
    public func registerForTraitChanges<Observer: View>(
        _ traits: [Trait], handler: @escaping (Observer, TraitCollection) -> Void
    ) -> any TraitChangeRegistration {
        let registration = TraitChangeHandlerRegistration(traits: traits, handler: handler)
        traitRegistrations.append(registration)
        return registration
    }

    /// Stops a registration made with ``registerForTraitChanges(_:handler:)``.
    public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}

extension ViewController: TraitChangeObservable {
    /// Runs `handler` with this controller and its previous traits whenever one of `traits` changes for its view.
    @discardableResult
    public func registerForTraitChanges<Observer: ViewController>(
        _ traits: [Trait], handler: @escaping (Observer, TraitCollection) -> Void
    ) -> any TraitChangeRegistration {
        let registration = TraitChangeHandlerRegistration(traits: traits, handler: handler)
        traitRegistrations.append(registration)
        return registration
    }

    /// Stops a registration made with ``registerForTraitChanges(_:handler:)``.
    public func unregisterForTraitChanges(_ registration: any TraitChangeRegistration) {
        traitRegistrations.removeAll { $0 === registration }
    }
}
