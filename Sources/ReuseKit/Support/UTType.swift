import Foundation

/// A uniform type identifier (UniformTypeIdentifiers' `UTType`): the kind of data a drag item or a pasteboard
/// holds, by its reverse-DNS identifier (`public.plain-text`), with the conformance tree that lets a reader of
/// `public.text` accept `public.utf8-plain-text`.
///
/// The system's declared types that list screens exchange are known here with their parents and filename
/// extensions; any other identifier is a type of its own that conforms to `public.data`, as an app's exported
/// type does.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.plain-text`.
    public let identifier: String

    /// The types known here: each one's parents and its preferred filename extension.
    private static let declared: [String: (parents: [String], fileExtension: String?)] = [
        "public.item": ([], nil),
        "public.content": ([], nil),
        "public.data": (["public.item"], nil),
        "public.text": (["public.data", "public.content"], nil),
        "public.plain-text": (["public.text"], "txt"),
        "public.utf8-plain-text": (["public.plain-text"], nil),
        "public.utf16-plain-text": (["public.plain-text"], nil),
        "public.html": (["public.text"], "html"),
        "public.json": (["public.text"], "json"),
        "public.comma-separated-values-text": (["public.text"], "csv"),
        "public.image": (["public.data", "public.content"], nil),
        "public.png": (["public.image"], "png"),
        "public.jpeg": (["public.image"], "jpeg"),
        "com.compuserve.gif": (["public.image"], "gif"),
        "public.url": (["public.data"], nil),
        "public.file-url": (["public.url"], nil),
        "com.adobe.pdf": (["public.data", "public.content"], "pdf"),
        "public.archive": (["public.data"], nil),
        "public.zip-archive": (["public.archive"], "zip"),
        "public.movie": (["public.audiovisual-content"], nil),
        "public.audiovisual-content": (["public.data", "public.content"], nil),
        "public.audio": (["public.audiovisual-content"], nil),
        "public.folder": (["public.item"], nil),
    ]

    /// Types the app declared (`UTType(importedAs:)`, `UTType(exportedAs:)`), with what they conform to.
    nonisolated(unsafe) private static var appDeclared: [String: [String]] = [:]
    private static let appDeclaredLock = NSLock()

    /// A type the app imports (declared by another app, described in the app's Info.plist on iOS): it conforms to
    /// `parentType` (`.data` by default).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
        Self.declare(identifier, conformingTo: parentType ?? .data)
    }

    /// A type the app owns and exports: it conforms to `parentType` (`.data` by default).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
        Self.declare(identifier, conformingTo: parentType ?? .data)
    }

    private static func declare(_ identifier: String, conformingTo parent: UTType) {
        appDeclaredLock.lock()
        defer { appDeclaredLock.unlock() }
        appDeclared[identifier] = [parent.identifier]
    }

    /// The types the app declared that `identifier` conforms to directly.
    static func appParents(of identifier: String) -> [String]? {
        appDeclaredLock.lock()
        defer { appDeclaredLock.unlock() }
        return appDeclared[identifier]
    }

    /// The type with `identifier`; nil for an empty identifier. An identifier not declared here is a type of its
    /// own conforming to `public.data`.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self.identifier = identifier
    }

    private init(declared identifier: String) {
        self.identifier = identifier
    }

    /// The declared type whose preferred filename extension is `filenameExtension` (case ignored) and that
    /// conforms to `supertype`; nil when none is known.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        let alias = wanted == "jpg" ? "jpeg" : wanted == "htm" ? "html" : wanted
        guard
            let match = Self.declared.first(where: { $0.value.fileExtension == alias }).map({
                UTType(declared: $0.key)
            }), match.conforms(to: supertype)
        else { return nil }
        self = match
    }

    /// The extension a file of this type takes; nil when it has none.
    public var preferredFilenameExtension: String? { Self.declared[identifier]?.fileExtension }

    /// The types this one directly conforms to.
    public var supertypes: Set<UTType> {
        var result = Set<UTType>()
        var pending = [identifier]
        while let next = pending.popLast() {
            let parents =
                Self.declared[next]?.parents ?? Self.appParents(of: next) ?? (next == identifier ? ["public.data"] : [])
            for parent in parents where result.insert(UTType(declared: parent)).inserted { pending.append(parent) }
        }
        return result
    }

    /// Whether data of this type is also of `type`: the same type, or one below it in the tree.
    ///
    /// - Complexity: O(d) in the depth of the tree.
    public func conforms(to type: UTType) -> Bool {
        type == self || supertypes.contains(type)
    }

    public var description: String { identifier }

    public static let item = UTType(declared: "public.item")
    public static let content = UTType(declared: "public.content")
    public static let data = UTType(declared: "public.data")
    public static let text = UTType(declared: "public.text")
    public static let plainText = UTType(declared: "public.plain-text")
    public static let utf8PlainText = UTType(declared: "public.utf8-plain-text")
    public static let utf16PlainText = UTType(declared: "public.utf16-plain-text")
    public static let html = UTType(declared: "public.html")
    public static let json = UTType(declared: "public.json")
    public static let commaSeparatedText = UTType(declared: "public.comma-separated-values-text")
    public static let image = UTType(declared: "public.image")
    public static let png = UTType(declared: "public.png")
    public static let jpeg = UTType(declared: "public.jpeg")
    public static let gif = UTType(declared: "com.compuserve.gif")
    public static let url = UTType(declared: "public.url")
    public static let fileURL = UTType(declared: "public.file-url")
    public static let pdf = UTType(declared: "com.adobe.pdf")
    public static let archive = UTType(declared: "public.archive")
    public static let zip = UTType(declared: "public.zip-archive")
    public static let movie = UTType(declared: "public.movie")
    public static let audiovisualContent = UTType(declared: "public.audiovisual-content")
    public static let audio = UTType(declared: "public.audio")
    public static let folder = UTType(declared: "public.folder")
}
