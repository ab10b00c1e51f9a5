// Compile-only: UIKit's view, scroll view, responder and layer API as a UIKit client writes it, with UIKit's
// labels, optionality and overridability. Each use carries its `// api:` marker; the list is
// Tests/ReuseKitTests/UIKitSurface/Screens/UIKitViewsAPI.txt, and UIKitSurfaceTests checks every member is here or
// listed as not on Linux. Nothing here runs.
import CoreGraphics
import Foundation
import QuartzCore
import UIKit

// UIView: a custom view overrides UIKit's hooks.
@MainActor
private final class ViewsSurfaceView: UIView {
    // api: UIView init(frame:)
    override init(frame: CGRect) { super.init(frame: frame) }
    // api: UIView init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }
    // api: UIView didAddSubview(_:)
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    // api: UIView willRemoveSubview(_:)
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    // api: UIView willMove(toSuperview:)
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    // api: UIView didMoveToSuperview()
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    // api: UIView willMove(toWindow:)
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    // api: UIView didMoveToWindow()
    override func didMoveToWindow() { super.didMoveToWindow() }
    // api: UIView traitCollectionDidChange(_:)
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    // api: UIView layoutMarginsDidChange()
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
    // api: UIView safeAreaInsetsDidChange()
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    // api: UIView intrinsicContentSize
    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 44) }
    // api: UIView alignmentRectInsets
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2) }
    // api: UIView forFirstBaselineLayout
    override var forFirstBaselineLayout: UIView { self }
    // api: UIView forLastBaselineLayout
    override var forLastBaselineLayout: UIView { self }
    // api: UIView updateConstraints()
    override func updateConstraints() { super.updateConstraints() }
    // api: UIView sizeThatFits(_:)
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
    // api: UIView layoutSubviews()
    override func layoutSubviews() { super.layoutSubviews() }
    // api: UIView requiresConstraintBasedLayout
    override class var requiresConstraintBasedLayout: Bool { true }
    // api: UIView draw(_:)
    override func draw(_ rect: CGRect) { super.draw(rect) }
    // api: UIView tintColorDidChange()
    override func tintColorDidChange() { super.tintColorDidChange() }
    // api: UIView gestureRecognizerShouldBegin(_:)
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    // api: UIView hitTest(_:with:)
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    // api: UIView point(inside:with:)
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
}

@MainActor
private func viewsSurfaceUseView(_ view: UIView, _ other: UIView, _ window: UIWindow) {
    // api: UIView init()
    _ = UIView()
    // api: UIView backgroundColor
    let _: UIColor? = view.backgroundColor
    view.backgroundColor = nil
    // api: UIView isHidden
    let _: Bool = view.isHidden
    view.isHidden = true
    // api: UIView alpha
    let _: CGFloat = view.alpha
    view.alpha = 0.5
    // api: UIView isOpaque
    let _: Bool = view.isOpaque
    view.isOpaque = false
    // api: UIView tintColor
    let _: UIColor = view.tintColor
    view.tintColor = nil
    // api: UIView clipsToBounds
    let _: Bool = view.clipsToBounds
    view.clipsToBounds = true
    // api: UIView clearsContextBeforeDrawing
    let _: Bool = view.clearsContextBeforeDrawing
    view.clearsContextBeforeDrawing = false
    // api: UIView mask
    let _: UIView? = view.mask
    view.mask = nil
    // api: UIView layer
    let _: CALayer = view.layer
    // api: UIView isUserInteractionEnabled
    let _: Bool = view.isUserInteractionEnabled
    view.isUserInteractionEnabled = false
    // api: UIView isMultipleTouchEnabled
    let _: Bool = view.isMultipleTouchEnabled
    view.isMultipleTouchEnabled = true
    // api: UIView isExclusiveTouch
    let _: Bool = view.isExclusiveTouch
    view.isExclusiveTouch = true
    // api: UIView frame
    let _: CGRect = view.frame
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    // api: UIView bounds
    let _: CGRect = view.bounds
    view.bounds = CGRect(x: 0, y: 0, width: 320, height: 44)
    // api: UIView center
    let _: CGPoint = view.center
    view.center = CGPoint(x: 160, y: 22)
    // api: UIView transform
    let _: CGAffineTransform = view.transform
    view.transform = .identity
    // api: UIView anchorPoint
    let _: CGPoint = view.anchorPoint
    view.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    // api: UIView superview
    let _: UIView? = view.superview
    // api: UIView subviews
    let _: [UIView] = view.subviews
    // api: UIView window
    let _: UIWindow? = view.window
    // api: UIView addSubview(_:)
    window.addSubview(view)
    // api: UIView bringSubviewToFront(_:)
    window.bringSubviewToFront(view)
    // api: UIView sendSubviewToBack(_:)
    window.sendSubviewToBack(view)
    // api: UIView removeFromSuperview()
    other.removeFromSuperview()
    // api: UIView insertSubview(_:at:)
    window.insertSubview(other, at: 0)
    // api: UIView insertSubview(_:aboveSubview:)
    window.insertSubview(other, aboveSubview: view)
    // api: UIView insertSubview(_:belowSubview:)
    window.insertSubview(other, belowSubview: view)
    // api: UIView exchangeSubview(at:withSubviewAt:)
    window.exchangeSubview(at: 0, withSubviewAt: 1)
    // api: UIView isDescendant(of:)
    let _: Bool = view.isDescendant(of: window)
}

@MainActor
private func viewsSurfaceUseTraits(_ view: ViewsSurfaceView) {
    // api: UIView registerForTraitChanges(_:handler:)
    let registration: any UITraitChangeRegistration = view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
        (view: ViewsSurfaceView, previousTraitCollection: UITraitCollection) in
        view.setNeedsLayout()
    }
    // api: UIView unregisterForTraitChanges(_:)
    view.unregisterForTraitChanges(registration)
    // api: UIView traitCollection
    let _: UITraitCollection = view.traitCollection
}

