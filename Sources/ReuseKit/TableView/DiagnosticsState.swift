import Foundation

/// What reuse diagnostics remember between a table's callbacks: their own part of the table's state, touched
/// only while ``TableView/reuseDiagnostics`` is on.
@MainActor
struct DiagnosticsState {
    /// Diagnostics reported, so that each is reported once.
    var reported: Set<String> = []
    /// The cell reused by the `cellForRowAt` running, and the row it showed before.
    var reused: (cell: TableViewCell, previous: IndexPath?)?
    /// While the table configures a fresh cell to compare with a reused one.
    var makingFreshCell = false
    /// For each cell, the row that set each stale value it carries, by property path.
    var staleOrigins: [ObjectIdentifier: [String: IndexPath]] = [:]
    /// What a cell showed when it left the screen, to tell whether it changed while queued.
    var retiredStates: [ObjectIdentifier: ViewState] = [:]
    /// The most rows on screen at once.
    var mostRowsVisible = 0
}
