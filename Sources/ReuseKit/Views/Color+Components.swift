import Foundation

extension Color {
    /// The colour a layer holds (`UIColor(cgColor: layer.borderColor!)`): on Linux the same colour.
    public convenience init(cgColor: Color) {
        self.init(
            red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha, name: cgColor.name,
            dark: cgColor.dark)
    }

    /// A colour in the Display P3 space, taken as sRGB components (there is no colour management headless).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The grey level (the components' average, as Rec. 601 luma) and alpha; always true.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat(0.299 * red + 0.587 * green + 0.114 * blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    /// The hue, saturation, brightness and alpha, each from 0 to 1; always true.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let delta = maximum - minimum
        var h = 0.0
        if delta > 0 {
            if maximum == red {
                h = ((green - blue) / delta).truncatingRemainder(dividingBy: 6)
            } else if maximum == green {
                h = (blue - red) / delta + 2
            } else {
                h = (red - green) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maximum == 0 ? 0 : delta / maximum)
        brightness?.pointee = CGFloat(maximum)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }
}
