/// What a text file's records look like.
public enum TextFormat: Sendable, Equatable, CustomStringConvertible {
    /// One record per line; the row is the line (without its line ending).
    case lines
    /// Fields separated by `separator`, RFC 4180 quoting: a field may be quoted with `"`, a quote inside a
    /// quoted field is doubled, and a quoted field may hold separators and line breaks.
    case delimited(separator: UInt8)

    public static let csv = TextFormat.delimited(separator: UInt8(ascii: ","))
    public static let tsv = TextFormat.delimited(separator: UInt8(ascii: "\t"))

    public var description: String {
        switch self {
        case .lines: "lines"
        case .delimited(let separator): separator == UInt8(ascii: "\t") ? "TSV" : "CSV"
        }
    }
}

/// A malformed record: where it is and how to fix it.
public struct TextFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    /// The line (1-based) where the problem is.
    public var line: Int
    /// The record (0-based, the header counting as record 0 when there is one).
    public var record: Int
    public var problem: String
    public var fix: String

    public var description: String { "\(path):\(line): \(problem) in record \(record). \(fix)" }
}

/// A byte-at-a-time reader of records, shared by the index (which only needs where records end) and the
/// reader (which also keeps the fields).
struct DelimitedScanner {
    enum State {
        case fieldStart
        case unquoted
        case quoted
        /// A quote inside a quoted field: either the end of the field or the first of a doubled quote.
        case quoteInQuoted
    }

    let format: TextFormat
    let keepsFields: Bool
    /// With ``keepsFields``: only this field (0-based) is kept, the others skipped without a copy (a sort's
    /// one-column scan). Nil keeps every field.
    var keptField: Int?
    /// The index of the field being read in the current record.
    private var fieldIndex = 0
    var state = State.fieldStart
    /// 1-based line of the byte being read.
    var line = 1
    /// The line where the current quoted field started, for an unterminated quote.
    var quoteLine = 1
    var field: [UInt8] = []
    /// Whether the field being read passed ``fieldLimit`` and is kept only to it.
    private var fieldWasCut = false
    /// The most bytes of a field kept: 64 KiB, as SQLite text is cut (``SQLiteSource.textLimit``). A longer field
    /// (a 200 MB line) shows its start and "…", and a page of them costs kilobytes, not the file.
    static let fieldLimit = 65_536
    /// Whether the field's last byte is a carriage return read outside quotes: the CR of a CRLF line ending,
    /// dropped when the line ends. One inside quotes is the field's own.
    var endsWithBareCR = false
    var fields: [String] = []
    /// A problem found: what and how to fix it.
    var problem: (line: Int, what: String, fix: String)?

    init(format: TextFormat, keepsFields: Bool) {
        self.format = format
        self.keepsFields = keepsFields
    }

    /// Reads one byte; returns true when it ended a record (its fields are in ``fields``).
    @inline(__always)
    mutating func feed(_ byte: UInt8) -> Bool {
        let newline = UInt8(ascii: "\n")
        guard case .delimited(let separator) = format else {
            if byte == newline {
                line += 1
                endField()
                fieldIndex = 0
                return true
            }
            keep(byte, bare: true)
            return false
        }
        let quote = UInt8(ascii: "\"")
        // Outside a quoted field, a separator ends the field and a line break ends the record.
        if state != .quoted && (byte == separator || byte == newline) {
            endField()
            state = .fieldStart
            guard byte == newline else { return false }
            line += 1
            fieldIndex = 0
            return true
        }
        switch state {
        case .fieldStart, .unquoted:
            if byte == quote {
                if state == .fieldStart {
                    state = .quoted
                    quoteLine = line
                } else if problem == nil {
                    problem = (
                        line, "a quote inside an unquoted field",
                        "Quote the whole field and double the quote inside it (\"a \"\"b\"\" c\")."
                    )
                    keep(byte, bare: false)
                }
            } else {
                state = .unquoted
                keep(byte, bare: true)
            }
        case .quoted:
            if byte == quote {
                state = .quoteInQuoted
            } else {
                if byte == newline { line += 1 }
                keep(byte, bare: false)
            }
        case .quoteInQuoted:
            if byte == quote {
                state = .quoted
                keep(quote, bare: false)
            } else if byte == UInt8(ascii: "\r") {
                // A CRLF line ending after a closing quote.
            } else {
                if problem == nil {
                    problem = (
                        line, "text after the closing quote of a field",
                        "Put the separator right after the closing quote, or double a quote meant as text."
                    )
                }
                state = .unquoted
                keep(byte, bare: false)
            }
        }
        return false
    }

    /// Appends a byte to the field being read; `bare` when it was read outside quotes.
    @inline(__always)
    private mutating func keep(_ byte: UInt8, bare: Bool) {
        guard keepsFields, keptField == nil || keptField == fieldIndex else { return }
        guard field.count < Self.fieldLimit else {
            fieldWasCut = true
            return
        }
        field.append(byte)
        endsWithBareCR = bare && byte == UInt8(ascii: "\r")
    }

    /// Ends the input: returns true when a last record without a line ending was pending.
    mutating func finish(hadBytes: Bool) -> Bool {
        if state == .quoted, problem == nil {
            problem = (
                quoteLine, "a quoted field that is never closed",
                "Close the quote that opens on this line, or double a quote meant as text."
            )
        }
        guard hadBytes else { return false }
        endField()
        state = .fieldStart
        fieldIndex = 0
        return true
    }

    @inline(__always)
    private mutating func endField() {
        defer { fieldIndex += 1 }
        guard keepsFields, keptField == nil || keptField == fieldIndex else { return }
        if fieldWasCut {
            // The kept bytes end in whole characters: a character cut in two is dropped.
            var start = field.count - 1
            while start > 0, field[start] & 0xC0 == 0x80 { start -= 1 }
            if start >= 0, field[start] >= 0xC0 {
                let length = field[start] >= 0xF0 ? 4 : field[start] >= 0xE0 ? 3 : 2
                if field.count - start < length { field.removeLast(field.count - start) }
            }
            fields.append(String(decoding: field, as: UTF8.self) + "…")
        } else {
            if endsWithBareCR { field.removeLast() }
            fields.append(String(decoding: field, as: UTF8.self))
        }
        field.removeAll(keepingCapacity: field.capacity <= 4096)
        fieldWasCut = false
        endsWithBareCR = false
    }

    /// Takes the fields of the record just ended.
    mutating func takeFields() -> [String] {
        defer { fields.removeAll(keepingCapacity: true) }
        return fields
    }
}
