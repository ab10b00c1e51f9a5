import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension ApplicationDelegate where Self: Responder {
    /// The app's entry point, so that `@main` on the app delegate works as on iOS
    /// (`@main class AppDelegate: UIResponder, UIApplicationDelegate`): the delegate is made, the app launched
    /// headless (with a window scene when the app has a scene delegate, see
    /// ``Application/launch(principalClassName:delegateClassName:)``) and its main loop runs until the process
    /// ends; SIGINT and SIGTERM end it after `applicationWillTerminate(_:)`. Never returns.
    public static func main() {
        exit(Application.main(launching: { try Application.shared.launch(delegateClass: Self.self) }))
    }
}

extension Application {
    /// Why `UIApplicationMain` could not start the app.
    public struct MainError: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The delegates `UIApplicationMain` made: the application holds its delegate weakly, as UIKit's does, and
    /// the main function keeps it alive.
    private static var mainDelegate: (any ApplicationDelegate)?

    /// What `UIApplicationMain` does before its loop (beyond UIKit, so that a test can call it): makes the app
    /// delegate from its class name (`NSStringFromClass(AppDelegate.self)`, a `Responder` subclass made through
    /// `init?(coder:)` with an empty archive) and launches the app as
    /// ``launch(delegate:sceneDelegate:options:)`` does.
    ///
    /// An app with scenes gets one window scene. Its delegate is the class of the configuration
    /// `application(_:configurationForConnecting:options:)` returns (`delegateClass`), or else the class
    /// `SceneDelegate` of the app delegate's module, which is what Xcode's template names in Info.plist
    /// (`$(PRODUCT_MODULE_NAME).SceneDelegate`; there is no Info.plist on Linux). Without either, the app runs
    /// without scenes, its window made by the app delegate.
    ///
    /// - Parameters:
    ///   - principalClassName: The application's class: nil or `UIApplication` (one application exists,
    ///     ``shared``; a subclass cannot be made).
    ///   - delegateClassName: The app delegate's class, qualified by its module.
    /// - Returns: The app delegate, kept alive until the process ends.
    /// - Throws: ``MainError`` naming the class that could not be found or made, and what to do instead.
    @discardableResult
    public func launch(principalClassName: String?, delegateClassName: String?) throws -> any ApplicationDelegate {
        if let principalClassName, NSClassFromString(principalClassName) != Application.self,
            principalClassName != "UIApplication"
        {
            throw MainError(description: Messages.mainPrincipalClass(principalClassName))
        }
        guard let delegateClassName else {
            throw MainError(description: Messages.mainWithoutDelegate)
        }
        guard let delegateClass = NSClassFromString(delegateClassName) else {
            throw MainError(description: Messages.mainUnknownDelegate(delegateClassName))
        }
        return try launch(delegateClass: delegateClass)
    }

    /// ``launch(principalClassName:delegateClassName:)`` with the delegate's class itself, as `@main` calls it.
    @discardableResult
    func launch(delegateClass: AnyClass) throws -> any ApplicationDelegate {
        guard let responderClass = delegateClass as? Responder.Type,
            let delegate = responderClass.init(coder: EmptyArchive()) as? any ApplicationDelegate
        else {
            throw MainError(description: Messages.mainNotADelegate(String(reflecting: delegateClass)))
        }
        Self.mainDelegate = delegate
        let module = String(reflecting: delegateClass).split(separator: ".").first.map(String.init)
        let templateSceneDelegate = module.flatMap { Self.sceneDelegateClass(NSClassFromString("\($0).SceneDelegate")) }
        _ = launch(delegate: delegate, connectsScene: templateSceneDelegate != nil, options: nil) { configuration in
            let configured = configuration.delegateClass.flatMap(Self.sceneDelegateClass)
            return (configured ?? templateSceneDelegate)?.init(coder: EmptyArchive()) as? any SceneDelegate
        }
        return delegate
    }

    /// `someClass` as a responder class if it adopts ``SceneDelegate``.
    private static func sceneDelegateClass(_ someClass: AnyClass?) -> Responder.Type? {
        guard let type = someClass as? Responder.Type, type is any SceneDelegate.Type else { return nil }
        return type
    }

    /// `UIApplicationMain`: launches the app (``launch(principalClassName:delegateClassName:)``) and runs the
    /// main run loop until the process ends. Returns 1, after writing why to standard error, only when the app
    /// could not be launched.
    public static func main(principalClassName: String?, delegateClassName: String?) -> Int32 {
        main(launching: {
            try shared.launch(principalClassName: principalClassName, delegateClassName: delegateClassName)
        })
    }

    fileprivate static func main(launching: () throws -> any ApplicationDelegate) -> Int32 {
        do {
            _ = try launching()
        } catch {
            Messages.write("\(error)")
            return 1
        }
        runMainLoop()
    }

    /// Runs the main run loop for ever (timers, the main queue, URL callbacks), ending the app on SIGINT and
    /// SIGTERM: the delegates hear the app terminate, then the process exits with status 0.
    private static func runMainLoop() -> Never {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { shared.terminate() }
                exit(0)
            }
            source.resume()
            signalSources.append(source)
        }
        // A run loop with no sources returns at once; a timer that never fires keeps it waiting.
        RunLoop.main.add(Timer(timeInterval: 86_400, repeats: true) { _ in }, forMode: .default)
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }

    private static var signalSources: [any DispatchSourceSignal] = []
}
