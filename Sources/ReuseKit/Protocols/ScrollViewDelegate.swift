import Foundation

/// Tells a scroll view's delegate about scrolling, dragging, deceleration and animation, in UIKit's order:
/// `scrollViewWillBeginDragging`, `scrollViewDidScroll` while the finger moves, `scrollViewWillEndDragging`,
/// `scrollViewDidEndDragging(_:willDecelerate:)`, `scrollViewWillBeginDecelerating`, `scrollViewDidScroll`
/// per frame, `scrollViewDidEndDecelerating`. Every method is optional.
@preconcurrency @MainActor
public protocol ScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: ScrollView)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// `velocity` is in points per millisecond, as in UIKit; change `targetContentOffset.pointee` to choose
    /// where the deceleration ends.
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Whether a tap on the status bar may scroll to the top (``ScrollView/scrollToTop()``); true by default.
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// The view a pinch scales; nil (the default) turns zooming off.
    func viewForZooming(in scrollView: ScrollView) -> View?
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
    func scrollViewDidZoom(_ scrollView: ScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
