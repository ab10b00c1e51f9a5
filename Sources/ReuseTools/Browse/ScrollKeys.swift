import ReuseTerminal

/// The keys that move through a view of lines in `browse` (the record, the help, the table list), as the table's
/// keys move through rows: ↑↓ and k j a line (or the wheel), PgUp PgDn and Space a page, g G and Home End the
/// ends.
enum ScrollKeys {
    /// How far `event` moves, in lines, for a view of `height` lines over `count`; nil for another key.
    static func delta(of event: InputEvent, height: Int, count: Int) -> Int? {
        switch event {
        case .key(.up), .key(.character("k")), .mouse(.wheelUp, _, _, _, _): -1
        case .key(.down), .key(.character("j")), .mouse(.wheelDown, _, _, _, _): 1
        case .key(.pageUp): -max(height - 1, 1)
        case .key(.pageDown), .key(.character(" ")): max(height - 1, 1)
        case .key(.home), .key(.character("g")): -count
        case .key(.end), .key(.character("G")): count
        default: nil
        }
    }
}
