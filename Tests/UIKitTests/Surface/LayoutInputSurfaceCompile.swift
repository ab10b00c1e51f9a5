// Compile-only: UIKit's layout, gesture, trait and configuration API as a client writes it, with UIKit's labels,
// types, optionality and overridability, against ReuseKit through `import UIKit`. Nothing here runs.
// Each use carries its `// api:` marker; the list is Tests/ReuseKitTests/UIKitSurface/Screens/UIKitLayoutInputAPI.txt.
// UIKitSurfaceTests checks every member is here or listed as not on Linux.

import UIKit

/// NSLayoutConstraint: made, activated and read as Auto Layout code does.
@MainActor private func layoutInputSurfaceConstraint(
    _ constraint: NSLayoutConstraint, other: NSLayoutConstraint, view: UIView, label: UILabel
) {
    // api: NSLayoutConstraint init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
    let _: NSLayoutConstraint = NSLayoutConstraint(
        item: label, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 44)
    // api: NSLayoutConstraint activate(_:)
    NSLayoutConstraint.activate([constraint])
    // api: NSLayoutConstraint deactivate(_:)
    NSLayoutConstraint.deactivate([constraint])
    // api: NSLayoutConstraint isActive
    let _: Bool = constraint.isActive
    constraint.isActive = true
    // api: NSLayoutConstraint firstItem
    let _: AnyObject? = constraint.firstItem
    // api: NSLayoutConstraint firstAttribute
    let _: NSLayoutConstraint.Attribute = constraint.firstAttribute
    // api: NSLayoutConstraint relation
    let _: NSLayoutConstraint.Relation = constraint.relation
    // api: NSLayoutConstraint secondItem
    let _: AnyObject? = constraint.secondItem
    // api: NSLayoutConstraint secondAttribute
    let _: NSLayoutConstraint.Attribute = constraint.secondAttribute
    // api: NSLayoutConstraint multiplier
    let _: CGFloat = constraint.multiplier
    // api: NSLayoutConstraint constant
    let _: CGFloat = constraint.constant
    constraint.constant = 8
    // api: NSLayoutConstraint priority
    let _: UILayoutPriority = constraint.priority
    constraint.priority = .defaultHigh
    // api: NSLayoutConstraint identifier
    let _: String? = constraint.identifier
    constraint.identifier = nil
    // api: NSLayoutConstraint Attribute
    let _: [NSLayoutConstraint.Attribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY, .lastBaseline,
        .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute,
    ]
    // api: NSLayoutConstraint Relation
    let _: [NSLayoutConstraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
    // api: NSLayoutConstraint Axis
    let _: [NSLayoutConstraint.Axis] = [.horizontal, .vertical]
    // api: NSLayoutConstraint ==(_:_:)
    let _: Bool = constraint == other
}

/// UILayoutPriority: the named levels and the arithmetic UIKit's overlay gives.
private func layoutInputSurfacePriority() {
    // api: UILayoutPriority required
    let _: UILayoutPriority = .required
    // api: UILayoutPriority defaultHigh
    let _: UILayoutPriority = .defaultHigh
    // api: UILayoutPriority dragThatCanResizeScene
    let _: UILayoutPriority = .dragThatCanResizeScene
    // api: UILayoutPriority sceneSizeStayPut
    let _: UILayoutPriority = .sceneSizeStayPut
    // api: UILayoutPriority dragThatCannotResizeScene
    let _: UILayoutPriority = .dragThatCannotResizeScene
    // api: UILayoutPriority defaultLow
    let _: UILayoutPriority = .defaultLow
    // api: UILayoutPriority fittingSizeLevel
    let _: UILayoutPriority = .fittingSizeLevel
    // api: UILayoutPriority init(_:)
    let _: UILayoutPriority = UILayoutPriority(Float(999))
    // api: UILayoutPriority init(rawValue:)
    let _: UILayoutPriority = UILayoutPriority(rawValue: 300)
    // api: UILayoutPriority rawValue
    let _: Float = UILayoutPriority.defaultLow.rawValue
    // api: UILayoutPriority <(_:_:)
    let _: Bool = UILayoutPriority.defaultLow < .defaultHigh
}

/// NSLayoutAnchor: the constraint factories every anchor has.
@MainActor private func layoutInputSurfaceAnchor(view: UIView, other: UIView, coder: NSCoder) {
    // api: NSLayoutAnchor constraint(equalTo:)
    let leading: NSLayoutAnchor<NSLayoutXAxisAnchor> = view.leadingAnchor
    let _: NSLayoutConstraint = leading.constraint(equalTo: other.leadingAnchor)
    // api: NSLayoutAnchor constraint(equalTo:constant:)
    let _: NSLayoutConstraint = view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: 8)
    // api: NSLayoutAnchor constraint(greaterThanOrEqualTo:)
    let _: NSLayoutConstraint = view.widthAnchor.constraint(greaterThanOrEqualTo: other.widthAnchor)
    // api: NSLayoutAnchor constraint(greaterThanOrEqualTo:constant:)
    let _: NSLayoutConstraint = view.leadingAnchor.constraint(greaterThanOrEqualTo: other.leadingAnchor, constant: 16)
    // api: NSLayoutAnchor constraint(lessThanOrEqualTo:)
    let _: NSLayoutConstraint = view.bottomAnchor.constraint(lessThanOrEqualTo: other.bottomAnchor)
    // api: NSLayoutAnchor constraint(lessThanOrEqualTo:constant:)
    let _: NSLayoutConstraint = view.trailingAnchor.constraint(lessThanOrEqualTo: other.trailingAnchor, constant: -16)
}

/// NSLayoutXAxisAnchor: offsets and the system spacing after another anchor.
@MainActor private func layoutInputSurfaceXAxisAnchor(view: UIView, other: UIView) {
    // api: NSLayoutXAxisAnchor constraint(equalToSystemSpacingAfter:multiplier:)
    let _: NSLayoutConstraint = view.leadingAnchor.constraint(
        equalToSystemSpacingAfter: other.trailingAnchor, multiplier: 1)
    // api: NSLayoutXAxisAnchor constraint(greaterThanOrEqualToSystemSpacingAfter:multiplier:)
    let _: NSLayoutConstraint = view.leadingAnchor.constraint(
        greaterThanOrEqualToSystemSpacingAfter: other.trailingAnchor, multiplier: 1)
    // api: NSLayoutXAxisAnchor constraint(lessThanOrEqualToSystemSpacingAfter:multiplier:)
    let _: NSLayoutConstraint = view.leadingAnchor.constraint(
        lessThanOrEqualToSystemSpacingAfter: other.trailingAnchor, multiplier: 2)
}

/// NSLayoutYAxisAnchor: offsets and the system spacing below another anchor.
@MainActor private func layoutInputSurfaceYAxisAnchor(view: UIView, other: UIView) {
    // api: NSLayoutYAxisAnchor constraint(equalToSystemSpacingBelow:multiplier:)
    let _: NSLayoutConstraint = view.topAnchor.constraint(equalToSystemSpacingBelow: other.bottomAnchor, multiplier: 1)
    // api: NSLayoutYAxisAnchor constraint(greaterThanOrEqualToSystemSpacingBelow:multiplier:)
    let _: NSLayoutConstraint = view.firstBaselineAnchor.constraint(
        greaterThanOrEqualToSystemSpacingBelow: other.lastBaselineAnchor, multiplier: 1)
    // api: NSLayoutYAxisAnchor constraint(lessThanOrEqualToSystemSpacingBelow:multiplier:)
    let _: NSLayoutConstraint = view.topAnchor.constraint(
        lessThanOrEqualToSystemSpacingBelow: other.bottomAnchor, multiplier: 2)
}

