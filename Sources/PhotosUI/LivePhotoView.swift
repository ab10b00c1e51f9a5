import Foundation
import Photos
import UIKit

/// How a Live Photo view plays (PHLivePhotoViewPlaybackStyle): the whole of it, or a hint of its motion.
public enum PHLivePhotoViewPlaybackStyle: Int, Hashable, Sendable {
    case undefined = 0
    case full = 1
    case hint = 2
}

/// What the Live Photo badge shows (PHLivePhotoBadgeOptions).
public struct PHLivePhotoBadgeOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The badge drawn over content (a shadow under it).
    public static let overContent = PHLivePhotoBadgeOptions(rawValue: 1 << 0)
    /// The badge with the mark that Live is off.
    public static let liveOff = PHLivePhotoBadgeOptions(rawValue: 1 << 1)
}

/// Told when a Live Photo view starts and ends playing (PHLivePhotoViewDelegate). Every method is optional.
@preconcurrency @MainActor
public protocol PHLivePhotoViewDelegate: AnyObject {
    func livePhotoView(
        _ livePhotoView: PHLivePhotoView, canBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
    )
        -> Bool
    func livePhotoView(
        _ livePhotoView: PHLivePhotoView, willBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle)
    func livePhotoView(_ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle)
}

extension PHLivePhotoViewDelegate {
    public func livePhotoView(
        _ livePhotoView: PHLivePhotoView, canBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
    ) -> Bool { true }
    public func livePhotoView(
        _ livePhotoView: PHLivePhotoView, willBeginPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
    ) {}
    public func livePhotoView(
        _ livePhotoView: PHLivePhotoView, didEndPlaybackWith playbackStyle: PHLivePhotoViewPlaybackStyle
    ) {}
}

/// A view that shows a Live Photo and plays its motion (PHLivePhotoView). Linux plays no video: playback is timed
/// on the views' virtual clock (a full playback 3 seconds, a hint 1), and the delegate hears it begin and end.
@preconcurrency @MainActor
open class PHLivePhotoView: UIView {
    /// How long a full playback and a hint last, headless.
    static let fullDuration: TimeInterval = 3
    static let hintDuration: TimeInterval = 1

    open weak var delegate: (any PHLivePhotoViewDelegate)?
    /// The photo shown; setting it stops any playback.
    open var livePhoto: PHLivePhoto? {
        didSet { if livePhoto !== oldValue { stopPlayback() } }
    }
    /// Whether the sound is off.
    open var isMuted = false
    /// The playback under way, if any.
    public private(set) var playingStyle: PHLivePhotoViewPlaybackStyle?
    private var playback = 0

    /// The Live Photo badge, as apps put it over a thumbnail: a symbol image.
    open class func livePhotoBadgeImage(options badgeOptions: PHLivePhotoBadgeOptions = []) -> UIImage {
        UIImage(systemName: badgeOptions.contains(.liveOff) ? "livephoto.slash" : "livephoto") ?? UIImage()
    }

    /// Plays the photo's motion in `playbackStyle`, if there is a photo and the delegate allows it.
    open func startPlayback(with playbackStyle: PHLivePhotoViewPlaybackStyle) {
        guard livePhoto != nil, playbackStyle != .undefined,
            delegate?.livePhotoView(self, canBeginPlaybackWith: playbackStyle) ?? true
        else { return }
        stopPlayback()
        playingStyle = playbackStyle
        playback += 1
        let current = playback
        delegate?.livePhotoView(self, willBeginPlaybackWith: playbackStyle)
        let duration = playbackStyle == .full ? Self.fullDuration : Self.hintDuration
        UIView.animate(
            withDuration: duration, animations: {},
            completion: { [weak self] _ in
                guard let self, self.playback == current else { return }
                self.endPlayback()
            })
    }

    /// Stops the playback under way; the delegate hears it end.
    open func stopPlayback() {
        guard playingStyle != nil else { return }
        playback += 1
        endPlayback()
    }

    private func endPlayback() {
        guard let style = playingStyle else { return }
        playingStyle = nil
        delegate?.livePhotoView(self, didEndPlaybackWith: style)
    }
}
