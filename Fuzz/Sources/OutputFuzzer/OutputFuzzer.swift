import ReuseCore
import ReuseTerminal

/// Untrusted bytes on each output path, and a stop if any control byte of them reaches the output. The first
/// byte picks the path: data (a field drawn into a screen and rendered, in any style, at any column, twice so
/// that the diff path runs too), names and messages (an error quoting a file or table name, as the tool's one
/// message writer renders it with `ControlCharacters.sanitized`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 1 else { return 0 }
    let path = start[0] % 3
    let text = String(decoding: UnsafeBufferPointer(start: start + 1, count: count - 1), as: UTF8.self)
    switch path {
    case 0, 1:
        var buffer = ScreenBuffer(columns: 40, rows: 4)
        var renderer = TerminalRenderer(capabilities: .init(trueColor: path == 1, synchronizedOutput: path == 1))
        var bytes = renderer.frame(buffer)
        let style = CellStyle(foreground: .indexed(UInt8(count % 256)), background: .indexed(25), bold: path == 1)
        buffer.put(text, row: Int(start[0] >> 2) % 4, column: Int(start[0] >> 4) % 40, style: style)
        buffer.putBar(text, right: text, row: 3, style: style)
        bytes += renderer.frame(buffer)
        if let offset = OutputCheck.foreignByte(in: bytes) {
            preconditionFailure(
                "byte \(bytes[offset]) at \(offset) of the output came from the data: \(Array(text.utf8))")
        }
    default:
        let message = ControlCharacters.sanitized("no table named '\(text)' in \(text). Its tables: \(text).")
        let bytes = Array(message.utf8).filter { $0 != 0x0A }
        if let offset = OutputCheck.foreignByte(in: bytes) {
            preconditionFailure("byte \(bytes[offset]) at \(offset) of a message came from a name: \(Array(text.utf8))")
        }
    }
    return 0
}
