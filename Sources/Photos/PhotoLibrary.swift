// Photos on Linux, so that `import Photos` in UIKit code (a photo grid asking for library access before it shows
// the picker) builds unchanged and runs headless. Linux has no photo library: access is answered by
// `PHPhotoLibrary.headlessAuthorization`, which a test sets to try each path.
@_exported import Foundation
import ReuseKit

/// How much of the library the app asks for (Photos' `PHAccessLevel`), with Photos' raw values.
public enum PHAccessLevel: Int, Hashable, Sendable {
    /// Adding photos only.
    case addOnly = 1
    /// Reading and changing the library.
    case readWrite = 2
}

/// Whether the app may use the library (Photos' `PHAuthorizationStatus`), with Photos' raw values.
public enum PHAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorized = 3
    /// Access to the photos the person chose.
    case limited = 4
}

/// The person's photo library (Photos' `PHPhotoLibrary`), headless: there are no photos on Linux, and access is
/// granted or refused as ``headlessAuthorization`` says.
@preconcurrency @MainActor
public final class PHPhotoLibrary: Sendable {
    private static let library = PHPhotoLibrary()
    /// What the person answers when the app asks for access (beyond Photos, for tests): `.authorized` unless a
    /// test says otherwise.
    public static var headlessAuthorization = PHAuthorizationStatus.authorized
    /// The answers given so far, by access level.
    private static var answered: [PHAccessLevel: PHAuthorizationStatus] = [:]

    private init() {}

    /// The library.
    public static func shared() -> PHPhotoLibrary { library }

    /// The app's access for `accessLevel`: `.notDetermined` until it has asked.
    public static func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        answered[accessLevel] ?? .notDetermined
    }

    /// Asks for access: the first time, the person answers (``headlessAuthorization``); after that, the answer
    /// stands. `handler` runs at once with it.
    public static func requestAuthorization(
        for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void
    ) {
        handler(answer(for: accessLevel))
    }

    /// Asks for access and returns the answer.
    public static func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        answer(for: accessLevel)
    }

    /// Forgets every answer, as reinstalling the app does (beyond Photos, for tests).
    public static func resetAuthorization() { answered = [:] }

    private static func answer(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        if let given = answered[accessLevel] { return given }
        answered[accessLevel] = headlessAuthorization
        return headlessAuthorization
    }
}
