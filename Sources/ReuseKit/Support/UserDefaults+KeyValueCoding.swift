import Foundation

/// Key-value coding of the defaults, which Apple's Foundation gives every `NSObject` and Linux's Foundation lacks:
/// code that reads a setting with `UserDefaults.standard.value(forKey:)` compiles and reads the same value.
extension UserDefaults {
    /// The value stored under `key` (`object(forKey:)`), nil when none is: what key-value coding of the defaults
    /// gives on Apple's platforms.
    public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Stores `value` under `key` (`set(_:forKey:)`); nil removes it.
    public func setValue(_ value: Any?, forKey key: String) {
        set(value, forKey: key)
    }
}
