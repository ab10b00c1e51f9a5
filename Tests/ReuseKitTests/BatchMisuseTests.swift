import ReuseCore
import ReuseKit
import ReuseTestSupport
import Testing

/// A mail list that misuses batches as real code does: an `endUpdates()` too many, a `beginUpdates()` never
/// closed. Each is said once, in a sentence that names the call and the fix, and the table stays usable.
@MainActor
final class MailListController: TableViewDataSource {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    var mails = (0..<5).map { "Mail \($0)" }
    private(set) var reports: [InvalidValue] = []

    func viewDidLoad() {
        tableView.rowHeight = 44
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Mail")
        tableView.invalidValueHandler = { [weak self] in self?.reports.append($0) }
        tableView.dataSource = self
        tableView.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { mails.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Mail", for: indexPath)
        cell.textLabel?.text = mails[indexPath.row]
        return cell
    }
}

@MainActor
@Suite struct BatchMisuseTests {
    @Test func anEndUpdatesWithoutItsBeginIsSaidAndIgnored() {
        let list = MailListController()
        list.viewDidLoad()
        list.tableView.endUpdates()
        #expect(list.reports.map(\.source) == ["TableView.endUpdates()"])
        #expect(list.reports.first?.message.contains("call them in pairs") == true)
        // The table still takes a proper batch.
        list.mails.insert("New", at: 0)
        list.tableView.beginUpdates()
        list.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        list.tableView.endUpdates()
        list.tableView.layoutIfNeeded()
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "New")
        #expect(list.reports.count == 1)
    }

    @Test func aBatchLeftOpenIsSaidOnceAtALaterLayoutPass() {
        let list = MailListController()
        list.viewDidLoad()
        list.mails.remove(at: 0)
        list.tableView.beginUpdates()
        list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        for _ in 0..<4 {
            list.tableView.setNeedsLayout()
            list.tableView.layoutIfNeeded()
        }
        #expect(list.reports.map(\.source) == ["TableView.beginUpdates()"])
        #expect(list.reports.first?.value.contains("1 update waiting") == true)
        // Closing it applies the batch.
        list.tableView.endUpdates()
        list.tableView.layoutIfNeeded()
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Mail 1")
    }

    @Test func aCollectionViewsRejectedBatchSpeaksOfItems() {
        final class Grid: CollectionViewDataSource {
            var count = 3
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
        }
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let grid = Grid()
        collectionView.dataSource = grid
        collectionView.layoutIfNeeded()
        var heard: [String] = []
        collectionView.updateErrorHandler = { heard.append($0.message) }
        collectionView.performBatchUpdates { collectionView.deleteItems(at: [IndexPath(item: 7, section: 0)]) }
        #expect(heard == ["attempt to delete item 7 from section 0 which only contains 3 items before the update"])
        do {
            try collectionView.performValidatedBatchUpdates {
                collectionView.deleteItems(at: [IndexPath(item: 5, section: 0)])
            }
            Issue.record("the batch should have been rejected")
        } catch {
            #expect(error.description.contains("item 5") && !error.description.contains("row"))
        }
    }
}

/// Counts past the engine's limit and a data source released mid-scroll, as real code gives them.
@MainActor
@Suite struct CountMisuseTests {
    /// Three sections that each say `Int.max` rows share the limit, and a scroll into the last one works.
    @Test func sectionsPastTheLimitShareItByNeed() {
        final class Endless: TableViewDataSource {
            func numberOfSections(in tableView: TableView) -> Int { 3 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Int.max }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            }
        }
        let source = Endless()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        var reports: [InvalidValue] = []
        table.invalidValueHandler = { reports.append($0) }
        table.dataSource = source
        table.layoutIfNeeded()
        let counts = (0..<3).map { table.numberOfRows(inSection: $0) }
        #expect(counts.reduce(0, +) == LayoutUnit.maximumRows)
        #expect(counts.allSatisfy { $0 >= LayoutUnit.maximumRows / 3 })
        #expect(reports.map(\.source).contains("tableView(_:numberOfRowsInSection:)"))
        table.scrollToRow(at: IndexPath(row: 5, section: 2), at: .top, animated: false)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 5, section: 2))
    }

    @Test func sharingMeetsSmallRequestsInFull() {
        #expect(LayoutUnit.share([5, .max, 7, .max], limit: 100) == [5, 44, 7, 44])
        #expect(LayoutUnit.share([1, 2, 3], limit: 100) == [1, 2, 3])
        #expect(LayoutUnit.share([], limit: 10) == [])
    }

    @Test func aDataSourceReleasedWhileShowingRowsIsSaidAndTheTableEmpties() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
        var reports: [InvalidValue] = []
        table.invalidValueHandler = { reports.append($0) }
        do {
            let list = MailListController()
            list.viewDidLoad()
            table.rowHeight = 44
            table.register(TableViewCell.self, forCellReuseIdentifier: "Mail")
            table.dataSource = list
            table.layoutIfNeeded()
            #expect(table.visibleCells.count == 3)
        }
        // The controller is gone; the table learns it when a row scrolls in and has no data source to ask.
        table.contentOffset.y = 100
        table.layoutIfNeeded()
        #expect(reports.map(\.source) == ["TableView.dataSource"])
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 0 || table.numberOfRows(inSection: 0) == 0)
        #expect(table.visibleCells.isEmpty)
    }
}

