import Foundation
import ReuseCore

extension ScrollView {
    /// Reports `value` to ``invalidValueHandler`` (or standard error), once per source and rule.
    func reportInvalid(_ value: InvalidValue) {
        guard reportedInvalidSources.insert(value.source + "|" + value.rule).inserted else { return }
        if let invalidValueHandler {
            invalidValueHandler(value)
        } else {
            Messages.write(value.message)
        }
    }

    /// `value` if it is finite and within `±limit`; else the replacement (`fallback` for NaN, the limit for the
    /// rest), reported against `rule`.
    private func checkedFinite(
        _ value: CGFloat, _ source: String, limit: CGFloat, fallback: CGFloat, rule: @autoclosure () -> String
    ) -> CGFloat {
        guard let replacement = ValueCheck.finite(value, limit: limit, fallback: fallback) else { return value }
        reportInvalid(InvalidValue(source: source, value: "\(value)", rule: rule(), replacement: "\(replacement)"))
        return replacement
    }

    /// `value` if it is a finite coordinate within ``maximumLength``; else the replacement, reported.
    func checkedCoordinate(_ value: CGFloat, _ source: String, fallback: CGFloat) -> CGFloat {
        checkedFinite(
            value, source, limit: Self.maximumLength, fallback: fallback,
            rule: "A coordinate is a finite number of points within ±\(Int(Self.maximumLength))")
    }

    func checkedPoint(_ point: CGPoint, _ source: String, fallback: CGPoint) -> CGPoint {
        CGPoint(
            x: checkedCoordinate(point.x, source, fallback: fallback.x),
            y: checkedCoordinate(point.y, source, fallback: fallback.y))
    }

    /// The fastest a finger may lift, in points per second (about 30 times a hard real fling).
    static let maximumVelocity: CGFloat = 1_000_000

    /// A release velocity within ±``maximumVelocity``: NaN becomes 0.
    func checkedVelocity(_ velocity: CGPoint) -> CGPoint {
        let rule = "A velocity is a finite number of points per second within ±\(Int(Self.maximumVelocity))"
        return CGPoint(
            x: checkedFinite(
                velocity.x, "ScrollView.endDragging(velocity:)", limit: Self.maximumVelocity, fallback: 0, rule: rule),
            y: checkedFinite(
                velocity.y, "ScrollView.endDragging(velocity:)", limit: Self.maximumVelocity, fallback: 0, rule: rule))
    }

    /// A frame with finite coordinates and a size from 0 to ``maximumLength``.
    func checkedRect(_ rect: CGRect, _ source: String) -> CGRect {
        let origin = checkedPoint(rect.origin, source, fallback: .zero)
        return CGRect(
            origin: origin,
            size: CGSize(
                width: checkedLength(rect.size.width, source), height: checkedLength(rect.size.height, source)))
    }

    /// A length from 0 to `limit` (``maximumLength`` unless given): NaN and negative lengths become 0, longer ones
    /// the limit.
    func checkedLength(
        _ value: CGFloat, _ source: String, limit: CGFloat = ScrollView.maximumLength, rule: String? = nil,
        context: @autoclosure () -> String? = nil
    ) -> CGFloat {
        if value >= 0 && value <= limit { return value }
        let replacement = value > 0 ? limit : 0
        reportInvalid(
            InvalidValue(
                source: source, value: "\(value)",
                rule: rule ?? "A length is a finite number of points from 0 to \(Int(limit))",
                replacement: "\(replacement)", context: context()))
        return replacement
    }

    func checkedInsets(_ insets: EdgeInsets, _ source: String) -> EdgeInsets {
        if insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite && insets.right.isFinite
            && max(insets.top.magnitude, insets.bottom.magnitude) <= Self.maximumLength
        {
            return insets
        }
        return EdgeInsets(
            top: checkedCoordinate(insets.top, source, fallback: 0),
            left: checkedCoordinate(insets.left, source, fallback: 0),
            bottom: checkedCoordinate(insets.bottom, source, fallback: 0),
            right: checkedCoordinate(insets.right, source, fallback: 0))
    }

