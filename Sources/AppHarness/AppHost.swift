#if os(Linux)
    import AppTimeline
    import Biometrics
    import Foundation
    import HarnessApps
    import HarnessScenarios
    import HarnessSession
    import LockCore
    import SimulatedPhone
    import SwiftUI
    import UIKit

    /// An ``AppUnderTest`` that does for a ``HostedApp`` what iOS does for every app, so an adapter holds only what
    /// is its app's own:
    ///
    /// - **The process**: `launch`, `terminate`, `reboot`, `erase-device` and `restore-to-new-device` start and end
    ///   it; its scheduled work ends with it; a held prompt is canceled (`systemCancel`) with it.
    /// - **Scene phases**: `background` and `foreground` pass through `inactive` as iOS reports them; a system
    ///   biometric prompt makes the app `inactive` while it is up and `active` after; going to the background cancels
    ///   the prompt (`systemCancel`), as LocalAuthentication does; while it is up the app's own controls take no
    ///   touch (screen steps are refused: the sheet is modal).
    /// - **UIKit's lifecycle**: every phase change posts what iOS posts (`willResignActive`, `didEnterBackground`,
    ///   `willEnterForeground`, `didBecomeActive`) and moves `UIApplication.shared.applicationState`; a launch posts
    ///   `didFinishLaunching` then `didBecomeActive`; a process killed in the foreground posts `willTerminate`; the
    ///   phone locking or unlocking under the running app posts the protected-data notifications. Observers run on
    ///   the timeline, before the app's ``HostedApp/scenePhaseChanged(to:)`` (docs/app-code-on-linux.md).
    /// - **Time**: `advance` runs the timeline (timers, `Task.sleep`, `DispatchQueue.main.asyncAfter`, `Date()`), and a
    ///   prompt is answered when the sensor's latency has passed (each attempt's, from the device profile or
    ///   `sensor: {latency:}`), not before; `set-wall-clock` and `shift-wall-clock` move the app's and the phone's
    ///   wall clocks without dropping scheduled work; `sleep` moves continuous time and the wall clock but not the
    ///   suspending clock (``AppTimeline/sleep(for:)``); `reboot` ends the process, boots the phone anew (new boot
    ///   id, locked until the next `launch`) and moves the wall clock by the downtime.
    /// - **The sensor**: every `sensor:` change, `change-enrollment` and `os-upgrade-rotation` go to the simulated
    ///   phone the shims use.
    /// - **Quiescence**: a step returns once the work it started is done, including calls the app has outside the
    ///   timeline (``HostedApp/callsInFlight``), or fails after ``backendTimeout``.
    ///
    /// ```swift
    /// AppCaseExecutor(catalog: catalog, app: AppHost<MyApp>.self) { configuration in
    ///     try AppHost(MyApp(api: InProcessAPI(configuration)), configuration: configuration, catalog: catalog)
    /// }
    /// ```
    @MainActor
    public final class AppHost<App: HostedApp>: AppUnderTest {
        /// The steps the host performs for every app: those whose inputs are ``InputPerformer/host(_:)``
        /// (``StepVocabulary/hostSteps``, derived from the step table).
        public nonisolated static var hostSteps: Set<String> { StepVocabulary.hostSteps }

        /// The app's declaration with the host's steps and `phase` added (and `enter-pin`, typed digit by digit,
        /// when the app takes `digit`).
        public nonisolated static var declaration: AppDeclaration {
            var declaration = App.declaration
            declaration.steps.formUnion(hostSteps)
            if declaration.steps.contains("digit") { declaration.steps.insert("enter-pin") }
            declaration.fields.insert("phase")
            return declaration
        }

        /// How long (real time) a step may wait for the app's calls outside the timeline.
        public static var backendTimeout: Duration { .seconds(10) }
        /// Where a case starts on the app's wall clock (the phone's virtual start).
        public static var caseStart: Date { Date(timeIntervalSince1970: 1_767_225_600) }

        /// The app.
        public let app: App
        /// The phone the app's shims use.
        public let phone: SimulatedPhone
        let profile: DeviceProfile
        var running = false
        var phase: SwiftUI.ScenePhase = .active
        /// Whether the app is `inactive` because a system prompt is up (it goes back to `active` when it ends).
        var inactiveForPrompt = false
        /// The held prompt and when it appeared on the timeline.
        var held: (ticket: Int, since: Duration)?
        /// The phone's continuous time when the timeline was at zero in this boot: the two clocks move together.
        var phoneStart: Int64
        /// Timeline time of the processes that ended in this boot (each process's timeline starts at zero).
        var earlierProcesses: Duration = .zero

        /// A host for `app` on a fresh phone built from the case's device profile (its sensor as the case sets it)
        /// and a fresh timeline; nothing runs until `launch`.
        public init(
            _ app: App, configuration: SessionConfiguration, catalog: DeviceProfileCatalog? = nil,
            phone: SimulatedPhone = .current
        ) throws {
            profile = try (catalog ?? EmbeddedProfiles.catalog.get()).profile(named: configuration.deviceName)
            self.app = app
            self.phone = phone
            AppTimeline.install()
            AppTimeline.shared.beginCase(wallClock: Self.caseStart)
            phone.reset(to: profile)
            phone.update { [configuration] state in
                state.biometrics = configuration.device
                state.promptMode = .held
                state.appDeclaresFaceIDUsage = configuration.appDeclaresFaceIDUsage
            }
            phoneStart = phone.state.now.continuous.nanoseconds
            UIApplication.shared.simulateReset()
        }

        /// Performs `input` inside an operation of `OperationQueue.main`, where UIKit's posts reach the app's
        /// `queue: .main` observers at once, on the timeline.
        public func apply(_ input: SessionInput) async throws {
            try await UIApplication.runOnMainOperationQueue { [self] in
                try perform(input)
                try followDeviceLock()
            }
        }

        private func perform(_ input: SessionInput) throws {
            switch input.performer {
            case .host(let hostInput): try perform(hostInput, input)
            case .app: try performOnApp(input)
            case .harness: throw AppUnderTestError.unsupported(input)
            }
        }

        /// What iOS does for every app: an exhaustive switch, so a new host input is handled here or fails to
        /// compile.
        private func perform(_ hostInput: HostInput, _ input: SessionInput) throws {
            switch hostInput {
            case .launch:
                guard !running else { throw AppUnderTestError.refused("the app is already running") }
                try launchProcess()
            case .terminate:
                guard running else { throw AppUnderTestError.refused("the app is not running") }
                endProcess(notifying: true)
                phone.update { $0.relaunchApp() }
            case .deviceSleep(let duration): try sleep(for: duration)
            case .reboot(let downtime): reboot(after: downtime)
            case .eraseDevice, .restoreOnNewDevice:
                endProcess(notifying: true)
                phone.update { [profile] state in
                    if hostInput == .eraseDevice {
                        state.erase(to: profile)
                    } else {
                        state.restoreBackup(ontoNewDevice: profile)
                    }
                    state.promptMode = .held
                }
            case .background: try move(to: [.inactive, .background])
            case .foreground: try move(to: [.inactive, .active])
            case .scene(let scene):
                switch scene {
                case .active: try move(to: [.active])
                case .inactive: try move(to: [.inactive])
                case .background: try move(to: [.background])
                case .launching: throw AppUnderTestError.unsupported(input)
                }
            case .advance(let duration): try advance(by: duration)
            case .setWallClock(let instant):
                phone.update { $0.clock.setWallClock(to: instant) }
                let date = Date(timeIntervalSince1970: Double(instant.nanosecondsSince1970) / 1e9)
                AppTimeline.shared.setWallClock(to: date)
            case .shiftWallClock(let offset):
                phone.update { $0.clock.shiftWallClock(by: offset) }
                AppTimeline.shared.shiftWallClock(by: offset)
            case .sensor(let change): PhoneSensorStep.apply(change, to: phone)
            }
        }

        /// A touch on the app's screens or a link it opens: the adapter's, once the app is on screen and no modal
        /// system prompt covers it.
        private func performOnApp(_ input: SessionInput) throws {
            guard running else { throw AppUnderTestError.refused("the app is not running") }
            if input.isScreenInput, phase == .background {
                throw AppUnderTestError.refused("the app is not on screen")
            }
            if input.isScreenInput, phone.state.heldPrompt != nil, profile.platform.systemPromptIsModal {
                // Touches go to the system's modal prompt, not to the app beneath (the model's rule too).
                throw AppUnderTestError.refused("a system prompt covers the app")
            }
            if case .enterPIN(let pin) = input, !App.declaration.steps.contains("enter-pin") {
                for digit in pin { try settled { try app.apply(.digit(digit)) } }
            } else {
                try settled { try app.apply(input) }
            }
        }

        public func snapshot() async -> SessionSnapshot {
            var snapshot = SessionSnapshot.blank
            snapshot.phase = running ? Self.name(of: phase) : "launching"
            if !running { snapshot.screen = "not-running" }
            await app.snapshot(into: &snapshot, running: running)
            return snapshot
        }

        /// The case ends: the process goes away with nothing posted (the app's notifications end with the case).
        public func tearDown() async {
            endProcess(notifying: false)
        }

        public var pendingWork: [String] { AppTimeline.shared.pendingWork }

        /// Reports each phase to the app, as iOS does; leaving for the background cancels a system prompt.
        private func move(to phases: [SwiftUI.ScenePhase]) throws {
            guard running else { throw AppUnderTestError.refused("the app is not running") }
            for next in phases where next != phase {
                inactiveForPrompt = false
                try settled {
                    if next == .background { _ = phone.cancelHeldPrompt(with: .systemCancel) }
                    enter(next)
                }
            }
        }

        /// The app is in `next` now: UIKit's notifications for the change, then the app's scene handler (on the
        /// timeline, inside the step's operation of `OperationQueue.main`).
        func enter(_ next: SwiftUI.ScenePhase) {
            phase = next
            UIApplication.shared.postTransition(to: Self.applicationState(for: next))
            app.scenePhaseChanged(to: next)
        }

        /// Runs `body` on the timeline, waits for the app's calls outside it, then follows the system prompt: the
        /// app goes `inactive` while one is up and back to `active` when it ends.
        func settled(_ body: @MainActor () throws -> Void) throws {
            try AppTimeline.shared.drive { try body() }
            try awaitCallsOutsideTimeline()
            for _ in 0..<8 {
                guard try followPrompt() else { return }
            }
        }

        /// One change of phase the system prompt calls for; returns whether there was one.
        private func followPrompt() throws -> Bool {
            let ticket = phone.state.heldPrompt?.ticket
            if ticket != held?.ticket {
                if held != nil, ticket == nil { resyncPhoneClock() }
                held = ticket.map { ($0, AppTimeline.shared.now) }
            }
            let next: SwiftUI.ScenePhase
            if ticket != nil, running, phase == .active {
                (next, inactiveForPrompt) = (.inactive, true)
            } else if ticket == nil, inactiveForPrompt, phase == .inactive {
                (next, inactiveForPrompt) = (.active, false)
            } else {
                return false
            }
            AppTimeline.shared.drive { enter(next) }
            try awaitCallsOutsideTimeline()
            return true
        }

        /// Waits (capture on) for the app's calls outside the timeline, running the work their answers resume.
        private func awaitCallsOutsideTimeline() throws {
            guard app.callsInFlight > 0 else { return }
            let timedOut = AppTimeline.shared.drive { () -> Bool in
                let deadline = ContinuousClock.now + Self.backendTimeout
                while app.callsInFlight > 0 {
                    while app.callsInFlight > 0,
                        !AppTimeline.shared.pendingWork.contains(where: { $0.hasPrefix("ready") })
                    {
                        if ContinuousClock.now > deadline { return true }
                        Thread.sleep(forTimeInterval: 0.000_05)
                    }
                    AppTimeline.shared.drive {}
                }
                return false
            }
            if timedOut {
                throw AppHostError.callsDidNotReturn(inFlight: app.callsInFlight, within: Self.backendTimeout)
            }
        }

        private static func name(of phase: SwiftUI.ScenePhase) -> String {
            switch phase {
            case .active: return "active"
            case .inactive: return "inactive"
            case .background: return "background"
            }
        }

        /// UIKit's application state for a scene phase (one scene: the app's state is its scene's).
        static func applicationState(for phase: SwiftUI.ScenePhase) -> UIApplication.State {
            switch phase {
            case .active: return .active
            case .inactive: return .inactive
            case .background: return .background
            }
        }
    }
#endif