@MainActor
private func viewsSurfaceUseLayout(
    _ view: UIView, _ constraint: NSLayoutConstraint, _ guide: UILayoutGuide
) {
    // api: UIView directionalLayoutMargins
    let _: NSDirectionalEdgeInsets = view.directionalLayoutMargins
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    // api: UIView layoutMargins
    let _: UIEdgeInsets = view.layoutMargins
    view.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    // api: UIView preservesSuperviewLayoutMargins
    let _: Bool = view.preservesSuperviewLayoutMargins
    view.preservesSuperviewLayoutMargins = true
    // api: UIView safeAreaInsets
    let _: UIEdgeInsets = view.safeAreaInsets
    // api: UIView safeAreaLayoutGuide
    let _: UILayoutGuide = view.safeAreaLayoutGuide
    // api: UIView insetsLayoutMarginsFromSafeArea
    let _: Bool = view.insetsLayoutMarginsFromSafeArea
    view.insetsLayoutMarginsFromSafeArea = false
    // api: UIView constraints
    let _: [NSLayoutConstraint] = view.constraints
    // api: UIView addConstraint(_:)
    view.addConstraint(constraint)
    // api: UIView addConstraints(_:)
    view.addConstraints([constraint])
    // api: UIView removeConstraint(_:)
    view.removeConstraint(constraint)
    // api: UIView removeConstraints(_:)
    view.removeConstraints([constraint])
    // api: UIView bottomAnchor
    let _: NSLayoutYAxisAnchor = view.bottomAnchor
    // api: UIView centerXAnchor
    let _: NSLayoutXAxisAnchor = view.centerXAnchor
    // api: UIView centerYAnchor
    let _: NSLayoutYAxisAnchor = view.centerYAnchor
    // api: UIView firstBaselineAnchor
    let _: NSLayoutYAxisAnchor = view.firstBaselineAnchor
    // api: UIView heightAnchor
    let _: NSLayoutDimension = view.heightAnchor
    // api: UIView lastBaselineAnchor
    let _: NSLayoutYAxisAnchor = view.lastBaselineAnchor
    // api: UIView leadingAnchor
    let _: NSLayoutXAxisAnchor = view.leadingAnchor
    // api: UIView leftAnchor
    let _: NSLayoutXAxisAnchor = view.leftAnchor
    // api: UIView rightAnchor
    let _: NSLayoutXAxisAnchor = view.rightAnchor
    // api: UIView topAnchor
    let _: NSLayoutYAxisAnchor = view.topAnchor
    // api: UIView trailingAnchor
    let _: NSLayoutXAxisAnchor = view.trailingAnchor
    // api: UIView widthAnchor
    let _: NSLayoutDimension = view.widthAnchor
    // api: UIView addLayoutGuide(_:)
    view.addLayoutGuide(guide)
    // api: UIView layoutGuides
    let _: [UILayoutGuide] = view.layoutGuides
    // api: UIView layoutMarginsGuide
    let _: UILayoutGuide = view.layoutMarginsGuide
    // api: UIView readableContentGuide
    let _: UILayoutGuide = view.readableContentGuide
    // api: UIView removeLayoutGuide(_:)
    view.removeLayoutGuide(guide)
    // api: UIView systemLayoutSizeFitting(_:)
    let _: CGSize = view.systemLayoutSizeFitting(CGSize(width: 320, height: 0))
    // api: UIView systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
    let _: CGSize = view.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    // api: UIView invalidateIntrinsicContentSize()
    view.invalidateIntrinsicContentSize()
    // api: UIView contentCompressionResistancePriority(for:)
    let _: UILayoutPriority = view.contentCompressionResistancePriority(for: .vertical)
    // api: UIView setContentCompressionResistancePriority(_:for:)
    view.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
    // api: UIView contentHuggingPriority(for:)
    let _: UILayoutPriority = view.contentHuggingPriority(for: .horizontal)
    // api: UIView setContentHuggingPriority(_:for:)
    view.setContentHuggingPriority(.defaultLow, for: .vertical)
    // api: UIView alignmentRect(forFrame:)
    let _: CGRect = view.alignmentRect(forFrame: CGRect(x: 0, y: 0, width: 100, height: 44))
    // api: UIView frame(forAlignmentRect:)
    let _: CGRect = view.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 100, height: 44))
    // api: UIView needsUpdateConstraints()
    let _: Bool = view.needsUpdateConstraints()
    // api: UIView setNeedsUpdateConstraints()
    view.setNeedsUpdateConstraints()
    // api: UIView updateConstraintsIfNeeded()
    view.updateConstraintsIfNeeded()
    // api: UIView hasAmbiguousLayout
    let _: Bool = view.hasAmbiguousLayout
    // api: UIView contentMode
    let _: UIView.ContentMode = view.contentMode
    view.contentMode = .scaleAspectFit
    // api: UIView ContentMode
    let _: UIView.ContentMode = .scaleAspectFill
    // api: UIView sizeToFit()
    view.sizeToFit()
    // api: UIView autoresizesSubviews
    let _: Bool = view.autoresizesSubviews
    view.autoresizesSubviews = false
    // api: UIView autoresizingMask
    let _: UIView.AutoresizingMask = view.autoresizingMask
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // api: UIView setNeedsLayout()
    view.setNeedsLayout()
    // api: UIView layoutIfNeeded()
    view.layoutIfNeeded()
    // api: UIView translatesAutoresizingMaskIntoConstraints
    let _: Bool = view.translatesAutoresizingMaskIntoConstraints
    view.translatesAutoresizingMaskIntoConstraints = false
}

@MainActor
private func viewsSurfaceUseAppearance(_ view: UIView, _ recognizer: UIGestureRecognizer) {
    // api: UIView overrideUserInterfaceStyle
    let _: UIUserInterfaceStyle = view.overrideUserInterfaceStyle
    view.overrideUserInterfaceStyle = .dark
    // api: UIView semanticContentAttribute
    let _: UISemanticContentAttribute = view.semanticContentAttribute
    view.semanticContentAttribute = .forceRightToLeft
    // api: UIView effectiveUserInterfaceLayoutDirection
    let _: UIUserInterfaceLayoutDirection = view.effectiveUserInterfaceLayoutDirection
    // api: UIView userInterfaceLayoutDirection(for:)
    let _: UIUserInterfaceLayoutDirection = UIView.userInterfaceLayoutDirection(for: .forceLeftToRight)
    // api: UIView userInterfaceLayoutDirection(for:relativeTo:)
    let _: UIUserInterfaceLayoutDirection = UIView.userInterfaceLayoutDirection(
        for: .unspecified, relativeTo: .rightToLeft)
    // api: UIView setNeedsDisplay()
    view.setNeedsDisplay()
    // api: UIView setNeedsDisplay(_:)
    view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 10, height: 10))
    // api: UIView contentScaleFactor
    let _: CGFloat = view.contentScaleFactor
    view.contentScaleFactor = 2
    // api: UIView addGestureRecognizer(_:)
    view.addGestureRecognizer(recognizer)
    // api: UIView removeGestureRecognizer(_:)
    view.removeGestureRecognizer(recognizer)
    // api: UIView gestureRecognizers
    let _: [UIGestureRecognizer]? = view.gestureRecognizers
    view.gestureRecognizers = nil
    // api: UIView inheritedAnimationDuration
    let _: TimeInterval = UIView.inheritedAnimationDuration
    // api: UIView minimumContentSizeCategory
    let _: UIContentSizeCategory? = view.minimumContentSizeCategory
    view.minimumContentSizeCategory = nil
    // api: UIView maximumContentSizeCategory
    let _: UIContentSizeCategory? = view.maximumContentSizeCategory
    view.maximumContentSizeCategory = .accessibilityMedium
    // api: UIView restorationIdentifier
    let _: String? = view.restorationIdentifier
    view.restorationIdentifier = nil
}

@MainActor
private func viewsSurfaceUseSnapshotsAndGeometry(_ view: UIView, _ other: UIView) {
    // api: UIView snapshotView(afterScreenUpdates:)
    let _: UIView? = view.snapshotView(afterScreenUpdates: false)
    // api: UIView tag
    let _: Int = view.tag
    view.tag = 7
    // api: UIView viewWithTag(_:)
    let _: UIView? = view.viewWithTag(7)
    // api: UIView convert(_:to:)
    let _: (CGPoint, CGRect) = (view.convert(CGPoint.zero, to: nil), view.convert(CGRect.zero, to: other))
    // api: UIView convert(_:from:)
    let _: (CGPoint, CGRect) = (view.convert(CGPoint.zero, from: other), view.convert(CGRect.zero, from: nil))
    // api: UIView endEditing(_:)
    let _: Bool = view.endEditing(true)
    // api: UIView accessibilityIgnoresInvertColors
    let _: Bool = view.accessibilityIgnoresInvertColors
    view.accessibilityIgnoresInvertColors = true
}

@MainActor
private func viewsSurfaceUseAnimations(_ view: UIView, _ other: UIView) {
    // api: UIView animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)
    UIView.animate(
        springDuration: 0.5, bounce: 0.2, initialSpringVelocity: 0, delay: 0, options: [.allowUserInteraction],
        animations: { view.alpha = 1 }, completion: { _ in })
    // api: UIView animate(withDuration:delay:options:animations:completion:)
    UIView.animate(
        withDuration: 0.3, delay: 0.1, options: [.curveEaseOut], animations: { view.alpha = 1 },
        completion: { finished in _ = finished })
    // api: UIView animate(withDuration:animations:completion:)
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { _ in view.isHidden = true })
    // api: UIView animate(withDuration:animations:)
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 1 })
    // api: UIView transition(with:duration:options:animations:completion:)
    UIView.transition(
        with: view, duration: 0.3, options: [.transitionCrossDissolve], animations: { view.alpha = 1 },
        completion: nil)
    // api: UIView transition(from:to:duration:options:completion:)
    UIView.transition(from: view, to: other, duration: 0.3, options: [.showHideTransitionViews], completion: nil)
    // api: UIView animateKeyframes(withDuration:delay:options:animations:completion:)
    UIView.animateKeyframes(
        withDuration: 1, delay: 0, options: [.calculationModeCubic], animations: { view.alpha = 0 },
        completion: { _ in })
    // api: UIView addKeyframe(withRelativeStartTime:relativeDuration:animations:)
    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
    // api: UIView animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)
    UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
        options: [.beginFromCurrentState], animations: { view.center = .zero }, completion: nil)
    // api: UIView performWithoutAnimation(_:)
    UIView.performWithoutAnimation { view.layoutIfNeeded() }
    // api: UIView areAnimationsEnabled
    let _: Bool = UIView.areAnimationsEnabled
    // api: UIView setAnimationsEnabled(_:)
    UIView.setAnimationsEnabled(true)
    // api: UIView AnimationCurve
    let _: UIView.AnimationCurve = .easeInOut
    // api: UIView AnimationOptions
    let _: UIView.AnimationOptions = [.curveEaseInOut, .allowUserInteraction, .transitionFlipFromLeft]
    // api: UIView KeyframeAnimationOptions
    let _: UIView.KeyframeAnimationOptions = [.calculationModePaced, .repeat]
    // api: UIView AutoresizingMask
    let _: UIView.AutoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
    // api: UIView layoutFittingCompressedSize
    let _: CGSize = UIView.layoutFittingCompressedSize
    // api: UIView layoutFittingExpandedSize
    let _: CGSize = UIView.layoutFittingExpandedSize
    // api: UIView noIntrinsicMetric
    let _: CGFloat = UIView.noIntrinsicMetric
}

