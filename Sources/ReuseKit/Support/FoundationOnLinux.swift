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
