import Foundation
import ReuseKit

/// Renders a trace as text (one event per line, then a summary) or as one JSON object.
enum TraceReport {
    static func text(_ result: TraceResult) -> String {
        let rowsOnly = result.shape.sections == 1
        let things = result.shape.collection ? "items" : "rows"
        var lines =
            result.shape.collection
            ? result.collectionEvents.map { $0.line(itemsOnly: rowsOnly) }
            : result.events.map { $0.line(rowsOnly: rowsOnly) }
        let s = result.statistics
        lines.append("")
        lines.append("summary:")
        lines.append("  cells created: \(s.cellsCreated)")
        lines.append("  cells reused: \(s.cellsReused)")
        lines.append("  cells redisplayed: \(s.cellsRedisplayed)")
        lines.append("  most cells alive at once: \(s.mostCellsAlive)")
        lines.append("  \(things) prefetched: \(s.rowsPrefetched)")
        lines.append("  \(things) cancelled: \(s.rowsCancelled)")
        if let diagnostics = result.diagnostics {
            lines.append("")
            lines.append("diagnostics:")
            if diagnostics.isEmpty { lines.append("  none") }
            for diagnostic in diagnostics { lines.append("  " + diagnostic.message) }
        }
        return lines.joined(separator: "\n")
    }

    struct Event: Codable {
        var event: String
        var line: String
        var indexPath: [Int]?
        var indexPaths: [[Int]]?
        var cell: Int?
        var redisplayed: Bool?
    }

    struct Summary: Codable {
        var cellsCreated: Int
        var cellsReused: Int
        var cellsRedisplayed: Int
        var mostCellsAlive: Int
        var rowsPrefetched: Int
        var rowsCancelled: Int
    }

    struct Diagnostic: Codable {
        var kind: String
        var rows: [[Int]]
        var property: String?
        var message: String
    }

    struct Document: Codable {
        var table: TraceTableShape
        var events: [Event]
        var summary: Summary
        /// Present with --diagnose.
        var diagnostics: [Diagnostic]?
    }

    static func json(_ result: TraceResult) -> String {
        let rowsOnly = result.shape.sections == 1
        let events =
            result.shape.collection
            ? gridEvents(result, itemsOnly: rowsOnly)
            : result.events.map { event -> Event in
                var e = Event(event: event.kind, line: event.line(rowsOnly: rowsOnly))
                switch event {
                case .prefetchRows(let paths), .cancelPrefetchingRows(let paths): e.indexPaths = paths.map(Array.init)
                case .cellForRow(let path): e.indexPath = Array(path)
                case .cellCreated(let cell, _), .prepareForReuse(let cell): e.cell = cell
                case .willDisplay(let path, let cell, let redisplayed):
                    e.indexPath = Array(path)
                    e.cell = cell
                    e.redisplayed = redisplayed
                case .didEndDisplaying(let path, let cell):
                    e.indexPath = Array(path)
                    e.cell = cell
                }
                return e
            }
        let s = result.statistics
        let document = Document(
            table: result.shape, events: events,
            summary: Summary(
                cellsCreated: s.cellsCreated, cellsReused: s.cellsReused, cellsRedisplayed: s.cellsRedisplayed,
                mostCellsAlive: s.mostCellsAlive, rowsPrefetched: s.rowsPrefetched, rowsCancelled: s.rowsCancelled),
            diagnostics: result.diagnostics?.map {
                Diagnostic(
                    kind: $0.kind.rawValue, rows: $0.rows.map(Array.init), property: $0.property, message: $0.message)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private static func gridEvents(_ result: TraceResult, itemsOnly: Bool) -> [Event] {
        result.collectionEvents.map { event in
            var e = Event(event: event.kind, line: event.line(itemsOnly: itemsOnly))
            switch event {
            case .prefetchItems(let paths), .cancelPrefetchingItems(let paths): e.indexPaths = paths.map(Array.init)
            case .cellForItem(let path): e.indexPath = Array(path)
            case .cellCreated(let cell, _), .prepareForReuse(let cell): e.cell = cell
            case .willDisplay(let path, let cell, let redisplayed):
                e.indexPath = Array(path)
                e.cell = cell
                e.redisplayed = redisplayed
            case .didEndDisplaying(let path, let cell):
                e.indexPath = Array(path)
                e.cell = cell
            case .viewForSupplementaryElement(_, let path): e.indexPath = Array(path)
            case .willDisplaySupplementaryView(_, let path, let view),
                .didEndDisplayingSupplementaryView(_, let path, let view):
                e.indexPath = Array(path)
                e.cell = view
            }
            return e
        }
    }
}
