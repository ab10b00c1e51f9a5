import ReuseExamples
import ReuseKit
import ReuseTestSupport
import Testing

/// The seeds' clients, ported, run through scripted scrolls: their own logs show the seeds' behaviour.
@MainActor
@Suite struct Seed000Tests {
    @Test func theLoggingClientSeesTheSeedsLog() {
        let controller = LifecycleViewController(rowCount: 100, visibleRows: 3)
        controller.viewDidLoad()
        controller.tableView.scrollDown(by: 44 * 8)
        let lines = controller.lines.filter { !$0.hasPrefix("tableView(_:numberOfRowsInSection:)") }
        // The first screen: cellForRowAt, init, configure, willDisplay for rows 0-2.
        #expect(
            lines.prefix(5) == [
                "tableView(_:cellForRowAt:) :0번째 dequeReusableCell을 만들기 시작!",
                "init(style:reuseIdentifier:) :TableViewCell의 init을 실행합니다.",
                "configure(with:) :0번째 Cell에 데이터를 configure합니다.",
                "Cell의 주소: cell#1",
                "tableView(_:willDisplay:forRowAt:) 0",
            ])
        let prefetch = lines.filter { $0.hasPrefix("tableView(_:prefetchRowsAt:)") }
        #expect(prefetch.first == "tableView(_:prefetchRowsAt:) \((3...12).map { IndexPath(row: $0, section: 0) })")
        #expect(prefetch.dropFirst().first == "tableView(_:prefetchRowsAt:) [[0, 13]]")
        // Row 6 is the first to get a reused cell: the one that showed row 0.
        let row6 = lines.firstIndex(of: "tableView(_:cellForRowAt:) :6번째 dequeReusableCell을 만들기 시작!")!
        #expect(lines[row6 + 1] == "prepareForReuse() :TableViewCell의 prepareForReuse를 실행합니다.")
        #expect(lines[row6 + 3] == "Cell의 주소: cell#1")
        #expect(lines[..<row6].filter { $0.hasPrefix("prepareForReuse") }.isEmpty)
        // Six cells cycle: the addresses repeat with period 6.
        let addresses = lines.filter { $0.hasPrefix("Cell의 주소") }
        #expect(Set(addresses).count == 6)
        for i in 6..<addresses.count { #expect(addresses[i] == addresses[i - 6]) }
    }

    @Test func twentyVisibleRowsCycleTwentyThreeCells() {
        let controller = LifecycleViewController(rowCount: 500, visibleRows: 20)
        controller.viewDidLoad()
        controller.tableView.scrollDown(by: 44 * 100)
        #expect(Set(controller.lines.filter { $0.hasPrefix("Cell의 주소") }).count == 23)
    }

    @Test func turningBackCancelsPrefetching() {
        let controller = LifecycleViewController(rowCount: 100, visibleRows: 3)
        controller.viewDidLoad()
        controller.tableView.scrollDown(by: 44 * 10)
        let before = controller.lines.count
        controller.tableView.scrollUp(by: 44 * 3)
        let after = controller.lines[before...]
        #expect(after.contains { $0.hasPrefix("tableView(_:cancelPrefetchingForRowsAt:)") })
        #expect(after.filter { $0.hasPrefix("tableView(_:cancelPrefetchingForRowsAt:)") }.count == 1)
    }

    @Test func brownBackgroundLeaksWithoutTheFix() {
        let buggy = SearchViewController(fixed: false)
        buggy.viewDidLoad()
        let fixed = SearchViewController(fixed: true)
        fixed.viewDidLoad()
        var buggyBrownRows: Set<Int> = []
        var fixedBrownRows: Set<Int> = []
        for _ in 0..<10 {
            buggy.tableView.scrollDown(by: 44 * 3)
            fixed.tableView.scrollDown(by: 44 * 3)
            for cell in buggy.tableView.visibleCells where cell.backgroundColor == .brown {
                buggyBrownRows.insert(buggy.tableView.indexPath(for: cell)!.row)
            }
            for cell in fixed.tableView.visibleCells where cell.backgroundColor == .brown {
                fixedBrownRows.insert(fixed.tableView.indexPath(for: cell)!.row)
            }
        }
        // Row 2's cell comes back every sixth row, still brown.
        #expect(buggyBrownRows.isSuperset(of: [8, 14, 20, 26]))
        #expect(fixedBrownRows.isEmpty)
        fixed.tableView.scrollToRow(at: IndexPath(row: 2, section: 0), at: .top, animated: false)
        #expect(fixed.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.backgroundColor == .brown)
    }
}

