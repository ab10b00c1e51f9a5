import ReuseKit
import ReuseTestSupport
import Testing

/// A loader the test controls: every load waits until the test releases it (or ignores cancellation, to
/// deliver late), so "slow" is exact and needs no clock.
@MainActor
final class ImageGates {
    /// The loads waiting, by key: a key can wait more than once (a row configured again while its first load
    /// still waits).
    var waiting: [String: [(id: Int, continuation: CheckedContinuation<Image, any Error>)]] = [:]
    var honoursCancellation = true
    private var nextID = 0

    func wait(for key: String) async throws -> Image {
        let id = nextID
        nextID += 1
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                waiting[key, default: []].append((id, continuation))
            }
        } onCancel: {
            Task { @MainActor in
                guard self.honoursCancellation else { return }
                self.take(key, id: id)?.resume(throwing: CancellationError())
            }
        }
    }

    /// Removes one waiting load.
    private func take(_ key: String, id: Int) -> CheckedContinuation<Image, any Error>? {
        guard let index = waiting[key]?.firstIndex(where: { $0.id == id }) else { return nil }
        let continuation = waiting[key]!.remove(at: index).continuation
        if waiting[key]!.isEmpty { waiting[key] = nil }
        return continuation
    }

    /// Fails every load still waiting, so that no task stays suspended after the test (each would leak with
    /// its continuation).
    func cancelAll() async {
        for entry in waiting.values.joined() { entry.continuation.resume(throwing: CancellationError()) }
        waiting.removeAll()
        for _ in 0..<10 { await Task.yield() }
    }

    /// Delivers the image for `key` to every load waiting for it and lets the main actor run what follows.
    func release(_ key: String) async {
        for entry in waiting.removeValue(forKey: key) ?? [] { entry.continuation.resume(returning: Image(named: key)!) }
        for _ in 0..<10 { await Task.yield() }
    }
}

struct GatedSource: ImageSource {
    let key: String
    let gates: ImageGates

    func loadImage() async throws -> Image { try await gates.wait(for: key) }
}

/// Seed 004's contacts, with photos that load slowly: the cell of row k is reused for row k + 6 before
/// row k's photo arrives.
@MainActor
final class SlowPhotoTable: TableViewDataSource {
    enum Path { case setImage, asyncLoad, tokens }

    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 132))
    let gates = ImageGates()
    let path: Path
    /// Callback-style loads waiting, by key, for the token path.
    var callbacks: [String: (ImageView, Int)] = [:]
    /// Rows with a photo; the others leave the image view alone (seed 001's missing `else`).
    var hasPhoto: (Int) -> Bool = { _ in true }

    init(path: Path) {
        self.path = path
        tableView.rowHeight = 44
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Contact")
        tableView.dataSource = self
        tableView.layoutIfNeeded()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        cell.textLabel?.text = "contact \(indexPath.row)"
        let key = "photo-\(indexPath.row)"
        let imageView = cell.imageView!
        guard hasPhoto(indexPath.row) else { return cell }
        switch path {
        case .setImage:
            imageView.setImage(from: GatedSource(key: key, gates: gates), placeholder: Image(named: "placeholder"))
        case .asyncLoad:
            let source = GatedSource(key: key, gates: gates)
            Task { _ = try? await imageView.loadImage(from: source, placeholder: Image(named: "placeholder")) }
        case .tokens:
            let token = imageView.beginImageLoad(key: key, placeholder: Image(named: "placeholder"))
            callbacks[key] = (imageView, token)
        }
        return cell
    }

    /// Delivers row `row`'s photo, through whichever path loaded it.
    func deliver(row: Int) async {
        let key = "photo-\(row)"
        if path == .tokens {
            if let (view, token) = callbacks.removeValue(forKey: key) {
                view.finishImageLoad(token, image: Image(named: key))
            }
        } else {
            await gates.release(key)
        }
    }

    func image(atRow row: Int) -> String? {
        tableView.cellForRow(at: IndexPath(row: row, section: 0))?.imageView?.image?.name
    }
}

