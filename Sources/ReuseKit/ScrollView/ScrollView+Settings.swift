import Foundation

extension ScrollView {
    /// How the safe area adds to the content inset (UIScrollView.ContentInsetAdjustmentBehavior).
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        /// The safe area's insets on the axes the view scrolls (as `.scrollableAxes`; UIKit also adds the top
        /// and bottom under a navigation controller).
        case automatic = 0
        /// The safe area's insets on the axes the view scrolls, or always bounces on.
        case scrollableAxes = 1
        /// No adjustment: ``adjustedContentInset`` is ``contentInset``.
        case never = 2
        /// The safe area's insets on every side.
        case always = 3
    }

    /// The colour of the scroll indicators (UIScrollView.IndicatorStyle).
    public enum IndicatorStyle: Int, Hashable, Sendable {
        case `default` = 0
        case black = 1
        case white = 2
    }

    /// When a drag dismisses the keyboard (UIScrollView.KeyboardDismissMode).
    public enum KeyboardDismissMode: Int, Hashable, Sendable {
        case none = 0
        case onDrag = 1
        case interactive = 2
        case onDragWithAccessory = 3
        case interactiveWithAccessory = 4
    }

    /// When a table's section index shows (UIScrollView.IndexDisplayMode).
    public enum IndexDisplayMode: Int, Hashable, Sendable {
        case automatic = 0
        case alwaysHidden = 1
    }

    /// The scroll view's frame for Auto Layout (UIKit's `frameLayoutGuide`): views pinned to it stay where the
    /// view is, whatever the content's size.
    public var frameLayoutGuide: LayoutGuide {
        if let guide = autoLayoutStorage?.scrollFrameGuide { return guide }
        let guide = LayoutGuide(system: .scrollFrame, owner: self, identifier: "UIScrollView-frameLayoutGuide")
        autoLayout.scrollFrameGuide = guide
        return guide
    }

    /// The scroll view's content for Auto Layout (UIKit's `contentLayoutGuide`): constraints that size it set
    /// ``contentSize`` when they are solved, the way a stack view of a form makes a scroll view's content as tall
    /// as the stack.
    public var contentLayoutGuide: LayoutGuide {
        if let guide = autoLayoutStorage?.scrollContentGuide { return guide }
        let guide = LayoutGuide(system: .scrollContent, owner: self, identifier: "UIScrollView-contentLayoutGuide")
        autoLayout.scrollContentGuide = guide
        return guide
    }

    /// ``contentInset`` plus the part of the safe area ``contentInsetAdjustmentBehavior`` adds.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            return inset
        case .always:
            (vertical, horizontal) = (true, true)
        case .scrollableAxes:
            vertical = !scrollsSideways || alwaysBounceVertical
            horizontal = scrollsSideways || alwaysBounceHorizontal
        case .automatic:
            vertical = !scrollsSideways || alwaysBounceVertical || adjustsForLegacyBars
            horizontal = scrollsSideways || alwaysBounceHorizontal
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// Whether `.automatic` adjusts the top and bottom even when the view scrolls only sideways: UIKit does for a
    /// scroll view that is the view of a controller in a navigation or tab bar controller whose
    /// ``ViewController/automaticallyAdjustsScrollViewInsets`` is true.
    private var adjustsForLegacyBars: Bool {
        guard let controller = next as? ViewController, controller.view === self,
            controller.automaticallyAdjustsScrollViewInsets
        else { return false }
        return controller.navigationController != nil || controller.tabBarController != nil
    }

    /// The insets of both scroll indicators; reading it gives the vertical one's (deprecated in UIKit, still
    /// common).
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether a pinch is zooming now (never, headless).
    public var isZooming: Bool { false }
    /// Whether a zoom is bouncing back within the scales (never, headless).
    public var isZoomBouncing: Bool { false }
    /// Whether a zoom animation runs (never, headless).
    public var isZoomAnimating: Bool { false }
    /// The pinch that zooms: nil, as UIKit's is until zooming is possible (headless has no pinch).
    public var pinchGestureRecognizer: PinchGestureRecognizer? { nil }

    /// Stops any motion where it is.
    public func stopScrollingAndZooming() {
        // A finger that is down keeps its drag; a deceleration or animation ends where it is.
        guard !isDragging else { return }
        physics.jump(to: physics.offset)
        pagingSettle = false
        pendingScrollToTop = false
    }

    /// A tap on the status bar (beyond UIKit, headless): when ``scrollsToTop`` and the delegate agree, scrolls to
    /// the top with an animation and tells the delegate `scrollViewDidScrollToTop` when it gets there.
    public func scrollToTop() {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        let top =
            scrollsSideways
            ? CGPoint(x: minimumContentOffset, y: contentOffset.y)
            : CGPoint(x: contentOffset.x, y: minimumContentOffset)
        pendingScrollToTop = true
        setContentOffset(top, animated: true)
    }

    /// Where a paged fling ends: the page edge the velocity points to (the nearest one at rest).
    func pagedTarget(velocity: Double) -> CGPoint {
        let page = Double(scrollsSideways ? bounds.width : bounds.height)
        guard page > 0 else { return contentOffset }
        let position = Double(scrollsSideways ? contentOffset.x : contentOffset.y)
        let index =
            velocity > 0
            ? (position / page).rounded(.up)
            : velocity < 0 ? (position / page).rounded(.down) : (position / page).rounded()
        let target = min(max(index * page, Double(minimumContentOffset)), Double(maximumContentOffset))
        return offset(along: target)
    }
}