@MainActor
@Suite struct Seed001Tests {
    @Test func awakeFromNibOncePerCellThenOnlyConfigureAndPrepare() {
        let controller = FriendsViewController(visibleRows: 5)
        controller.viewDidLoad()
        let firstScreen = controller.lines
        #expect(firstScreen == Array(repeating: ["awakeFromNib()", "configureData(row:)"], count: 5).flatMap { $0 })
        controller.tableView.scrollDown(by: 80 * 15)
        let wakes = controller.lines.filter { $0 == "awakeFromNib()" }.count
        #expect(wakes == controller.tableView.statistics.cellsCreated)
        #expect(wakes == 8)
        let scrolled = controller.lines[firstScreen.count...]
        #expect(scrolled.contains("prepareForReuse()"))
        // Every reuse is a prepareForReuse() followed by configureData(row:).
        for (i, line) in scrolled.enumerated() where line == "prepareForReuse()" {
            #expect(scrolled[scrolled.startIndex + i + 1] == "configureData(row:)")
        }
    }

    func imagesShown(_ controller: FriendsViewController) -> [Int: String] {
        var shown: [Int: String] = [:]
        for _ in 0..<8 {
            controller.tableView.scrollDown(by: 80 * 3)
            for cell in controller.tableView.visibleCells {
                let row = controller.tableView.indexPath(for: cell)!.row
                shown[row] = (cell as! UserTableViewCell).profileImageView.image?.name ?? "nil"
            }
        }
        return shown
    }

    @Test func withoutTheElseBranchAFriendShowsAnotherFriendsPhoto() {
        let buggy = FriendsViewController(visibleRows: 5, handlesMissingImage: false)
        buggy.viewDidLoad()
        let shown = imagesShown(buggy)
        let wrong = shown.filter { row, image in buggy.friends[row].profileImage == nil && image != "nil" }
        #expect(!wrong.isEmpty)
        for (row, image) in wrong { #expect(image.hasPrefix("https://"), "row \(row) shows \(image)") }
    }

    @Test func theElseBranchOrPrepareForReuseFixesIt() {
        for controller in [
            FriendsViewController(visibleRows: 5, handlesMissingImage: true),
            FriendsViewController(visibleRows: 5, handlesMissingImage: false, resetsInPrepareForReuse: true),
        ] {
            controller.viewDidLoad()
            for (row, image) in imagesShown(controller) {
                // A friend's own photo, or for a friend without one the placeholder (or, in a cell fresh from the
                // nib that was never reused, no image yet): never another friend's photo.
                if let own = controller.friends[row].profileImage {
                    #expect(image == own, "row \(row)")
                } else {
                    #expect(image == "person" || image == "nil", "row \(row) shows \(image)")
                }
            }
        }
    }
}

@MainActor
@Suite struct Seed004Tests {
    func photos(_ controller: ContactsViewController) -> [(row: Int, photo: String?)] {
        var result: [(Int, String?)] = []
        for _ in 0..<10 {
            controller.tableView.scrollDown(by: 60 * 4)
            for cell in controller.tableView.visibleCells {
                let row = controller.tableView.indexPath(for: cell)!.row
                result.append((row, (cell as! ContactTableViewCell).contactImage.image?.name))
            }
        }
        return result
    }

    @Test func contactsWithoutAPhotoShowSomeoneElsesWithoutTheFix() {
        let buggy = ContactsViewController(fixed: false)
        buggy.viewDidLoad()
        let wrong = photos(buggy).filter { buggy.contact(at: IndexPath(row: $0.row, section: 0)).imageName != $0.photo }
        #expect(!wrong.isEmpty)
        #expect(wrong.allSatisfy { buggy.contact(at: IndexPath(row: $0.row, section: 0)).imageName == nil })
    }

    @Test func clearingTheImageInPrepareForReuseFixesIt() {
        let fixed = ContactsViewController(fixed: true)
        fixed.viewDidLoad()
        for (row, photo) in photos(fixed) {
            #expect(fixed.contact(at: IndexPath(row: row, section: 0)).imageName == photo, "row \(row)")
        }
    }
}