// UIResponder: a responder view overrides the event and input hooks.
@MainActor
private final class ViewsSurfaceResponderView: UIView {
    // api: UIResponder canBecomeFirstResponder
    override var canBecomeFirstResponder: Bool { true }
    // api: UIResponder canResignFirstResponder
    override var canResignFirstResponder: Bool { true }
    // api: UIResponder touchesBegan(_:with:)
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
    }
    // api: UIResponder touchesMoved(_:with:)
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
    }
    // api: UIResponder touchesEnded(_:with:)
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
    }
    // api: UIResponder touchesCancelled(_:with:)
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }
    // api: UIResponder inputView
    override var inputView: UIView? { nil }
    // api: UIResponder inputAccessoryView
    override var inputAccessoryView: UIView? { nil }
}

@MainActor
private func viewsSurfaceUseResponder(_ responder: UIResponder) {
    // api: UIResponder next
    let _: UIResponder? = responder.next
    // api: UIResponder isFirstResponder
    let _: Bool = responder.isFirstResponder
    // api: UIResponder becomeFirstResponder()
    let _: Bool = responder.becomeFirstResponder()
    // api: UIResponder resignFirstResponder()
    let _: Bool = responder.resignFirstResponder()
    // api: UIResponder reloadInputViews()
    responder.reloadInputViews()
    // api: UIResponder keyboardAnimationCurveUserInfoKey
    let _: String = UIResponder.keyboardAnimationCurveUserInfoKey
    // api: UIResponder keyboardAnimationDurationUserInfoKey
    let _: String = UIResponder.keyboardAnimationDurationUserInfoKey
    // api: UIResponder keyboardDidChangeFrameNotification
    let _: Notification.Name = UIResponder.keyboardDidChangeFrameNotification
    // api: UIResponder keyboardDidHideNotification
    let _: Notification.Name = UIResponder.keyboardDidHideNotification
    // api: UIResponder keyboardDidShowNotification
    let _: Notification.Name = UIResponder.keyboardDidShowNotification
    // api: UIResponder keyboardFrameBeginUserInfoKey
    let _: String = UIResponder.keyboardFrameBeginUserInfoKey
    // api: UIResponder keyboardFrameEndUserInfoKey
    let _: String = UIResponder.keyboardFrameEndUserInfoKey
    // api: UIResponder keyboardIsLocalUserInfoKey
    let _: String = UIResponder.keyboardIsLocalUserInfoKey
    // api: UIResponder keyboardWillChangeFrameNotification
    let _: Notification.Name = UIResponder.keyboardWillChangeFrameNotification
    // api: UIResponder keyboardWillHideNotification
    let _: Notification.Name = UIResponder.keyboardWillHideNotification
    // api: UIResponder keyboardWillShowNotification
    let _: Notification.Name = UIResponder.keyboardWillShowNotification
}

// UIScrollView: a scroll view subclass overrides the touch and inset hooks.
@MainActor
private final class ViewsSurfaceScrollView: UIScrollView {
    // api: UIScrollView adjustedContentInsetDidChange()
    override func adjustedContentInsetDidChange() { super.adjustedContentInsetDidChange() }
    // api: UIScrollView touchesShouldBegin(_:with:in:)
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        super.touchesShouldBegin(touches, with: event, in: view)
    }
    // api: UIScrollView touchesShouldCancel(in:)
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

@MainActor
private func viewsSurfaceUseScrollView(_ scrollView: UIScrollView) {
    // api: UIScrollView contentOffset
    let _: CGPoint = scrollView.contentOffset
    scrollView.contentOffset = CGPoint(x: 0, y: 100)
    // api: UIScrollView contentSize
    let _: CGSize = scrollView.contentSize
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    // api: UIScrollView contentInset
    let _: UIEdgeInsets = scrollView.contentInset
    scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    // api: UIScrollView adjustedContentInset
    let _: UIEdgeInsets = scrollView.adjustedContentInset
    // api: UIScrollView contentInsetAdjustmentBehavior
    let _: UIScrollView.ContentInsetAdjustmentBehavior = scrollView.contentInsetAdjustmentBehavior
    scrollView.contentInsetAdjustmentBehavior = .never
    // api: UIScrollView automaticallyAdjustsScrollIndicatorInsets
    let _: Bool = scrollView.automaticallyAdjustsScrollIndicatorInsets
    scrollView.automaticallyAdjustsScrollIndicatorInsets = false
    // api: UIScrollView contentLayoutGuide
    let _: UILayoutGuide = scrollView.contentLayoutGuide
    // api: UIScrollView frameLayoutGuide
    let _: UILayoutGuide = scrollView.frameLayoutGuide
    // api: UIScrollView delegate
    let _: (any UIScrollViewDelegate)? = scrollView.delegate
    scrollView.delegate = nil
    // api: UIScrollView isDirectionalLockEnabled
    let _: Bool = scrollView.isDirectionalLockEnabled
    scrollView.isDirectionalLockEnabled = true
    // api: UIScrollView bounces
    let _: Bool = scrollView.bounces
    scrollView.bounces = false
    // api: UIScrollView alwaysBounceVertical
    let _: Bool = scrollView.alwaysBounceVertical
    scrollView.alwaysBounceVertical = true
    // api: UIScrollView alwaysBounceHorizontal
    let _: Bool = scrollView.alwaysBounceHorizontal
    scrollView.alwaysBounceHorizontal = false
    // api: UIScrollView isPagingEnabled
    let _: Bool = scrollView.isPagingEnabled
    scrollView.isPagingEnabled = true
    // api: UIScrollView isScrollEnabled
    let _: Bool = scrollView.isScrollEnabled
    scrollView.isScrollEnabled = false
    // api: UIScrollView showsVerticalScrollIndicator
    let _: Bool = scrollView.showsVerticalScrollIndicator
    scrollView.showsVerticalScrollIndicator = false
    // api: UIScrollView showsHorizontalScrollIndicator
    let _: Bool = scrollView.showsHorizontalScrollIndicator
    scrollView.showsHorizontalScrollIndicator = false
    // api: UIScrollView indicatorStyle
    let _: UIScrollView.IndicatorStyle = scrollView.indicatorStyle
    scrollView.indicatorStyle = .white
    // api: UIScrollView verticalScrollIndicatorInsets
    let _: UIEdgeInsets = scrollView.verticalScrollIndicatorInsets
    scrollView.verticalScrollIndicatorInsets = .zero
    // api: UIScrollView horizontalScrollIndicatorInsets
    let _: UIEdgeInsets = scrollView.horizontalScrollIndicatorInsets
    scrollView.horizontalScrollIndicatorInsets = .zero
    // api: UIScrollView scrollIndicatorInsets
    let _: UIEdgeInsets = scrollView.scrollIndicatorInsets
    scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    // api: UIScrollView decelerationRate
    let _: UIScrollView.DecelerationRate = scrollView.decelerationRate
    scrollView.decelerationRate = .fast
    // api: UIScrollView indexDisplayMode
    let _: UIScrollView.IndexDisplayMode = scrollView.indexDisplayMode
    scrollView.indexDisplayMode = .alwaysHidden
    // api: UIScrollView setContentOffset(_:animated:)
    scrollView.setContentOffset(.zero, animated: true)
    // api: UIScrollView scrollRectToVisible(_:animated:)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 320, height: 44), animated: false)
    // api: UIScrollView flashScrollIndicators()
    scrollView.flashScrollIndicators()
    // api: UIScrollView isTracking
    let _: Bool = scrollView.isTracking
    // api: UIScrollView isDragging
    let _: Bool = scrollView.isDragging
    // api: UIScrollView isDecelerating
    let _: Bool = scrollView.isDecelerating
    // api: UIScrollView isScrollAnimating
    let _: Bool = scrollView.isScrollAnimating
    // api: UIScrollView delaysContentTouches
    let _: Bool = scrollView.delaysContentTouches
    scrollView.delaysContentTouches = false
    // api: UIScrollView canCancelContentTouches
    let _: Bool = scrollView.canCancelContentTouches
    scrollView.canCancelContentTouches = false
    // api: UIScrollView minimumZoomScale
    let _: CGFloat = scrollView.minimumZoomScale
    scrollView.minimumZoomScale = 0.5
    // api: UIScrollView maximumZoomScale
    let _: CGFloat = scrollView.maximumZoomScale
    scrollView.maximumZoomScale = 4
    // api: UIScrollView zoomScale
    let _: CGFloat = scrollView.zoomScale
    scrollView.zoomScale = 1
    // api: UIScrollView setZoomScale(_:animated:)
    scrollView.setZoomScale(2, animated: true)
    // api: UIScrollView zoom(to:animated:)
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 100), animated: false)
    // api: UIScrollView bouncesZoom
    let _: Bool = scrollView.bouncesZoom
    scrollView.bouncesZoom = false
    // api: UIScrollView isZooming
    let _: Bool = scrollView.isZooming
    // api: UIScrollView isZoomBouncing
    let _: Bool = scrollView.isZoomBouncing
    // api: UIScrollView isZoomAnimating
    let _: Bool = scrollView.isZoomAnimating
    // api: UIScrollView scrollsToTop
    let _: Bool = scrollView.scrollsToTop
    scrollView.scrollsToTop = false
    // api: UIScrollView stopScrollingAndZooming()
    scrollView.stopScrollingAndZooming()
    // api: UIScrollView panGestureRecognizer
    let _: UIPanGestureRecognizer = scrollView.panGestureRecognizer
    // api: UIScrollView pinchGestureRecognizer
    let _: UIPinchGestureRecognizer? = scrollView.pinchGestureRecognizer
    // api: UIScrollView keyboardDismissMode
    let _: UIScrollView.KeyboardDismissMode = scrollView.keyboardDismissMode
    scrollView.keyboardDismissMode = .onDrag
    // api: UIScrollView refreshControl
    let _: UIRefreshControl? = scrollView.refreshControl
    scrollView.refreshControl = nil
    // api: UIScrollView ContentInsetAdjustmentBehavior
    let _: UIScrollView.ContentInsetAdjustmentBehavior = .scrollableAxes
    // api: UIScrollView IndicatorStyle
    let _: UIScrollView.IndicatorStyle = .black
    // api: UIScrollView KeyboardDismissMode
    let _: UIScrollView.KeyboardDismissMode = .interactive
    // api: UIScrollView IndexDisplayMode
    let _: UIScrollView.IndexDisplayMode = .automatic
    // api: UIScrollView DecelerationRate
    let _: UIScrollView.DecelerationRate = UIScrollView.DecelerationRate(rawValue: 0.99)
}

