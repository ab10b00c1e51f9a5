/// A scripted scroll, as data: steps such as `down 30, up 8, down 5`, in rows.
struct ScrollScript: Equatable, Sendable {
    enum Step: Equatable, Sendable {
        /// Drag the content down the list (the finger moves up) by this many rows, then lift without a fling.
        case down(Double)
        /// Drag the content up the list by this many rows.
        case up(Double)
        /// Lift the finger after a short drag at this many rows per second (positive: down the list) and let the
        /// content decelerate until it stops.
        case fling(Double)
        /// `scrollToRow(at:at: .top, animated: false)` to this row (counted over all sections).
        case jump(Int)
        /// Let this many seconds of virtual time pass.
        case wait(Double)
    }

    /// A script step that could not be read.
    struct ParseError: Error, CustomStringConvertible, Equatable {
        var step: Int
        var text: String
        var problem: String

        var description: String {
            "script step \(step) '\(text)': \(problem); steps are 'down ROWS', 'up ROWS', 'fling ROWS_PER_SECOND', "
                + "'jump ROW' or 'wait SECONDS', separated by commas (e.g. 'down 30, up 8, down 5')"
        }
    }

    var steps: [Step]

    /// The longest `wait`, in seconds: an hour of virtual time is 216,000 frames.
    static let longestWait = 3_600.0

    init(steps: [Step]) {
        self.steps = steps
    }

    /// Checks the script against a table of `rowCount` rows: every jump must land on a row.
    func check(rowCount: Int) throws(ParseError) {
        for (index, step) in steps.enumerated() {
            guard case .jump(let row) = step, row >= rowCount else { continue }
            throw ParseError(
                step: index + 1, text: "jump \(row)",
                problem: rowCount == 0
                    ? "the table has no rows" : "the table's rows are 0 to \(rowCount - 1) (--rows \(rowCount))")
        }
    }

    /// Reads a script like `down 30, up 8, fling 200, wait 1.5, jump 500`.
    init(parsing text: String) throws(ParseError) {
        var steps: [Step] = []
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        for (index, raw) in parts.enumerated() {
            let words = raw.split(separator: " ", omittingEmptySubsequences: true)
            let shown = words.joined(separator: " ")
            guard words.count == 2 else {
                throw ParseError(
                    step: index + 1, text: shown,
                    problem: words.isEmpty ? "the step is empty" : "expected an action and a number")
            }
            guard let number = Double(words[1]), number.isFinite else {
                throw ParseError(step: index + 1, text: shown, problem: "'\(words[1])' is not a number")
            }
            let action = words[0].lowercased()
            switch action {
            case "down", "up", "wait":
                guard number >= 0 else {
                    throw ParseError(step: index + 1, text: shown, problem: "the amount must not be negative")
                }
                guard action != "wait" || number <= Self.longestWait else {
                    throw ParseError(
                        step: index + 1, text: shown,
                        problem: "a wait is at most \(Int(Self.longestWait)) seconds (virtual time runs frame by frame)"
                    )
                }
                steps.append(action == "down" ? .down(number) : action == "up" ? .up(number) : .wait(number))
            case "fling":
                steps.append(.fling(number))
            case "jump":
                guard number >= 0, number == number.rounded(), number < 0x1p62 else {
                    throw ParseError(step: index + 1, text: shown, problem: "a row is a whole number from 0")
                }
                steps.append(.jump(Int(number)))
            default:
                throw ParseError(step: index + 1, text: shown, problem: "unknown action '\(words[0])'")
            }
        }
        self.steps = steps
    }
}
