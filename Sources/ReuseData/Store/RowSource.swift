/// Where the rows behind a table come from: pages of rows loaded asynchronously.
public protocol RowSource: Sendable {
    associatedtype Row: Sendable
    /// The number of rows when the source knows it up front; nil for a source whose end is found by loading
    /// (a feed, seed 002's search results).
    func count() async throws -> Int?
    /// The rows in `range`. Fewer rows than asked means the source ends there. Honour task cancellation:
    /// the store cancels pages nobody wants any more.
    func rows(in range: Range<Int>) async throws -> [Row]
    /// While the count is unknown, the rows the source can give now without waiting: a file still being read
    /// or written answers the rows indexed so far, so that a store shows them as they arrive instead of a page
    /// at a time. nil (the default) when the source cannot tell; the store then asks for whole pages.
    func rowsAvailable() async throws -> Int?
    /// Waits until the source holds more than `rows` rows, or knows that it ends at `rows` or before. Only
    /// asked of a source whose ``rowsAvailable()`` is not nil; the default returns at once.
    func waitForRows(moreThan rows: Int) async throws
}

extension RowSource {
    public func rowsAvailable() async throws -> Int? { nil }
    public func waitForRows(moreThan rows: Int) async throws {}
}

/// Rows held in memory: a known count, every page at once.
public struct ArraySource<Row: Sendable>: RowSource {
    public let elements: [Row]

    public init(_ elements: [Row]) {
        self.elements = elements
    }

    public func count() async throws -> Int? { elements.count }

    public func rows(in range: Range<Int>) async throws -> [Row] {
        Array(elements[range.clamped(to: elements.indices)])
    }
}

/// A failure to load a page, as the store reports it.
public struct RowStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The page that failed, and the rows it covers.
    public var page: Int
    public var rows: Range<Int>
    /// What the source threw.
    public var message: String

    public var description: String {
        "Loading rows \(rows.lowerBound)..<\(rows.upperBound) (page \(page)) failed: \(message). "
            + "Call retry(page: \(page)) to load it again."
    }
}
