import Foundation

/// UIKit code's `perform(#selector(update), with: nil, afterDelay: 0.3)`, with the method itself as the selector
/// (as ReuseKit's target–action takes it): `perform(SearchViewController.update, with: nil, afterDelay: 0.3)`. The
/// call runs on the views' virtual clock (`UIView.advanceAnimations(by:)`, a scroll view's frames), and
/// `NSObject.cancelPreviousPerformRequests(withTarget:)` cancels what has not run yet, as a search field's debounce
/// does on each keystroke.
@MainActor
extension NSObject {
    /// Calls `aSelector` (a method of this object taking nothing) after `delay` seconds of virtual time.
    public func perform<Target: NSObject>(
        _ aSelector: @escaping @MainActor (Target) -> () -> Void, with anArgument: Any?, afterDelay delay: TimeInterval
    ) {
        schedule(after: delay, argument: anArgument) { target in (target as? Target).map { aSelector($0)() } }
    }

    /// Calls `aSelector` (a method of this object taking one argument) with `anArgument` after `delay` seconds.
    public func perform<Target: NSObject>(
        _ aSelector: @escaping @MainActor (Target) -> (Any?) -> Void, with anArgument: Any?,
        afterDelay delay: TimeInterval
    ) {
        nonisolated(unsafe) let argument = anArgument
        schedule(after: delay, argument: anArgument) { target in (target as? Target).map { aSelector($0)(argument) } }
    }

    /// Cancels every call `aTarget` scheduled with `perform(_:with:afterDelay:)` that has not run yet.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        guard let object = aTarget as? NSObject else { return }
        let key = ObjectIdentifier(object)
        for request in DelayedPerform.pending[key] ?? [] { request.isCancelled = true }
        DelayedPerform.pending[key] = nil
    }

    /// Cancels the calls `aTarget` scheduled with `perform(_:with:afterDelay:)` with `anArgument` (the same object,
    /// an equal object, or both nil) that have not run yet, as a debounced search cancels its last `perform`
    /// (`cancelPreviousPerformRequests(withTarget: self, selector: SearchViewController.search, object: nil)`).
    /// Methods cannot be compared on Linux, so every method the target scheduled with that argument is cancelled.
    public class func cancelPreviousPerformRequests<Target: NSObject>(
        withTarget aTarget: Any, selector aSelector: @escaping @MainActor (Target) -> () -> Void,
        object anArgument: Any?
    ) {
        cancelRequests(of: aTarget, withArgument: anArgument)
    }

    /// The same, for a method taking the argument.
    public class func cancelPreviousPerformRequests<Target: NSObject>(
        withTarget aTarget: Any, selector aSelector: @escaping @MainActor (Target) -> (Any?) -> Void,
        object anArgument: Any?
    ) {
        cancelRequests(of: aTarget, withArgument: anArgument)
    }

    private class func cancelRequests(of aTarget: Any, withArgument argument: Any?) {
        guard let object = aTarget as? NSObject else { return }
        let key = ObjectIdentifier(object)
        let matching = (DelayedPerform.pending[key] ?? []).filter { DelayedPerform.same($0.argument, argument) }
        for request in matching { request.isCancelled = true }
        DelayedPerform.pending[key]?.removeAll { $0.isCancelled }
        if DelayedPerform.pending[key]?.isEmpty == true { DelayedPerform.pending[key] = nil }
    }

    private func schedule(
        after delay: TimeInterval, argument: Any?, _ call: @escaping @MainActor (NSObject) -> Void
    ) {
        let request = DelayedPerform.Request(argument: argument)
        let key = ObjectIdentifier(self)
        DelayedPerform.pending[key, default: []].append(request)
        weak let target = self
        ViewAnimator.shared.schedule(after: delay) {
            DelayedPerform.pending[key]?.removeAll { $0 === request }
            if DelayedPerform.pending[key]?.isEmpty == true { DelayedPerform.pending[key] = nil }
            guard !request.isCancelled, let target else { return }
            call(target)
        }
    }
}

/// The calls scheduled with a delay, by target, so that they can be cancelled.
@MainActor
enum DelayedPerform {
    final class Request {
        var isCancelled = false
        /// What the call was scheduled with, which cancelling by argument compares.
        let argument: Any?

        init(argument: Any?) { self.argument = argument }
    }

    /// Whether two arguments of `perform` are the same for cancelling: both nil, the same object, or equal.
    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?):
            if let x = a as AnyObject?, let y = b as AnyObject?, x === y { return true }
            if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
            return (a as? NSObject)?.isEqual(b) ?? false
        default: return false
        }
    }

    static var pending: [ObjectIdentifier: [Request]] = [:]
}
