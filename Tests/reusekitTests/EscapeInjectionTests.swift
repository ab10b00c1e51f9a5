import Foundation
import ReuseTestSupport
import Testing

/// No byte of a file name, a table name or a database's message reaches the terminal as a control character:
/// errors that quote them show ESC as `␛` and BEL as `␇`, so a crafted name cannot set the title or the
/// clipboard (OSC 0 and OSC 52) or leave the alternate screen.
@Suite(.serialized) struct EscapeInjectionTests {
    static let binary = DemoEndToEndTests.binary

    /// The bytes `command` writes to standard output and standard error.
    static func output(_ command: String) throws -> [UInt8] {
        let text = try DemoEndToEndTests.shell(command + " < /dev/null")
        return Array(text.utf8)
    }

    static func controls(_ bytes: [UInt8]) -> [UInt8] {
        bytes.filter { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F }
    }

    @Test func aFileNameWithEscapesIsShownNotObeyed() throws {
        let name = "no\u{1B}]0;pwned\u{07}.csv"
        let path = try makeTestDirectory("evil").appendingPathComponent(name).path
        let bytes = try Self.output("\(Self.binary) browse '\(path)'")
        #expect(Self.controls(bytes).isEmpty, "\(bytes)")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("no␛]0;pwned␇.csv: no such file."))
    }

    @Test func aTableNameWithEscapesIsShownNotObeyed() throws {
        let directory = try makeTestDirectory("evil")
        let database = directory.appendingPathComponent("evil.db").path
        // A table whose name sets the clipboard (OSC 52) when written raw.
        _ = try DemoEndToEndTests.shell(
            """
            python3 -c 'import sqlite3; c = sqlite3.connect("\(database)"); \
            c.execute("CREATE TABLE \\"t\\x1b]52;c;cHduZWQ=\\x07\\" (a)"); c.execute("CREATE TABLE good (a)"); \
            c.commit()'
            """)
        let bytes = try Self.output("\(Self.binary) browse '\(database)' --table nosuch")
        #expect(Self.controls(bytes).isEmpty, "\(bytes)")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("no table named 'nosuch'. Its tables: good, t␛]52;c;cHduZWQ=␇."), "\(text)")
    }
}
