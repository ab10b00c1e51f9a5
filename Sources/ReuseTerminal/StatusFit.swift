import Synchronization

/// Fits a status line's text to a width without cutting a word: a line of items (`a · b · c`) loses items from
/// its middle, keeping the first and the last (the last is where a screen puts `? help` or `q quit`); a sentence
/// is shortened at the last space that fits, ending in `…`. Only a single word wider than the whole width is cut
/// inside, as nothing else can show it.
public enum StatusFit {
    /// The separator of a line of items.
    public static let separator = " · "

    /// `text` in at most `width` columns.
    ///
    /// - Complexity: O(n) in the text's length, for each item left out.
    public static func fit(_ text: String, width: Int) -> String {
        guard width > 0 else { return "" }
        if TextWidth.of(text, upTo: width + 1) <= width { return text }
        // A status line is fitted again every frame, mostly unchanged: the last answer is kept.
        let measure = TextWidth.measureBits
        if let fitted = last.withLock({ $0.flatMap { $0.key == (text, width, measure) ? $0.fitted : nil } }) {
            return fitted
        }
        let fitted = shortened(text, width: width)
        last.withLock { $0 = ((text, width, measure), fitted) }
        return fitted
    }

    /// The last text fitted (with its width and how the terminal measures clusters), and its fitted text.
    private static let last = Mutex<(key: (String, Int, UInt8), fitted: String)?>(nil)

    /// `text`, wider than `width`, made to fit.
    private static func shortened(_ text: String, width: Int) -> String {
        let items = text.components(separatedBy: separator)
        if items.count > 2 {
            // Keep the first and the last, and as many of the others, in order, as fit beside them.
            var kept = [items[0]]
            let last = items[items.count - 1]
            for item in items[1..<(items.count - 1)] {
                let candidate = (kept + [item, "…", last]).joined(separator: separator)
                guard TextWidth.of(candidate, upTo: width + 1) <= width else { break }
                kept.append(item)
            }
            let dropped = kept.count < items.count - 1
            let shortened = (kept + (dropped ? ["…"] : []) + [last]).joined(separator: separator)
            if TextWidth.of(shortened, upTo: width + 1) <= width { return shortened }
        }
        return words(text, width: width)
    }

    /// `text` cut after the last whole word that fits with `…` after it.
    private static func words(_ text: String, width: Int) -> String {
        var fitted = ""
        var used = 0
        var word = ""
        var wordWidth = 0
        for character in text {
            if character == " " {
                // The word, then (at the end) `…` in place of the space after it.
                if used + wordWidth + 1 > width { break }
                fitted += word + " "
                used += wordWidth + 1
                word = ""
                wordWidth = 0
            } else {
                word.append(character)
                wordWidth += TextWidth.of(character)
            }
        }
        while fitted.last == " " { fitted.removeLast() }
        // Nothing but the first word, wider than the line: cut inside it.
        if fitted.allSatisfy({ $0 == " " }) { return TextWidth.truncate(text, toWidth: width) }
        return fitted + "…"
    }
}
