// The unified logging API on Linux (`import os`: `Logger`, `OSLog`, `os_log`), so that UIKit code that logs builds
// unchanged. Linux has no unified log: each entry is kept in `Logger.recentEntries` (the last 1,000, for tests and
// debugging) and written to standard error when the environment sets `REUSEKIT_OSLOG=1`. Private values are
// redacted as on a device (`<private>`), unless the value is marked `.public`.
// (`import os.log` names a submodule, which a Swift package cannot provide: write `import os`.)
import Foundation
import Synchronization

/// How serious an entry is (`OSLogType`).
public struct OSLogType: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0)
    public static let info = OSLogType(rawValue: 1)
    public static let debug = OSLogType(rawValue: 2)
    public static let error = OSLogType(rawValue: 16)
    public static let fault = OSLogType(rawValue: 17)

    public var description: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}

/// A log's subsystem and category (`OSLog`).
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    let isEnabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        isEnabled = true
    }

    private init(disabled: Void) {
        subsystem = ""
        category = ""
        isEnabled = false
    }

    /// The app's default log.
    public static let `default` = OSLog(subsystem: "", category: "")
    /// A log that drops every entry.
    public static let disabled = OSLog(disabled: ())
}

/// Whether a value in a message is shown (`OSLogPrivacy`).
public struct OSLogPrivacy: Hashable, Sendable {
    enum Level: Hashable, Sendable { case auto, `public`, `private`, sensitive }
    let level: Level
    public static let auto = OSLogPrivacy(level: .auto)
    public static let `public` = OSLogPrivacy(level: .public)
    public static let `private` = OSLogPrivacy(level: .private)
    public static let sensitive = OSLogPrivacy(level: .sensitive)

    /// How a private value is masked.
    public struct Mask: Hashable, Sendable {
        public static let hash = Mask()
        public static let none = Mask()
    }

    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }

    /// Whether a value with this privacy is written: only public ones, and numbers and booleans left at `.auto`.
    func shows(dynamicString: Bool) -> Bool {
        switch level {
        case .public: true
        case .auto: !dynamicString
        case .private, .sensitive: false
        }
    }
}

/// How a number is written in a message (`OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
    let render: @Sendable (Int) -> String
    public static let decimal = OSLogIntegerFormatting { String($0) }
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting { value in
            let digits = String(abs(value))
            let padded = String(repeating: "0", count: max(minDigits - digits.count, 0)) + digits
            return (value < 0 ? "-" : explicitPositiveSign ? "+" : "") + padded
        }
    }
    public static let hex = OSLogIntegerFormatting { String($0, radix: 16) }
    public static let octal = OSLogIntegerFormatting { String($0, radix: 8) }
}

/// How a floating-point number is written in a message (`OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Sendable {
    let render: @Sendable (Double) -> String
    public static let fixed = OSLogFloatFormatting { String(format: "%f", $0) }
    public static func fixed(precision: Int) -> OSLogFloatFormatting {
        OSLogFloatFormatting { String(format: "%.\(max(precision, 0))f", $0) }
    }
    public static let exponential = OSLogFloatFormatting { String(format: "%e", $0) }
}

/// The interpolations of a log message (`OSLogInterpolation`).
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity)
    }

    public mutating func appendLiteral(_ literal: String) { text += literal }

    public mutating func appendInterpolation(_ value: @autoclosure () -> String, privacy: OSLogPrivacy = .auto) {
        text += privacy.shows(dynamicString: true) ? value() : "<private>"
    }

    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto
    ) {
        let shown = value()
        let isNumber = shown is any Numeric || shown is Bool
        text += privacy.shows(dynamicString: !isNumber) ? shown.description : "<private>"
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure () -> Int, format: OSLogIntegerFormatting, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.shows(dynamicString: false) ? format.render(value()) : "<private>"
    }

    public mutating func appendInterpolation(
        _ value: @autoclosure () -> Double, format: OSLogFloatFormatting, privacy: OSLogPrivacy = .auto
    ) {
        text += privacy.shows(dynamicString: false) ? format.render(value()) : "<private>"
    }

    public mutating func appendInterpolation(_ value: @autoclosure () -> (any Error)?, privacy: OSLogPrivacy = .auto) {
        let shown = value().map { "\($0)" } ?? "nil"
        text += privacy.shows(dynamicString: true) ? shown : "<private>"
    }

    public mutating func appendInterpolation(_ value: @autoclosure () -> Any.Type, privacy: OSLogPrivacy = .auto) {
        text += "\(value())"
    }
}

/// A log message with interpolated values (`OSLogMessage`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    let text: String
    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// One logged entry, as ``Logger/recentEntries`` keeps it.
public struct LogEntry: Hashable, Sendable {
    public let subsystem: String
    public let category: String
    public let type: OSLogType
    public let message: String
}

/// Writes to the unified log (`Logger`), headless: see the module's notes.
public struct Logger: Sendable {
    let log: OSLog

    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ logObj: OSLog) { log = logObj }

    private static let entries = Mutex<[LogEntry]>([])
    private static let echoes = ProcessInfo.processInfo.environment["REUSEKIT_OSLOG"] == "1"

    /// The last 1,000 entries logged by this process, oldest first (beyond `os`, for tests).
    public static var recentEntries: [LogEntry] { entries.withLock { $0 } }

    /// Forgets the kept entries (beyond `os`, for tests).
    public static func removeRecentEntries() { entries.withLock { $0.removeAll() } }

    static func write(_ text: String, type: OSLogType, to log: OSLog) {
        guard log.isEnabled else { return }
        let entry = LogEntry(subsystem: log.subsystem, category: log.category, type: type, message: text)
        entries.withLock { kept in
            kept.append(entry)
            if kept.count > 1_000 { kept.removeFirst(kept.count - 1_000) }
        }
        if echoes {
            FileHandle.standardError.write(Data("[\(log.subsystem):\(log.category)] \(type): \(text)\n".utf8))
        }
    }

    public func log(_ message: OSLogMessage) { Self.write(message.text, type: .default, to: log) }
    public func log(level: OSLogType, _ message: OSLogMessage) { Self.write(message.text, type: level, to: log) }
    public func trace(_ message: OSLogMessage) { Self.write(message.text, type: .debug, to: log) }
    public func debug(_ message: OSLogMessage) { Self.write(message.text, type: .debug, to: log) }
    public func info(_ message: OSLogMessage) { Self.write(message.text, type: .info, to: log) }
    public func notice(_ message: OSLogMessage) { Self.write(message.text, type: .default, to: log) }
    public func warning(_ message: OSLogMessage) { Self.write(message.text, type: .error, to: log) }
    public func error(_ message: OSLogMessage) { Self.write(message.text, type: .error, to: log) }
    public func critical(_ message: OSLogMessage) { Self.write(message.text, type: .fault, to: log) }
    public func fault(_ message: OSLogMessage) { Self.write(message.text, type: .fault, to: log) }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Logs a printf-style message (the older API): `os_log("Loaded %d rows", log: log, type: .info, count)`.
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg...
) {
    let format = message.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    let text =
        args.isEmpty ? format : String(format: format.replacingOccurrences(of: "%{public}", with: "%"), arguments: args)
    Logger.write(text, type: type, to: log)
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Logs a message with interpolated values (the iOS 14 form of `os_log`).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: OSLogMessage) {
    Logger.write(message.text, type: type, to: log)
}
