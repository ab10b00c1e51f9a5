import Foundation

/// A layer that draws its sublayers several times (CAReplicatorLayer): each copy moved by one more
/// ``instanceTransform`` (about the layer's anchor point, as Core Animation applies it) and faded by one more
/// ``instanceAlphaOffset``, as loading indicators of dots are built. The colour offsets are kept; the renderer applies
/// the alpha only (``instanceColor``'s and the offset's), so tinted copies draw in their sublayers' own colours.
@preconcurrency @MainActor
open class ReplicatorLayer: Layer {
    /// How many copies are drawn, the sublayers themselves included (1 by default; below 1 draws none).
    open var instanceCount = 1
    /// The delay between copies' animations (kept: animations here do not run per frame).
    open var instanceDelay: TimeInterval = 0
    /// The transform from one copy to the next.
    open var instanceTransform = CATransform3D.identity
    /// Whether copies keep depth (no 3D drawing headless).
    open var preservesDepth = false
    /// The colour the first copy is multiplied by (opaque white: unchanged).
    open var instanceColor: Color? = .white
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    /// How much alpha each copy loses (negative) or gains against the one before.
    open var instanceAlphaOffset: Float = 0

    /// The opacity copy `index` is drawn at: ``instanceColor``'s alpha plus `index` offsets, within 0...1.
    public func instanceOpacity(_ index: Int) -> CGFloat {
        let base = Float(instanceColor?.alpha ?? 1)
        return CGFloat(min(max(base + Float(index) * instanceAlphaOffset, 0), 1))
    }

    /// The transform of copy `index`: ``instanceTransform`` applied `index` times.
    public func instanceTransform(_ index: Int) -> CGAffineTransform {
        let step = instanceTransform.affineTransform
        var result = CGAffineTransform.identity
        for _ in 0..<max(index, 0) { result = result.concatenating(step) }
        return result
    }
}
