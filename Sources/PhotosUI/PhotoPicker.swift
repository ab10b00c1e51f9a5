// PhotosUI on Linux, so that `import PhotosUI` in UIKit code (a grid filled from `PHPickerViewController`) builds
// unchanged and runs headless: there is no photo library to browse, so the person's pick is made in code
// (`pick(_:)`), as a test makes it, and the delegate hears results whose item providers load the images.
@_exported import Photos
import ReuseKit
import UIKit

/// What kinds of asset the picker offers (PhotosUI's `PHPickerFilter`).
public struct PHPickerFilter: Hashable, Sendable {
    indirect enum Rule: Hashable, Sendable {
        case kind(String)
        case any([Rule])
        case all([Rule])
        case not(Rule)
    }

    let rule: Rule

    public static let images = PHPickerFilter(rule: .kind("image"))
    public static let videos = PHPickerFilter(rule: .kind("video"))
    public static let livePhotos = PHPickerFilter(rule: .kind("livePhoto"))
    public static let screenshots = PHPickerFilter(rule: .kind("screenshot"))
    public static let panoramas = PHPickerFilter(rule: .kind("panorama"))
    public static let bursts = PHPickerFilter(rule: .kind("burst"))
    public static let depthEffectPhotos = PHPickerFilter(rule: .kind("depthEffect"))
    public static let screenRecordings = PHPickerFilter(rule: .kind("screenRecording"))
    public static let slomoVideos = PHPickerFilter(rule: .kind("slomo"))
    public static let timelapseVideos = PHPickerFilter(rule: .kind("timelapse"))
    public static let cinematicVideos = PHPickerFilter(rule: .kind("cinematic"))
    public static let spatialMedia = PHPickerFilter(rule: .kind("spatial"))

    /// Assets that pass any of `subfilters`.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .any(subfilters.map(\.rule)))
    }

    /// Assets that pass all of `subfilters`.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(rule: .all(subfilters.map(\.rule)))
    }

    /// Assets that do not pass `filter`.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(rule: .not(filter.rule)) }

    /// Whether an asset of `kind` ("image", "video", ...) passes.
    func allows(_ kind: String) -> Bool { Self.allows(kind, rule) }

    private static func allows(_ kind: String, _ rule: Rule) -> Bool {
        switch rule {
        case .kind(let wanted):
            // Photos of every image kind are images; video kinds are videos.
            let images = ["image", "livePhoto", "screenshot", "panorama", "burst", "depthEffect", "spatial"]
            let videos = ["video", "screenRecording", "slomo", "timelapse", "cinematic"]
            return wanted == kind || (wanted == "image" && images.contains(kind))
                || (wanted == "video" && videos.contains(kind))
        case .any(let rules): return rules.contains { allows(kind, $0) }
        case .all(let rules): return rules.allSatisfy { allows(kind, $0) }
        case .not(let inner): return !allows(kind, inner)
        }
    }
}

/// How the picker is set up (PhotosUI's `PHPickerConfiguration`).
public struct PHPickerConfiguration: Hashable, Sendable {
    /// How assets are handed over (PhotosUI's `PHPickerConfiguration.AssetRepresentationMode`).
    public enum AssetRepresentationMode: Int, Hashable, Sendable {
        case automatic = 0
        case current = 1
        case compatible = 2
    }

    /// How picked assets show (PhotosUI's `PHPickerConfiguration.Selection`).
    public enum Selection: Int, Hashable, Sendable {
        case `default` = 0
        case ordered = 1
        case continuous = 2
        case continuousAndOrdered = 3
    }

    /// How many assets may be picked: 1 by default, 0 for any number.
    public var selectionLimit = 1
    /// What the picker offers; nil for every kind.
    public var filter: PHPickerFilter?
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    public var selection = Selection.default
    /// The identifiers of the assets picked when the picker opens (needs a photo library).
    public var preselectedAssetIdentifiers: [String] = []
    /// Whether results carry asset identifiers: only with a photo library.
    let usesLibrary: Bool

    /// A configuration without a photo library: results carry no asset identifiers.
    public init() { usesLibrary = false }

    /// A configuration whose results carry their assets' identifiers in `photoLibrary`.
    public init(photoLibrary: PHPhotoLibrary) { usesLibrary = true }
}

/// One asset the person picked (PhotosUI's `PHPickerResult`): an item provider that loads it.
public struct PHPickerResult: Hashable, @unchecked Sendable {
    /// Loads the asset (`loadObject(ofClass: UIImage.self)` for a photo).
    public let itemProvider: NSItemProvider
    /// The asset's identifier in the library, when the configuration named one.
    public let assetIdentifier: String?

    public static func == (lhs: PHPickerResult, rhs: PHPickerResult) -> Bool {
        lhs.itemProvider === rhs.itemProvider && lhs.assetIdentifier == rhs.assetIdentifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(itemProvider))
        hasher.combine(assetIdentifier)
    }
}

/// Told what the person picked (PhotosUI's `PHPickerViewControllerDelegate`).
@preconcurrency @MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The person finished: `results` are what they picked, in order; empty when they cancelled. Dismiss the
    /// picker here, as on iOS.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The system photo picker (PhotosUI's `PHPickerViewController`), headless.
///
/// There is no photo library on Linux, so the person's pick is made in code: ``pick(_:)`` picks images, keeping
/// to the configuration's filter and selection limit, and the delegate hears results whose item providers load
/// them as `UIImage`s; ``cancel()`` finishes with none. As on iOS, the picker does not dismiss itself.
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    public let configuration: PHPickerConfiguration
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    private var nextIdentifier = 1

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards and nib archives do not exist on Linux: this always fails, as other controllers' does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Picks `images`, as the person does (beyond PhotosUI, headless): none when the filter leaves out images,
    /// at most the selection limit (unless it is 0). The delegate hears the results.
    public func pick(_ images: [UIImage]) {
        var chosen = configuration.filter.map { $0.allows("image") } ?? true ? images : []
        if configuration.selectionLimit > 0 { chosen = Array(chosen.prefix(configuration.selectionLimit)) }
        let results = chosen.map { image -> PHPickerResult in
            defer { nextIdentifier += 1 }
            let identifier = configuration.usesLibrary ? "headless-asset-\(nextIdentifier)/L0/001" : nil
            return PHPickerResult(itemProvider: NSItemProvider(object: image), assetIdentifier: identifier)
        }
        delegate?.picker(self, didFinishPicking: results)
    }

    /// Closes the picker without a pick, as its Cancel button does: the delegate hears no results.
    public func cancel() {
        delegate?.picker(self, didFinishPicking: [])
    }
}
