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