/// NSLayoutDimension: constants and multiples of another size.
@MainActor private func layoutInputSurfaceDimension(view: UIView, other: UIView) {
    // api: NSLayoutDimension constraint(equalToConstant:)
    let _: NSLayoutConstraint = view.heightAnchor.constraint(equalToConstant: 44)
    // api: NSLayoutDimension constraint(greaterThanOrEqualToConstant:)
    let _: NSLayoutConstraint = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)
    // api: NSLayoutDimension constraint(lessThanOrEqualToConstant:)
    let _: NSLayoutConstraint = view.widthAnchor.constraint(lessThanOrEqualToConstant: 320)
    // api: NSLayoutDimension constraint(equalTo:multiplier:)
    let _: NSLayoutConstraint = view.widthAnchor.constraint(equalTo: other.widthAnchor, multiplier: 0.5)
    // api: NSLayoutDimension constraint(equalTo:multiplier:constant:)
    let _: NSLayoutConstraint = view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 9 / 16, constant: 0)
    // api: NSLayoutDimension constraint(greaterThanOrEqualTo:multiplier:)
    let _: NSLayoutConstraint = view.widthAnchor.constraint(greaterThanOrEqualTo: other.widthAnchor, multiplier: 0.25)
    // api: NSLayoutDimension constraint(greaterThanOrEqualTo:multiplier:constant:)
    let _: NSLayoutConstraint = view.heightAnchor.constraint(
        greaterThanOrEqualTo: other.heightAnchor, multiplier: 1, constant: 8)
    // api: NSLayoutDimension constraint(lessThanOrEqualTo:multiplier:)
    let _: NSLayoutConstraint = view.widthAnchor.constraint(lessThanOrEqualTo: other.widthAnchor, multiplier: 0.75)
    // api: NSLayoutDimension constraint(lessThanOrEqualTo:multiplier:constant:)
    let _: NSLayoutConstraint = view.heightAnchor.constraint(
        lessThanOrEqualTo: other.heightAnchor, multiplier: 1, constant: -8)
}

/// UILayoutGuide: a client's own guide, added to a view and constrained.
@MainActor private func layoutInputSurfaceGuide(_ guide: UILayoutGuide, coder: NSCoder) {
    // api: UILayoutGuide init()
    let _: UILayoutGuide = UILayoutGuide()
    // api: UILayoutGuide identifier
    let _: String = guide.identifier
    guide.identifier = "spacer"
    // api: UILayoutGuide layoutFrame
    let _: CGRect = guide.layoutFrame
    // api: UILayoutGuide bottomAnchor
    let _: NSLayoutYAxisAnchor = guide.bottomAnchor
    // api: UILayoutGuide centerXAnchor
    let _: NSLayoutXAxisAnchor = guide.centerXAnchor
    // api: UILayoutGuide centerYAnchor
    let _: NSLayoutYAxisAnchor = guide.centerYAnchor
    // api: UILayoutGuide heightAnchor
    let _: NSLayoutDimension = guide.heightAnchor
    // api: UILayoutGuide leadingAnchor
    let _: NSLayoutXAxisAnchor = guide.leadingAnchor
    // api: UILayoutGuide leftAnchor
    let _: NSLayoutXAxisAnchor = guide.leftAnchor
    // api: UILayoutGuide rightAnchor
    let _: NSLayoutXAxisAnchor = guide.rightAnchor
    // api: UILayoutGuide topAnchor
    let _: NSLayoutYAxisAnchor = guide.topAnchor
    // api: UILayoutGuide trailingAnchor
    let _: NSLayoutXAxisAnchor = guide.trailingAnchor
    // api: UILayoutGuide widthAnchor
    let _: NSLayoutDimension = guide.widthAnchor
}

/// UIView: what a custom view overrides for Auto Layout, margins and gestures.
@MainActor private final class LayoutInputSurfaceView: UIView {
    // api: UIView intrinsicContentSize
    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 44) }
    // api: UIView requiresConstraintBasedLayout
    override class var requiresConstraintBasedLayout: Bool { true }
    // api: UIView updateConstraints()
    override func updateConstraints() {
        super.updateConstraints()
    }
    // api: UIView alignmentRectInsets
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2) }
    // api: UIView forFirstBaselineLayout
    override var forFirstBaselineLayout: UIView { subviews.first ?? self }
    // api: UIView forLastBaselineLayout
    override var forLastBaselineLayout: UIView { subviews.last ?? self }
    // api: UIView layoutMarginsDidChange()
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
    }
    // api: UIView safeAreaInsetsDidChange()
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
    }
    // api: UIView gestureRecognizerShouldBegin(_:)
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// UIView: what code calls on any view.
@MainActor private func layoutInputSurfaceViewCalls(
    _ view: UIView, constraint: NSLayoutConstraint, guide: UILayoutGuide, recognizer: UIGestureRecognizer
) {
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
    // api: UIView translatesAutoresizingMaskIntoConstraints
    let _: Bool = view.translatesAutoresizingMaskIntoConstraints
    view.translatesAutoresizingMaskIntoConstraints = false
    // api: UIView autoresizingMask
    let _: UIView.AutoresizingMask = view.autoresizingMask
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    // api: UIView setContentHuggingPriority(_:for:)
    view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    // api: UIView contentHuggingPriority(for:)
    let _: UILayoutPriority = view.contentHuggingPriority(for: .vertical)
    // api: UIView setContentCompressionResistancePriority(_:for:)
    view.setContentCompressionResistancePriority(.required, for: .vertical)
    // api: UIView contentCompressionResistancePriority(for:)
    let _: UILayoutPriority = view.contentCompressionResistancePriority(for: .horizontal)
    // api: UIView systemLayoutSizeFitting(_:)
    let _: CGSize = view.systemLayoutSizeFitting(CGSize(width: 320, height: 0))
    // api: UIView systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)
    let _: CGSize = view.systemLayoutSizeFitting(
        CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel)
    // api: UIView layoutFittingCompressedSize
    let _: CGSize = UIView.layoutFittingCompressedSize
    // api: UIView layoutFittingExpandedSize
    let _: CGSize = UIView.layoutFittingExpandedSize
    // api: UIView noIntrinsicMetric
    let _: CGFloat = UIView.noIntrinsicMetric
    // api: UIView invalidateIntrinsicContentSize()
    view.invalidateIntrinsicContentSize()
    // api: UIView setNeedsUpdateConstraints()
    view.setNeedsUpdateConstraints()
    // api: UIView updateConstraintsIfNeeded()
    view.updateConstraintsIfNeeded()
    // api: UIView needsUpdateConstraints()
    let _: Bool = view.needsUpdateConstraints()
    // api: UIView alignmentRect(forFrame:)
    let _: CGRect = view.alignmentRect(forFrame: view.frame)
    // api: UIView frame(forAlignmentRect:)
    let _: CGRect = view.frame(forAlignmentRect: view.bounds)
    // api: UIView hasAmbiguousLayout
    let _: Bool = view.hasAmbiguousLayout
    // api: UIView bottomAnchor
    let _: NSLayoutYAxisAnchor = view.bottomAnchor
    // api: UIView centerXAnchor
    let _: NSLayoutXAxisAnchor = view.centerXAnchor
    // api: UIView centerYAnchor
    let _: NSLayoutYAxisAnchor = view.centerYAnchor
    // api: UIView heightAnchor
    let _: NSLayoutDimension = view.heightAnchor
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
    // api: UIView firstBaselineAnchor
    let _: NSLayoutYAxisAnchor = view.firstBaselineAnchor
    // api: UIView lastBaselineAnchor
    let _: NSLayoutYAxisAnchor = view.lastBaselineAnchor
    // api: UIView layoutMarginsGuide
    let _: UILayoutGuide = view.layoutMarginsGuide
    // api: UIView safeAreaLayoutGuide
    let _: UILayoutGuide = view.safeAreaLayoutGuide
    // api: UIView readableContentGuide
    let _: UILayoutGuide = view.readableContentGuide
    // api: UIView addLayoutGuide(_:)
    view.addLayoutGuide(guide)
    // api: UIView removeLayoutGuide(_:)
    view.removeLayoutGuide(guide)
    // api: UIView layoutGuides
    let _: [UILayoutGuide] = view.layoutGuides
    // api: UIView layoutMargins
    let _: UIEdgeInsets = view.layoutMargins
    view.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
    // api: UIView directionalLayoutMargins
    let _: NSDirectionalEdgeInsets = view.directionalLayoutMargins
    view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
    // api: UIView preservesSuperviewLayoutMargins
    let _: Bool = view.preservesSuperviewLayoutMargins
    view.preservesSuperviewLayoutMargins = true
    // api: UIView insetsLayoutMarginsFromSafeArea
    let _: Bool = view.insetsLayoutMarginsFromSafeArea
    view.insetsLayoutMarginsFromSafeArea = false
    // api: UIView safeAreaInsets
    let _: UIEdgeInsets = view.safeAreaInsets
    // api: UIView addGestureRecognizer(_:)
    view.addGestureRecognizer(recognizer)
    // api: UIView removeGestureRecognizer(_:)
    view.removeGestureRecognizer(recognizer)
    // api: UIView gestureRecognizers
    let _: [UIGestureRecognizer]? = view.gestureRecognizers
    view.gestureRecognizers = nil
    // api: UIView overrideUserInterfaceStyle
    let _: UIUserInterfaceStyle = view.overrideUserInterfaceStyle
    view.overrideUserInterfaceStyle = .dark
}

