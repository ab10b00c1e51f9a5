import ReuseCore
import Testing

/// Headers of real files, written by Pillow 13 (the bytes up to the size; a JPEG's up to its frame header).
@Suite struct ImageHeaderTests {
    static let files: [(String, ImageHeader.Format, Int, Int, String)] = [
        (
            "png", .png, 37, 21,
            "89504e470d0a1a0a0000000d49484452000000250000001508020000004e86b0f900000026494441"
        ),
        (
            "jpeg", .jpeg, 640, 427,
            "ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912"
                + "130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffdb0043010909"
                + "090c0b0c180d0d1832211c21323232323232323232323232323232323232323232323232323232323232323232323232"
                + "3232323232323232323232323232ffc000110801ab0280"
        ),
        (
            "jpegProgressive", .jpeg, 64, 48,
            "ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912"
                + "130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffdb0043010909"
                + "090c0b0c180d0d1832211c21323232323232323232323232323232323232323232323232323232323232323232323232"
                + "3232323232323232323232323232ffc200110800300040"
        ),
        (
            "gif", .gif, 5, 3,
            "47494638376105000300810000c864320000000000000000002c0000000005000300000808000108"
        ),
        (
            "bmp", .bmp, 13, 7,
            "424d4e0100000000000036000000280000000d00000007000000010018000000000018010000c40e"
        ),
        (
            "webpLossless", .webp, 300, 200,
            "5249464624000000574542505650384c180000002f2bc131000750b22257a6ff010045faff9f22fa"
        ),
        (
            "webpLossy", .webp, 301, 151,
            "52494646b40000005745425056503820a8000000f00d009d012a2d0197003ed168b153282624a2a0"
        ),
        (
            "webpExtended", .webp, 17, 9,
            "524946463e00000057454250565038580a000000180000001000000800005650384c0d0000002f10"
        ),
    ]

    static func bytes(_ hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            result.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return result
    }

    @Test(arguments: files.indices)
    func eachFormatGivesTheSizeItsFileDeclares(index: Int) {
        let (name, format, width, height, hex) = Self.files[index]
        #expect(ImageHeader(Self.bytes(hex)) == ImageHeader(format: format, width: width, height: height), "\(name)")
    }

    @Test func whatIsNotAWholeHeaderIsNoImage() {
        let png = Self.bytes(Self.files[0].4)
        #expect(ImageHeader(Array(png.prefix(20))) == nil, "cut before the height")
        #expect(ImageHeader(Array("name,age\n".utf8)) == nil)
        #expect(ImageHeader([]) == nil)
        // A JPEG whose scan starts before any frame header, and one whose segment length runs off the end.
        #expect(ImageHeader([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x08]) == nil)
        #expect(ImageHeader([0xFF, 0xD8, 0xFF, 0xE0, 0xFF, 0xFF, 0x00]) == nil)
        // A GIF of no pixels.
        #expect(ImageHeader(Array("GIF89a".utf8) + [0, 0, 3, 0]) == nil)
    }
}
