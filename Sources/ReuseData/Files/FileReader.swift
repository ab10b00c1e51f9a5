import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file at offsets with `pread`, in reads as large as asked for. (Foundation's `FileHandle` on Linux
/// reads in 4 KB pieces: a 1 MB read was 256 system calls.)
final class FileReader: Sendable {
    /// A read that failed, with the system's reason.
    struct ReadError: Error, CustomStringConvertible {
        let code: Int32
        var description: String { String(cString: strerror(code)) }
    }

    private let descriptor: Int32

    /// Opens `path` for reading; nil when it cannot be opened.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Up to `count` bytes from `offset`: fewer only at the end of the file, none past it.
    ///
    /// - Complexity: O(`count`).
    func read(at offset: UInt64, count: Int) throws(ReadError) -> [UInt8] {
        guard count > 0 else { return [] }
        var filled = 0
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while filled < count {
                let got = pread(descriptor, buffer.baseAddress! + filled, count - filled, off_t(offset) + off_t(filled))
                if got < 0, errno == EINTR { continue }
                if got < 0 { failure = errno }
                guard got > 0 else { break }
                filled += got
            }
            initialized = filled
        }
        if failure != 0, filled == 0 { throw ReadError(code: failure) }
        return bytes
    }
}
