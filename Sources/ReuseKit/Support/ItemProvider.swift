import Foundation

/// Who may load a representation an item provider registers (Foundation's
/// `NSItemProviderRepresentationVisibility`), with its raw values. Headless there is one process: every
/// representation loads.
public enum NSItemProviderRepresentationVisibility: Int, Hashable, Sendable {
    case all = 0
    case team = 1
    case group = 2
    case ownProcess = 3
}

/// A type an item provider can make from data (Foundation's `NSItemProviderReading`): `String`, `NSString`,
/// `Image`, and a client's own classes.
public protocol NSItemProviderReading {
    /// The type identifiers it reads, preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance made from `data` of `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A type an item provider can turn into data (Foundation's `NSItemProviderWriting`).
public protocol NSItemProviderWriting {
    /// The type identifiers it writes, preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Hands the data of `typeIdentifier` to `completionHandler`; returns the load's progress, or nil.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// What an item provider cannot do, named with the type and the fix.
public struct ItemProviderError: Error, CustomStringConvertible, Sendable {
    public let description: String

    /// An error that says `description`: what failed, the value, and the fix.
    public init(description: String) {
        self.description = description
    }
}

/// Data a drag, a drop or a paste carries, in the representations its source registers (Foundation's
/// `NSItemProvider`, which Linux's Foundation lacks).
///
/// Headless, loading is immediate: a load handler's completion and a reader's completion run before the call
/// that asked returns, on the caller's thread (UIKit runs them later on an internal queue, so code written for it
/// already copes with either). A load handler must hand over its data before it returns, as the common
/// `completion(data, nil); return nil` does; one that loads later gets an error naming the type.
open class NSItemProvider: NSObject {
    struct Representation {
        let typeIdentifier: String
        let load: (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Void
        /// For a file representation: hands over the file, and whether it may be opened in place.
        var loadFile: ((@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Void)? = nil
    }

    var representations: [Representation] = []
    /// A name for the data, as a file dropped from it would have.
    open var suggestedName: String?

    public override init() {
        super.init()
    }

    /// A provider of `object`'s representations (its writable types).
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// The items registered with ``init(item:typeIdentifier:)``, by type identifier, for ``loadItem(forTypeIdentifier:options:completionHandler:)``.
    private var items: [(typeIdentifier: String, item: any NSSecureCoding)] = []

    /// What ``loadItem(forTypeIdentifier:options:completionHandler:)`` hands back: the item, or an error.
    public typealias CompletionHandler = @Sendable ((any NSSecureCoding)?, (any Error)?) -> Void

    /// A provider of `item` as `typeIdentifier` (the item API older drag and drop code uses:
    /// `NSItemProvider(item: text as NSData, typeIdentifier: kUTTypePlainText as String)`). Its data is the item's
    /// bytes: `NSData` as it is, an `NSString` in UTF-8, an `NSURL` as its absolute string; other items are
    /// offered only to ``loadItem(forTypeIdentifier:options:completionHandler:)``. With no item or no identifier,
    /// the provider is empty.
    public convenience init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        items.append((typeIdentifier, item))
        let data: Data? =
            switch item {
            case let data as NSData: Data(referencing: data)
            case let string as NSString: Data((string as String).utf8)
            case let url as NSURL: Data(url.absoluteString.utf8)
            default: nil
            }
        guard let data else { return }
        representations.append(Representation(typeIdentifier: typeIdentifier) { completion in completion(data, nil) })
    }

    /// Hands back the item registered as a type conforming to `typeIdentifier`, else the data of such a
    /// representation as `NSData`; an error names the types there are when there is neither. Headless, the
    /// handler runs before this returns.
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: CompletionHandler? = nil
    ) {
        guard let completionHandler else { return }
        let wanted = UTType(typeIdentifier)
        if let match = items.first(where: { entry in
            entry.typeIdentifier == typeIdentifier
                || (wanted.map { UTType(entry.typeIdentifier)?.conforms(to: $0) ?? false } ?? false)
        }) {
            completionHandler(match.item, nil)
            return
        }
        loadDataRepresentation(forTypeIdentifier: typeIdentifier) { data, error in
            completionHandler(data.map { NSData(data: $0) }, error)
        }
    }

    /// The type identifiers registered, in the order they were.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// The types registered, as `UTType`s.
    open var registeredContentTypes: [UTType] { representations.compactMap { UTType($0.typeIdentifier) } }

    /// Registers data of `typeIdentifier`, made by `loadHandler` when a reader asks for it.
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append(
            Representation(typeIdentifier: typeIdentifier) { completion in _ = loadHandler(completion) })
    }

