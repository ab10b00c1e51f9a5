import Foundation
import ReuseKit

/// A device to snapshot a screen on: its size in points, the safe area its hardware covers and its traits (size
/// classes, display scale, idiom), as swift-snapshot-testing's `ViewImageConfig` has them on iOS.
public struct ViewImageConfig: Sendable {
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    public var safeArea: EdgeInsets
    public var size: CGSize?
    public var traits: TraitCollection

    public init(safeArea: EdgeInsets = .zero, size: CGSize? = nil, traits: TraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }

    /// A phone of `width × height` portrait points, its notch or status bar `top` and home indicator `bottom`,
    /// and the side insets it has in landscape.
    private static func phone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat, bottom: CGFloat,
        landscapeSide: CGFloat, scale: CGFloat, regularInLandscape: Bool = false
    ) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(
                safeArea: EdgeInsets(top: top, left: 0, bottom: bottom, right: 0),
                size: CGSize(width: width, height: height),
                traits: traits(horizontal: .compact, vertical: .regular, scale: scale, idiom: .phone))
        case .landscape:
            return ViewImageConfig(
                safeArea: EdgeInsets(
                    top: 0, left: landscapeSide, bottom: bottom > 0 ? 21 : 0, right: landscapeSide),
                size: CGSize(width: height, height: width),
                traits: traits(
                    horizontal: regularInLandscape ? .regular : .compact, vertical: .compact, scale: scale,
                    idiom: .phone))
        }
    }

    private static func tablet(_ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat)
        -> ViewImageConfig
    {
        let size =
            orientation == .portrait ? CGSize(width: width, height: height) : CGSize(width: height, height: width)
        return ViewImageConfig(
            safeArea: EdgeInsets(top: top, left: 0, bottom: top > 20 ? 20 : 0, right: 0), size: size,
            traits: traits(horizontal: .regular, vertical: .regular, scale: 2, idiom: .pad))
    }

    static func traits(
        horizontal: TraitCollection.UserInterfaceSizeClass, vertical: TraitCollection.UserInterfaceSizeClass,
        scale: CGFloat, idiom: Device.UserInterfaceIdiom
    ) -> TraitCollection {
        TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: horizontal), TraitCollection(verticalSizeClass: vertical),
            TraitCollection(displayScale: scale), TraitCollection(userInterfaceIdiom: idiom),
        ])
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, top: 20, bottom: 0, landscapeSide: 0, scale: 2)
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, top: 20, bottom: 0, landscapeSide: 0, scale: 2)
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 414, height: 736, top: 20, bottom: 0, landscapeSide: 0, scale: 3,
            regularInLandscape: true)
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 44, bottom: 34, landscapeSide: 44, scale: 3)
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 414, height: 896, top: 44, bottom: 34, landscapeSide: 44, scale: 3,
            regularInLandscape: true)
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 414, height: 896, top: 44, bottom: 34, landscapeSide: 44, scale: 2,
            regularInLandscape: true)
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, top: 47, bottom: 34, landscapeSide: 47, scale: 3)
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(
            orientation, width: 428, height: 926, top: 47, bottom: 34, landscapeSide: 47, scale: 3,
            regularInLandscape: true)
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, top: 50, bottom: 34, landscapeSide: 50, scale: 3)
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { .iPhone12(orientation) }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig { .iPhone12ProMax(orientation) }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 768, height: 1024, top: 20)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 810, height: 1080, top: 20)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 834, height: 1112, top: 20)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 834, height: 1194, top: 24)
    }

    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        tablet(orientation, width: 1024, height: 1366, top: 24)
    }
}
