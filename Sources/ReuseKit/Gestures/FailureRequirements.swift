import Foundation

/// Recognizers that wait for others to fail (``GestureRecognizer/require(toFail:)`` and its three other
/// forms), and the recognizers in play: those following the current touch, and those still deciding from an
/// earlier one (a double tap waiting for its second tap).
///
/// A recognizer waits only for recognizers in play that have not yet decided: one that is not following any
/// touch can never fail, so waiting for it would hold the gesture forever (UIKit's recognizers outside the
/// touch do not hold it either).
@MainActor
enum FailureRequirements {
    enum Verdict {
        case proceed, fail, wait
    }

    /// The recognizers following the current touch or still deciding from an earlier one.
    private static var inPlay: [WeakRecognizer] = []
    /// Whether any recognizer is still deciding with no finger down: until then, passing time need not look.
    private(set) static var hasWaiting = false

    /// A touch came down on `recognizers`: they join those still deciding.
    static func enterPlay(_ recognizers: [GestureRecognizer]) {
        let carried = inPlay.compactMap(\.recognizer).filter { old in !recognizers.contains { $0 === old } }
        inPlay = (recognizers + carried).map { WeakRecognizer(recognizer: $0) }
    }

    /// The touch lifted: only the recognizers still deciding stay in play.
    static func leavePlay() {
        inPlay.removeAll { $0.recognizer.map { !staysInPlay($0) } ?? true }
        hasWaiting = !inPlay.isEmpty
    }

    /// Whether `recognizer` goes on deciding once the finger lifts: a tap waiting for its next tap, or a
    /// recognizer waiting for another to fail.
    static func staysInPlay(_ recognizer: GestureRecognizer) -> Bool {
        recognizer.waitingState != nil || recognizer.waitsForMoreTouches
    }

    /// What `recognizer`, about to recognize, does: fail if one it waits for has recognized, wait while one
    /// has not decided, else proceed.
    static func verdict(for recognizer: GestureRecognizer) -> Verdict {
        var undecided = false
        for other in inPlay.compactMap(\.recognizer) where other !== recognizer && recognizer.waits(for: other) {
            switch other.state {
            case .began, .changed, .ended: return .fail
            case .possible: undecided = true
            case .cancelled, .failed: continue
            }
        }
        return undecided ? .wait : .proceed
    }

    /// `recognizer` just failed or recognized: those waiting for it decide again.
    static func settled(_ recognizer: GestureRecognizer) {
        for waiting in inPlay.compactMap(\.recognizer) {
            guard let next = waiting.waitingState, waiting !== recognizer, waiting.waits(for: recognizer) else {
                continue
            }
            switch verdict(for: waiting) {
            case .wait: continue
            case .fail:
                waiting.waitingState = nil
                waiting.state = .failed
            case .proceed:
                waiting.waitingState = nil
                waiting.state = next
            }
            if waiting.numberOfTouches == 0 { finishBetweenTouches(waiting) }
        }
    }

    /// Time passed with no finger down: taps whose interval is over fail, and those waiting for them decide.
    static func expire(at now: Double) {
        guard hasWaiting else { return }
        for recognizer in inPlay.compactMap(\.recognizer) {
            guard recognizer.numberOfTouches == 0, recognizer.expire(at: now) else { continue }
            finishBetweenTouches(recognizer)
        }
        leavePlay()
    }

    /// A recognizer decided with no finger down: a continuous gesture that began ends at once, and it is ready
    /// for the next touch.
    private static func finishBetweenTouches(_ recognizer: GestureRecognizer) {
        if recognizer.state == .began || recognizer.state == .changed { recognizer.state = .ended }
        if !staysInPlay(recognizer) { recognizer.returnToPossible() }
    }
}
