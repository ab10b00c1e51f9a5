extension FlowGrid {
    /// An item's size along the main axis and across.
    public struct ItemSize: Hashable, Sendable {
        public var main: Double
        public var cross: Double

        public init(main: Double, cross: Double) {
            self.main = main
            self.cross = cross
        }
    }

    /// The lines of a section whose items have sizes of their own (a flow layout delegate's `sizeForItemAt`):
    /// where each line starts, where each item sits across, and each line's length. Built in O(n) for n items,
    /// as UIKit's flow layout builds them.
    ///
    /// Items fill a line while they fit between the insets with the interitem spacing between them. A full line is
    /// justified (its extra space goes between its items), a line of one item is centred, and the section's last
    /// line, when it holds more than one item, keeps the minimum spacing from the leading inset (UIKit's
    /// left-aligned last row for items of different sizes).
    struct Lines: Sendable, Equatable {
        var starts: [Int] = []
        var cross: [Double] = []
        var sizes: [ItemSize]
        var lengths: [Double] = []

        init(sizes: [ItemSize], section: Section, crossLength: Double) {
            self.sizes = sizes
            cross = [Double](repeating: 0, count: sizes.count)
            let available = max(crossLength - section.insetCrossBefore - section.insetCrossAfter, 0)
            let spacing = max(section.interitemSpacing, 0)
            var start = 0
            var used = 0.0
            for (index, size) in sizes.enumerated() {
                let width = max(size.cross, 0)
                if index > start, used + spacing + width > available {
                    close(start..<index, available: available, section: section, isLast: false)
                    start = index
                    used = width
                } else {
                    used += (index > start ? spacing : 0) + width
                }
            }
            if start < sizes.count {
                close(start..<sizes.count, available: available, section: section, isLast: true)
            }
        }

        private mutating func close(_ items: Range<Int>, available: Double, section: Section, isLast: Bool) {
            starts.append(items.lowerBound)
            lengths.append(items.map { max(sizes[$0].main, 0) }.max() ?? 0)
            let widths = items.map { max(sizes[$0].cross, 0) }
            let total = widths.reduce(0, +)
            if items.count == 1 {
                cross[items.lowerBound] = section.insetCrossBefore + max((available - total) / 2, 0)
                return
            }
            let minimum = max(section.interitemSpacing, 0)
            let gap = isLast ? minimum : max((available - total) / Double(items.count - 1), minimum)
            var position = section.insetCrossBefore
            for (offset, item) in items.enumerated() {
                cross[item] = position
                position += widths[offset] + gap
            }
        }

        /// The line holding `item`, by bisection.
        func line(of item: Int) -> Int {
            var low = 0
            var high = starts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if starts[middle] <= item { low = middle } else { high = middle }
            }
            return low
        }

        func items(ofLine line: Int) -> Range<Int> {
            starts[line]..<(line + 1 < starts.count ? starts[line + 1] : sizes.count)
        }
    }
}
