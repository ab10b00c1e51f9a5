/// Why a batch update was rejected, in UIKit's words where UIKit has them. Nothing was changed.
///
/// Every sentence is rendered here, in ``message``, from a ``Reason`` that carries the numbers: the update code
/// says what went wrong, this file says it to people. Two errors are equal when they say the same thing.
public struct UpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong, with the rows, sections and counts involved.
    public enum Reason: Hashable, Sendable {
        case deleteSectionOutOfRange(section: Int, sectionsBefore: Int)
        case insertSectionOutOfRange(section: Int, sectionsAfter: Int)
        case reloadSectionOutOfRange(section: Int, sectionsBefore: Int)
        case moveSectionOutOfRange(section: Int, sectionsBefore: Int)
        case moveSectionDestinationOutOfRange(from: Int, to: Int, sectionsAfter: Int)
        /// `verb` is "delete", "insert" or "move".
        case sectionMoreThanOnce(verb: String, section: Int)
        case twoSectionsMovedTo(section: Int)
        case deleteAndReloadSection(Int)
        case moveDeletedSection(Int)
        case moveSectionToInsertedSection(from: Int, to: Int)
        case sectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
        /// A row in a section that does not exist before (`after` false) or after the update.
        case rowSectionOutOfRange(verb: String, row: RowPosition, sections: Int, after: Bool)
        case rowOutOfRangeBefore(verb: String, row: RowPosition, rows: Int)
        case rowOutOfRangeAfter(verb: String, row: RowPosition, rows: Int)
        case deleteRowInDeletedSection(RowPosition)
        case deleteRowMoreThanOnce(RowPosition)
        case insertRowMoreThanOnce(RowPosition)
        case moveRowOutOfDeletedSection(RowPosition)
        case moveRowMoreThanOnce(RowPosition)
        case twoRowsMovedTo(RowPosition)
        case deleteAndReloadRow(RowPosition)
        case moveDeletedRow(RowPosition)
        case moveReloadedRow(RowPosition)
        case moveRowToInsertedRow(from: RowPosition, to: RowPosition)
        case moveRowIntoInsertedSection(from: RowPosition, section: Int)
        case reconfigureChangedRow(RowPosition)
        case rowCount(
            section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
        /// `reloadData()` inside a batch: the batch became the reload and `droppedUpdates` were dropped.
        case reloadInsideBatch(droppedUpdates: Int)
        /// A sentence of the caller's own.
        case other(String)
    }

    public var reason: Reason
    /// Whether the error is a collection view's: then ``message`` speaks of items, as UIKit's does for one.
    public private(set) var isAboutItems = false

    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// An error with a sentence of the caller's own.
    public init(_ message: String) {
        reason = .other(message)
    }

    public static func == (a: UpdateError, b: UpdateError) -> Bool { a.message == b.message }
    public func hash(into hasher: inout Hasher) { hasher.combine(message) }

    public var description: String { message }

    /// The same error, told about a collection view's items (``message`` then says "item" where a table's says
    /// "row").
    public func aboutItems() -> UpdateError {
        var error = self
        error.isAboutItems = true
        return error
    }

    /// The sentence for a collection view, in UIKit's words for one: items where a table has rows.
    public var itemMessage: String {
        var text = rowMessage
        for (table, collection) in [
            ("insertRows, deleteRows", "insertItems, deleteItems"), ("table view", "collection view"),
            (" rows", " items"), ("row ", "item "),
        ] {
            text = text.replacing(table, with: collection)
        }
        return text
    }

    /// The sentence, in UIKit's words where UIKit has them: a table's rows, or a collection view's items.
    public var message: String { isAboutItems ? itemMessage : rowMessage }

    /// The sentence as a table says it.
    private var rowMessage: String {
        switch reason {
        case .deleteSectionOutOfRange(let s, let count):
            "attempt to delete section \(s), but there are only \(count) sections before the update"
        case .insertSectionOutOfRange(let s, let count):
            "attempt to insert section \(s) but there are only \(count) sections after the update"
        case .reloadSectionOutOfRange(let s, let count):
            "attempt to reload section \(s), but there are only \(count) sections before the update"
        case .moveSectionOutOfRange(let s, let count):
            "attempt to move section \(s), but there are only \(count) sections before the update"
        case .moveSectionDestinationOutOfRange(let from, let to, let count):
            "attempt to move section \(from) to section \(to), but there are only \(count) sections after the update"
        case .sectionMoreThanOnce(let verb, let s):
            "attempt to \(verb) section \(s) more than once"
        case .twoSectionsMovedTo(let s):
            "attempt to move more than one section to section \(s)"
        case .deleteAndReloadSection(let s):
            "attempt to delete and reload the same section (\(s))"
        case .moveDeletedSection(let s):
            "attempt to move section \(s), which is being deleted"
        case .moveSectionToInsertedSection(let from, let to):
            "attempt to move section \(from) to section \(to), which is being inserted"
        case .sectionCount(let after, let before, let inserted, let deleted):
            "Invalid update: invalid number of sections. The number of sections contained in the table view after "
                + "the update (\(after)) must be equal to the number of sections contained in the table view before "
                + "the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) "
                + "inserted, \(deleted) deleted)."
        case .rowSectionOutOfRange(let verb, let p, let sections, let after):
            after
                ? "attempt to \(verb) row \(p.row) into section \(p.section), but there are only \(sections) sections "
                    + "after the update"
                : "attempt to \(verb) row \(p.row) from section \(p.section), but there are only \(sections) sections "
                    + "before the update"
        case .rowOutOfRangeBefore(let verb, let p, let rows):
            "attempt to \(verb) row \(p.row) from section \(p.section) which only contains \(rows) rows before the "
                + "update"
        case .rowOutOfRangeAfter(let verb, let p, let rows):
            "attempt to \(verb) row \(p.row) into section \(p.section), but there are only \(rows) rows in section "
                + "\(p.section) after the update"
        case .deleteRowInDeletedSection(let p):
            "attempt to delete row \(p.row) from section \(p.section), which is being deleted"
        case .deleteRowMoreThanOnce(let p):
            "attempt to delete row \(p.row) from section \(p.section) more than once"
        case .insertRowMoreThanOnce(let p):
            "attempt to insert row \(p.row) into section \(p.section) more than once"
        case .moveRowOutOfDeletedSection(let p):
            "attempt to move index path \(p) out of section \(p.section), which is being deleted"
        case .moveRowMoreThanOnce(let p):
            "attempt to move index path \(p) more than once"
        case .twoRowsMovedTo(let p):
            "attempt to move more than one row to index path \(p)"
        case .deleteAndReloadRow(let p):
            "attempt to delete and reload the same index path (\(p))"
        case .moveDeletedRow(let p):
            "attempt to move index path \(p) that is being deleted"
        case .moveReloadedRow(let p):
            "attempt to move index path \(p) that is being reloaded"
        case .moveRowToInsertedRow(let from, let to):
            "attempt to move index path \(from) to index path \(to), which is being inserted"
        case .moveRowIntoInsertedSection(let from, let section):
            "attempt to move index path \(from) into section \(section), which is being inserted"
        case .reconfigureChangedRow(let p):
            "attempt to reconfigure index path \(p), which is also deleted, reloaded or moved"
        case .rowCount(let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
            "Invalid update: invalid number of rows in section \(section). The number of rows contained in an "
                + "existing section after the update (\(after)) must be equal to the number of rows contained in "
                + "that section before the update (\(before)), plus or minus the number of rows inserted or deleted "
                + "from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows "
                + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case .reloadInsideBatch(let dropped):
            "reloadData() was called inside a batch of updates (performBatchUpdates, or beginUpdates and "
                + "endUpdates); the batch's \(dropped) update\(dropped == 1 ? "" : "s") before it and any after it "
                + "were dropped. Call reloadData() outside the batch, or describe the change with insertRows, "
                + "deleteRows and the other update calls inside it."
        case .other(let message):
            message
        }
    }
}
