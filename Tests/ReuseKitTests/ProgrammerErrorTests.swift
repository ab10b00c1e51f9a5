import Foundation
import ReuseKit
import Testing

/// Programmer errors stop the process with UIKit's words.
@Suite struct ProgrammerErrorTests {
    @Test func dequeueWithoutRegistrationStopsWithUIKitsMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
                _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "NSInternalInconsistencyException: unable to dequeue a cell with identifier Cell - must register a nib "
                    + "or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    @Test func scrollingToARowOutsideTheTableStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class Source: TableViewDataSource {
                    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
                    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                        TableViewCell(style: .default, reuseIdentifier: nil)
                    }
                }
                let source = Source()
                let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
                table.dataSource = source
                table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "NSRangeException: Attempted to scroll the table view to an out-of-bounds row (5) when there are only 3 "
                    + "rows in section 0."))
    }

    @Test func aNibWhoseCellNamesAnotherIdentifierStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), style: .plain)
                table.register(
                    Nib { TableViewCell(style: .default, reuseIdentifier: "Other") }, forCellReuseIdentifier: "Cell")
                _ = table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "cell reuse indentifier in nib (Other) does not match the identifier used to register the nib (Cell)"))
    }

    @Test func anEmptyIdentifierStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let table = TableView(frame: .zero, style: .plain)
                table.register(TableViewCell.self, forCellReuseIdentifier: "")
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("must pass a valid reuse identifier to register(_:forCellReuseIdentifier:)"))
    }

    @Test func messagesNameTheThingAndTheFix() {
        #expect(
            ProgrammerError.unregisteredCellIdentifier("Cell").description
                == "NSInternalInconsistencyException: unable to dequeue a cell with identifier Cell - must register "
                + "a nib or a class for the identifier or connect a prototype cell in a storyboard")
        #expect(ProgrammerError.scrollToSectionOutOfBounds(section: 4, sections: 2).exceptionName == "NSRangeException")
    }

    /// Views belong to the main thread: a call from another thread stops with a sentence naming the method and the
    /// thread, not libdispatch's wordless assertion.
    @Test func aCallFromABackgroundThreadSaysWhichMethodAndThread() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let table = await MainActor.run {
                UncheckedBox(TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400)))
            }
            callFromABackgroundThread(named: "ImageLoader") { table.value.reloadData() }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "TableView.reloadData() was called from a thread other than the main thread"))
        #expect(stderr.contains("Views belong to the main thread, as in UIKit"))
    }

    /// iOS 15 raises when a registration made inside the cell provider is used: it would defeat reuse.
    @Test func aRegistrationMadeInsideTheCellProviderStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let layout = CollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 50, height: 50)
                let collectionView = CollectionView(
                    frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
                let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                    collectionView, indexPath, item in
                    let registration = CollectionView.CellRegistration<CollectionViewCell, Int> { _, _, _ in }
                    return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
                }
                var snapshot = DiffableDataSourceSnapshot<Int, Int>()
                snapshot.appendSections([0])
                snapshot.appendItems([1, 2])
                dataSource.apply(snapshot, animatingDifferences: false)
                collectionView.layoutIfNeeded()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            stderr.contains(
                "NSInternalInconsistencyException: Attempted to dequeue a cell using a registration that was created "
                    + "inside collectionView(_:cellForItemAt:) or inside a UICollectionViewDiffableDataSource cell "
                    + "provider."))
    }

    /// The same registration made up front is fine.
    @MainActor
    @Test func aRegistrationMadeUpFrontDequeues() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<CollectionViewCell, Int> { _, _, _ in }
        let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.count == 2)
    }
}

/// Carries a main-actor object to another thread for the background-thread test.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Calls `call` on a new thread, as code that ignores the main actor does (Swift 5 mode, or an unchecked closure),
/// and waits for it: what the off-main exit tests run in their child process.
func callFromABackgroundThread(named name: String? = nil, _ call: @escaping @MainActor () -> Void) {
    let returned = DispatchSemaphore(value: 0)
    let unchecked = UncheckedBox(unsafeBitCast(call, to: (() -> Void).self))
    let thread = Thread {
        unchecked.value()
        returned.signal()  // not reached when the check stops the process; else the test fails on exit 0
    }
    thread.name = name
    thread.start()
    returned.wait()
}
