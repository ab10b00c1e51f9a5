import Foundation

/// The class method Apple's `NSObject` has and Linux's lacks: `MyCell.description()` names the class, as apps use
/// it for a reuse identifier (`register(MyCell.self, forCellReuseIdentifier: MyCell.description())`).
extension NSObject {
    /// The class's name with its module (`MyApp.MyCell`), as `NSStringFromClass` gives it for a Swift class.
    public class func description() -> String {
        String(reflecting: self)
    }
}
