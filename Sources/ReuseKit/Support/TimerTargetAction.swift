import Foundation

// Timers made with a target and a selector, which older list code starts for countdowns and polling
// (`Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)`).
// Linux's Foundation has only the block forms; here the selector is the method itself (`ViewController.tick`), with
// or without the timer as its parameter. As Foundation's do, the timer keeps its target until it is invalidated
// (a non-repeating one after it fires).

extension Timer {
    /// A timer scheduled on the current run loop that calls `selector` on `target` with itself every
    /// `interval` seconds (once when `repeats` is false). Its `userInfo` is `userInfo`.
    @discardableResult
    public class func scheduledTimer<T: AnyObject>(
        timeInterval interval: TimeInterval, target: T, selector: @escaping (T) -> (Timer) -> Void,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        let fire = TimerFiring { timer in selector(target)(timer) }
        let timer = TargetTimer(timeInterval: interval, repeats: repeats) { fire.run($0) }
        timer.info = userInfo
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// The same, calling a method that takes no parameter.
    @discardableResult
    public class func scheduledTimer<T: AnyObject>(
        timeInterval interval: TimeInterval, target: T, selector: @escaping (T) -> () -> Void, userInfo: Any?,
        repeats: Bool
    ) -> Timer {
        scheduledTimer(
            timeInterval: interval, target: target, selector: { target in { _ in selector(target)() } },
            userInfo: userInfo, repeats: repeats)
    }

    /// A timer, not yet scheduled (add it to a run loop), that calls `selector` on `target` with itself. Linux's
    /// `Timer` cannot keep a `userInfo` given to an initializer: the timer's stays nil, so pass what the method
    /// needs another way, or use `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`,
    /// which keeps it.
    public convenience init<T: AnyObject>(
        timeInterval interval: TimeInterval, target: T, selector: @escaping (T) -> (Timer) -> Void,
        userInfo: Any?, repeats: Bool
    ) {
        let fire = TimerFiring { timer in selector(target)(timer) }
        self.init(timeInterval: interval, repeats: repeats) { fire.run($0) }
    }

    /// The same, calling a method that takes no parameter.
    public convenience init<T: AnyObject>(
        timeInterval interval: TimeInterval, target: T, selector: @escaping (T) -> () -> Void, userInfo: Any?,
        repeats: Bool
    ) {
        let fire = TimerFiring { _ in selector(target)() }
        self.init(timeInterval: interval, repeats: repeats) { fire.run($0) }
    }
}

/// A timer that keeps the `userInfo` it was scheduled with.
final class TargetTimer: Timer {
    var info: Any?
    override var userInfo: Any? { info }
}

/// What a target-and-selector timer runs when it fires: its target's method. Timers fire on the run loop they
/// were added to, as the method's owner expects (Foundation makes the same promise for the selector forms).
final class TimerFiring: @unchecked Sendable {
    let run: (Timer) -> Void

    init(_ run: @escaping (Timer) -> Void) {
        self.run = run
    }
}
