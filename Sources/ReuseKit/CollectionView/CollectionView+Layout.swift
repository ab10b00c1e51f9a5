import Foundation
import ReuseCore

extension CollectionView {
    /// The number of sections, as last loaded.
    public var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, as last loaded; 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func setNeedsReload() {
        guard hasLoadedData else { return }
        hasLoadedData = false
        setNeedsLayout()
    }

    func loadIfNeeded() {
        if !hasLoadedData { loadModel() }
    }

    /// Whether the layout scrolls sideways (a horizontal flow or compositional layout).
    var scrollsHorizontally: Bool { collectionViewLayout.scrollsAlongX }

    /// The content offset along the scroll axis.
    /// Reads the scroll axis each layout pass and each change of layout keep (``ScrollView/scrollsSideways``), not
    /// the layout's: this is read several times a frame.
    var mainOffset: Double { Double(scrollsSideways ? contentOffset.x : contentOffset.y) }

    // MARK: Loading

    func loadModel() {
        endDisplayingEverything()
        pool.invalidateAll()
        supplementaryPool.invalidateAll()
        policy.reset()
        hasLoadedData = true
        itemCounts = loadCounts()
        itemTotals = FenwickTree(itemCounts)
        let context = type(of: collectionViewLayout).contextType.init()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
        pass.contentPlaced(at: mainOffset)
    }

