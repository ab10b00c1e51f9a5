import Foundation
import ReuseCore

/// Where ReuseKit's sentences for people are rendered and written: invalid values, rejected updates and
/// snapshots, and reuse diagnostics all reach standard error through ``write(_:)``.
enum Messages {
    /// Writes one line to standard error, prefixed `ReuseKit: `, with every control character made visible: a
    /// message can quote a client's identifiers and values, and none of their bytes may act on a terminal.
    static func write(_ line: String) {
        FileHandle.standardError.write(Data("ReuseKit: \(ControlCharacters.sanitized(line))\n".utf8))
    }

    static func invalidValue(_ value: InvalidValue) -> String {
        let context = value.context.map { " for \($0)" } ?? ""
        return "\(value.source) gave \(value.value)\(context). \(value.rule); ReuseKit uses \(value.replacement) "
            + "instead."
    }

    /// A rejected batch update, for a table or (`view: "collection view"`) a collection view.
    static func rejectedUpdate(_ message: String, view: String = "table") -> String {
        "NSInternalInconsistencyException: \(message) The \(view) reloads its data instead."
    }

    static func rejectedSnapshot(_ message: String) -> String {
        "\(message) The snapshot was left unchanged."
    }

    static func diagnostic(_ message: String) -> String {
        "diagnostic: \(message)"
    }
}

extension Messages {
    /// `performSegue(withIdentifier:sender:)` on Linux, where there are no storyboards.
    static func noSegue(identifier: String, in controller: String) -> String {
        "\(controller) has no segue with identifier \"\(identifier)\": there are no storyboards on Linux. Show the "
            + "destination in code instead: show(_:sender:), present(_:animated:), or "
            + "navigationController?.pushViewController(_:animated:)."
    }

    /// A generated asset symbol whose asset is not in the bundle.
    static func missingAsset(kind: String, name: String, bundle: Bundle) -> String {
        "No \(kind) named \"\(name)\" in the asset catalogs of \(bundle.bundlePath): the colour is clear. Ship the "
            + ".xcassets folder as a resource of the target (resources: [.copy(\"Assets.xcassets\")]) or check the name."
    }

    static func offMainThread(type: String, method: String, thread: String) -> String {
        "ReuseKit: \(type).\(method) was called from \(thread). Views belong to the main thread, as in UIKit: "
            + "call it from the main actor (await MainActor.run { … }, or DispatchQueue.main.async { … })."
    }
}

extension Messages {
    /// A programmer error's reason, in UIKit's words where UIKit has them.
    static func reason(_ error: ProgrammerError) -> String {
        switch error {
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
        case .collectionViewWithoutLayout:
            "UICollectionView must be initialized with a non-nil layout parameter - make it with "
                + "init(frame:collectionViewLayout:), or override that initializer and pass a layout to super"
        case .photoChangeRequestOutsideChangeBlock(let method):
            "PHAssetChangeRequest.\(method) can only be called from inside a change block - make change requests "
                + "inside PHPhotoLibrary.shared().performChanges { } or performChangesAndWait { }"
        case .classMethodOnSubclass(let type, let method, let className):
            "\(type).\(method) was called on the subclass \(className), which Linux cannot make through the class "
                + "method - call it on \(type), or make \(className) with an initializer"
        case .registeredClassOfAnotherKind(let method, let className, let expected):
            "\(method) was given the class \(className), which is not a \(expected) subclass - register a subclass "
                + "of \(expected), or nil to remove the registration"
        case .invalidNib(let identifier, let expected):
            "invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object "
                + "which must be a \(expected) instance"
        case .unregisteredViewOfKind(let kind, let identifier):
            "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a "
                + "class for the identifier or connect a prototype cell in a storyboard"
        case .missingSupplementaryView(let kind, let indexPath):
            "the layout places a supplementary view of kind \(kind) at \(indexPath), but the data source does not "
                + "implement collectionView(_:viewForSupplementaryElementOfKind:at:) - implement it, or give the "
                + "layout no such view (a flow layout's headerReferenceSize and footerReferenceSize of zero)"
        case .cellNotDequeued(let method):
            "the view returned from \(method) does not have a reuseIdentifier - cells must be retrieved by "
                + "calling dequeueReusableCell(withReuseIdentifier:for:) or "
                + "dequeueConfiguredReusableCell(using:for:item:)"
        case .scrollToInvalidIndexPath(let indexPath):
            "Attempting to scroll to an invalid index path: \(indexPath) - scroll only to an item of a section "
                + "the data source reports, after reloadData() or the update that adds it"
        case .unknownStoryboard(let name):
            "Could not find a storyboard named '\(name)': there are no storyboard archives on Linux. Describe it in "
                + "code before it is used: Storyboard.define(\"\(name)\", initial:scenes:segues:)"
        case .unknownNib(let name):
            "Could not load NIB in bundle with name '\(name)': there are no nib archives on Linux. Describe it in "
                + "code before it is loaded: UINib.define(\"\(name)\") { MyView() }"
        case .unknownStoryboardScene(let storyboard, let identifier):
            "Storyboard (\(storyboard)) doesn't contain a view controller with identifier '\(identifier)' - add it "
                + "to the storyboard's scenes: Storyboard.define(\"\(storyboard)\", scenes: [\"\(identifier)\": { … }])"
        case .storyboardSceneOfAnotherClass(let storyboard, let identifier, let expected):
            "Storyboard (\(storyboard)) made a view controller for identifier '\(identifier)' that is not a "
                + "\(expected) - make the scene's controller a \(expected), or ask for the class it makes"
        case .registrationCreatedInsideCellProvider(let registration):
            "Attempted to dequeue a cell using a registration that was created inside "
                + "collectionView(_:cellForItemAt:) or inside a UICollectionViewDiffableDataSource cell provider. "
                + "Creating a new registration each time a cell is requested will prevent reuse and cause created "
                + "cells to remain inaccessible in memory for the lifetime of the collection view. Registrations "
                + "should be created up front and reused. Registration: \(registration)"
        }
    }

