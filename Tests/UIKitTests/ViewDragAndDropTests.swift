import MobileCoreServices
import UIKit
import XCTest

/// Drag and drop on plain views (UIDragInteraction, UIDropInteraction), as a kanban board's cards and its
/// "delete" target use them, and the item-based NSItemProvider older drag code builds.
@MainActor
final class ViewDragAndDropTests: XCTestCase {
    final class BoardViewController: UIViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
        let card = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 60))
        let trash = UIButton(frame: CGRect(x: 20, y: 400, width: 80, height: 80))
        var cards = ["Write tests", "Ship"]
        var events: [String] = []
        var dropped: [String] = []
        var allowsDrag = true

        override func viewDidLoad() {
            super.viewDidLoad()
            card.text = cards[0]
            card.isUserInteractionEnabled = true
            card.addInteraction(UIDragInteraction(delegate: self))
            view.addSubview(card)
            trash.addInteraction(UIDropInteraction(delegate: self))
            view.addSubview(trash)
        }

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem]
        {
            guard allowsDrag, let text = card.text else { return [] }
            let provider = NSItemProvider(item: Data(text.utf8) as NSData, typeIdentifier: kUTTypePlainText as String)
            let item = UIDragItem(itemProvider: provider)
            item.localObject = text
            return [item]
        }

        func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
            events.append("drag begins")
        }

        func dragInteraction(
            _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
        ) {
            events.append("drag ends \(operation == .copy ? "copied" : operation == .move ? "moved" : "cancelled")")
        }

        func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
            session.canLoadObjects(ofClass: NSString.self)
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession)
            -> UIDropProposal
        {
            UIDropProposal(operation: session.localDragSession == nil ? .copy : .move)
        }

        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
            events.append("perform")
            session.loadObjects(ofClass: NSString.self) { items in
                self.dropped += items.map { $0 as String }
            }
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
            events.append("exit")
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
            events.append("drop ends")
        }
    }

    func testACardDraggedOntoTheTrashIsDroppedThere() async {
        let board = BoardViewController()
        board.loadViewIfNeeded()
        let operation = board.card.dragInteraction(to: board.view, at: CGPoint(x: 60, y: 440))
        XCTAssertEqual(operation, .move)
        XCTAssertEqual(board.dropped, ["Write tests"], "the plain-text item loads as an NSString")
        XCTAssertEqual(board.events, ["drag begins", "perform", "drop ends", "drag ends moved"])
    }

    func testADragThatMissesTheTargetIsCancelledAndNoItemsMeansNoDrag() async {
        let board = BoardViewController()
        board.loadViewIfNeeded()
        XCTAssertEqual(board.card.dragInteraction(to: board.view, at: CGPoint(x: 300, y: 700)), .cancel)
        XCTAssertEqual(board.events, ["drag begins", "drag ends cancelled"])
        board.events = []
        board.allowsDrag = false
        XCTAssertEqual(board.card.dragInteraction(to: board.view, at: CGPoint(x: 60, y: 440)), .cancel)
        XCTAssertEqual(board.events, [], "no items: no drag, and no delegate call after itemsForBeginning")
    }

    func testADropFromAnotherAppCannotMove() async {
        let board = BoardViewController()
        board.loadViewIfNeeded()
        let item = UIDragItem(itemProvider: NSItemProvider(object: "From Notes" as NSString))
        XCTAssertEqual(board.view.dropFromOtherApp([item], at: CGPoint(x: 60, y: 440)), .copy)
        XCTAssertEqual(board.dropped, ["From Notes"])
    }

    func testAnItemProviderOfAnItemLoadsItAsItselfAndAsData() async throws {
        let provider = NSItemProvider(item: NSString(string: "Milk"), typeIdentifier: kUTTypePlainText as String)
        XCTAssertEqual(provider.registeredTypeIdentifiers, [kUTTypePlainText as String])
        nonisolated(unsafe) var loaded: NSSecureCoding?
        provider.loadItem(forTypeIdentifier: kUTTypeText as String, options: nil) { item, _ in loaded = item }
        XCTAssertEqual(loaded as? NSString, "Milk", "an item conforming to the type asked for")
        nonisolated(unsafe) var text: String?
        provider.loadObject(ofClass: String.self) { string, _ in text = string }
        XCTAssertEqual(text, "Milk")
        XCTAssertTrue(NSItemProvider(item: nil, typeIdentifier: "public.text").registeredTypeIdentifiers.isEmpty)

        let response = HTTPURLResponse()
        XCTAssertEqual(response.statusCode, 0, "a placeholder response, as NSObject's init() makes on iOS")
    }
}
