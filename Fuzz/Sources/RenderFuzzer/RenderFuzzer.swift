import Foundation
import ReuseKit
import ReuseRender

/// Feeds the fuzz input to ReuseRender as a downloaded image and as text would reach it: `PNGCodec.decode` and
/// `JPEGCodec.decode` (libpng through Cairo and libjpeg-turbo, with a small pixel limit, so that a declared size cannot make the run allocate
/// gigabytes), then the bytes as a label's text, measured and drawn with Pango into a small bitmap. Each must end
/// with a value or an error; a crash, a hang or a bitmap of the wrong size stops the run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    for decode in [PNGCodec.decode, JPEGCodec.decode] {
        if let bitmap = try? decode(data, 1 << 16) {
            precondition(bitmap.width * bitmap.height <= 1 << 16, "a bitmap past the pixel limit")
            precondition(bitmap.bytes.count == bitmap.width * bitmap.height * 4, "not 4 bytes a pixel")
        }
    }
    let text = String(decoding: data.prefix(4_096), as: UTF8.self)
    MainActor.assumeIsolated {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 64, height: 48))
        label.numberOfLines = count % 4
        label.text = text
        label.font = .systemFont(ofSize: CGFloat(count % 40) + 1)
        let size = label.sizeThatFits(CGSize(width: 64, height: 0))
        precondition(size.width.isFinite && size.height.isFinite, "a size that is not a number")
        let bitmap = try? Renderer(scale: 1).bitmap(of: label)
        precondition(bitmap.map { $0.width == 64 && $0.height == 48 } ?? false, "the label was not drawn")
    }
    return 0
}
