import ReuseKit
import Testing

private final class TileCell: CollectionViewCell {
    let caption = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A board of tiles the user reorders by pressing and dragging, as UIKit apps do with the controller's standard
/// gesture: the controller overrides `moveItemAt` and moves the tile in its model.
private final class BoardViewController: CollectionViewController {
    var tiles = (0..<60).map { "Tile \($0)" }
    var moves: [(IndexPath, IndexPath)] = []
    var asked: [IndexPath] = []
    var pinned: Set<Int> = []

    init() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        tiles.count
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
        cell.caption.text = tiles[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !pinned.contains(indexPath.item)
    }

    override func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        moves.append((sourceIndexPath, destinationIndexPath))
        let tile = tiles.remove(at: sourceIndexPath.item)
        tiles.insert(tile, at: destinationIndexPath.item)
    }

    func caption(at item: Int) -> String? {
        (collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? TileCell)?.caption.text
    }
}

@MainActor
private func showBoard() -> (BoardViewController, Window) {
    let board = BoardViewController()
    let window = Window()
    window.rootViewController = board
    window.makeKeyAndVisible()
    return (board, window)
}

/// The centre of an item of the 3-column board: 120-point tiles justified across 390 points (15 between them),
/// lines 130 points apart.
private func centre(ofItem item: Int) -> CGPoint {
    CGPoint(x: 60 + CGFloat(item % 3) * 135, y: 60 + CGFloat(item / 3) * 130)
}

@MainActor
@Test func aLongPressAndDragReordersATileAndTellsTheDataSourceOnceWhenTheFingerLifts() {
    let (board, window) = showBoard()
    defer { withExtendedLifetime(window) {} }
    let grid = board.collectionView!
    #expect(board.caption(at: 0) == "Tile 0")
    let finger = grid.touchDown(at: centre(ofItem: 0))
    finger.hold(for: 0.6)
    let target = centre(ofItem: 4)
    finger.move(to: CGPoint(x: target.x, y: target.y - 10))
    finger.move(to: target)
    // The tiles made room for it, the moving cell follows the finger above them, and the data source does not know.
    #expect(board.moves.isEmpty)
    #expect(board.tiles[0] == "Tile 0")
    #expect(board.caption(at: 4) == "Tile 0")
    #expect(board.caption(at: 0) == "Tile 1")
    #expect(board.caption(at: 3) == "Tile 4")
    let moving = grid.cellForItem(at: IndexPath(item: 4, section: 0))
    #expect(moving?.center == target)
    #expect(moving?.frame.width == 120)
    // The two numberings (UIDataSourceTranslating) differ while the finger is down, each the other's inverse.
    func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
    #expect(grid.dataSourceIndexPath(forPresentationIndexPath: path(4)) == path(0))
    #expect(grid.dataSourceIndexPath(forPresentationIndexPath: path(0)) == path(1))
    #expect(grid.presentationIndexPath(forDataSourceIndexPath: path(0)) == path(4))
    #expect(grid.presentationIndexPath(forDataSourceIndexPath: path(5)) == path(5))
    for item in 0..<12 {
        #expect(
            grid.presentationIndexPath(
                forDataSourceIndexPath: grid.dataSourceIndexPath(forPresentationIndexPath: path(item))!) == path(item))
    }
    finger.lift()
    #expect(grid.presentationIndexPath(forDataSourceIndexPath: path(0)) == path(0))
    #expect(board.moves.count == 1)
    #expect(board.moves.first?.0 == IndexPath(item: 0, section: 0))
    #expect(board.moves.first?.1 == IndexPath(item: 4, section: 0))
    #expect(Array(board.tiles.prefix(6)) == ["Tile 1", "Tile 2", "Tile 3", "Tile 4", "Tile 0", "Tile 5"])
    // The tile settles in its slot, and every visible cell shows the model's tile at its place.
    #expect(moving?.frame.origin == CGPoint(x: 135, y: 130))
    for item in 0..<12 { #expect(board.caption(at: item) == board.tiles[item]) }
}