// UIScrollViewDelegate: every optional method, implemented as a delegate does.
@MainActor
private final class ViewsSurfaceScrollDelegate: NSObject, UIScrollViewDelegate {
    // api: UIScrollViewDelegate scrollViewDidScroll(_:)
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    // api: UIScrollViewDelegate scrollViewWillBeginDragging(_:)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    // api: UIScrollViewDelegate scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 44).rounded() * 44
    }
    // api: UIScrollViewDelegate scrollViewDidEndDragging(_:willDecelerate:)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    // api: UIScrollViewDelegate scrollViewShouldScrollToTop(_:)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    // api: UIScrollViewDelegate scrollViewDidScrollToTop(_:)
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    // api: UIScrollViewDelegate scrollViewWillBeginDecelerating(_:)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    // api: UIScrollViewDelegate scrollViewDidEndDecelerating(_:)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    // api: UIScrollViewDelegate viewForZooming(in:)
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { scrollView.subviews.first }
    // api: UIScrollViewDelegate scrollViewWillBeginZooming(_:with:)
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    // api: UIScrollViewDelegate scrollViewDidEndZooming(_:with:atScale:)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    // api: UIScrollViewDelegate scrollViewDidZoom(_:)
    func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    // api: UIScrollViewDelegate scrollViewDidEndScrollingAnimation(_:)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    // api: UIScrollViewDelegate scrollViewDidChangeAdjustedContentInset(_:)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

// CALayer: a layer subclass overrides layout; a layer is styled, laid out and its tree changed.
private final class ViewsSurfaceLayer: CALayer {
    // api: CALayer layoutSublayers()
    override func layoutSublayers() { super.layoutSublayers() }
}

@MainActor
private func viewsSurfaceUseLayer(_ layer: CALayer, _ other: CALayer) {
    // api: CALayer init()
    _ = CALayer()
    // api: CALayer init(layer:)
    _ = CALayer(layer: other)
    // api: CALayer cornerRadius
    let _: CGFloat = layer.cornerRadius
    layer.cornerRadius = 12
    // api: CALayer maskedCorners
    let _: CACornerMask = layer.maskedCorners
    layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    // api: CALayer cornerCurve
    let _: CALayerCornerCurve = layer.cornerCurve
    layer.cornerCurve = .continuous
    // api: CALayer cornerCurveExpansionFactor(_:)
    let _: CGFloat = CALayer.cornerCurveExpansionFactor(.continuous)
    // api: CALayer borderWidth
    let _: CGFloat = layer.borderWidth
    layer.borderWidth = 1
    // api: CALayer borderColor
    let _: CGColor? = layer.borderColor
    layer.borderColor = nil
    // api: CALayer backgroundColor
    let _: CGColor? = layer.backgroundColor
    layer.backgroundColor = nil
    // api: CALayer shadowColor
    let _: CGColor? = layer.shadowColor
    layer.shadowColor = nil
    // api: CALayer shadowOpacity
    let _: Float = layer.shadowOpacity
    layer.shadowOpacity = 0.2
    // api: CALayer shadowOffset
    let _: CGSize = layer.shadowOffset
    layer.shadowOffset = CGSize(width: 0, height: 2)
    // api: CALayer shadowRadius
    let _: CGFloat = layer.shadowRadius
    layer.shadowRadius = 4
    // api: CALayer shadowPath
    let _: CGPath? = layer.shadowPath
    layer.shadowPath = nil
    // api: CALayer masksToBounds
    let _: Bool = layer.masksToBounds
    layer.masksToBounds = true
    // api: CALayer mask
    let _: CALayer? = layer.mask
    layer.mask = nil
    // api: CALayer opacity
    let _: Float = layer.opacity
    layer.opacity = 0.5
    // api: CALayer isHidden
    let _: Bool = layer.isHidden
    layer.isHidden = false
    // api: CALayer isOpaque
    let _: Bool = layer.isOpaque
    layer.isOpaque = true
    // api: CALayer isDoubleSided
    let _: Bool = layer.isDoubleSided
    layer.isDoubleSided = false
    // api: CALayer zPosition
    let _: CGFloat = layer.zPosition
    layer.zPosition = 1
    // api: CALayer frame
    let _: CGRect = layer.frame
    layer.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
    // api: CALayer bounds
    let _: CGRect = layer.bounds
    layer.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
    // api: CALayer position
    let _: CGPoint = layer.position
    layer.position = CGPoint(x: 22, y: 22)
    // api: CALayer anchorPoint
    let _: CGPoint = layer.anchorPoint
    layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
    // api: CALayer anchorPointZ
    let _: CGFloat = layer.anchorPointZ
    layer.anchorPointZ = 0
    // api: CALayer contentsScale
    let _: CGFloat = layer.contentsScale
    layer.contentsScale = 2
    // api: CALayer contents
    let _: Any? = layer.contents
    layer.contents = nil
    // api: CALayer contentsGravity
    let _: CALayerContentsGravity = layer.contentsGravity
    layer.contentsGravity = .resizeAspect
    // api: CALayer affineTransform()
    let _: CGAffineTransform = layer.affineTransform()
    // api: CALayer setAffineTransform(_:)
    layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    // api: CALayer superlayer
    let _: CALayer? = layer.superlayer
    // api: CALayer addSublayer(_:)
    layer.addSublayer(other)
    // api: CALayer removeFromSuperlayer()
    other.removeFromSuperlayer()
    // api: CALayer insertSublayer(_:at:)
    layer.insertSublayer(other, at: 0)
    // api: CALayer insertSublayer(_:below:)
    layer.insertSublayer(other, below: nil)
    // api: CALayer insertSublayer(_:above:)
    layer.insertSublayer(other, above: nil)
    // api: CALayer replaceSublayer(_:with:)
    layer.replaceSublayer(other, with: CALayer())
    // api: CALayer setNeedsDisplay()
    layer.setNeedsDisplay()
    // api: CALayer setNeedsLayout()
    layer.setNeedsLayout()
    // api: CALayer layoutIfNeeded()
    layer.layoutIfNeeded()
    // api: CALayer needsLayout()
    let _: Bool = layer.needsLayout()
    // api: CALayer shouldRasterize
    let _: Bool = layer.shouldRasterize
    layer.shouldRasterize = true
    // api: CALayer rasterizationScale
    let _: CGFloat = layer.rasterizationScale
    layer.rasterizationScale = 2
    // api: CALayer allowsGroupOpacity
    let _: Bool = layer.allowsGroupOpacity
    layer.allowsGroupOpacity = false
    // api: CALayer allowsEdgeAntialiasing
    let _: Bool = layer.allowsEdgeAntialiasing
    layer.allowsEdgeAntialiasing = true
    // api: CALayer presentation()
    let _: CALayer? = layer.presentation()
    // api: CALayer model()
    let _: CALayer = layer.model()
    // api: CALayer hitTest(_:)
    let _: CALayer? = layer.hitTest(CGPoint(x: 1, y: 1))
    // api: CALayer contains(_:)
    let _: Bool = layer.contains(CGPoint(x: 1, y: 1))
    // api: CALayer convert(_:from:)
    let _: (CGPoint, CGRect) = (layer.convert(CGPoint.zero, from: other), layer.convert(CGRect.zero, from: nil))
    // api: CALayer convert(_:to:)
    let _: (CGPoint, CGRect) = (layer.convert(CGPoint.zero, to: other), layer.convert(CGRect.zero, to: nil))
    // api: CALayer name
    let _: String? = layer.name
    layer.name = "badge"
}

