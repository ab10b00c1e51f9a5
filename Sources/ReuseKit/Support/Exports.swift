@_exported import Foundation

@_exported import struct ReuseCore.AdaptivePrefetcher
@_exported import struct ReuseCore.LatencyEstimator
@_exported import struct ReuseCore.PendingRows
@_exported import struct ReuseCore.PrefetchActions
@_exported import struct ReuseCore.PrefetchInput
// The prefetch policies a table takes (`tableView.prefetchPolicy = .adaptive`), so a client needs only ReuseKit.
@_exported import protocol ReuseCore.PrefetchPolicy
// What a decoded image holds, so that `image.cgImage?.bitmap` needs only ReuseKit.
@_exported import struct ReuseCore.RGBABitmap
@_exported import struct ReuseCore.SeedObservedPrefetcher
@_exported import struct ReuseCore.WindowPrefetcher