/// A diffable data source fed from a background queue, as UIKit allows: each snapshot is applied on the main
/// queue, in order, and the completion runs there.
@MainActor
@Suite struct BackgroundApplyTests {
    @Test func snapshotsAppliedFromABackgroundQueueArriveInOrderOnTheMainQueue() async {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        let dataSource = TableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        let window = Window()
        window.addSubview(table)
        table.layoutIfNeeded()
        final class Completions: @unchecked Sendable { var onMain: [Bool] = [] }
        let completions = Completions()
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                for count in 1...3 {
                    var snapshot = DiffableDataSourceSnapshot<Int, String>()
                    snapshot.appendSections([0])
                    snapshot.appendItems((0..<count).map { "Item \($0)" })
                    dataSource.apply(snapshot, animatingDifferences: false) {
                        completions.onMain.append(Thread.isMainThread || DispatchQueue.getSpecific(key: mainKey) != nil)
                    }
                }
                // Queued after the three applies: it runs once they have.
                DispatchQueue.main.async { continuation.resume() }
            }
        }
        table.layoutIfNeeded()
        #expect(dataSource.snapshot().itemIdentifiers == ["Item 0", "Item 1", "Item 2"])
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Item 2")
        // Completions run when the batches' animations end, as the table's time moves.
        table.advance(by: 0.5)
        #expect(completions.onMain == [true, true, true])
    }
}

/// A mark on the main queue, for the test to tell where a completion ran.
private let mainKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Updates called from another thread stop with a sentence that names the method and the thread, not
/// libdispatch's wordless assertion (the same check as `reloadData()`'s).
@Suite struct OffMainUpdateTests {
    @Test func insertRowsFromABackgroundThreadSaysWhichMethod() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let table = await MainActor.run {
                UncheckedBox(TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400)))
            }
            callFromABackgroundThread(named: "Sync") {
                table.value.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("TableView.insertRows(at:with:) was called from a thread other than the main thread"))
    }

    @Test func aCollectionBatchFromABackgroundThreadSaysWhichMethod() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let collectionView = await MainActor.run {
                UncheckedBox(
                    CollectionView(
                        frame: CGRect(x: 0, y: 0, width: 320, height: 400),
                        collectionViewLayout: CollectionViewFlowLayout()))
            }
            callFromABackgroundThread { collectionView.value.performBatchUpdates(nil) }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "CollectionView.performBatchUpdates(_:completion:) was called from a thread other than the main thread")
        )
    }
}

/// Views touched from another thread (the classic: an image download's completion setting an image view's image
/// on the session's queue) stop with the same sentence, naming the view's method or property and the thread.
@Suite struct OffMainViewTests {
    @Test func anImageSetFromADownloadsQueueSaysWhichPropertyAndThread() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let imageView = await MainActor.run { UncheckedBox(ImageView()) }
            callFromABackgroundThread(named: "NSURLSession delegate queue") {
                imageView.value.image = Image(systemName: "photo")
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("ImageView.image was called from a thread other than the main thread"))
    }

    @Test func aLabelsTextFromABackgroundThreadSaysSo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let label = await MainActor.run { UncheckedBox(Label()) }
            callFromABackgroundThread(named: "worker") { label.value.text = "Done" }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Label.text was called from a thread other than the main thread"))
    }

    @Test func layingOutFromABackgroundThreadSaysSo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let view = await MainActor.run {
                let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                view.setNeedsLayout()
                return UncheckedBox(view)
            }
            callFromABackgroundThread { view.value.layoutIfNeeded() }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("View.layoutIfNeeded() was called from a thread other than the main thread"))
    }
}
