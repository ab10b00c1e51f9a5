/// A reuse bug the table found while `reuseDiagnostics` was on (beyond UIKit).
public struct ReuseDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// A reused cell shows something left over from the row it showed before.
        case staleState
        /// An asynchronous result arrived for a row the cell no longer shows.
        case lateAsyncResult
        /// `dequeueReusableCell(withIdentifier:for:)` outside `tableView(_:cellForRowAt:)`.
        case dequeueOutsideCellForRow
        /// The same cell returned for two rows on screen at once.
        case cellForTwoRows
        /// A cell changed while it waited in the reuse queue, after `didEndDisplaying`.
        case mutatedAfterEndDisplaying
        /// The data source's counts changed without an update call.
        case countsChangedWithoutUpdate
        /// More cells were made than the table keeps alive: cells are made outside the reuse queue or kept.
        case cellLeak
        /// `reloadData()` was called while the table laid out its rows, from `tableView(_:cellForRowAt:)`.
        case reloadDuringLayout
        /// An insertion, deletion or move was asked for, but the data source does not implement the method
        /// that takes it.
        case editingNotSupported
        /// The section index named a section outside the table.
        case sectionIndexOutOfRange
    }

    public var kind: Kind
    /// The rows involved: the row shown, then the row the state came from, where there is one.
    public var rows: [IndexPath]
    /// The property involved (`backgroundColor`, `image`, ...), for stale state.
    public var property: String?
    /// What happened and how to fix it.
    public var message: String

    public init(kind: Kind, rows: [IndexPath], property: String? = nil, message: String) {
        self.kind = kind
        self.rows = rows
        self.property = property
        self.message = message
    }

    public var description: String { message }
}