// CACornerMask, CGAffineTransform and the geometry types' `applying(_:)`.
private func viewsSurfaceUseTransforms(_ transform: CGAffineTransform) {
    var matrix = transform
    // api: CACornerMask init(rawValue:)
    _ = CACornerMask(rawValue: 1 << 3)
    // api: CACornerMask layerMinXMinYCorner
    let _: CACornerMask = .layerMinXMinYCorner
    // api: CACornerMask layerMaxXMinYCorner
    let _: CACornerMask = .layerMaxXMinYCorner
    // api: CACornerMask layerMinXMaxYCorner
    let _: CACornerMask = .layerMinXMaxYCorner
    // api: CACornerMask layerMaxXMaxYCorner
    let _: CACornerMask = .layerMaxXMaxYCorner
    // api: CGAffineTransform init()
    _ = CGAffineTransform()
    // api: CGAffineTransform init(a:b:c:d:tx:ty:)
    _ = CGAffineTransform(a: Double(1), b: Double(0), c: Double(0), d: Double(1), tx: Double(0), ty: Double(0))
    // api: CGAffineTransform init(rotationAngle:)
    _ = CGAffineTransform(rotationAngle: .pi / 2)
    // api: CGAffineTransform init(scaleX:y:)
    _ = CGAffineTransform(scaleX: 2, y: 2)
    // api: CGAffineTransform init(translationX:y:)
    _ = CGAffineTransform(translationX: 10, y: 0)
    // api: CGAffineTransform a
    let _: CGFloat = matrix.a
    matrix.a = 1
    // api: CGAffineTransform b
    let _: CGFloat = matrix.b
    matrix.b = 0
    // api: CGAffineTransform c
    let _: CGFloat = matrix.c
    matrix.c = 0
    // api: CGAffineTransform d
    let _: CGFloat = matrix.d
    matrix.d = 1
    // api: CGAffineTransform tx
    let _: CGFloat = matrix.tx
    matrix.tx = 0
    // api: CGAffineTransform ty
    let _: CGFloat = matrix.ty
    matrix.ty = 0
    // api: CGAffineTransform isIdentity
    let _: Bool = matrix.isIdentity
    // api: CGAffineTransform concatenating(_:)
    let _: CGAffineTransform = transform.concatenating(matrix)
    // api: CGAffineTransform inverted()
    let _: CGAffineTransform = transform.inverted()
    // api: CGAffineTransform rotated(by:)
    let _: CGAffineTransform = transform.rotated(by: .pi)
    // api: CGAffineTransform scaledBy(x:y:)
    let _: CGAffineTransform = transform.scaledBy(x: 2, y: 2)
    // api: CGAffineTransform translatedBy(x:y:)
    let _: CGAffineTransform = transform.translatedBy(x: 5, y: 5)
    // api: CGAffineTransform identity
    let _: CGAffineTransform = .identity
    // api: CGPoint applying(_:)
    let _: CGPoint = CGPoint(x: 1, y: 2).applying(transform)
    // api: CGSize applying(_:)
    let _: CGSize = CGSize(width: 1, height: 2).applying(transform)
    // api: CGRect applying(_:)
    let _: CGRect = CGRect(x: 0, y: 0, width: 1, height: 2).applying(transform)
}

/// A view backed by its own layer class.
private final class ViewsSurfaceLayerBackedView: UIView {
    // api: UIView layerClass
    override class var layerClass: AnyClass { CALayer.self }
}

/// The tint's adjustment mode.
@MainActor private func viewsSurfaceTintAdjustment(_ view: UIView) {
    // api: UIView tintAdjustmentMode
    let _: UIView.TintAdjustmentMode = view.tintAdjustmentMode
    view.tintAdjustmentMode = .dimmed
    // api: UIView TintAdjustmentMode
    let _: UIView.TintAdjustmentMode = .automatic
}

@MainActor
private final class ViewsSurfaceResponderViewBuilt263: UIView {
    // api: UIResponder touchesEstimatedPropertiesUpdated(_:)
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        super.touchesEstimatedPropertiesUpdated(touches)
    }
    // api: UIResponder motionBegan(_:with:)
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        super.motionBegan(motion, with: event)
    }
    // api: UIResponder motionEnded(_:with:)
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        super.motionEnded(motion, with: event)
    }
    // api: UIResponder motionCancelled(_:with:)
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        super.motionCancelled(motion, with: event)
    }
    // api: UIResponder pressesBegan(_:with:)
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesBegan(presses, with: event)
    }
    // api: UIResponder pressesChanged(_:with:)
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesChanged(presses, with: event)
    }
    // api: UIResponder pressesEnded(_:with:)
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesEnded(presses, with: event)
    }
    // api: UIResponder pressesCancelled(_:with:)
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        super.pressesCancelled(presses, with: event)
    }
    // api: UIResponder remoteControlReceived(with:)
    override func remoteControlReceived(with event: UIEvent?) { super.remoteControlReceived(with: event) }
    // api: UIResponder inputViewController
    override var inputViewController: UIInputViewController? { nil }
    // api: UIResponder inputAccessoryViewController
    override var inputAccessoryViewController: UIInputViewController? { nil }
    // api: UIResponder restoreUserActivityState(_:)
    override func restoreUserActivityState(_ activity: NSUserActivity) { super.restoreUserActivityState(activity) }
    // api: UIResponder updateUserActivityState(_:)
    override func updateUserActivityState(_ activity: NSUserActivity) { super.updateUserActivityState(activity) }
    // api: UIResponder provider(for:)
    override func provider(for deferredElement: UIDeferredMenuElement) -> UIDeferredMenuElement.Provider? { nil }
}

@MainActor
private func viewsSurfaceUseResponderBuilt263(_ responder: UIResponder) {
    // api: UIResponder undoManager
    let _: UndoManager? = responder.undoManager
    // api: UIResponder textInputMode
    let _: UITextInputMode? = responder.textInputMode
    // api: UIResponder textInputContextIdentifier
    let _: String? = responder.textInputContextIdentifier
    // api: UIResponder clearTextInputContextIdentifier(_:)
    UIResponder.clearTextInputContextIdentifier("chat")
    // api: UIResponder inputAssistantItem
    let _: UITextInputAssistantItem = responder.inputAssistantItem
    // api: UIResponder userActivity
    let _: NSUserActivity? = responder.userActivity
    responder.userActivity = nil
    // api: UIResponder editingInteractionConfiguration
    let _: UIEditingInteractionConfiguration = responder.editingInteractionConfiguration
    // api: UIResponder captureTextFromCamera(_:)
    responder.captureTextFromCamera(nil)
}

