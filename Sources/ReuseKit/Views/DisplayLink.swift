import Foundation

/// The frame rates a display link would like (CAFrameRateRange): its `preferred` rate, within `minimum` and
/// `maximum`, in frames a second; 0 leaves the choice to the screen.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    /// The screen's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public init(minimum: Float, maximum: Float) {
        self.init(minimum: minimum, maximum: maximum, preferred: nil)
    }
}

/// A timer that calls its target once a frame of the screen (CADisplayLink), on the views' virtual clock.
///
/// Linux has no Objective-C runtime, so the action is the target's method itself, as for controls:
/// `CADisplayLink(target: self, selector: ViewController.step)`, where `step` takes the link or nothing. Added to a
/// run loop (`add(to: .main, forMode: .common)`), it fires at every frame of 1/60 s that the views' clock passes
/// (`View.advanceAnimations(by:)`, or a scroll view's `advance(by:)`), or every second, third… frame when its
/// preferred rate is lower; `timestamp` is the frame's time and `targetTimestamp` the next one's. As in UIKit, the
/// link keeps its target until it is invalidated.
@preconcurrency @MainActor
public final class DisplayLink {
    /// The screen's refresh interval: 60 frames a second.
    public static let frameDuration: TimeInterval = 1.0 / 60

    private var action: ((DisplayLink) -> Void)?
    /// Whether the link is in a run loop and not invalidated.
    var isScheduled = false
    /// Frames since the link last fired.
    private var framesSinceFire = 0

    /// The time of the frame the link last fired for (0 before the first).
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame the link will fire for.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The time between the screen's frames.
    public var duration: TimeInterval { Self.frameDuration }
    /// Whether firing is suspended; the link stays in its run loop.
    public var isPaused = false
    /// The frames a second the link fires at: 0 (the default) for the screen's 60; a rate that does not divide
    /// 60 fires at the nearest that does, below it.
    public var preferredFramesPerSecond = 0
    /// The frame rates the link would like; its `preferred` rate, when given, is used as
    /// ``preferredFramesPerSecond`` is.
    public var preferredFrameRateRange = CAFrameRateRange.default

    /// A link that calls `selector` (a method of `target` taking the link) every frame once it is added to a run
    /// loop.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (DisplayLink) -> Void) {
        action = { link in selector(target)(link) }
    }

    /// A link that calls `selector` (a method of `target` taking nothing) every frame.
    public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        action = { _ in selector(target)() }
    }

    /// Starts firing at the views' next frames. The run loop and mode are kept by nothing: every link fires on
    /// the one virtual clock.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard action != nil, !isScheduled else { return }
        isScheduled = true
        framesSinceFire = 0
        targetTimestamp = ViewAnimator.shared.now + Self.frameDuration
        ViewAnimator.shared.addDisplayLink(self)
    }

    /// Stops firing; ``add(to:forMode:)`` starts it again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isScheduled else { return }
        isScheduled = false
        ViewAnimator.shared.removeDisplayLink(self)
    }

    /// Stops firing for good and lets go of the target.
    public func invalidate() {
        remove(from: .main, forMode: .common)
        action = nil
    }

    /// How many screen frames pass between firings.
    private var frameStride: Int {
        let preferred = preferredFrameRateRange.preferred.map(Int.init) ?? 0
        let rate = preferredFramesPerSecond > 0 ? preferredFramesPerSecond : preferred
        guard rate > 0, rate < 60 else { return 1 }
        return Int((60.0 / Double(rate)).rounded(.up))
    }

    /// A frame of the screen at `time`: fires when the link's stride has passed and it is not paused.
    func frame(at time: TimeInterval) {
        framesSinceFire += 1
        guard !isPaused, framesSinceFire >= frameStride, let action else { return }
        framesSinceFire = 0
        timestamp = time
        targetTimestamp = time + Double(frameStride) * Self.frameDuration
        action(self)
    }
}

extension ViewAnimator {
    func addDisplayLink(_ link: DisplayLink) {
        displayLinks.append(link)
        Self.hasPending = true
    }

    func removeDisplayLink(_ link: DisplayLink) {
        displayLinks.removeAll { $0 === link }
        Self.hasPending = !pending.isEmpty || !displayLinks.isEmpty
    }

    /// Moves the clock by `interval`, stopping at each screen frame it passes to fire the display links.
    func advanceFrames(by interval: TimeInterval) {
        var left = interval
        while left > 0 {
            let toFrame = DisplayLink.frameDuration - sinceFrame
            if left + 1e-12 < toFrame {
                advanceClock(by: left)
                sinceFrame += left
                return
            }
            advanceClock(by: toFrame)
            left -= toFrame
            sinceFrame = 0
            for link in displayLinks where link.isScheduled { link.frame(at: now) }
            if displayLinks.isEmpty {
                advanceClock(by: left)
                return
            }
        }
    }
}
