import ReuseCore

/// Feeds the fuzz input to ReuseCore's image readers, as bytes downloaded or read from a bundle would reach
/// them: `ImageHeader`, `PNGDecoder` (with a small pixel limit, so that a declared size cannot make the run
/// allocate gigabytes), and `Inflate`, raw and zlib, with an output limit. Each must end with a value or an
/// error; a crash, a hang or an output past its limit stops the run. A decoded bitmap must be the size its
/// header declared, with 4 bytes a pixel.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let header = ImageHeader(bytes)
    if let bitmap = try? PNGDecoder.decode(bytes, pixelLimit: 1 << 16) {
        precondition(header?.format == .png, "a PNG decoded whose header does not read as PNG")
        precondition(bitmap.width == header?.width && bitmap.height == header?.height, "a size that differs")
        precondition(bitmap.bytes.count == bitmap.width * bitmap.height * 4, "not 4 bytes a pixel")
    }
    let limit = 1 << 16
    if let output = try? Inflate.raw(bytes, limit: limit) { precondition(output.count <= limit) }
    // Bytes after a zlib stream's checksum are not read, as zlib leaves them.
    if let output = try? Inflate.zlib(bytes, limit: limit) { precondition(output.count <= limit) }
    return 0
}
