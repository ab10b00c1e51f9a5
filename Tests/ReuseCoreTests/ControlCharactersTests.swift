import ReuseCore
import Testing

@Suite struct ControlCharactersTests {
    @Test func everyControlCharacterBecomesVisible() {
        for value in Array(0x00..<0x20) + [0x7F] + Array(0x80..<0xA0) {
            let character = Character(Unicode.Scalar(UInt32(value))!)
            let shown = ControlCharacters.sanitized("a\(character)b", keepingLineFeeds: false)
            #expect(shown.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) })
            #expect(shown.count == 3, "U+\(String(value, radix: 16))")
        }
    }

    @Test func textWithoutControlsIsUnchangedAndLineFeedsCanStay() {
        #expect(ControlCharacters.sanitized("Seoul 서울 😀 é") == "Seoul 서울 😀 é")
        #expect(ControlCharacters.sanitized("one\ntwo") == "one\ntwo")
        #expect(ControlCharacters.sanitized("one\ntwo", keepingLineFeeds: false) == "one␊two")
        #expect(ControlCharacters.sanitized("\u{1B}]0;title\u{07}") == "␛]0;title␇")
        #expect(ControlCharacters.sanitized("\u{9B}31m") == "\u{FFFD}31m")
        #expect(ControlCharacters.sanitized("a\r\nb") == "a␍b")
    }
}
