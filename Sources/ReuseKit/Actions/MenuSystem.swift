import Foundation

/// A menu system: the app's main menu (the menu bar of a Mac or an iPad with a keyboard) or its context menus
/// (UIMenuSystem). The main system's menus start as the standard ones and are built by the app delegate's
/// ``Responder/buildMenu(with:)``, the first time they are read and again after ``setNeedsRebuild()``; their key
/// commands are shortcuts a window's keys run (``Window/press(_:)``), after those of the responder chain.
@preconcurrency @MainActor
public final class MenuSystem: NSObject {
    /// The main menu system: the menu bar.
    public static let main = MenuSystem(kind: .main)
    /// The context menu system: on iOS, the edit menus that view controllers' ``Responder/buildMenu(with:)``
    /// change; headless it builds none.
    public static let context = MenuSystem(kind: .context)

    enum Kind { case main, context }
    let kind: Kind
    private var built: Menu?
    /// Builds so far (beyond UIKit: what a test reads to see a rebuild happen).
    public private(set) var buildCount = 0

    private init(kind: Kind) {
        self.kind = kind
    }

    /// Whether an app launched (``Application/launch(delegate:sceneDelegate:options:)``) and has not terminated: only
    /// then is there a menu bar whose shortcuts keys run (a window shown without an app has none).
    private(set) var hasApp = false

    func appLaunched() {
        hasApp = true
        built = nil
    }

    func appTerminated() {
        hasApp = false
        built = nil
    }

    /// The key commands of the menu bar, for a window's keys: none without a launched app.
    var shortcuts: [KeyCommand] {
        guard hasApp, let rootMenu else { return [] }
        return rootMenu.allKeyCommands
    }

    /// Asks for the menus to be built again when next read: after a change of state that the app delegate's
    /// ``Responder/buildMenu(with:)`` depends on.
    public func setNeedsRebuild() { built = nil }

    /// Asks for the menus' commands to be validated again. Validation (`validate(_:)`) dispatches selectors, which
    /// Linux has not, so nothing changes; actions read their state when the menu is built.
    public func setNeedsRevalidate() {}

    /// The main menu as built (beyond UIKit: a Mac draws it as the menu bar; headless, clients and tests read it):
    /// the standard menus with what the application and its delegate's ``Responder/buildMenu(with:)`` changed.
    /// The context system builds none headless (nil).
    public var rootMenu: Menu? {
        guard kind == .main else { return nil }
        if let built { return built }
        let builder = TreeMenuBuilder(system: self, root: Self.standardRoot())
        let application = Application.shared
        application.buildMenu(with: builder)
        (application.delegate as? Responder)?.buildMenu(with: builder)
        buildCount += 1
        built = builder.root
        return builder.root
    }

    /// The standard main menu, as UIKit's menu bar starts: the application, File, Edit, Format, View, Window and
    /// Help menus, each with the groups a builder can find by identifier (their system commands are selectors,
    /// which Linux has not, so the groups start empty).
    static func standardRoot() -> Menu {
        func group(_ identifier: Menu.Identifier, _ children: [MenuElement] = []) -> Menu {
            Menu(title: "", identifier: identifier, options: .displayInline, children: children)
        }
        func menu(_ title: String, _ identifier: Menu.Identifier, _ children: [MenuElement]) -> Menu {
            Menu(title: title, identifier: identifier, children: children)
        }
        let name =
            Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? ProcessInfo.processInfo.processName
        return Menu(
            title: "", identifier: .root,
            children: [
                menu(
                    name, .application,
                    [group(.about), group(.preferences), group(.services), group(.hide), group(.quit)]),
                menu(
                    "File", .file,
                    [group(.newScene), group(.openRecent), group(.close), group(.print), group(.document)]),
                menu(
                    "Edit", .edit,
                    [
                        group(.undoRedo), group(.standardEdit), group(.find), group(.spelling), group(.substitutions),
                        group(.transformations), group(.speech),
                    ]),
                menu(
                    "Format", .format,
                    [
                        group(
                            .font,
                            [group(.textStyle), group(.textSize), group(.textColor), group(.textStylePasteboard)]),
                        group(.text, [group(.alignment), group(.writingDirection)]),
                    ]),
                menu("View", .view, [group(.toolbar), group(.sidebar), group(.fullscreen)]),
                menu("Window", .window, [group(.minimizeAndZoom), group(.bringAllToFront)]),
                menu("Help", .help, []),
            ])
    }
}

