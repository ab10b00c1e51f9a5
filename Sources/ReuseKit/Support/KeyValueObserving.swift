import Foundation

// Key-value observing of views in Foundation's Swift shape (`tableView.observe(\.contentOffset, options: .new)`),
// which Linux's Foundation lacks: there is no Objective-C runtime to swap setters, so the observable properties
// say when they may have changed, and each observation compares the value with the last it saw.

/// What a change notification carries (Foundation's `NSKeyValueObservingOptions`), with its raw values.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A first notification at once, when the observation begins.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification before each change as well as after: headless, changes are seen after they happen, so the
    /// prior one comes right before the other, with the old value.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change (Foundation's `NSKeyValueChange`): a view's observable properties are set, never collections.
public enum NSKeyValueChange: UInt, Hashable, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// One change of an observed property (Foundation's `NSKeyValueObservedChange`).
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The new value, when the options asked for it.
    public let newValue: Value?
    /// The old value, when the options asked for it.
    public let oldValue: Value?
    /// The indexes of a collection's change; nil for a setting.
    public let indexes: IndexSet?
    /// Whether this is the notification before the change (``NSKeyValueObservingOptions/prior``).
    public let isPrior: Bool
}

/// An observation in progress (Foundation's `NSKeyValueObservation`): it lasts while this object is kept (or
/// until ``invalidate()``), as Foundation's does.
public final class NSKeyValueObservation: Hashable {
    fileprivate var isValid = true

    fileprivate init() {}

    /// Stops the observation.
    public func invalidate() { isValid = false }

    /// Observations are equal when they are the same one, so that `Set<NSKeyValueObservation>` keeps them.
    public static func == (lhs: NSKeyValueObservation, rhs: NSKeyValueObservation) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What `observe(_:options:changeHandler:)` is declared on (Foundation's protocol of the same name): views here.
@preconcurrency @MainActor
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension View: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: View {
    /// Calls `changeHandler` when the value at `keyPath` changes, as Foundation's key-value observing does: a
    /// scroll view's `contentOffset`, `contentSize` and `contentInset`, and any view's `frame`, `bounds`, `center`,
    /// `alpha` and `isHidden`, or any property computed from them. A value that is `Equatable` is reported when it
    /// differs from the last one seen; another on every change of those properties. Keep the returned observation:
    /// the observing stops when it is released.
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        var last = self[keyPath: keyPath]
        func change(new: Value?, old: Value?, prior: Bool) -> NSKeyValueObservedChange<Value> {
            NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? new : nil,
                oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: prior)
        }
        let observer = KeyValueObserver(observation: observation) { view in
            guard let object = view as? Self else { return }
            let value = object[keyPath: keyPath]
            if KeyValueObserver.same(last, value) { return }
            let old = last
            last = value
            if options.contains(.prior) { changeHandler(object, change(new: nil, old: old, prior: true)) }
            changeHandler(object, change(new: value, old: old, prior: false))
        }
        extras.keyValueObservers.append(observer)
        if options.contains(.initial) { changeHandler(self, change(new: last, old: nil, prior: false)) }
        return observation
    }
}

/// One observation of a view: its check, and the observation object whose release ends it.
@MainActor
final class KeyValueObserver {
    weak var observation: NSKeyValueObservation?
    let check: (View) -> Void

    init(observation: NSKeyValueObservation, check: @escaping (View) -> Void) {
        self.observation = observation
        self.check = check
    }

    /// Runs the checks of `extras`' live observations of `view`, dropping those that ended.
    static func notify(_ extras: ViewExtras, of view: View) {
        extras.keyValueObservers.removeAll { $0.observation?.isValid != true }
        for observer in extras.keyValueObservers { observer.check(view) }
    }

    /// Whether two values are equal, when their type is `Equatable`; false otherwise (every change is reported).
    static func same<Value>(_ a: Value, _ b: Value) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
