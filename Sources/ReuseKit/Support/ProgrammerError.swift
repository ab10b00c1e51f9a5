import Foundation

/// Mistakes in a client's use of the table that UIKit stops on, each with UIKit's own words where UIKit has them.
///
/// Their sentences are rendered with every other message ReuseKit says, in `Messages`; ``stop(_:)`` ends the process
/// with the message as UIKit would raise its exception.
public enum ProgrammerError: Equatable, Sendable, CustomStringConvertible {
    case unregisteredCellIdentifier(String)
    case emptyReuseIdentifier(String)
    case nibIdentifierMismatch(nib: String, registered: String)
    case scrollToRowOutOfBounds(row: Int, rows: Int, section: Int)
    case scrollToSectionOutOfBounds(section: Int, sections: Int)
    case invalidNib(identifier: String, expected: String)
    case unregisteredViewOfKind(kind: String, identifier: String)
    case missingSupplementaryView(kind: String, indexPath: IndexPath)
    case cellNotDequeued(method: String)
    case scrollToInvalidIndexPath(IndexPath)
    case registrationCreatedInsideCellProvider(String)
    case unknownStoryboard(name: String)
    case unknownNib(name: String)
    case unknownStoryboardScene(storyboard: String, identifier: String)
    case storyboardSceneOfAnotherClass(storyboard: String, identifier: String, expected: String)
    case registeredClassOfAnotherKind(method: String, className: String, expected: String)
    case classMethodOnSubclass(type: String, method: String, className: String)
    case photoChangeRequestOutsideChangeBlock(method: String)
    case collectionViewWithoutLayout

    /// The exception UIKit would raise.
    public var exceptionName: String {
        switch self {
        case .scrollToRowOutOfBounds, .scrollToSectionOutOfBounds, .scrollToInvalidIndexPath: "NSRangeException"
        case .unknownStoryboard, .unknownStoryboardScene, .storyboardSceneOfAnotherClass, .unknownNib,
            .registeredClassOfAnotherKind, .classMethodOnSubclass, .collectionViewWithoutLayout:
            "NSInvalidArgumentException"
        default: "NSInternalInconsistencyException"
        }
    }

    /// The reason, in UIKit's words where UIKit has them, with the fix where it does not say it.
    public var reason: String { Messages.reason(self) }

    /// `NSInternalInconsistencyException: reason`.
    public var description: String { "\(exceptionName): \(reason)" }

    /// Ends the process with the message, as UIKit ends an app that raises it.
    public static func stop(_ error: ProgrammerError) -> Never {
        fatalError("Terminating app due to uncaught exception \(error.description)")
    }
}

/// A class registered as UIKit types it (`AnyClass?`) as the `Kind` class a registration needs: nil for nil (the
/// registration is removed), and a stop naming the class when it is of another kind.
func registeredClass<Kind: AnyObject>(
    _ someClass: AnyClass?, as kind: Kind.Type, by method: String, expected: String
) -> Kind.Type? {
    guard let someClass else { return nil }
    guard let type = someClass as? Kind.Type else {
        ProgrammerError.stop(
            .registeredClassOfAnotherKind(method: method, className: String(describing: someClass), expected: expected))
    }
    return type
}

/// `instance` (made as the base class a class method returns `Self` from) as `Made`, the class the method was
/// called on: Swift makes a `Self` only through a `required` initializer, which would bind every subclass, so the
/// class methods make the base class, and called on a subclass they stop, naming `type`, `method` and the fix.
package func instance<Made>(_ instance: AnyObject, as made: Made.Type, madeBy type: String, method: String) -> Made {
    guard let instance = instance as? Made else {
        ProgrammerError.stop(
            .classMethodOnSubclass(type: type, method: method, className: String(describing: made)))
    }
    return instance
}