/// UIViewController: the root view's system minimum margins.
@MainActor private final class LayoutInputSurfaceViewController: UIViewController {
    // api: UIViewController systemMinimumLayoutMargins
    func readMinimumMargins() {
        let _: NSDirectionalEdgeInsets = systemMinimumLayoutMargins
    }
    // api: UIViewController viewRespectsSystemMinimumLayoutMargins
    func ignoreMinimumMargins() {
        let _: Bool = viewRespectsSystemMinimumLayoutMargins
        viewRespectsSystemMinimumLayoutMargins = false
    }
    // api: UIViewController viewLayoutMarginsDidChange()
    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
    }
}

/// UIGestureRecognizer: what code sets and reads on any recognizer.
@MainActor private func layoutInputSurfaceRecognizer(
    _ recognizer: UIGestureRecognizer, other: UIGestureRecognizer, view: UIView, coder: NSCoder
) {
    // api: UIGestureRecognizer init()
    let _: UIGestureRecognizer = UIGestureRecognizer()
    // api: UIGestureRecognizer delegate
    let _: (any UIGestureRecognizerDelegate)? = recognizer.delegate
    recognizer.delegate = nil
    // api: UIGestureRecognizer location(in:)
    let _: CGPoint = recognizer.location(in: view)
    let _: CGPoint = recognizer.location(in: nil)
    // api: UIGestureRecognizer numberOfTouches
    let _: Int = recognizer.numberOfTouches
    // api: UIGestureRecognizer State
    let _: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed, .recognized]
    // api: UIGestureRecognizer view
    let _: UIView? = recognizer.view
    // api: UIGestureRecognizer isEnabled
    let _: Bool = recognizer.isEnabled
    recognizer.isEnabled = false
    // api: UIGestureRecognizer cancelsTouchesInView
    let _: Bool = recognizer.cancelsTouchesInView
    recognizer.cancelsTouchesInView = false
    // api: UIGestureRecognizer ==(_:_:)
    let _: Bool = recognizer == other
}

/// UIGestureRecognizer: what a custom recognizer overrides and calls (UIGestureRecognizerSubclass).
@MainActor private final class LayoutInputSurfaceRecognizer: UIGestureRecognizer {
    // api: UIGestureRecognizer state
    func advance() {
        let _: UIGestureRecognizer.State = state
        state = .began
    }
    // api: UIGestureRecognizer reset()
    override func reset() {
        super.reset()
    }
}

/// UIGestureRecognizerDelegate: its optional requirements, implemented with UIKit's signatures.
@MainActor private final class LayoutInputSurfaceGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    // api: UIGestureRecognizerDelegate gestureRecognizerShouldBegin(_:)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    // api: UIGestureRecognizerDelegate gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// UITapGestureRecognizer.
@MainActor private func layoutInputSurfaceTap(_ tap: UITapGestureRecognizer) {
    // api: UITapGestureRecognizer numberOfTapsRequired
    let _: Int = tap.numberOfTapsRequired
    tap.numberOfTapsRequired = 2
    // api: UITapGestureRecognizer numberOfTouchesRequired
    let _: Int = tap.numberOfTouchesRequired
    tap.numberOfTouchesRequired = 1
}

/// UILongPressGestureRecognizer.
@MainActor private func layoutInputSurfaceLongPress(_ press: UILongPressGestureRecognizer) {
    // api: UILongPressGestureRecognizer minimumPressDuration
    let _: TimeInterval = press.minimumPressDuration
    press.minimumPressDuration = 0.3
    // api: UILongPressGestureRecognizer numberOfTouchesRequired
    let _: Int = press.numberOfTouchesRequired
    press.numberOfTouchesRequired = 1
    // api: UILongPressGestureRecognizer allowableMovement
    let _: CGFloat = press.allowableMovement
    press.allowableMovement = 20
}

/// UIPanGestureRecognizer.
@MainActor private func layoutInputSurfacePan(_ pan: UIPanGestureRecognizer, view: UIView) {
    // api: UIPanGestureRecognizer maximumNumberOfTouches
    let _: Int = pan.maximumNumberOfTouches
    pan.maximumNumberOfTouches = 1
    // api: UIPanGestureRecognizer minimumNumberOfTouches
    let _: Int = pan.minimumNumberOfTouches
    pan.minimumNumberOfTouches = 1
    // api: UIPanGestureRecognizer translation(in:)
    let _: CGPoint = pan.translation(in: view)
    // api: UIPanGestureRecognizer setTranslation(_:in:)
    pan.setTranslation(.zero, in: view)
    // api: UIPanGestureRecognizer velocity(in:)
    let _: CGPoint = pan.velocity(in: nil)
}

/// UISwipeGestureRecognizer.
@MainActor private func layoutInputSurfaceSwipe(_ swipe: UISwipeGestureRecognizer) {
    // api: UISwipeGestureRecognizer direction
    let _: UISwipeGestureRecognizer.Direction = swipe.direction
    swipe.direction = [.left, .right]
    // api: UISwipeGestureRecognizer numberOfTouchesRequired
    let _: Int = swipe.numberOfTouchesRequired
    swipe.numberOfTouchesRequired = 1
    // api: UISwipeGestureRecognizer Direction
    let _: [UISwipeGestureRecognizer.Direction] = [.right, .left, .up, .down]
}

/// UIPinchGestureRecognizer.
@MainActor private func layoutInputSurfacePinch(_ pinch: UIPinchGestureRecognizer) {
    // api: UIPinchGestureRecognizer scale
    let _: CGFloat = pinch.scale
    pinch.scale = 1
    // api: UIPinchGestureRecognizer velocity
    let _: CGFloat = pinch.velocity
}

/// UIRotationGestureRecognizer.
@MainActor private func layoutInputSurfaceRotation(_ rotation: UIRotationGestureRecognizer) {
    // api: UIRotationGestureRecognizer rotation
    let _: CGFloat = rotation.rotation
    rotation.rotation = 0
    // api: UIRotationGestureRecognizer velocity
    let _: CGFloat = rotation.velocity
}

/// UIScreenEdgePanGestureRecognizer.
@MainActor private func layoutInputSurfaceScreenEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
    // api: UIScreenEdgePanGestureRecognizer edges
    let _: UIRectEdge = pan.edges
    pan.edges = .left
}

