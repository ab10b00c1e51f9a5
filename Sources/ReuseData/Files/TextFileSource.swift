import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file that cannot be opened for reading, with what is wrong and the fix.
public struct FileOpenError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        case missing, directory, unreadable
        /// A character device (`/dev/zero`, a terminal): endless or interactive, never a file of rows.
        case characterDevice
        /// A named pipe: reading it to index it would consume it (and wait for a writer first).
        case pipe
    }

    public var path: String
    public var problem: Problem

    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    public var description: String {
        switch problem {
        case .missing: "\(path): no such file. Check the path."
        case .directory: "\(path) is a directory. Give the path of a file in it."
        case .unreadable: "\(path): permission denied. Make it readable to this user (chmod +r) or run as one who can."
        case .characterDevice:
            "\(path) is a character device, not a file: what it gives may never end, or wait for a person. Save "
                + "what you want to browse to a file and give its path."
        case .pipe:
            "\(path) is a named pipe: browse reads a file several times (to index it, then for each page), and a "
                + "pipe can be read once. Save its output to a file first (cat \(path) > rows.csv)."
        }
    }

    /// Throws the problem with `path`, if it has one.
    public static func check(_ path: String) throws(FileOpenError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileOpenError(path: path, problem: .missing)
        }
        if isDirectory.boolValue { throw FileOpenError(path: path, problem: .directory) }
        // Checked before any read: opening a pipe for reading waits for a writer, and a device never ends.
        switch fileType(path) {
        case S_IFCHR: throw FileOpenError(path: path, problem: .characterDevice)
        case S_IFIFO: throw FileOpenError(path: path, problem: .pipe)
        default: break
        }
        if !FileManager.default.isReadableFile(atPath: path) { throw FileOpenError(path: path, problem: .unreadable) }
    }
}

/// The type bits of `path`'s mode (`S_IFREG`, `S_IFCHR`, `S_IFIFO`, ...), from `stat`: without opening it, which
/// for a pipe would wait for a writer. 0 when `stat` fails.
private func fileType(_ path: String) -> mode_t {
    var info = stat()
    guard stat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
}

