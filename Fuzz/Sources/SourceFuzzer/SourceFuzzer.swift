import Foundation
import ReuseData

/// Writes the fuzz input to a file and reads it as CSV, TSV and JSON Lines the way `reusekit browse` does: the
/// count, every page of rows, one column's values, and the JSON keys. Each read must end with rows or an error
/// naming the line; a crash or a hang stops the run. Rows come back in the order and number the count says, up to
/// the first malformed record, and no field is longer than the field limit and its "…".
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("SourceFuzzer-\(getpid())")

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(UnsafeBufferPointer(start: start, count: count))
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent("input")
    guard (try? data.write(to: url)) != nil else { return 0 }
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        await read(url.path)
        done.signal()
    }
    done.wait()
    return 0
}

func read(_ path: String) async {
    for format in [TextFormat.csv, .tsv] {
        guard let source = try? TextFileSource(path: path, format: format, hasHeader: format == .csv) else { continue }
        let total = (try? await source.waitForCount()) ?? 0
        var read = 0
        while read < total + 2 {
            guard let rows = try? await source.rows(in: read..<(read + 7)) else { break }
            precondition(rows.count <= 7, "a page of 7 gave \(rows.count) rows")
            for row in rows {
                for field in row {
                    precondition(field.utf8.count <= TextFileSource.fieldLimit + 3, "a field past the limit")
                }
            }
            read += 7
        }
        _ = try? await source.values(ofColumn: 1, in: 0..<Int.max)
        _ = try? await source.rows(in: Int.min..<Int.max)
    }
    if let lines = try? JSONLinesSource(path: path) {
        let columns = (try? await lines.columns()) ?? []
        if let rows = try? await lines.rows(in: 0..<50) {
            let known = await lines.knownColumns
            for row in rows {
                precondition(row.count <= max(known.count, columns.count, 1), "a row wider than its keys")
            }
        }
    }
}