/// UITraitCollection: made, derived and read as trait-aware code does.
@MainActor private func layoutInputSurfaceTraits(_ traits: UITraitCollection, coder: NSCoder) {
    // api: UITraitCollection init()
    let _: UITraitCollection = UITraitCollection()
    // api: UITraitCollection init(userInterfaceIdiom:)
    let _: UITraitCollection = UITraitCollection(userInterfaceIdiom: .pad)
    // api: UITraitCollection init(horizontalSizeClass:)
    let _: UITraitCollection = UITraitCollection(horizontalSizeClass: .compact)
    // api: UITraitCollection init(verticalSizeClass:)
    let _: UITraitCollection = UITraitCollection(verticalSizeClass: .regular)
    // api: UITraitCollection init(userInterfaceStyle:)
    let _: UITraitCollection = UITraitCollection(userInterfaceStyle: .dark)
    // api: UITraitCollection init(accessibilityContrast:)
    let _: UITraitCollection = UITraitCollection(accessibilityContrast: .high)
    // api: UITraitCollection init(legibilityWeight:)
    let _: UITraitCollection = UITraitCollection(legibilityWeight: .bold)
    // api: UITraitCollection init(displayScale:)
    let _: UITraitCollection = UITraitCollection(displayScale: 3)
    // api: UITraitCollection init(layoutDirection:)
    let _: UITraitCollection = UITraitCollection(layoutDirection: .rightToLeft)
    // api: UITraitCollection init(preferredContentSizeCategory:)
    let _: UITraitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    // api: UITraitCollection init(mutations:)
    let _: UITraitCollection = UITraitCollection { mutableTraits in
        mutableTraits.userInterfaceStyle = .dark
        mutableTraits.horizontalSizeClass = .regular
    }
    // api: UITraitCollection modifyingTraits(_:)
    let _: UITraitCollection = traits.modifyingTraits { mutableTraits in
        mutableTraits.preferredContentSizeCategory = .extraLarge
    }
    // api: UITraitCollection current
    let _: UITraitCollection = UITraitCollection.current
    UITraitCollection.current = traits
    // api: UITraitCollection systemTraitsAffectingColorAppearance
    let _: [UITrait] = UITraitCollection.systemTraitsAffectingColorAppearance
    // api: UITraitCollection systemTraitsAffectingImageLookup
    let _: [UITrait] = UITraitCollection.systemTraitsAffectingImageLookup
    // api: UITraitCollection hasDifferentColorAppearance(comparedTo:)
    let _: Bool = traits.hasDifferentColorAppearance(comparedTo: nil)
    // api: UITraitCollection performAsCurrent(_:)
    traits.performAsCurrent {
        let _: UIColor = .label
    }
    // api: UITraitCollection horizontalSizeClass
    let _: UIUserInterfaceSizeClass = traits.horizontalSizeClass
    // api: UITraitCollection verticalSizeClass
    let _: UIUserInterfaceSizeClass = traits.verticalSizeClass
    // api: UITraitCollection displayScale
    let _: CGFloat = traits.displayScale
    // api: UITraitCollection userInterfaceStyle
    let _: UIUserInterfaceStyle = traits.userInterfaceStyle
    // api: UITraitCollection userInterfaceIdiom
    let _: UIUserInterfaceIdiom = traits.userInterfaceIdiom
    // api: UITraitCollection layoutDirection
    let _: UITraitEnvironmentLayoutDirection = traits.layoutDirection
    // api: UITraitCollection accessibilityContrast
    let _: UIAccessibilityContrast = traits.accessibilityContrast
    // api: UITraitCollection legibilityWeight
    let _: UILegibilityWeight = traits.legibilityWeight
    // api: UITraitCollection preferredContentSizeCategory
    let _: UIContentSizeCategory = traits.preferredContentSizeCategory
    // api: UITraitCollection ==(_:_:)
    let _: Bool = traits == UITraitCollection(userInterfaceStyle: .dark)
}

/// UIUserInterfaceSizeClass.
private func layoutInputSurfaceSizeClass() {
    // api: UIUserInterfaceSizeClass unspecified
    let _: UIUserInterfaceSizeClass = .unspecified
    // api: UIUserInterfaceSizeClass compact
    let _: UIUserInterfaceSizeClass = .compact
    // api: UIUserInterfaceSizeClass regular
    let _: UIUserInterfaceSizeClass = .regular
    // api: UIUserInterfaceSizeClass init(rawValue:)
    let _: UIUserInterfaceSizeClass? = UIUserInterfaceSizeClass(rawValue: 1)
}

/// UIUserInterfaceStyle.
private func layoutInputSurfaceStyle() {
    // api: UIUserInterfaceStyle unspecified
    let _: UIUserInterfaceStyle = .unspecified
    // api: UIUserInterfaceStyle light
    let _: UIUserInterfaceStyle = .light
    // api: UIUserInterfaceStyle dark
    let _: UIUserInterfaceStyle = .dark
    // api: UIUserInterfaceStyle init(rawValue:)
    let _: UIUserInterfaceStyle? = UIUserInterfaceStyle(rawValue: 2)
}

/// UIContentSizeCategory: Dynamic Type's sizes.
private func layoutInputSurfaceContentSizeCategory(_ category: UIContentSizeCategory) {
    // api: UIContentSizeCategory unspecified
    let _: UIContentSizeCategory = .unspecified
    // api: UIContentSizeCategory extraSmall
    let _: UIContentSizeCategory = .extraSmall
    // api: UIContentSizeCategory small
    let _: UIContentSizeCategory = .small
    // api: UIContentSizeCategory medium
    let _: UIContentSizeCategory = .medium
    // api: UIContentSizeCategory large
    let _: UIContentSizeCategory = .large
    // api: UIContentSizeCategory extraLarge
    let _: UIContentSizeCategory = .extraLarge
    // api: UIContentSizeCategory extraExtraLarge
    let _: UIContentSizeCategory = .extraExtraLarge
    // api: UIContentSizeCategory extraExtraExtraLarge
    let _: UIContentSizeCategory = .extraExtraExtraLarge
    // api: UIContentSizeCategory accessibilityMedium
    let _: UIContentSizeCategory = .accessibilityMedium
    // api: UIContentSizeCategory accessibilityLarge
    let _: UIContentSizeCategory = .accessibilityLarge
    // api: UIContentSizeCategory accessibilityExtraLarge
    let _: UIContentSizeCategory = .accessibilityExtraLarge
    // api: UIContentSizeCategory accessibilityExtraExtraLarge
    let _: UIContentSizeCategory = .accessibilityExtraExtraLarge
    // api: UIContentSizeCategory accessibilityExtraExtraExtraLarge
    let _: UIContentSizeCategory = .accessibilityExtraExtraExtraLarge
    // api: UIContentSizeCategory isAccessibilityCategory
    let _: Bool = category.isAccessibilityCategory
    // api: UIContentSizeCategory init(rawValue:)
    let _: UIContentSizeCategory = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    // api: UIContentSizeCategory <(_:_:)
    let _: Bool = category < .accessibilityMedium
}

/// UITraitEnvironment: the traits of any view or view controller.
@MainActor private func layoutInputSurfaceTraitEnvironment(view: UIView, controller: UIViewController) {
    // api: UITraitEnvironment traitCollection
    let environments: [any UITraitEnvironment] = [view, controller]
    let _: [UITraitCollection] = environments.map(\.traitCollection)
}

/// UITraitChangeObservable: iOS 17's trait change registrations, from a view.
@MainActor private final class LayoutInputSurfaceTraitObservingView: UIView {
    // api: UITraitChangeObservable registerForTraitChanges(_:handler:)
    func observeTraits() {
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (view: Self, previousTraitCollection: UITraitCollection) in
            _ = view.traitCollection.userInterfaceStyle != previousTraitCollection.userInterfaceStyle
        }
    }
    // api: UITraitChangeObservable unregisterForTraitChanges(_:)
    func stopObserving(_ registration: UITraitChangeRegistration) {
        unregisterForTraitChanges(registration)
    }
    // api: UITraitChangeObservable TraitChangeHandler
    let onStyleChange: UIView.TraitChangeHandler<UIView> = { view, previous in
        _ = view.traitCollection.userInterfaceStyle != previous.userInterfaceStyle
    }
}

/// UIConfigurationStateCustomKey: a client's own state, kept in a configuration state.
private func layoutInputSurfaceCustomKey() {
    // api: UIConfigurationStateCustomKey init(_:)
    let _: UIConfigurationStateCustomKey = UIConfigurationStateCustomKey("com.example.isArchived")
    // api: UIConfigurationStateCustomKey init(rawValue:)
    let _: UIConfigurationStateCustomKey = UIConfigurationStateCustomKey(rawValue: "com.example.isPinned")
    // api: UIConfigurationStateCustomKey rawValue
    let _: String = UIConfigurationStateCustomKey("com.example.isArchived").rawValue
}

/// UIConfigurationState: generic code over any configuration state.
@MainActor private func layoutInputSurfaceConfigurationState<State: UIConfigurationState>(
    _ state: inout State, traits: UITraitCollection
) {
    // api: UIConfigurationState traitCollection
    let _: UITraitCollection = state.traitCollection
    state.traitCollection = traits
    // api: UIConfigurationState subscript(_:)
    let _: AnyHashable? = state[UIConfigurationStateCustomKey("com.example.isArchived")]
    state[UIConfigurationStateCustomKey("com.example.isArchived")] = true
    // api: UIConfigurationState init(traitCollection:)
    let _: State = State(traitCollection: traits)
}

