/// A prefetch window sized from how fast the user scrolls, where a fling will stop and how slow the data is.
///
/// - **Moving** (dragging, reading, a slow fling): the window reaches as far ahead as the rows that will appear
///   within the data's latency (its 99th percentile, queueing included, times ``safetyFactor``), plus
///   ``minimumLead`` rows; nothing behind. The reach shrinks slowly (half-life ``leadHalfLife``), so a jittery
///   velocity does not cancel rows and ask for them again. The 99th percentile of the recent loads misses the
///   rarer, slower loads of a heavy-tailed latency (a few loads many times the median), so the window also covers
///   the slowest load seen lately, ``tailCover`` times over and at most ``tailCoverLimit`` medians, but that
///   extension never exceeds ``wasteBudget`` of the rows the reader has seen since arriving (the start, the last
///   jump or fling): a reader who stops leaves the whole window unseen, and the extension then costs at most that
///   share of the loads that brought the rows they saw. A long browse earns the long lead, a short one after a jump
///   does not pay for it. While reading slowly it never reaches less far than the rows the fastest recent scroll
///   (remembered with half-life ``peakSpeedHalfLife``) would bring within one latency: a reader who browsed quickly
///   a moment ago may speed up again at any time, and the rows that would appear first must already be on their
///   way.
/// - **Flinging** (a deceleration that will carry the content more than a screen away): only the rows of the
///   screen where the motion comes to rest, and the screenful before it, where the content is slow enough to
///   be read; the rows it flies past would arrive after they are gone, so they are never asked for, and rows
///   announced before that the fling leaves behind are cancelled.
/// - **Flying past** (faster than a screenful in ``minimumDwell``, as during a flick before the finger lifts):
///   nothing new is asked for.
/// - **Idle** for ``idleDelay``: looks ahead in the direction of the last motion, ``idleLead`` screenfuls or
///   as far as that slow-reading floor if it is further; idle for ``idleTrailDelay``, it looks behind too,
///   ``idleTrail`` screenfuls. Looking back waits longer because it pays only for a reader who stays: after a
///   jump the reader mostly reads on.
///
/// Hysteresis: an announced row is cancelled only when it lies more than a screenful beyond the window on its
/// side, so a reversal cancels what is far behind once and asks for nothing twice.
public struct AdaptivePrefetcher: PrefetchPolicy {
    /// Rows always kept ahead while moving.
    public var minimumLead = 2
    /// Multiplies the latency the window covers.
    public var safetyFactor = 1.75
    /// The most medians of latency the window covers.
    public var tailLimit = 4.0
    /// The latency assumed until the data source reports one, in seconds.
    public var defaultLatency = 0.25
    /// Screenfuls ahead, in the direction of the last motion, while idle (at least; see the type's overview).
    public var idleLead = 0.25
    /// Screenfuls behind while idle.
    public var idleTrail = 0.1
    /// Seconds without motion before the idle window applies.
    public var idleDelay = 0.3
    /// Seconds without motion before the idle window looks behind too.
    public var idleTrailDelay = 1.5
    /// Seconds for the remembered fastest reading speed to halve.
    public var peakSpeedHalfLife = 60.0
    /// Seconds for the moving window's reach to halve once the velocity drops.
    public var leadHalfLife = 0.5
    /// The most rows the window holds.
    public var maximumWindow = 500
    /// Seconds a row must stay on screen to be worth loading: faster than a screenful in this time, the rows
    /// ahead would fly past before anyone could read them, so none are asked for.
    public var minimumDwell = 0.25
    /// Multiplies the slowest recent load (``LatencyEstimator/Summary/slowest``) for the heavy-tail extension
    /// of the moving window.
    public var tailCover = 2.0
    /// The most medians of latency the heavy-tail extension covers.
    public var tailCoverLimit = 16.0
    /// The heavy-tail extension reaches at most this share of the rows seen since the start or the last jump.
    public var wasteBudget = 0.1

    public private(set) var pending = PendingRows()
    /// Smoothed velocity in rows per second.
    public private(set) var velocity = 0.0
    private var lastDirection = 1
    private var lastMotionTime: Double?
    private var lastTime: Double?
    /// The reach ahead while moving, decaying.
    private var reach = 0.0
    private var idleWindowIssued = false
    /// The fastest recent reading speed in rows per second, decaying.
    private var peakSpeed = 0.0
    /// The rows shown since the start, the last jump or the last fling, first to last (none when
    /// `seenHigh < seenLow`).
    private var seenLow = 0
    private var seenHigh = -1

    public init() {}

    public var wantsIdleUpdates: Bool { !idleWindowIssued }

