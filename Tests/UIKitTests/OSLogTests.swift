import UIKit
import XCTest
import os

/// Logging as a list screen's model does: a `Logger` per category, private values redacted, and the older `os_log`.
@MainActor
final class OSLogTests: XCTestCase {
    final class FeedViewController: UITableViewController {
        static let logger = Logger(subsystem: "com.example.feed", category: "FeedViewController")
        var items: [String] = []

        func load(user: String, count: Int, seconds: Double) {
            items = (0..<count).map { "Item \($0)" }
            Self.logger.info("Loaded \(count) items for \(user) in \(seconds, format: .fixed(precision: 2)) s")
            Self.logger.error("Token \(user, privacy: .public) expires")
        }
    }

    override func setUp() async throws { Logger.removeRecentEntries() }

    func testEntriesKeepTheirCategoryTypeAndPrivacy() async {
        FeedViewController(style: .plain).load(user: "alice", count: 3, seconds: 0.4567)
        let entries = Logger.recentEntries
        XCTAssertEqual(entries.map(\.message), ["Loaded 3 items for <private> in 0.46 s", "Token alice expires"])
        XCTAssertEqual(entries.map(\.type), [.info, .error])
        XCTAssertEqual(entries.first?.category, "FeedViewController")
        let legacy = OSLog(subsystem: "com.example.feed", category: "network")
        os_log("Fetched %d pages", log: legacy, type: .debug, 4)
        XCTAssertEqual(Logger.recentEntries.last?.message, "Fetched 4 pages")
        Logger(OSLog.disabled).fault("dropped")
        XCTAssertEqual(Logger.recentEntries.count, 3, "a disabled log keeps nothing")
    }
}