/// UIViewConfigurationState.
@MainActor private func layoutInputSurfaceViewState(
    _ state: inout UIViewConfigurationState, traits: UITraitCollection
) {
    // api: UIViewConfigurationState init(traitCollection:)
    let _: UIViewConfigurationState = UIViewConfigurationState(traitCollection: traits)
    // api: UIViewConfigurationState traitCollection
    let _: UITraitCollection = state.traitCollection
    state.traitCollection = traits
    // api: UIViewConfigurationState subscript(_:)
    let _: AnyHashable? = state[UIConfigurationStateCustomKey("com.example.isArchived")]
    state[UIConfigurationStateCustomKey("com.example.isArchived")] = nil
    // api: UIViewConfigurationState isSelected
    let _: Bool = state.isSelected
    state.isSelected = true
    // api: UIViewConfigurationState isHighlighted
    let _: Bool = state.isHighlighted
    state.isHighlighted = true
    // api: UIViewConfigurationState isFocused
    let _: Bool = state.isFocused
    state.isFocused = false
    // api: UIViewConfigurationState isDisabled
    let _: Bool = state.isDisabled
    state.isDisabled = false
    // api: UIViewConfigurationState isPinned
    let _: Bool = state.isPinned
    state.isPinned = true
}

/// UICellConfigurationState.
@MainActor private func layoutInputSurfaceCellState(
    _ state: inout UICellConfigurationState, traits: UITraitCollection
) {
    // api: UICellConfigurationState init(traitCollection:)
    let _: UICellConfigurationState = UICellConfigurationState(traitCollection: traits)
    // api: UICellConfigurationState traitCollection
    let _: UITraitCollection = state.traitCollection
    state.traitCollection = traits
    // api: UICellConfigurationState subscript(_:)
    let _: AnyHashable? = state[UIConfigurationStateCustomKey("com.example.isArchived")]
    state[UIConfigurationStateCustomKey("com.example.isArchived")] = true
    // api: UICellConfigurationState isFocused
    let _: Bool = state.isFocused
    state.isFocused = false
    // api: UICellConfigurationState isDisabled
    let _: Bool = state.isDisabled
    state.isDisabled = true
    // api: UICellConfigurationState isExpanded
    let _: Bool = state.isExpanded
    state.isExpanded = true
    // api: UICellConfigurationState isReordering
    let _: Bool = state.isReordering
    state.isReordering = false
    // api: UICellConfigurationState isPinned
    let _: Bool = state.isPinned
    state.isPinned = false
    // api: UICellConfigurationState cellDragState
    let _: UICellConfigurationState.DragState = state.cellDragState
    state.cellDragState = .none
    // api: UICellConfigurationState cellDropState
    let _: UICellConfigurationState.DropState = state.cellDropState
    state.cellDropState = .none
    // api: UICellConfigurationState DragState
    let _: [UICellConfigurationState.DragState] = [.none, .lifting, .dragging]
    // api: UICellConfigurationState DropState
    let _: [UICellConfigurationState.DropState] = [.none, .notTargeted, .targeted]
}

/// UIBackgroundConfiguration.
@MainActor private func layoutInputSurfaceBackground(
    _ background: inout UIBackgroundConfiguration
) {
    // api: UIBackgroundConfiguration strokeColor
    let _: UIColor? = background.strokeColor
    background.strokeColor = nil
    // api: UIBackgroundConfiguration strokeWidth
    let _: CGFloat = background.strokeWidth
    background.strokeWidth = 1
    // api: UIBackgroundConfiguration image
    let _: UIImage? = background.image
    background.image = nil
}

/// UIListContentConfiguration: styles and properties beyond the table surface's.
@MainActor private func layoutInputSurfaceListContent(_ content: inout UIListContentConfiguration) {
    // api: UIListContentConfiguration accompaniedSidebarCell()
    let _: UIListContentConfiguration = .accompaniedSidebarCell()
    // api: UIListContentConfiguration header()
    let _: UIListContentConfiguration = .header()
    // api: UIListContentConfiguration footer()
    let _: UIListContentConfiguration = .footer()
    // api: UIListContentConfiguration prominentInsetGroupedHeader()
    let _: UIListContentConfiguration = .prominentInsetGroupedHeader()
    // api: UIListContentConfiguration extraProminentInsetGroupedHeader()
    let _: UIListContentConfiguration = .extraProminentInsetGroupedHeader()
    // api: UIListContentConfiguration textToSecondaryTextHorizontalPadding
    let _: CGFloat = content.textToSecondaryTextHorizontalPadding
    content.textToSecondaryTextHorizontalPadding = 12
    // api: UIListContentConfiguration textToSecondaryTextVerticalPadding
    let _: CGFloat = content.textToSecondaryTextVerticalPadding
    content.textToSecondaryTextVerticalPadding = 4
    // api: UIListContentConfiguration TextProperties
    let _: UIListContentConfiguration.TextProperties.Type = UIListContentConfiguration.TextProperties.self
    // api: UIListContentConfiguration ImageProperties
    let _: UIListContentConfiguration.ImageProperties.Type = UIListContentConfiguration.ImageProperties.self
}

/// UIListContentConfiguration.TextProperties.
@MainActor private func layoutInputSurfaceTextProperties(
    _ text: inout UIListContentConfiguration.TextProperties
) {
    // api: UIListContentConfiguration.TextProperties font
    let _: UIFont = text.font
    text.font = .preferredFont(forTextStyle: .headline)
    // api: UIListContentConfiguration.TextProperties color
    let _: UIColor = text.color
    text.color = .secondaryLabel
    // api: UIListContentConfiguration.TextProperties lineBreakMode
    let _: NSLineBreakMode = text.lineBreakMode
    text.lineBreakMode = .byWordWrapping
    // api: UIListContentConfiguration.TextProperties numberOfLines
    let _: Int = text.numberOfLines
    text.numberOfLines = 2
    // api: UIListContentConfiguration.TextProperties adjustsFontSizeToFitWidth
    let _: Bool = text.adjustsFontSizeToFitWidth
    text.adjustsFontSizeToFitWidth = true
    // api: UIListContentConfiguration.TextProperties minimumScaleFactor
    let _: CGFloat = text.minimumScaleFactor
    text.minimumScaleFactor = 0.5
    // api: UIListContentConfiguration.TextProperties allowsDefaultTighteningForTruncation
    let _: Bool = text.allowsDefaultTighteningForTruncation
    text.allowsDefaultTighteningForTruncation = false
    // api: UIListContentConfiguration.TextProperties adjustsFontForContentSizeCategory
    let _: Bool = text.adjustsFontForContentSizeCategory
    text.adjustsFontForContentSizeCategory = false
    // api: UIListContentConfiguration.TextProperties transform
    let _: UIListContentConfiguration.TextProperties.TextTransform = text.transform
    text.transform = .uppercase
    // api: UIListContentConfiguration.TextProperties resolvedColor()
    let _: UIColor = text.resolvedColor()
    // api: UIListContentConfiguration.TextProperties TextTransform
    let _: [UIListContentConfiguration.TextProperties.TextTransform] = [.none, .uppercase, .lowercase, .capitalized]
}

/// UIListContentConfiguration.ImageProperties.
@MainActor private func layoutInputSurfaceImageProperties(
    _ image: inout UIListContentConfiguration.ImageProperties
) {
    // api: UIListContentConfiguration.ImageProperties tintColor
    let _: UIColor? = image.tintColor
    image.tintColor = nil
    // api: UIListContentConfiguration.ImageProperties maximumSize
    let _: CGSize = image.maximumSize
    image.maximumSize = CGSize(width: 40, height: 40)
    // api: UIListContentConfiguration.ImageProperties reservedLayoutSize
    let _: CGSize = image.reservedLayoutSize
    image.reservedLayoutSize = CGSize(width: 44, height: 44)
    // api: UIListContentConfiguration.ImageProperties cornerRadius
    let _: CGFloat = image.cornerRadius
    image.cornerRadius = 8
    // api: UIListContentConfiguration.ImageProperties standardDimension
    let _: CGFloat = UIListContentConfiguration.ImageProperties.standardDimension
    // api: UIListContentConfiguration.ImageProperties resolvedTintColor(for:)
    let _: UIColor = image.resolvedTintColor(for: .systemBlue)
}