    /// Registers data of `contentType`.
    open func registerDataRepresentation(
        for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
        loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        registerDataRepresentation(
            forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Registers a file of `typeIdentifier`, handed over by `loadHandler` when a reader asks (the URL, whether it
    /// is a copy already, or an error). With ``NSItemProviderFileOptions/openInPlace`` a reader may open it where
    /// it is.
    open func registerFileRepresentation(
        forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
        visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?
    ) {
        let inPlace = fileOptions.contains(.openInPlace)
        representations.append(
            Representation(
                typeIdentifier: typeIdentifier,
                load: { completion in
                    _ = loadHandler { url, _, error in
                        guard let url else { return completion(nil, error) }
                        do { completion(try Data(contentsOf: url), nil) } catch { completion(nil, error) }
                    }
                },
                loadFile: { completion in
                    _ = loadHandler { url, _, error in completion(url, inPlace, error) }
                }))
    }

    /// Hands `completionHandler` a copy of the first representation conforming to `typeIdentifier` as a file, in
    /// a temporary folder, removed when the handler returns (copy it to keep it); an error names the types there
    /// are when none conforms.
    @discardableResult
    open func loadFileRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void
    ) -> Progress {
        loadFile(typeIdentifier, inPlace: false) { url, _, error in completionHandler(url, error) }
    }

    /// Hands `completionHandler` the first representation conforming to `typeIdentifier` as a file: the file
    /// itself when it was registered to open in place (the flag is then true), else a temporary copy, removed when
    /// the handler returns.
    @discardableResult
    open func loadInPlaceFileRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void
    ) -> Progress {
        loadFile(typeIdentifier, inPlace: true, completionHandler)
    }

    /// Registers each representation `object` writes.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            representations.append(
                Representation(typeIdentifier: identifier) { completion in
                    _ = object.loadData(withTypeIdentifier: identifier, forItemProviderCompletionHandler: completion)
                })
        }
    }

    /// Whether a representation conforms to `typeIdentifier` (`public.utf8-plain-text` to `public.text`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// The same question, as UIKit asks it for file representations (which are data here).
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    func representation(conformingTo typeIdentifier: String) -> Representation? {
        guard let wanted = UTType(typeIdentifier) else { return nil }
        return representations.first { UTType($0.typeIdentifier)?.conforms(to: wanted) ?? false }
    }

    /// Loads the data of the first representation conforming to `typeIdentifier`; an error names the types there
    /// are when none conforms.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, missing(typeIdentifier))
            return progress
        }
        representation.load { data, error in
            completionHandler(data, error)
        }
        progress.completedUnitCount = 1
        return progress
    }

    /// Loads the data of `contentType`.
    @discardableResult
    open func loadDataRepresentation(
        for contentType: UTType, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Whether a registered representation is one `aClass` reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        readable(by: aClass) != nil
    }

    /// Makes an instance of `aClass` from the first representation it reads.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let identifier = readable(by: aClass), let representation = representation(conformingTo: identifier)
        else {
            completionHandler(nil, missing(aClass.readableTypeIdentifiersForItemProvider.joined(separator: " or ")))
            return progress
        }
        // Loading is immediate headless: the data comes back before `load` returns, and is read here.
        nonisolated(unsafe) var loaded: (Data?, (any Error)?) = (nil, nil)
        representation.load { data, error in loaded = (data, error) }
        if let data = loaded.0 {
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: identifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        } else {
            completionHandler(
                nil,
                loaded.1
                    ?? ItemProviderError(
                        description:
                            "The load handler of \(identifier) gave no data before it returned: headless loads are "
                            + "immediate, so call its completion with the data inside the handler."))
        }
        progress.completedUnitCount = 1
        return progress
    }

    /// Makes a `T` (`String`, say) from the first representation it reads.
    @discardableResult
    public func loadObject<T: NSItemProviderReading>(
        ofClass: T.Type, completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void
    ) -> Progress {
        nonisolated(unsafe) var result: ((any NSItemProviderReading)?, (any Error)?) = (nil, nil)
        let progress = loadObject(ofClass: ofClass as any NSItemProviderReading.Type) { object, error in
            result = (object, error)
        }
        completionHandler(result.0 as? T, result.1)
        return progress
    }

    /// The identifier of the first representation `aClass` reads: its own identifiers in its order, each matched
    /// by conformance.
    private func readable(by aClass: any NSItemProviderReading.Type) -> String? {
        for wanted in aClass.readableTypeIdentifiersForItemProvider {
            if let match = representation(conformingTo: wanted) { return match.typeIdentifier }
        }
        return nil
    }

    func missing(_ wanted: String) -> ItemProviderError {
        let registered = registeredTypeIdentifiers.isEmpty ? "none" : registeredTypeIdentifiers.joined(separator: ", ")
        return ItemProviderError(
            description:
                "The item provider has no representation of \(wanted) (it has \(registered)): register one with "
                + "registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:) or registerObject(_:visibility:)."
        )
    }
}

