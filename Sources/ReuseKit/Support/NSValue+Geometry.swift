import Foundation

// UIKit's and Core Animation's additions to NSValue: geometry boxed as an object, for `userInfo` dictionaries
// (the keyboard's frame), key-value coding and animations' values. On iOS a boxed `CGRect`, `CGPoint` or `CGSize`
// also casts straight to its struct (`userInfo[key] as? CGRect`) and back (`as? NSValue`); the bridging
// conformances below give Linux the same casts, so both spellings of the keyboard idiom work unchanged.

extension NSValue {
    /// A value holding `point` (UIKit's `init(cgPoint:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding `vector`.
    public convenience init(cgVector vector: CGVector) { self.init(boxing: vector, as: "[2d]") }
    /// A value holding `transform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(boxing: transform, as: "[6d]")
    }
    /// A value holding `insets`.
    public convenience init(uiEdgeInsets insets: EdgeInsets) { self.init(boxing: insets, as: "[4d]") }
    /// A value holding `insets`.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(boxing: insets, as: "[4d]")
    }
    /// A value holding `offset`.
    public convenience init(uiOffset offset: Offset) { self.init(boxing: offset, as: "[2d]") }
    /// A value holding `transform` (Core Animation's `init(caTransform3D:)`).
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(boxing: transform, as: "[16d]")
    }

    /// The point the value holds; `.zero` when it holds something else.
    public var cgPointValue: CGPoint { holds(NSValue.pointType) ? pointValue : .zero }
    /// The size the value holds; `.zero` when it holds something else.
    public var cgSizeValue: CGSize { holds(NSValue.sizeType) ? sizeValue : .zero }
    /// The rectangle the value holds; `.zero` when it holds something else.
    public var cgRectValue: CGRect { holds(NSValue.rectType) ? rectValue : .zero }
    /// The vector the value holds; `.zero` when it holds something else.
    public var cgVectorValue: CGVector { unboxed("[2d]") ?? .zero }
    /// The transform the value holds; the identity when it holds something else.
    public var cgAffineTransformValue: CGAffineTransform { unboxed("[6d]") ?? .identity }
    /// The insets the value holds; `.zero` when it holds something else.
    public var uiEdgeInsetsValue: EdgeInsets { unboxed("[4d]") ?? .zero }
    /// The insets the value holds; `.zero` when it holds something else.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        unboxed("[4d]") ?? .zero
    }
    /// The offset the value holds; `.zero` when it holds something else.
    public var uiOffsetValue: Offset { unboxed("[2d]") ?? .zero }
    /// The transform the value holds; the identity when it holds something else.
    public var caTransform3DValue: CATransform3D { unboxed("[16d]") ?? .identity }

    /// Boxes a plain-data value (each type above is a struct of doubles) as an array of its doubles: Linux's
    /// NSValue stores C arrays but not structs, so the type reads `[4d]` where iOS's reads `{UIEdgeInsets=dddd}`,
    /// and values of the same shape (insets and directional insets, a vector and an offset) read as each other.
    private convenience init<T>(boxing value: T, as type: String) {
        let bytes = withUnsafeBytes(of: value) { Array($0) }
        self.init(bytes: bytes, objCType: type)
    }

    /// The type names Linux's NSValue gives a boxed point, size and rectangle, read once.
    static let pointType = String(cString: NSValue(point: .zero).objCType)
    static let sizeType = String(cString: NSValue(size: .zero).objCType)
    static let rectType = String(cString: NSValue(rect: .zero).objCType)

    /// Whether the value was boxed as `type`.
    func holds(_ type: String) -> Bool { String(cString: objCType) == type }

    /// The boxed value when it was boxed as `type` (which fixes its size as `T`'s), else nil.
    private func unboxed<T>(_ type: String) -> T? {
        guard holds(type),
            MemoryLayout<T>.size == (Int(type.dropFirst().dropLast(2)) ?? 0) * MemoryLayout<Double>.size
        else { return nil }
        let buffer = UnsafeMutableRawPointer.allocate(
            byteCount: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment)
        defer { buffer.deallocate() }
        getValue(buffer)
        return buffer.load(as: T.self)
    }
}

// swift-format-ignore: AvoidRetroactiveConformances
// The cast between the struct and NSValue that Darwin's overlay gives; Linux's Foundation has none.
extension CGRect: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.cgRectValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        guard source.holds(NSValue.rectType) else { return false }
        result = source.rectValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.cgRectValue ?? .zero
    }
}

// swift-format-ignore: AvoidRetroactiveConformances
// The cast between the struct and NSValue that Darwin's overlay gives; Linux's Foundation has none.
extension CGPoint: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.cgPointValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        guard source.holds(NSValue.pointType) else { return false }
        result = source.pointValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        source?.cgPointValue ?? .zero
    }
}

// swift-format-ignore: AvoidRetroactiveConformances
// The cast between the struct and NSValue that Darwin's overlay gives; Linux's Foundation has none.
extension CGSize: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }

    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.cgSizeValue
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        guard source.holds(NSValue.sizeType) else { return false }
        result = source.sizeValue
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        source?.cgSizeValue ?? .zero
    }
}
