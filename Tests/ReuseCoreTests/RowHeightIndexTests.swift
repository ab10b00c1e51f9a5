import Testing

@testable import ReuseCore

/// A plain array model of row heights to check the index against.
private struct ReferenceRows {
    var heights: [Double?]
    var estimate: Double

    func height(_ row: Int) -> Double { heights[row] ?? estimate }
    func offset(_ row: Int) -> Double { (0..<row).reduce(0) { $0 + height($1) } }
    var total: Double { offset(heights.count) }
}

private struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}

@Suite struct RowHeightIndexTests {
    @Test func estimatedRowsCountAtTheEstimate() {
        let index = RowHeightIndex(count: 10, estimate: 44)
        #expect(index.totalHeight == 440)
        #expect(index.offset(ofRow: 3) == 132)
        #expect(index.row(at: 131.9) == 2)
        #expect(index.row(at: 132) == 3)
        #expect(index.row(at: 440) == nil)
        #expect(index.row(at: -1) == nil)
        #expect(!index.isMeasured(3))
    }

    @Test func measuredHeightsMoveTheRowsBelow() {
        var index = RowHeightIndex(count: 100, estimate: 44)
        index.setHeight(100, ofRow: 5)
        #expect(index.offset(ofRow: 5) == 220)
        #expect(index.offset(ofRow: 6) == 320)
        #expect(index.totalHeight == 4400 + 56)
        #expect(index.isMeasured(5))
        #expect(!index.isMeasured(6))
        #expect(index.row(at: 319) == 5)
        #expect(index.row(at: 320) == 6)
        index.setHeight(30, ofRow: 6, measured: false)
        #expect(!index.isMeasured(6))
        #expect(index.height(ofRow: 6) == 30)
        index.forgetHeight(ofRow: 5)
        #expect(index.height(ofRow: 5) == 44)
    }

    @Test func zeroHeightRowsAreSkippedByOffsetQueries() {
        var index = RowHeightIndex(count: 5, estimate: 10)
        index.setHeight(0, ofRow: 1)
        index.setHeight(0, ofRow: 2)
        #expect(index.row(at: 9.9) == 0)
        #expect(index.row(at: 10) == 3)
    }

    @Test func aBillionRowsAreExactAndCostAFewBytes() {
        var index = RowHeightIndex(count: 1_000_000_000, estimate: 44)
        #expect(index.totalHeight == 44_000_000_000)
        #expect(index.offset(ofRow: 999_999_999) == 43_999_999_956)
        #expect(index.row(at: 43_999_999_956) == 999_999_999)
        #expect(index.row(at: 43_999_999_955.99) == 999_999_998)
        #expect(index.segmentCount == 1)
        for row in 999_999_000..<1_000_000_000 { index.setHeight(44.5, ofRow: row) }
        #expect(index.totalHeight == 44_000_000_500)
        #expect(index.offset(ofRow: 999_999_999) == 43_999_999_956 + 499.5)
        // 1,000 measured rows: pages of 64 rows at 4 bytes a row, plus a few tree nodes.
        #expect(index.storageBytes < 16 * 1024)
    }