@MainActor
@Suite struct AsyncImageTests {
    @Test(arguments: [SlowPhotoTable.Path.setImage, .asyncLoad, .tokens])
    func aLatePhotoNeverLandsOnTheNextRow(path: SlowPhotoTable.Path) async {
        let table = SlowPhotoTable(path: path)
        let firstCell = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        for _ in 0..<5 { await Task.yield() }
        await table.deliver(row: 1)
        #expect(table.image(atRow: 1) == "photo-1")
        #expect(table.image(atRow: 0) == "placeholder")
        // Scroll until row 0's cell shows row 6 (3 rows visible cycle 6 cells); row 0's photo has not arrived.
        table.tableView.scrollDown(by: 44 * 5.5)
        for _ in 0..<5 { await Task.yield() }
        let cell = table.tableView.cellForRow(at: IndexPath(row: 6, section: 0))
        #expect(cell?.textLabel?.text == "contact 6")
        #expect(cell === firstCell)
        #expect(table.image(atRow: 6) == "placeholder")
        // Row 0's photo arrives late: it must not appear on row 6.
        table.gates.honoursCancellation = false
        var dropped: [String] = []
        cell?.imageView?.lateImageHandler = { _, image in dropped.append(image?.name ?? "nil") }
        await table.deliver(row: 0)
        #expect(table.image(atRow: 6) == "placeholder")
        // Row 6's own photo does land.
        await table.deliver(row: 6)
        #expect(table.image(atRow: 6) == "photo-6")
        if path == .tokens { #expect(dropped == ["photo-0"]) }
        await table.gates.cancelAll()
    }

    /// Seed 001's bug with a slow loader: rows from 6 on have no photo and the client forgets the `else`, so
    /// nothing replaces row 0's load when its cell shows row 6. The table cancels the load on reuse: the late
    /// photo is dropped, and the cell keeps what row 0 showed before (the placeholder), not row 0's photo.
    @Test(arguments: [SlowPhotoTable.Path.setImage, .asyncLoad, .tokens])
    func reuseDropsTheLatePhotoEvenWithoutAnElse(path: SlowPhotoTable.Path) async {
        let table = SlowPhotoTable(path: path)
        table.hasPhoto = { $0 < 6 }
        table.tableView.reloadData()
        table.tableView.layoutIfNeeded()
        for _ in 0..<5 { await Task.yield() }
        table.tableView.scrollDown(by: 44 * 5.5)
        table.gates.honoursCancellation = false
        await table.deliver(row: 0)
        #expect(table.image(atRow: 6) != "photo-0")
        await table.gates.cancelAll()
    }

    /// With reuse diagnostics on, the late photo is reported with both rows.
    @Test func diagnosticsReportTheLatePhoto() async {
        let table = SlowPhotoTable(path: .setImage)
        var found: [ReuseDiagnostic] = []
        table.tableView.reuseDiagnostics = true
        table.tableView.diagnosticHandler = { found.append($0) }
        for _ in 0..<5 { await Task.yield() }
        table.tableView.scrollDown(by: 44 * 5.5)
        table.gates.honoursCancellation = false
        await table.deliver(row: 0)
        let late = found.first { $0.kind == .lateAsyncResult }
        #expect(
            late?.message
                == "An image loaded for row [0, 0] arrived after its cell moved on to row [0, 6]; it was dropped, "
                + "not shown. Loads through ImageView are cancelled on reuse; check other loads do the same.")
        #expect(late?.rows == [IndexPath(row: 6, section: 0), IndexPath(row: 0, section: 0)])
        await table.gates.cancelAll()
    }

    @Test func reuseCancelsTheLoadAndItsTask() async {
        let table = SlowPhotoTable(path: .setImage)
        let imageView = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!.imageView!
        #expect(imageView.isLoadingImage)
        table.tableView.scrollDown(by: 44 * 5.5)
        for _ in 0..<10 { await Task.yield() }
        // The reused cell now loads row 6's photo; row 0's task was cancelled and its continuation thrown away.
        #expect(table.gates.waiting["photo-0"] == nil)
        #expect(table.gates.waiting["photo-6"] != nil)
        await table.gates.cancelAll()
    }

    @Test func settingAnImageDirectlyCancelsTheLoad() async {
        let gates = ImageGates()
        let view = ImageView()
        let load = view.setImage(from: GatedSource(key: "a", gates: gates))
        for _ in 0..<5 { await Task.yield() }
        view.image = Image(named: "b")
        await load.finish()
        #expect(load.state == .cancelled)
        #expect(view.image?.name == "b")
        #expect(!view.isLoadingImage)
    }

    @Test func aLoadThatArrivesInTimeIsShown() async {
        let gates = ImageGates()
        let view = ImageView()
        let load = view.setImage(from: GatedSource(key: "a", gates: gates), placeholder: Image(named: "p"))
        #expect(view.image?.name == "p")
        for _ in 0..<5 { await Task.yield() }
        await gates.release("a")
        await load.finish()
        #expect(load.state == .shown)
        #expect(view.image?.name == "a")
    }
}