extension ScrollView {
    /// Runs `changes` to the content offset with the scroll indicators shown, as a scroll by the user shows
    /// them (nothing is drawn headless; the offset changes as `changes` says).
    public func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        changes()
        flashScrollIndicators()
    }
}

/// The effect drawn where content scrolls under a bar at an edge (UIScrollEdgeEffect, iOS 26).
@preconcurrency @MainActor
public final class ScrollEdgeEffect {
    /// How the effect looks.
    public enum Style: Int, Hashable, Sendable {
        case automatic, soft, hard
    }

    /// Whether the effect is drawn; false by default.
    public var isHidden = false
    public var style = Style.automatic

    init() {}
}

/// The rarely set settings of a scroll view.
@MainActor
final class ScrollViewRareSettings {
    var contentAlignmentPoint = CGPoint.zero
    var transfersHorizontalScrollingToParent = true
    var transfersVerticalScrollingToParent = true
    var allowsKeyboardScrolling = true
    lazy var directionalPressGestureRecognizer: GestureRecognizer = {
        let recognizer = GestureRecognizer()
        recognizer.isEnabled = false
        return recognizer
    }()
    let topEdgeEffect = ScrollEdgeEffect()
    let leftEdgeEffect = ScrollEdgeEffect()
    let bottomEdgeEffect = ScrollEdgeEffect()
    let rightEdgeEffect = ScrollEdgeEffect()
}

extension ScrollView {
    /// The point of the content that stays put when the content size changes, from (0, 0) top-left to (1, 1)
    /// bottom-right (iOS 17.4). Kept for hosts and renderers: ReuseKit's own size changes keep the offset.
    public var contentAlignmentPoint: CGPoint {
        get { rareSettings.contentAlignmentPoint }
        set { rareSettings.contentAlignmentPoint = newValue }
    }

    /// Whether a horizontal scroll at an edge passes on to an enclosing scroll view; true by default.
    public var transfersHorizontalScrollingToParent: Bool {
        get { rareSettings.transfersHorizontalScrollingToParent }
        set { rareSettings.transfersHorizontalScrollingToParent = newValue }
    }

    /// Whether a vertical scroll at an edge passes on to an enclosing scroll view; true by default.
    public var transfersVerticalScrollingToParent: Bool {
        get { rareSettings.transfersVerticalScrollingToParent }
        set { rareSettings.transfersVerticalScrollingToParent = newValue }
    }

    /// Whether the arrow and page keys of a hardware keyboard scroll the view; true by default.
    public var allowsKeyboardScrolling: Bool {
        get { rareSettings.allowsKeyboardScrolling }
        set { rareSettings.allowsKeyboardScrolling = newValue }
    }

    /// The recognizer of a remote's or keyboard's direction presses (tvOS; disabled elsewhere).
    public var directionalPressGestureRecognizer: GestureRecognizer { rareSettings.directionalPressGestureRecognizer }

    /// The edge effects where content scrolls under bars (iOS 26).
    public var topEdgeEffect: ScrollEdgeEffect { rareSettings.topEdgeEffect }
    public var leftEdgeEffect: ScrollEdgeEffect { rareSettings.leftEdgeEffect }
    public var bottomEdgeEffect: ScrollEdgeEffect { rareSettings.bottomEdgeEffect }
    public var rightEdgeEffect: ScrollEdgeEffect { rareSettings.rightEdgeEffect }
}