@MainActor
private func viewsSurfaceUseLayoutBuilt113(
    _ view: UIView, _ constraint: NSLayoutConstraint, _ guide: UILayoutGuide
) {
    // api: UIView constraintsAffectingLayout(for:)
    let _: [NSLayoutConstraint] = view.constraintsAffectingLayout(for: .vertical)
}

private func viewsSurfaceUseTransformsBuilt113(_ transform: CGAffineTransform) {
    // api: CGAffineTransform init(_:)
    _ = CGAffineTransform(transform.decomposed())
    // api: CGAffineTransform init(_:_:_:_:_:_:)
    _ = CGAffineTransform(1, 0, 0, 1, 10, 20)
    // api: CGAffineTransform decomposed()
    let _: CGAffineTransformComponents = transform.decomposed()
}

@MainActor private func viewsSurfaceUseKeyboardGuide(_ view: UIView) {
    // api: UIView keyboardLayoutGuide
    let guide: UIKeyboardLayoutGuide = view.keyboardLayoutGuide
    guide.followsUndockedKeyboard = true
}

@MainActor
private final class ViewsSurfaceViewBuilt120: UIView {
    // api: UIView canBecomeFocused
    override var canBecomeFocused: Bool { true }
    // api: UIView updateProperties()
    override func updateProperties() { super.updateProperties() }
}

@MainActor
private func viewsSurfaceUseViewBuilt120(_ view: UIView, _ other: UIView, _ window: UIWindow) {
    // api: UIView transform3D
    let _: CATransform3D = view.transform3D
    view.transform3D = CATransform3DIdentity
}

@MainActor
private func viewsSurfaceUseAppearanceBuilt120(
    _ view: UIView, _ interaction: any UIInteraction, _ recognizer: UIGestureRecognizer,
    _ effect: UIMotionEffect
) {
    // api: UIView addInteraction(_:)
    view.addInteraction(interaction)
    // api: UIView removeInteraction(_:)
    view.removeInteraction(interaction)
    // api: UIView interactions
    let _: [any UIInteraction] = view.interactions
    view.interactions = []
    // api: UIView isFocused
    let _: Bool = view.isFocused
    // api: UIView focusGroupIdentifier
    let _: String? = view.focusGroupIdentifier
    view.focusGroupIdentifier = nil
    // api: UIView focusEffect
    let _: UIFocusEffect? = view.focusEffect
    view.focusEffect = nil
    // api: UIView focusGroupPriority
    let _: UIFocusGroupPriority = view.focusGroupPriority
    view.focusGroupPriority = .prioritized
    // api: UIView addMotionEffect(_:)
    view.addMotionEffect(effect)
    // api: UIView motionEffects
    let _: [UIMotionEffect] = view.motionEffects
    view.motionEffects = []
    // api: UIView removeMotionEffect(_:)
    view.removeMotionEffect(effect)
    // api: UIView appliedContentSizeCategoryLimitsDescription
    let _: String = view.appliedContentSizeCategoryLimitsDescription
}

@MainActor
private func viewsSurfaceUseSnapshotsAndGeometryBuilt120(_ view: UIView, _ other: UIView) {
    // api: UIView largeContentImage
    let _: UIImage? = view.largeContentImage
    view.largeContentImage = nil
    // api: UIView largeContentImageInsets
    let _: UIEdgeInsets = view.largeContentImageInsets
    view.largeContentImageInsets = .zero
    // api: UIView largeContentTitle
    let _: String? = view.largeContentTitle
    view.largeContentTitle = nil
    // api: UIView scalesLargeContentImage
    let _: Bool = view.scalesLargeContentImage
    // api: UIView showsLargeContentViewer
    let _: Bool = view.showsLargeContentViewer
    view.showsLargeContentViewer = true
}

@MainActor
private func viewsSurfaceUseAnimationsBuilt120(_ view: UIView, _ other: UIView) {
    // api: UIView perform(_:on:options:animations:completion:)
    UIView.perform(.delete, on: [view], options: [], animations: nil, completion: nil)
    // api: UIView modifyAnimations(withRepeatCount:autoreverses:animations:)
    UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 }
    // api: UIView AnimationTransition
    let _: UIView.AnimationTransition = .flipFromLeft
    // api: UIView SystemAnimation
    let _: UIView.SystemAnimation = .delete
    // api: UIView setNeedsUpdateProperties()
    view.setNeedsUpdateProperties()
    // api: UIView updatePropertiesIfNeeded()
    view.updatePropertiesIfNeeded()
}

@MainActor
private func viewsSurfaceUseScrollViewBuilt925(_ scrollView: UIScrollView) {
    // api: UIScrollView bouncesHorizontally
    let _: Bool = scrollView.bouncesHorizontally
    scrollView.bouncesHorizontally = false
    // api: UIScrollView bouncesVertically
    let _: Bool = scrollView.bouncesVertically
    scrollView.bouncesVertically = true
    // api: UIScrollView withScrollIndicatorsShown(forContentOffsetChanges:)
    scrollView.withScrollIndicatorsShown(forContentOffsetChanges: { scrollView.contentOffset = .zero })
}

@MainActor
private func viewsSurfaceUseTraitsBuilt522(_ view: ViewsSurfaceView) {
    // api: UIView updateTraitsIfNeeded()
    view.updateTraitsIfNeeded()
    // api: UIView traitOverrides
    let traitOverrides: UITraitOverrides = view.traitOverrides
    view.traitOverrides = traitOverrides
}

@MainActor
private func viewsSurfaceUseLayerBuilt992(_ layer: CALayer, _ other: CALayer, _ animation: CAAnimation) {
    // api: CALayer transform
    let _: CATransform3D = layer.transform
    layer.transform = CATransform3DIdentity
    // api: CALayer sublayerTransform
    let _: CATransform3D = layer.sublayerTransform
    layer.sublayerTransform = CATransform3DIdentity
    // api: CALayer sublayers
    let _: [CALayer]? = layer.sublayers
    layer.sublayers = nil
    // api: CALayer delegate
    let _: (any CALayerDelegate)? = layer.delegate
    layer.delegate = nil
    // api: CALayer add(_:forKey:)
    layer.add(animation, forKey: "fade")
    // api: CALayer animation(forKey:)
    let _: CAAnimation? = layer.animation(forKey: "fade")
    // api: CALayer removeAnimation(forKey:)
    layer.removeAnimation(forKey: "fade")
    // api: CALayer removeAllAnimations()
    layer.removeAllAnimations()
    // api: CALayer animationKeys()
    let _: [String]? = layer.animationKeys()
}

@MainActor
private func viewsSurfaceUseScrollViewBuilt640(_ scrollView: UIScrollView) {
    // api: UIScrollView contentAlignmentPoint
    let _: CGPoint = scrollView.contentAlignmentPoint
    scrollView.contentAlignmentPoint = CGPoint(x: 0, y: 1)
    // api: UIScrollView transfersHorizontalScrollingToParent
    let _: Bool = scrollView.transfersHorizontalScrollingToParent
    scrollView.transfersHorizontalScrollingToParent = false
    // api: UIScrollView transfersVerticalScrollingToParent
    let _: Bool = scrollView.transfersVerticalScrollingToParent
    scrollView.transfersVerticalScrollingToParent = false
    // api: UIScrollView directionalPressGestureRecognizer
    let _: UIGestureRecognizer = scrollView.directionalPressGestureRecognizer
    // api: UIScrollView allowsKeyboardScrolling
    let _: Bool = scrollView.allowsKeyboardScrolling
    scrollView.allowsKeyboardScrolling = false
    // api: UIScrollView topEdgeEffect
    let _: UIScrollEdgeEffect = scrollView.topEdgeEffect
    // api: UIScrollView leftEdgeEffect
    let _: UIScrollEdgeEffect = scrollView.leftEdgeEffect
}

@MainActor
private func viewsSurfaceUseLayoutRegionsBuilt806(_ view: UIView, _ region: UIView.LayoutRegion) {
    // api: UIView LayoutRegion
    _ = UIView.LayoutRegion.self
    // api: UIView directionalEdgeInsets(for:)
    let _: NSDirectionalEdgeInsets = view.directionalEdgeInsets(for: region)
    // api: UIView edgeInsets(for:)
    let _: UIEdgeInsets = view.edgeInsets(for: region)
    // api: UIView layoutGuide(for:)
    let _: UILayoutGuide = view.layoutGuide(for: region)
}

