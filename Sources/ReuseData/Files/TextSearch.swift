import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A source that finds text in its rows faster than reading them: a file searched as bytes.
public protocol TextSearchable: Sendable {
    /// The first row in `rows` whose text contains `needle` (ASCII letters compared without case when
    /// `ignoringCase`; every other byte exactly), or nil. `progress` is told the fraction of the range's bytes read,
    /// now and then. Honours task cancellation (throws `CancellationError`).
    func firstRow(
        containing needle: String, ignoringCase: Bool, in rows: Range<Int>,
        progress: @escaping @Sendable (Double) -> Void
    ) async throws -> Int?
}

/// Finds bytes in bytes: `memchr` (vectorized in the C library) for the needle's rarest byte in the text (in both
/// cases when case is ignored), then a compare around it. The search of `grep -F`, without the lines.
struct ByteSearch {
    let needle: [UInt8]
    let ignoringCase: Bool
    /// The needle's byte that `memchr` looks for: the one least frequent in the first text searched.
    private var anchor: Int?

    init(needle: String, ignoringCase: Bool) {
        self.ignoringCase = ignoringCase
        self.needle = ignoringCase ? needle.utf8.map(Self.lower) : Array(needle.utf8)
    }

    @inline(__always) static func lower(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }

    /// The offset of the first match in `bytes`, or nil.
    ///
    /// - Complexity: O(n) in the bytes.
    mutating func first(in bytes: UnsafeRawBufferPointer) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count, let base = bytes.baseAddress else { return nil }
        let anchor = self.anchor ?? chooseAnchor(in: bytes)
        self.anchor = anchor
        let length = needle.count
        let last = bytes.count - length + anchor
        let lower = needle[anchor]
        // Without case, a letter anchor is looked for in both cases: two memchr scans, no pass to fold the text.
        let upper = ignoringCase && lower &- 0x61 < 26 ? lower &- 0x20 : lower
        var nextLower = -1
        var nextUpper = upper == lower ? Int.max : -1
        var from = anchor
        while from <= last {
            if nextLower < from { nextLower = Self.next(lower, in: base, from: from, through: last) }
            if nextUpper < from { nextUpper = Self.next(upper, in: base, from: from, through: last) }
            let at = min(nextLower, nextUpper)
            guard at <= last else { return nil }
            let start = at - anchor
            if matches(at: base + start) { return start }
            from = at + 1
        }
        return nil
    }

    /// The position of the next `byte` from `from` through `through`, or `Int.max`.
    private static func next(_ byte: UInt8, in base: UnsafeRawPointer, from: Int, through: Int) -> Int {
        guard let hit = memchr(base + from, Int32(byte), through - from + 1) else { return .max }
        return base.distance(to: UnsafeRawPointer(hit))
    }

    /// Whether the needle is at `start` (case folded when asked).
    private func matches(at start: UnsafeRawPointer) -> Bool {
        needle.withUnsafeBytes { pattern in
            guard ignoringCase else { return memcmp(start, pattern.baseAddress!, pattern.count) == 0 }
            for i in 0..<pattern.count where Self.lower(start.load(fromByteOffset: i, as: UInt8.self)) != pattern[i] {
                return false
            }
            return true
        }
    }

    /// The needle byte that occurs least in (the first 64 KB of) `text`, case folded as the search is.
    private func chooseAnchor(in text: UnsafeRawBufferPointer) -> Int {
        var counts = [Int](repeating: 0, count: 256)
        for byte in text.prefix(1 << 16) { counts[Int(ignoringCase ? Self.lower(byte) : byte)] += 1 }
        return needle.indices.min { counts[Int(needle[$0])] < counts[Int(needle[$1])] } ?? 0
    }
}

