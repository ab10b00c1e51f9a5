import Foundation

/// Undo and redo for a screen (Foundation's `UndoManager`, which Linux's Foundation lacks): each group of
/// registered actions undoes as one step, and undoing registers what redoes it.
///
/// Foundation groups the registrations of one run-loop pass (`groupsByEvent`); headless there are no passes, so
/// a registration outside an explicit ``beginUndoGrouping()`` is a group of its own. A target is held weakly, as
/// Foundation holds it: the actions of a target that is gone do nothing.
///
/// ```swift
/// undoManager?.registerUndo(withTarget: self) { $0.rename(to: oldName) }
/// undoManager?.setActionName("Rename")
/// ```
///
/// Like Foundation's, it is not tied to an actor; use it from one thread at a time.
open class UndoManager {
    private struct Step {
        weak var target: AnyObject?
        let run: (AnyObject) -> Void
    }

    private struct Group {
        var steps: [Step] = []
        var actionName = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups being built, innermost last.
    private var open: [Group] = []
    private var disabled = 0
    public private(set) var isUndoing = false
    public private(set) var isRedoing = false

    /// How many groups are kept; 0, the default, keeps all.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// Whether registrations are grouped automatically (headless: each outside a group is its own).
    open var groupsByEvent = true

    public init() {}

    /// Registers `handler` to run on `target` when this step is undone (or redone, while undoing).
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping (TargetType) -> Void
    ) {
        guard disabled == 0 else { return }
        let step = Step(target: target) { object in
            if let object = object as? TargetType { handler(object) }
        }
        if !isUndoing && !isRedoing && open.isEmpty { redoStack.removeAll() }
        if open.isEmpty {
            push(Group(steps: [step]))
        } else {
            open[open.count - 1].steps.append(step)
        }
    }

    private func push(_ group: Group) {
        guard !group.steps.isEmpty else { return }
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            trim()
        }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    /// Opens a group: what is registered until ``endUndoGrouping()`` undoes as one step.
    open func beginUndoGrouping() {
        open.append(Group())
    }

    /// Closes the innermost group; a nested group joins the one around it. Without an open group it does
    /// nothing (Foundation raises).
    open func endUndoGrouping() {
        guard let group = open.popLast() else { return }
        if open.isEmpty {
            if !isUndoing && !isRedoing && !group.steps.isEmpty { redoStack.removeAll() }
            push(group)
        } else {
            open[open.count - 1].steps += group.steps
        }
    }

    /// How deep the open groups are.
    open var groupingLevel: Int { open.count }

    /// Whether there is a step to undo.
    open var canUndo: Bool { !undoStack.isEmpty || open.contains { !$0.steps.isEmpty } }
    /// Whether there is a step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Undoes the last step (closing an open group first), running its actions newest first; what they register
    /// becomes the step that redoes it.
    open func undo() {
        while open.count > 0 { endUndoGrouping() }
        undoNestedGroup()
    }

    /// Undoes the last closed step.
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        isUndoing = true
        replay(group, into: &redoStack)
        isUndoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Redoes the last undone step.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        isRedoing = true
        replay(group, into: &undoStack)
        isRedoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Runs `group`'s steps newest first, collecting what they register into one group with the same name.
    private func replay(_ group: Group, into stack: inout [Group]) {
        open.append(Group(actionName: group.actionName))
        for step in group.steps.reversed() {
            if let target = step.target { step.run(target) }
        }
        let inverse = open.removeLast()
        if !inverse.steps.isEmpty { stack.append(inverse) }
    }

    /// Names the step being built, or else the last one ("Undo Rename" in a menu).
    open func setActionName(_ actionName: String) {
        if !open.isEmpty {
            open[open.count - 1].actionName = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].actionName = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].actionName = actionName
        }
    }

    /// The name of the step ``undo()`` would undo.
    open var undoActionName: String { undoStack.last?.actionName ?? "" }
    /// The name of the step ``redo()`` would redo.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }
    /// "Undo" and the step's name, for a menu.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" and the step's name, for a menu.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    /// "Undo" followed by `actionName` when there is one.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }
    /// "Redo" followed by `actionName` when there is one.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Stops registrations until a matching ``enableUndoRegistration()``.
    open func disableUndoRegistration() { disabled += 1 }
    /// Lets registrations through again.
    open func enableUndoRegistration() { disabled = max(disabled - 1, 0) }
    /// Whether registrations are kept.
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }

    /// Forgets every step.
    ///
    /// - Complexity: O(1).
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        open = open.map { _ in Group() }
    }

    /// Forgets every action on `target`, dropping the steps left empty.
    ///
    /// - Complexity: O(n) in the registered actions.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func strip(_ groups: [Group]) -> [Group] {
            groups.map { group in
                var group = group
                group.steps.removeAll { $0.target === object || $0.target == nil }
                return group
            }
        }
        undoStack = strip(undoStack).filter { !$0.steps.isEmpty }
        redoStack = strip(redoStack).filter { !$0.steps.isEmpty }
        open = strip(open)
    }
}

extension NSNotification.Name {
    /// Posted before an ``UndoManager`` undoes.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let NSUndoManagerWillUndoChange = NSNotification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after an ``UndoManager`` undid.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let NSUndoManagerDidUndoChange = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before an ``UndoManager`` redoes.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let NSUndoManagerWillRedoChange = NSNotification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after an ``UndoManager`` redid.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let NSUndoManagerDidRedoChange = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
}
