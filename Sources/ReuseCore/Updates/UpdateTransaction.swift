/// The batch of updates a table collects: between `beginUpdates()` and `endUpdates()`, in a
/// `performBatchUpdates` block, or one update on its own. It holds the updates, how deeply batches nest, whether
/// any update animates, the completions to run, and whether `reloadData()` was called inside the batch; its events
/// return what the table must do when the outermost batch closes.
///
/// A second view type (a collection view) drives the same transaction with the same events.
public struct UpdateTransaction<Completion> {
    /// What the table does when a batch closes.
    public enum Action {
        /// Validate `updates` against the data source's counts and apply them as one batch; run `completions`
        /// when the animations end.
        case commit(updates: [TableUpdate], animated: Bool, completions: [Completion])
        /// `reloadData()` was called inside the batch: reload instead, and say that `droppedUpdates` updates
        /// collected before it (and any after it) were dropped.
        case reload(droppedUpdates: Int, completions: [Completion])
    }

    /// How many batches are open, one inside the other.
    public private(set) var depth = 0
    private var updates: [TableUpdate] = []
    private var animated = false
    private var completions: [Completion] = []
    private var reloadRequested = false

    public init() {}

    /// Opens a batch (`beginUpdates()`, or the start of `performBatchUpdates`).
    public mutating func begin() {
        depth += 1
    }

    /// Closes a batch; `completion` (from `performBatchUpdates`) joins it. Returns the batch when the outermost one
    /// closes, nil while one is still open or when no batch was open (an `endUpdates()` without its begin).
    ///
    /// - Complexity: O(1).
    /// Whether a batch is open.
    public var isOpen: Bool { depth > 0 }
    /// The updates collected in the open batch.
    public var pendingUpdates: Int { updates.count }

    public mutating func end(completion: Completion? = nil) -> Action? {
        guard depth > 0 else { return nil }
        depth -= 1
        if let completion { completions.append(completion) }
        return depth == 0 ? take() : nil
    }

    /// Adds updates to the open batch, or (with none open) makes them a batch of their own and returns it. After a
    /// reload inside the batch, updates describe nothing and are dropped.
    ///
    /// - Complexity: O(k) for k updates.
    public mutating func add(_ new: [TableUpdate], animated: Bool, completion: Completion? = nil) -> Action? {
        if !reloadRequested {
            updates.append(contentsOf: new)
            if animated { self.animated = true }
        }
        if let completion { completions.append(completion) }
        return depth == 0 ? take() : nil
    }

    /// `reloadData()` was called. Inside a batch the batch becomes the reload and this returns true: the table
    /// reloads when the batch closes. Outside one it returns false: the table reloads now.
    public mutating func requestReload() -> Bool {
        guard depth > 0 else { return false }
        reloadRequested = true
        return true
    }

    private mutating func take() -> Action {
        defer {
            updates = []
            animated = false
            completions = []
            reloadRequested = false
        }
        if reloadRequested { return .reload(droppedUpdates: updates.count, completions: completions) }
        return .commit(updates: updates, animated: animated, completions: completions)
    }
}
