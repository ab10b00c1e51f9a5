import Foundation
import Synchronization

// Associated objects, the Objective-C runtime's way of giving an extension stored properties
// (`objc_setAssociatedObject(self, &AssociatedKeys.badge, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`), which
// `import UIKit` brings on iOS. Linux has no Objective-C runtime; this table keeps each object's values by key until
// the object is gone. Keys are addresses, as in the runtime: a static variable's (`&key`).

/// How an associated value is held (objc_AssociationPolicy), with the runtime's raw values.
// swift-format-ignore: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak, unretained reference (the value may go away first).
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// The associated values of live objects.
enum AssociatedObjects {
    /// One object's values, with a weak reference that tells a live owner from a new object at a reused address.
    struct Entry: @unchecked Sendable {
        weak var owner: AnyObject?
        var values: [UnsafeRawPointer: Value]
    }

    /// A value, held strongly or (for `.OBJC_ASSOCIATION_ASSIGN`) weakly.
    struct Value: @unchecked Sendable {
        var strong: Any?
        weak var weak: AnyObject?

        var value: Any? { strong ?? weak }
    }

    static let table = Mutex<[ObjectIdentifier: Entry]>([:])
    /// Sets since the table was last swept of entries whose owner is gone.
    nonisolated(unsafe) static var setsSinceSweep = 0
}

/// Associates `value` with `object` under `key` (nil removes it), held as `policy` says.
///
/// - Complexity: amortized O(1); every 1,024 sets the table drops the values of objects that are gone.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    let owner = object as AnyObject
    let id = ObjectIdentifier(owner)
    AssociatedObjects.table.withLock { table in
        AssociatedObjects.setsSinceSweep += 1
        if AssociatedObjects.setsSinceSweep >= 1_024 {
            AssociatedObjects.setsSinceSweep = 0
            table = table.filter { $0.value.owner != nil }
        }
        var entry =
            table[id].flatMap { $0.owner === owner ? $0 : nil } ?? AssociatedObjects.Entry(owner: owner, values: [:])
        if let value {
            var held = AssociatedObjects.Value()
            if policy == .OBJC_ASSOCIATION_ASSIGN, let reference = value as AnyObject?, type(of: value) is AnyClass {
                held.weak = reference
            } else {
                held.strong = value
            }
            entry.values[key] = held
        } else {
            entry.values[key] = nil
        }
        table[id] = entry.values.isEmpty ? nil : entry
    }
}

/// The value associated with `object` under `key`; nil when there is none.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    let owner = object as AnyObject
    return AssociatedObjects.table.withLock { table in
        guard let entry = table[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.values[key]?.value
    }
}

/// Removes every value associated with `object`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_removeAssociatedObjects(_ object: Any) {
    let owner = object as AnyObject
    _ = AssociatedObjects.table.withLock { $0.removeValue(forKey: ObjectIdentifier(owner)) }
}
