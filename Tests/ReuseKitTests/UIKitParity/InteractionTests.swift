import ReuseKit
import Testing

/// A mail list with custom swipe actions, a context menu, detail buttons and a delegate that logs every
/// callback, written as UIKit code is.
@MainActor
final class MailboxController: TableViewController {
    var messages = (0..<30).map { "Message \($0)" }
    var archived: [String] = []
    var flagged: Set<String> = []
    var log: [String] = []
    var fullSwipeArchives = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "message")
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        cell.accessoryType = .detailButton
        return cell
    }

    override func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        log.append("trailingSwipeActionsConfigurationForRowAt \(indexPath.row)")
        let archive = ContextualAction(style: .destructive, title: "Archive") { [weak self] _, _, completion in
            guard let self else { return }
            self.log.append("archive \(indexPath.row)")
            self.archived.append(self.messages.remove(at: indexPath.row))
            tableView.deleteRows(at: [indexPath], with: .left)
            completion(true)
        }
        let flag = ContextualAction(style: .normal, title: "Flag") { [weak self] _, view, completion in
            guard let self else { return }
            self.log.append("flag \(indexPath.row) from \(view is TableViewCell ? "cell" : "table")")
            self.flagged.insert(self.messages[indexPath.row])
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        let configuration = SwipeActionsConfiguration(actions: [archive, flag])
        configuration.performsFirstActionWithFullSwipe = fullSwipeArchives
        return configuration
    }

    override func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let read = ContextualAction(style: .normal, title: "Read") { _, _, completion in completion(true) }
        return SwipeActionsConfiguration(actions: [read])
    }

    override func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditingRowAt \(indexPath.row)")
    }

    override func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditingRowAt \(indexPath.map { "\($0.row)" } ?? "nil")")
    }

    override func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlightRowAt \(indexPath.row)")
        return indexPath.row != 29
    }

    override func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlightRowAt \(indexPath.row)")
    }

    override func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        log.append("didUnhighlightRowAt \(indexPath.row)")
    }

    override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelectRowAt \(indexPath.row)")
        return indexPath
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("didSelectRowAt \(indexPath.row)")
    }

    override func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willDeselectRowAt \(indexPath.row)")
        return indexPath
    }

    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("didDeselectRowAt \(indexPath.row)")
    }

    override func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        log.append("performPrimaryActionForRowAt \(indexPath.row)")
    }

    override func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log.append("accessoryButtonTappedForRowWith \(indexPath.row)")
    }

    override func tableView(
        _ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> ContextMenuConfiguration? {
        log.append(
            "contextMenuConfigurationForRowAt \(indexPath.row) inside \(tableView.rectForRow(at: indexPath).contains(point))"
        )
        return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let reply = Action(title: "Reply", image: Image(systemName: "arrowshape.turn.up.left")) { _ in
                self?.log.append("reply \(indexPath.row)")
            }
            let delete = Action(title: "Delete", attributes: .destructive) { _ in
                self?.log.append("delete \(indexPath.row)")
            }
            let more = Menu(title: "More", children: [delete])
            return Menu(title: "", children: [reply, more])
        }
    }

    override func tableView(
        _ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        log.append("willDisplayContextMenu")
    }

    override func tableView(
        _ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {
        log.append("willEndContextMenuInteraction")
    }
}

