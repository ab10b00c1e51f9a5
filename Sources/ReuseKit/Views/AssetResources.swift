import Foundation

// Xcode's generated asset symbols (iOS 17): an asset catalog's colours and images as constants,
// `UIColor(resource: .accent)` and `UIImage(resource: .logo)`, from `ColorResource(name:bundle:)` and
// `ImageResource(name:bundle:)` declarations Xcode writes (a port keeps that generated file or writes the lines).

/// A colour in an asset catalog, by name and bundle (DeveloperToolsSupport's `ColorResource`).
public struct ColorResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image in an asset catalog, by name and bundle (DeveloperToolsSupport's `ImageResource`).
public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour `resource` names, read as ``init(named:in:compatibleWith:)`` reads it. Xcode checks at build
    /// time that the colour set exists; when it does not here (a catalog not shipped with the package), the
    /// colour is clear and the missing set is reported on standard error with its name and bundle.
    public convenience init(resource: ColorResource) {
        if let found = Color(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(
                red: found.red, green: found.green, blue: found.blue, alpha: found.alpha, name: nil, dark: found.dark)
            return
        }
        Messages.write(Messages.missingAsset(kind: "colour set", name: resource.name, bundle: resource.bundle))
        self.init(red: 0, green: 0, blue: 0, alpha: 0, name: nil)
    }
}

extension Image {
    /// The image `resource` names, found as ``init(named:in:compatibleWith:)`` finds it (a placeholder of the
    /// name when the bundle has no such file).
    public convenience init(resource: ImageResource) {
        self.init(named: resource.name, in: resource.bundle, compatibleWith: nil)!
    }
}
