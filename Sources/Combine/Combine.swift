// Combine on Linux, so that `import Combine` in UIKit code (`@Published` view models, `sink`, `AnyCancellable`,
// `receive(on: DispatchQueue.main)`, `NotificationCenter.default.publisher(for:)`, `Timer.publish`) builds
// unchanged. Apple's Combine is not open source; OpenCombine reimplements its API under the same names, with
// Foundation's and Dispatch's schedulers and publishers, and this module re-exports it.
@_exported import Foundation
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
