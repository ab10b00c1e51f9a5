/// Elementary functions in pure Swift, so the core needs no C library.
/// Accurate to a few units in the last place over the ranges scroll physics uses.
public enum Math {
    static let ln2 = 0.693_147_180_559_945_309_417_232_121_458

    /// e raised to `x`.
    public static func exp(_ x: Double) -> Double {
        if x.isNaN { return x }
        if x > 709.78 { return .infinity }
        if x < -745.2 { return 0 }
        let k = (x / ln2).rounded()
        let r = x - k * ln2
        var term = 1.0
        var sum = 1.0
        for n in 1...18 {
            term *= r / Double(n)
            sum += term
        }
        return scale(sum, by: Int(k))
    }

    /// The natural logarithm of `x`; -infinity for 0 and NaN for negative numbers.
    public static func log(_ x: Double) -> Double {
        if x.isNaN || x < 0 { return .nan }
        if x == 0 { return -.infinity }
        if x.isInfinite { return x }
        var exponent = Int(x.exponent)
        var m = x.significand  // in [1, 2)
        if m > 2.0.squareRoot() {
            m /= 2
            exponent += 1
        }
        let s = (m - 1) / (m + 1)
        let s2 = s * s
        var power = s
        var sum = 0.0
        var n = 1.0
        while n < 60 {
            sum += power / n
            power *= s2
            n += 2
        }
        return 2 * sum + Double(exponent) * ln2
    }

    /// `base` raised to `x`, for positive `base`.
    public static func pow(_ base: Double, _ x: Double) -> Double { exp(x * log(base)) }

    static func scale(_ value: Double, by k: Int) -> Double {
        var result = value
        var k = k
        while k > 1000 {
            result *= Double(sign: .plus, exponent: 1000, significand: 1)
            k -= 1000
        }
        while k < -1000 {
            result *= Double(sign: .plus, exponent: -1000, significand: 1)
            k += 1000
        }
        return result * Double(sign: .plus, exponent: k, significand: 1)
    }
}