    @Test func matchesAnArrayUnderRandomChanges() {
        var random = SplitMix(state: 42)
        var reference = ReferenceRows(heights: Array(repeating: nil, count: 300), estimate: 20)
        var index = RowHeightIndex(count: 300, estimate: 20)
        for step in 0..<3000 {
            let count = reference.heights.count
            switch random.int(0..<10) {
            case 0..<5 where count > 0:
                let row = random.int(0..<count)
                let height = Double(random.int(0..<400)) / 4
                reference.heights[row] = height
                index.setHeight(height, ofRow: row)
            case 5 where count > 0:
                let row = random.int(0..<count)
                reference.heights[row] = nil
                index.forgetHeight(ofRow: row)
            case 6:
                let at = random.int(0..<(count + 1))
                let n = random.int(1..<20)
                reference.heights.insert(contentsOf: Array(repeating: nil, count: n), at: at)
                index.insertRows(at: at, count: n)
            case 7 where count > 0:
                let start = random.int(0..<count)
                let end = min(count, start + random.int(1..<30))
                reference.heights.removeSubrange(start..<end)
                index.removeRows(in: start..<end)
            case 8 where count > 1:
                let from = random.int(0..<count)
                let to = random.int(0..<count)
                let moved = reference.heights.remove(at: from)
                reference.heights.insert(moved, at: to)
                index.moveRow(from: from, to: to)
            default:
                let estimate = Double(random.int(1..<100))
                reference.estimate = estimate
                index.estimate = estimate
            }
            #expect(index.count == reference.heights.count, "step \(step)")
            #expect(index.totalHeight == reference.total, "step \(step)")
            if reference.heights.count > 0 {
                let row = random.int(0..<reference.heights.count)
                #expect(index.offset(ofRow: row) == reference.offset(row), "step \(step) row \(row)")
                #expect(index.height(ofRow: row) == reference.height(row), "step \(step) row \(row)")
                if reference.height(row) > 0 {
                    let y = reference.offset(row) + reference.height(row) / 2
                    #expect(index.row(at: y) == row, "step \(step) y \(y)")
                }
            }
        }
    }

    /// A layout pass's pattern: measure a few rows one after the other and read each one's offset and height
    /// right away (the reads of the last changed segment take the finger), at random places, with rows inserted
    /// and removed between passes.
    @Test func readsRightAfterWritesMatchAnArray() {
        var random = SplitMix(state: 7)
        var reference = ReferenceRows(heights: Array(repeating: nil, count: 5_000), estimate: 44)
        var index = RowHeightIndex(count: 5_000, estimate: 44)
        for pass in 0..<400 {
            let first = random.int(0..<(reference.heights.count - 8))
            for row in first..<(first + 8) {
                // Not the estimate: a row measured at exactly the estimate reads as not measured (documented).
                let height = Double(random.int(45..<200))
                reference.heights[row] = height
                index.setHeight(height, ofRow: row)
                for probe in [row - 1, row, row + 1, first] where probe >= 0 && probe < reference.heights.count {
                    #expect(index.offset(ofRow: probe) == reference.offset(probe), "pass \(pass) row \(probe)")
                    #expect(index.height(ofRow: probe) == reference.height(probe), "pass \(pass) row \(probe)")
                    #expect(index.isMeasured(probe) == (reference.heights[probe] != nil), "pass \(pass)")
                    let y = reference.offset(probe) + reference.height(probe) / 2
                    #expect(index.row(at: y) == probe, "pass \(pass) y \(y)")
                }
            }
            if pass % 3 == 0 {
                let at = random.int(0..<reference.heights.count)
                reference.heights.insert(contentsOf: [nil, nil, nil], at: at)
                index.insertRows(at: at, count: 3)
            } else if pass % 3 == 1 {
                let at = random.int(0..<(reference.heights.count - 2))
                reference.heights.removeSubrange(at..<(at + 2))
                index.removeRows(in: at..<(at + 2))
            }
            #expect(index.totalHeight == reference.total, "pass \(pass)")
        }
        #expect(index.treeDepth() < 60)
    }

