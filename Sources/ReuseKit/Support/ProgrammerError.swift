/// Mistakes in a client's use of the table that UIKit stops on, each with UIKit's own words where UIKit has them.
///
/// All messages are rendered here, in one place; ``stop(_:)`` ends the process with the message as
/// UIKit would raise its exception.
public enum ProgrammerError: Equatable, Sendable, CustomStringConvertible {
    case unregisteredCellIdentifier(String)
    case emptyReuseIdentifier(String)
    case nibIdentifierMismatch(nib: String, registered: String)
    case scrollToRowOutOfBounds(row: Int, rows: Int, section: Int)
    case scrollToSectionOutOfBounds(section: Int, sections: Int)

    /// The exception UIKit would raise.
    public var exceptionName: String {
        switch self {
        case .scrollToRowOutOfBounds, .scrollToSectionOutOfBounds: "NSRangeException"
        default: "NSInternalInconsistencyException"
        }
    }

    /// The reason, in UIKit's words where UIKit has them, with the fix where it does not say it.
    public var reason: String {
        switch self {
        case .unregisteredCellIdentifier(let identifier):
            "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                + "identifier or connect a prototype cell in a storyboard"
        case .emptyReuseIdentifier(let method):
            "must pass a valid reuse identifier to \(method)"
        case .nibIdentifierMismatch(let nib, let registered):
            "cell reuse indentifier in nib (\(nib)) does not match the identifier used to register the nib "
                + "(\(registered))"
        case .scrollToRowOutOfBounds(let row, let rows, let section):
            "Attempted to scroll the table view to an out-of-bounds row (\(row)) when there are only \(rows) rows "
                + "in section \(section)."
        case .scrollToSectionOutOfBounds(let section, let sections):
            "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only "
                + "\(sections) sections."
        }
    }

    /// `NSInternalInconsistencyException: reason`.
    public var description: String { "\(exceptionName): \(reason)" }

    /// Ends the process with the message, as UIKit ends an app that raises it.
    public static func stop(_ error: ProgrammerError) -> Never {
        fatalError("Terminating app due to uncaught exception \(error.description)")
    }
}
