import Foundation

// SF Symbols' animations (the Symbols framework, which `import UIKit` brings on iOS 17): `imageView.addSymbolEffect(
// .bounce)`, `.variableColor.iterative` while loading, `setSymbolImage(_:contentTransition: .replace)`. Headless,
// nothing moves: an image view keeps the effects running on it (`activeSymbolEffects`), a discrete effect ends on
// the virtual clock after half a second a repetition, an indefinite one when it is removed, and a completion hears
// how it ended.

/// An animation of a symbol image (Symbols' `SymbolEffect`).
public protocol SymbolEffect: Hashable, Sendable {
    /// The effect's name, for diagnostics and tests ("bounce.up").
    var effectName: String { get }
}

/// An effect that plays once (or a set number of times).
public protocol DiscreteSymbolEffect: SymbolEffect {}
/// An effect that runs until it is removed.
public protocol IndefiniteSymbolEffect: SymbolEffect {}
/// An effect that makes a symbol appear or disappear.
public protocol TransitionSymbolEffect: SymbolEffect {}
/// An effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How an effect plays (Symbols' `SymbolEffectOptions`): how often and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How an effect repeats.
    public struct RepeatBehavior: Hashable, Sendable {
        let count: Int?
        let delay: Double
        /// Again and again until removed.
        public static let continuous = RepeatBehavior(count: nil, delay: 0)
        /// `count` times (forever when nil), `delay` seconds apart.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count, delay: delay ?? 0)
        }
    }

    /// How many times the effect plays; nil: until removed.
    public var repeatCount: Int? = 1
    /// How fast, relative to the standard speed.
    public var speed: Double = 1

    public static let `default` = SymbolEffectOptions()
    public static let repeating = SymbolEffectOptions(repeatCount: nil)
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions().repeat(count) }
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions().repeat(behavior)
    }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions().speed(speed) }

    /// These options, playing `count` times (at least once).
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var copy = self
        copy.repeatCount = max(count, 1)
        return copy
    }

    /// These options, repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var copy = self
        copy.repeatCount = behavior.count
        return copy
    }

    /// These options, at `speed` times the standard speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var copy = self
        copy.speed = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }
}

/// A named symbol effect with its variant ("bounce", then ".up"); every concrete effect is one.
public protocol NamedSymbolEffect: SymbolEffect {
    var variant: [String] { get set }
    init()
}

extension NamedSymbolEffect {
    func adding(_ word: String) -> Self {
        var copy = self
        copy.variant.append(word)
        return copy
    }
}

/// Declares an effect's variants as the Symbols framework spells them.
extension NamedSymbolEffect {
    /// The effect on the whole symbol at once.
    public var wholeSymbol: Self { adding("wholeSymbol") }
    /// The effect on each layer of the symbol in turn.
    public var byLayer: Self { adding("byLayer") }
}

/// Bounces the symbol up or down.
public struct BounceSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var variant: [String] = []
    public init() {}
    public var effectName: String { (["bounce"] + variant).joined(separator: ".") }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}

/// Fades the symbol's opacity in and out.
public struct PulseSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var variant: [String] = []
    public init() {}
    public var effectName: String { (["pulse"] + variant).joined(separator: ".") }
}

/// Lights the symbol's layers one after another (Wi-Fi bars while searching).
public struct VariableColorSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var variant: [String] = []
    public init() {}
    public var effectName: String { (["variableColor"] + variant).joined(separator: ".") }
    public var iterative: Self { adding("iterative") }
    public var cumulative: Self { adding("cumulative") }
    public var reversing: Self { adding("reversing") }
    public var nonReversing: Self { adding("nonReversing") }
    public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
    public var dimInactiveLayers: Self { adding("dimInactiveLayers") }
}

/// Scales the symbol up or down while it runs.
public struct ScaleSymbolEffect: NamedSymbolEffect, IndefiniteSymbolEffect {
    public var variant: [String] = []
    public init() {}
    public var effectName: String { (["scale"] + variant).joined(separator: ".") }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}

/// Makes the symbol appear.
public struct AppearSymbolEffect: NamedSymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    public var variant: [String] = []
    public init() {}
    public var effectName: String { (["appear"] + variant).joined(separator: ".") }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}

/// Makes the symbol disappear.
public struct DisappearSymbolEffect: NamedSymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
    public var variant: [String] = []
    public init() {}
    public var effectName: String { (["disappear"] + variant).joined(separator: ".") }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}

/// Replaces one symbol with the next.
public struct ReplaceSymbolEffect: NamedSymbolEffect, ContentTransitionSymbolEffect {
    public var variant: [String] = []
    public init() {}
    public var effectName: String { (["replace"] + variant).joined(separator: ".") }
    public var downUp: Self { adding("downUp") }
    public var upUp: Self { adding("upUp") }
    public var offUp: Self { adding("offUp") }
}

