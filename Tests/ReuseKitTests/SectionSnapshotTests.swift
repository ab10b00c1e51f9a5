import ReuseKit
import Testing

@Suite struct SectionSnapshotTests {
    /// A sidebar outline built as UIKit code builds one.
    func outline() -> NSDiffableDataSourceSectionSnapshot<String> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["Mail", "Notes"])
        snapshot.append(["Inbox", "Sent"], to: "Mail")
        snapshot.append(["Work", "Home"], to: "Inbox")
        snapshot.append(["Ideas"], to: "Notes")
        return snapshot
    }

    @Test func itemsAreDepthFirstAndOnlyExpandedParentsShowTheirChildren() {
        var snapshot = outline()
        #expect(snapshot.items == ["Mail", "Inbox", "Work", "Home", "Sent", "Notes", "Ideas"])
        #expect(snapshot.rootItems == ["Mail", "Notes"])
        #expect(snapshot.visibleItems == ["Mail", "Notes"])
        snapshot.expand(["Mail"])
        #expect(snapshot.visibleItems == ["Mail", "Inbox", "Sent", "Notes"])
        snapshot.expand(["Inbox"])
        #expect(snapshot.isVisible("Work") && !snapshot.isVisible("Ideas"))
        snapshot.collapse(["Mail"])
        #expect(!snapshot.isVisible("Work") && snapshot.isExpanded("Inbox"))
        #expect(snapshot.level(of: "Home") == 2 && snapshot.parent(of: "Home") == "Inbox")
        #expect(snapshot.index(of: "Sent") == 4 && snapshot.index(of: "Nope") == nil)
        #expect(
            snapshot.visualDescription()
                == "+ Mail\n  - Inbox\n      Work\n      Home\n    Sent\n+ Notes\n    Ideas")
    }

    @Test func insertDeleteAndSubtrees() {
        var snapshot = outline()
        snapshot.insert(["Drafts"], before: "Sent")
        snapshot.insert(["Archive"], after: "Sent")
        #expect(snapshot.snapshot(of: "Mail").rootItems == ["Inbox", "Drafts", "Sent", "Archive"])
        #expect(snapshot.snapshot(of: "Inbox", includingParent: true).items == ["Inbox", "Work", "Home"])
        snapshot.delete(["Inbox"])
        #expect(!snapshot.contains("Work") && snapshot.items.count == 6)
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test func badIdentifiersAreRejectedAndChangeNothing() {
        var snapshot = outline()
        snapshot.append(["Mail"])
        #expect(snapshot.lastError?.contains("not unique") == true)
        snapshot.append(["Trash"], to: "Nowhere")
        #expect(snapshot.lastError?.contains("Nowhere") == true)
        snapshot.expand(["Ghost"])
        #expect(snapshot.items == outline().items)
    }
}
