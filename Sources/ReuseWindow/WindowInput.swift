import Foundation
import ReuseKit
import ReuseRender

/// What a window's mouse, wheel, touchpad and keys do, in UIKit's terms, apart from SDL (the host turns SDL's
/// events into these calls; tests call them directly):
/// - a left click is a tap and a left drag a pan, both through `View.touchDown(at:after:)`, timed by the
///   events' own clock, so a drag let go while moving flings the list and UIKit's deceleration carries it on;
/// - a notch of the mouse wheel scrolls ``wheelStep`` points at once;
/// - a touchpad's smooth scrolling drags the list, and when it stops (no event for ``touchpadRelease``) the list
///   is let go at the touchpad's speed and decelerates as after a fling;
/// - a right-click is a long press: on a table's row or a collection view's item it opens the context menu the
///   delegate gives, drawn over the window, and elsewhere it holds a finger down long enough for long-press
///   recognizers;
/// - arrows move the list's focus through its own focus engine (`TableView.moveFocus(_:)`, with the delegate's
///   focus methods; the selection follows where `selectionFollowsFocus` says), Return or Space taps the focused
///   row, Page Up and Page Down move a screen, Home and End go to the first and last row;
/// - typing goes to a first responder that takes text (a search field, a text view).
@MainActor
public final class WindowInput {
    /// What became of a key.
    public enum KeyOutcome: Equatable, Sendable {
        /// A responder took it (`pressesBegan` without `super`), a first responder typed with it, or it moved the
        /// list's focus.
        case taken
        /// Q or Escape that nothing else took: the window closes.
        case close
        /// Nothing used it: the host may (D, L).
        case unused
    }

    public let window: Window
    /// How far one notch of the wheel scrolls, in points.
    public var wheelStep: CGFloat = 40
    /// How long a touchpad is still before its scroll counts as let go, in seconds.
    public var touchpadRelease: Double = 0.08
    /// The context menu open over the window, if any.
    private(set) var menu: MenuOverlay?
    private var finger: HeadlessTouch?
    private var lastTouchTime = 0.0
    /// A touchpad's scroll under way: its recent moves, for the speed it is let go at.
    private var touchpad: (scrollView: ScrollView, samples: [(time: Double, delta: CGFloat)])?

    public init(window: Window) {
        self.window = window
    }

    /// Whether input is under way that moves things with time: a finger down or a touchpad scrolling.
    public var isActive: Bool { finger != nil || touchpad != nil }

    /// The scroll view input scrolls: the largest in the window.
    public var scrollView: ScrollView? { FrameRenderer.scrollingView(in: window) }

    /// Where the focused row or item is, in window points, while it is on screen: the host draws the focus ring
    /// there, as the system draws it on an iPad.
    public var focusRing: CGRect? {
        let cell: View? =
            if let table = scrollView as? TableView, let focused = table.focusedIndexPath {
                table.cellForRow(at: focused)
            } else if let collection = scrollView as? CollectionView, let focused = collection.focusedIndexPath {
                collection.cellForItem(at: focused)
            } else {
                nil
            }
        guard let cell, let scroll = scrollView else { return nil }
        let frame = cell.convert(cell.bounds, to: window)
        let visible = frame.intersection(scroll.convert(scroll.bounds, to: window))
        return visible.isNull || visible.isEmpty ? nil : visible
    }

    // MARK: Pointer

    /// The left button went down at `point` (window points) at `time` seconds.
    public func pointerDown(at point: CGPoint, time: Double) {
        if let menu {
            menu.click(at: point)
            self.menu = nil
            return
        }
        finger?.cancel()
        let gap = max(time - lastTouchTime, 0)
        lastTouchTime = time
        finger = window.touchDown(at: point, after: gap)
    }

    /// The mouse moved to `point` with the left button down.
    public func pointerMoved(to point: CGPoint, time: Double) {
        guard let finger else { return }
        let origin = window.convert(CGPoint.zero, to: nil)
        finger.move(to: CGPoint(x: point.x - origin.x, y: point.y - origin.y), after: max(time - lastTouchTime, 0))
        lastTouchTime = time
    }

    /// The left button came up.
    public func pointerUp(time: Double) {
        guard let finger else { return }
        finger.lift(after: max(time - lastTouchTime, 0))
        lastTouchTime = time
        self.finger = nil
    }

    /// The right button went down at `point`: a long press.
    public func secondaryClick(at point: CGPoint, time: Double) {
        menu?.dismiss()
        menu = nil
        if let opened = MenuOverlay.open(at: point, in: window) {
            window.addSubview(opened)
            menu = opened
            return
        }
        let press = window.touchDown(at: point, after: max(time - lastTouchTime, 0))
        press.hold(for: 0.6)
        press.lift(after: 0)
        lastTouchTime = time
    }

    // MARK: Wheel and touchpad