extension TextFileSource: TextSearchable {
    /// Reads the file's bytes from the first row of `rows` on, in 4 MB reads on a handle of its own (the rows
    /// keep loading meanwhile), ahead of the index if need be; a match is mapped to its row once the index
    /// covers it. As fast as the disk or the page cache, not as the CSV parser (README: the `grep -c` comparison).
    public nonisolated func firstRow(
        containing needle: String, ignoringCase: Bool, in rows: Range<Int>,
        progress: @escaping @Sendable (Double) -> Void
    ) async throws -> Int? {
        guard !rows.isEmpty, !needle.isEmpty, let start = try await offset(ofRow: rows.lowerBound) else { return nil }
        // To the end of the file without waiting for the index to get there.
        let size = await fileSize
        let end = rows.upperBound == .max ? size : try await offset(ofRow: rows.upperBound) ?? size
        let descriptor = open(path, O_RDONLY)
        guard start < end, descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var search = ByteSearch(needle: needle, ignoringCase: ignoringCase)
        // One buffer for the whole search: the last needle-length-less-one bytes of a read move to its front, so
        // that a match across two reads is found, and each read goes after them.
        let overlap = search.needle.count - 1
        let chunk = 1 << 22
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk + overlap, alignment: 64)
        defer { buffer.deallocate() }
        var kept = 0
        var position = start
        while position < end {
            try Task.checkCancellation()
            let want = Int(min(UInt64(chunk), end - position))
            let count = pread(descriptor, buffer.baseAddress! + kept, want, off_t(position))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let window = UnsafeRawBufferPointer(rebasing: buffer[0..<(kept + count)])
            if let hit = search.first(in: window) {
                let row = try await row(atOffset: position - UInt64(kept) + UInt64(hit))
                return row.flatMap { $0 < rows.upperBound ? $0 : nil }
            }
            position += UInt64(count)
            let keep = min(overlap, kept + count)
            memmove(buffer.baseAddress!, window.baseAddress! + (window.count - keep), keep)
            kept = keep
            progress(Double(position - start) / Double(end - start))
        }
        return nil
    }

    /// The byte offset where row `row` starts, once the index has reached it; nil past the last row.
    func offset(ofRow row: Int) async throws -> UInt64? {
        guard row < Int.max - 1 else { return nil }
        let record = row + (hasHeader ? 1 : 0)
        do {
            try await waitForRecords(record + 1)
        } catch is TextFormatError {}
        return try startOffset(ofRecord: record)
    }

    /// The row whose record holds byte `offset`, once the index has read past it; nil for the header or past
    /// the last row.
    func row(atOffset offset: UInt64) async throws -> Int? {
        do {
            try await waitForBytes(offset + 1)
        } catch is TextFormatError {}
        guard let record = try record(holding: offset) else { return nil }
        let row = record - (hasHeader ? 1 : 0)
        return row >= 0 ? row : nil
    }
}

extension TextFileSource {
    /// The start offset of `record`, from its checkpoint; nil when it is not indexed.
    fileprivate func startOffset(ofRecord record: Int) throws -> UInt64? {
        guard record < indexedRecordCount else { return nil }
        var found: UInt64?
        try forEachRecordStart(fromCheckpoint: record / Self.stride) { index, start in
            if index == record { found = start }
            return index < record
        }
        return found
    }

    /// The indexed record whose bytes hold `offset`: the last record that starts at or before it.
    fileprivate func record(holding offset: UInt64) throws -> Int? {
        var found: Int?
        try forEachRecordStart(fromCheckpoint: checkpointIndex(atOrBefore: offset)) { index, start in
            guard start <= offset else { return false }
            found = index
            return true
        }
        return found
    }
}

extension JSONLinesSource: TextSearchable {
    /// Its lines' bytes, as ``TextFileSource`` reads them (a key or value written with escapes, `\u00e9`, is
    /// found as written).
    public nonisolated func firstRow(
        containing needle: String, ignoringCase: Bool, in rows: Range<Int>,
        progress: @escaping @Sendable (Double) -> Void
    ) async throws -> Int? {
        try await lines.firstRow(containing: needle, ignoringCase: ignoringCase, in: rows, progress: progress)
    }
}
