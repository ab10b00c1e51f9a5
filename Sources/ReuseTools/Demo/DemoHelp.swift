extension HelpView {
    /// The demo's keys: `?` and F1 show them, and `reusekit demo --help` lists them. The mouse wheel scrolls, a
    /// click selects and a drag flings as well.
    static let demo: [Group] = [
        Group(
            title: "Move",
            entries: [
                Entry(keys: "↑ ↓  k j", action: "row up, down", typed: "j"),
                Entry(keys: "PgUp PgDn  space", action: "page up, down", typed: " "),
                Entry(keys: "g  Home End", action: "first, last row", typed: "\u{1B}[F"),
                Entry(keys: "A-Z", action: "that letter's section", typed: "M"),
                Entry(keys: "/", action: "find a contact", typed: "/"),
                Entry(keys: "Enter", action: "select the row", typed: "\r"),
            ]),
        Group(
            title: "Edit",
            entries: [
                Entry(keys: "x", action: "swipe the row open", typed: "x"),
                Entry(keys: "1 2  Enter", action: "swiped: Delete, Flag", typed: "1"),
                Entry(keys: "X", action: "swipe through: Delete", typed: "X"),
                Entry(keys: "e", action: "edit: Enter, Enter deletes", typed: "e"),
                Entry(keys: "Esc", action: "close a swipe, a Delete", typed: "\u{1B}"),
            ]),
        Group(
            title: "Show",
            entries: [
                Entry(keys: "p", action: "prepareForReuse off, on", typed: "p"),
                Entry(keys: "? F1", action: "this help", typed: "?"),
                Entry(keys: "q  Ctrl-C", action: "quit; close the help", typed: "q"),
            ]),
    ]
}
