/// What the first bytes of a stream look like: CSV, TSV, JSON Lines or plain text. For input that has no name to
/// go by (standard input, a pipe), so that `cat data.csv | browse -` shows columns.
///
/// Only whole records count: the head is cut after its last line break unless it is the whole input. The rules,
/// in order: every line a JSON object (`{` … `}`) is JSON Lines; every line with the same number of tabs (one or
/// more) is TSV; every record (quotes may hold commas and line breaks, RFC 4180) with the same number of fields
/// (two or more) is CSV; anything else is text. One record decides only when it is the whole input.
public enum ContentKind: String, Sendable, Equatable, CaseIterable {
    case csv, tsv, jsonl, text

    /// The most bytes worth reading to decide.
    public static let headLimit = 64 * 1024

    /// The kind of input that starts with `head`; `isWhole` when `head` is all of it.
    ///
    /// - Complexity: O(n) in the head's bytes.
    public static func sniff(_ head: some Collection<UInt8>, isWhole: Bool) -> ContentKind {
        var bytes = Array(head)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if !isWhole {
            // A line cut by the head's end says nothing.
            guard let lastBreak = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return .text }
            bytes.removeSubrange((lastBreak + 1)...)
        }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }.filter { !$0.allSatisfy { $0 == UInt8(ascii: " ") } }
        guard !lines.isEmpty else { return .text }
        // One line decides only when it is all there is.
        let enough = lines.count >= 2 || isWhole
        if lines.allSatisfy(isJSONObject) { return .jsonl }
        let tabs = lines.map { $0.count { $0 == UInt8(ascii: "\t") } }
        if enough, tabs[0] > 0, tabs.allSatisfy({ $0 == tabs[0] }) { return .tsv }
        if let fields = csvFieldCounts(bytes, isWhole: isWhole), fields.count >= (isWhole ? 1 : 2),
            fields[0] >= 2, fields.allSatisfy({ $0 == fields[0] })
        {
            return .csv
        }
        return .text
    }

    private static func isJSONObject(_ line: ArraySlice<UInt8>) -> Bool {
        let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let end = trimmed.lastIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        guard let end else { return false }
        return trimmed.first == UInt8(ascii: "{") && trimmed[end] == UInt8(ascii: "}")
    }

    /// The number of fields of each record (blank lines skipped), by RFC 4180's quoting; nil when there is no
    /// record, or a quote is still open where a whole input ends. A record left open by a cut head is dropped.
    private static func csvFieldCounts(_ bytes: [UInt8], isWhole: Bool) -> [Int]? {
        var counts: [Int] = []
        var fields = 1
        var quoted = false
        var lineHasContent = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                        index += 1
                    } else {
                        quoted = false
                    }
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): quoted = true
                case UInt8(ascii: ","): fields += 1
                case UInt8(ascii: "\n"):
                    if lineHasContent { counts.append(fields) }
                    fields = 1
                    lineHasContent = false
                    index += 1
                    continue
                default: break
                }
            }
            if byte != UInt8(ascii: "\r") && byte != UInt8(ascii: " ") { lineHasContent = true }
            index += 1
        }
        if quoted && isWhole { return nil }
        if lineHasContent && !quoted { counts.append(fields) }
        return counts.isEmpty ? nil : counts
    }
}