    /// A count from a data source, checked: negative counts become 0 and counts past the engine's limits become
    /// the limit. `things` names what is counted (`rows`, `items`).
    func checkedCount(_ value: Int, _ method: String, maximum: Int, section: Int? = nil, things: String = "rows")
        -> Int
    {
        guard let replacement = ValueCheck.count(value, maximum: maximum) else { return value }
        reportInvalid(
            InvalidValue(
                source: method, value: "\(value)",
                rule: "A count is from 0 to \(maximum) (a \(things == "rows" ? "table" : "collection view") holds "
                    + "at most \(LayoutUnit.maximumRows) \(things) in \(LayoutUnit.maximumSections) sections)",
                replacement: "\(replacement)", context: section.map { "section \($0)" }))
        return replacement
    }
}

extension ScrollView {
    /// An `endUpdates()` with no batch open: reported (UIKit's would unbalance its batch count), and ignored.
    func reportUnmatchedEndUpdates() {
        reportInvalid(
            InvalidValue(
                source: "\(type(of: self)).endUpdates()", value: "an endUpdates() with no beginUpdates() open",
                rule: "Each endUpdates() closes the beginUpdates() before it: call them in pairs, or put the updates "
                    + "in performBatchUpdates(_:completion:)",
                replacement: "no change (the call is ignored)"))
    }

    /// A batch still open at a layout pass after the one that found it open: a `beginUpdates()` nothing closed.
    /// The view keeps showing what it had while the batch waits, so it says so, once.
    func reportOpenBatch(updates: Int) {
        reportInvalid(
            InvalidValue(
                source: "\(type(of: self)).beginUpdates()",
                value:
                    "a batch that is still open two layout passes later (\(updates) update\(updates == 1 ? "" : "s") "
                    + "waiting)",
                rule: "Close every beginUpdates() with endUpdates() in the same turn of the run loop; until then the "
                    + "view cannot apply the updates",
                replacement: "the rows it had"))
    }
}

extension ScrollView {
    /// Section counts whose total passes the engine's limit, shared by need (``LayoutUnit/share(_:limit:)``) and
    /// reported once: three sections of `Int.max` rows each get a third of the limit each, not all to the first.
    func sharedCounts(_ counts: [Int], _ method: String, things: String) -> [Int] {
        let shared = LayoutUnit.share(counts, limit: LayoutUnit.maximumRows)
        guard shared != counts else { return counts }
        let total = counts.reduce(0) { $0.addingReportingOverflow($1).overflow ? Int.max : $0 + $1 }
        reportInvalid(
            InvalidValue(
                source: method, value: "\(total == Int.max ? "more than \(Int.max)" : "\(total)") \(things) in all",
                rule: "A \(things == "rows" ? "table" : "collection view") holds at most \(LayoutUnit.maximumRows) "
                    + "\(things) in all its sections",
                replacement: "the limit shared by need (the smaller sections in full, the rest evenly)"))
        return shared
    }
}

extension ScrollView {
    /// The data source, held weakly as UIKit holds it, was released while the view showed `rows` rows or items.
    func reportReleasedDataSource(rows: Int, things: String) {
        reportInvalid(
            InvalidValue(
                source: "\(type(of: self)).dataSource",
                value: "nil after the view loaded \(rows) \(things) (the data source was released)",
                rule: "The view holds its data source weakly, as UIKit's does: keep the data source alive in a "
                    + "property of its owner, such as the view controller",
                replacement: "no \(things)"))
    }
}

/// A mark on the main dispatch queue, to tell code running from it apart from code on other threads.
enum MainQueueMark {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue (the main thread, or whichever thread drains the main queue).
    static var isOnMainQueue: Bool { DispatchQueue.getSpecific(key: key) != nil || Thread.isMainThread }

    /// Runs `work` now when the caller is on the main queue, else queued on it behind what is already there: the
    /// entry of a method UIKit lets clients call from any queue, in call order.
    static func runInOrder(_ work: @escaping @MainActor () -> Void) {
        let job = UncheckedSendableBox(work)
        if isOnMainQueue {
            MainActor.assumeIsolated { job.value() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { job.value() } }
        }
    }

}

/// A value carried to the main queue by code that hands it over and never touches it again.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
