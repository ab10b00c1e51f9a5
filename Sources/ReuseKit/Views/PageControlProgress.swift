import Foundation

/// Progress shown in a page control's current dot (UIPageControlProgress, iOS 17): set
/// ``PageControl/progress``. A new page starts at the delegate's initial progress, or 0.
@preconcurrency @MainActor
open class PageControlProgress {
    /// Told when a page starts and when the progress shows or hides.
    open weak var delegate: (any PageControlProgressDelegate)?
    /// The control the progress is in.
    weak var pageControl: PageControl?

    public init() {}

    /// The current dot's progress, from 0 to 1 (values outside are clamped, NaN is 0).
    open var currentProgress: Float = 0 {
        didSet {
            let clamped = currentProgress.isNaN ? 0 : min(max(currentProgress, 0), 1)
            if clamped != currentProgress { currentProgress = clamped }
        }
    }

    /// Whether the progress shows: hidden while the person scrubs the control (never, headless).
    open var isProgressVisible: Bool { pageControl?.interactionState != .continuous }

    /// The page changed: the progress starts again.
    func pageChanged() {
        let page = pageControl?.currentPage ?? 0
        currentProgress = delegate?.pageControlProgress(self, initialProgressForPage: page) ?? 0
    }
}

/// A progress that fills over each page's duration and then turns to the next page (UIPageControlTimerProgress),
/// on the animations' virtual clock (``View/advanceAnimations(by:)``).
@preconcurrency @MainActor
open class PageControlTimerProgress: PageControlProgress {
    /// How long a page shows unless it has its own duration; kept above 0.
    open var preferredDuration: TimeInterval {
        didSet { if !(preferredDuration > 0) || !preferredDuration.isFinite { preferredDuration = oldValue } }
    }
    /// Whether the last page goes on to the first; false.
    open var resetsToInitialPageAfterEnd = false
    /// Whether the timer runs.
    public private(set) var isRunning = false
    private var durations: [Int: TimeInterval] = [:]
    /// Counts restarts, so that a tick scheduled before a pause or a page change does nothing.
    private var generation = 0

    public init(preferredDuration: TimeInterval) {
        self.preferredDuration = preferredDuration.isFinite && preferredDuration > 0 ? preferredDuration : 1
        super.init()
    }

    /// How long `page` shows.
    open func duration(forPage page: Int) -> TimeInterval { durations[page] ?? preferredDuration }

    /// Gives `page` its own duration (one that is not above 0 goes back to ``preferredDuration``).
    open func setDuration(_ duration: TimeInterval, forPage page: Int) {
        durations[page] = duration.isFinite && duration > 0 ? duration : nil
    }

    /// Starts the timer for the current page, or goes on after a pause.
    open func resumeTimer() {
        guard !isRunning else { return }
        isRunning = true
        scheduleTick()
    }

    /// Stops the timer where it is.
    open func pauseTimer() {
        isRunning = false
        generation += 1
    }

    override func pageChanged() {
        super.pageChanged()
        if isRunning {
            generation += 1
            scheduleTick()
        }
    }

    /// The page's time is up: the delegate may keep the page, else the next one shows (or the first, looping)
    /// with `.valueChanged`; at the end without looping the timer stops.
    private func scheduleTick() {
        guard let control = pageControl else { return }
        generation += 1
        let ticket = generation
        let page = control.currentPage
        let remaining = duration(forPage: page) * Double(1 - currentProgress)
        ViewAnimator.shared.schedule(after: remaining) { [weak self] in
            guard let self, self.isRunning, self.generation == ticket, let control = self.pageControl else { return }
            self.currentProgress = 1
            let timerDelegate = self.delegate as? any PageControlTimerProgressDelegate
            timerDelegate?.pageControlTimerProgressDidChange(self)
            var next = control.currentPage + 1
            if next >= control.numberOfPages {
                guard self.resetsToInitialPageAfterEnd else {
                    self.isRunning = false
                    return
                }
                next = 0
            }
            guard timerDelegate?.pageControlTimerProgress(self, shouldAdvanceToPage: next) ?? true else {
                self.currentProgress = 0
                self.scheduleTick()
                return
            }
            control.currentPage = next
            control.sendActions(for: .valueChanged)
        }
    }
}

/// Told when a page control's progress starts a page or shows and hides (UIPageControlProgressDelegate).
@preconcurrency @MainActor
public protocol PageControlProgressDelegate: AnyObject {
    /// The progress a page starts at; 0 by default.
    func pageControlProgress(_ progress: PageControlProgress, initialProgressForPage page: Int) -> Float
    /// The progress showed or hid.
    func pageControlProgressVisibilityDidChange(_ progress: PageControlProgress)
}

extension PageControlProgressDelegate {
    public func pageControlProgress(_ progress: PageControlProgress, initialProgressForPage page: Int) -> Float { 0 }
    public func pageControlProgressVisibilityDidChange(_ progress: PageControlProgress) {}
}

/// Asked before a timer turns the page (UIPageControlTimerProgressDelegate).
@preconcurrency @MainActor
public protocol PageControlTimerProgressDelegate: PageControlProgressDelegate {
    /// Whether the timer may turn to `page`; true by default (false shows the current page again).
    func pageControlTimerProgress(_ progress: PageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool
    /// The timer changed the progress.
    func pageControlTimerProgressDidChange(_ progress: PageControlTimerProgress)
}

extension PageControlTimerProgressDelegate {
    public func pageControlTimerProgress(_ progress: PageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
        true
    }
    public func pageControlTimerProgressDidChange(_ progress: PageControlTimerProgress) {}
}