@MainActor
@Test func aCancelledMovementPutsTheTileBackAndTellsTheDataSourceNothing() {
    let (board, window) = showBoard()
    defer { withExtendedLifetime(window) {} }
    let grid = board.collectionView!
    let finger = grid.touchDown(at: centre(ofItem: 1))
    finger.hold(for: 0.6)
    finger.move(to: centre(ofItem: 7))
    #expect(board.caption(at: 7) == "Tile 1")
    finger.cancel()
    #expect(board.moves.isEmpty)
    for item in 0..<12 { #expect(board.caption(at: item) == "Tile \(item)") }
    #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin == CGPoint(x: 135, y: 0))
}

@MainActor
@Test func aTileTheDataSourcePinsDoesNotMoveAndATileDroppedWhereItBeganIsNotReported() {
    let (board, window) = showBoard()
    defer { withExtendedLifetime(window) {} }
    let grid = board.collectionView!
    board.pinned = [2]
    #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 600, section: 0)))
    #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0)))
    // One movement at a time.
    #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 6, section: 0)))
    grid.updateInteractiveMovementTargetPosition(centre(ofItem: 8))
    #expect(board.caption(at: 8) == "Tile 5")
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 0))
    grid.updateInteractiveMovementTargetPosition(centre(ofItem: 5))
    grid.endInteractiveMovement()
    #expect(board.moves.isEmpty)
    for item in 0..<12 { #expect(board.caption(at: item) == "Tile \(item)") }
}

@MainActor
@Test func itemsScrollingInDuringAMovementAreAskedForByTheDataSourcesOwnOrder() {
    let (board, window) = showBoard()
    defer { withExtendedLifetime(window) {} }
    let grid = board.collectionView!
    grid.reuseRetention = 0
    // Tile 0 moves to the screen's last line: tiles 1 to 19 each shift back one place, in the collection view only.
    #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    grid.updateInteractiveMovementTargetPosition(centre(ofItem: 19))
    grid.setContentOffset(CGPoint(x: 0, y: 260), animated: false)
    grid.layoutIfNeeded()
    board.asked.removeAll()
    grid.setContentOffset(.zero, animated: false)
    grid.layoutIfNeeded()
    // The first two lines come back (filled nearest first): places 0 to 5 hold tiles 1 to 6, and the data source
    // is asked for those.
    #expect(board.asked.sorted() == (1...6).map { IndexPath(item: $0, section: 0) })
    for item in 0..<6 { #expect(board.caption(at: item) == "Tile \(item + 1)") }
    grid.endInteractiveMovement()
    #expect(board.tiles[19] == "Tile 0")
    #expect(board.moves.count == 1)
}

/// A list of two sections whose delegate keeps items in their own section, as a client of UIKit's iOS 9 API
/// wrote it (the method iOS 15 deprecated).
private final class Shelves: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    var books = [["A", "B", "C"], ["D", "E"]]
    var proposals: [IndexPath] = []

    func numberOfSections(in collectionView: CollectionView) -> Int { books.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        books[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
        cell.caption.text = books[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let book = books[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        books[destinationIndexPath.section].insert(book, at: destinationIndexPath.item)
    }

    func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposals.append(proposedIndexPath)
        guard proposedIndexPath.section != currentIndexPath.section else { return proposedIndexPath }
        return IndexPath(item: books[currentIndexPath.section].count - 1, section: currentIndexPath.section)
    }
}

@MainActor
private func shelvesGrid(
    _ shelves: some CollectionViewDataSource & CollectionViewDelegate,
    layout: CollectionViewFlowLayout = CollectionViewFlowLayout()
) -> CollectionView {
    layout.itemSize = CGSize(width: 300, height: 50)
    layout.minimumLineSpacing = 0
    let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
    grid.register(TileCell.self, forCellWithReuseIdentifier: "tile")
    grid.dataSource = shelves
    grid.delegate = shelves
    grid.layoutIfNeeded()
    return grid
}

@MainActor
@Test func theDelegateRetargetsAMoveThroughTheMethodIOS15DeprecatedAndCrossSectionMovesCountBothSections() {
    let shelves = Shelves()
    let grid = shelvesGrid(shelves)
    // The lists: A B C at y 0, 50, 100; D E at 150, 200.
    #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 175))
    // Proposed (1, 0), kept in section 0 at its end.
    #expect(shelves.proposals == [IndexPath(item: 0, section: 1)])
    #expect((grid.cellForItem(at: IndexPath(item: 2, section: 0)) as? TileCell)?.caption.text == "A")
    grid.endInteractiveMovement()
    #expect(shelves.books == [["B", "C", "A"], ["D", "E"]])
    // Without a delegate's say, an item crosses into the other section; both counts follow.
    grid.delegate = nil
    #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 25))
    #expect(grid.numberOfItems(inSection: 0) == 4)
    #expect(grid.numberOfItems(inSection: 1) == 1)
    grid.endInteractiveMovement()
    #expect(shelves.books == [["D", "B", "C", "A"], ["E"]])
    #expect((grid.cellForItem(at: IndexPath(item: 0, section: 1)) as? TileCell)?.caption.text == "E")
}

/// A data source that shows items but never learned to move them.
private final class ReadOnlyShelf: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
        cell.caption.text = "Book \(indexPath.item)"
        return cell
    }
}

