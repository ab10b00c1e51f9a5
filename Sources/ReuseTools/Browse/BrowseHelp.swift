extension HelpView {
    /// `browse`'s keys.
    static let browse: [Group] = [
        Group(
            title: "Move",
            entries: [
                Entry(keys: "↑ ↓  k j", action: "row up, down", typed: "j"),
                Entry(keys: "PgUp PgDn", action: "page up, down", typed: "\u{1B}[6~"),
                Entry(keys: "g G", action: "first, last row", typed: "G"),
                Entry(keys: "← →  h l", action: "column left, right", typed: "l"),
                Entry(keys: "0 $", action: "first, last column", typed: "$"),
                Entry(keys: ":", action: "go to row number", typed: ":"),
                Entry(keys: "c", action: "go to column", typed: "c"),
            ]),
        Group(
            title: "Find",
            entries: [
                Entry(keys: "/", action: "find text, pattern", typed: "/"),
                Entry(keys: "n N", action: "next, previous match", typed: "n"),
                Entry(keys: "↑ ↓ in / &", action: "earlier entries", typed: "/\u{1B}[A"),
                Entry(keys: "&", action: "filter by column", typed: "&"),
                Entry(keys: "s", action: "sort: ↑, ↓, off", typed: "s"),
                Entry(keys: "Esc", action: "stop; clear match", typed: "\u{1B}"),
            ]),
        Group(
            title: "Show",
            entries: [
                Entry(keys: "Enter", action: "row as a record", typed: "\r"),
                Entry(keys: "- +", action: "hide; show columns", typed: "-"),
                Entry(keys: "F", action: "follow file's end", typed: "F"),
                Entry(keys: "R  r", action: "reload; retry rows", typed: "R"),
                Entry(keys: "T", action: "SQLite tables, views", typed: "T"),
                Entry(keys: "? F1", action: "this help", typed: "?"),
                Entry(keys: "q  Ctrl-C", action: "quit; close a view", typed: "q"),
            ]),
    ]
}