    /// The data source's counts, checked: at most ``LayoutUnit/maximumSections`` sections and
    /// ``LayoutUnit/maximumRows`` items in all.
    func loadCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sectionCount = checkedCount(
            dataSource.numberOfSections(in: self), "numberOfSections(in:)", maximum: LayoutUnit.maximumSections,
            things: "items")
        var counts: [Int] = []
        counts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            counts.append(
                checkedCount(
                    dataSource.collectionView(self, numberOfItemsInSection: section),
                    "collectionView(_:numberOfItemsInSection:)", maximum: LayoutUnit.maximumRows, section: section,
                    things: "items"))
        }
        if !placeholders.isEmpty {
            for section in counts.indices { counts[section] += placeholders.count(inSection: section) }
        }
        return sharedCounts(counts, "collectionView(_:numberOfItemsInSection:)", things: "items")
    }

    // MARK: Global item order

    /// The number of items in all sections.
    var totalItems: Int { itemTotals.total }

    func globalIndex(of indexPath: IndexPath) -> Int? {
        let section = indexPath.section
        let item = indexPath.count > 1 ? indexPath.item : -1
        guard section >= 0, section < itemCounts.count, item >= 0, item < itemCounts[section] else { return nil }
        return itemTotals.globalIndex(of: RowPosition(section: section, row: item))
    }

    func indexPath(ofGlobal index: Int) -> IndexPath? {
        if itemCounts.count == 1 {
            return index >= 0 && index < itemCounts[0] ? IndexPath(item: index, section: 0) : nil
        }
        return itemTotals.position(ofGlobalIndex: index)?.itemIndexPath
    }

    // MARK: Invalidation

    /// The layout was invalidated: the views on screen take their attributes again, and the offset moves by the
    /// context's adjustment.
    func layoutDidInvalidate(_ context: CollectionViewLayoutInvalidationContext) {
        if collectionViewLayout.invalidatesItems(context) { layoutGeneration &+= 1 }
        let adjustment = context.contentOffsetAdjustment
        let along = scrollsSideways ? adjustment.x : adjustment.y
        if along != 0, !isScrollAnimating {
            shiftContent(by: along)
            pass.contentShifted(by: Double(along))
            // The anchor moved on with what grew before it.
            if let anchor = anchorMain { anchorMain = anchor + Double(along) }
        }
        setNeedsLayout()
    }

    /// Whether something that ends at `end` along the scroll axis lies wholly above the item kept still while
    /// cells are measured (outside a pass, above the content offset): what changes size there moves the offset
    /// with it.
    func isAboveAnchor(end: Double) -> Bool {
        end <= (anchorMain ?? mainOffset)
    }

    func updateContentSize() {
        let size = collectionViewLayout.collectionViewContentSize
        if size != contentSize { contentSize = size }
    }

    // MARK: The layout pass

    func layoutPass() {
        guard !isInLayoutPass else { return }
        for attempt in 0..<2 {
            if attempt > 0 { loadModel() }
            isInLayoutPass = true
            onePass()
            isInLayoutPass = false
            guard reloadRequestedDuringPass else { return }
            reloadRequestedDuringPass = false
        }
        setNeedsReload()
    }

    private func onePass() {
        loadIfNeeded()
        let layout = collectionViewLayout
        // The physics runs on the layout's scroll axis.
        let sideways = scrollsHorizontally
        if sideways != scrollsSideways { scrollsSideways = sideways }
        let bounds = self.bounds
        if bounds != lastLayoutBounds, layoutIsInvalidated(by: bounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
            if ViewAnimator.shared.currentDuration > 0, animatedBoundsChange == nil {
                animatedBoundsChange = lastLayoutBounds
            }
        }
        layout.prepareIfNeeded()
        // Inside an animation block, UIKit tells the layout of the animated change.
        let animatedFrom = animatedBoundsChange
        if let animatedFrom {
            animatedBoundsChange = nil
            layout.prepare(forAnimatedBoundsChange: animatedFrom)
        }
        defer { if animatedFrom != nil { layout.finalizeAnimatedBoundsChange() } }
        updateContentSize()
        let before = envelope(visibleItems)
        collectVisibleItems(in: self.bounds)
        anchorMain = anchorPosition()
        let direction = pass.begin(offset: mainOffset, target: envelope(nextItems))
        updatePrefetching(before: before, after: envelope(nextItems), direction: direction)
        applyVisibleItems(direction: direction)
        // Measured cells may change the lines: settle until the visible items stop changing.
        var steps = 0
        while layout.needsPrepare || appliedGeneration != layoutGeneration, steps < LayoutPassState.maximumSettleSteps {
            steps += 1
            layout.prepareIfNeeded()
            updateContentSize()
            let generation = layoutGeneration
            collectVisibleItems(in: self.bounds)
            applyVisibleItems(direction: direction)
            refreshVisibleAttributes()
            if generation == layoutGeneration { break }
        }
        if appliedGeneration != layoutGeneration { refreshVisibleAttributes() }
        updateSupplementaries()
        if appliedGeneration != layoutGeneration {
            // A supplementary view measured itself: the items below it moved.
            layout.prepareIfNeeded()
            updateContentSize()
            collectVisibleItems(in: self.bounds)
            applyVisibleItems(direction: direction)
            refreshVisibleAttributes()
            updateSupplementaries()
        }
        if interactiveMovement != nil { placeMovingCell() }
        backgroundView?.frame = self.bounds
        pass.end(offset: mainOffset, time: time)
        anchorMain = nil
        lastLayoutBounds = self.bounds
        passAttributes.removeAll(keepingCapacity: true)
        passSupplementaryAttributes.removeAll(keepingCapacity: true)
        let alive = visibleSlots.count + pool.count
        statistics.mostCellsAlive = max(statistics.mostCellsAlive, alive)
    }

    /// Where the item that stays still while cells are measured starts: the first visible item from before the
    /// pass, or after a jump (nothing in common with what was visible) the new first item.
    private func anchorPosition() -> Double? {
        let horizontal = scrollsHorizontally
        if let cell = visibleSlots.first ?? nil,
            let next = envelope(nextItems), let old = envelope(visibleItems), next.overlaps(old)
        {
            return Double(horizontal ? cell.frame.minX : cell.frame.minY)
        }
        guard let first = nextItems.first, let indexPath = indexPath(ofGlobal: first),
            let frame = passAttributes[first]?.frame
                ?? collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        return Double(horizontal ? frame.minX : frame.minY)
    }

    /// Whether a frame shares area with the visible rect: a frame that only touches its edge does not, as a
    /// flow layout's line that ends where the rect begins is not visible.
    static func meets(_ frame: CGRect, _ rect: CGRect) -> Bool {
        frame.minY < rect.maxY && frame.maxY > rect.minY && frame.minX < rect.maxX && frame.maxX > rect.minX
    }

    func envelope(_ items: [Int]) -> ClosedRange<Int>? {
        guard let first = items.first, let last = items.last else { return nil }
        return first...last
    }

    /// Fills ``nextItems`` with the items whose frames meet `rect`, ascending.
    private func collectVisibleItems(in rect: CGRect) {
        nextItems.removeAll(keepingCapacity: true)
        let layout = collectionViewLayout
        if layout.answersVisibilityQueries {
            layout.appendVisibleItems(in: rect, to: &nextItems)
            return
        }
        passAttributes.removeAll(keepingCapacity: true)
        passSupplementaryAttributes.removeAll(keepingCapacity: true)
        for attributes in layout.layoutAttributesForElements(in: rect) ?? [] where !attributes.isHidden {
            let frame = attributes.frame
            guard frame.isDrawable
            else {
                reportLayoutAnswer(
                    "a frame of \(frame)", for: attributes.indexPath,
                    rule: "A layout's frames are finite rectangles", replacement: "no cell for it")
                continue
            }
            guard Self.meets(frame, rect) else { continue }
            switch attributes.representedElementCategory {
            case .cell:
                guard let index = globalIndex(of: attributes.indexPath) else {
                    // UIKit raises: "received layout attributes for a cell with an index path that does not exist".
                    reportLayoutAnswer(
                        "attributes for an index path that does not exist", for: attributes.indexPath,
                        rule: "A layout answers for the items the data source gives (\(numberOfSections) sections)",
                        replacement: "no cell for it")
                    continue
                }
                guard passAttributes.updateValue(attributes, forKey: index) == nil else {
                    // Two answers for one item would give it two live cells: the last one stands.
                    reportLayoutAnswer(
                        "attributes twice", for: attributes.indexPath,
                        rule: "A layout answers once for each item in the rectangle", replacement: "the last answer")
                    continue
                }
                nextItems.append(index)
            case .supplementaryView, .decorationView:
                let key = SupplementaryKey(
                    kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                passSupplementaryAttributes[key] = attributes
            }
        }
        nextItems.sort()
    }

    /// A wrong answer from the layout, reported once per kind: the pass goes on without it.
    private func reportLayoutAnswer(_ value: String, for indexPath: IndexPath, rule: String, replacement: String) {
        reportInvalid(
            InvalidValue(
                source: "\(type(of: collectionViewLayout)).layoutAttributesForElements(in:)", value: value,
                rule: rule, replacement: replacement, context: "item \(indexPath)"))
    }

    /// Ends the items that left, then fills the items that entered, nearest first in the direction of motion.
    private func applyVisibleItems(direction: Int) {
        if !shiftVisibleRange() { mergeVisibleItems() }
        if direction < 0 {
            for slot in visibleSlots.indices.reversed() where visibleSlots[slot] == nil { fill(slot: slot) }
        } else {
            for slot in visibleSlots.indices where visibleSlots[slot] == nil { fill(slot: slot) }
        }
    }

    /// When the items on screen were and are a run of consecutive items that overlap (a flow layout scrolling),
    /// ends the items that left at either end and makes empty slots for those that entered, in place: the cells
    /// that stay are neither copied nor retained again. Returns false when the lists are not such runs.
    private func shiftVisibleRange() -> Bool {
        guard let o1 = visibleItems.first, let o2 = visibleItems.last, let n1 = nextItems.first,
            let n2 = nextItems.last, o2 - o1 + 1 == visibleItems.count, n2 - n1 + 1 == nextItems.count,
            n1 <= o2, o1 <= n2
        else { return false }
        if n1 == o1, n2 == o2 { return true }
        // Leaving, in ascending order: below the new first item, then above the new last one.
        for slot in 0..<max(n1 - o1, 0) { endDisplaying(visibleSlots[slot], item: o1 + slot) }
        let keptEnd = visibleItems.count - max(o2 - n2, 0)
        for slot in keptEnd..<visibleItems.count { endDisplaying(visibleSlots[slot], item: o1 + slot) }
        visibleSlots.removeLast(visibleItems.count - keptEnd)
        visibleSlots.removeFirst(max(n1 - o1, 0))
        if o1 > n1 { visibleSlots.insert(contentsOf: repeatElement(nil, count: o1 - n1), at: 0) }
        if n2 > o2 { visibleSlots.append(contentsOf: repeatElement(nil, count: n2 - o2)) }
        swap(&visibleItems, &nextItems)
        return true
    }

    /// Any two lists: walks them together, carrying the cells of items that stay.
    private func mergeVisibleItems() {
        nextSlots.removeAll(keepingCapacity: true)
        var old = 0
        for item in nextItems {
            while old < visibleItems.count, visibleItems[old] < item {
                endDisplaying(visibleSlots[old], item: visibleItems[old])
                old += 1
            }
            if old < visibleItems.count, visibleItems[old] == item {
                nextSlots.append(visibleSlots[old])
                old += 1
            } else {
                nextSlots.append(nil)
            }
        }
        while old < visibleItems.count {
            endDisplaying(visibleSlots[old], item: visibleItems[old])
            old += 1
        }
        swap(&visibleItems, &nextItems)
        swap(&visibleSlots, &nextSlots)
        nextSlots.removeAll(keepingCapacity: true)
    }

    /// The slot of a visible item in ``visibleItems``, by bisection.
    func slot(ofItem item: Int) -> Int? {
        var low = 0
        var high = visibleItems.count
        while low < high {
            let middle = (low + high) >> 1
            if visibleItems[middle] < item { low = middle + 1 } else { high = middle }
        }
        return low < visibleItems.count && visibleItems[low] == item ? low : nil
    }

    /// The cell showing a visible item.
    func cell(ofItem item: Int) -> CollectionViewCell? {
        slot(ofItem: item).flatMap { visibleSlots[$0] }
    }

    private func updatePrefetching(before: ClosedRange<Int>?, after: ClosedRange<Int>?, direction: Int) {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource else { return }
        var input = PrefetchInput(
            visibleBefore: before, visibleAfter: after, direction: direction, rowCount: totalItems)
        if !(policy is SeedObservedPrefetcher) {
            input.time = time
            input.isTracking = isTracking
            input.latency = dataLatency.summary
            if let after {
                let extent = Double(scrollsHorizontally ? bounds.width : bounds.height)
                let first = cell(ofItem: after.lowerBound)?.frame
                let itemLength = first.map { Double(scrollsHorizontally ? $0.width : $0.height) } ?? extent
                let perLine = max(Double(after.count) / max(extent / max(itemLength, 1), 1), 1)
                input.rowsPerScreen = Double(after.count)
                if direction != 0 {
                    let elapsed = max(time - pass.lastTime, frameInterval)
                    input.velocity = (mainOffset - pass.lastOffset) / elapsed / max(itemLength, 1) * perLine
                }
            }
        }
        let actions = policy.update(input)
        if !actions.prefetch.isEmpty {
            statistics.rowsPrefetched += actions.prefetch.count
            let paths = actions.prefetch.compactMap { indexPath(ofGlobal: $0).map(dataSourceIndexPath) }
            lifecycleObserver?(.prefetchItems(paths))
            prefetcher.collectionView(self, prefetchItemsAt: paths)
        }
        if !actions.cancel.isEmpty {
            statistics.rowsCancelled += actions.cancel.count
            let paths = actions.cancel.compactMap { indexPath(ofGlobal: $0).map(dataSourceIndexPath) }
            lifecycleObserver?(.cancelPrefetchingItems(paths))
            prefetcher.collectionView(self, cancelPrefetchingForItemsAt: paths)
        }
    }

    // MARK: Cells

    /// Shows an item: the cell that still shows it, or `cellForItemAt`; places it; then `willDisplay`.
    private func fill(slot: Int) {
        let item = visibleItems[slot]
        guard let indexPath = indexPath(ofGlobal: item) else { return }
        guard let dataSource else {
            // The weak data source went away and no call told the collection view: said once, and it empties at
            // its next pass instead of keeping items it cannot fill.
            reportReleasedDataSource(rows: totalItems, things: "items")
            hasLoadedData = false
            setNeedsLayout()
            return
        }
        let position = RowPosition(indexPath)
        let cell: CollectionViewCell
        var redisplayed = false
        if let identifier = pool.retainedIdentifier(for: position),
            let retained = pool.takeRetained(for: position, identifier: identifier)
        {
            statistics.cellsRedisplayed += 1
            cell = retained
            redisplayed = true
        } else if !placeholders.isEmpty, let placeholder = placeholders.slot(at: indexPath) {
            configuringIndexPath = indexPath
            cell = placeholderCell(placeholder, at: indexPath)
            configuringIndexPath = nil
        } else {
            let asked = dataSourceIndexPath(indexPath)
            configuringIndexPath = asked
            lifecycleObserver?(.cellForItem(asked))
            RegistrationCounter.insideCellProvider += 1
            cell = dataSource.collectionView(self, cellForItemAt: asked)
            RegistrationCounter.insideCellProvider -= 1
            configuringIndexPath = nil
            if cell.reuseIdentifier == nil {
                ProgrammerError.stop(.cellNotDequeued(method: "collectionView(_:cellForItemAt:)"))
            }
        }
        visibleSlots[slot] = cell
        place(cell, item: item, indexPath: indexPath, measuring: !redisplayed)
        cell.isSelected = !selectedItems.isEmpty && selectedItems.contains(indexPath)
        cell.isSwiped = swipeState?.indexPath == indexPath
        cell.isEditingItem = isEditing && canEdit(indexPath)
        if let outlines = outlineSource {
            cell.isOutlineExpanded = outlines.isExpanded(at: indexPath)
        }
        cell.updateConfigurationIfNeeded()
        addSubview(cell)
        lifecycleObserver?(.willDisplay(indexPath, cell: cell.serialNumber, redisplayed: redisplayed))
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    /// Gives a cell its item's attributes; a layout with estimated sizes is told the cell's preferred ones.
    func place(_ cell: CollectionViewCell, item: Int, indexPath: IndexPath, measuring: Bool) {
        let layout = collectionViewLayout
        guard let attributes = passAttributes[item] ?? layout.layoutAttributesForItem(at: indexPath) else { return }
        apply(attributes, to: cell)
        guard measuring, attributes.frame.isDrawable, layout.asksPreferredAttributes,
            invalidatesLayout(measuring: cell, at: attributes),
            let updated = layout.layoutAttributesForItem(at: indexPath)
        else { return }
        apply(updated, to: cell)
    }

    /// Asks the layout whether a scroll to `bounds` invalidates it, with the offset of the last pass still showing,
    /// as UIKit asks before the bounds change: a layout that compares `newBounds` with `collectionView.bounds` (the
    /// springy layout of UIKit Dynamics) sees how far the content moved.
    private func layoutIsInvalidated(by bounds: CGRect) -> Bool {
        let offset = _contentOffset
        if lastLayoutBounds != .zero { _contentOffset = lastLayoutBounds.origin }
        defer { _contentOffset = offset }
        return collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
    }

    /// Asks the layout about a change of size before it is made (``bounds`` still the old ones), and invalidates
    /// it when it says so; a change inside an animation block is remembered for the next pass.
    func boundsWillChange(to newBounds: CGRect) {
        let layout = collectionViewLayout
        guard layout.shouldInvalidateLayout(forBoundsChange: newBounds) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        if ViewAnimator.shared.currentDuration > 0, animatedBoundsChange == nil { animatedBoundsChange = bounds }
    }

    /// A shown cell said its size changed (``selfSizingInvalidation``): a layout that sizes items from their cells
    /// is told the cell's preferred attributes at once and lays out at the next pass. Constraint changes count with
    /// `.enabledIncludingConstraints`; calls while the cell is configured or laid out change nothing.
    ///
    /// - Complexity: O(v) for v visible items, and one measure of the cell.
    func cellDidInvalidateSize(_ cell: CollectionViewCell, fromConstraints: Bool) {
        switch selfSizingInvalidation {
        case .disabled: return
        case .enabled: if fromConstraints { return }
        case .enabledIncludingConstraints: break
        }
        let layout = collectionViewLayout
        guard configuringIndexPath == nil, !isInLayoutPass, layout.asksPreferredAttributes,
            let indexPath = indexPath(for: cell), let attributes = layout.layoutAttributesForItem(at: indexPath),
            invalidatesLayout(measuring: cell, at: attributes)
        else { return }
        setNeedsLayout()
    }

    /// Tells the layout a view's preferred attributes (UIKit's self-sizing); when they change it, invalidates it
    /// and returns true.
    func invalidatesLayout(measuring view: CollectionReusableView, at attributes: CollectionViewLayoutAttributes)
        -> Bool
    {
        let layout = collectionViewLayout
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return false }
        layout.invalidateLayout(
            with: layout.invalidationContext(
                forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        return true
    }

    func apply(_ attributes: CollectionViewLayoutAttributes, to view: CollectionReusableView) {
        let frame = attributes.frame
        guard frame.isDrawable else {
            // Reported, never drawn: insets or spacings past what a double holds, or a layout's own arithmetic.
            reportLayoutAnswer(
                "a frame of \(frame)", for: attributes.indexPath, rule: "A layout's frames are finite rectangles",
                replacement: "the view's previous frame")
            return
        }
        if attributes.hasTransform || view.hasTransform {
            // UIKit's order: the untransformed frame (as center and bounds), then the transform about the center.
            if view.transform3D != .identity { view.transform3D = .identity }
            if view.frame != frame { view.frame = frame }
            view.transform3D = attributes.transform3D
        } else if view.frame != frame {
            view.frame = frame
        }
        let alpha = attributes.alpha
        if view.alpha != alpha { view.alpha = alpha }
        let hidden = attributes.isHidden
        if view.isHidden != hidden { view.isHidden = hidden }
        view.layoutIfNeeded()
        view.apply(attributes)
    }

    /// Gives every view on screen its attributes again, after an invalidation.
    private func refreshVisibleAttributes() {
        appliedGeneration = layoutGeneration
        let layout = collectionViewLayout
        for (slot, item) in visibleItems.enumerated() {
            guard let cell = visibleSlots[slot], let indexPath = indexPath(ofGlobal: item),
                let attributes = passAttributes[item] ?? layout.layoutAttributesForItem(at: indexPath)
            else { continue }
            if attributes.frame != cell.frame || attributes.hasTransform || cell.hasTransform
                || attributes.alpha != cell.alpha
            {
                apply(attributes, to: cell)
            }
        }
    }

    private func endDisplaying(_ cell: CollectionViewCell?, item: Int) {
        guard let cell else { return }
        let indexPath = indexPath(ofGlobal: item) ?? IndexPath(item: item, section: 0)
        retire(cell, from: indexPath, rememberingItem: RowPosition(indexPath), valid: true)
    }

    /// Ends a cell's display of an item (`didEndDisplaying`) and puts it in its queue remembering `item` (nil: the
    /// item is gone); with `valid: false` it is not shown again for that item as it is. Every way a cell leaves
    /// the screen ends here.
    func retire(_ cell: CollectionViewCell, from indexPath: IndexPath, rememberingItem item: RowPosition?, valid: Bool)
    {
        lifecycleObserver?(.didEndDisplaying(indexPath, cell: cell.serialNumber))
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier {
            pool.enqueue(cell, identifier: identifier, key: item, valid: valid)
        }
    }

    /// Ends the display of every item and supplementary view, in order, as a reload does.
    func endDisplayingEverything() {
        for (slot, item) in visibleItems.enumerated() { endDisplaying(visibleSlots[slot], item: item) }
        visibleItems.removeAll(keepingCapacity: true)
        visibleSlots.removeAll(keepingCapacity: true)
        pass.clear()
        for key in visibleSupplementaries.keys.sorted() { endDisplayingSupplementary(key) }
        for (key, view) in visibleDecorations {
            view.removeFromSuperview()
            decorationPool[key.kind, default: []].append(view)
        }
        visibleDecorations.removeAll()
    }
}
