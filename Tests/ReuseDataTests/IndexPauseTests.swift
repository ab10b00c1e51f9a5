import Foundation
import ReuseTestSupport
import Testing

@testable import ReuseData

/// The index pauses after its first read while the first screen is drawn; whoever waits for more ends the pause.
@Suite struct IndexPauseTests {
    /// A file larger than the first read (64 KB): 20,000 rows.
    func largeFile() throws -> String {
        try temporaryFile((0..<20_000).map { "row \($0),\($0 * 7)" }.joined(separator: "\n") + "\n", name: "pause")
    }

    /// Whether the index of `source` completes within a million turns of the executor (a second or so, without
    /// a clock): false, not a hang, when nothing ends its pause.
    func completes(_ source: TextFileSource) async -> Bool {
        for _ in 0..<1_000_000 {
            if await source.isIndexComplete { return true }
            await Task.yield()
        }
        return false
    }

    @Test func theFirstScreensRowsAreThereAndAWaitForTheCountEndsThePause() async throws {
        let source = try TextFileSource(path: try largeFile(), format: .csv)
        // A pause of an hour: only the wait below can end it.
        await source.setPauseAfterFirstRead(.seconds(3600))
        try await source.waitForRows(moreThan: 100)
        let found = await source.rowsIndexed
        #expect(found > 100 && found < 20_000, "the first read only: \(found) rows")
        #expect(await !source.isIndexComplete)
        let count = Task { try await source.waitForCount() }
        #expect(await completes(source), "the wait for the count ended the pause")
        if await source.isIndexComplete { #expect(try await count.value == 20_000) }
    }

    @Test func aRowPastTheFirstReadEndsThePause() async throws {
        let source = try TextFileSource(path: try largeFile(), format: .csv)
        await source.setPauseAfterFirstRead(.seconds(3600))
        try await source.waitForRows(moreThan: 100)
        let wait = Task { try await source.waitForRows(moreThan: 19_000) }
        #expect(await completes(source), "the wait for row 19,001 ended the pause")
        if await source.isIndexComplete {
            try await wait.value
            #expect(await source.rowsIndexed == 20_000)
        }
    }
}
