import ReuseCore

/// What a self-sizing layout's views measured, by element (items, or a compositional layout's headers and
/// footers): kept through a batch update at the elements' new places, forgotten by any other rebuild (a new width,
/// a new layout), since the views then measure again.
struct MeasuredLengths<Key: Hashable> {
    private(set) var lengths: [Key: Double] = [:]
    /// Whether an update carried the lengths since the layout last rebuilt.
    private var carried = false

    var isEmpty: Bool { lengths.isEmpty }
    var keys: Dictionary<Key, Double>.Keys { lengths.keys }

    subscript(key: Key) -> Double? {
        get { lengths[key] }
        set { lengths[key] = newValue }
    }

    /// Moves each length to its element's key after a batch update; `place` answers nil for an element the update
    /// deleted or reloaded. The next rebuild keeps them.
    ///
    /// - Complexity: O(m) for m lengths.
    mutating func carry(to place: (Key) -> Key?) {
        var moved: [Key: Double] = [:]
        moved.reserveCapacity(lengths.count)
        for (key, length) in lengths {
            if let new = place(key) { moved[new] = length }
        }
        lengths = moved
        carried = true
    }

    /// The layout was invalidated otherwise than by an update's counts: the next rebuild forgets the lengths.
    mutating func forgetAtRebuild() {
        carried = false
    }

    /// The layout rebuilds: lengths an update carried stay, all others are forgotten.
    mutating func rebuild() {
        if !carried { lengths.removeAll() }
        carried = false
    }
}
