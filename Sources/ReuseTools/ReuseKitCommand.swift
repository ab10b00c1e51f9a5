import ArgumentParser
import Foundation
import ReuseCore

/// `reusekit`: ReuseKit's engine from the command line. Both binaries run it: `reusekit`, which has no graphics
/// library loaded and hands `render`, `example` and `--window` to `reusekit-graphics` (``Pixels``), and
/// `reusekit-graphics`, which draws them.
public struct ReuseKitCommand: ParsableCommand {
    public init() {}

    public static let configuration = CommandConfiguration(
        commandName: "reusekit",
        abstract: "UITableView's cell reuse, prefetching and layout engine, headless, in the terminal and in pixels.",
        subcommands: [
            DemoCommand.self, BrowseCommand.self, TraceCommand.self, CheckCommand.self, PrefetchSimCommand.self,
            RenderCommand.self, ExampleCommand.self,
        ]
    )

    /// ArgumentParser's `main`, with every control character in what it prints made visible: an error can quote a
    /// file name, a table name or a database's own message, and none of their bytes may act on the terminal.
    public static func main() {
        Pixels.handOverIfNeeded(CommandLine.arguments)
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            let message = ControlCharacters.sanitized(fullMessage(for: error))
            if !message.isEmpty {
                let stream = code == .success ? FileHandle.standardOutput : FileHandle.standardError
                stream.write(Data((message + "\n").utf8))
            }
            Foundation.exit(code.rawValue)
        }
    }
}

/// The bytes a terminal would send for `--keys`: the text as typed, with `\e` for Escape, `\r` for Enter, `\t`
/// for Tab and `\\` for a backslash (a shell passes these as two characters each).
func terminalKeys(_ text: String) -> String {
    var result = ""
    var escaped = false
    for character in text {
        if escaped {
            switch character {
            case "e": result.append("\u{1B}")
            case "r": result.append("\r")
            case "t": result.append("\t")
            case "\\": result.append("\\")
            default: result += "\\" + String(character)
            }
            escaped = false
        } else if character == "\\" {
            escaped = true
        } else {
            result.append(character)
        }
    }
    if escaped { result.append("\\") }
    return result
}
