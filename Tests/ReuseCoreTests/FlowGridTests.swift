import ReuseCore
import Testing

@Suite struct FlowGridTests {
    /// Ten 100 × 50 items, 10 points apart both ways, across 320 points.
    func tenItems(_ change: (inout FlowGrid.Section) -> Void = { _ in }) -> FlowGrid {
        var section = FlowGrid.Section(
            itemCount: 10, itemMain: 50, itemCross: 100, lineSpacing: 10, interitemSpacing: 10)
        change(&section)
        return FlowGrid(sections: [section], crossLength: 320)
    }

    @Test func fullLinesAreJustifiedAndTheLastLineKeepsTheirColumns() {
        let grid = tenItems { $0.interitemSpacing = 5 }
        // (320 + 5) / 105 = 3 items a line; the 20 points left go between them: a pitch of 110.
        #expect(grid.itemsPerLine(inSection: 0) == 3)
        #expect(
            grid.box(ofItem: RowPosition(section: 0, row: 1))
                == .init(main: 0, cross: 110, mainLength: 50, crossLength: 100))
        #expect(grid.box(ofItem: RowPosition(section: 0, row: 2)).cross == 220)
        // Item 9 is alone on the fourth line, under the first column.
        #expect(
            grid.box(ofItem: RowPosition(section: 0, row: 9))
                == .init(main: 180, cross: 0, mainLength: 50, crossLength: 100))
        // Four lines of 50 with three spacings of 10.
        #expect(grid.contentLength == 230)
    }

    @Test func insetsHeadersAndFootersFrameTheLines() {
        let grid = tenItems {
            $0.insetMainBefore = 5
            $0.insetMainAfter = 5
            $0.insetCrossBefore = 10
            $0.insetCrossAfter = 10
            $0.header = 30
            $0.footer = 20
        }
        // 300 points between the insets hold two items: (300 + 10) / 110 = 2.8; the pitch is 100 + 100.
        #expect(grid.itemsPerLine(inSection: 0) == 2)
        #expect(
            grid.box(ofItem: RowPosition(section: 0, row: 3))
                == .init(main: 95, cross: 210, mainLength: 50, crossLength: 100))
        #expect(grid.headerBox(ofSection: 0) == .init(main: 0, cross: 0, mainLength: 30, crossLength: 320))
        // Header 30, inset 5, five lines (4 × 60 + 50), inset 5, footer 20.
        #expect(grid.contentLength == 350)
        #expect(grid.footerBox(ofSection: 0) == .init(main: 330, cross: 0, mainLength: 20, crossLength: 320))
        #expect(grid.extent(ofSection: 0) == (0, 350))
    }

    @Test func anItemAloneOnItsLinesIsCentred() {
        let grid = FlowGrid(
            sections: [FlowGrid.Section(itemCount: 3, itemMain: 40, itemCross: 100, interitemSpacing: 10)],
            crossLength: 150)
        #expect(grid.itemsPerLine(inSection: 0) == 1)
        #expect(
            grid.box(ofItem: RowPosition(section: 0, row: 2))
                == .init(main: 80, cross: 25, mainLength: 40, crossLength: 100))
        // An item wider than the view stays one to a line, at the leading inset.
        let wide = FlowGrid(sections: [FlowGrid.Section(itemCount: 2, itemMain: 40, itemCross: 500)], crossLength: 150)
        #expect(wide.itemsPerLine(inSection: 0) == 1 && wide.box(ofItem: RowPosition(section: 0, row: 1)).cross == 0)
    }

    @Test func visibleItemsAreWholeLinesAndTheSpacingBelowALineIsNotTheLine() {
        let grid = tenItems()
        #expect(grid.itemsPerLine(inSection: 0) == 3)
        #expect(grid.items(inMain: 0, 60) == 0...2)
        #expect(grid.items(inMain: 55, 61) == 3...5)
        #expect(grid.items(inMain: 52, 58) == nil)
        #expect(grid.items(inMain: 100, 1000) == 3...9)
        #expect(grid.items(inMain: 400, 500) == nil)
    }

    @Test func sectionsCountItemsGloballyAndAnswerRanges() {
        let grid = FlowGrid(
            sections: [
                FlowGrid.Section(itemCount: 3, itemMain: 50, itemCross: 100, header: 20),
                FlowGrid.Section(itemCount: 0, itemMain: 50, itemCross: 100, header: 20),
                FlowGrid.Section(itemCount: 5, itemMain: 50, itemCross: 100, header: 20),
            ], crossLength: 300)
        #expect(grid.totalItems == 8)
        #expect(grid.globalIndex(of: RowPosition(section: 2, row: 2)) == 5)
        #expect(grid.position(ofGlobalIndex: 5) == RowPosition(section: 2, row: 2))
        #expect(grid.position(ofGlobalIndex: 8) == nil && grid.position(ofGlobalIndex: -1) == nil)
        // Section 0: 0 ..< 70; section 1: 70 ..< 90 (a header only); section 2: 90 ..< 210.
        #expect(grid.extent(ofSection: 1) == (70, 90))
        #expect(grid.sections(inMain: 60, 95) == 0...2)
        #expect(grid.items(inMain: 60, 95) == 0...2)
        #expect(grid.items(inMain: 70, 95) == nil)
        #expect(grid.items(inMain: 70, 115) == 3...5)
        #expect(
            grid.box(ofItem: RowPosition(section: 2, row: 4))
                == .init(main: 160, cross: 100, mainLength: 50, crossLength: 100))
    }

    @Test func measuredLinesMoveTheLinesBelowAndCentreShorterItems() {
        var grid = tenItems()
        let grown = grid.setLineLength(80, at: RowPosition(section: 0, row: 0))
        #expect(grown == 30)
        #expect(grid.isMeasured(RowPosition(section: 0, row: 0)))
        #expect(grid.contentLength == 260)
        #expect(grid.box(ofItem: RowPosition(section: 0, row: 3)).main == 90)
        #expect(grid.box(ofItem: RowPosition(section: 0, row: 1), mainLength: 40).main == 20)
        // The last line has no spacing after it.
        grid.setLineLength(20, at: RowPosition(section: 0, row: 3))
        #expect(grid.contentLength == 230)
    }

    /// A grid is a value: its parts sit in one shared object, copied before a change, so measuring a line of
    /// one copy leaves the other as it was.
    @Test func aCopyKeepsItsLinesWhenTheOriginalIsMeasured() {
        var grid = tenItems()
        let copy = grid
        grid.setLineLength(80, at: RowPosition(section: 0, row: 0))
        #expect(grid.contentLength == 260 && grid.isMeasured(RowPosition(section: 0, row: 0)))
        #expect(copy.contentLength == 230 && !copy.isMeasured(RowPosition(section: 0, row: 0)))
        #expect(copy.box(ofItem: RowPosition(section: 0, row: 3)).main == 60)
        var again = copy
        again.setLineLength(20, at: RowPosition(section: 0, row: 3))
        #expect(again.contentLength == 200 && copy.contentLength == 230 && grid.contentLength == 260)
    }

    @Test func pointsFindTheItemUnderThemAndNotTheGaps() {
        let grid = tenItems()
        #expect(grid.item(atMain: 10, cross: 115) == RowPosition(section: 0, row: 1))
        #expect(grid.item(atMain: 55, cross: 10) == nil)
        #expect(grid.item(atMain: 10, cross: 105) == nil)
        #expect(grid.item(atMain: 185, cross: 150) == nil)
        #expect(grid.item(atMain: -1, cross: 10) == nil)
    }

    @Test func aBillionItemsCostAFewBytes() {
        let grid = FlowGrid(
            sections: [FlowGrid.Section(itemCount: 1_000_000_000, itemMain: 100, itemCross: 100, lineSpacing: 10)],
            crossLength: 320)
        #expect(grid.itemsPerLine(inSection: 0) == 3)
        #expect(grid.lines.sections[0].rows.storageBytes < 4096)
        let last = RowPosition(section: 0, row: 999_999_999)
        // 333,333,334 lines: the last one starts after 333,333,333 lines of 110.
        #expect(grid.box(ofItem: last).main == 36_666_666_630)
        #expect(grid.items(inMain: 36_666_666_630, 36_666_666_700) == 999_999_999...999_999_999)
    }

    @Test func itemsOfTheirOwnSizesBreakLinesGreedilyJustifyFullLinesAndLeftAlignTheLast() {
        let sizes = [(100, 40), (150, 30), (80, 50), (200, 20), (90, 40), (60, 60)].map {
            FlowGrid.ItemSize(main: Double($0.1), cross: Double($0.0))
        }
        let grid = FlowGrid(
            sections: [
                FlowGrid.Section(
                    itemCount: 6, itemMain: 40, itemCross: 100, lineSpacing: 10, interitemSpacing: 10, itemSizes: sizes)
            ], crossLength: 320)
        // Lines [0, 1] (250 wide: 70 between), [2, 3] (280: 40 between), and the last, [4, 5], at the minimum.
        #expect(grid.items(ofLine: RowPosition(section: 0, row: 1)) == 2..<4)
        #expect(grid.line(of: RowPosition(section: 0, row: 5)) == RowPosition(section: 0, row: 2))
        #expect(
            grid.box(ofItem: RowPosition(section: 0, row: 1))
                == .init(main: 5, cross: 170, mainLength: 30, crossLength: 150))
        #expect(
            grid.box(ofItem: RowPosition(section: 0, row: 3))
                == .init(main: 65, cross: 120, mainLength: 20, crossLength: 200))
        #expect(
            grid.box(ofItem: RowPosition(section: 0, row: 5))
                == .init(main: 110, cross: 100, mainLength: 60, crossLength: 60))
        // Lines of 40, 50 and 60 with two spacings.
        #expect(grid.contentLength == 170)
        #expect(grid.items(inMain: 45, 60) == 2...3)
        #expect(grid.item(atMain: 66, cross: 125) == RowPosition(section: 0, row: 3))
        // A line of one item is centred, the last one too.
        let single = FlowGrid(
            sections: [
                FlowGrid.Section(
                    itemCount: 2, itemMain: 40, itemCross: 300, interitemSpacing: 10,
                    itemSizes: [.init(main: 40, cross: 300), .init(main: 40, cross: 300)])
            ], crossLength: 320)
        #expect(single.box(ofItem: RowPosition(section: 0, row: 0)).cross == 10)
        #expect(
            single.box(ofItem: RowPosition(section: 0, row: 1))
                == .init(main: 40, cross: 10, mainLength: 40, crossLength: 300))
    }
}
