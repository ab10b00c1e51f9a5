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

    @Test(.timeLimit(.minutes(1)))
    func theFirstScreensRowsAreThereAndAWaitForTheCountEndsThePause() async throws {
        let source = try TextFileSource(path: try largeFile(), format: .csv)
        // A pause longer than the test's limit: only the wait below can end it.
        await source.setPauseAfterFirstRead(.seconds(3600))
        try await source.waitForRows(moreThan: 100)
        let found = await source.rowsIndexed
        #expect(found > 100 && found < 20_000, "the first read only: \(found) rows")
        #expect(await !source.isIndexComplete)
        #expect(try await source.waitForCount() == 20_000)
    }

    @Test(.timeLimit(.minutes(1)))
    func aRowPastTheFirstReadEndsThePause() async throws {
        let source = try TextFileSource(path: try largeFile(), format: .csv)
        await source.setPauseAfterFirstRead(.seconds(3600))
        try await source.waitForRows(moreThan: 100)
        try await source.waitForRows(moreThan: 19_000)
        #expect(await source.rowsIndexed > 19_000)
    }
}
