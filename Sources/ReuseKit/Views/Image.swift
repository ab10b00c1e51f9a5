import Foundation

/// An image, headless: a name that a renderer maps to pixels or glyphs.
public struct Image: Hashable, Sendable, CustomStringConvertible {
    /// The asset or symbol name.
    public let name: String
    /// Whether the name is an SF Symbols name (`init(systemName:)`).
    public let isSymbol: Bool
    /// The image's size in points.
    public var size: CGSize

    /// The image named `name`; nil for an empty name.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        isSymbol = false
        size = CGSize(width: 40, height: 40)
    }

    /// The system symbol named `systemName`; nil for an empty name.
    public init?(systemName: String) {
        guard !systemName.isEmpty else { return nil }
        name = systemName
        isSymbol = true
        size = CGSize(width: 20, height: 20)
    }

    public var description: String { name }
}
