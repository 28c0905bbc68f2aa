#if os(Linux)
    import HarnessApps
    import HarnessScenarios
    import HarnessSession
    import SwiftUI

    /// The part of an adapter that is the app's own: how it launches, what its scene handler does, the steps only
    /// its screens know and the fields only its screens show. ``AppHost`` does the rest, as iOS does it for every
    /// app: the process's life, scene phases (with `inactive` while a system prompt is up), the clocks, the sensor
    /// and the timeline.
    ///
    /// ```swift
    /// @MainActor final class MyApp: HostedApp {
    ///     nonisolated static let declaration = AppDeclaration(
    ///         capabilities: [.ios, .biometrics], steps: ["digit", "enter-pin", "tap-biometric"],
    ///         fields: ["screen", "locked", "error", "dots"])
    ///     var scenes: AppSceneHandler?
    ///     func launch() throws { scenes = AppSceneHandler(service: PasscodeService()) }
    ///     func terminate() { scenes = nil }
    ///     func scenePhaseChanged(to phase: SwiftUI.ScenePhase) { scenes?.scenePhaseChanged(to: phase) }
    ///     func apply(_ input: SessionInput) throws { ... }
    ///     func snapshot(into snapshot: inout SessionSnapshot) async { ... }
    /// }
    /// ```
    @MainActor
    public protocol HostedApp: AnyObject {
        /// What the app has beyond what the host does for every app: its capabilities, the steps its screens take
        /// (digits, settings, ...) and the fields they show. The host adds its own steps and `phase`.
        nonisolated static var declaration: AppDeclaration { get }

        /// The process starts (a cold launch): build the app's objects as its `@main` type does. Runs on the
        /// timeline; the work it starts runs before the step returns.
        func launch() throws

        /// The process ends (killed, the device rebooted, erased or replaced): drop the app's objects. Scheduled work
        /// is dropped by the host; UIKit's `willTerminate` was posted before, if the app was in the foreground.
        func terminate()

        /// What the app's `.onChange(of: scenePhase)` does for `phase`, called after the host posted UIKit's
        /// notifications for the change (an app that observes only those does nothing here).
        func scenePhaseChanged(to phase: SwiftUI.ScenePhase)

        /// One of the app's own steps (declared in ``declaration``), run on the timeline while the app runs.
        ///
        /// - Throws: ``AppUnderTestError/refused(_:)`` when the control is not showing;
        ///   ``AppUnderTestError/unsupported(_:)`` for a step the app does not map.
        func apply(_ input: SessionInput) throws

        /// The declared fields, as the app shows them now (called whether or not the app runs: a field that
        /// outlives the process, such as the account's lock setting, reads its stored value).
        func snapshot(into snapshot: inout SessionSnapshot, running: Bool) async

        /// Calls the app has in flight outside the timeline (real HTTP): a step waits for them before it returns.
        var callsInFlight: Int { get }
    }

    extension HostedApp {
        /// None: every call the app makes runs on the timeline.
        public var callsInFlight: Int { 0 }
    }
#endif
