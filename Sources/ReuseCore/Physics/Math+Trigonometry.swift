extension Math {
    static let pi = 3.141_592_653_589_793_238_462_643_383_279

    /// The sine of `x` radians.
    public static func sin(_ x: Double) -> Double {
        guard x.isFinite else { return .nan }
        // Reduced to [-π/4, π/4] by quarter turns, then a Taylor series.
        let quarter = (x / (pi / 2)).rounded()
        let r = x - quarter * (pi / 2)
        switch Int(quarter.truncatingRemainder(dividingBy: 4) + 4) % 4 {
        case 0: return sinSeries(r)
        case 1: return cosSeries(r)
        case 2: return -sinSeries(r)
        default: return -cosSeries(r)
        }
    }

    /// The cosine of `x` radians.
    public static func cos(_ x: Double) -> Double { sin(x + pi / 2) }

    /// The angle of the point (`x`, `y`) from the positive x axis, in radians, in [-π, π].
    public static func atan2(_ y: Double, _ x: Double) -> Double {
        if x == 0 && y == 0 { return 0 }
        if abs(x) >= abs(y) {
            let angle = atan(y / x)
            if x > 0 { return angle }
            return y >= 0 ? angle + pi : angle - pi
        }
        return (y > 0 ? pi / 2 : -pi / 2) - atan(x / y)
    }

    /// The arc tangent of `t`, for |t| ≤ 1: halved twice (tan(a/2) = t / (1 + √(1 + t²))), then a series.
    private static func atan(_ t: Double) -> Double {
        var t = t
        for _ in 0..<2 { t /= 1 + (1 + t * t).squareRoot() }
        var term = t
        var sum = t
        let t2 = t * t
        var n = 3.0
        for _ in 0..<12 {
            term *= -t2
            sum += term / n
            n += 2
        }
        return 4 * sum
    }

    private static func sinSeries(_ r: Double) -> Double {
        var term = r
        var sum = r
        for n in stride(from: 2.0, through: 18, by: 2) {
            term *= -r * r / (n * (n + 1))
            sum += term
        }
        return sum
    }

    private static func cosSeries(_ r: Double) -> Double {
        var term = 1.0
        var sum = 1.0
        for n in stride(from: 1.0, through: 17, by: 2) {
            term *= -r * r / (n * (n + 1))
            sum += term
        }
        return sum
    }
}