/// UIListContentView: a list content view outside a cell.
@MainActor private func layoutInputSurfaceListContentView(
    _ contentView: UIListContentView, configuration: UIListContentConfiguration, coder: NSCoder
) {
    // api: UIListContentView init(configuration:)
    let _: UIListContentView = UIListContentView(configuration: configuration)
    // api: UIListContentView init(coder:)
    let _: UIListContentView? = UIListContentView(coder: coder)
    // api: UIListContentView configuration
    let _: any UIContentConfiguration = contentView.configuration
    contentView.configuration = configuration
    // api: UIListContentView supports(_:)
    let _: Bool = contentView.supports(configuration)
    // api: UIListContentView textLayoutGuide
    let text: UILayoutGuide? = contentView.textLayoutGuide
    // api: UIListContentView secondaryTextLayoutGuide
    let secondary: UILayoutGuide? = contentView.secondaryTextLayoutGuide
    // api: UIListContentView imageLayoutGuide
    let image: UILayoutGuide? = contentView.imageLayoutGuide
    if let text, let secondary, let image {
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: secondary.leadingAnchor),
            image.centerYAnchor.constraint(equalTo: text.centerYAnchor),
        ])
    }
}

/// UIContentConfiguration: a client's own content configuration.
private struct LayoutInputSurfaceContentConfiguration: UIContentConfiguration {
    // api: UIContentConfiguration makeContentView()
    func makeContentView() -> any UIView & UIContentView {
        LayoutInputSurfaceContentView(configuration: self)
    }
    // api: UIContentConfiguration updated(for:)
    func updated(for state: any UIConfigurationState) -> Self {
        self
    }
}

/// UIContentView: the view that shows it.
@MainActor private final class LayoutInputSurfaceContentView: UIView, UIContentView {
    // api: UIContentView configuration
    var configuration: any UIContentConfiguration
    // api: UIContentView supports(_:)
    func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is LayoutInputSurfaceContentConfiguration
    }
    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The Visual Format Language.
@MainActor private func layoutInputSurfaceVisualFormat(_ label: UILabel) {
    // api: NSLayoutConstraint constraints(withVisualFormat:options:metrics:views:)
    let _: [NSLayoutConstraint] = NSLayoutConstraint.constraints(
        withVisualFormat: "H:|-[label]-|", options: [], metrics: nil, views: ["label": label])
    let _: [NSLayoutConstraint] = NSLayoutConstraint.constraints(
        withVisualFormat: "V:|-(m)-[label]", metrics: ["m": 8], views: ["label": label])
    // api: NSLayoutConstraint FormatOptions
    let _: NSLayoutConstraint.FormatOptions = [.alignAllCenterY, .directionLeadingToTrailing]
}

@MainActor private func layoutInputSurfaceRecognizerBuilt689(
    _ recognizer: UIGestureRecognizer, other: UIGestureRecognizer, view: UIView, coder: NSCoder
) {
    // api: UIGestureRecognizer init(coder:)
    let _: UIGestureRecognizer? = UIGestureRecognizer(coder: coder)
    // api: UIGestureRecognizer location(ofTouch:in:)
    let _: CGPoint = recognizer.location(ofTouch: 0, in: view)
    // api: UIGestureRecognizer buttonMask
    let _: UIEvent.ButtonMask = recognizer.buttonMask
    // api: UIGestureRecognizer modifierFlags
    let _: UIKeyModifierFlags = recognizer.modifierFlags
    // api: UIGestureRecognizer delaysTouchesBegan
    let _: Bool = recognizer.delaysTouchesBegan
    recognizer.delaysTouchesBegan = true
    // api: UIGestureRecognizer delaysTouchesEnded
    let _: Bool = recognizer.delaysTouchesEnded
    recognizer.delaysTouchesEnded = false
    // api: UIGestureRecognizer require(toFail:)
    recognizer.require(toFail: other)
    // api: UIGestureRecognizer allowedPressTypes
    let _: [NSNumber] = recognizer.allowedPressTypes
    recognizer.allowedPressTypes = []
    // api: UIGestureRecognizer allowedTouchTypes
    let _: [NSNumber] = recognizer.allowedTouchTypes
    recognizer.allowedTouchTypes = [NSNumber(value: 0)]
    // api: UIGestureRecognizer requiresExclusiveTouchType
    let _: Bool = recognizer.requiresExclusiveTouchType
    recognizer.requiresExclusiveTouchType = false
    // api: UIGestureRecognizer name
    let _: String? = recognizer.name
    recognizer.name = nil
}

@MainActor private final class LayoutInputSurfaceRecognizerBuilt689: UIGestureRecognizer {
    // api: UIGestureRecognizer touchesBegan(_:with:)
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
    }
    // api: UIGestureRecognizer touchesMoved(_:with:)
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
    }
    // api: UIGestureRecognizer touchesEnded(_:with:)
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
    }
    // api: UIGestureRecognizer touchesCancelled(_:with:)
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
    }
    // api: UIGestureRecognizer touchesEstimatedPropertiesUpdated(_:)
    override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        super.touchesEstimatedPropertiesUpdated(touches)
    }
    // api: UIGestureRecognizer ignore(_:for:)
    func ignore(touch: UITouch, event: UIEvent, press: UIPress, pressesEvent: UIPressesEvent) {
        ignore(touch, for: event)
        ignore(press, for: pressesEvent)
    }
    // api: UIGestureRecognizer canBePrevented(by:)
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canBePrevented(by: preventingGestureRecognizer)
    }
    // api: UIGestureRecognizer canPrevent(_:)
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.canPrevent(preventedGestureRecognizer)
    }
    // api: UIGestureRecognizer shouldReceive(_:)
    override func shouldReceive(_ event: UIEvent) -> Bool {
        super.shouldReceive(event)
    }
    // api: UIGestureRecognizer shouldRequireFailure(of:)
    override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.shouldRequireFailure(of: otherGestureRecognizer)
    }
    // api: UIGestureRecognizer shouldBeRequiredToFail(by:)
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        super.shouldBeRequiredToFail(by: otherGestureRecognizer)
    }
    // api: UIGestureRecognizer pressesBegan(_:with:)
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        super.pressesBegan(presses, with: event)
    }
    // api: UIGestureRecognizer pressesChanged(_:with:)
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        super.pressesChanged(presses, with: event)
    }
    // api: UIGestureRecognizer pressesEnded(_:with:)
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        super.pressesEnded(presses, with: event)
    }
    // api: UIGestureRecognizer pressesCancelled(_:with:)
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {
        super.pressesCancelled(presses, with: event)
    }
}

@MainActor private final class LayoutInputSurfaceGestureDelegateBuilt689: NSObject, UIGestureRecognizerDelegate {
    // api: UIGestureRecognizerDelegate gestureRecognizer(_:shouldReceive:)
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
    // api: UIGestureRecognizerDelegate gestureRecognizer(_:shouldRequireFailureOf:)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    // api: UIGestureRecognizerDelegate gestureRecognizer(_:shouldBeRequiredToFailBy:)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
}

@MainActor private func layoutInputSurfaceTapBuilt689(_ tap: UITapGestureRecognizer) {
    // api: UITapGestureRecognizer buttonMaskRequired
    let _: UIEvent.ButtonMask = tap.buttonMaskRequired
    tap.buttonMaskRequired = []
}

@MainActor private func layoutInputSurfaceLongPressBuilt689(_ press: UILongPressGestureRecognizer) {
    // api: UILongPressGestureRecognizer numberOfTapsRequired
    let _: Int = press.numberOfTapsRequired
    press.numberOfTapsRequired = 1
}

@MainActor private func layoutInputSurfaceConstraintBuilt44(
    _ constraint: NSLayoutConstraint, other: NSLayoutConstraint, view: UIView, label: UILabel
) {
    // api: NSLayoutConstraint firstAnchor
    let _: NSLayoutAnchor<AnyObject> = constraint.firstAnchor
    // api: NSLayoutConstraint secondAnchor
    let _: NSLayoutAnchor<AnyObject>? = constraint.secondAnchor
    // api: NSLayoutConstraint shouldBeArchived
    let _: Bool = constraint.shouldBeArchived
    constraint.shouldBeArchived = false
    // api: NSLayoutConstraint isEqual(_:)
    let _: Bool = constraint.isEqual(other)
    // api: NSLayoutConstraint hash
    let _: Int = constraint.hash
}

