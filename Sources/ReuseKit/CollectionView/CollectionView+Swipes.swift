import Foundation

extension CollectionView {
    /// The item a swipe opened and the actions it shows, from the edge inward (beyond UIKit: what a person sees).
    public var swipedItem: (indexPath: IndexPath, actions: [ContextualAction])? {
        swipeState.map { ($0.indexPath, $0.actions) }
    }

    /// A swipe on an item from `edge` (beyond UIKit, headless), as far as it opens: the swipe actions a list
    /// section's configuration gives the item (`leadingSwipeActionsConfigurationProvider` or
    /// `trailingSwipeActionsConfigurationProvider`). ``tapSwipeAction(at:)`` runs an action and
    /// ``closeSwipedItem()`` (a tap elsewhere) closes the item. Returns whether the item opened: not when its
    /// section gives no actions for that edge, or the layout is not a list.
    @discardableResult
    public func swipeItem(at indexPath: IndexPath, from edge: TableView.SwipeEdge) -> Bool {
        loadIfNeeded()
        guard globalIndex(of: indexPath) != nil else { return false }
        if let open = swipeState {
            closeSwipedItem()
            if open.indexPath == indexPath { return false }
        }
        guard let configuration = swipeActions(for: indexPath, edge: edge), !configuration.actions.isEmpty else {
            return false
        }
        swipeState = (indexPath, configuration.actions)
        cellForItem(at: indexPath)?.isSwiped = true
        return true
    }

    /// A swipe all the way across (beyond UIKit, headless): performs the first action when the configuration
    /// allows it (`performsFirstActionWithFullSwipe`), else opens the item as ``swipeItem(at:from:)`` does.
    public func fullSwipeItem(at indexPath: IndexPath, from edge: TableView.SwipeEdge) {
        loadIfNeeded()
        guard globalIndex(of: indexPath) != nil, let configuration = swipeActions(for: indexPath, edge: edge),
            !configuration.actions.isEmpty
        else { return }
        if swipeState != nil { closeSwipedItem() }
        swipeState = (indexPath, configuration.actions)
        if configuration.performsFirstActionWithFullSwipe {
            tapSwipeAction(at: 0)
        } else {
            cellForItem(at: indexPath)?.isSwiped = true
        }
    }

    /// Chooses the `index`th action of the swiped item (beyond UIKit, headless): its handler runs with the item's
    /// cell and a completion; the item closes when the handler calls it.
    public func tapSwipeAction(at index: Int) {
        guard let swiped = swipeState, swiped.actions.indices.contains(index) else { return }
        let action = swiped.actions[index]
        let finish: (Bool) -> Void = { [weak self] _ in
            MainActor.assumeIsolated {
                guard let self, let open = self.swipeState, open.indexPath == swiped.indexPath else { return }
                self.closeSwipedItem()
            }
        }
        action.handler(action, cellForItem(at: swiped.indexPath) ?? self, finish)
    }

    /// Closes the swiped item, as a tap elsewhere does.
    public func closeSwipedItem() {
        guard let swiped = swipeState else { return }
        swipeState = nil
        cellForItem(at: swiped.indexPath)?.isSwiped = false
    }

    private func swipeActions(for indexPath: IndexPath, edge: TableView.SwipeEdge) -> SwipeActionsConfiguration? {
        (collectionViewLayout as? CollectionViewCompositionalLayout)?.swipeActionsConfiguration(
            forItemAt: indexPath, trailing: edge == .trailing)
    }
}
