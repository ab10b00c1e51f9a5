/// Measures, once at start, how the terminal draws the grapheme clusters whose width it may not agree on
/// (``TextWidth/ClusterKind``): each sample is written at the start of the top line and followed by a cursor
/// position query; the column the terminal reports is the width it gave the sample. The first frame then clears
/// the screen.
public struct WidthProbe: Sendable {
    /// A sample of each kind, and its width when drawn whole and by code point.
    static let samples: [(kind: TextWidth.ClusterKind, text: String, whole: Int, byCodePoint: Int)] = [
        (.joinedEmoji, "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", 2, 6),
        (.hangulJamo, "\u{1100}\u{1100}", 2, 4),
        (.presentationSelector, "\u{2764}\u{FE0F}", 2, 1),
    ]

    private var answers: [Int] = []

    public init() {}

    /// The bytes that ask: for each sample, the cursor home, the sample, and a cursor position query.
    public var request: [UInt8] {
        Array(Self.samples.map { "\u{1B}[H\u{1B}[2K\($0.text)\u{1B}[6n" }.joined().utf8)
            + Array("\u{1B}[H\u{1B}[2K".utf8)
    }

    /// Whether every answer came.
    public var isComplete: Bool { answers.count == Self.samples.count }

    /// Takes one answer; true when it was the last one (then ``apply()``).
    public mutating func take(row: Int, column: Int) -> Bool {
        guard !isComplete else { return false }
        answers.append(column - 1)
        return isComplete
    }

    /// Records in ``TextWidth`` what the terminal does, for the whole process. A width that is neither expected
    /// one (an odd terminal) counts as by code point.
    public func apply() {
        for (kind, whole) in decisions { TextWidth.setDrawsWhole(whole, for: kind) }
    }

    /// What the answers say: for each kind, whether the terminal draws it whole.
    var decisions: [(kind: TextWidth.ClusterKind, whole: Bool)] {
        zip(Self.samples, answers).map { sample, width in
            (sample.kind, width == sample.whole && width != sample.byCodePoint)
        }
    }
}
