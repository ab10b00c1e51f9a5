import Foundation

/// Where ReuseKit's sentences for people are rendered and written: invalid values, rejected updates and
/// snapshots, and reuse diagnostics all reach standard error through ``write(_:)``.
enum Messages {
    /// Writes one line to standard error, prefixed `ReuseKit: `.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data("ReuseKit: \(line)\n".utf8))
    }

    static func invalidValue(_ value: InvalidValue) -> String {
        let context = value.context.map { " for \($0)" } ?? ""
        return "\(value.source) gave \(value.value)\(context). \(value.rule); ReuseKit uses \(value.replacement) "
            + "instead."
    }

    static func rejectedUpdate(_ message: String) -> String {
        "NSInternalInconsistencyException: \(message) The table reloads its data instead."
    }

    static func rejectedSnapshot(_ message: String) -> String {
        "\(message) The snapshot was left unchanged."
    }

    static func diagnostic(_ message: String) -> String {
        "diagnostic: \(message)"
    }
}

extension Messages {
    static func offMainThread(type: String, method: String, thread: String) -> String {
        "ReuseKit: \(type).\(method) was called from \(thread). Views belong to the main thread, as in UIKit: "
            + "call it from the main actor (await MainActor.run { … }, or DispatchQueue.main.async { … })."
    }
}

extension Messages {
    static func reloadInsideBatch(droppedUpdates: Int) -> String {
        "reloadData() was called inside a batch of updates (performBatchUpdates, or beginUpdates and endUpdates); "
            + "the batch's \(droppedUpdates) update\(droppedUpdates == 1 ? "" : "s") before it and any after it were "
            + "dropped. Call reloadData() outside the batch, or describe the change with insertRows, deleteRows and "
            + "the other update calls inside it."
    }

    static func reloadDuringCellForRow(_ indexPath: IndexPath) -> String {
        "reloadData() was called from tableView(_:cellForRowAt:) for row \(indexPath), while the table was laying "
            + "out its rows; the table reloaded once the pass ended. Reload when the data changes, never from a "
            + "data source callback: each reload throws away every cell on screen and configures them again."
    }
}
