import Foundation

extension View {
    /// Whether any window ever had a safe area or any container's bar ever covered a child's view: until then,
    /// every view's safe area is zero without a walk up the tree.
    nonisolated(unsafe) static var someWindowHasASafeArea = false

    /// How far the screen's edges (a window's ``Window/screenSafeAreaInsets``) and a controller's
    /// ``ViewController/additionalSafeAreaInsets`` reach into this view, in its own coordinates: the superview's
    /// insets less the distance from each of its edges to this view's, never negative.
    ///
    /// - Complexity: O(d) in the view's depth.
    public var safeAreaInsets: EdgeInsets {
        var insets = EdgeInsets.zero
        if View.someWindowHasASafeArea {
            if let window = self as? Window {
                insets = window.screenSafeAreaInsets
            } else if let parent = superview {
                var outer = parent.safeAreaInsets
                // A container's bars (a navigation bar, a toolbar, a tab bar) cover its child's view.
                if isControllerView, let container = owningController?.parent, container.loadedView === parent {
                    let bars = container.barCoverage
                    outer.top = max(outer.top, bars.top)
                    outer.bottom = max(outer.bottom, bars.bottom)
                }
                let frame = self.frame
                let visible = parent.bounds
                insets = EdgeInsets(
                    top: max(0, outer.top - (frame.minY - visible.minY)),
                    left: max(0, outer.left - (frame.minX - visible.minX)),
                    bottom: max(0, outer.bottom - (visible.maxY - frame.maxY)),
                    right: max(0, outer.right - (visible.maxX - frame.maxX)))
            }
        }
        if let extra = owningController?.additionalSafeAreaInsets, extra != .zero {
            insets.top += extra.top
            insets.left += extra.left
            insets.bottom += extra.bottom
            insets.right += extra.right
        }
        return insets
    }

    /// ``layoutMargins`` measured from the edges of the safe area (``insetsLayoutMarginsFromSafeArea``, true by
    /// default) or from the bounds: what ``layoutMarginsGuide`` insets the bounds by.
    var effectiveLayoutMargins: EdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea, View.someWindowHasASafeArea {
            let safe = safeAreaInsets
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        if extrasIfMade?.layoutMarginsFollowReadableWidth == true { margins = readableColumn(within: margins) }
        return margins
    }

    /// The widest a readable column is: 672 points, as ``readableContentGuide`` takes it.
    static let readableWidth: CGFloat = 672

    /// `margins` moved in equally on the left and right until the bounds between them are at most
    /// ``readableWidth`` wide: the readable column centred within the margins (unchanged when already narrower).
    func readableColumn(within margins: EdgeInsets) -> EdgeInsets {
        var column = margins
        let width = bounds.width - margins.left - margins.right
        if width > View.readableWidth {
            column.left += (width - View.readableWidth) / 2
            column.right += (width - View.readableWidth) / 2
        }
        return column
    }

    /// Whether the layout margins narrow to the readable width on a wide view (false by default): a storyboard's
    /// "Follow Readable Width", which keeps a table's or form's text in the readable column on an iPad.
    public var layoutMarginsFollowReadableWidth: Bool {
        get { extrasIfMade?.layoutMarginsFollowReadableWidth ?? false }
        set {
            guard newValue != layoutMarginsFollowReadableWidth else { return }
            extras.layoutMarginsFollowReadableWidth = newValue
            setNeedsLayout()
            safeAreaChanged()
        }
    }

    /// Tells this view and those below it that the safe area may have changed: scroll views take the new
    /// adjusted inset, constraints to safe-area guides solve again, and each view and controller hears it.
    ///
    /// - Complexity: O(n) in the views of the subtree.
    func safeAreaChanged() {
        if let storage = autoLayoutStorage,
            storage.safeAreaGuide != nil || storage.marginsGuide != nil || storage.readableGuide != nil
                || storage.keyboardGuide != nil
        {
            constraintMakeupChanged()
        }
        if let scrollView = self as? ScrollView { scrollView.adjustedInsetMayHaveChanged() }
        safeAreaInsetsDidChange()
        owningController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
        for view in subviews { view.safeAreaChanged() }
    }
}
