import Foundation
import ReuseCore
import ReuseKit

/// Input for a window given ahead of time (beyond UIKit: how tests and benchmarks drive a window): mouse, wheel,
/// touchpad and key events that ``WindowHost`` pushes into SDL's own event queue at the frames the script names,
/// so they take the path a person's input takes. While a script runs, time is virtual: each frame is 1/60 s, so
/// a fling lands on the same row on every machine.
///
/// One command a line; `#` starts a comment; points are in the window's points:
///
/// | command | what it does |
/// | --- | --- |
/// | `wait N` | lets N frames pass (1 when N is left out) |
/// | `down X Y`, `move X Y`, `up` | the left button goes down, the mouse moves, the button comes up |
/// | `click X Y` | `down` and `up` at one point, one frame apart |
/// | `rightclick X Y` | the right button, down and up |
/// | `wheel N` | N notches of the wheel (negative: towards the user, scrolling down) |
/// | `touchpad DY` | a touchpad's smooth scroll by DY points (negative: down) |
/// | `key NAME` | a key pressed and let go: `Up`, `Down`, `PageUp`, `PageDown`, `Home`, `End`, `Return`, `Escape`, `Backspace`, or one character |
/// | `type TEXT` | text typed into the first responder |
/// | `resize W H` | the window is resized to W × H points |
/// | `screenshot PATH` | writes what the window shows now as a PNG |
/// | `quit` | closes the window |
public struct InputScript: Sendable, Equatable {
    /// One step of a script.
    public enum Command: Sendable, Equatable {
        case wait(Int)
        case down(CGPoint)
        case move(CGPoint)
        case up
        case rightDown(CGPoint)
        case rightUp
        case wheel(Int)
        case touchpad(CGFloat)
        case key(String)
        case type(String)
        case resize(CGSize)
        case screenshot(String)
        case quit
    }

    /// Why a script could not be read: the line, what it says, and what to write instead.
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        public let line: Int
        public let text: String
        public let reason: String
        public var description: String {
            "input script line \(line): \"\(ControlCharacters.sanitized(text))\": \(reason)"
        }
    }

    /// The key names `key` takes besides single characters, in the order errors list them, and the keys they are.
    public static let keys: KeyValuePairs<String, KeyboardHIDUsage> = [
        "Up": .keyboardUpArrow, "Down": .keyboardDownArrow, "Left": .keyboardLeftArrow, "Right": .keyboardRightArrow,
        "PageUp": .keyboardPageUp, "PageDown": .keyboardPageDown, "Home": .keyboardHome, "End": .keyboardEnd,
        "Return": .keyboardReturnOrEnter, "Escape": .keyboardEscape, "Backspace": .keyboardDeleteOrBackspace,
        "Space": .keyboardSpacebar, "Tab": .keyboardTab,
    ]

    public var commands: [Command]

    /// The key a name of ``keys`` stands for.
    public static func key(named name: String) -> KeyboardHIDUsage? {
        keys.first { $0.key == name }?.value
    }

    public init(commands: [Command]) {
        self.commands = commands
    }

    /// Reads a script's text.
    ///
    /// - Complexity: O(length of the text).
    public init(parsing text: String) throws(ParseError) {
        var commands: [Command] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let verb = words.first else { continue }
            let arguments = Array(words.dropFirst())
            func fail(_ reason: String) -> ParseError {
                ParseError(line: index + 1, text: String(raw), reason: reason)
            }
            func numbers(_ count: Int) throws(ParseError) -> [Double] {
                let values = arguments.compactMap(Double.init).filter(\.isFinite)
                guard arguments.count == count, values.count == count else {
                    throw fail(
                        "\(verb) takes \(count) number\(count == 1 ? "" : "s"), like `\(verb) \(Self.example(verb))`")
                }
                return values
            }
            func point() throws(ParseError) -> CGPoint {
                let values = try numbers(2)
                return CGPoint(x: values[0], y: values[1])
            }
            switch verb {
            case "wait":
                let frames = arguments.isEmpty ? 1 : Int(arguments[0]) ?? -1
                guard arguments.count <= 1, frames >= 0, frames <= 1_000_000 else {
                    throw fail("wait takes a number of frames from 0 to 1000000, like `wait 30`")
                }
                commands.append(.wait(frames))
            case "down": commands.append(.down(try point()))
            case "move": commands.append(.move(try point()))
            case "up":
                guard arguments.isEmpty else { throw fail("up takes nothing: the button comes up where the mouse is") }
                commands.append(.up)
            case "click":
                let at = try point()
                commands += [.down(at), .wait(1), .up]
            case "rightclick":
                let at = try point()
                commands += [.rightDown(at), .wait(1), .rightUp]
            case "wheel":
                let notches = try numbers(1)[0]
                guard notches == notches.rounded(), abs(notches) <= 1_000 else {
                    throw fail("wheel takes a whole number of notches from -1000 to 1000, like `wheel -3`")
                }
                commands.append(.wheel(Int(notches)))
            case "touchpad": commands.append(.touchpad(CGFloat(try numbers(1)[0])))
            case "key":
                guard arguments.count == 1, Self.key(named: arguments[0]) != nil || arguments[0].count == 1 else {
                    throw fail("key takes one key: one character or \(Self.keys.map(\.key).joined(separator: ", "))")
                }
                commands.append(.key(arguments[0]))
            case "type":
                let typed = line.drop { $0 == " " || $0 == "\t" }.dropFirst(4).drop { $0 == " " || $0 == "\t" }
                guard !typed.isEmpty else { throw fail("type takes the text to type, like `type Kim`") }
                commands.append(.type(String(typed)))
            case "resize":
                let values = try numbers(2)
                guard values.allSatisfy({ $0 >= 100 && $0 <= 4_000 }) else {
                    throw fail("resize takes a width and a height from 100 to 4000 points, like `resize 800 600`")
                }
                commands.append(.resize(CGSize(width: values[0], height: values[1])))
            case "screenshot":
                guard arguments.count == 1 else { throw fail("screenshot takes one path, like `screenshot end.png`") }
                commands.append(.screenshot(arguments[0]))
            case "quit":
                commands.append(.quit)
            default:
                throw fail(
                    "no command is named \(verb); the commands are wait, down, move, up, click, rightclick, wheel, "
                        + "touchpad, key, type, resize, screenshot and quit")
            }
        }
        self.commands = commands
    }

    private static func example(_ verb: String) -> String {
        switch verb {
        case "wheel": "-3"
        case "touchpad": "-120"
        case "resize": "800 600"
        default: "200 300"
        }
    }
}
