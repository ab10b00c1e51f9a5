import Foundation

/// A JSON Lines file (one JSON object per line) as rows of column values: the columns are the keys of the
/// first objects, in the order they first appear; nested values show as compact JSON. A line that is not a
/// JSON object becomes a row that says so, with its line number, and ``firstProblem`` keeps the first one.
public actor JSONLinesSource: RowSource {
    public typealias Row = [String]

    public nonisolated let lines: TextFileSource
    private var columnNames: [String]?
    /// The first line found malformed, as `path:line: problem`.
    public private(set) var firstProblem: String?

    public init(path: String) throws {
        lines = try TextFileSource(path: path, format: .lines)
    }

    /// The columns, from the first 100 lines.
    public func columns() async throws -> [String] {
        if let columnNames { return columnNames }
        var names: [String] = []
        var seen: Set<String> = []
        for line in try await lines.rows(in: 0..<100) {
            guard let object = Self.object(line.first ?? "") else { continue }
            for key in object.keys.sorted() where seen.insert(key).inserted { names.append(key) }
        }
        columnNames = names.isEmpty ? ["value"] : names
        return columnNames!
    }

    public func count() async throws -> Int? { try await lines.count() }

    public func rows(in range: Range<Int>) async throws -> [[String]] {
        let columns = try await columns()
        let raw = try await lines.rows(in: range)
        return raw.enumerated().map { offset, line in
            let text = line.first ?? ""
            guard let object = Self.object(text) else {
                let number = range.lowerBound + offset + 1
                let problem = "\(lines.path):\(number): not a JSON object; each line must be one object like {\"a\": 1}"
                if firstProblem == nil { firstProblem = problem }
                return ["⚠ line \(number) is not a JSON object: " + String(text.prefix(40))]
                    + Array(repeating: "", count: max(columns.count - 1, 0))
            }
            return columns.map { Self.text(object[$0]) }
        }
    }

    static func object(_ line: String) -> [String: Any]? {
        guard let data = line.data(using: .utf8), !line.trimmingCharacters(in: .whitespaces).isEmpty else {
            return nil
        }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    static func text(_ value: Any?) -> String {
        switch value {
        case nil, is NSNull: return ""
        case let string as String: return string
        case let number as NSNumber:
            // JSON's true and false arrive as NSNumbers of type "c" (char).
            if String(cString: number.objCType) == "c" { return number.boolValue ? "true" : "false" }
            return number.stringValue
        case let value?:
            guard JSONSerialization.isValidJSONObject(value),
                let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
            else { return "\(value)" }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
