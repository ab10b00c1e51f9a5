import Foundation

/// Appends `text` to the file at `path`, as a program writing a log would.
public func append(_ text: String, to path: String) throws {
    guard let handle = FileHandle(forWritingAtPath: path) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
}
