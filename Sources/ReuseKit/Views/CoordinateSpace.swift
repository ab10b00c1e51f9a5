import Foundation

/// A space points and rectangles convert between (UICoordinateSpace): every view, and the screen's
/// ``Screen/coordinateSpace``. Converting between two views is ``View/convert(_:to:)-(CGPoint,View?)``'s work;
/// between a view and the screen, it goes through the view's window, whose frame places it on the screen.
@preconcurrency @MainActor
public protocol CoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect
}

/// A space that knows where its points are on the screen.
@MainActor
protocol ScreenPlacedSpace: CoordinateSpace {
    func toScreen(_ point: CGPoint) -> CGPoint
    func fromScreen(_ point: CGPoint) -> CGPoint
}

extension ScreenPlacedSpace {
    func point(_ point: CGPoint, to space: any CoordinateSpace) -> CGPoint {
        (space as? any ScreenPlacedSpace)?.fromScreen(toScreen(point)) ?? point
    }

    func point(_ point: CGPoint, from space: any CoordinateSpace) -> CGPoint {
        fromScreen((space as? any ScreenPlacedSpace)?.toScreen(point) ?? point)
    }
}

extension View: ScreenPlacedSpace {
    /// Where the topmost view above this one sits on the screen: a window's frame origin, else the origin.
    private var screenOrigin: CGPoint {
        var root = self
        while let parent = root.superview { root = parent }
        return root is Window ? root.frame.origin : .zero
    }

    func toScreen(_ point: CGPoint) -> CGPoint {
        let inWindow = convert(point, to: View?.none)
        return CGPoint(x: inWindow.x + screenOrigin.x, y: inWindow.y + screenOrigin.y)
    }

    func fromScreen(_ point: CGPoint) -> CGPoint {
        convert(CGPoint(x: point.x - screenOrigin.x, y: point.y - screenOrigin.y), from: View?.none)
    }

    /// `point` in `coordinateSpace`: another view's, or the screen's.
    ///
    /// - Complexity: O(d) in the views' depths.
    public func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? View { return convert(point, to: Optional(view)) }
        return self.point(point, to: coordinateSpace)
    }

    /// `point` in `coordinateSpace`'s coordinates, in this view's.
    public func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? View { return convert(point, from: Optional(view)) }
        return self.point(point, from: coordinateSpace)
    }

    /// `rect` in `coordinateSpace`: the smallest rectangle that holds its corners there.
    public func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? View { return convert(rect, to: Optional(view)) }
        return Self.boundingRect(of: rect) { self.point($0, to: coordinateSpace) }
    }

    /// `rect` in `coordinateSpace`'s coordinates, in this view's.
    public func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? View { return convert(rect, from: Optional(view)) }
        return Self.boundingRect(of: rect) { self.point($0, from: coordinateSpace) }
    }
}

/// The screen's coordinates: its own, the same in ``Screen/coordinateSpace`` and
/// ``Screen/fixedCoordinateSpace`` (a headless screen does not rotate).
@MainActor
final class ScreenSpace: ScreenPlacedSpace {
    unowned let screen: Screen

    init(screen: Screen) { self.screen = screen }

    var bounds: CGRect { screen.bounds }
    func toScreen(_ point: CGPoint) -> CGPoint { point }
    func fromScreen(_ point: CGPoint) -> CGPoint { point }

    func convert(_ point: CGPoint, to coordinateSpace: any CoordinateSpace) -> CGPoint {
        self.point(point, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: any CoordinateSpace) -> CGPoint {
        self.point(point, from: coordinateSpace)
    }

    func convert(_ rect: CGRect, to coordinateSpace: any CoordinateSpace) -> CGRect {
        View.boundingRect(of: rect) { self.point($0, to: coordinateSpace) }
    }

    func convert(_ rect: CGRect, from coordinateSpace: any CoordinateSpace) -> CGRect {
        View.boundingRect(of: rect) { self.point($0, from: coordinateSpace) }
    }
}

extension Screen {
    /// The screen's coordinate space.
    public var coordinateSpace: any CoordinateSpace { ScreenSpace(screen: self) }
    /// The screen's coordinate space in the portrait-up orientation: the same, headless.
    public var fixedCoordinateSpace: any CoordinateSpace { ScreenSpace(screen: self) }
}
