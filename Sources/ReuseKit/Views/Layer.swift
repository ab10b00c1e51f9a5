import Foundation

/// What a view's layer would draw, headless (CALayer's commonly set properties): corners, border, shadow and
/// clipping. Renderers read it; nothing composites.
@preconcurrency @MainActor
open class Layer {
    /// Which corners ``cornerRadius`` rounds.
    public struct CornerMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    }

    open var cornerRadius: CGFloat = 0
    open var maskedCorners: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    open var borderWidth: CGFloat = 0
    open var borderColor: Color?
    open var shadowColor: Color?
    open var shadowOpacity: Float = 0
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowRadius: CGFloat = 3
    /// The shadow's outline, when it is not the layer's own (`UIBezierPath(roundedRect:cornerRadius:).cgPath`).
    open var shadowPath: BezierPath?
    /// Whether sublayers (and subviews) are cut at the bounds; the view's ``View/clipsToBounds``.
    open var masksToBounds = false
    open var opacity: Float = 1
    open var backgroundColor: Color?
    /// A layer that masks this one's content (its alpha), or nil.
    open var mask: Layer?
    /// The layer's name, for debugging.
    open var name: String?

    public init() {}

    /// The layer's visible properties, for ``View/visibleProperties()``.
    func visibleProperties() -> [ViewState.Property] {
        var properties: [ViewState.Property] = []
        if cornerRadius != 0 { properties.append(.init("layer.cornerRadius", View.format(cornerRadius))) }
        if borderWidth != 0 {
            properties.append(.init("layer.border", "\(View.format(borderWidth)) \(borderColor?.description ?? "nil")"))
        }
        if shadowOpacity != 0 { properties.append(.init("layer.shadowOpacity", "\(shadowOpacity)")) }
        return properties
    }
}