@MainActor private func viewsKeyboardMessages() {
    // api: UIResponder KeyboardDidChangeFrameMessage
    _ = UIResponder.KeyboardDidChangeFrameMessage.self
    // api: UIResponder KeyboardDidHideMessage
    _ = UIResponder.KeyboardDidHideMessage.self
    // api: UIResponder KeyboardDidShowMessage
    _ = UIResponder.KeyboardDidShowMessage.self
    // api: UIResponder KeyboardWillChangeFrameMessage
    _ = UIResponder.KeyboardWillChangeFrameMessage.self
    // api: UIResponder KeyboardWillHideMessage
    _ = UIResponder.KeyboardWillHideMessage.self
    // api: UIResponder KeyboardWillShowMessage
    _ = UIResponder.KeyboardWillShowMessage.self
}

@MainActor private func viewsDrawHierarchy(_ view: UIView) {
    // api: UIView drawHierarchy(in:afterScreenUpdates:)
    let _: Bool = view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: true)
}

// UIResponderStandardEditActions, as a view of its own overrides the actions it supports (a label that copies its
// text).
@MainActor private final class ViewsEditActionsLabel: UILabel {
    // api: UIResponderStandardEditActions copy(_:)
    override func copy(_ sender: Any?) { super.copy(sender) }
    // api: UIResponderStandardEditActions cut(_:)
    override func cut(_ sender: Any?) { super.cut(sender) }
    // api: UIResponderStandardEditActions paste(_:)
    override func paste(_ sender: Any?) { super.paste(sender) }
    // api: UIResponder paste(itemProviders:)
    override func paste(itemProviders: [NSItemProvider]) { super.paste(itemProviders: itemProviders) }
    // api: UIResponder canPaste(_:)
    override func canPaste(_ itemProviders: [NSItemProvider]) -> Bool { super.canPaste(itemProviders) }
    // api: UIResponderStandardEditActions delete(_:)
    override func delete(_ sender: Any?) { super.delete(sender) }
    // api: UIResponderStandardEditActions select(_:)
    override func select(_ sender: Any?) { super.select(sender) }
    // api: UIResponderStandardEditActions selectAll(_:)
    override func selectAll(_ sender: Any?) { super.selectAll(sender) }
    // api: UIResponderStandardEditActions pasteAndMatchStyle(_:)
    override func pasteAndMatchStyle(_ sender: Any?) { super.pasteAndMatchStyle(sender) }
    // api: UIResponderStandardEditActions pasteAndGo(_:)
    override func pasteAndGo(_ sender: Any?) { super.pasteAndGo(sender) }
    // api: UIResponderStandardEditActions pasteAndSearch(_:)
    override func pasteAndSearch(_ sender: Any?) { super.pasteAndSearch(sender) }
    // api: UIResponderStandardEditActions toggleBoldface(_:)
    override func toggleBoldface(_ sender: Any?) { super.toggleBoldface(sender) }
    // api: UIResponderStandardEditActions toggleItalics(_:)
    override func toggleItalics(_ sender: Any?) { super.toggleItalics(sender) }
    // api: UIResponderStandardEditActions toggleUnderline(_:)
    override func toggleUnderline(_ sender: Any?) { super.toggleUnderline(sender) }
    // api: UIResponderStandardEditActions makeTextWritingDirectionLeftToRight(_:)
    override func makeTextWritingDirectionLeftToRight(_ sender: Any?) {
        super.makeTextWritingDirectionLeftToRight(sender)
    }
    // api: UIResponderStandardEditActions makeTextWritingDirectionRightToLeft(_:)
    override func makeTextWritingDirectionRightToLeft(_ sender: Any?) {
        super.makeTextWritingDirectionRightToLeft(sender)
    }
    // api: UIResponderStandardEditActions increaseSize(_:)
    override func increaseSize(_ sender: Any?) { super.increaseSize(sender) }
    // api: UIResponderStandardEditActions decreaseSize(_:)
    override func decreaseSize(_ sender: Any?) { super.decreaseSize(sender) }
    // api: UIResponderStandardEditActions find(_:)
    override func find(_ sender: Any?) { super.find(sender) }
    // api: UIResponderStandardEditActions findNext(_:)
    override func findNext(_ sender: Any?) { super.findNext(sender) }
    // api: UIResponderStandardEditActions findPrevious(_:)
    override func findPrevious(_ sender: Any?) { super.findPrevious(sender) }
    // api: UIResponderStandardEditActions findAndReplace(_:)
    override func findAndReplace(_ sender: Any?) { super.findAndReplace(sender) }
    // api: UIResponderStandardEditActions useSelectionForFind(_:)
    override func useSelectionForFind(_ sender: Any?) { super.useSelectionForFind(sender) }
    // api: UIResponderStandardEditActions rename(_:)
    override func rename(_ sender: Any?) { super.rename(sender) }
    // api: UIResponderStandardEditActions duplicate(_:)
    override func duplicate(_ sender: Any?) { super.duplicate(sender) }
    // api: UIResponderStandardEditActions move(_:)
    override func move(_ sender: Any?) { super.move(sender) }
    // api: UIResponderStandardEditActions export(_:)
    override func export(_ sender: Any?) { super.export(sender) }
    // api: UIResponderStandardEditActions updateTextAttributes(conversionHandler:)
    override func updateTextAttributes(
        conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
    ) {}
}

// UIAppearance, as an app delegate themes the app.
@MainActor private func viewsAppearance(traits: UITraitCollection) {
    // api: UIAppearance appearance()
    UILabel.appearance().textColor = .secondaryLabel
    // api: UIAppearance appearance(whenContainedInInstancesOf:)
    UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).textColor = .white
    // api: UIAppearance appearance(for:)
    UISwitch.appearance(for: traits).onTintColor = .systemGreen
    // api: UIAppearance appearance(for:whenContainedInInstancesOf:)
    UIButton.appearance(for: traits, whenContainedInInstancesOf: [UITableViewCell.self]).tintColor = .systemPink
    UIBarButtonItem.appearance().setTitleTextAttributes([.font: UIFont.boldSystemFont(ofSize: 17)], for: .normal)
    UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self]).tintColor = .white
    UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemGray], for: .normal)
}

// Members views get from protocols: UIFocusItemScrollableContainer, UIUserActivityRestoring.
@MainActor private func viewsProtocolMembers(scrollView: UIScrollView, activity: NSUserActivity) {
    // api: UIScrollView visibleSize
    let _: CGSize = scrollView.visibleSize
    let restorers: [any UIUserActivityRestoring] = [scrollView]
    for restorer in restorers {
        // api: UIUserActivityRestoring restoreUserActivityState(_:)
        restorer.restoreUserActivityState(activity)
    }
}

// UIFocusEnvironment, as a tvOS or keyboard-driven cell overrides it.
@MainActor private final class ViewsFocusCell: UICollectionViewCell {
    let focusTarget = UIView()
    // api: UIFocusEnvironment preferredFocusEnvironments
    override var preferredFocusEnvironments: [any UIFocusEnvironment] { [focusTarget] }
    // api: UIFocusEnvironment shouldUpdateFocus(in:)
    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        // api: UIFocusUpdateContext focusHeading
        context.focusHeading != .up
    }
    // api: UIFocusEnvironment didUpdateFocus(in:with:)
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        // api: UIFocusUpdateContext nextFocusedView
        let focused = context.nextFocusedView === self
        // api: UIFocusUpdateContext previouslyFocusedView
        let left = context.previouslyFocusedView === self
        // api: UIFocusAnimationCoordinator addCoordinatedAnimations(_:completion:)
        coordinator.addCoordinatedAnimations(
            { self.transform = focused ? CGAffineTransform(scaleX: 1.1, y: 1.1) : .identity }, completion: nil)
        // api: UIFocusAnimationCoordinator addCoordinatedFocusingAnimations(_:completion:)
        coordinator.addCoordinatedFocusingAnimations({ _ in self.alpha = 1 }, completion: nil)
        // api: UIFocusAnimationCoordinator addCoordinatedUnfocusingAnimations(_:completion:)
        coordinator.addCoordinatedUnfocusingAnimations(
            { context in self.alpha = left ? 0.8 : CGFloat(context.duration) }, completion: nil)
        // api: UIFocusEnvironment parentFocusEnvironment
        _ = parentFocusEnvironment
        // api: UIFocusEnvironment setNeedsFocusUpdate()
        setNeedsFocusUpdate()
        // api: UIFocusEnvironment updateFocusIfNeeded()
        updateFocusIfNeeded()
    }
}