@MainActor
@Test func aDataSourceWithoutMoveItemAtGetsItsItemBackAndADiagnosticThatSaysWhatToImplement() {
    let shelf = ReadOnlyShelf()
    let grid = shelvesGrid(shelf)
    var diagnostics: [ReuseDiagnostic] = []
    grid.diagnosticHandler = { diagnostics.append($0) }
    #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 125))
    #expect((grid.cellForItem(at: IndexPath(item: 2, section: 0)) as? TileCell)?.caption.text == "Book 0")
    grid.endInteractiveMovement()
    for item in 0..<4 {
        #expect((grid.cellForItem(at: IndexPath(item: item, section: 0)) as? TileCell)?.caption.text == "Book \(item)")
    }
    #expect(diagnostics.map(\.kind) == [.editingNotSupported])
    #expect(diagnostics.first?.message.contains("collectionView(_:moveItemAt:to:)") == true)
}

/// A layout of a client's own that lifts the moving item and records the movement's invalidations.
private final class LiftingLayout: CollectionViewFlowLayout {
    var contexts: [(previous: [IndexPath]?, target: [IndexPath]?, point: CGPoint)] = []

    override func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> CollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.size = CGSize(width: attributes.size.width * 1.5, height: attributes.size.height * 1.5)
        attributes.alpha = 0.8
        return attributes
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if context.targetIndexPathsForInteractivelyMovingItems != nil {
            contexts.append(
                (
                    context.previousIndexPathsForInteractivelyMovingItems,
                    context.targetIndexPathsForInteractivelyMovingItems, context.interactiveMovementTarget
                ))
        }
        super.invalidateLayout(with: context)
    }
}

@MainActor
@Test func aLayoutSubclassStylesTheMovingItemAndSeesEachMoveInItsInvalidationContexts() {
    let shelves = Shelves()
    let layout = LiftingLayout()
    let grid = shelvesGrid(shelves, layout: layout)
    #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    let lifted = grid.cellForItem(at: IndexPath(item: 2, section: 0))
    #expect(lifted?.alpha == 0.8)
    #expect(lifted?.frame.size == CGSize(width: 450, height: 75))
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 40))
    #expect(layout.contexts.last?.previous == [IndexPath(item: 2, section: 0)])
    #expect(layout.contexts.last?.target == [IndexPath(item: 0, section: 0)])
    #expect(layout.contexts.last?.point == CGPoint(x: 150, y: 40))
    #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0)) === lifted)
    #expect(lifted?.center == CGPoint(x: 150, y: 40))
    grid.endInteractiveMovement()
    #expect(lifted?.alpha == 1)
    #expect(lifted?.frame == CGRect(x: 0, y: 0, width: 300, height: 50))
    #expect(shelves.books == [["C", "A", "B"], ["D", "E"]])
}

