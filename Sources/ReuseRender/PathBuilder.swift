import CCairo
import Foundation
import ReuseKit

/// Paths into Cairo: a `UIBezierPath`'s elements, and rectangles with rounded corners.
enum PathBuilder {
    /// Adds `elements` (in the context's current user space) to its path.
    ///
    /// - Complexity: O(n) in the elements.
    static func append(_ elements: [BezierPath.Element], to cairo: OpaquePointer) {
        for element in elements {
            switch element {
            case .move(let point):
                guard finite(point) else { continue }
                cairo_move_to(cairo, point.x, point.y)
            case .line(let point):
                guard finite(point) else { continue }
                cairo_line_to(cairo, point.x, point.y)
            case .curve(let to, let control1, let control2):
                guard finite(to), finite(control1), finite(control2) else { continue }
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, to.x, to.y)
            case .arc(let center, let radius, let start, let end, let clockwise):
                guard finite(center), radius.isFinite, radius >= 0, start.isFinite, end.isFinite else { continue }
                // UIKit's "clockwise" is in its y-down space, which is Cairo's positive direction.
                if clockwise {
                    cairo_arc(cairo, center.x, center.y, radius, start, end)
                } else {
                    cairo_arc_negative(cairo, center.x, center.y, radius, start, end)
                }
            case .rect(let rect, let radius):
                guard finite(rect) else { continue }
                roundedRect(rect, radius: radius, corners: allCorners, in: cairo)
            case .oval(let rect):
                guard finite(rect), rect.width > 0, rect.height > 0 else { continue }
                cairo_save(cairo)
                cairo_translate(cairo, rect.midX, rect.midY)
                cairo_scale(cairo, rect.width / 2, rect.height / 2)
                cairo_new_sub_path(cairo)
                cairo_arc(cairo, 0, 0, 1, 0, 2 * Double.pi)
                cairo_close_path(cairo)
                cairo_restore(cairo)
            case .close:
                cairo_close_path(cairo)
            }
        }
    }

    static let allCorners: Layer.CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]

    /// Adds `rect` to the path as a closed sub-path, with `radius` (clamped to half the shorter side) on the
    /// `corners` given.
    static func roundedRect(_ rect: CGRect, radius: CGFloat, corners: Layer.CornerMask, in cairo: OpaquePointer) {
        guard finite(rect) else { return }
        let r = radius.isFinite ? min(max(radius, 0), min(abs(rect.width), abs(rect.height)) / 2) : 0
        guard r > 0 else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        func corner(_ mask: Layer.CornerMask) -> CGFloat { corners.contains(mask) ? r : 0 }
        let topLeft = corner(.layerMinXMinYCorner)
        let topRight = corner(.layerMaxXMinYCorner)
        let bottomRight = corner(.layerMaxXMaxYCorner)
        let bottomLeft = corner(.layerMinXMaxYCorner)
        let pi = Double.pi
        cairo_new_sub_path(cairo)
        cairo_move_to(cairo, rect.minX + topLeft, rect.minY)
        cairo_line_to(cairo, rect.maxX - topRight, rect.minY)
        if topRight > 0 { cairo_arc(cairo, rect.maxX - topRight, rect.minY + topRight, topRight, -pi / 2, 0) }
        cairo_line_to(cairo, rect.maxX, rect.maxY - bottomRight)
        if bottomRight > 0 {
            cairo_arc(cairo, rect.maxX - bottomRight, rect.maxY - bottomRight, bottomRight, 0, pi / 2)
        }
        cairo_line_to(cairo, rect.minX + bottomLeft, rect.maxY)
        if bottomLeft > 0 { cairo_arc(cairo, rect.minX + bottomLeft, rect.maxY - bottomLeft, bottomLeft, pi / 2, pi) }
        cairo_line_to(cairo, rect.minX, rect.minY + topLeft)
        if topLeft > 0 { cairo_arc(cairo, rect.minX + topLeft, rect.minY + topLeft, topLeft, pi, 3 * pi / 2) }
        cairo_close_path(cairo)
    }

    static func finite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
    static func finite(_ rect: CGRect) -> Bool {
        rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}

/// A blur for shadows: three passes of a box blur approximate a Gaussian.
enum Blur {
    /// Blurs an A8 surface in place with a Gaussian of about `radius` pixels' standard deviation.
    ///
    /// - Complexity: O(pixels), whatever the radius.
    static func boxBlurAlpha(_ surface: OpaquePointer, radius: CGFloat) {
        guard radius >= 0.5, radius.isFinite else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return }
        let box = max(Int((radius * 0.94).rounded()), 1)
        var line = [Int](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height { blurLine(data + y * stride, count: width, step: 1, box: box, scratch: &line) }
            for x in 0..<width { blurLine(data + x, count: height, step: stride, box: box, scratch: &line) }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One pass of a moving average `box` wide each side along `count` bytes `step` apart.
    private static func blurLine(
        _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, box: Int, scratch: inout [Int]
    ) {
        for index in 0..<count { scratch[index] = Int(start[index * step]) }
        let window = 2 * box + 1
        var sum = 0
        for index in -box...box { sum += scratch[min(max(index, 0), count - 1)] }
        for index in 0..<count {
            start[index * step] = UInt8(min(sum / window, 255))
            let leaving = scratch[min(max(index - box, 0), count - 1)]
            let entering = scratch[min(max(index + box + 1, 0), count - 1)]
            sum += entering - leaving
        }
    }
}

extension ShapeLayer.LineCap {
    var cairoValue: Int {
        switch self {
        case .round: 1
        case .square: 2
        default: 0
        }
    }
}

extension ShapeLayer.LineJoin {
    var cairoValue: Int {
        switch self {
        case .round: 1
        case .bevel: 2
        default: 0
        }
    }
}