    public mutating func update(_ input: PrefetchInput) -> PrefetchActions {
        pending.displayed(input.visibleAfter)
        guard let visible = input.visibleAfter else { return PrefetchActions(cancel: pending.cancelAll()) }
        let screen = input.screen
        let elapsed = lastTime.map { max(0, input.time - $0) } ?? 0
        lastTime = input.time
        // A jump: the rows changed completely without a finger or a deceleration carrying them.
        let jumped =
            input.restingRange == nil && !input.isTracking
            && (input.visibleBefore.map { !$0.overlaps(visible) } ?? false)
        // Velocity: smoothed, reset when the direction flips or the table jumped.
        if input.direction != 0 && !jumped {
            let v = input.velocity
            if velocity == 0 || (v > 0) != (velocity > 0) {
                velocity = v
                reach = 0
            } else {
                velocity = 0.5 * velocity + 0.5 * v
            }
            lastDirection = input.direction
            lastMotionTime = input.time
            idleWindowIssued = false
        } else if input.direction == 0 && !input.isTracking {
            velocity = 0
        }
        if jumped || seenHigh < seenLow {
            arrive(at: visible)
        } else {
            (seenLow, seenHigh) = (min(seenLow, visible.lowerBound), max(seenHigh, visible.upperBound))
        }
        if jumped {
            velocity = 0
            reach = 0
            lastMotionTime = input.time
            idleWindowIssued = false
        }
        // The latency to cover: the 99th percentile, but no more than `tailLimit` medians, so that one very slow
        // load among the recent ones does not blow the window up.
        let latency = input.latency.map { min($0.p99, tailLimit * $0.median) } ?? defaultLatency
        let speed = abs(velocity)
        peakSpeed *= Self.halving(elapsed, halfLife: peakSpeedHalfLife)
        let window: [Int]
        let low: Int
        let high: Int
        if let rest = input.restingRange, speed > 0, !rest.overlaps(visible),
            abs(rest.lowerBound - visible.lowerBound) > screen
        {
            // A fling: the screen it stops on, then the screenful before it, nearest the resting screen first.
            let direction = rest.lowerBound > visible.lowerBound ? 1 : -1
            var rows = Array(rest)
            if direction < 0 { rows.reverse() }
            let approachStart = direction > 0 ? rest.lowerBound - 1 : rest.upperBound + 1
            var row = approachStart
            for _ in 0..<screen {
                guard row > visible.upperBound || direction < 0, row < visible.lowerBound || direction > 0 else {
                    break
                }
                guard row >= 0, row < input.rowCount else { break }
                rows.append(row)
                row -= direction
            }
            window = rows
            low = (rows.min() ?? visible.lowerBound) - screen
            high = (rows.max() ?? visible.upperBound) + screen
            reach = 0
            // The rows flown past were not loaded: the reader arrives where the fling slows down.
            arrive(at: visible)
        } else {
            let idleFor = lastMotionTime.map { input.time - $0 } ?? .infinity
            var ahead: Int
            var behind = 0
            if speed * minimumDwell > Double(screen) {
                // Flying past: nothing ahead is worth loading until the motion slows down, and what flies past
                // does not count as seen.
                reach = 0
                ahead = 0
                arrive(at: visible)
            } else if speed > 0 {
                peakSpeed = max(peakSpeed, speed)
                let needed = speed * latency * safetyFactor
                reach = max(
                    needed, tailReach(speed: speed, latency: input.latency),
                    reach * Self.halving(elapsed, halfLife: leadHalfLife))
                ahead = max(Int(reach.rounded(.up)) + minimumLead, readingFloor(latency: latency))
            } else if idleFor >= idleDelay {
                ahead = max(Int((idleLead * Double(screen)).rounded(.up)), readingFloor(latency: latency))
                if idleFor >= idleTrailDelay {
                    behind = Int((idleTrail * Double(screen)).rounded(.up))
                    idleWindowIssued = true
                }
            } else {
                // Just stopped: keep what was asked for, ask for nothing new yet.
                ahead = 0
            }
            if let rest = input.restingRange {
                // Decelerating to a place on this screen or the next: nothing past where it stops.
                let beyond =
                    lastDirection > 0 ? rest.upperBound - visible.upperBound : visible.lowerBound - rest.lowerBound
                ahead = min(ahead, max(beyond, 0) + minimumLead)
            }
            ahead = min(ahead, maximumWindow)
            behind = min(behind, maximumWindow - ahead)
            window = WindowPrefetcher.window(
                around: visible, direction: lastDirection, ahead: ahead, behind: behind, rowCount: input.rowCount)
            let keepAhead = max(ahead, Int(reach.rounded(.up)) + minimumLead) + screen
            let keepBehind = behind + screen
            low = visible.lowerBound - (lastDirection > 0 ? keepBehind : keepAhead)
            high = visible.upperBound + (lastDirection > 0 ? keepAhead : keepBehind)
        }
        return pending.move(to: window, visible: visible) { row in row >= low && row <= high }
    }

    public mutating func reset() {
        pending.removeAll()
        velocity = 0
        reach = 0
        peakSpeed = 0
        lastMotionTime = nil
        lastTime = nil
        idleWindowIssued = false
        seenLow = 0
        seenHigh = -1
    }

    /// Starts counting the rows seen afresh from `visible`: after a jump, or while a fling or a flick carries
    /// the content past rows nobody loads.
    private mutating func arrive(at visible: ClosedRange<Int>) {
        (seenLow, seenHigh) = (visible.lowerBound, visible.upperBound)
    }

    /// The rows the heavy-tail extension reaches ahead at `speed` rows per second: the rows that appear within
    /// ``tailCover`` times the slowest recent load (at most ``tailCoverLimit`` medians), but no more than
    /// ``wasteBudget`` of the rows seen since arriving.
    func tailReach(speed: Double, latency: LatencyEstimator.Summary?) -> Double {
        guard let latency else { return 0 }
        let covered = min(latency.slowest * tailCover, latency.median * tailCoverLimit)
        let seen = Double(max(0, seenHigh - seenLow + 1))
        return min(speed * covered, wasteBudget * seen)
    }

    /// The rows the fastest recent reading would bring within one latency, plus the minimum lead.
    func readingFloor(latency: Double) -> Int {
        Int((peakSpeed * latency).rounded(.up)) + minimumLead
    }

    /// The factor a quantity with `halfLife` decays by over `elapsed` seconds.
    static func halving(_ elapsed: Double, halfLife: Double) -> Double {
        guard halfLife > 0 else { return 0 }
        return Math.exp(-elapsed / halfLife * 0.693_147_180_559_945_3)
    }
}