    /// A scrolling pass's pattern: focus on a window, then read and measure rows around it, with heights changed
    /// above, inside and below the window and rows inserted and removed between passes. Every read must match the
    /// array, whichever finger (the last change's, or the window's two ends) answers it.
    @Test func readsThroughTheWindowMatchAnArray() {
        var random = SplitMix(state: 11)
        var reference = ReferenceRows(heights: Array(repeating: nil, count: 3_000), estimate: 44)
        var index = RowHeightIndex(count: 3_000, estimate: 44)
        // Half the rows measured, so that the window's ends sit in pages as well as in runs. Heights are never an
        // estimate (20 to 59): a row measured at exactly the estimate reads as not measured (documented).
        for row in stride(from: 0, to: 1_500, by: 1) {
            let height = Double(60 + (row * 37) % 61)
            reference.heights[row] = height
            index.setHeight(height, ofRow: row)
        }
        func units(_ points: Double) -> Int64 { LayoutUnit.units(points) }
        for pass in 0..<300 {
            let top = Double(random.int(0..<Int(reference.total)))
            let bottom = top + Double(random.int(1..<900))
            index.focus(onUnits: units(top), units(bottom))
            // A change somewhere: above the window, inside it or below it.
            let changed = random.int(0..<reference.heights.count)
            let height = Double(random.int(60..<120))
            reference.heights[changed] = height
            index.setHeight(height, ofRow: changed)
            for y in [top, bottom - 0.5, top + (bottom - top) / 2] where y >= 0 && y < reference.total {
                guard let row = index.row(at: y) else {
                    Issue.record("pass \(pass): no row at \(y)")
                    continue
                }
                #expect(reference.offset(row) <= y && y < reference.offset(row) + reference.height(row), "pass \(pass)")
                for probe in [row - 1, row, row + 1] where probe >= 0 && probe < reference.heights.count {
                    #expect(index.offset(ofRow: probe) == reference.offset(probe), "pass \(pass) row \(probe)")
                    #expect(index.height(ofRow: probe) == reference.height(probe), "pass \(pass) row \(probe)")
                    let extent = index.extentUnits(ofRow: probe)
                    #expect(extent.top == units(reference.offset(probe)), "pass \(pass) row \(probe)")
                    #expect(extent.height == units(reference.height(probe)), "pass \(pass) row \(probe)")
                }
            }
            switch pass % 4 {
            case 0:
                let at = random.int(0..<reference.heights.count)
                reference.heights.insert(contentsOf: [nil, nil], at: at)
                index.insertRows(at: at, count: 2)
            case 1:
                let at = random.int(0..<(reference.heights.count - 2))
                reference.heights.removeSubrange(at..<(at + 2))
                index.removeRows(in: at..<(at + 2))
            case 2:
                reference.estimate = Double(random.int(20..<60))
                index.estimate = reference.estimate
            default:
                break
            }
            #expect(index.totalHeight == reference.total, "pass \(pass)")
        }
    }

    @Test func anExtentOutsideTheRowsIsTheEnd() {
        var index = RowHeightIndex(count: 10, estimate: 10)
        index.focus(onUnits: LayoutUnit.units(-50), LayoutUnit.units(5_000))
        #expect(index.extentUnits(ofRow: 10) == (LayoutUnit.units(100), 0))
        #expect(index.extentUnits(ofRow: -1) == (LayoutUnit.units(100), 0))
        #expect(index.extentUnits(ofRow: 9) == (LayoutUnit.units(90), LayoutUnit.units(10)))
    }

    @Test func measuringRowsInOrderKeepsTheTreeShallow() {
        var index = RowHeightIndex(count: 1_000_000_000, estimate: 44)
        for row in 0..<100_000 { index.setHeight(50, ofRow: row) }
        for row in stride(from: 500_000_000, to: 500_000_000 + 64 * 2000, by: 64) { index.setHeight(50, ofRow: row) }
        #expect(index.treeDepth() < 80)
        #expect(index.totalUnits == LayoutUnit.units(44_000_000_000 + 6 * 102_000))
    }

    @Test func forgetAllHeightsKeepsTheCount() {
        var index = RowHeightIndex(count: 1000, estimate: 10)
        for row in stride(from: 0, to: 1000, by: 7) { index.setHeight(33, ofRow: row) }
        index.forgetAllHeights()
        #expect(index.count == 1000)
        #expect(index.totalHeight == 10_000)
        #expect(index.segmentCount == 1)
    }
}

@Suite struct TableLayoutTests {
    func sampleLayout() -> TableLayout {
        TableLayout(sections: [
            TableLayout.Section(rows: 3, estimate: 10, header: 5, footer: 2),
            TableLayout.Section(rows: 0, estimate: 10, header: 5, footer: 0),
            TableLayout.Section(rows: 2, estimate: 20, header: 0, footer: 3),
        ])
    }

