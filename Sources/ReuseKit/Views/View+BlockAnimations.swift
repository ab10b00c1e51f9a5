import Foundation

// UIView's begin/commit animation blocks: deprecated since iOS 13 and still in older list code
// (`UIView.beginAnimations(nil, context: nil)`, `setAnimationDuration(0.3)`, changes, `commitAnimations()`).
// Headless, as with `animate(withDuration:animations:)`, the changes take effect at once; the block is timed on the
// virtual clock from its commit, and `inheritedAnimationDuration` reports its duration while it is open. The
// delegate's start and stop selectors need the Objective-C runtime and are not offered.

extension View {
    /// Opens an animation block: changes made until ``commitAnimations()`` animate together, over 0.2 seconds
    /// unless ``setAnimationDuration(_:)`` says otherwise. Blocks nest.
    public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        BlockAnimations.open.append(BlockAnimations.Block(outer: inheritedAnimationDuration))
        ViewAnimator.shared.currentDuration = ViewAnimator.shared.isEnabled ? 0.2 : 0
    }

    /// Closes the innermost block: it runs on the virtual clock from now for its delay and duration (counted by
    /// ``runningAnimationCount`` until it ends). Without an open block it does nothing.
    public class func commitAnimations() {
        guard let block = BlockAnimations.open.popLast() else { return }
        ViewAnimator.shared.currentDuration = block.outer
        let count = block.autoreverses ? 2 * max(block.repeatCount, 1) : max(block.repeatCount, 1)
        ViewAnimator.shared.run(
            duration: block.duration * Double(count), delay: block.delay, animations: {}, completion: nil)
    }

    /// The open block's duration in seconds (0.2 by default).
    public class func setAnimationDuration(_ duration: TimeInterval) {
        let seconds = duration.isFinite && duration > 0 ? duration : 0
        guard BlockAnimations.changeOpen({ $0.duration = seconds }) else { return }
        ViewAnimator.shared.currentDuration = ViewAnimator.shared.isEnabled ? seconds : 0
    }

    /// How long the open block waits before it starts.
    public class func setAnimationDelay(_ delay: TimeInterval) {
        BlockAnimations.changeOpen { $0.delay = delay.isFinite && delay > 0 ? delay : 0 }
    }

    /// When the open block starts: kept as its delay from now (headless, the virtual clock is the only clock).
    public class func setAnimationStart(_ startDate: Date) {
        setAnimationDelay(startDate.timeIntervalSinceNow)
    }

    /// The open block's timing curve (headless changes take effect at once, so no curve is followed).
    public class func setAnimationCurve(_ curve: AnimationCurve) {}

    /// How many times the open block runs; its end moves that many durations later.
    public class func setAnimationRepeatCount(_ repeatCount: Float) {
        guard repeatCount.isFinite, repeatCount > 0 else { return }
        BlockAnimations.changeOpen { $0.repeatCount = Int(repeatCount.rounded(.up)) }
    }

    /// Whether each repeat of the open block plays forward and then back, doubling its time.
    public class func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
        BlockAnimations.changeOpen { $0.autoreverses = repeatAutoreverses }
    }

    /// Whether the open block starts from what is on screen (kept; headless, that is the model's value).
    public class func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}

    /// A transition of `view` for the open block (kept; headless, the view's new content shows at once).
    public class func setAnimationTransition(_ transition: AnimationTransition, for view: View, cache: Bool) {}

    /// The object the block's start and stop selectors go to. Kept for source compatibility: without the
    /// Objective-C runtime no selector can be set, so it is never called.
    public class func setAnimationDelegate(_ delegate: Any?) {}
}

/// The open begin/commit animation blocks, innermost last.
@MainActor
enum BlockAnimations {
    /// One open block and what its commit schedules.
    struct Block {
        /// The inherited duration outside the block, restored at its commit.
        let outer: TimeInterval
        var duration: TimeInterval = 0.2
        var delay: TimeInterval = 0
        var repeatCount = 1
        var autoreverses = false
    }

    static var open: [Block] = []

    /// Changes the innermost open block; whether there was one (outside a block the setters do nothing).
    @discardableResult
    static func changeOpen(_ change: (inout Block) -> Void) -> Bool {
        guard !open.isEmpty else { return false }
        change(&open[open.count - 1])
        return true
    }
}
