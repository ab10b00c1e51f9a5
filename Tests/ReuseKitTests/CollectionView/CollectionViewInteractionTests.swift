import ReuseKit
import Testing

/// A mail-like list with a compositional list layout, as iOS 16 code writes it: taps open a message (the primary
/// action), editing shows delete controls, a two-finger pan selects several messages, a long press opens a menu.
@MainActor
private final class InboxViewController: CollectionViewController {
    var messages = (0..<30).map { "Message \($0)" }
    var events: [String] = []
    var locked: Set<Int> = [1]

    init() {
        super.init(collectionViewLayout: CollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "message")
        collectionView.allowsMultipleSelectionDuringEditing = true
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        messages.count
    }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "message", for: indexPath)
            as! CollectionViewListCell
        var content = cell.defaultContentConfiguration()
        content.text = messages[indexPath.item]
        cell.contentConfiguration = content
        cell.backgroundConfiguration = cell.defaultBackgroundConfiguration()
        cell.accessories = [
            .delete(displayed: .whenEditing, options: .init(backgroundColor: .systemRed)),
            .disclosureIndicator(options: .init(tintColor: .systemGray)),
        ]
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        !locked.contains(indexPath.item)
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }

    override func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        events.append("open \(indexPath.item)")
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    override func collectionView(
        _ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { true }

    override func collectionView(
        _ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        events.append("begin \(indexPath.item)")
    }

    override func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {
        events.append("end")
    }

    override func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> ContextMenuConfiguration? {
        let items = indexPaths.map(\.item)
        return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] _ in
            Menu(
                title: "\(items.count) messages",
                children: [
                    Action(title: "Archive") { _ in self.events.append("archive \(items)") }
                ])
        }
    }

    override func collectionView(
        _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        events.append("menu closed")
    }

    func cell(_ item: Int) -> CollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? CollectionViewListCell
    }
}

@MainActor
private func showInbox() -> (InboxViewController, Window) {
    let inbox = InboxViewController()
    let window = Window()
    window.rootViewController = inbox
    window.makeKeyAndVisible()
    return (inbox, window)
}

@MainActor
@Test func aTapSelectsThenPerformsThePrimaryActionAndEditingTapsOnlySelect() {
    let (inbox, window) = showInbox()
    defer { withExtendedLifetime(window) {} }
    let list = inbox.collectionView!
    list.tapItem(at: IndexPath(item: 3, section: 0))
    #expect(inbox.events == ["select 3", "open 3"])
    #expect(list.indexPathsForSelectedItems?.isEmpty == true)
    inbox.events.removeAll()
    list.isEditing = true
    list.tapItem(at: IndexPath(item: 4, section: 0))
    list.tapItem(at: IndexPath(item: 5, section: 0))
    // Editing: no primary action, and several items stay selected.
    #expect(inbox.events == ["select 4", "select 5"])
    #expect(list.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0), IndexPath(item: 5, section: 0)])
    list.allowsSelectionDuringEditing = false
    list.tapItem(at: IndexPath(item: 6, section: 0))
    #expect(inbox.events.count == 2)
}

@MainActor
@Test func editingGivesEditableItemsTheEditingStateAndListCellsTheirWhenEditingAccessories() {
    let (inbox, window) = showInbox()
    defer { withExtendedLifetime(window) {} }
    let list = inbox.collectionView!
    #expect(inbox.cell(0)?.shownAccessories.map(\.kind) == [.disclosureIndicator])
    list.isEditing = true
    #expect(inbox.cell(0)?.configurationState.isEditing == true)
    #expect(inbox.cell(0)?.shownAccessories.map(\.kind) == [.delete, .disclosureIndicator])
    #expect(inbox.cell(0)?.shownAccessories.first?.isLeading == true)
    #expect(inbox.cell(0)?.shownAccessories.first?.options.backgroundColor == .systemRed)
    // The delegate's canEditItemAt keeps item 1 out of editing.
    #expect(inbox.cell(1)?.configurationState.isEditing == false)
    #expect(inbox.cell(1)?.shownAccessories.map(\.kind) == [.disclosureIndicator])
    // Cells that scroll in while editing take the state too.
    list.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
    list.layoutIfNeeded()
    let entering = list.indexPathsForVisibleItems.last!
    #expect(list.cellForItem(at: entering)?.configurationState.isEditing == true)
    list.isEditing = false
    #expect(list.cellForItem(at: entering)?.configurationState.isEditing == false)
}