    @Test func sectionsAreLaidEndToEnd() {
        let layout = sampleLayout()
        #expect(layout.totalHeight == 37 + 5 + 43)
        #expect(layout.sectionTopUnits(1) == LayoutUnit.units(37))
        #expect(layout.rowTopUnits(RowPosition(section: 2, row: 1)) == LayoutUnit.units(62))
        #expect(layout.footerTopUnits(0) == LayoutUnit.units(35))
        #expect(layout.totalRows == 5)
        #expect(layout.place(atUnits: LayoutUnit.units(4)) == .header(section: 0))
        #expect(layout.place(atUnits: LayoutUnit.units(15)) == .row(RowPosition(section: 0, row: 1)))
        #expect(layout.place(atUnits: LayoutUnit.units(36)) == .footer(section: 0))
        #expect(layout.place(atUnits: LayoutUnit.units(38)) == .header(section: 1))
        #expect(layout.place(atUnits: LayoutUnit.units(84)) == .footer(section: 2))
        #expect(layout.place(atUnits: LayoutUnit.units(85)) == nil)
    }

    @Test func spaceAboveAndBelowShiftsEverythingAndBelongsToNoSection() {
        var layout = sampleLayout()
        layout.topUnits = LayoutUnit.units(100)
        layout.bottomUnits = LayoutUnit.units(30)
        #expect(layout.totalHeight == 100 + 85 + 30)
        #expect(layout.sectionTopUnits(0) == LayoutUnit.units(100))
        #expect(layout.rowTopUnits(RowPosition(section: 2, row: 1)) == LayoutUnit.units(162))
        #expect(layout.footerTopUnits(2) == LayoutUnit.units(182))
        #expect(layout.place(atUnits: LayoutUnit.units(99)) == nil)
        #expect(layout.place(atUnits: LayoutUnit.units(104)) == .header(section: 0))
        #expect(layout.place(atUnits: LayoutUnit.units(115)) == .row(RowPosition(section: 0, row: 1)))
        #expect(layout.place(atUnits: LayoutUnit.units(186)) == nil)
        #expect(layout.section(atUnits: LayoutUnit.units(50)) == nil)
        #expect(layout.section(atUnits: LayoutUnit.units(140)) == 1)
        #expect(layout.rows(inUnits: LayoutUnit.units(0), LayoutUnit.units(105)) == nil)
        #expect(layout.rows(inUnits: LayoutUnit.units(0), LayoutUnit.units(106)) == 0...0)
        #expect(layout.rows(inUnits: LayoutUnit.units(130), LayoutUnit.units(150)) == 2...3)
        #expect(layout.rows(inUnits: LayoutUnit.units(185), LayoutUnit.units(215)) == nil)
    }

    @Test func visibleRowsSpanSections() {
        let layout = sampleLayout()
        #expect(layout.rows(inUnits: LayoutUnit.units(0), LayoutUnit.units(6)) == 0...0)
        #expect(layout.rows(inUnits: LayoutUnit.units(30), LayoutUnit.units(50)) == 2...3)
        #expect(layout.rows(inUnits: LayoutUnit.units(36), LayoutUnit.units(42)) == nil)
        #expect(layout.position(ofGlobalIndex: 3) == RowPosition(section: 2, row: 0))
        #expect(layout.globalIndex(of: RowPosition(section: 2, row: 1)) == 4)
        #expect(layout.position(ofGlobalIndex: 5) == nil)
    }

