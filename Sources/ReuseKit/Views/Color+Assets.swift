import Foundation

extension Color {
    /// The colour named `name` in the main bundle's asset catalogs (see ``init(named:in:compatibleWith:)``).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour named `name` in an asset catalog of `bundle` (the main bundle when nil), as
    /// `UIColor(named:in:compatibleWith:)` finds it.
    ///
    /// Xcode compiles asset catalogs; a Swift package ships them as they are, so ReuseKit reads the source: the
    /// colour set `name.colorset` in any `.xcassets` folder of the bundle, in any folder inside it (a name with
    /// slashes, such as `Brand/Accent`, is the path of a folder that provides a namespace), and its
    /// `Contents.json`. Components written as
    /// fractions (`"0.968"`), 8-bit integers (`"247"`) or hex (`"0xF7"`) are read, in sRGB, extended sRGB,
    /// Display P3 (taken as sRGB) or grey. A colour set with a dark appearance gives a dynamic colour, as
    /// ``init(dynamicProvider:)`` makes. Nil when no colour set has the name or its contents cannot be read.
    /// The traits are accepted and not used: a dynamic colour resolves when it is drawn.
    ///
    /// - Complexity: the first lookup of a name walks the bundle's files; later ones are O(1) and read one
    ///   small file.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        let bundle = bundle ?? .main
        guard !name.isEmpty,
            let path = BundleResources.find("colour", name, in: bundle, search: { ColorSets.search(name, in: $0) }),
            let data = FileManager.default.contents(atPath: path),
            let (light, dark) = ColorSets.read(data)
        else { return nil }
        self.init(red: light[0], green: light[1], blue: light[2], alpha: light[3], name: nil, dark: dark)
    }
}

/// Asset catalogs' colour sets, read from their `Contents.json`.
enum ColorSets {
    /// The path of `name.colorset/Contents.json` inside an `.xcassets` folder of `bundle`.
    static func search(_ name: String, in bundle: Bundle) -> String? {
        BundleResources.catalogSet(name, suffix: "colorset", in: bundle).map { $0 + "/Contents.json" }
    }

    /// The light (or universal) colour and, if the set has one, the dark one, as components in 0...1; nil
    /// when the JSON has no colour that can be read.
    static func read(_ data: Data) -> ([Double], [Double]?)? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = json["colors"] as? [[String: Any]]
        else { return nil }
        var light: [Double]?
        var dark: [Double]?
        for entry in entries {
            guard let color = entry["color"] as? [String: Any], let components = self.components(color) else {
                continue
            }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            let others = appearances.contains { $0["appearance"] as? String != "luminosity" }
            if others { continue }  // high contrast variants are not drawn headless
            switch luminosity {
            case "dark": dark = dark ?? components
            case nil, "light": light = luminosity == "light" ? components : light ?? components
            default: continue
            }
        }
        guard let light = light ?? dark else { return nil }
        return (light, dark == light ? nil : dark)
    }

    /// `[red, green, blue, alpha]` of one colour entry.
    private static func components(_ color: [String: Any]) -> [Double]? {
        guard let values = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? { values[key].flatMap(number) }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return [white, white, white, alpha] }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return [red, green, blue, alpha]
    }

    /// A component as Xcode writes one: a fraction with a decimal point, an 8-bit integer, or 8-bit hex.
    private static func number(_ raw: Any) -> Double? {
        if let number = raw as? NSNumber {
            let value = number.doubleValue
            return value > 1 ? value / 255 : value
        }
        guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.lowercased().hasPrefix("0x") {
            return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
    }
}
