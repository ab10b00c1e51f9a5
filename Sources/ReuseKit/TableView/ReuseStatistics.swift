/// Counts of a table's reuse machinery.
public struct ReuseStatistics: Equatable, Sendable {
    /// Cells the table made through a registration.
    public var cellsCreated = 0
    /// Cells handed from a queue to a row (each got `prepareForReuse()`).
    public var cellsReused = 0
    /// Rows shown again with the cell that still showed them, without `cellForRowAt`.
    public var cellsRedisplayed = 0
    /// The most cells the table held at once, visible, queued and prepared ahead.
    public var mostCellsAlive = 0
    /// Cells configured ahead of their rows (cell prefetching), and those of them that were then shown.
    public var cellsPrepared = 0
    public var preparedCellsShown = 0
    /// Rows announced to `prefetchRowsAt` and to `cancelPrefetchingForRowsAt`.
    public var rowsPrefetched = 0
    public var rowsCancelled = 0
}