// The edit actions of iOS 18 and 26, overridden by a text editor's view.
@MainActor private final class ViewsNewerEditActionsView: UIView {
    // api: UIResponderStandardEditActions alignLeft(_:)
    override func alignLeft(_ sender: Any?) {}
    // api: UIResponderStandardEditActions alignCenter(_:)
    override func alignCenter(_ sender: Any?) {}
    // api: UIResponderStandardEditActions alignRight(_:)
    override func alignRight(_ sender: Any?) {}
    // api: UIResponderStandardEditActions alignJustified(_:)
    override func alignJustified(_ sender: Any?) {}
    // api: UIResponderStandardEditActions newFromPasteboard(_:)
    override func newFromPasteboard(_ sender: Any?) {}
    // api: UIResponderStandardEditActions showWritingTools(_:)
    override func showWritingTools(_ sender: Any) {}
}

// UICoordinateSpace, as code converts between a view and the screen.
@MainActor private func viewsCoordinateSpace(view: UIView, cell: UITableViewCell) {
    // api: UIScreen coordinateSpace
    let screen: any UICoordinateSpace = UIScreen.main.coordinateSpace
    // api: UIScreen fixedCoordinateSpace
    let fixed: any UICoordinateSpace = UIScreen.main.fixedCoordinateSpace
    // api: UICoordinateSpace convert(_:to:)
    let onScreen: CGRect = view.convert(view.bounds, to: screen)
    // api: UICoordinateSpace convert(_:from:)
    let _: CGPoint = view.convert(onScreen.origin, from: fixed)
    // api: UICoordinateSpace bounds
    let _: CGRect = screen.bounds
    // The view-to-view conversions stay unambiguous beside them.
    let _: CGPoint = view.convert(CGPoint.zero, to: cell)
    let _: CGRect = view.convert(view.bounds, to: nil)
    let _: CGPoint = cell.convert(CGPoint.zero, from: view)
}

// UIAccessibility, as a view that draws its parts itself describes them, and an adjustable control overrides
// VoiceOver's actions.
@MainActor private final class ViewsAccessibleChart: UIView {
    // api: UIAccessibility accessibilityElements
    override var accessibilityElements: [Any]? {
        get {
            // api: UIAccessibilityElement init(accessibilityContainer:)
            let bar = UIAccessibilityElement(accessibilityContainer: self)
            // api: UIAccessibilityElement accessibilityFrameInContainerSpace
            bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 20, height: 100)
            // api: UIAccessibilityElement accessibilityContainer
            _ = bar.accessibilityContainer
            return [bar]
        }
        set {}
    }
    // api: UIAccessibility accessibilityIncrement()
    override func accessibilityIncrement() {}
    // api: UIAccessibility accessibilityDecrement()
    override func accessibilityDecrement() {}
    // api: UIAccessibility accessibilityActivate()
    override func accessibilityActivate() -> Bool { true }
    // api: UIAccessibility accessibilityPerformEscape()
    override func accessibilityPerformEscape() -> Bool { false }
    // api: UIAccessibility accessibilityPerformMagicTap()
    override func accessibilityPerformMagicTap() -> Bool { false }
}

@MainActor private func viewsAccessibility(view: UIView) {
    // api: UIAccessibility accessibilityElementsHidden
    view.accessibilityElementsHidden = false
    // api: UIAccessibility accessibilityViewIsModal
    view.accessibilityViewIsModal = true
    // api: UIAccessibility shouldGroupAccessibilityChildren
    view.shouldGroupAccessibilityChildren = true
    // api: UIAccessibility accessibilityFrame
    view.accessibilityFrame = view.frame
    // api: UIAccessibility accessibilityActivationPoint
    let _: CGPoint = view.accessibilityActivationPoint
    // api: UIAccessibility accessibilityLanguage
    view.accessibilityLanguage = "en"
    // api: UIAccessibility accessibilityAttributedLabel
    view.accessibilityAttributedLabel = NSAttributedString(string: "Chart")
    // api: UIAccessibility accessibilityAttributedHint
    view.accessibilityAttributedHint = nil
    // api: UIAccessibility accessibilityAttributedValue
    view.accessibilityAttributedValue = nil
    // api: UIAccessibility accessibilityUserInputLabels
    view.accessibilityUserInputLabels = ["Chart", "Graph"]
    // api: UIAccessibility accessibilityRespondsToUserInteraction
    view.accessibilityRespondsToUserInteraction = true
    // api: UIAccessibility accessibilityCustomActions
    view.accessibilityCustomActions = [
        // api: UIAccessibilityCustomAction init(name:actionHandler:)
        UIAccessibilityCustomAction(name: "Delete") { _ in true },
        // api: UIAccessibilityCustomAction init(name:image:actionHandler:)
        UIAccessibilityCustomAction(name: "Share", image: nil) { _ in true },
    ]
    // api: UIAccessibility accessibilityPath
    view.accessibilityPath = UIBezierPath(rect: view.bounds)
    // api: UIAccessibility accessibilityNavigationStyle
    view.accessibilityNavigationStyle = .combined
    // api: UIAccessibility accessibilityContainerType
    view.accessibilityContainerType = .semanticGroup
}

@MainActor private final class ViewsSurfaceShortcutResponder: UIView {
    func clear() {}

    // api: UIResponder keyCommands
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: ViewsSurfaceShortcutResponder.clear)]
    }
}

/// UIPasteConfiguration: what a responder takes when the person pastes.
@MainActor private func viewsSurfacePasteConfiguration(_ responder: UIResponder) {
    // api: UIPasteConfiguration init()
    let empty = UIPasteConfiguration()
    // api: UIPasteConfiguration init(acceptableTypeIdentifiers:)
    let text = UIPasteConfiguration(acceptableTypeIdentifiers: ["public.text"])
    // api: UIPasteConfiguration init(forAccepting:)
    let strings = UIPasteConfiguration(forAccepting: NSString.self)
    // api: UIPasteConfiguration acceptableTypeIdentifiers
    let _: [String] = strings.acceptableTypeIdentifiers
    // api: UIPasteConfiguration addAcceptableTypeIdentifiers(_:)
    empty.addAcceptableTypeIdentifiers(["public.png"])
    // api: UIPasteConfiguration addTypeIdentifiers(forAccepting:)
    text.addTypeIdentifiers(forAccepting: NSString.self)
    // api: UIResponder pasteConfiguration
    responder.pasteConfiguration = text
}

// UIView state restoration, snapshots and layout debugging, as an older app's custom view writes them.
@MainActor private final class ViewsRestoringView: UIView {
    var scrollPosition = 0
    // api: UIView encodeRestorableState(with:)
    override func encodeRestorableState(with coder: NSCoder) {
        super.encodeRestorableState(with: coder)
        coder.encode(scrollPosition, forKey: "position")
    }
    // api: UIView decodeRestorableState(with:)
    override func decodeRestorableState(with coder: NSCoder) {
        super.decodeRestorableState(with: coder)
        scrollPosition = coder.decodeInteger(forKey: "position")
    }
}

@MainActor private func viewsSnapshotsAndAmbiguity(_ view: UIView) {
    // api: UIView resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)
    let _: UIView? = view.resizableSnapshotView(
        from: CGRect(x: 0, y: 0, width: 40, height: 40), afterScreenUpdates: false,
        withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
    // api: UIView exerciseAmbiguityInLayout()
    if view.hasAmbiguousLayout { view.exerciseAmbiguityInLayout() }
}

// UIView.Invalidating and UIView.Invalidations: a view property whose change invalidates the view.
@MainActor
private final class ViewsSurfaceInvalidatingView: UIView {
    // api: UIView Invalidating
    @UIView.Invalidating(.layout) var spacing: CGFloat = 8
    // api: UIView Invalidations
    @Invalidating(UIView.Invalidations.Display(), UIView.Invalidations.IntrinsicContentSize()) var title = ""
    @Invalidating(.constraints, .configuration, .properties) var flags = 0
}

// UIResponder: an app delegate builds the menu bar.
@MainActor private final class ViewsSurfaceMenuBuildingDelegate: UIResponder {
    // api: UIResponder buildMenu(with:)
    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
    }
}
