import Foundation
import Synchronization

/// UIKit code's selector-based observers (`addObserver(self, selector: #selector(keyboardWillShow(_:)), name:
/// object:)`), with the method itself as the selector, as ReuseKit's target–action takes it:
/// `NotificationCenter.default.addObserver(self, selector: ViewController.keyboardWillShow, name:
/// UIResponder.keyboardWillShowNotification, object: nil)`. The center keeps the observer weakly, as on iOS 9 and
/// later, and `removeObserver(self)` removes every observation the object made this way.
extension NotificationCenter {
    /// The observations made with a method, by center and observer.
    private struct Entry: @unchecked Sendable {
        weak var observer: AnyObject?
        let token: any NSObjectProtocol
        let name: Notification.Name?
        let object: AnyObject?
    }

    /// A center and an observer.
    private struct Key: Hashable {
        let center: ObjectIdentifier
        let observer: ObjectIdentifier
    }

    private static let entries = Mutex<[Key: [Entry]]>([:])

    /// Calls `selector` (a method of `observer` taking the notification) for each notification named `name` (any
    /// name when nil) from `object` (any sender when nil). A notification posted off the main thread reaches a
    /// main-actor method on the main queue.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer) -> (Notification) -> Void,
        name: Notification.Name?, object: Any?
    ) {
        register(observer, name: name, object: object) { target, note in selector(target)(note) }
    }

    /// The same, for a method taking the notification as Objective-C code and older Swift code type it,
    /// `NSNotification` (`@objc func didBecomeActive(notification: NSNotification)`): Linux's Foundation does not
    /// bridge the two, so the notification is handed over as an `NSNotification` of the same name, object and
    /// user info.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer) -> (NSNotification) -> Void,
        name: Notification.Name?, object: Any?
    ) {
        register(observer, name: name, object: object) { target, note in
            selector(target)(NSNotification(name: note.name, object: note.object, userInfo: note.userInfo))
        }
    }

    /// Calls `selector` (a method of `observer` taking nothing) for each notification named `name` from `object`.
    public func addObserver<Observer: AnyObject>(
        _ observer: Observer, selector: @escaping @MainActor (Observer) -> () -> Void, name: Notification.Name?,
        object: Any?
    ) {
        register(observer, name: name, object: object) { target, _ in selector(target)() }
    }

    /// The same, with the observer typed `Any`, as UIKit's parameter is (`addObserver(weakSelf as Any, selector:
    /// …)`): it observes when it is an instance of the method's class, and nothing is registered otherwise (a nil
    /// observer, or another object).
    @_disfavoredOverload
    public func addObserver<Observer: AnyObject>(
        _ observer: Any, selector: @escaping @MainActor (Observer) -> (Notification) -> Void,
        name: Notification.Name?, object: Any?
    ) {
        guard let target = observer as? Observer else { return }
        addObserver(target, selector: selector, name: name, object: object)
    }

    /// The same, for a method taking nothing, with the observer typed `Any`.
    @_disfavoredOverload
    public func addObserver<Observer: AnyObject>(
        _ observer: Any, selector: @escaping @MainActor (Observer) -> () -> Void, name: Notification.Name?,
        object: Any?
    ) {
        guard let target = observer as? Observer else { return }
        addObserver(target, selector: selector, name: name, object: object)
    }

    /// Calls `selector`, a class method taking the notification, with the class as the observer (`addObserver(self,
    /// selector: #selector(update(_:)), …)` in a `static func`): `addObserver(self, selector: LoadingView.update,
    /// name: UIDevice.orientationDidChangeNotification, object: nil)`. A class lives as long as the process, so the
    /// observation does too, until ``removeObserver(_:)-(AnyClass)`` with the class.
    public func addObserver(
        _ observer: AnyClass, selector: @escaping @MainActor (Notification) -> Void, name: Notification.Name?,
        object: Any?
    ) {
        let token = addObserver(forName: name, object: object, queue: nil) { note in
            Self.onMain(note) { selector($0) }
        }
        let entry = ClassEntry(token: token)
        Self.classEntries.withLock { $0[Self.classKey(self, observer), default: []].append(entry) }
    }

    /// The same, for a class method taking nothing.
    public func addObserver(
        _ observer: AnyClass, selector: @escaping @MainActor () -> Void, name: Notification.Name?, object: Any?
    ) {
        addObserver(observer, selector: { _ in selector() }, name: name, object: object)
    }

    /// Removes every observation the class `observer` made with a class method.
    public func removeObserver(_ observer: AnyClass) {
        let tokens = Self.classEntries.withLock { $0.removeValue(forKey: Self.classKey(self, observer)) ?? [] }
        for entry in tokens { removeObserver(entry.token as Any) }
    }

    /// An observation made with a class method.
    private struct ClassEntry: @unchecked Sendable {
        let token: any NSObjectProtocol
    }

    /// The observations made with a class method, by center and class.
    private static let classEntries = Mutex<[Key: [ClassEntry]]>([:])

    private static func classKey(_ center: NotificationCenter, _ observer: AnyClass) -> Key {
        Key(center: ObjectIdentifier(center), observer: ObjectIdentifier(observer))
    }

    /// Removes every observation `observer` made, with a method or through Foundation.
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes `observer`'s observations of `name` (every name when nil) from `object` (every sender when nil).
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        let key = Self.key(self, observer)
        let removed = Self.entries.withLock { table -> [Entry] in
            let all = table[key] ?? []
            let matching = all.filter { entry in
                entry.observer === observer && (name == nil || entry.name == name)
                    && (object == nil || entry.object === (object as AnyObject?))
            }
            let kept = all.filter { entry in entry.observer != nil && !matching.contains { $0.token === entry.token } }
            table[key] = kept.isEmpty ? nil : kept
            return matching
        }
        for entry in removed { removeObserver(entry.token as Any) }
        removeObserver(observer as Any, name: name, object: object)
    }

    private func register<Observer: AnyObject>(
        _ observer: Observer, name: Notification.Name?, object: Any?,
        _ deliver: @escaping @MainActor (Observer, Notification) -> Void
    ) {
        nonisolated(unsafe) weak let target = observer
        let token = addObserver(forName: name, object: object, queue: nil) { note in
            Self.onMain(note) { note in
                if let target { deliver(target, note) }
            }
        }
        let entry = Entry(observer: observer, token: token, name: name, object: object as AnyObject?)
        Self.entries.withLock { $0[Self.key(self, observer), default: []].append(entry) }
    }

    /// Runs `deliver` with `note` on the main actor: at once when posted on the main thread, else on the main
    /// queue, as a main-actor method observing a notification posted anywhere must hear it.
    private nonisolated static func onMain(
        _ note: Notification, _ deliver: @escaping @MainActor (Notification) -> Void
    ) {
        nonisolated(unsafe) let note = note
        if Thread.isMainThread {
            MainActor.assumeIsolated { deliver(note) }
        } else {
            DispatchQueue.main.async { deliver(note) }
        }
    }

    private static func key(_ center: NotificationCenter, _ observer: AnyObject) -> Key {
        Key(center: ObjectIdentifier(center), observer: ObjectIdentifier(observer))
    }
}
