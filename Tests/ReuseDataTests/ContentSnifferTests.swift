import ReuseData
import Testing

@Suite struct ContentSnifferTests {
    static func kind(_ text: String, whole: Bool = true) -> ContentKind {
        ContentKind.sniff(Array(text.utf8), isWhole: whole)
    }

    @Test func eachKindByItsShape() {
        #expect(Self.kind("name,city\nKim,Seoul\nLee,Busan\n") == .csv)
        #expect(Self.kind("name,note\nKim,\"likes, commas\nand lines\"\nLee,\"\"\"quoted\"\"\"\n") == .csv)
        #expect(Self.kind("\u{FEFF}a,b\r\n1,2\r\n") == .csv)
        #expect(Self.kind("name\tcity\nKim\tSeoul\nLee\tBusan\n") == .tsv)
        #expect(Self.kind("a\tb,c\n1\t2,3\n") == .tsv)
        #expect(Self.kind("{\"a\": 1}\n  {\"a\": 2, \"b\": [1, 2]}  \n\n") == .jsonl)
        #expect(Self.kind("Hello, world.\nIt was a dark and stormy night, and then, suddenly.\n") == .text)
        #expect(Self.kind("plain lines\nof text\n") == .text)
        #expect(Self.kind("") == .text)
        #expect(Self.kind("a,b\n1,2,3\n") == .text)
        #expect(Self.kind("a\tb\n1\t2\t3\n") == .text)
        #expect(Self.kind("{\"a\": 1}\nnot json\n") == .text)
        #expect(Self.kind("a,\"never closed\n1,2\n") == .text)
    }

    /// A head that is not the whole input counts only its whole lines, and one line does not decide.
    @Test func aCutHeadCountsWholeLinesOnly() {
        #expect(Self.kind("a,b\n1,2\n3,", whole: false) == .csv)
        #expect(Self.kind("a,b\n", whole: false) == .text)
        #expect(Self.kind("a,b\n", whole: true) == .csv)
        #expect(Self.kind("a,b,c", whole: false) == .text)
        // A quoted field open at the cut: the record in progress is left out.
        #expect(Self.kind("a,b\n1,2\n3,\"open\nstill", whole: false) == .csv)
        #expect(Self.kind("a\tb\n1\t2\n3\t", whole: false) == .tsv)
    }
}