private func layoutInputSurfacePriorityBuilt44() {
    // api: UILayoutPriority +(_:_:)
    let _: UILayoutPriority = .defaultLow + 1
    let _: UILayoutPriority = 1 + .defaultLow
    // api: UILayoutPriority -(_:_:)
    let _: UILayoutPriority = .defaultHigh - 1
    let _: Float = UILayoutPriority.defaultHigh - .defaultLow
    // api: UILayoutPriority +=(_:_:)
    var raised = UILayoutPriority.defaultLow
    raised += 1
    // api: UILayoutPriority -=(_:_:)
    var lowered = UILayoutPriority.defaultHigh
    lowered -= 1
}

@MainActor private func layoutInputSurfaceAnchorBuilt44(view: UIView, other: UIView, coder: NSCoder) {
    // api: NSLayoutAnchor init(coder:)
    let _: NSLayoutAnchor<NSLayoutXAxisAnchor>? = NSLayoutAnchor<NSLayoutXAxisAnchor>(coder: coder)
}

@MainActor private func layoutInputSurfaceGuideBuilt44(_ guide: UILayoutGuide, coder: NSCoder) {
    // api: UILayoutGuide init(coder:)
    let _: UILayoutGuide? = UILayoutGuide(coder: coder)
    // api: UILayoutGuide owningView
    let _: UIView? = guide.owningView
    guide.owningView = nil
    // api: UILayoutGuide constraintsAffectingLayout(for:)
    let _: [NSLayoutConstraint] = guide.constraintsAffectingLayout(for: .horizontal)
    // api: UILayoutGuide hasAmbiguousLayout
    let _: Bool = guide.hasAmbiguousLayout
}

@MainActor private func layoutInputSurfaceViewCallsBuilt44(
    _ view: UIView, constraint: NSLayoutConstraint, guide: UILayoutGuide, recognizer: UIGestureRecognizer
) {
    // api: UIView constraintsAffectingLayout(for:)
    let _: [NSLayoutConstraint] = view.constraintsAffectingLayout(for: .vertical)
    // api: UIView keyboardLayoutGuide
    let _: UIKeyboardLayoutGuide = view.keyboardLayoutGuide
}

@MainActor private func layoutInputSurfacePanBuilt44(_ pan: UIPanGestureRecognizer, view: UIView) {
    // api: UIPanGestureRecognizer allowedScrollTypesMask
    let _: UIScrollTypeMask = pan.allowedScrollTypesMask
    pan.allowedScrollTypesMask = []
}

@MainActor private func layoutInputSurfaceHoverBuilt44(view: UIView) {
    // api: UIHoverGestureRecognizer altitudeAngle
    let _: CGFloat = UIHoverGestureRecognizer().altitudeAngle
    // api: UIHoverGestureRecognizer azimuthAngle(in:)
    let _: CGFloat = UIHoverGestureRecognizer().azimuthAngle(in: view)
    // api: UIHoverGestureRecognizer azimuthUnitVector(in:)
    let _: CGVector = UIHoverGestureRecognizer().azimuthUnitVector(in: view)
    // api: UIHoverGestureRecognizer rollAngle
    let _: CGFloat = UIHoverGestureRecognizer().rollAngle
    // api: UIHoverGestureRecognizer zOffset
    let _: CGFloat = UIHoverGestureRecognizer().zOffset
}

@MainActor private func layoutInputSurfaceBackgroundBuilt699(
    _ background: inout UIBackgroundConfiguration
) {
    // api: UIBackgroundConfiguration listCell()
    let _: UIBackgroundConfiguration = .listCell()
    // api: UIBackgroundConfiguration listHeader()
    let _: UIBackgroundConfiguration = .listHeader()
    // api: UIBackgroundConfiguration listFooter()
    let _: UIBackgroundConfiguration = .listFooter()
    // api: UIBackgroundConfiguration listAccompaniedSidebarCell()
    let _: UIBackgroundConfiguration = .listAccompaniedSidebarCell()
    // api: UIBackgroundConfiguration customView
    let _: UIView? = background.customView
    background.customView = nil
    // api: UIBackgroundConfiguration backgroundInsets
    let _: NSDirectionalEdgeInsets = background.backgroundInsets
    background.backgroundInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    // api: UIBackgroundConfiguration edgesAddingLayoutMarginsToBackgroundInsets
    let _: NSDirectionalRectEdge = background.edgesAddingLayoutMarginsToBackgroundInsets
    background.edgesAddingLayoutMarginsToBackgroundInsets = []
    // api: UIBackgroundConfiguration backgroundColorTransformer
    let _: UIConfigurationColorTransformer? = background.backgroundColorTransformer
    background.backgroundColorTransformer = nil
    // api: UIBackgroundConfiguration resolvedBackgroundColor(for:)
    let _: UIColor = background.resolvedBackgroundColor(for: .systemBlue)
    // api: UIBackgroundConfiguration visualEffect
    let _: UIVisualEffect? = background.visualEffect
    background.visualEffect = nil
    // api: UIBackgroundConfiguration strokeColorTransformer
    let _: UIConfigurationColorTransformer? = background.strokeColorTransformer
    background.strokeColorTransformer = nil
    // api: UIBackgroundConfiguration resolvedStrokeColor(for:)
    let _: UIColor = background.resolvedStrokeColor(for: .systemBlue)
    // api: UIBackgroundConfiguration strokeOutset
    let _: CGFloat = background.strokeOutset
    background.strokeOutset = 2
    // api: UIBackgroundConfiguration imageContentMode
    let _: UIView.ContentMode = background.imageContentMode
    background.imageContentMode = .scaleAspectFill
    // api: UIBackgroundConfiguration shadowProperties
    let shadow: UIShadowProperties = background.shadowProperties
    background.shadowProperties = shadow
}

@MainActor private func layoutInputSurfaceListContentBuilt699(_ content: inout UIListContentConfiguration) {
    // api: UIListContentConfiguration accompaniedSidebarSubtitleCell()
    let _: UIListContentConfiguration = .accompaniedSidebarSubtitleCell()
    // api: UIListContentConfiguration axesPreservingSuperviewLayoutMargins
    let _: UIAxis = content.axesPreservingSuperviewLayoutMargins
    content.axesPreservingSuperviewLayoutMargins = []
    // api: UIListContentConfiguration alpha
    let _: CGFloat = content.alpha
    content.alpha = 0.5
}

@MainActor private func layoutInputSurfaceTextPropertiesBuilt699(
    _ text: inout UIListContentConfiguration.TextProperties
) {
    // api: UIListContentConfiguration.TextProperties alignment
    let _: UIListContentConfiguration.TextProperties.TextAlignment = text.alignment
    text.alignment = .center
    // api: UIListContentConfiguration.TextProperties colorTransformer
    let _: UIConfigurationColorTransformer? = text.colorTransformer
    text.colorTransformer = nil
    // api: UIListContentConfiguration.TextProperties showsExpansionTextWhenTruncated
    let _: Bool = text.showsExpansionTextWhenTruncated
    text.showsExpansionTextWhenTruncated = false
    // api: UIListContentConfiguration.TextProperties TextAlignment
    let _: [UIListContentConfiguration.TextProperties.TextAlignment] = [.natural, .center, .justified]
}

@MainActor private func layoutInputSurfaceImagePropertiesBuilt699(
    _ image: inout UIListContentConfiguration.ImageProperties
) {
    // api: UIListContentConfiguration.ImageProperties tintColorTransformer
    let _: UIConfigurationColorTransformer? = image.tintColorTransformer
    image.tintColorTransformer = nil
    // api: UIListContentConfiguration.ImageProperties preferredSymbolConfiguration
    let _: UIImage.SymbolConfiguration? = image.preferredSymbolConfiguration
    image.preferredSymbolConfiguration = nil
    // api: UIListContentConfiguration.ImageProperties accessibilityIgnoresInvertColors
    let _: Bool = image.accessibilityIgnoresInvertColors
    image.accessibilityIgnoresInvertColors = true
    // api: UIListContentConfiguration.ImageProperties strokeColor
    let _: UIColor? = image.strokeColor
    image.strokeColor = nil
    // api: UIListContentConfiguration.ImageProperties strokeColorTransformer
    let _: UIConfigurationColorTransformer? = image.strokeColorTransformer
    image.strokeColorTransformer = nil
    // api: UIListContentConfiguration.ImageProperties strokeWidth
    let _: CGFloat = image.strokeWidth
    image.strokeWidth = 1
    // api: UIListContentConfiguration.ImageProperties resolvedStrokeColor(for:)
    let _: UIColor = image.resolvedStrokeColor(for: .systemBlue)
}

