import Foundation

#if !canImport(Darwin)  // Apple's platforms have them; this package's own UIKit module must not hide them
    extension IndexPath {
        /// An index path that names `row` in `section`.
        public init(row: Int, section: Int) {
            // Built index by index: an array literal would be allocated on every call.
            self.init(index: section)
            append(row)
        }

        /// An index path that names `item` in `section` (collection-view naming).
        public init(item: Int, section: Int) {
            self.init(row: item, section: section)
        }

        /// The section: the first index.
        public var section: Int {
            get { self[0] }
            set { self[0] = newValue }
        }

        /// The row: the second index.
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }

        /// The item: the second index (collection-view naming).
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif

extension NSIndexPath {
    /// An index path of `row` in `section` (UIKit's `NSIndexPath(row:section:)`).
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path of `item` in `section` (UIKit's `NSIndexPath(item:section:)`).
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The row (UIKit's `NSIndexPath.row`): the second index, as `(indexPath as NSIndexPath).row` reads it.
    public var row: Int { length > 1 ? index(atPosition: 1) : 0 }
    /// The section: the first index.
    public var section: Int { length > 0 ? index(atPosition: 0) : 0 }
    /// The item (a collection view's row): the second index.
    public var item: Int { row }
}
