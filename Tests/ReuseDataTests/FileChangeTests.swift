import Foundation
import ReuseData
import ReuseTestSupport
import Testing

@Suite struct FileChangeTests {
    @Test func anAppendIsFollowedAndTheCountGrows() async throws {
        let path = try temporaryFile("id,name\n1,a\n2,b\n", name: "grow.csv")
        let source = try TextFileSource(path: path, format: .csv, hasHeader: true)
        #expect(try await source.waitForCount() == 2)
        #expect(await source.change() == nil)
        try append("3,c\n4,d\n", to: path)
        #expect(await source.change() == .appended(bytes: 8))
        await source.follow()
        #expect(await source.change() == nil)
        #expect(try await source.waitForCount() == 4)
        #expect(try await source.rows(in: 2..<4) == [["3", "c"], ["4", "d"]])
    }

    /// A last line without its line break, then the rest of it: one row, longer, not two.
    @Test func anUnfinishedLastLineContinues() async throws {
        let path = try temporaryFile("id,name\n1,a\n2,b", name: "cut.csv")
        let source = try TextFileSource(path: path, format: .csv, hasHeader: true)
        #expect(try await source.waitForCount() == 2)
        try append("ee\n3,c\n", to: path)
        await source.follow()
        #expect(try await source.waitForCount() == 3)
        #expect(try await source.rows(in: 0..<3) == [["1", "a"], ["2", "bee"], ["3", "c"]])
    }

    @Test func truncationReplacementRewriteAndRemovalAreNamed() async throws {
        let path = try temporaryFile("id\n1\n2\n3\n", name: "change.csv")
        let source = try TextFileSource(path: path, format: .csv, hasHeader: true)
        _ = try await source.waitForCount()
        // Rewritten in place, same size, different bytes.
        try Data("id\n7\n8\n9\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(await source.change() == .rewritten)
        // Shorter than what was read.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 3)
        try handle.close()
        #expect(await source.change() == .truncated)
        // Another file under the name.
        let other = try temporaryFile("id\n1\n2\n3\n4\n", name: "other.csv")
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.moveItem(atPath: other, toPath: path)
        #expect(await source.change() == .replaced)
        try FileManager.default.removeItem(atPath: path)
        #expect(await source.change() == .removed)
    }

    /// A file that its writer is still filling (a spool): the index waits at the end until the writer is done.
    @Test func aGrowingFileIsIndexedUntilItsWriterIsDone() async throws {
        let path = try temporaryFile("n\n1\n", name: "spool.csv")
        let writing = WritingFlag()
        let source = try TextFileSource(path: path, format: .csv, hasHeader: true) { writing.value }
        #expect(try await source.rows(in: 0..<1) == [["1"]])
        #expect(try await source.count() == nil)
        try append("2\n3\n", to: path)
        writing.value = false
        #expect(try await source.waitForCount() == 3)
        #expect(await source.change() == nil)
    }
}

/// A flag the test flips while the source reads it from its index task.
final class WritingFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var _value = true
    var value: Bool {
        get { lock.withLock { _value } }
        set { lock.withLock { _value = newValue } }
    }
}