/// The transition the system picks for the two symbols.
public struct AutomaticSymbolEffect: NamedSymbolEffect, ContentTransitionSymbolEffect {
    public var variant: [String] = []
    public init() {}
    public var effectName: String { (["automatic"] + variant).joined(separator: ".") }
}

/// Shakes the symbol (iOS 18).
public struct WiggleSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var variant: [String] = []
    public init() {}
    public var effectName: String { (["wiggle"] + variant).joined(separator: ".") }
    public var left: Self { adding("left") }
    public var right: Self { adding("right") }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var forward: Self { adding("forward") }
    public var backward: Self { adding("backward") }
    public var clockwise: Self { adding("clockwise") }
    public var counterClockwise: Self { adding("counterClockwise") }
}

/// Breathes the symbol in and out (iOS 18).
public struct BreatheSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var variant: [String] = []
    public init() {}
    public var effectName: String { (["breathe"] + variant).joined(separator: ".") }
    public var plain: Self { adding("plain") }
    public var pulse: Self { adding("pulse") }
}

/// Turns the symbol (iOS 18).
public struct RotateSymbolEffect: NamedSymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    public var variant: [String] = []
    public init() {}
    public var effectName: String { (["rotate"] + variant).joined(separator: ".") }
    public var clockwise: Self { adding("clockwise") }
    public var counterClockwise: Self { adding("counterClockwise") }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: Self { Self() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: Self { Self() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: Self { Self() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: Self { Self() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: Self { Self() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: Self { Self() } }
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: Self { Self() } }
extension SymbolEffect where Self == AutomaticSymbolEffect { public static var automatic: Self { Self() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: Self { Self() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: Self { Self() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: Self { Self() } }

/// How a symbol effect ended, for its completion (UISymbolEffectCompletionContext).
@preconcurrency @MainActor
public final class SymbolEffectCompletionContext {
    /// Whether the effect ran to its end (false when another replaced it first).
    public let isFinished: Bool
    /// The view or bar item the effect ran on.
    public private(set) weak var sender: AnyObject?
    /// The effect.
    public let effect: any SymbolEffect

    init(isFinished: Bool, sender: AnyObject?, effect: any SymbolEffect) {
        self.isFinished = isFinished
        self.sender = sender
        self.effect = effect
    }
}

/// What runs when a symbol effect ends (UISymbolEffectCompletion).
public typealias SymbolEffectCompletion = @MainActor (SymbolEffectCompletionContext) -> Void

/// The symbol effects running on an image view or a bar item, headless.
@MainActor
final class SymbolEffectHost {
    /// The effects running, oldest first, with what runs when each ends.
    private(set) var running: [(effect: any SymbolEffect, completion: SymbolEffectCompletion?)] = []
    weak var owner: AnyObject?

    init(owner: AnyObject) {
        self.owner = owner
    }

    /// Starts `effect`: a discrete effect playing a set number of times ends on the virtual clock after half a
    /// second a time (at the options' speed); one repeating without end, or an indefinite effect, runs until it is
    /// removed. An effect of the same kind already running is replaced (its completion hears it did not finish).
    func add(
        _ effect: any SymbolEffect, discrete: Bool, options: SymbolEffectOptions, completion: SymbolEffectCompletion?
    ) {
        end(where: { type(of: $0) == type(of: effect) }, finished: false)
        running.append((effect, completion))
        guard discrete, let count = options.repeatCount else { return }
        let seconds = 0.5 * Double(count) / options.speed
        View.scheduleOnVirtualClock(after: seconds) { [weak self] in
            self?.end(where: { $0.effectName == effect.effectName }, finished: true)
        }
    }

    /// Ends the running effects of `effect`'s kind, as finished.
    func end(kindOf effect: some SymbolEffect) {
        let kind = type(of: effect)
        end(where: { type(of: $0) == kind }, finished: true)
    }

    /// Ends the running effects that `matches` picks; their completions hear `finished`.
    func end(where matches: (any SymbolEffect) -> Bool, finished: Bool) {
        let ending = running.filter { matches($0.effect) }
        running.removeAll { matches($0.effect) }
        for entry in ending {
            entry.completion?(SymbolEffectCompletionContext(isFinished: finished, sender: owner, effect: entry.effect))
        }
    }

    /// A content transition: the new image shows at once, and the completion runs at the next advance of the
    /// virtual clock (as UIKit calls it later, never inside the call).
    func transition(_ effect: any SymbolEffect, completion: SymbolEffectCompletion?) {
        guard let completion else { return }
        View.scheduleOnVirtualClock(after: 0) { [weak self] in
            completion(SymbolEffectCompletionContext(isFinished: true, sender: self?.owner, effect: effect))
        }
    }
}

/// An image view or bar item that runs symbol effects, keeping their host once the first one starts.
@MainActor
protocol SymbolEffectHosting: AnyObject {
    var symbolEffectHost: SymbolEffectHost? { get set }
}

extension SymbolEffectHosting {
    /// The host of the effects, made on first use.
    var symbolEffects: SymbolEffectHost {
        if let host = symbolEffectHost { return host }
        let host = SymbolEffectHost(owner: self)
        symbolEffectHost = host
        return host
    }

    /// The effects running now, oldest first.
    var runningSymbolEffects: [any SymbolEffect] { symbolEffectHost?.running.map(\.effect) ?? [] }
}

extension ImageView: SymbolEffectHosting {

    /// The symbol effects running on the image now, oldest first (beyond UIKit, for tests).
    public var activeSymbolEffects: [any SymbolEffect] { runningSymbolEffects }

    /// Plays a discrete effect (`.bounce`, `.pulse` once).
    public func addSymbolEffect(
        _ effect: some SymbolEffect & DiscreteSymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: SymbolEffectCompletion? = nil
    ) {
        symbolEffects.add(effect, discrete: true, options: options, completion: completion)
    }

    /// Runs an indefinite effect (`.variableColor`, `.scale.up`) until it is removed.
    public func addSymbolEffect(
        _ effect: some SymbolEffect & IndefiniteSymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: SymbolEffectCompletion? = nil
    ) {
        symbolEffects.add(effect, discrete: false, options: options, completion: completion)
    }

    /// Plays an effect that can be either: once (or the options' count) by default, until removed with
    /// `.repeating`.
    public func addSymbolEffect(
        _ effect: some SymbolEffect & DiscreteSymbolEffect & IndefiniteSymbolEffect,
        options: SymbolEffectOptions = .default, animated: Bool = true, completion: SymbolEffectCompletion? = nil
    ) {
        symbolEffects.add(effect, discrete: options.repeatCount != nil, options: options, completion: completion)
    }

    /// Removes the running effects of `effect`'s kind; their completions hear they finished.
    public func removeSymbolEffect(
        ofType effect: some SymbolEffect & DiscreteSymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: SymbolEffectCompletion? = nil
    ) {
        removeEffects(like: effect, completion: completion)
    }

    public func removeSymbolEffect(
        ofType effect: some SymbolEffect & IndefiniteSymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true, completion: SymbolEffectCompletion? = nil
    ) {
        removeEffects(like: effect, completion: completion)
    }

    public func removeSymbolEffect(
        ofType effect: some SymbolEffect & DiscreteSymbolEffect & IndefiniteSymbolEffect,
        options: SymbolEffectOptions = .default, animated: Bool = true, completion: SymbolEffectCompletion? = nil
    ) {
        removeEffects(like: effect, completion: completion)
    }

    /// Removes every running effect.
    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolEffectHost?.end(where: { _ in true }, finished: true)
    }

    /// Shows `image` through `contentTransition` (`.replace`): at once headless.
    public func setSymbolImage(
        _ image: Image, contentTransition: some SymbolEffect & ContentTransitionSymbolEffect,
        options: SymbolEffectOptions = .default, completion: SymbolEffectCompletion? = nil
    ) {
        self.image = image
        symbolEffects.transition(contentTransition, completion: completion)
    }

    private func removeEffects(like effect: some SymbolEffect, completion: SymbolEffectCompletion?) {
        symbolEffectHost?.end(kindOf: effect)
        if let completion {
            completion(SymbolEffectCompletionContext(isFinished: true, sender: self, effect: effect))
        }
    }
}

extension BarButtonItem: SymbolEffectHosting {
    /// Plays `effect` on the item's symbol image (kept as the image view's effects are).
    public func addSymbolEffect(
        _ effect: some SymbolEffect & DiscreteSymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true
    ) {
        symbolEffects.add(effect, discrete: true, options: options, completion: nil)
    }

    public func addSymbolEffect(
        _ effect: some SymbolEffect & IndefiniteSymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true
    ) {
        symbolEffects.add(effect, discrete: false, options: options, completion: nil)
    }

    public func addSymbolEffect(
        _ effect: some SymbolEffect & DiscreteSymbolEffect & IndefiniteSymbolEffect,
        options: SymbolEffectOptions = .default, animated: Bool = true
    ) {
        symbolEffects.add(effect, discrete: options.repeatCount != nil, options: options, completion: nil)
    }

    public func removeSymbolEffect(
        ofType effect: some SymbolEffect & IndefiniteSymbolEffect, options: SymbolEffectOptions = .default,
        animated: Bool = true
    ) {
        symbolEffectHost?.end(kindOf: effect)
    }

    public func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {
        symbolEffectHost?.end(where: { _ in true }, finished: true)
    }

    /// Shows `image` through `contentTransition`: at once headless.
    public func setSymbolImage(
        _ image: Image, contentTransition: some SymbolEffect & ContentTransitionSymbolEffect,
        options: SymbolEffectOptions = .default
    ) {
        self.image = image
    }

    /// The symbol effects running on the item now (beyond UIKit, for tests).
    public var activeSymbolEffects: [any SymbolEffect] { runningSymbolEffects }

}