@MainActor
@Suite struct InteractionTests {
    @Test func aTapHighlightsThenSelectsInUIKitsOrder() {
        let mailbox = MailboxController(style: .plain)
        let window = show(mailbox)
        mailbox.tableView.tapRow(at: IndexPath(row: 2, section: 0))
        mailbox.tableView.tapRow(at: IndexPath(row: 5, section: 0))
        #expect(
            mailbox.log == [
                "shouldHighlightRowAt 2", "didHighlightRowAt 2", "willSelectRowAt 2", "didUnhighlightRowAt 2",
                "didSelectRowAt 2", "performPrimaryActionForRowAt 2",
                "shouldHighlightRowAt 5", "didHighlightRowAt 5", "willSelectRowAt 5", "didUnhighlightRowAt 5",
                "willDeselectRowAt 2", "didDeselectRowAt 2", "didSelectRowAt 5", "performPrimaryActionForRowAt 5",
            ])
        #expect(mailbox.tableView.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
        #expect(mailbox.tableView.cellForRow(at: IndexPath(row: 5, section: 0))?.isHighlighted == false)
        _ = window
    }

    @Test func aRowThatShouldNotHighlightIsStillSelected() {
        let mailbox = MailboxController(style: .plain)
        let window = show(mailbox)
        mailbox.tableView.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        mailbox.log = []
        mailbox.tableView.tapRow(at: IndexPath(row: 29, section: 0))
        #expect(
            mailbox.log == [
                "shouldHighlightRowAt 29", "willSelectRowAt 29", "didSelectRowAt 29", "performPrimaryActionForRowAt 29",
            ])
        _ = window
    }

    @Test func swipeActionsRunTheirHandlersWithTheCellAndClose() {
        let mailbox = MailboxController(style: .plain)
        let window = show(mailbox)
        let row = IndexPath(row: 3, section: 0)
        #expect(mailbox.tableView.swipeRow(at: row, from: .trailing))
        #expect(mailbox.tableView.swipedRow?.actions.map(\.title) == ["Archive", "Flag"])
        #expect(mailbox.tableView.swipedRow?.actions.map(\.backgroundColor) == [.systemRed, .systemOrange])
        mailbox.tableView.tapSwipeAction(at: 1)
        #expect(
            mailbox.log == [
                "trailingSwipeActionsConfigurationForRowAt 3", "willBeginEditingRowAt 3", "flag 3 from cell",
                "didEndEditingRowAt 3",
            ])
        #expect(mailbox.flagged == ["Message 3"])
        #expect(mailbox.messages.count == 30)
        _ = window
    }

    @Test func aFullSwipePerformsTheFirstActionUnlessTheConfigurationSaysNo() {
        let mailbox = MailboxController(style: .plain)
        let window = show(mailbox)
        mailbox.tableView.fullSwipeRow(at: IndexPath(row: 0, section: 0), from: .trailing)
        #expect(mailbox.archived == ["Message 0"])
        #expect(mailbox.log.suffix(2) == ["archive 0", "didEndEditingRowAt nil"])
        mailbox.tableView.advance(by: 0.5)
        #expect(mailbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Message 1")
        mailbox.fullSwipeArchives = false
        mailbox.tableView.fullSwipeRow(at: IndexPath(row: 0, section: 0), from: .trailing)
        #expect(mailbox.archived == ["Message 0"])
        #expect(mailbox.tableView.swipedRow?.indexPath == IndexPath(row: 0, section: 0))
        _ = window
    }

    @Test func aDetailButtonTellsTheDelegateAndDoesNotSelect() {
        let mailbox = MailboxController(style: .plain)
        let window = show(mailbox)
        mailbox.tableView.tapAccessory(forRowAt: IndexPath(row: 4, section: 0))
        #expect(mailbox.log == ["accessoryButtonTappedForRowWith 4"])
        #expect(mailbox.tableView.indexPathForSelectedRow == nil)
        _ = window
    }

    @Test func aLongPressOpensTheMenuAndChoosingAnActionClosesItFirst() {
        let mailbox = MailboxController(style: .plain)
        let window = show(mailbox)
        #expect(mailbox.tableView.longPressRow(at: IndexPath(row: 6, section: 0)))
        #expect(mailbox.tableView.contextMenu?.menu?.allActions.map(\.title) == ["Reply", "Delete"])
        #expect(mailbox.tableView.chooseContextMenuAction(titled: "Delete"))
        #expect(
            mailbox.log == [
                "contextMenuConfigurationForRowAt 6 inside true", "willDisplayContextMenu",
                "willEndContextMenuInteraction", "delete 6",
            ])
        #expect(mailbox.tableView.contextMenu == nil)
        #expect(!mailbox.tableView.chooseContextMenuAction(titled: "Reply"))
        _ = window
    }
}
