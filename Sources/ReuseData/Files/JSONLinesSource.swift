import Foundation

/// A JSON Lines file (one JSON object per line) as rows of column values: the columns are the keys of the
/// file's objects, in the order they first appear in the text; nested values show as compact JSON with sorted
/// keys. ``columns()`` answers with the first 100 lines' keys at once; the columns then grow, at the end, as
/// rows are read and as a background scan reads the whole file (``knownColumns``, ``isScanComplete``). A row
/// holds a value for every key it has (its keys are known before it is returned), so a row read before a column
/// was found has no value for it, rightly. A line that is not a JSON object (empty, not valid JSON, or JSON of another kind) becomes a
/// row that says what is wrong on which line, and ``firstProblem`` keeps the earliest such line found so far.
public actor JSONLinesSource: RowSource {
    public typealias Row = [String]

    public nonisolated let lines: TextFileSource
    private var columnNames: [String]?
    private var seen: Set<String> = []
    private var earliestProblem: (line: Int, text: String)?
    private var scan: Task<Void, Never>?
    /// Lines the background scan for keys has read.
    public private(set) var linesScanned = 0
    /// Whether the scan has read every line: ``knownColumns`` is then every key in the file.
    public private(set) var isScanComplete = false

    /// The columns found so far (the first 100 lines' before ``columns()`` is first called).
    public var knownColumns: [String] { columnNames ?? [] }

    /// The earliest malformed line among those read so far, as `path:line: problem. Fix.`.
    public var firstProblem: String? { earliestProblem?.text }

    public init(path: String) throws {
        lines = try TextFileSource(path: path, format: .lines)
    }

    /// A file still being written while `growing` says so (see ``TextFileSource``).
    public init(path: String, growing: @escaping @Sendable () -> Bool) throws {
        lines = try TextFileSource(path: path, format: .lines, growing: growing)
    }

    /// The columns known now: at the first call, the keys of the first 100 lines, or of those there are yet when
    /// the file is still arriving from a pipe (`value` for none), and the background scan for the rest starts.
    public func columns() async throws -> [String] {
        if let columnNames { return columnNames }
        var names: [String] = []
        try await lines.waitForRows(moreThan: 0)
        let first = min(100, try await lines.rowsAvailable() ?? 100)
        for line in try await lines.rows(in: 0..<first) {
            let text = line.first ?? ""
            guard case .success = Self.parse(text) else { continue }
            for key in Self.keysInOrder(text) where seen.insert(key).inserted { names.append(key) }
        }
        if columnNames == nil {
            columnNames = names.isEmpty ? ["value"] : names
            if names.isEmpty { seen.insert("value") }
            linesScanned = first
            // Weakly held between steps: a source let go ends its scan.
            scan = Task { [weak self] in
                while let source = self, await source.scanStep() {}
            }
        }
        return columnNames!
    }

    /// One step of the scan for keys: the next 4,096 lines after those scanned, as far as the index reaches, read
    /// for keys not seen yet (a byte scan of each line, no parse; a line that does not start like an object is
    /// skipped), after waiting for the index to reach past them. False when the scan is over: every line read,
    /// or the index stopped at a line it cannot read.
    private func scanStep() async -> Bool {
        guard !Task.isCancelled else { return false }
        do {
            try await lines.waitForRecords(linesScanned + 1)
        } catch {
            isScanComplete = true
            return false
        }
        let indexed = await lines.rowsIndexed
        if linesScanned >= indexed {
            // The index is complete: nothing after the lines scanned.
            isScanComplete = true
            return false
        }
        let range = linesScanned..<min(indexed, linesScanned + 4_096)
        guard let batch = try? await lines.rows(in: range) else { return false }
        for line in batch {
            let text = line.first ?? ""
            guard text.utf8.first(where: { $0 != 0x20 && $0 != 0x09 }) == UInt8(ascii: "{") else { continue }
            discover(Self.keysInOrder(text))
        }
        linesScanned = range.upperBound
        return true
    }

    /// Adds the keys not seen yet, at the end, in order.
    ///
    /// - Complexity: O(keys) amortized: the column list grows in place (a copy per key made a file of 20,000
    ///   distinct keys take 23 s).
    private func discover(_ keys: [String]) {
        var names = columnNames ?? []
        columnNames = nil  // the only reference, so the appends below do not copy
        for key in keys where seen.insert(key).inserted { names.append(key) }
        columnNames = names
    }

    deinit { scan?.cancel() }

    public func count() async throws -> Int? { try await lines.count() }

    public func rowsAvailable() async throws -> Int? { try await lines.rowsAvailable() }

    public func waitForRows(moreThan rows: Int) async throws { try await lines.waitForRows(moreThan: rows) }

    public func rows(in range: Range<Int>) async throws -> [[String]] {
        _ = try await columns()
        let raw = try await lines.rows(in: range)
        let parsed = raw.map { Self.parse($0.first ?? "") }
        // Every key of these rows known before any is returned.
        for (line, result) in zip(raw, parsed) {
            if case .success(let object) = result, object.keys.contains(where: { !seen.contains($0) }) {
                discover(Self.keysInOrder(line.first ?? ""))
            }
        }
        let columns = columnNames ?? []
        return zip(raw, parsed).enumerated().map { offset, pair in
            let (line, result) = pair
            let text = line.first ?? ""
            switch result {
            case .success(let object):
                return columns.map { Self.text(object[$0]) }
            case .failure(let problem):
                let number = range.lowerBound + offset + 1
                if number < earliestProblem?.line ?? .max {
                    earliestProblem = (
                        number,
                        "\(lines.path):\(number): \(problem.description). Each line must be one JSON object, like "
                            + "{\"a\": 1}."
                    )
                }
                let shown = problem.short + (text.isEmpty ? "" : ": " + String(text.prefix(40)))
                return ["⚠ line \(number): \(shown)"] + Array(repeating: "", count: max(columns.count - 1, 0))
            }
        }
    }

    /// What is wrong with a line that is not a JSON object.
    enum LineProblem: Error, Equatable, CustomStringConvertible {
        case empty
        /// Not JSON at all, with the parser's reason.
        case invalid(String)
        /// JSON, but of this kind ("an array", "a string", …).
        case notAnObject(String)

        var description: String {
            switch self {
            case .empty: "an empty line"
            case .invalid(let reason): "not valid JSON (\(reason))"
            case .notAnObject(let kind): "\(kind), not an object"
            }
        }

        /// The few words a row shows.
        var short: String {
            switch self {
            case .empty: "empty"
            case .invalid: "not valid JSON"
            case .notAnObject(let kind): "\(kind), not an object"
            }
        }
    }

    static func parse(_ line: String) -> Result<[String: Any], LineProblem> {
        guard !line.allSatisfy(\.isWhitespace) else { return .failure(.empty) }
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(line.utf8), options: .fragmentsAllowed)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return .failure(.invalid(reason.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 } ?? "\(error)"))
        }
        if let object = value as? [String: Any] { return .success(object) }
        let kind =
            switch value {
            case is [Any]: "an array"
            case is String: "a string"
            case is NSNull: "null"
            case let number as NSNumber where isBoolean(number): "a boolean"
            default: "a number"
            }
        return .failure(.notAnObject(kind))
    }

    /// The keys of a valid JSON object's top level, in the order the text has them (a parsed dictionary has
    /// no order).
    ///
    /// - Complexity: O(n) in the line's length.
    static func keysInOrder(_ line: String) -> [String] {
        let bytes = Array(line.utf8)
        var keys: [String] = []
        var depth = 0
        var expectingKey = false
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if expectingKey, index < bytes.count {
                    let quoted = bytes[start...index]
                    let key =
                        quoted.contains(UInt8(ascii: "\\"))
                        ? (try? JSONSerialization.jsonObject(with: Data(quoted), options: .fragmentsAllowed))
                            as? String
                        : String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
                    if let key { keys.append(key) }
                }
                expectingKey = false
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                expectingKey = depth == 1 && bytes[index] == UInt8(ascii: "{")
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            case UInt8(ascii: ","):
                expectingKey = depth == 1
            default:
                break
            }
            index += 1
        }
        return keys
    }

    /// Whether a parsed number is JSON's true or false: they arrive as NSNumbers of type "c" (char).
    static func isBoolean(_ number: NSNumber) -> Bool {
        String(cString: number.objCType) == "c"
    }

    static func text(_ value: Any?) -> String {
        switch value {
        case nil, is NSNull: return ""
        case let string as String: return string
        case let number as NSNumber:
            if isBoolean(number) { return number.boolValue ? "true" : "false" }
            return number.stringValue
        case let value?:
            guard JSONSerialization.isValidJSONObject(value),
                let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
            else { return "\(value)" }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
