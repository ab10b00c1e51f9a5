import Foundation
import ReuseTerminal
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File names in any bytes. The shell passes a path as bytes; Swift decodes the command line as UTF-8 and puts
/// U+FFFD for bytes that are not, so a name such as `café.csv` in Latin-1 cannot be opened by its decoded
/// `String`. The bytes are found again in `argv`, and the file opened through a symbolic link with a UTF-8 name
/// that points at them.
enum RawPath {
    private static let links = Mutex<[String: String]>([:])

    /// The bytes of the command-line argument that `argument` was decoded from, when they are not UTF-8; nil when
    /// they are (the `String` is the path).
    static func bytes(of argument: String) -> [UInt8]? {
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return nil }
        for index in 0..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer))).map {
                UInt8(bitPattern: $0)
            }
            if String(validating: bytes, as: UTF8.self) == nil, String(decoding: bytes, as: UTF8.self) == argument {
                return bytes
            }
        }
        return nil
    }

    /// A path that opens what `argument` names: itself, or for a name that is not UTF-8, a symbolic link in the
    /// temporary directory (removed at exit and when a signal ends the process) to the bytes the shell passed.
    static func openable(_ argument: String) -> String {
        guard let bytes = bytes(of: argument) else { return argument }
        return links.withLock { links in
            if let link = links[argument] { return link }
            let link = FileManager.default.temporaryDirectory
                .appendingPathComponent("reusekit-name-\(getpid())-\(links.count)").path
            // An absolute target: the link lives elsewhere.
            var target = bytes
            if target.first != UInt8(ascii: "/") {
                target = Array(FileManager.default.currentDirectoryPath.utf8) + [UInt8(ascii: "/")] + target
            }
            let made = (target + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { symlink($0.baseAddress!, link) }
            }
            guard made == 0 else { return argument }
            _ = TerminalSession.removeAtTermination(link)
            if links.isEmpty { atexit { RawPath.links.withLock { for (_, link) in $0 { unlink(link) } } } }
            links[argument] = link
            return link
        }
    }

    /// The last component of `argument` for the screen and messages: UTF-8 as it is, any other byte as `\xHH`.
    static func displayName(_ argument: String) -> String {
        guard let bytes = bytes(of: argument) else { return URL(fileURLWithPath: argument).lastPathComponent }
        let name =
            bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).last.map(Array.init) ?? bytes
        var shown = ""
        var index = 0
        while index < name.count {
            // The longest run that is valid UTF-8 from here, else one byte escaped.
            var end = name.count
            while end > index, String(validating: name[index..<end], as: UTF8.self) == nil { end -= 1 }
            if end > index {
                shown += String(decoding: name[index..<end], as: UTF8.self)
                index = end
            } else {
                shown += "\\x" + String(name[index], radix: 16, uppercase: true)
                index += 1
            }
        }
        return shown
    }
}
