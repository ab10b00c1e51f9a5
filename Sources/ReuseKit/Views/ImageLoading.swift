/// Where an image comes from when it has to be loaded: a URL, a file, a cache. ``ImageView`` loads it
/// asynchronously and shows it only if the view still wants it when it arrives.
public protocol ImageSource: Sendable {
    /// What the image is (a URL or a key), for logs and diagnostics.
    var key: String { get }
    /// Loads the image. Honour task cancellation: a reused cell cancels the load of its previous row.
    func loadImage() async throws -> Image
}

/// One asynchronous load into an ``ImageView``.
@preconcurrency @MainActor
public final class ImageLoad {
    /// How a load ended, or that it has not.
    public enum State: Equatable, Sendable {
        case loading
        /// The image arrived and is shown.
        case shown
        /// Cancelled before it arrived: the view moved on (reused for another row, given another image or load).
        case cancelled
        /// The image arrived after the view moved on, and was dropped, never shown.
        case droppedLate
        /// The source threw.
        case failed(String)
    }

    /// The source's key.
    public let key: String
    public internal(set) var state: State = .loading
    var task: Task<Void, Never>?

    init(key: String) {
        self.key = key
    }

    /// Waits until the load ends (shown, cancelled, dropped or failed).
    public func finish() async {
        await task?.value
    }
}

extension ImageView {
    /// Loads the image from `source` and shows it when it arrives, with `placeholder` until then.
    ///
    /// The load belongs to what the view shows now: giving the view another image or another load, calling
    /// ``cancelImageLoad()``, or the table reusing the cell the view is in (before `prepareForReuse()`)
    /// cancels it, and a result that arrives after that is dropped, never shown. Reports a result dropped
    /// late to ``lateImageHandler``.
    @discardableResult
    public func setImage(from source: some ImageSource, placeholder: Image? = nil) -> ImageLoad {
        let token = beginImageLoad(key: source.key, placeholder: placeholder)
        let load = currentLoad!
        load.task = Task { @MainActor [weak self] in
            do {
                let image = try await source.loadImage()
                if !(self?.finishImageLoad(token, image: image) ?? false) { load.state = .droppedLate }
            } catch is CancellationError {
                if load.state == .loading { load.state = .cancelled }
            } catch {
                if self?.isCurrent(token) ?? false {
                    load.state = .failed(String(describing: error))
                    self?.endLoad(token)
                } else if load.state == .loading {
                    load.state = .cancelled
                }
            }
        }
        return load
    }

    /// Loads the image from `source` in the caller's task and shows it if the view still wants it; returns
    /// whether it was shown. Cancellation and late arrival work as for ``setImage(from:placeholder:)``.
    @discardableResult
    public func loadImage(from source: some ImageSource, placeholder: Image? = nil) async throws -> Bool {
        let token = beginImageLoad(key: source.key, placeholder: placeholder)
        let image = try await source.loadImage()
        return finishImageLoad(token, image: image)
    }

    /// Starts a load that the caller runs itself (a callback-style loader): shows `placeholder`, and returns
    /// the token to hand to ``finishImageLoad(_:image:)`` when the image arrives.
    public func beginImageLoad(key: String, placeholder: Image? = nil) -> Int {
        cancelImageLoad()
        isApplyingLoad = true
        image = placeholder
        isApplyingLoad = false
        loadToken &+= 1
        currentLoad = ImageLoad(key: key)
        ImageView.loadsInFlight += 1
        return loadToken
    }

    /// Shows `image` if the load `token` names is still the view's; otherwise drops it (reporting it to
    /// ``lateImageHandler``) and returns false.
    @discardableResult
    public func finishImageLoad(_ token: Int, image: Image?) -> Bool {
        guard isCurrent(token) else {
            lateImageHandler?(self, image)
            return false
        }
        isApplyingLoad = true
        self.image = image
        isApplyingLoad = false
        currentLoad?.state = .shown
        endLoad(token)
        return true
    }

    /// Cancels the load under way, if any: its task is cancelled and a result that still arrives is dropped.
    public func cancelImageLoad() {
        guard let load = currentLoad else { return }
        load.task?.cancel()
        if load.state == .loading { load.state = .cancelled }
        endLoad(loadToken)
    }

    /// Whether a load is under way.
    public var isLoadingImage: Bool { currentLoad != nil }

    func isCurrent(_ token: Int) -> Bool { currentLoad != nil && token == loadToken }

    private func endLoad(_ token: Int) {
        guard isCurrent(token) else { return }
        currentLoad = nil
        loadToken &+= 1
        ImageView.loadsInFlight -= 1
    }
}

extension View {
    /// Calls `body` for this view, if it is an image view, and every image view under it.
    func forEachImageView(_ body: (ImageView) -> Void) {
        if let imageView = self as? ImageView { body(imageView) }
        for subview in subviews { subview.forEachImageView(body) }
    }

    /// Cancels the image loads of this view and every view under it (the table calls it before a cell is
    /// reused). Costs nothing while no load is under way anywhere.
    ///
    /// - Complexity: O(views in the tree) while loads are under way.
    public func cancelImageLoadsInTree() {
        guard ImageView.loadsInFlight > 0 else { return }
        forEachImageView { $0.cancelImageLoad() }
    }
}