/// What ``Responder/buildMenu(with:)`` changes a menu system's menus through (UIMenuBuilder): menus and actions
/// found by identifier, inserted before, after or inside others, replaced and removed. A change naming an
/// identifier the menus do not have changes nothing, as in UIKit. The commands of the standard menus (selectors)
/// are not on Linux, so the members that name one are not here.
@preconcurrency @MainActor
public protocol MenuBuilder {
    /// The system being built: check it (`builder.system == .main`), as UIKit asks.
    var system: MenuSystem { get }
    /// The menu with `identifier`, or nil.
    func menu(for identifier: Menu.Identifier) -> Menu?
    /// The action with `identifier`, or nil.
    func action(for identifier: Action.Identifier) -> Action?
    func replace(menu replacedIdentifier: Menu.Identifier, with replacementMenu: Menu)
    /// Replaces the menu with `replacementElements` (iOS 26).
    func replace(menu replacedIdentifier: Menu.Identifier, with replacementElements: [MenuElement])
    /// Replaces the action with `replacementElements` (iOS 26).
    func replace(action replacedIdentifier: Action.Identifier, with replacementElements: [MenuElement])
    func replaceChildren(ofMenu parentIdentifier: Menu.Identifier, from childrenBlock: ([MenuElement]) -> [MenuElement])
    func insertSibling(_ siblingMenu: Menu, beforeMenu siblingIdentifier: Menu.Identifier)
    func insertSibling(_ siblingMenu: Menu, afterMenu siblingIdentifier: Menu.Identifier)
    func insertChild(_ childMenu: Menu, atStartOfMenu parentIdentifier: Menu.Identifier)
    func insertChild(_ childMenu: Menu, atEndOfMenu parentIdentifier: Menu.Identifier)
    /// Inserts elements before, after or inside a menu, or before or after an action (iOS 26).
    func insertElements(_ insertedElements: [MenuElement], beforeMenu siblingIdentifier: Menu.Identifier)
    func insertElements(_ insertedElements: [MenuElement], afterMenu siblingIdentifier: Menu.Identifier)
    func insertElements(_ childElements: [MenuElement], atStartOfMenu parentIdentifier: Menu.Identifier)
    func insertElements(_ childElements: [MenuElement], atEndOfMenu parentIdentifier: Menu.Identifier)
    func insertElements(_ insertedElements: [MenuElement], beforeAction siblingIdentifier: Action.Identifier)
    func insertElements(_ insertedElements: [MenuElement], afterAction siblingIdentifier: Action.Identifier)
    func remove(menu removedIdentifier: Menu.Identifier)
    /// Removes the action (iOS 26).
    func remove(action removedIdentifier: Action.Identifier)
}

/// The builder of a menu tree: each change makes the menus on the way to the changed one again (menus are
/// values once made).
@MainActor
final class TreeMenuBuilder: MenuBuilder {
    let system: MenuSystem
    private(set) var root: Menu

    init(system: MenuSystem, root: Menu) {
        self.system = system
        self.root = root
    }

    private enum Target {
        case menu(Menu.Identifier)
        case action(Action.Identifier)

        func matches(_ element: MenuElement) -> Bool {
            switch self {
            case .menu(let identifier): (element as? Menu)?.identifier == identifier
            case .action(let identifier): (element as? Action)?.identifier == identifier
            }
        }
    }

    /// `root` with the children of the menu holding `target` (or of the menu that is the target, `inside`)
    /// changed by `change`, which gets them and the target's index among them.
    ///
    /// - Complexity: O(n) in the elements of the tree.
    private func edit(_ target: Target, inside: Bool = false, _ change: (inout [MenuElement], Int) -> Void) {
        func visit(_ menu: Menu) -> Menu? {
            if inside, target.matches(menu) {
                var children = menu.children
                change(&children, 0)
                return menu.replacingChildren(children)
            }
            if !inside, let index = menu.children.firstIndex(where: target.matches) {
                var children = menu.children
                change(&children, index)
                return menu.replacingChildren(children)
            }
            for (index, child) in menu.children.enumerated() {
                guard let submenu = child as? Menu, let changed = visit(submenu) else { continue }
                var children = menu.children
                children[index] = changed
                return menu.replacingChildren(children)
            }
            return nil
        }
        if let changed = visit(root) { root = changed }
    }

