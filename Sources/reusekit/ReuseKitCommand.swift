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
