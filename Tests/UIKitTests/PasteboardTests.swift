import UIKit
import UniformTypeIdentifiers
import XCTest

/// The pasteboard as list screens use it: a row's "Copy" puts its text there, other code reads it back as text,
/// data or item providers, named pasteboards share their items by name, and every change is counted and posted.
@MainActor
final class PasteboardTests: XCTestCase {
    func testCopiedTextReadsBackEveryWay() async throws {
        let pasteboard = UIPasteboard.withUniqueName()
        let before = pasteboard.changeCount
        nonisolated(unsafe) var posted: [String] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: pasteboard, queue: nil
        ) { note in
            posted += note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        pasteboard.string = "Kyoto"
        XCTAssertEqual(pasteboard.changeCount, before + 1)
        XCTAssertEqual(posted, ["public.utf8-plain-text"])
        XCTAssertTrue(pasteboard.hasStrings)
        XCTAssertFalse(pasteboard.hasURLs)
        XCTAssertTrue(pasteboard.contains(pasteboardTypes: [UTType.text.identifier]), "plain text is text")
        XCTAssertEqual(pasteboard.data(forPasteboardType: UTType.plainText.identifier), Data("Kyoto".utf8))
        let provider = try XCTUnwrap(pasteboard.itemProviders.first)
        XCTAssertTrue(provider.canLoadObject(ofClass: String.self))
        nonisolated(unsafe) var loaded: String?
        provider.loadObject(ofClass: String.self) { string, _ in loaded = string }
        XCTAssertEqual(loaded, "Kyoto")
    }

    func testItemProvidersAndObjectsBecomeItems() async {
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.setObjects(["Oslo" as NSString, "Bergen" as NSString])
        XCTAssertEqual(pasteboard.numberOfItems, 2)
        XCTAssertEqual(pasteboard.strings, ["Oslo", "Bergen"])
        pasteboard.addItems([[UTType.url.identifier: URL(string: "https://example.com")!]])
        XCTAssertEqual(pasteboard.url, URL(string: "https://example.com"))
        XCTAssertEqual(pasteboard.strings, ["Oslo", "Bergen"], "the URL item has no text")
        pasteboard.setItems(
            [[UTType.plainText.identifier: "gone"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])
        XCTAssertNil(pasteboard.string, "an expired item is gone when next read")
        pasteboard.setValue(UIColor.systemRed, forPasteboardType: UIPasteboard.typeAutomatic)
        XCTAssertEqual(pasteboard.color, .systemRed)
    }

    func testPasteboardsOfOneNameShareTheirItems() async throws {
        let name = UIPasteboard.Name("com.example.shared")
        XCTAssertNil(UIPasteboard(name: name, create: false), "none yet")
        let first = try XCTUnwrap(UIPasteboard(name: name, create: true))
        first.string = "shared"
        let second = try XCTUnwrap(UIPasteboard(name: name, create: false))
        XCTAssertEqual(second.string, "shared")
        XCTAssertEqual(second.changeCount, first.changeCount)
        UIPasteboard.remove(withName: name)
        XCTAssertNil(UIPasteboard(name: name, create: false))
        XCTAssertTrue(UIPasteboard.general.isPersistent)
    }

    func testItemSetsPickTheItemsOfAType() async throws {
        let pasteboard = UIPasteboard.withUniqueName()
        XCTAssertNil(pasteboard.types(forItemSet: nil), "an empty pasteboard has no types")
        pasteboard.items = [
            [UTType.plainText.identifier: "Oslo"],
            [UTType.url.identifier: URL(string: "https://example.com")!],
            [UTType.plainText.identifier: "Bergen"],
        ]
        XCTAssertEqual(pasteboard.itemSet(withPasteboardTypes: [UTType.text.identifier]), IndexSet([0, 2]))
        XCTAssertNil(pasteboard.itemSet(withPasteboardTypes: [UTType.image.identifier]))
        XCTAssertTrue(pasteboard.contains(pasteboardTypes: [UTType.url.identifier], inItemSet: IndexSet(integer: 1)))
        XCTAssertFalse(pasteboard.contains(pasteboardTypes: [UTType.url.identifier], inItemSet: IndexSet([0, 2])))
        XCTAssertEqual(
            pasteboard.data(forPasteboardType: UTType.plainText.identifier, inItemSet: nil),
            [Data("Oslo".utf8), Data("Bergen".utf8)])
        let values = try XCTUnwrap(
            pasteboard.values(forPasteboardType: UTType.plainText.identifier, inItemSet: IndexSet([2, 7])))
        XCTAssertEqual(values as? [String], ["Bergen"], "an index past the last item names nothing")
        XCTAssertEqual(pasteboard.types(forItemSet: IndexSet(integer: 1)), [[UTType.url.identifier]])
    }
}
