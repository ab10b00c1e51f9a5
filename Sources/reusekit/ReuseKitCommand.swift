import ArgumentParser

/// `reusekit`: ReuseKit's engine from the command line.
@main
struct ReuseKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reusekit",
        abstract: "UITableView's cell reuse, prefetching and layout engine, headless and in the terminal.",
        subcommands: [
            DemoCommand.self, BrowseCommand.self, TraceCommand.self, CheckCommand.self, PrefetchSimCommand.self,
        ]
    )
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
