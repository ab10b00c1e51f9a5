import Dispatch
import Foundation

// Foundation members Apple's platforms have and swift-corelibs-foundation lacks, which UIKit code calls.

extension NSString {
    /// A string made from `format` and `args` in the current locale (Foundation's class method).
    public class func localizedStringWithFormat(_ format: NSString, _ args: CVarArg...) -> Self {
        Self(string: String(format: format as String, locale: Locale.current, arguments: args))
    }
}

extension NSAttributedString {
    /// An empty attributed string, as `NSAttributedString()` and `NSMutableAttributedString()` make on Apple's
    /// platforms.
    ///
    /// swift-corelibs-foundation declares no `init()` for these classes, and an extension cannot add one (it would
    /// override `NSObject`'s), so this initializer's only parameter has a default: UIKit code's
    /// `NSMutableAttributedString()` calls it unchanged.
    public convenience init(_ empty: Void = ()) {
        self.init(string: "")
    }
}

extension URL {
    /// Grants access to a file outside the app's sandbox that the person picked: Linux has no sandbox, so access
    /// is always granted (true).
    public func startAccessingSecurityScopedResource() -> Bool { true }

    /// Gives back access granted by ``startAccessingSecurityScopedResource()``: nothing to give back on Linux.
    public func stopAccessingSecurityScopedResource() {}
}

// Dispatch's time constants, which Darwin's C headers give and Linux's do not: older code writes
// `DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`.

/// Nanoseconds in a second.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let USEC_PER_SEC: UInt64 = 1_000_000

// The Info.plist keys CoreFoundation names, as strings: `Bundle.main.object(forInfoDictionaryKey: kCFBundleNameKey as
// String)`. Linux's CoreFoundation is not re-exported by Foundation, and its CFStrings do not bridge to String.

/// The app's short name.
public let kCFBundleNameKey = "CFBundleName"
/// The build version.
public let kCFBundleVersionKey = "CFBundleVersion"
/// The bundle identifier.
public let kCFBundleIdentifierKey = "CFBundleIdentifier"
/// The executable's name.
public let kCFBundleExecutableKey = "CFBundleExecutable"
/// The Info.plist format's version.
public let kCFBundleInfoDictionaryVersionKey = "CFBundleInfoDictionaryVersion"
/// The localizations the bundle has.
public let kCFBundleLocalizationsKey = "CFBundleLocalizations"
/// The language the bundle was developed in.
public let kCFBundleDevelopmentRegionKey = "CFBundleDevelopmentRegion"

extension NSKeyedUnarchiver {
    /// The array of `cls` objects archived in `data` (Foundation's secure-coding helper, missing on Linux): nil
    /// when the archive holds something else; a malformed archive throws.
    public static func unarchivedArrayOfObjects<DecodedObjectType: NSObject & NSSecureCoding>(
        ofClass cls: DecodedObjectType.Type, from data: Data
    ) throws -> [DecodedObjectType]? {
        try unarchivedObject(ofClasses: [NSArray.self, cls], from: data) as? [DecodedObjectType]
    }
}

extension NSObject {
    /// The class an archiver records for instances of this class: the class itself (Foundation's class method on
    /// Apple's platforms, which code also uses to list a class, `protocolClasses = [ImageURLProtocol.classForCoder()]`).
    public class func classForCoder() -> AnyClass { self }
}

/// Darwin's Objective-C name for a serial dispatch queue, which some code spells out: a `DispatchQueue`.
public typealias OS_dispatch_queue_serial = DispatchQueue

extension FileManager {
    /// The folder an app group's apps and extensions share (Foundation's, missing on Linux, where there are no
    /// app groups): `AppGroups/<groupIdentifier>` in the user's Application Support folder, made on first use.
    /// Nil for an empty identifier or when the folder cannot be made.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/"),
            let support = urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        else { return nil }
        let folder = support.appendingPathComponent("AppGroups").appendingPathComponent(groupIdentifier)
        do {
            try createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            return nil
        }
        return folder
    }
}

/// Whether `type` is `ancestor` or a subclass of it, as `NSObject`'s `isKind(of:)` answers: for the classes that
/// are not `NSObject`s here (colours and fonts) but keep its method.
func isClass(_ type: AnyClass, aKindOf ancestor: AnyClass) -> Bool {
    var current: AnyClass? = type
    while let candidate = current {
        if candidate == ancestor { return true }
        current = _getSuperclass(candidate)
    }
    return false
}
