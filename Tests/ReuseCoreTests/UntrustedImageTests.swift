import ReuseCore
import Testing

/// Images and streams from untrusted files: memory follows the data, never a size the data only declares, and no
/// size a header gives can overflow the arithmetic, whatever limit the caller raises. Each case runs in its own
/// process, so a trap fails one test, not the suite.
@Suite struct UntrustedImageTests {
    /// A header that declares 8,192 × 8,192 16-bit RGBA (512 MB of rows) over a few bytes of data is refused
    /// before anything is allocated for it.
    @Test func aHugeDeclaredSizeOverLittleDataIsRefusedAtOnce() throws {
        let file = PNGBuilder(width: 8192, height: 8192, colorType: 6, bitDepth: 16).file(rows: [[0, 1, 2, 3]])
        #expect(throws: PNGError.dataTooShort(expected: 8192 * (1 + 8192 * 8), compressed: 15)) {
            try PNGDecoder.decode(file)
        }
        #expect(
            PNGError.dataTooShort(expected: 10, compressed: 1).description
                == "1 bytes of compressed data cannot hold the 10 bytes the header declares")
    }

    @Test func aRaisedPixelLimitCannotOverflowTheSizes() async {
        await #expect(processExitsWith: .success) {
            // Decoded off the test's task, as an image loader decodes.
            let errors = await Task.detached {
                let largest = Int(Int32.max)
                return [(largest, largest), (largest, 1), (1, largest)].map { width, height in
                    let file = PNGBuilder(width: width, height: height, colorType: 6, bitDepth: 16).file(rows: [[0]])
                    do throws(PNGError) {
                        _ = try PNGDecoder.decode(file, pixelLimit: .max)
                        return "decoded"
                    } catch {
                        return error.description
                    }
                }
            }.value
            #expect(errors.allSatisfy { $0.contains("cannot hold") || $0.contains("more than the limit") })
        }
    }

    @Test func inflateHasAnOutputLimitByDefault() throws {
        #expect(Inflate.defaultLimit == 1 << 30)
        // A stored block of 10 bytes, asked for at most 4.
        let stored: [UInt8] = [1, 10, 0, 0xF5, 0xFF] + Array(repeating: 7, count: 10)
        #expect(throws: InflateError.outputTooLarge(limit: 4)) { try Inflate.raw(stored, limit: 4) }
        #expect(try Inflate.raw(stored) == Array(repeating: 7, count: 10))
    }
}
