import Foundation
import ReuseData
import ReuseKit

/// A file opened for `browse`: its rows, columns and status, and how to ask it about changes.
struct BrowseInput<Source: RowSource>: Sendable {
    var source: Source
    var columns: [String]
    var status: @Sendable () async -> SourceStatus
    var change: @Sendable () async -> FileChange?
    /// Takes an append, returning once the source has indexed it (its count is known again).
    var follow: @Sendable () async -> Void
    /// Makes the source count (false) or leave out (true) a last line without its line break: following shows
    /// whole lines only.
    var leaveOutUnfinishedLastLine: @Sendable (Bool) async -> Void = { _ in }
}

/// What `browse` does when the file it shows changes: it checks once a second (a `stat` and a 4 KB read); an
/// append is taken at once in follow mode (F, or `--follow`: new rows load as they come and a selection on the
/// last row stays on the last row, as `less +F` does), and offered otherwise; a rewrite, truncation, replacement
/// or removal is named in the status line until R reloads the file.
@MainActor
final class FileWatch<Source: RowSource> {
    var change: @Sendable () async -> FileChange?
    var follow: @Sendable () async -> Void
    let reopen: @Sendable () async throws -> BrowseInput<Source>
    var following: Bool
    var leavesOut: @Sendable (Bool) async -> Void
    /// The change seen and not taken yet.
    var pending: FileChange?
    var task: Task<Void, Never>?
    /// What the source is told before its first count (with `--follow`), which the app's start waits for.
    var starting: Task<Void, Never>?

    /// Watches `input`'s file; `reopen` opens it again as it is now.
    init(
        following: Bool, input: BrowseInput<Source>, reopen: @escaping @Sendable () async throws -> BrowseInput<Source>
    ) {
        self.following = following
        change = input.change
        follow = input.follow
        leavesOut = input.leaveOutUnfinishedLastLine
        self.reopen = reopen
        // --follow: whole lines from the first count on.
        if following {
            let leavesOut = leavesOut
            starting = Task { await leavesOut(true) }
        }
    }

    /// What the status line says about the file, if anything.
    var warning: String? {
        switch pending {
        case nil: nil
        case .appended(let bytes)?: "the file grew by \(bytes.formatted()) bytes · F follow it · R reload"
        case let change?: "⚠ the file \(change): rows shown may be wrong · R reload"
        }
    }
}

extension BrowseApp {
    /// Once a second of ticks: how the file changed, taken at once when it is an append in follow mode.
    func checkFile() {
        guard let watch, watch.task == nil, clock - lastFileCheck >= 1 - 1e-9 else { return }
        lastFileCheck = clock
        watch.task = Task { [weak self] in
            let change = await watch.change()
            guard let self else { return }
            defer {
                watch.task = nil
                self.setNeedsFrame()
            }
            watch.pending = change
            if case .appended? = change, watch.following { await self.takeAppend() }
        }
    }

    /// Follows an append: the index reads the new bytes, then the count grows (the last row stays selected
    /// when it was).
    func takeAppend() async {
        guard let watch else { return }
        let before = store.count
        let atEnd = list.selected.map { $0.row == before - 1 } ?? false
        await watch.follow()
        watch.pending = nil
        try? await store.updateCount()
        if atEnd, store.count > 0 { list.select(IndexPath(row: store.count - 1, section: 0), position: .bottom) }
    }

    /// F: follow mode on (taking the append seen, if any) or off.
    func toggleFollow() {
        guard let watch else {
            message = "only a file can be followed"
            return
        }
        watch.following.toggle()
        message = watch.following ? "following: new rows load as they come · F stops" : "stopped following"
        let following = watch.following
        watch.task?.cancel()
        watch.task = Task { [weak self] in
            // Whole lines only while following; the count is asked again for it.
            await watch.leavesOut(following)
            // An append seen is taken first: the count and the rows then come from the same index.
            if following, case .appended? = watch.pending {
                await self?.takeAppend()
            } else {
                try? await self?.store.updateCount()
            }
            // At the end, and kept there as rows come (as less +F).
            if following { self?.selectLastRow() }
            self?.watch?.task = nil
        }
    }

    /// R: opens the file again, as it is now.
    func reload() {
        guard let watch else {
            message = "only a file can be reloaded"
            return
        }
        watch.task?.cancel()
        watch.task = Task { [weak self] in
            do {
                let fresh = try await watch.reopen()
                watch.change = fresh.change
                watch.follow = fresh.follow
                watch.leavesOut = fresh.leaveOutUnfinishedLastLine
                await watch.leavesOut(watch.following)
                watch.pending = nil
                await self?.replace(source: fresh.source, columns: fresh.columns, status: fresh.status)
                self?.message = "reloaded"
            } catch {
                self?.message = "cannot reload: \(error)"
            }
            self?.watch?.task = nil
        }
    }
}
