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
        schedule(after: delay) { target in (target as? Target).map { aSelector($0)() } }
    }

    /// Calls `aSelector` (a method of this object taking one argument) with `anArgument` after `delay` seconds.
    public func perform<Target: NSObject>(
        _ aSelector: @escaping @MainActor (Target) -> (Any?) -> Void, with anArgument: Any?,
        afterDelay delay: TimeInterval
    ) {
        nonisolated(unsafe) let argument = anArgument
        schedule(after: delay) { target in (target as? Target).map { aSelector($0)(argument) } }
    }

    /// Cancels every call `aTarget` scheduled with `perform(_:with:afterDelay:)` that has not run yet.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        guard let object = aTarget as? NSObject else { return }
        let key = ObjectIdentifier(object)
        for request in DelayedPerform.pending[key] ?? [] { request.isCancelled = true }
        DelayedPerform.pending[key] = nil
    }

    private func schedule(after delay: TimeInterval, _ call: @escaping @MainActor (NSObject) -> Void) {
        let request = DelayedPerform.Request()
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
    }

    static var pending: [ObjectIdentifier: [Request]] = [:]
}