/// The records of a text file (lines, CSV or TSV), found by an index that builds in the background.
///
/// Opening costs nothing but `open`: the index reads the file in 1 MB chunks on its own task and keeps the
/// offset and line of every 64th record (16 bytes per 64 records: 25 MB for 10^8 records), so a page of rows is
/// one seek and a short read. Until the index is complete, ``count()`` is nil (a ``RowStore`` grows page by page)
/// and ``progress`` tells how far it got; ``RowStore/refreshCount()`` picks up the final count.
/// A malformed record stops the index with a ``TextFormatError`` naming its line.
public actor TextFileSource: RowSource {
    public typealias Row = [String]

    public nonisolated let path: String
    public nonisolated let format: TextFormat
    /// Whether the first record is a header (not a row).
    public nonisolated let hasHeader: Bool
    /// The bytes the index reads: the size at open, grown by ``follow()`` after an append and while a file that
    /// is still being written (``init(path:format:hasHeader:growing:)``) grows.
    public private(set) var fileSize: UInt64
    static let stride = 64
    static let chunk = 1 << 20
    /// The first read of a page of rows.
    static let firstRead = 1 << 14

    /// Byte offset and line of record `k × stride` (header included).
    private var checkpoints: [(offset: UInt64, line: Int)] = [(0, 1)]
    private var indexedRecords = 0
    private var indexedBytes: UInt64 = 0
    private var complete = false
    private var failure: TextFormatError?
    /// Readers waiting for the index: each until it holds `records` records or has read `bytes` bytes.
    private var waiters: [(records: Int, bytes: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
    private var indexTask: Task<Void, Never>?
    /// How long the index waits after its first read, while the first screen is drawn, unless asked for more.
    var pauseAfterFirstRead = Duration.milliseconds(50)
    /// The index's pause after its first read, while it lasts; cancelled by a wait for more.
    private var firstReadPause: Task<Void, Never>?
    /// The index's scanner, kept between runs so that the index can go on after an append.
    private var scanner: DelimitedScanner
    /// Whether bytes of an unfinished record were read.
    private var pendingBytes = false
    /// The scanner as it was before the end of the file ended its last record (one without a line break),
    /// for going on after an append; nil when the file ended with a line break.
    private var scannerBeforeEnd: DelimitedScanner?
    /// Whether the index's last record ended without a line break (the file ends inside it).
    private var lastRecordUnfinished = false
    private var leavesOutUnfinishedLastLine = false
    /// Whether more bytes may come (a spool still filling): the index waits at the end instead of finishing.
    let isGrowing: @Sendable () -> Bool
    /// The file as opened, to tell an append from a rewrite (``change()``).
    var opened: FileIdentity
    private let reader: FileReader

    /// Opens `path`; the index starts at once in the background.
    ///
    /// - Throws: ``FileOpenError`` when there is no such file, it is a directory or it cannot be read.
    public init(path: String, format: TextFormat, hasHeader: Bool = false) throws {
        try self.init(path: path, format: format, hasHeader: hasHeader, growing: { false })
    }

    /// Opens `path`, a file that may still be being written while `growing` says so (a spool of a pipe): the
    /// index waits for its bytes at the end instead of finishing.
    public init(
        path: String, format: TextFormat, hasHeader: Bool = false, growing: @escaping @Sendable () -> Bool
    ) throws {
        try FileOpenError.check(path)
        guard let reader = FileReader(path: path) else {
            throw FileOpenError(path: path, problem: .unreadable)
        }
        // `stat`, not FileManager's attributes: those look the owner up in /etc/passwd and /etc/group.
        guard let identity = FileIdentity(path: path) else { throw FileOpenError(path: path, problem: .unreadable) }
        self.path = path
        self.format = format
        self.hasHeader = hasHeader
        self.reader = reader
        fileSize = identity.size
        isGrowing = growing
        scanner = DelimitedScanner(format: format, keepsFields: false)
        opened = identity
    }

    /// How much of the file the index has read, from 0 to 1.
    public var progress: Double {
        fileSize == 0 ? 1 : min(1, Double(indexedBytes) / Double(fileSize))
    }

    /// Rows found so far (the header not counted).
    public var rowsIndexed: Int { max(0, countedRecords - (hasHeader ? 1 : 0)) }

    /// The records indexed, less an unfinished last line when it is left out.
    private var countedRecords: Int {
        indexedRecords - (complete && lastRecordUnfinished && leavesOutUnfinishedLastLine ? 1 : 0)
    }

    public var isIndexComplete: Bool { complete }

    /// The malformed record that stopped the index, if any.
    public var formatError: TextFormatError? { failure }

    /// The number of rows once the index is complete; nil before. When the index stopped at a malformed
    /// record, the rows before it (``formatError`` tells what is wrong where).
    public func count() async throws -> Int? {
        startIndexing()
        if failure != nil { return rowsIndexed }
        return complete ? rowsIndexed : nil
    }

    /// Sets how long the index waits after its first read (for tests: a pause that only a wait can end).
    func setPauseAfterFirstRead(_ pause: Duration) { pauseAfterFirstRead = pause }

    /// The rows indexed so far: the rows of a file still being indexed or written show as they are found.
    public func rowsAvailable() async throws -> Int? {
        startIndexing()
        return rowsIndexed
    }

    /// Waits until the index holds more than `rows` rows, or is complete, or stopped at a malformed record.
    public func waitForRows(moreThan rows: Int) async throws {
        startIndexing()
        do {
            try await waitFor(records: rows + 1 + (hasHeader ? 1 : 0))
        } catch is TextFormatError {
            // The rows before the malformed record are all there are.
        }
    }

    /// Waits until the index is complete and returns the row count.
    public func waitForCount() async throws -> Int {
        startIndexing()
        try await waitFor(records: .max)
        return rowsIndexed
    }

    /// The header's fields, when the file has one.
    public func header() async throws -> [String]? {
        guard hasHeader else { return nil }
        return try await records(0..<1).first
    }

    /// The most bytes of one field a row holds (64 KiB, as `SQLiteSource` cuts text): a longer field shows its
    /// start and ends with "…", so a page of 200 MB lines costs kilobytes.
    public static let fieldLimit = DelimitedScanner.fieldLimit

    public func rows(in range: Range<Int>) async throws -> [[String]] {
        try await records(recordRange(ofRows: range))
    }

    /// One column's values of the rows in `range` (nil where a row is shorter), read without copying the
    /// other fields: what a sort or a filter by one column needs, several times faster than ``rows(in:)``.
    ///
    /// - Complexity: O(bytes of the rows).
    public func values(ofColumn column: Int, in range: Range<Int>) async throws -> [String?] {
        try await records(recordRange(ofRows: range), keptField: column).map(\.first)
    }

    /// The records that hold `range`'s rows, past the header: any range a caller passes, from negative bounds to
    /// `Int.max`, maps without overflow (rows before 0 and past the end simply do not exist).
    private func recordRange(ofRows range: Range<Int>) -> Range<Int> {
        let skip = hasHeader ? 1 : 0
        let lower = min(max(range.lowerBound, 0), Int.max - skip) + skip
        let upper = min(max(range.upperBound, 0), Int.max - skip) + skip
        return lower..<max(lower, upper)
    }

    // MARK: Reading

    private func records(_ range: Range<Int>, keptField: Int? = nil) async throws -> [[String]] {
        startIndexing()
        do {
            try await waitFor(records: range.upperBound)
        } catch let error as TextFormatError {
            // The rows before the malformed record still read; a range that starts at it or after it fails.
            guard range.lowerBound < indexedRecords else { throw error }
        }
        try Task.checkCancellation()
        let upper = min(range.upperBound, countedRecords)
        guard range.lowerBound < upper else { return [] }
        let checkpoint = checkpoints[range.lowerBound / Self.stride]
        var toSkip = range.lowerBound - (range.lowerBound / Self.stride) * Self.stride
        var wanted = upper - range.lowerBound
        var scanner = DelimitedScanner(format: format, keepsFields: true)
        scanner.keptField = keptField
        scanner.line = checkpoint.line
        var result: [[String]] = []
        result.reserveCapacity(wanted)
        var offset = checkpoint.offset
        var pendingBytes = false
        // A page of short rows is a few KB: read that much first, then twice as much each time, up to a chunk.
        var readSize = Self.firstRead
        while wanted > 0 {
            let data = try reader.read(at: offset, count: readSize)
            guard !data.isEmpty else { break }
            readSize = min(readSize * 2, Self.chunk)
            offset += UInt64(data.count)
            data.withUnsafeBytes { bytes in
                for byte in bytes {
                    pendingBytes = true
                    guard scanner.feed(byte) else { continue }
                    pendingBytes = false
                    let fields = scanner.takeFields()
                    if toSkip > 0 {
                        toSkip -= 1
                    } else if wanted > 0 {
                        result.append(fields)
                        wanted -= 1
                        if wanted == 0 { break }
                    }
                }
            }
        }
        if wanted > 0, scanner.finish(hadBytes: pendingBytes), toSkip == 0 {
            result.append(scanner.takeFields())
        }
        return result
    }

    // MARK: Offsets, for the search

    /// Records indexed so far (the header counting).
    var indexedRecordCount: Int { indexedRecords }

    /// Waits until the index holds `records` records (or is complete, or stopped at a malformed one).
    func waitForRecords(_ records: Int) async throws {
        startIndexing()
        try await waitFor(records: records)
    }

    /// Waits until the index has read `bytes` bytes of the file (or is complete, or stopped at a malformed record).
    func waitForBytes(_ bytes: UInt64) async throws {
        startIndexing()
        try await waitFor(bytes: bytes)
    }

    /// The last checkpoint that starts at or before byte `offset`.
    func checkpointIndex(atOrBefore offset: UInt64) -> Int {
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if checkpoints[middle].offset <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Calls `visit` with the index and start offset of each indexed record from checkpoint `checkpoint` on,
    /// until it returns false.
    ///
    /// - Complexity: O(bytes read), about one checkpoint's records for the callers here.
    func forEachRecordStart(fromCheckpoint checkpoint: Int, _ visit: (Int, UInt64) -> Bool) throws {
        var record = checkpoint * Self.stride
        var offset = checkpoints[checkpoint].offset
        guard record < indexedRecords, visit(record, offset) else { return }
        var scanner = DelimitedScanner(format: format, keepsFields: false)
        while record < indexedRecords {
            let data = try reader.read(at: offset, count: 1 << 16)
            guard !data.isEmpty else { return }
            var stop = false
            data.withUnsafeBytes { bytes in
                for byte in bytes {
                    offset += 1
                    guard scanner.feed(byte) else { continue }
                    record += 1
                    if record >= indexedRecords || !visit(record, offset) {
                        stop = true
                        return
                    }
                }
            }
            if stop { return }
        }
    }

    // MARK: The index

    private func startIndexing() {
        guard indexTask == nil else { return }
        indexTask = Task { await self.buildIndex() }
    }

    /// Waits until the index holds `records` records or has read `bytes` bytes, or is complete; throws the format
    /// error that stopped it short of both.
    private func waitFor(records: Int = .max, bytes: UInt64 = .max) async throws {
        if let failure, records > indexedRecords, bytes > indexedBytes { throw failure }
        if isReady(records: records, bytes: bytes) { return }
        firstReadPause?.cancel()
        try await withCheckedThrowingContinuation { continuation in
            waiters.append((records, bytes, continuation))
        }
    }

    private func isReady(records: Int, bytes: UInt64) -> Bool {
        complete || failure != nil || indexedRecords >= records || indexedBytes >= bytes
    }

    private func wakeWaiters() {
        let ready = waiters.filter { isReady(records: $0.records, bytes: $0.bytes) }
        waiters.removeAll { isReady(records: $0.records, bytes: $0.bytes) }
        for waiter in ready {
            if let failure, waiter.records > indexedRecords, waiter.bytes > indexedBytes {
                waiter.continuation.resume(throwing: failure)
            } else {
                waiter.continuation.resume()
            }
        }
    }

    /// Reads the file from where the index stopped to ``fileSize`` (waiting for more while it is growing), keeping
    /// a checkpoint every ``stride`` records.
    private func buildIndex() async {
        while true {
            if indexedBytes >= fileSize {
                // Caught up: a file still being written may have more.
                let growing = isGrowing()
                if let now = FileIdentity(path: path), now.size > fileSize {
                    // Grown by its writer (a spool): what it is now is what it was opened as.
                    fileSize = now.size
                    opened = now
                    continue
                }
                guard growing, !Task.isCancelled else { break }
                try? await Task.sleep(for: .milliseconds(20))
                continue
            }
            let data: [UInt8]
            do {
                // The first reads small, so that the first screen's rows are indexed (and waiters woken) in
                // well under a millisecond; then 1 MB at a time.
                let chunk = indexedBytes < UInt64(Self.chunk) ? 1 << 16 : Self.chunk
                let want = Int(min(UInt64(chunk), fileSize - indexedBytes))
                let read = try reader.read(at: indexedBytes, count: want)
                guard !read.isEmpty else { break }
                data = read
            } catch {
                fail(line: scanner.line, problem: "a read error (\(error))", fix: "Check the file and the disk.")
                return
            }
            if indexedBytes == 0, Self.endsLinesWithLoneCR(data) {
                let name = URL(fileURLWithPath: path).lastPathComponent
                fail(
                    line: 1,
                    problem: "a lone CR at the end of each line (classic Mac line endings)",
                    fix: "Convert the line endings to LF first: tr '\\r' '\\n' < \(name) > lf-\(name)")
                return
            }
            if let problem = index(data) {
                fail(line: problem.line, problem: problem.what, fix: problem.fix)
                return
            }
            wakeWaiters()
            if indexedBytes == UInt64(data.count), indexedBytes < fileSize, waiters.isEmpty {
                // The first read (the first screen's rows) is indexed, and the screen that asked for them is being
                // drawn. Reading the rest of a large file beside it would take one of a small machine's cores from
                // it (a first screen in 28 ms instead of 18 on two cores). Anyone waiting for more ends the pause.
                let pause = Task { [pauseAfterFirstRead] in _ = try? await Task.sleep(for: pauseAfterFirstRead) }
                firstReadPause = pause
                await pause.value
                firstReadPause = nil
            }
            await Task.yield()
        }
        scannerBeforeEnd = pendingBytes ? scanner : nil
        let lastRecordPending = scanner.finish(hadBytes: pendingBytes)
        if let problem = scanner.problem {
            fail(line: problem.line, problem: problem.what, fix: problem.fix)
            return
        }
        if lastRecordPending { indexedRecords += 1 }
        lastRecordUnfinished = lastRecordPending
        complete = true
        wakeWaiters()
    }

    /// Whether ``count()`` leaves out a last line that has no line break yet, as following a file being written
    /// does (`less +F` shows a line once it is whole); false by default, when the last line counts as it is.
    public func setLeavesOutUnfinishedLastLine(_ leavesOut: Bool) { leavesOutUnfinishedLastLine = leavesOut }

    /// Indexes one read: counts its records and keeps their checkpoints; the format problem that stops it, if any.
    private func index(_ data: [UInt8]) -> (line: Int, what: String, fix: String)? {
        var records = indexedRecords
        var checkpoints: [(offset: UInt64, line: Int)] = []
        let base = indexedBytes
        var problem: (line: Int, what: String, fix: String)?
        var scanner = self.scanner
        var pendingBytes = self.pendingBytes
        let quote: Int32? = if case .delimited = format { Int32(UInt8(ascii: "\"")) } else { nil }
        let separator: UInt8? = if case .delimited(let separator) = format { separator } else { nil }
        data.withUnsafeBytes { raw in
            guard let start = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let count = raw.count
            var i = 0
            while i < count {
                if scanner.state == .fieldStart || scanner.state == .unquoted {
                    // Outside quotes every line break ends a record: find them with memchr up to the next quote,
                    // where the byte scanner takes over.
                    let stop =
                        quote.flatMap { memchr(start + i, $0, count - i) }.map {
                            UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - start
                        } ?? count
                    var from = i
                    while from < stop,
                        let found = memchr(start + from, Int32(UInt8(ascii: "\n")), stop - from)
                    {
                        let newline = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - start
                        // A problem the byte scanner found in this record ends the index at the record's end.
                        if let found = scanner.problem {
                            problem = found
                            break
                        }
                        scanner.line += 1
                        records += 1
                        if records % Self.stride == 0 {
                            checkpoints.append((base + UInt64(newline) + 1, scanner.line))
                        }
                        from = newline + 1
                        scanner.state = .fieldStart
                        pendingBytes = false
                    }
                    if from < stop {
                        // Part of a record: its last byte says whether a field has begun.
                        pendingBytes = true
                        scanner.state = start[stop - 1] == separator ? .fieldStart : .unquoted
                    }
                    i = stop
                    if problem != nil || i == count { break }
                }
                pendingBytes = true
                guard scanner.feed(start[i]) else {
                    i += 1
                    continue
                }
                pendingBytes = false
                if let found = scanner.problem {
                    problem = found
                    break
                }
                records += 1
                if records % Self.stride == 0 { checkpoints.append((base + UInt64(i) + 1, scanner.line)) }
                i += 1
            }
        }
        self.scanner = scanner
        self.pendingBytes = pendingBytes
        indexedRecords = records
        self.checkpoints.append(contentsOf: checkpoints)
        indexedBytes += UInt64(data.count)
        return problem
    }

    /// Goes on indexing after ``fileSize`` grew: the last record, if the old end cut it, continues.
    func resumeIndex(to size: UInt64) {
        guard complete, failure == nil, size > fileSize else { return }
        if let before = scannerBeforeEnd {
            scanner = before
            indexedRecords -= 1
            scannerBeforeEnd = nil
        }
        fileSize = size
        complete = false
        indexTask = Task { await self.buildIndex() }
    }

    /// Whether the first chunk of a file ends its lines with a lone CR: it has a CR before its last byte and no LF
    /// at all (a CR that a LF follows is CRLF, which the scanner reads).
    static func endsLinesWithLoneCR(_ data: [UInt8]) -> Bool {
        guard !data.contains(0x0A), let cr = data.firstIndex(of: 0x0D) else { return false }
        return cr < data.index(before: data.endIndex)
    }

    private func fail(line: Int, problem: String, fix: String) {
        failure = TextFormatError(path: path, line: line, record: indexedRecords, problem: problem, fix: fix)
        wakeWaiters()
    }
}
