#if os(Linux)
    import Foundation

    /// The part of UIKit's `UIApplication` that app code uses to decide when to lock: ``shared``,
    /// ``applicationState``, ``isProtectedDataAvailable`` and the lifecycle notifications, which app code observes
    /// through `NotificationCenter.default` (block observers, `publisher(for:)`, `notifications(named:)`).
    ///
    /// Nothing here decides when the app changes state: the simulation (a harness scene step, or a test) calls
    /// ``simulateTransition(to:)`` and the shim posts what iOS posts, in iOS's order (see that method's sources).
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(
    ///     forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
    /// ) { _ in lockManager.appDidEnterBackground() }
    /// ```
    ///
    /// Apple: developer.apple.com/documentation/uikit/uiapplication (a `@MainActor` class; the notification names
    /// are `nonisolated` class constants, so any thread may name them). `@preconcurrency`, as Swift imports
    /// Objective-C's `NS_SWIFT_UI_ACTOR`: a Swift 5 app file that reads `UIApplication.shared.applicationState` from
    /// a nonisolated method compiles in Xcode, and here too (Swift 6 mode still checks it).
    @preconcurrency @MainActor
    open class UIApplication {
        /// The app's execution states (Apple's raw values).
        public enum State: Int, Sendable, Hashable, CaseIterable {
            /// In the foreground and receiving events.
            case active = 0
            /// In the foreground, not receiving events (a system prompt, the app switcher, a call).
            case inactive = 1
            /// In the background.
            case background = 2
        }

        /// The app's one instance.
        public static let shared = UIApplication()

        /// The app's state (`.active` once launched; the simulation moves it).
        public internal(set) var applicationState: State = .active

        /// Whether data protection lets the app read protected files and keychain items (false while the device is
        /// locked, for items of the "when unlocked" classes).
        public internal(set) var isProtectedDataAvailable = true

        /// An instance for tests; app code uses ``shared``.
        public init() {}
    }
#endif