    /// Focusing on a window changes no answer, inside the window, across sections, above or below the table.
    @Test func focusingChangesNoAnswer() {
        let plain = sampleLayout()
        for (lower, upper) in [(-10.0, 6.0), (30, 50), (36, 42), (0, 85), (60, 200), (90, 100)] {
            var focused = sampleLayout()
            focused.focus(onUnits: LayoutUnit.units(lower), LayoutUnit.units(upper))
            for global in 0..<plain.totalRows {
                let position = plain.position(ofGlobalIndex: global)!
                let extent = focused.rowExtentUnits(position)
                #expect(extent?.top == plain.rowTopUnits(position), "window \(lower)..<\(upper), row \(global)")
                #expect(extent?.height == plain.rowHeightUnits(position), "window \(lower)..<\(upper), row \(global)")
            }
            for y in stride(from: 0.0, to: 90, by: 2.5) {
                let units = LayoutUnit.units(y)
                #expect(
                    focused.rows(inUnits: units, units + LayoutUnit.units(7))
                        == plain.rows(inUnits: units, units + LayoutUnit.units(7)))
                #expect(focused.place(atUnits: units) == plain.place(atUnits: units))
            }
        }
        #expect(plain.rowExtentUnits(RowPosition(section: 1, row: 0)) == nil)
        #expect(plain.rowExtentUnits(RowPosition(section: 3, row: 0)) == nil)
        #expect(plain.rowExtentUnits(RowPosition(section: 2, row: -1)) == nil)
    }

    /// A layout pass asks for the visible rows again after its cells came and went; the layout answers from its
    /// last answer only while no geometry changed. Every kind of change between two asks of the same window must
    /// give the answer a fresh search gives.
    @Test func askingAgainForTheVisibleRowsSeesEveryChange() {
        var random = SplitMix(state: 7)
        var layout = TableLayout(sections: (0..<4).map { _ in TableLayout.Section(rows: 40, estimate: 30, header: 12) })
        for pass in 0..<400 {
            let lower = LayoutUnit.units(Double(random.int(0..<Int(layout.totalHeight))))
            let upper = lower + LayoutUnit.units(Double(random.int(1..<300)))
            #expect(layout.visibleRows(focusingOnUnits: lower, upper) == layout.rows(inUnits: lower, upper))
            let section = random.int(0..<layout.numberOfSections)
            let rows = layout.numberOfRows(inSection: section)
            switch pass % 8 {
            case 0 where rows > 0:
                let row = RowPosition(section: section, row: random.int(0..<rows))
                layout.setRowHeight(Double(random.int(5..<90)), at: row)
            case 1: layout.setHeaderHeight(Double(random.int(0..<40)), section: section)
            case 2: layout.setFooterHeight(Double(random.int(0..<40)), section: section)
            case 3: layout.updateRows(inSection: section) { $0.insertRows(at: 0, count: random.int(1..<5)) }
            case 4 where rows > 2: layout.updateRows(inSection: section) { $0.removeRows(in: 0..<2) }
            case 5: layout.topUnits = LayoutUnit.units(Double(random.int(0..<50)))
            case 6: layout.replaceSections { $0.swapAt(0, $0.count - 1) }
            default: break  // nothing changed: the same answer again
            }
            #expect(
                layout.visibleRows(focusingOnUnits: lower, upper) == layout.rows(inUnits: lower, upper),
                "pass \(pass), change \(pass % 8)")
        }
    }

    @Test func heightChangesUpdateSectionTotals() {
        var layout = sampleLayout()
        layout.setRowHeight(50, at: RowPosition(section: 0, row: 0))
        #expect(layout.sectionTopUnits(2) == LayoutUnit.units(82))
        layout.setHeaderHeight(0, section: 1)
        #expect(layout.sectionTopUnits(2) == LayoutUnit.units(77))
        layout.updateRows(inSection: 1) { $0.insertRows(at: 0, count: 4) }
        #expect(layout.totalRows == 9)
        #expect(layout.sectionTopUnits(2) == LayoutUnit.units(117))
    }

    @Test func fenwickFindsSlots() {
        let tree = FenwickTree<Int>([3, 0, 2, 5])
        #expect(tree.total == 10)
        #expect(tree.prefixSum(2) == 3)
        #expect(tree.slot(containing: 0) == 0)
        #expect(tree.slot(containing: 3) == 2)
        #expect(tree.slot(containing: 5) == 3)
        #expect(tree.slot(containing: 10) == 4)
    }
}
