import ReuseData

extension BrowseCommand {
    /// A CSV, TSV or text file as `browse` shows it: its header for columns, its index's progress and format
    /// problem for the status line (or, first, why the pipe it is spooled from stopped: `pipeProblem`), and its
    /// changes.
    static func textInput(
        path: String, format: TextFormat, hasHeader: Bool, growing: @escaping @Sendable () -> Bool,
        pipeProblem: @escaping @Sendable () -> String? = { nil }
    ) throws -> BrowseInput<TextFileSource> {
        let source = try TextFileSource(path: path, format: format, hasHeader: hasHeader, growing: growing)
        let columns = try blocking { try await source.header() } ?? (format == .lines ? ["line"] : [])
        return BrowseInput(
            source: source, columns: columns,
            status: {
                let error = await source.formatError
                return SourceStatus(
                    progress: await source.progress, complete: await source.isIndexComplete || error != nil,
                    reading: growing(),
                    problem: Self.pipe(pipeProblem())
                        ?? error.map {
                            "line \($0.line): \($0.problem) (record \($0.record)); rows after it are not shown"
                        })
            },
            change: { await source.change() },
            follow: {
                await source.follow()
                _ = try? await source.waitForCount()
            },
            leaveOutUnfinishedLastLine: { await source.setLeavesOutUnfinishedLastLine($0) })
    }

    /// A JSON Lines file as `browse` shows it.
    static func jsonInput(
        path: String, growing: @escaping @Sendable () -> Bool, pipeProblem: @escaping @Sendable () -> String? = { nil }
    ) throws -> BrowseInput<JSONLinesSource> {
        let source = try JSONLinesSource(path: path, growing: growing)
        let columns = try blocking { try await source.columns() }
        let lines = source.lines
        let fileStatus = status(of: source)
        let status: @Sendable () async -> SourceStatus = {
            var status = await fileStatus()
            status.reading = growing()
            if let problem = Self.pipe(pipeProblem()) { status.problem = problem }
            return status
        }
        return BrowseInput(
            source: source, columns: columns, status: status, change: { await lines.change() },
            follow: {
                await lines.follow()
                _ = try? await lines.waitForCount()
            })
    }

    /// Why the pipe a file is spooled from stopped early, for the status line: the rows read before are shown.
    static func pipe(_ problem: String?) -> String? {
        problem.map { "the input stopped early: \($0); the rows read before it are shown" }
    }

    /// A JSON Lines file's status: indexing, then the scan for keys further in the file (complete when both
    /// are), its earliest bad line, and the columns found so far.
    static func status(of source: JSONLinesSource) -> @Sendable () async -> SourceStatus {
        {
            let lines = source.lines
            let indexed = await lines.isIndexComplete
            let keysFound = await source.isScanComplete
            let scanned = Double(await source.linesScanned) / Double(max(await lines.rowsIndexed, 1))
            return SourceStatus(
                progress: indexed ? min(scanned, 1) : await lines.progress,
                complete: indexed && keysFound, problem: await source.firstProblem,
                columns: await source.knownColumns)
        }
    }
}
