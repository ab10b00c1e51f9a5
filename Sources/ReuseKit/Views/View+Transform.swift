import Foundation

extension View {
    /// `point` in this view's coordinates, in its superview's: about the bounds' ``anchorPoint``, through the
    /// ``transform``, to the ``center``.
    func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let pivot = self.pivot
        let center = self.center
        let relative = CGPoint(x: point.x - pivot.x, y: point.y - pivot.y)
        let moved = transform.isIdentity ? relative : relative.applying(transform)
        return CGPoint(x: moved.x + center.x, y: moved.y + center.y)
    }

    /// `point` in the superview's coordinates, in this view's: the inverse of ``pointInSuperview(_:)``.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let pivot = self.pivot
        let center = self.center
        let relative = CGPoint(x: point.x - center.x, y: point.y - center.y)
        let moved = transform.isIdentity ? relative : relative.applying(transform.inverted())
        return CGPoint(x: moved.x + pivot.x, y: moved.y + pivot.y)
    }

    /// The ``anchorPoint`` in the view's own coordinates.
    private var pivot: CGPoint { bounds.point(atUnit: anchorPoint) }

    /// The smallest rectangle that holds the four corners of `rect` mapped by `map`.
    static func boundingRect(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(map)
        let minX = corners.map(\.x).min() ?? 0
        let minY = corners.map(\.y).min() ?? 0
        let maxX = corners.map(\.x).max() ?? 0
        let maxY = corners.map(\.y).max() ?? 0
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The frame a view with the untransformed frame `frame` shows through `transform`, about the point of the
    /// frame at `anchor` (unit coordinates).
    static func transformedFrame(_ frame: CGRect, by transform: CGAffineTransform, anchor: CGPoint = middle) -> CGRect {
        let position = frame.point(atUnit: anchor)
        let about = CGRect(size: frame.size, placing: anchor, at: .zero)
        return about.applying(transform).offsetBy(dx: position.x, dy: position.y)
    }

    /// The untransformed frame that shows as `frame` through `transform` about `anchor`: the position the
    /// frame's centre asks for, and, where the transform only scales or flips, the size; otherwise the view keeps
    /// `size`.
    static func untransformedFrame(
        _ frame: CGRect, by transform: CGAffineTransform, size: CGSize, anchor: CGPoint = middle
    ) -> CGRect {
        var size = size
        if transform.b == 0, transform.c == 0, transform.a != 0, transform.d != 0 {
            size = CGSize(width: frame.width / abs(transform.a), height: frame.height / abs(transform.d))
        }
        // Where the middle of the transformed rectangle sits from the anchor: the frame's middle less that.
        let about = CGRect(size: size, placing: anchor, at: .zero).applying(transform)
        let position = CGPoint(x: frame.midX - about.midX, y: frame.midY - about.midY)
        return CGRect(size: size, placing: anchor, at: position)
    }
}

extension View {
    /// How a view fits its content to its bounds, by UIKit's name (`UIView.ContentMode`).
    public typealias ContentMode = ReuseKit.ContentMode
    /// How a view resizes with its superview, by UIKit's name (`UIView.AutoresizingMask`).
    public typealias AutoresizingMask = ReuseKit.AutoresizingMask
}