/// A to-do list with a diffable data source that lets the user reorder tasks, as iOS 14 code writes it.
@MainActor
private final class TasksScreen {
    enum Section: Hashable, Sendable { case today, later }

    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Section, String>
    var transactions: [NSDiffableDataSourceTransaction<Section, String>] = []
    var heard: [String] = []

    init() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        layout.minimumLineSpacing = 0
        collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 600), collectionViewLayout: layout)
        let cells = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, task in
            var content = cell.defaultContentConfiguration()
            content.text = task
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, task in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: task)
        }
        dataSource.reorderingHandlers.canReorderItem = { task in task != "Pay rent" }
        dataSource.reorderingHandlers.willReorder = { [unowned self] _ in heard.append("will") }
        dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
            heard.append("did")
            transactions.append(transaction)
        }
    }
}

@MainActor
@Test func aDiffableDataSourceTakesAReorderIntoItsSnapshotAndHandsItsHandlersTheTransaction() {
    let screen = TasksScreen()
    var snapshot = NSDiffableDataSourceSnapshot<TasksScreen.Section, String>()
    snapshot.appendSections([.today, .later])
    snapshot.appendItems(["Pay rent", "Call mum", "Buy milk"], toSection: .today)
    snapshot.appendItems(["Fix bike"], toSection: .later)
    screen.dataSource.apply(snapshot, animatingDifferences: false)
    let grid = screen.collectionView
    grid.layoutIfNeeded()
    // "Pay rent" may not move; without reordering handlers nothing could.
    #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    // Over its own place nothing moves; over "Fix bike" (y 150 to 200) it takes that place, before it.
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 120))
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 175))
    #expect(screen.transactions.isEmpty)
    grid.endInteractiveMovement()
    #expect(screen.heard == ["will", "did"])
    let after = screen.dataSource.snapshot()
    #expect(after.itemIdentifiers(inSection: .today) == ["Pay rent", "Call mum"])
    #expect(after.itemIdentifiers(inSection: .later) == ["Buy milk", "Fix bike"])
    let transaction = screen.transactions.first
    #expect(transaction?.initialSnapshot.itemIdentifiers == ["Pay rent", "Call mum", "Buy milk", "Fix bike"])
    #expect(transaction?.finalSnapshot.itemIdentifiers == ["Pay rent", "Call mum", "Buy milk", "Fix bike"])
    #expect(transaction?.sectionTransactions.map(\.sectionIdentifier) == [.today, .later])
    #expect(transaction?.sectionTransactions.last?.finalSnapshot.items == ["Buy milk", "Fix bike"])
    #expect(transaction?.sectionTransactions.first?.difference.removals.count == 1)
    // The cells still match the snapshot the data source now holds.
    #expect(screen.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "Buy milk")
    let shown = grid.cellForItem(at: IndexPath(item: 0, section: 1))?.contentConfiguration as? ListContentConfiguration
    #expect(shown?.text == "Buy milk")
}

@MainActor
@Test func aReorderInsideAnOutlineJoinsTheParentOfTheItemItLandsBefore() {
    let screen = TasksScreen()
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Home", "Work"])
    outline.append(["Sweep", "Cook"], to: "Home")
    outline.append(["Email"], to: "Work")
    outline.expand(["Home", "Work"])
    screen.dataSource.apply(outline, to: .today, animatingDifferences: false)
    let grid = screen.collectionView
    grid.layoutIfNeeded()
    // Shown: Home, Sweep, Cook, Work, Email. A parent with children cannot move; "Email" can.
    #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
    grid.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 75))
    grid.endInteractiveMovement()
    let after = screen.dataSource.snapshot(for: .today)
    #expect(after.visibleItems == ["Home", "Email", "Sweep", "Cook", "Work"])
    #expect(after.parent(of: "Email") == "Home")
    #expect(screen.dataSource.snapshot().itemIdentifiers == after.visibleItems)
}
