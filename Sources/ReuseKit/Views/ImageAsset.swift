import Foundation

/// Images of one picture for different traits (UIImageAsset): a light and a dark variant, or 2x and 3x.
/// `image(with:)` picks the registered image whose traits best match: same interface style first, then the
/// nearest display scale; an image registered without traits matches anything.
@preconcurrency @MainActor
open class ImageAsset: NSObject {
    private var registered: [(traits: TraitCollection, image: Image)] = []

    public override init() {
        super.init()
    }

    /// Registers `image` for `configuration` (replacing one registered for the same traits); the image's
    /// ``Image/imageAsset`` is then this asset.
    open func register(_ image: Image, with configuration: TraitCollection) {
        unregisterImage(with: configuration)
        registered.append((configuration, image))
        image.imageAsset = self
    }

    /// Registers `image` for a symbol configuration: its traits are the configuration's (none here).
    open func register(_ image: Image, with configuration: Image.SymbolConfiguration) {
        register(image, with: TraitCollection())
    }

    /// Removes the image registered for `configuration`.
    open func unregisterImage(with configuration: TraitCollection) {
        registered.removeAll { $0.traits == configuration }
    }

    /// The registered image that best matches `configuration`; an empty image when none is registered.
    ///
    /// - Complexity: O(n) in the registered images.
    open func image(with configuration: TraitCollection) -> Image {
        func score(_ traits: TraitCollection) -> Int {
            var points = 0
            if traits.userInterfaceStyle == configuration.userInterfaceStyle { points += 4 }
            if traits.userInterfaceStyle == .unspecified { points += 1 }
            if traits.displayScale == configuration.displayScale { points += 2 }
            return points
        }
        guard let best = registered.max(by: { score($0.traits) < score($1.traits) }) else { return Image() }
        return best.image
    }

    /// The image for a symbol configuration: the first registered one.
    open func image(with configuration: Image.SymbolConfiguration) -> Image {
        registered.first?.image.applyingSymbolConfiguration(configuration) ?? Image()
    }
}
