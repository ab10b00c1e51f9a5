import Foundation

// `CGSize(width: 320, height: .greatestFiniteMagnitude)`, the usual way to measure text, is ambiguous with
// swift-corelibs-foundation alone: the integer literal fits its `CGFloat` and its `Double` initializers equally
// well, and `.greatestFiniteMagnitude` is a member of both types. Apple's CoreGraphics takes `CGFloat`. The
// initializers below give such a call one best match, and only such a call: the literal is an `Int`, and the
// constant a `CGFloatConstant`, which no literal and no variable can be.

/// One of `CGFloat`'s named constants, written as an implicit member beside an integer literal:
/// `CGSize(width: 320, height: .greatestFiniteMagnitude)`.
///
/// It exists so that such a call has one meaning on Linux, where Foundation's `CGFloat` and `Double`
/// initializers would both take it. Write `CGFloat` everywhere else.
public struct CGFloatConstant: Sendable {
    /// The constant's value.
    public let value: CGFloat

    @usableFromInline init(_ value: CGFloat) {
        self.value = value
    }

    /// `CGFloat.greatestFiniteMagnitude`.
    public static let greatestFiniteMagnitude = CGFloatConstant(.greatestFiniteMagnitude)
    /// `CGFloat.infinity`.
    public static let infinity = CGFloatConstant(.infinity)
    /// `CGFloat.leastNormalMagnitude`.
    public static let leastNormalMagnitude = CGFloatConstant(.leastNormalMagnitude)
    /// `CGFloat.leastNonzeroMagnitude`.
    public static let leastNonzeroMagnitude = CGFloatConstant(.leastNonzeroMagnitude)
    /// `CGFloat.pi`.
    public static let pi = CGFloatConstant(.pi)
    /// `CGFloat.ulpOfOne`.
    public static let ulpOfOne = CGFloatConstant(.ulpOfOne)
    /// `CGFloat.nan`.
    public static let nan = CGFloatConstant(.nan)
}

extension CGSize {
    /// A size of an integer width and a named constant height: `CGSize(width: 320, height: .greatestFiniteMagnitude)`.
    @inlinable
    public init(width: Int, height: CGFloatConstant) {
        self.init(width: CGFloat(width), height: height.value)
    }

    /// A size of a named constant width and an integer height: `CGSize(width: .greatestFiniteMagnitude, height: 44)`.
    @inlinable
    public init(width: CGFloatConstant, height: Int) {
        self.init(width: width.value, height: CGFloat(height))
    }
}

extension CGPoint {
    /// A point of an integer x and a named constant y: `CGPoint(x: 0, y: .greatestFiniteMagnitude)`.
    @inlinable
    public init(x: Int, y: CGFloatConstant) {
        self.init(x: CGFloat(x), y: y.value)
    }

    /// A point of a named constant x and an integer y: `CGPoint(x: .greatestFiniteMagnitude, y: 0)`.
    @inlinable
    public init(x: CGFloatConstant, y: Int) {
        self.init(x: x.value, y: CGFloat(y))
    }
}

extension CGRect {
    /// A rectangle of integers but its height: `CGRect(x: 0, y: 0, width: 320, height: .greatestFiniteMagnitude)`.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: CGFloatConstant) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: height.value)
    }

    /// A rectangle of integers but its width: `CGRect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: 44)`.
    @inlinable
    public init(x: Int, y: Int, width: CGFloatConstant, height: Int) {
        self.init(x: CGFloat(x), y: CGFloat(y), width: width.value, height: CGFloat(height))
    }
}

extension CGVector {
    /// A vector from integers, as CoreGraphics gives one.
    @inlinable
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// A vector from `Double`s, as CoreGraphics gives one.
    @inlinable
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }
}