// MARK: Strings and images

extension String: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    }
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }

    /// The text of UTF-8 data; an error names the type when the bytes are not UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw ItemProviderError(
                description: "The \(typeIdentifier) data (\(data.count) bytes) is not UTF-8 text: register UTF-8 data.")
        }
        return text
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }
}

extension NSString: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { String.readableTypeIdentifiersForItemProvider }
    public static var writableTypeIdentifiersForItemProvider: [String] { String.writableTypeIdentifiersForItemProvider }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let text = try String.object(withItemProviderData: data, typeIdentifier: typeIdentifier)
        guard let made = NSString(string: text) as? Self else {
            throw ItemProviderError(description: "\(self) cannot be made from text: read NSString or String.")
        }
        return made
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        (self as String).loadData(
            withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }
}

extension Image: NSItemProviderReading {
    /// Any image: PNG first, then JPEG, then any other.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    }

    /// The image the data decodes to, as ``Image/init(data:)`` decodes it; an error names the type when it does
    /// not decode. Writing an image (`NSItemProvider(object: image)`) needs its PNG encoder, in the `UIKit`
    /// module.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = Image(data: data) else {
            throw ItemProviderError(
                description:
                    "The \(typeIdentifier) data (\(data.count) bytes) is not an image that decodes: register PNG or "
                    + "JPEG data.")
        }
        guard let made = image as? Self else {
            throw ItemProviderError(description: "\(self) cannot be made from image data: read Image.")
        }
        return made
    }
}

// MARK: URLs

extension URL: NSItemProviderReading, NSItemProviderWriting {
    /// A URL, or a file's.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.url.identifier, UTType.fileURL.identifier]
    }
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UTType.url.identifier, UTType.utf8PlainText.identifier]
    }

    /// The URL whose absolute string the data holds in UTF-8; an error names the type and the text when it is not
    /// a URL.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        let text = try String.object(withItemProviderData: data, typeIdentifier: typeIdentifier)
        guard let url = URL(string: text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw ItemProviderError(
                description:
                    "The \(typeIdentifier) data is not a URL (\(text.debugDescription)): register a URL's text.")
        }
        return url
    }

    /// The URL's absolute string in UTF-8, for every type it writes.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}

extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { URL.readableTypeIdentifiersForItemProvider }
    public static var writableTypeIdentifiersForItemProvider: [String] { URL.writableTypeIdentifiersForItemProvider }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let url = try URL.object(withItemProviderData: data, typeIdentifier: typeIdentifier)
        guard let made = NSURL(string: url.absoluteString) as? Self else {
            throw ItemProviderError(description: "\(self) cannot be made from a URL: read NSURL or URL.")
        }
        return made
    }

    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        guard let url = self as URL? else {
            completionHandler(nil, ItemProviderError(description: "The NSURL has no URL to write."))
            return nil
        }
        return url.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }
}

extension NSUserActivity: @preconcurrency NSItemProviderWriting {
    /// UIKit's type for an activity dragged to open a new window.
    public static var writableTypeIdentifiersForItemProvider: [String] { ["com.apple.uikit.useractivity"] }

    /// The activity as a property list: its type, title, user info (the entries a property list can hold),
    /// web page and target content identifier, as a drop that opens a window reads it back.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        var record: [String: Any] = ["activityType": activityType]
        if let title { record["title"] = title }
        if let webpageURL { record["webpageURL"] = webpageURL.absoluteString }
        if let targetContentIdentifier { record["targetContentIdentifier"] = targetContentIdentifier }
        var info: [String: Any] = [:]
        for (key, value) in userInfo ?? [:] {
            guard let key = key as? String, PropertyListSerialization.propertyList(value, isValidFor: .binary)
            else { continue }
            info[key] = value
        }
        if !info.isEmpty { record["userInfo"] = info }
        do {
            completionHandler(
                try PropertyListSerialization.data(fromPropertyList: record, format: .binary, options: 0), nil)
        } catch {
            completionHandler(nil, error)
        }
        return nil
    }
}
