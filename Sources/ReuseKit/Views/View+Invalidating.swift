import Foundation

/// A kind of change that leaves a view needing an update (UIViewInvalidating): `.layout`, `.display`,
/// `.constraints`, `.intrinsicContentSize`, `.configuration` and `.properties`, for ``View/Invalidating``.
public protocol ViewInvalidating {
    /// Tells `view` that this aspect of it needs an update.
    @MainActor func invalidate(view: View)
}

/// The views with a configuration to update (cells, headers and footers, buttons): what `.configuration` asks.
@MainActor
protocol ConfigurationInvalidating: AnyObject {
    func setNeedsUpdateConfiguration()
}

extension TableViewCell: ConfigurationInvalidating {}
extension TableViewHeaderFooterView: ConfigurationInvalidating {}
extension CollectionViewCell: ConfigurationInvalidating {}
extension Button: ConfigurationInvalidating {}

extension View {
    /// The kinds of invalidation a ``View/Invalidating`` property names (UIView.Invalidations).
    public enum Invalidations {
        /// The view's configuration: a cell's, a header's or a button's `setNeedsUpdateConfiguration()`; nothing
        /// for other views, which have none.
        public struct Configuration: ViewInvalidating {
            public init() {}
            @MainActor public func invalidate(view: View) {
                (view as? any ConfigurationInvalidating)?.setNeedsUpdateConfiguration()
            }
        }

        /// The view's constraints: `setNeedsUpdateConstraints()`.
        public struct Constraints: ViewInvalidating {
            public init() {}
            @MainActor public func invalidate(view: View) { view.setNeedsUpdateConstraints() }
        }

        /// The view's drawing: `setNeedsDisplay()`.
        public struct Display: ViewInvalidating {
            public init() {}
            @MainActor public func invalidate(view: View) { view.setNeedsDisplay() }
        }

        /// The view's intrinsic size: `invalidateIntrinsicContentSize()`.
        public struct IntrinsicContentSize: ViewInvalidating {
            public init() {}
            @MainActor public func invalidate(view: View) { view.invalidateIntrinsicContentSize() }
        }

        /// The layout of the view's subviews: `setNeedsLayout()`.
        public struct Layout: ViewInvalidating {
            public init() {}
            @MainActor public func invalidate(view: View) { view.setNeedsLayout() }
        }

        /// The view's properties (iOS 26): `setNeedsUpdateProperties()`.
        public struct Properties: ViewInvalidating {
            public init() {}
            @MainActor public func invalidate(view: View) { view.setNeedsUpdateProperties() }
        }

        /// Two kinds at once, the first first: what `@Invalidating(.display, .layout)` makes.
        public struct Tuple<Invalidation1: ViewInvalidating, Invalidation2: ViewInvalidating>: ViewInvalidating {
            let first: Invalidation1
            let second: Invalidation2

            public init(_ first: Invalidation1, _ second: Invalidation2) {
                self.first = first
                self.second = second
            }

            @MainActor public func invalidate(view: View) {
                first.invalidate(view: view)
                second.invalidate(view: view)
            }
        }
    }

    /// A view's property whose change leaves the view needing an update (UIView.Invalidating):
    /// `@Invalidating(.display, .layout) var badgePosition = Position.topTrailing` in a `View` subclass sets the
    /// value and, when it differs from the old one, asks for a new drawing and a new layout. Setting the same
    /// value asks for nothing. The wrapper works only in a class derived from ``View``, as in UIKit.
    @propertyWrapper
    public struct Invalidating<Value: Equatable, InvalidationType: ViewInvalidating> {
        private var value: Value
        private let invalidation: InvalidationType

        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            value = wrappedValue
            self.invalidation = invalidation
        }

        public init<InvalidationType1, InvalidationType2>(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2
        ) where InvalidationType == Invalidations.Tuple<InvalidationType1, InvalidationType2> {
            self.init(wrappedValue: wrappedValue, Invalidations.Tuple(invalidation1, invalidation2))
        }

        public init<InvalidationType1, InvalidationType2, InvalidationType3>(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
            _ invalidation3: InvalidationType3
        )
        where
            InvalidationType == Invalidations.Tuple<
                Invalidations.Tuple<InvalidationType1, InvalidationType2>, InvalidationType3
            >
        {
            self.init(
                wrappedValue: wrappedValue,
                Invalidations.Tuple(Invalidations.Tuple(invalidation1, invalidation2), invalidation3))
        }

        public init<InvalidationType1, InvalidationType2, InvalidationType3, InvalidationType4>(
            wrappedValue: Value, _ invalidation1: InvalidationType1, _ invalidation2: InvalidationType2,
            _ invalidation3: InvalidationType3, _ invalidation4: InvalidationType4
        )
        where
            InvalidationType == Invalidations.Tuple<
                Invalidations.Tuple<InvalidationType1, InvalidationType2>,
                Invalidations.Tuple<InvalidationType3, InvalidationType4>
            >
        {
            self.init(
                wrappedValue: wrappedValue,
                Invalidations.Tuple(
                    Invalidations.Tuple(invalidation1, invalidation2), Invalidations.Tuple(invalidation3, invalidation4)
                ))
        }

        /// Only a view's property can invalidate: outside a `View` subclass the wrapper does not compile.
        @available(*, unavailable, message: "@Invalidating is only available on properties of a View subclass")
        public var wrappedValue: Value {
            get { fatalError("@Invalidating is only available on properties of a View subclass") }
            set { fatalError("@Invalidating is only available on properties of a View subclass") }
        }

        /// The value of the property in `instance`; setting a different one invalidates the view.
        @MainActor
        public static subscript<EnclosingSelf: View>(
            _enclosingInstance instance: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
        ) -> Value {
            get { instance[keyPath: storageKeyPath].value }
            set {
                let changed = instance[keyPath: storageKeyPath].value != newValue
                instance[keyPath: storageKeyPath].value = newValue
                if changed { instance[keyPath: storageKeyPath].invalidation.invalidate(view: instance) }
            }
        }
    }
}

extension ViewInvalidating where Self == View.Invalidations.Configuration {
    /// A change to the view's configuration.
    public static var configuration: Self { .init() }
}

extension ViewInvalidating where Self == View.Invalidations.Constraints {
    /// A change to the view's constraints.
    public static var constraints: Self { .init() }
}

extension ViewInvalidating where Self == View.Invalidations.Display {
    /// A change that needs the view drawn again.
    public static var display: Self { .init() }
}

extension ViewInvalidating where Self == View.Invalidations.IntrinsicContentSize {
    /// A change to the view's intrinsic size.
    public static var intrinsicContentSize: Self { .init() }
}

extension ViewInvalidating where Self == View.Invalidations.Layout {
    /// A change to the layout of the view's subviews.
    public static var layout: Self { .init() }
}

extension ViewInvalidating where Self == View.Invalidations.Properties {
    /// A change to the view's properties (iOS 26).
    public static var properties: Self { .init() }
}