    private func find(_ target: Target) -> MenuElement? {
        func visit(_ menu: Menu) -> MenuElement? {
            if target.matches(menu) { return menu }
            for child in menu.children {
                if target.matches(child) { return child }
                if let submenu = child as? Menu, let found = visit(submenu) { return found }
            }
            return nil
        }
        return visit(root)
    }

    func menu(for identifier: Menu.Identifier) -> Menu? { find(.menu(identifier)) as? Menu }

    func action(for identifier: Action.Identifier) -> Action? { find(.action(identifier)) as? Action }

    func replace(menu replacedIdentifier: Menu.Identifier, with replacementMenu: Menu) {
        replace(menu: replacedIdentifier, with: [replacementMenu])
    }

    func replace(menu replacedIdentifier: Menu.Identifier, with replacementElements: [MenuElement]) {
        edit(.menu(replacedIdentifier)) { $0.replaceSubrange($1...$1, with: replacementElements) }
    }

    func replace(action replacedIdentifier: Action.Identifier, with replacementElements: [MenuElement]) {
        edit(.action(replacedIdentifier)) { $0.replaceSubrange($1...$1, with: replacementElements) }
    }

    func replaceChildren(
        ofMenu parentIdentifier: Menu.Identifier, from childrenBlock: ([MenuElement]) -> [MenuElement]
    ) {
        edit(.menu(parentIdentifier), inside: true) { children, _ in children = childrenBlock(children) }
    }

    func insertSibling(_ siblingMenu: Menu, beforeMenu siblingIdentifier: Menu.Identifier) {
        insertElements([siblingMenu], beforeMenu: siblingIdentifier)
    }

    func insertSibling(_ siblingMenu: Menu, afterMenu siblingIdentifier: Menu.Identifier) {
        insertElements([siblingMenu], afterMenu: siblingIdentifier)
    }

    func insertChild(_ childMenu: Menu, atStartOfMenu parentIdentifier: Menu.Identifier) {
        insertElements([childMenu], atStartOfMenu: parentIdentifier)
    }

    func insertChild(_ childMenu: Menu, atEndOfMenu parentIdentifier: Menu.Identifier) {
        insertElements([childMenu], atEndOfMenu: parentIdentifier)
    }

    func insertElements(_ insertedElements: [MenuElement], beforeMenu siblingIdentifier: Menu.Identifier) {
        edit(.menu(siblingIdentifier)) { $0.insert(contentsOf: insertedElements, at: $1) }
    }

    func insertElements(_ insertedElements: [MenuElement], afterMenu siblingIdentifier: Menu.Identifier) {
        edit(.menu(siblingIdentifier)) { $0.insert(contentsOf: insertedElements, at: $1 + 1) }
    }

    func insertElements(_ childElements: [MenuElement], atStartOfMenu parentIdentifier: Menu.Identifier) {
        edit(.menu(parentIdentifier), inside: true) { children, _ in children.insert(contentsOf: childElements, at: 0) }
    }

    func insertElements(_ childElements: [MenuElement], atEndOfMenu parentIdentifier: Menu.Identifier) {
        edit(.menu(parentIdentifier), inside: true) { children, _ in children.append(contentsOf: childElements) }
    }

    func insertElements(_ insertedElements: [MenuElement], beforeAction siblingIdentifier: Action.Identifier) {
        edit(.action(siblingIdentifier)) { $0.insert(contentsOf: insertedElements, at: $1) }
    }

    func insertElements(_ insertedElements: [MenuElement], afterAction siblingIdentifier: Action.Identifier) {
        edit(.action(siblingIdentifier)) { $0.insert(contentsOf: insertedElements, at: $1 + 1) }
    }

    func remove(menu removedIdentifier: Menu.Identifier) {
        edit(.menu(removedIdentifier)) { children, index in children.remove(at: index) }
    }

    func remove(action removedIdentifier: Action.Identifier) {
        edit(.action(removedIdentifier)) { children, index in children.remove(at: index) }
    }
}