    static func snapshotHasNoSections() -> String {
        "There are currently no sections in the data source. Please add a section first."
    }

    static func unknownItem(_ identifier: some Hashable) -> String {
        "Invalid item identifier specified: \(identifier) is not in the snapshot."
    }

    static func unknownSection(_ identifier: some Hashable) -> String {
        "Invalid section identifier specified: \(identifier) is not in the snapshot."
    }

    static func movedRelativeToItself(_ what: String, _ identifier: some Hashable) -> String {
        "Cannot move \(what) (\(identifier)) relative to itself."
    }

    static func duplicateIdentifiers(_ duplicates: [some Hashable], of kind: String) -> String {
        "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {("
            + duplicates.map { "\($0)" }.joined(separator: ", ") + ")}"
    }
}

extension Messages {
    static func secondCancelAction(_ title: String?, first: String?) -> String {
        "AlertController can only have one action with a style of .cancel: \"\(title ?? "nil")\" was not added "
            + "(\"\(first ?? "nil")\" cancels already). Give it the .default style, or leave it out."
    }

    static func textFieldOnActionSheet(_ title: String?) -> String {
        "Text fields can only be added to an alert controller of style .alert: the action sheet "
            + "\"\(title ?? "nil")\" got none. Make it with preferredStyle: .alert."
    }
}

extension Messages {
    static func touchIndexOutOfRange(_ index: Int, count: Int, of recognizer: String) -> String {
        "\(recognizer).location(ofTouch: \(index), in:) asked for touch \(index), but the recognizer follows "
            + "\(count) touch\(count == 1 ? "" : "es"): ask for an index below numberOfTouches. It answered (0, 0)."
    }
}

extension Messages {
    static func transitionBetweenNonChildren(_ controller: String) -> String {
        "\(controller).transition(from:to:duration:options:animations:completion:) needs two children of the "
            + "controller whose views are in its hierarchy: add both with addChild(_:) first. Nothing was swapped."
    }

    static func viewLoadingUnset(_ controller: String) -> String {
        "A @ViewLoading property of \(controller) was read before loadView or viewDidLoad set it: set it there."
    }
}

extension Messages {
    /// `UIApplicationMain` given a principal class other than `UIApplication`.
    static func mainPrincipalClass(_ name: String) -> String {
        "UIApplicationMain was given the principal class \"\(name)\": there is one application on Linux, "
            + "UIApplication.shared, and a subclass of it cannot be made. Pass nil and move the subclass's work to the "
            + "app delegate."
    }

    /// `UIApplicationMain` given no app delegate class.
    static let mainWithoutDelegate =
        "UIApplicationMain was given no delegate class: there is no main storyboard on Linux to name one. Pass "
        + "NSStringFromClass(AppDelegate.self)."

    /// `UIApplicationMain` given a class name that names no loaded class.
    static func mainUnknownDelegate(_ name: String) -> String {
        "No class named \"\(name)\" is loaded: name the app delegate with its module "
            + "(NSStringFromClass(AppDelegate.self) does)."
    }

    /// `UIApplicationMain` or `@main` given a class that cannot be the app delegate.
    static func mainNotADelegate(_ name: String) -> String {
        "\(name) cannot be the app delegate: it must be a UIResponder subclass adopting UIApplicationDelegate, made "
            + "through init?(coder:) (which must not return nil)."
    }
}
