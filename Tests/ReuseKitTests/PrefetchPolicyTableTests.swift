import ReuseKit
import ReuseTestSupport
import Testing

/// The prefetch policies as a table drives them: what its data source hears.
@MainActor
@Suite struct PrefetchPolicyTableTests {
    /// 1,000 rows of 44 points, 3 visible.
    func makeTable(_ policy: any PrefetchPolicy) -> RecordingTable {
        let client = RecordingTable(rowCounts: [1_000])
        client.logsScrolling = false
        client.tableView.prefetchPolicy = policy
        client.load()
        return client
    }

    func prefetched(_ client: RecordingTable) -> [Int] {
        client.entries("prefetchRowsAt").flatMap { entry in
            entry.dropFirst("prefetchRowsAt [".count).dropLast().split(separator: ",").compactMap {
                Int($0.trimmingCharacters(in: .whitespaces))
            }
        }
    }

    @Test func theDefaultIsTheSeedsWindow() {
        let client = makeTable(.seedObserved)
        #expect(client.entries("prefetchRowsAt").isEmpty)
        client.tableView.scrollDown(by: 10)
        #expect(client.entries("prefetchRowsAt").first == "prefetchRowsAt [3, 4, 5, 6, 7, 8, 9, 10, 11, 12]")
    }

    @Test func distancePrefetchesAtLoadAndBothWays() {
        let client = makeTable(.distance(5))
        #expect(prefetched(client) == [3, 4, 5, 6, 7])
        client.tableView.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        client.tableView.layoutIfNeeded()
        let after = Set(prefetched(client))
        #expect(after.isSuperset(of: [503, 504, 505, 506, 507, 499, 498, 497, 496, 495]))
        // The window left at the top was cancelled.
        #expect(client.entries("cancelPrefetchingForRowsAt").count == 1)
    }

    @Test func adaptiveLooksBothWaysOnceTheTableIsIdle() {
        let client = makeTable(.adaptive)
        client.tableView.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        client.clearLog()
        client.tableView.advance(by: 1)
        // Idle for a second: ahead only (after a jump the reader mostly reads on).
        let ahead = prefetched(client)
        #expect(ahead.contains { $0 > 502 } && !ahead.contains { $0 < 500 })
        // Idle past 1.5 s: behind too.
        client.clearLog()
        client.tableView.advance(by: 1)
        #expect(prefetched(client).contains { $0 < 500 })
        // Once: further idle frames ask for nothing.
        client.clearLog()
        client.tableView.advance(by: 1)
        #expect(client.entries("prefetchRowsAt").isEmpty)
    }

    @Test func adaptiveReachesFurtherWhenTheDataIsSlower() {
        func reach(latency: Double) -> Int {
            let client = makeTable(.adaptive)
            for _ in 0..<64 { client.tableView.reportDataLatency(latency) }
            client.tableView.advance(by: 1)
            client.clearLog()
            // 10 rows a second for a second, by frames.
            for _ in 0..<60 {
                client.tableView.contentOffset.y += 440.0 / 60
                client.tableView.advance(by: 1.0 / 60)
            }
            return (prefetched(client).max() ?? 0) - (client.tableView.indexPathsForVisibleRows?.last?.row ?? 0)
        }
        let fast = reach(latency: 0.05)
        let slow = reach(latency: 0.4)
        #expect(fast >= 1)
        #expect(slow >= fast + 5)
    }

    @Test func turningPrefetchingOffSilencesEveryPolicy() {
        for policy in [any PrefetchPolicy](arrayLiteral: .seedObserved, .distance(5), .adaptive) {
            let client = RecordingTable(rowCounts: [1_000])
            client.tableView.prefetchPolicy = policy
            client.tableView.isPrefetchingEnabled = false
            client.load()
            client.tableView.scrollDown(by: 300)
            client.tableView.advance(by: 1)
            #expect(client.entries("prefetchRowsAt").isEmpty)
        }
    }
}