@MainActor
@Test func aTwoFingerPanBeginsEditingAndSelectsTheItemsItCrosses() {
    let (inbox, window) = showInbox()
    defer { withExtendedLifetime(window) {} }
    let list = inbox.collectionView!
    let paths = (2...5).map { IndexPath(item: $0, section: 0) }
    #expect(list.panToSelectItems(paths))
    #expect(list.isEditing)
    #expect(inbox.events == ["begin 2", "select 2", "select 3", "select 4", "select 5", "end"])
    #expect(list.indexPathsForSelectedItems == paths)
    // Without multiple selection during editing the pan does not begin.
    list.allowsMultipleSelectionDuringEditing = false
    #expect(!list.panToSelectItems([IndexPath(item: 7, section: 0)]))
}

@MainActor
@Test func aLongPressOnASelectedItemOpensAMenuForTheWholeSelection() {
    let (inbox, window) = showInbox()
    defer { withExtendedLifetime(window) {} }
    let list = inbox.collectionView!
    #expect(list.longPressItem(at: IndexPath(item: 8, section: 0)))
    #expect(list.contextMenu?.indexPaths == [IndexPath(item: 8, section: 0)])
    #expect(list.contextMenu?.menu?.title == "1 messages")
    list.dismissContextMenu()
    #expect(list.contextMenu == nil)
    list.panToSelectItems([IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
    inbox.events.removeAll()
    #expect(list.longPressItem(at: IndexPath(item: 3, section: 0)))
    #expect(list.contextMenu?.menu?.title == "2 messages")
    #expect(list.chooseContextMenuAction(titled: "Archive"))
    #expect(inbox.events == ["menu closed", "archive [2, 3]"])
    #expect(!list.chooseContextMenuAction(titled: "Archive"))
}

@MainActor
@Test func aListCellsBackgroundFollowsItsStateAndAPlainCellStartsWithNone() {
    let (inbox, window) = showInbox()
    defer { withExtendedLifetime(window) {} }
    let cell = inbox.cell(0)!
    #expect(cell.backgroundColor == .systemBackground)
    cell.isHighlighted = true
    cell.layoutIfNeeded()
    #expect(cell.backgroundColor == .systemGray4)
    cell.isHighlighted = false
    cell.automaticallyUpdatesBackgroundConfiguration = false
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(cell.backgroundColor == .systemGray4)
    #expect(CollectionViewCell(frame: .zero).defaultBackgroundConfiguration().backgroundColor == nil)
}

/// A cell that counts its layout transitions.
private final class CountingCell: CollectionViewCell {
    var transitions: [String] = []

    override func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {
        transitions.append("will")
    }

    override func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {
        transitions.append("did")
    }
}

/// A grid whose delegate keeps the first item at the top when the layout changes.
private final class Gallery: NSObject, CollectionViewDataSource, CollectionViewDelegate {
    var proposed: [CGPoint] = []

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 200 }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(
        _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        proposed.append(proposedContentOffset)
        return .zero
    }
}

@MainActor
@Test func changingTheLayoutTellsTheCellsAndLetsTheDelegateChooseTheOffset() {
    let small = CollectionViewFlowLayout()
    small.itemSize = CGSize(width: 50, height: 50)
    let gallery = Gallery()
    let grid = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: small)
    grid.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    grid.dataSource = gallery
    grid.delegate = gallery
    grid.layoutIfNeeded()
    grid.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    grid.layoutIfNeeded()
    let shown = grid.visibleCells.compactMap { $0 as? CountingCell }
    let large = CollectionViewFlowLayout()
    large.itemSize = CGSize(width: 150, height: 150)
    grid.setCollectionViewLayout(large, animated: true)
    #expect(gallery.proposed == [CGPoint(x: 0, y: 300)])
    #expect(grid.contentOffset == .zero)
    #expect(grid.indexPathsForVisibleItems.first == IndexPath(item: 0, section: 0))
    // Every cell on screen hears the change begin; those still on screen under the new layout hear it end.
    #expect(shown.allSatisfy { $0.transitions == ["will"] || $0.transitions == ["will", "did"] })
    #expect(shown.contains { $0.transitions == ["will", "did"] })
}

@MainActor
@Test func aCustomViewAccessorySitsAtItsEdgeAndTheContentMakesRoomForIt() {
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    var content = cell.defaultContentConfiguration()
    content.text = "Wi-Fi"
    cell.contentConfiguration = content
    let toggle = Switch()
    cell.accessories = [
        .customView(
            configuration: .init(
                customView: toggle, placement: .trailing(displayed: .whenNotEditing), reservedLayoutWidth: .custom(60)))
    ]
    cell.layoutIfNeeded()
    #expect(toggle.superview === cell)
    #expect(toggle.frame == CGRect(x: 240, y: 0, width: 60, height: 44))
    let contentView = cell.contentView.subviews.first
    #expect(contentView?.frame.maxX == 240)
    cell.isEditing = true
    #expect(cell.shownAccessories.isEmpty)
    cell.layoutIfNeeded()
    #expect(toggle.superview == nil)
}
