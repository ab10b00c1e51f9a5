import Foundation

/// The standard menus' identifiers (UIMenu.Identifier's constants), for ``MenuBuilder`` to find and change them:
/// `builder.insertChild(listsMenu, atStartOfMenu: .file)`. Their raw values follow UIKit's pattern
/// (`com.apple.menu.standard-edit`); code compares the identifiers, not the strings.
extension Menu.Identifier {
    /// The top of the main menu, holding the top-level menus.
    public static let root = Self("com.apple.menu.root")

    // Top-level menus.
    /// The application menu (named for the app).
    public static let application = Self("com.apple.menu.application")
    public static let file = Self("com.apple.menu.file")
    public static let edit = Self("com.apple.menu.edit")
    public static let view = Self("com.apple.menu.view")
    public static let window = Self("com.apple.menu.window")
    public static let help = Self("com.apple.menu.help")
    /// The Format menu.
    public static let format = Self("com.apple.menu.format")

    // The application menu's groups.
    public static let about = Self("com.apple.menu.about")
    public static let preferences = Self("com.apple.menu.preferences")
    public static let services = Self("com.apple.menu.services")
    public static let hide = Self("com.apple.menu.hide")
    public static let quit = Self("com.apple.menu.quit")

    // The File menu's groups.
    /// New Window (deprecated in iOS 26 for ``newItem``).
    public static let newScene = Self("com.apple.menu.new-scene")
    /// New item (iOS 26).
    public static let newItem = Self("com.apple.menu.new-item")
    public static let openRecent = Self("com.apple.menu.open-recent")
    public static let close = Self("com.apple.menu.close")
    public static let print = Self("com.apple.menu.print")
    /// The document's commands (iOS 16).
    public static let document = Self("com.apple.menu.document")

    // The Edit menu's groups.
    public static let undoRedo = Self("com.apple.menu.undo-redo")
    public static let standardEdit = Self("com.apple.menu.standard-edit")
    public static let find = Self("com.apple.menu.find")
    /// Find, Find and Replace, Find Next and Find Previous (iOS 26).
    public static let findPanel = Self("com.apple.menu.find-panel")
    public static let replace = Self("com.apple.menu.replace")
    public static let share = Self("com.apple.menu.share")
    public static let textStyle = Self("com.apple.menu.text-style")
    public static let spelling = Self("com.apple.menu.spelling")
    public static let spellingPanel = Self("com.apple.menu.spelling-panel")
    public static let spellingOptions = Self("com.apple.menu.spelling-options")
    public static let substitutions = Self("com.apple.menu.substitutions")
    public static let substitutionsPanel = Self("com.apple.menu.substitutions-panel")
    public static let substitutionOptions = Self("com.apple.menu.substitutions-options")
    public static let transformations = Self("com.apple.menu.transformations")
    public static let speech = Self("com.apple.menu.speech")
    public static let lookup = Self("com.apple.menu.lookup")
    public static let learn = Self("com.apple.menu.learn")
    /// AutoFill (iOS 17).
    public static let autoFill = Self("com.apple.menu.autofill")

    // The Format menu's groups.
    public static let font = Self("com.apple.menu.font")
    public static let textSize = Self("com.apple.menu.text-size")
    public static let textColor = Self("com.apple.menu.text-color")
    public static let textStylePasteboard = Self("com.apple.menu.text-style-pasteboard")
    public static let text = Self("com.apple.menu.text")
    public static let writingDirection = Self("com.apple.menu.writing-direction")
    public static let alignment = Self("com.apple.menu.alignment")

    // The View menu's groups.
    public static let toolbar = Self("com.apple.menu.toolbar")
    /// The sidebar's commands (iOS 15).
    public static let sidebar = Self("com.apple.menu.sidebar")
    public static let fullscreen = Self("com.apple.menu.fullscreen")

    // The Window menu's groups.
    public static let minimizeAndZoom = Self("com.apple.menu.minimize-and-zoom")
    public static let bringAllToFront = Self("com.apple.menu.bring-all-to-front")
}
