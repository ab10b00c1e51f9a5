import Foundation

/// The kinds of data a responder takes when the person pastes (UIPasteConfiguration): type identifiers, matched
/// by conformance (`public.text` takes plain text).
@preconcurrency @MainActor
open class PasteConfiguration {
    /// The type identifiers the responder takes.
    open var acceptableTypeIdentifiers: [String]

    public init() {
        acceptableTypeIdentifiers = []
    }

    public init(acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
    }

    /// A configuration that takes what `aClass` reads (`String.self`, `UIImage.self`).
    public convenience init(forAccepting aClass: any NSItemProviderReading.Type) {
        self.init(acceptableTypeIdentifiers: aClass.readableTypeIdentifiersForItemProvider)
    }

    /// Adds type identifiers to take.
    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers += acceptableTypeIdentifiers.filter {
            !self.acceptableTypeIdentifiers.contains($0)
        }
    }

    /// Adds what `aClass` reads.
    open func addTypeIdentifiers(forAccepting aClass: any NSItemProviderReading.Type) {
        addAcceptableTypeIdentifiers(aClass.readableTypeIdentifiersForItemProvider)
    }

    /// Whether `itemProvider` has a representation this configuration takes.
    func accepts(_ itemProvider: NSItemProvider) -> Bool {
        acceptableTypeIdentifiers.contains { itemProvider.hasItemConformingToTypeIdentifier($0) }
    }
}

/// What takes pastes by item providers (UIPasteConfigurationSupporting): every responder.
@preconcurrency @MainActor
public protocol PasteConfigurationSupporting: AnyObject {
    var pasteConfiguration: PasteConfiguration? { get set }
    func paste(itemProviders: [NSItemProvider])
    func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
}

extension Responder: PasteConfigurationSupporting {}
