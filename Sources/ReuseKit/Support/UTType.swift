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
        "public.video": (["public.movie"], nil),
        "public.mpeg-4": (["public.movie"], "mp4"),
        "com.apple.quicktime-movie": (["public.movie"], "mov"),
        "public.mp3": (["public.audio"], "mp3"),
        "public.mpeg-4-audio": (["public.audio"], "m4a"),
        "com.microsoft.waveform-audio": (["public.audio"], "wav"),
        "public.heic": (["public.image"], "heic"),
        "public.tiff": (["public.image"], "tiff"),
        "com.microsoft.bmp": (["public.image"], "bmp"),
        "public.svg-image": (["public.image"], "svg"),
        "org.webmproject.webp": (["public.image"], "webp"),
        "public.rtf": (["public.text"], "rtf"),
        "public.xml": (["public.text"], "xml"),
        "public.yaml": (["public.text"], "yaml"),
        "public.tab-separated-values-text": (["public.text"], "tsv"),
        "public.log": (["public.text"], "log"),
        "public.source-code": (["public.plain-text"], nil),
        "public.swift-source": (["public.source-code"], "swift"),
        "com.apple.property-list": (["public.data"], "plist"),
        "public.vcard": (["public.text", "public.contact"], "vcf"),
        "public.contact": (["public.item"], nil),
        "public.spreadsheet": (["public.content"], nil),
        "public.presentation": (["public.content"], nil),
        "public.database": (["public.item"], nil),
        "org.idpf.epub-container": (["public.zip-archive"], "epub"),
        "org.gnu.gnu-zip-archive": (["public.archive"], "gz"),
        "public.executable": (["public.item"], nil),
        "public.directory": (["public.item"], nil),
        "com.apple.package": (["public.directory"], nil),
        "com.apple.bundle": (["public.directory"], nil),
        "public.symlink": (["public.item"], nil),
        "public.font": (["public.data", "public.content"], nil),
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

    /// The MIME type of this type's files (`image/jpeg` for `public.jpeg`); nil when it has none (an abstract type
    /// such as `public.image`).
    public var preferredMIMEType: String? { Self.mimeTypes[identifier] }

    /// The type whose files have `mimeType`, conforming to `supertype` (`.data` by default); nil when none does.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let wanted = mimeType.lowercased()
        guard let match = Self.mimeTypes.first(where: { $0.value == wanted }).map({ UTType(declared: $0.key) }),
            match.conforms(to: supertype)
        else { return nil }
        self = match
    }

    /// The MIME types of the declared types that have one (IANA's names, as Apple's declarations give them).
    private static let mimeTypes: [String: String] = [
        "public.plain-text": "text/plain", "public.html": "text/html",
        "public.json": "application/json", "public.comma-separated-values-text": "text/csv",
        "public.png": "image/png", "public.jpeg": "image/jpeg", "com.compuserve.gif": "image/gif",
        "com.adobe.pdf": "application/pdf", "public.zip-archive": "application/zip", "public.mpeg-4": "video/mp4",
        "com.apple.quicktime-movie": "video/quicktime", "public.mp3": "audio/mpeg", "public.mpeg-4-audio": "audio/mp4",
        "com.microsoft.waveform-audio": "audio/vnd.wave", "public.heic": "image/heic", "public.tiff": "image/tiff",
        "com.microsoft.bmp": "image/bmp", "public.svg-image": "image/svg+xml", "org.webmproject.webp": "image/webp",
        "public.rtf": "text/rtf", "public.xml": "application/xml", "public.yaml": "application/x-yaml",
        "public.tab-separated-values-text": "text/tab-separated-values", "public.vcard": "text/vcard",
        "org.idpf.epub-container": "application/epub+zip", "org.gnu.gnu-zip-archive": "application/x-gzip",
    ]

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
    public static let video = UTType(declared: "public.video")
    public static let mpeg4Movie = UTType(declared: "public.mpeg-4")
    public static let quickTimeMovie = UTType(declared: "com.apple.quicktime-movie")
    public static let mp3 = UTType(declared: "public.mp3")
    public static let mpeg4Audio = UTType(declared: "public.mpeg-4-audio")
    public static let wav = UTType(declared: "com.microsoft.waveform-audio")
    public static let heic = UTType(declared: "public.heic")
    public static let tiff = UTType(declared: "public.tiff")
    public static let bmp = UTType(declared: "com.microsoft.bmp")
    public static let svg = UTType(declared: "public.svg-image")
    public static let webP = UTType(declared: "org.webmproject.webp")
    public static let rtf = UTType(declared: "public.rtf")
    public static let xml = UTType(declared: "public.xml")
    public static let yaml = UTType(declared: "public.yaml")
    public static let tabSeparatedText = UTType(declared: "public.tab-separated-values-text")
    public static let log = UTType(declared: "public.log")
    public static let sourceCode = UTType(declared: "public.source-code")
    public static let swiftSource = UTType(declared: "public.swift-source")
    public static let propertyList = UTType(declared: "com.apple.property-list")
    public static let vCard = UTType(declared: "public.vcard")
    public static let contact = UTType(declared: "public.contact")
    public static let spreadsheet = UTType(declared: "public.spreadsheet")
    public static let presentation = UTType(declared: "public.presentation")
    public static let database = UTType(declared: "public.database")
    public static let epub = UTType(declared: "org.idpf.epub-container")
    public static let gzip = UTType(declared: "org.gnu.gnu-zip-archive")
    public static let executable = UTType(declared: "public.executable")
    public static let directory = UTType(declared: "public.directory")
    public static let package = UTType(declared: "com.apple.package")
    public static let bundle = UTType(declared: "com.apple.bundle")
    public static let symbolicLink = UTType(declared: "public.symlink")
    public static let font = UTType(declared: "public.font")

    /// Whether this type is below `type` in the tree (conforms to it and is not it).
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Whether `type` is below this one.
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }
}