    /// The wheel turned `notches` (positive away from the user: up).
    public func wheel(notches: Int) {
        guard let scroll = scrollView, notches != 0 else { return }
        let target = scroll.contentOffset.y - CGFloat(notches) * wheelStep
        let clamped = min(max(target, scroll.minimumContentOffset), scroll.maximumContentOffset)
        scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: clamped), animated: false)
    }

    /// A touchpad scrolled smoothly by `delta` points (positive: the content moves down, as a finger dragging
    /// down moves it).
    public func touchpadScrolled(by delta: CGFloat, time: Double) {
        guard delta.isFinite, let scroll = touchpad?.scrollView ?? scrollView else { return }
        if touchpad == nil {
            touchpad = (scroll, [])
            scroll.beginDragging()
        }
        touchpad?.samples.append((time, delta))
        touchpad?.samples.removeAll { time - $0.time > 0.1 }
        scroll.drag(by: CGPoint(x: 0, y: delta))
    }

    /// Called once a frame: a touchpad still for ``touchpadRelease`` lets the list go at its last speed.
    public func tick(time: Double) {
        guard let (scroll, samples) = touchpad, let last = samples.last, time - last.time >= touchpadRelease else {
            return
        }
        touchpad = nil
        let span = max(last.time - (samples.first?.time ?? last.time), 1.0 / 60)
        let moved = samples.dropFirst().reduce(0) { $0 + $1.delta }
        scroll.endDragging(velocity: CGPoint(x: 0, y: samples.count > 1 ? moved / CGFloat(span) : 0))
    }

    // MARK: Keys

    /// A key pressed and let go. A first responder that takes text gets Backspace, Return, Tab and Escape (which
    /// ends its editing), and its characters come as ``text(_:)``. Otherwise Escape closes an open menu; then the
    /// press goes up the responder chain (`Window.press(_:)`), and a key no responder takes moves the list's
    /// focus, or closes the window (Q, Escape).
    public func press(_ key: Key) -> KeyOutcome {
        let code = key.keyCode
        let typing = Responder.firstResponder is any KeyInput
        if let responder = Responder.firstResponder as? (any KeyInput) {
            switch code {
            case .keyboardDeleteOrBackspace:
                responder.deleteBackward()
                return .taken
            case .keyboardEscape:
                (responder as? Responder)?.resignFirstResponder()
                return .taken
            case .keyboardReturnOrEnter, .keypadEnter:
                responder.insertText("\n")
                return .taken
            case .keyboardTab:
                responder.insertText("\t")
                return .taken
            default:
                break
            }
        }
        if code == .keyboardEscape, let menu {
            menu.dismiss()
            self.menu = nil
            return .taken
        }
        if window.press(key) { return .taken }
        switch code {
        case .keyboardUpArrow: moveFocus(.up)
        case .keyboardDownArrow: moveFocus(.down)
        case .keyboardLeftArrow: moveFocus(.left)
        case .keyboardRightArrow: moveFocus(.right)
        case .keyboardHome: moveFocus(.first)
        case .keyboardEnd: moveFocus(.last)
        case .keyboardPageUp: page(-1)
        case .keyboardPageDown: page(1)
        case .keyboardReturnOrEnter, .keypadEnter: activateFocus()
        case .keyboardSpacebar where !typing: activateFocus()
        case .keyboardEscape: return .close
        case .keyboardQ where !typing: return .close
        default: return .unused
        }
        return .taken
    }

    /// Text typed: to a first responder that takes text; true when one took it.
    public func text(_ text: String) -> Bool {
        guard let responder = Responder.firstResponder as? (any KeyInput) else { return false }
        responder.insertText(text)
        return true
    }

    // MARK: Focus

    private var table: TableView? { scrollView as? TableView }
    private var collection: CollectionView? { scrollView as? CollectionView }

    /// Moves the list's focus `heading` through the table's or collection view's own focus engine
    /// (`TableView.moveFocus(_:)`), with its delegate's focus methods.
    private func moveFocus(_ heading: FocusHeading) {
        if let table {
            table.moveFocus(heading)
        } else if let collection {
            collection.moveFocus(heading)
        }
        window.layoutIfNeeded()
    }

    /// Return or Space on the focused row or item: a tap on it.
    private func activateFocus() {
        if let table, let focused = table.focusedIndexPath {
            table.tapRow(at: focused)
        } else if let collection, let focused = collection.focusedIndexPath {
            collection.tapItem(at: focused)
        }
    }

    private func page(_ direction: CGFloat) {
        guard let scroll = scrollView else { return }
        let step = max(scroll.bounds.height - 44, 44) * direction
        let target = min(max(scroll.contentOffset.y + step, scroll.minimumContentOffset), scroll.maximumContentOffset)
        scroll.setContentOffset(CGPoint(x: scroll.contentOffset.x, y: target), animated: false)
        window.layoutIfNeeded()
    }
}