private func layoutInputSurfaceContentSizeCategoryBuilt874(_ category: UIContentSizeCategory) {
    // api: UIContentSizeCategory didChangeNotification
    let _: NSNotification.Name = UIContentSizeCategory.didChangeNotification
    // api: UIContentSizeCategory newValueUserInfoKey
    let _: String = UIContentSizeCategory.newValueUserInfoKey
}

@MainActor private func layoutInputSurfaceTraitsBuilt529(_ traits: UITraitCollection, coder: NSCoder) {
    // api: UITraitCollection init(userInterfaceLevel:)
    let _: UITraitCollection = UITraitCollection(userInterfaceLevel: traits.userInterfaceLevel)
    // api: UITraitCollection init(forceTouchCapability:)
    let _: UITraitCollection = UITraitCollection(forceTouchCapability: traits.forceTouchCapability)
    // api: UITraitCollection init(displayGamut:)
    let _: UITraitCollection = UITraitCollection(displayGamut: traits.displayGamut)
    // api: UITraitCollection init(activeAppearance:)
    let _: UITraitCollection = UITraitCollection(activeAppearance: traits.activeAppearance)
    // api: UITraitCollection init(toolbarItemPresentationSize:)
    let _: UITraitCollection = UITraitCollection(toolbarItemPresentationSize: traits.toolbarItemPresentationSize)
    // api: UITraitCollection init(imageDynamicRange:)
    let _: UITraitCollection = UITraitCollection(imageDynamicRange: traits.imageDynamicRange)
    // api: UITraitCollection init(listEnvironment:)
    let _: UITraitCollection = UITraitCollection(listEnvironment: traits.listEnvironment)
    // api: UITraitCollection init(sceneCaptureState:)
    let _: UITraitCollection = UITraitCollection(sceneCaptureState: traits.sceneCaptureState)
    // api: UITraitCollection init(typesettingLanguage:)
    let _: UITraitCollection = UITraitCollection(typesettingLanguage: nil)
    // api: UITraitCollection init(coder:)
    let _: UITraitCollection? = UITraitCollection(coder: coder)
    // api: UITraitCollection init(hdrHeadroomUsageLimit:)
    let _: UITraitCollection = UITraitCollection(hdrHeadroomUsageLimit: .inactive)
    // api: UITraitCollection init(resolvesNaturalAlignmentWithBaseWritingDirection:)
    let _: UITraitCollection = UITraitCollection(resolvesNaturalAlignmentWithBaseWritingDirection: true)
    // api: UITraitCollection init(_:value:)
    let _: UITraitCollection = UITraitCollection(UITraitUserInterfaceStyle.self, value: .dark)
    // api: UITraitCollection TraitMutations
    let _: UITraitCollection.TraitMutations = { mutableTraits in mutableTraits.verticalSizeClass = .compact }
    // api: UITraitCollection replacing(_:value:)
    let _: UITraitCollection = traits.replacing(UITraitHorizontalSizeClass.self, value: .compact)
    // api: UITraitCollection subscript(_:)
    let _: UIUserInterfaceStyle = traits[UITraitUserInterfaceStyle.self]
    // api: UITraitCollection changedTraits(from:)
    let _: [UITrait] = traits.changedTraits(from: nil)
    // api: UITraitCollection displayGamut
    let _: UIDisplayGamut = traits.displayGamut
    // api: UITraitCollection userInterfaceLevel
    let _: UIUserInterfaceLevel = traits.userInterfaceLevel
    // api: UITraitCollection activeAppearance
    let _: UIUserInterfaceActiveAppearance = traits.activeAppearance
    // api: UITraitCollection toolbarItemPresentationSize
    let _: UINSToolbarItemPresentationSize = traits.toolbarItemPresentationSize
    // api: UITraitCollection forceTouchCapability
    let _: UIForceTouchCapability = traits.forceTouchCapability
    // api: UITraitCollection listEnvironment
    let _: UIListEnvironment = traits.listEnvironment
    // api: UITraitCollection sceneCaptureState
    let _: UISceneCaptureState = traits.sceneCaptureState
    // api: UITraitCollection imageDynamicRange
    let _: UIImage.DynamicRange = traits.imageDynamicRange
    // api: UITraitCollection typesettingLanguage
    let _: Locale.Language? = traits.typesettingLanguage
    // api: UITraitCollection resolvesNaturalAlignmentWithBaseWritingDirection
    let _: Bool = traits.resolvesNaturalAlignmentWithBaseWritingDirection
    // api: UITraitCollection hdrHeadroomUsageLimit
    let _: UIHDRHeadroomUsageLimit = traits.hdrHeadroomUsageLimit
}

@MainActor private func layoutInputSurfaceTraitsBuilt896(_ traits: UITraitCollection, coder: NSCoder) {
    // api: UITraitCollection init(tabAccessoryEnvironment:)
    let _: UITraitCollection = UITraitCollection(tabAccessoryEnvironment: traits.tabAccessoryEnvironment)
    // api: UITraitCollection tabAccessoryEnvironment
    let _: UITabAccessory.Environment = traits.tabAccessoryEnvironment
}

@MainActor private func layoutInputSurfaceTraitsBuilt365(_ traits: UITraitCollection, coder: NSCoder) {
    // api: UITraitCollection imageConfiguration
    let _: UIImage.Configuration = traits.imageConfiguration
}

@MainActor private func layoutInputSurfaceViewCallsBuilt868(
    _ view: UIView, constraint: NSLayoutConstraint, guide: UILayoutGuide, recognizer: UIGestureRecognizer
) {
    // api: UIView LayoutRegion
    let _: UIView.LayoutRegion = .safeArea(cornerAdaptation: nil)
    // api: UIView layoutGuide(for:)
    let _: UILayoutGuide = view.layoutGuide(for: .margins(cornerAdaptation: nil))
    // api: UIView edgeInsets(for:)
    let _: UIEdgeInsets = view.edgeInsets(for: .safeArea(cornerAdaptation: nil))
    // api: UIView directionalEdgeInsets(for:)
    let _: NSDirectionalEdgeInsets = view.directionalEdgeInsets(for: .readableContent(cornerAdaptation: nil))
}

@MainActor private func layoutInputSplitTrait(_ traits: UITraitCollection) {
    // api: UITraitCollection splitViewControllerLayoutEnvironment
    let _: UISplitViewController.LayoutEnvironment = traits.splitViewControllerLayoutEnvironment
}

@MainActor private func layoutInputPressesAndKeys(
    _ press: UIPress, event: UIPressesEvent, recognizer: UIGestureRecognizer
) {
    // api: UIPress phase
    let _: UIPress.Phase = press.phase
    // api: UIPress type
    let _: UIPress.PressType = press.type
    // api: UIPress timestamp
    let _: TimeInterval = press.timestamp
    // api: UIPress force
    let _: CGFloat = press.force
    // api: UIPress responder
    let _: UIResponder? = press.responder
    // api: UIPress window
    let _: UIWindow? = press.window
    // api: UIPress gestureRecognizers
    let _: [UIGestureRecognizer]? = press.gestureRecognizers
    // api: UIPress key
    let key: UIKey? = press.key
    // api: UIPressesEvent allPresses
    let _: Set<UIPress> = event.allPresses
    // api: UIPressesEvent presses(for:)
    let _: Set<UIPress> = event.presses(for: recognizer)
    guard let key else { return }
    // api: UIKey characters
    let _: String = key.characters
    // api: UIKey charactersIgnoringModifiers
    let _: String = key.charactersIgnoringModifiers
    // api: UIKey modifierFlags
    let _: UIKeyModifierFlags = key.modifierFlags
    // api: UIKey keyCode
    let _: UIKeyboardHIDUsage = key.keyCode
}

@MainActor private func layoutInputExerciseAmbiguity(_ view: UIView) {
    // api: UIView exerciseAmbiguityInLayout()
    view.exerciseAmbiguityInLayout()
}
