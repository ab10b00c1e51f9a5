import Foundation

/// The name of a data set in an asset catalog (NSDataAssetName).
public typealias NSDataAssetName = String

/// The data of a data set in an asset catalog (NSDataAsset): a JSON file, a sound, a model that an app ships in
/// `Assets.xcassets`. Xcode compiles catalogs; a Swift package ships them as they are (`resources:
/// [.copy("Assets.xcassets")]`), so the set `name.dataset` is read from the source: the file its `Contents.json`
/// names, with the type identifier it gives (else the file's extension's).
open class NSDataAsset {
    /// The set's name.
    public let name: NSDataAssetName
    /// The set's bytes.
    public let data: Data
    /// The data's uniform type identifier (`public.json`, ...).
    public let typeIdentifier: String

    /// The data set `name` in the main bundle's asset catalogs; nil when there is none.
    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    /// The data set `name` in `bundle`'s asset catalogs, in any folder inside them (a name with slashes is the
    /// set's path in its catalog); nil when there is none or its file cannot be read.
    ///
    /// - Complexity: the first lookup of a name walks the bundle's files; later ones read one file.
    public init?(name: NSDataAssetName, bundle: Bundle) {
        guard !name.isEmpty,
            let folder = BundleResources.find(
                "data", name, in: bundle, search: { BundleResources.catalogSet(name, suffix: "dataset", in: $0) }),
            let contents = FileManager.default.contents(atPath: folder + "/Contents.json"),
            let json = try? JSONSerialization.jsonObject(with: contents) as? [String: Any],
            let entry = (json["data"] as? [[String: Any]])?.first,
            let filename = entry["filename"] as? String,
            let data = FileManager.default.contents(atPath: folder + "/" + filename)
        else { return nil }
        self.name = name
        self.data = data
        let pathExtension = (filename as NSString).pathExtension.lowercased()
        typeIdentifier =
            entry["universal-type-identifier"] as? String ?? Self.typeIdentifiers[pathExtension] ?? "public.data"
    }

    /// The identifiers of the types a data set commonly holds, by extension.
    private static let typeIdentifiers = [
        "json": "public.json", "txt": "public.plain-text", "xml": "public.xml",
        "csv": "public.comma-separated-values-text",
        "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "pdf": "com.adobe.pdf",
        "mp3": "public.mp3", "wav": "com.microsoft.waveform-audio", "m4a": "com.apple.m4a-audio",
        "plist": "com.apple.property-list", "gif": "com.compuserve.gif",
    ]
}
