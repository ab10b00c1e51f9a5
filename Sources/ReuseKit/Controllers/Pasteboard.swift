import Foundation

/// The pasteboard (UIPasteboard), headless: items of typed values that stay for the process. Each item maps type
/// identifiers (`public.utf8-plain-text`, `public.url`, `public.png`) to values; the typed properties (`string`,
/// `urls`, `image`, `color`) read and write the items, and the item-provider API reads and writes them through
/// ``NSItemProvider``. Every change counts in ``changeCount`` and posts ``changedNotification``.
@preconcurrency @MainActor
open class Pasteboard {
    /// A pasteboard's name (UIPasteboard.Name).
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The general pasteboard's.
        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// The keys of ``setItems(_:options:)``'s options (UIPasteboard.OptionsKey).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Whether the items stay on this device (a `Bool`): kept, there is no other device.
        public static let localOnly = OptionsKey(rawValue: "UIPasteboardOptionLocalOnly")
        /// When the items expire (a `Date`): they are removed on the first read after it.
        public static let expirationDate = OptionsKey(rawValue: "UIPasteboardOptionExpirationDate")
    }

    /// Posted after the contents change.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The `userInfo` key of the types a change added.
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The `userInfo` key of the types a change removed.
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The types a string is written as and read from.
    public static var typeListString: NSArray { NSArray(array: stringTypes) }
    /// The types a URL is written as and read from.
    public static var typeListURL: NSArray { NSArray(array: urlTypes) }
    /// The types an image is written as and read from.
    public static var typeListImage: NSArray { NSArray(array: imageTypes) }
    /// The types a colour is written as and read from.
    public static var typeListColor: NSArray { NSArray(array: colorTypes) }
    /// A type that lets the pasteboard choose the representations (`setValue(_:forPasteboardType:)`).
    nonisolated public static let typeAutomatic = "com.apple.uikit.pboard-automatic"

    static let stringTypes = [UTType.utf8PlainText.identifier, UTType.plainText.identifier, UTType.text.identifier]
    static let urlTypes = [UTType.url.identifier]
    static let imageTypes = [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    static let colorTypes = ["com.apple.uikit.color"]

    /// What a named pasteboard holds, shared by every `Pasteboard` of that name.
    private final class Contents {
        var items: [[String: Any]] = []
        var changeCount = 0
        var expiration: Date?
    }

    /// The general pasteboard that copy and paste use.
    public static let general = Pasteboard(name: .general, contents: Contents())
    private static var named: [Name: Contents] = [:]
    private static var uniqueNames = 0

    /// The pasteboard's name.
    public let name: Name
    private let contents: Contents
    /// Whether it outlives the app: only the general pasteboard does on iOS; headless, none outlives the process.
    public var isPersistent: Bool { name == .general }
    /// How many times the contents changed.
    public var changeCount: Int { contents.changeCount }

    /// A pasteboard of its own, as ``withUniqueName()`` makes.
    public convenience init() {
        Self.uniqueNames += 1
        let name = Name("reusekit.pasteboard.unique.\(Self.uniqueNames)")
        let contents = Contents()
        Self.named[name] = contents
        self.init(name: name, contents: contents)
    }

    private init(name: Name, contents: Contents) {
        self.name = name
        self.contents = contents
    }

    /// The pasteboard named `pasteboardName`, made when `create` is true and there is none; nil otherwise. Every
    /// pasteboard of one name shows the same items (UIKit returns the same object; a Swift initializer makes a new
    /// one, so compare pasteboards by ``name``). The general pasteboard's name gives the general pasteboard's items.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        if pasteboardName == .general {
            self.init(name: .general, contents: Self.general.contents)
            return
        }
        if let existing = Self.named[pasteboardName] {
            self.init(name: pasteboardName, contents: existing)
            return
        }
        guard create else { return nil }
        let made = Contents()
        Self.named[pasteboardName] = made
        self.init(name: pasteboardName, contents: made)
    }

    /// A new pasteboard with a name of its own.
    public static func withUniqueName() -> Pasteboard { Pasteboard() }

    /// Removes the pasteboard named `pasteboardName` (not the general one) and posts ``removedNotification``.
    public static func remove(withName pasteboardName: Name) {
        guard named.removeValue(forKey: pasteboardName) != nil else { return }
        NotificationCenter.default.post(name: removedNotification, object: nil)
    }

    // MARK: Items

    /// The items, each a dictionary of type identifiers to values. Setting it replaces them all.
    open var items: [[String: Any]] {
        get {
            if let expiration = contents.expiration, Date() >= expiration { clearExpired() }
            return contents.items
        }
        set { replace(with: newValue, expiring: nil) }
    }

    /// How many items there are.
    public var numberOfItems: Int { items.count }

    /// Adds `items` after the ones there.
    open func addItems(_ items: [[String: Any]]) {
        replace(with: self.items + items, expiring: contents.expiration)
    }

    /// Replaces the items, with options (``OptionsKey``): an expiration date removes them once it passes.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        replace(with: items, expiring: options[.expirationDate] as? Date)
    }

    private func clearExpired() {
        contents.expiration = nil
        replace(with: [], expiring: nil)
    }

    private func replace(with items: [[String: Any]], expiring: Date?) {
        let before = Set(contents.items.flatMap(\.keys))
        let after = Set(items.flatMap(\.keys))
        contents.items = items
        contents.expiration = expiring
        contents.changeCount += 1
        NotificationCenter.default.post(
            name: Self.changedNotification, object: self,
            userInfo: [
                Self.changedTypesAddedUserInfoKey: Array(after.subtracting(before)).sorted(),
                Self.changedTypesRemovedUserInfoKey: Array(before.subtracting(after)).sorted(),
            ])
    }

    /// The type identifiers of the first item.
    public var types: [String] { items.first.map { Array($0.keys).sorted() } ?? [] }

    /// Whether an item has a value of one of `pasteboardTypes` (by conformance: `public.text` finds plain text).
    public func contains(pasteboardTypes: [String]) -> Bool {
        items.contains { item in pasteboardTypes.contains { Self.value(in: item, conformingTo: $0) != nil } }
    }

    /// The first item's value of `pasteboardType` as data: data itself, text as UTF-8, a URL's string (an image
    /// or a colour has no data here: encoding images is the renderer's, and `UIImage.pngData()` makes the data).
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        guard let item = items.first, let value = Self.value(in: item, conformingTo: pasteboardType) else { return nil }
        return Self.data(of: value)
    }

    /// Replaces the items with one holding `data` as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        items = [[pasteboardType: data]]
    }

    /// The first item's value of `pasteboardType`.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        items.first.flatMap { Self.value(in: $0, conformingTo: pasteboardType) }
    }

    /// Replaces the items with one holding `value` as `pasteboardType` (``typeAutomatic`` picks the type from the
    /// value: text, a URL, an image or a colour).
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        guard pasteboardType == Self.typeAutomatic else {
            items = [[pasteboardType: value]]
            return
        }
        items = [Self.item(for: value)]
    }

    // MARK: Item sets

    /// The items at `itemSet` (every item when nil); indexes past the last item name nothing.
    private func items(in itemSet: IndexSet?) -> [[String: Any]] {
        let all = items
        guard let itemSet else { return all }
        return itemSet.filter { $0 < all.count }.map { all[$0] }
    }

    /// Whether an item of `itemSet` (every item when nil) has a value of one of `pasteboardTypes`.
    ///
    /// - Complexity: O(n × t) for n items and t types.
    public func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        items(in: itemSet).contains { item in pasteboardTypes.contains { Self.value(in: item, conformingTo: $0) != nil }
        }
    }

    /// The data of each item of `itemSet` (every item when nil) that has a value of `pasteboardType`, in item
    /// order; nil when none has.
    ///
    /// - Complexity: O(n) for n items.
    public func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        let found = items(in: itemSet).compactMap { Self.value(in: $0, conformingTo: pasteboardType) }.compactMap(
            Self.data(of:))
        return found.isEmpty ? nil : found
    }

    /// The value of `pasteboardType` of each item of `itemSet` (every item when nil) that has one, in item order;
    /// nil when none has.
    ///
    /// - Complexity: O(n) for n items.
    public func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        let found = items(in: itemSet).compactMap { Self.value(in: $0, conformingTo: pasteboardType) }
        return found.isEmpty ? nil : found
    }

    /// The type identifiers of each item of `itemSet` (every item when nil); nil when the pasteboard is empty.
    ///
    /// - Complexity: O(n × t log t) for n items of t types.
    public func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let chosen = items(in: itemSet)
        return chosen.isEmpty ? nil : chosen.map { Array($0.keys).sorted() }
    }

    /// The indexes of the items that have a value of one of `pasteboardTypes`; nil when none has.
    ///
    /// - Complexity: O(n × t) for n items and t types.
    public func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        var result = IndexSet()
        for (index, item) in items.enumerated()
        where pasteboardTypes.contains(where: { Self.value(in: item, conformingTo: $0) != nil }) {
            result.insert(index)
        }
        return result.isEmpty ? nil : result
    }

    private static func value(in item: [String: Any], conformingTo type: String) -> Any? {
        if let exact = item[type] { return exact }
        guard let wanted = UTType(type) else { return nil }
        return item.first { UTType($0.key)?.conforms(to: wanted) ?? false }?.value
    }

    private static func data(of value: Any) -> Data? {
        switch value {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        case let url as URL: Data(url.absoluteString.utf8)
        default: nil
        }
    }

    private static func item(for value: Any) -> [String: Any] {
        switch value {
        case let string as String: [stringTypes[0]: string]
        case let url as URL: [urlTypes[0]: url]
        case let image as Image: [imageTypes[0]: image]
        case let color as Color: [colorTypes[0]: color]
        default: [UTType.data.identifier: value]
        }
    }

    /// The values of `types` across the items, one an item at most.
    private func values<T>(_ types: [String], as _: T.Type) -> [T]? {
        let found = items.compactMap { item in
            types.lazy.compactMap { Self.value(in: item, conformingTo: $0) as? T }.first
        }
        return found.isEmpty ? nil : found
    }

    // MARK: Typed values

    /// The first string, or nil; setting it replaces the contents.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// The strings, an item each.
    open var strings: [String]? {
        get { values(Self.stringTypes, as: String.self) }
        set { items = (newValue ?? []).map { [Self.stringTypes[0]: $0] } }
    }
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    open var urls: [URL]? {
        get { values(Self.urlTypes, as: URL.self) }
        set { items = (newValue ?? []).map { [Self.urlTypes[0]: $0] } }
    }
    open var image: Image? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    open var images: [Image]? {
        get { values(Self.imageTypes, as: Image.self) }
        set { items = (newValue ?? []).map { [Self.imageTypes[0]: $0] } }
    }
    open var color: Color? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }
    open var colors: [Color]? {
        get { values(Self.colorTypes, as: Color.self) }
        set { items = (newValue ?? []).map { [Self.colorTypes[0]: $0] } }
    }
    public var hasStrings: Bool { strings != nil }
    public var hasURLs: Bool { urls != nil }
    public var hasImages: Bool { images != nil }
    public var hasColors: Bool { colors != nil }

    // MARK: Item providers

    /// The items as item providers, each offering its values' data; setting it loads each provider's
    /// representations into an item.
    open var itemProviders: [NSItemProvider] {
        get {
            items.map { item in
                let provider = NSItemProvider()
                for (type, value) in item.sorted(by: { $0.key < $1.key }) {
                    guard let data = Self.data(of: value) else { continue }
                    provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                        completion(data, nil)
                        return nil
                    }
                }
                return provider
            }
        }
        set { setItemProviders(newValue, localOnly: false, expirationDate: nil) }
    }

    /// Replaces the items with the providers' representations, text read as strings; `expirationDate` removes
    /// them once it passes.
    open func setItemProviders(_ itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        let loaded = itemProviders.map { provider in
            var item: [String: Any] = [:]
            for type in provider.registeredTypeIdentifiers {
                nonisolated(unsafe) var data: Data?
                provider.loadDataRepresentation(forTypeIdentifier: type) { loaded, _ in data = loaded }
                guard let data else { continue }
                let isText = UTType(type)?.conforms(to: .text) ?? false
                item[type] = isText ? (String(data: data, encoding: .utf8) ?? data) as Any : data
            }
            return item
        }
        replace(with: loaded, expiring: expirationDate)
    }

    /// Replaces the items with `objects`' representations.
    open func setObjects(_ objects: [any NSItemProviderWriting]) {
        setObjects(objects, localOnly: false, expirationDate: nil)
    }

    /// Replaces the items with `objects`' representations, with the options of
    /// ``setItemProviders(_:localOnly:expirationDate:)``.
    open func setObjects(_ objects: [any NSItemProviderWriting], localOnly: Bool, expirationDate: Date?) {
        setItemProviders(
            objects.map(NSItemProvider.init(object:)), localOnly: localOnly, expirationDate: expirationDate)
    }
}
