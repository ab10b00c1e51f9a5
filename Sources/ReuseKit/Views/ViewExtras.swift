import Foundation

/// The rarely set properties of a view.
@MainActor
final class ViewExtras {
    var needsDisplay = false
    var isOpaque = true
    var mask: View?
    var isMultipleTouchEnabled = false
    var isExclusiveTouch = false
    var autoresizesSubviews = true
    var clearsContextBeforeDrawing = true
    var contentScaleFactor: CGFloat?
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    var tintAdjustmentMode = View.TintAdjustmentMode.automatic
    var restorationIdentifier: String?
    var layoutMarginsFollowReadableWidth = false
    var accessibilityIgnoresInvertColors = false
    var minimumContentSizeCategory: TraitCollection.ContentSizeCategory?
    var maximumContentSizeCategory: TraitCollection.ContentSizeCategory?
    var traitRegistrations: [TraitChangeHandlerRegistration] = []
    /// The key-value observations of the view's properties (`observe(_:options:changeHandler:)`).
    @exclusivity(unchecked) var keyValueObservers: [KeyValueObserver] = []
    var needsPropertiesUpdate = false
    var interactions: [any Interaction] = []
    var motionEffects: [MotionEffect] = []
    var focusGroupIdentifier: String?
    var focusEffect: FocusEffect?
    var focusGroupPriority = FocusGroupPriority.ignored
    var largeContentTitle: String?
    var largeContentImage: Image?
    var largeContentImageInsets = EdgeInsets.zero
    var scalesLargeContentImage = false
    var showsLargeContentViewer = false
    /// A 3-D transform that is not affine, which ``View/transform`` cannot hold.
    @exclusivity(unchecked) var transform3D: CATransform3D?
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The traits set with ``View/traitOverrides``; nil when none are.
    var traitOverrides: TraitCollection?
}
