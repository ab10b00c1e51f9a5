import ReuseTerminal
import Testing

@Suite struct StatusFitTests {
    static let hints = " ↑↓←→ · / find · n N next · : row · s sort · Enter record · ? help, q quit"

    /// A line of items loses items from its middle, keeping its first and its last, at every width.
    @Test func itemsGoFromTheMiddle() {
        #expect(StatusFit.fit(Self.hints, width: 200) == Self.hints)
        #expect(StatusFit.fit(Self.hints, width: 50) == " ↑↓←→ · / find · n N next · … · ? help, q quit")
        for width in 1...80 {
            let fitted = StatusFit.fit(Self.hints, width: width)
            #expect(TextWidth.of(fitted) <= width, "width \(width): \(fitted)")
            if width >= 26 { #expect(fitted.hasSuffix("? help, q quit"), "width \(width): \(fitted)") }
        }
    }

    /// A sentence is shortened after its last whole word that fits; only a single word wider than the line is
    /// cut inside.
    @Test func aSentenceEndsAtAWord() {
        let message = " no column is named or numbered “x”: type part of a name, or a number from 1 to 19"
        #expect(StatusFit.fit(message, width: 40) == " no column is named or numbered “x”:…")
        for width in 1...90 {
            let fitted = StatusFit.fit(message, width: width)
            #expect(TextWidth.of(fitted) <= width)
            guard fitted != message, width > 4 else { continue }
            // Whatever is shown ends with a whole word of the message, then the ellipsis.
            let shown = fitted.dropLast()
            #expect(message.hasPrefix(shown), "width \(width): \(fitted)")
            let next = message.dropFirst(shown.count).first
            #expect(next == " ", "width \(width) cut inside a word: \(fitted)")
        }
        #expect(StatusFit.fit("incomprehensibilities", width: 8) == "incompr…")
        #expect(StatusFit.fit("abc", width: 0) == "")
    }
}
