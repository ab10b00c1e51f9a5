import Foundation
import ReuseKit
import Testing

@testable import ReuseTools

@MainActor
@Suite struct TraceCollectionTests {
    static let shape = TraceTableShape(collection: true)

    @Test func theGridTraceMatchesItsGoldenFile() throws {
        let result = LifecycleTracer.runGrid(
            shape: Self.shape, script: try ScrollScript(parsing: "down 10, up 4, down 2"))
        try golden("trace-collection.txt", matches: TraceReport.text(result))
    }

    @Test func aGridPrefetchesTheTenItemsPastTheScreenAndCancelsThemWhenTheScrollTurns() throws {
        let result = LifecycleTracer.runGrid(shape: Self.shape, script: try ScrollScript(parsing: "down 3, up 2"))
        let lines = TraceReport.text(result).split(separator: "\n").map(String.init)
        // Three lines of three items show: the first scroll announces items 9 to 18, nearest first.
        #expect(
            lines.contains("collectionView(_:prefetchItemsAt:) \((9...18).map { IndexPath(item: $0, section: 0) })"))
        // The first reuse comes when the first line leaves and the fifth line enters.
        let firstReuse = lines.firstIndex { $0.hasPrefix("prepareForReuse()") }!
        #expect(lines[firstReuse - 1] == "collectionView(_:cellForItemAt:) 12")
        #expect(lines.contains { $0.hasPrefix("collectionView(_:cancelPrefetchingForItemsAt:)") })
        #expect(lines.contains("  items prefetched: \(result.statistics.rowsPrefetched)"))
        // Cells alive: the items of four lines while one enters and one leaves, and the two the queue keeps back.
        #expect(result.statistics.mostCellsAlive <= 12 + 2)
    }

    @Test func theJSONTraceNamesEveryGridEvent() throws {
        let result = LifecycleTracer.runGrid(shape: Self.shape, script: try ScrollScript(parsing: "jump 50"))
        let json = TraceReport.json(result)
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let events = document["events"] as! [[String: Any]]
        #expect(
            events.contains { $0["event"] as? String == "cellForItemAt" && ($0["indexPath"] as? [Int]) == [0, 48] })
        #expect((document["table"] as? [String: Any])?["collection"] as? Bool == true)
    }

    @Test func theCommandRefusesColumnsOutOfRangeAndDiagnosticsForGrids() {
        #expect(throws: (any Error).self) { try TraceCommand.parse(["--collection", "--columns", "0"]).validate() }
        #expect(throws: (any Error).self) { try TraceCommand.parse(["--collection", "--diagnose"]).validate() }
    }
}
