import AppTimeline
import Biometrics
import Foundation
import LockCore
import LockFlows
import PasscodeApp
import SimulatedPhone
import Harness
import Synchronization
import SwiftUI

/// The example app driven by the harness's steps: scene steps go to ``AppSceneHandler``, PIN and biometric
/// steps to the lock screen it shows, time to ``AppTimeline`` (timers, tasks, `Date()`), sensor steps to the
/// simulated phone. Every step runs inside `AppTimeline.shared.drive`, so the work it starts (verification
/// tasks, the biometric prompt, the dots' 0.5 s clear) runs on the virtual timeline.
///
/// Biometric prompts are held (``PromptMode/held``) and answered at the next `advance`, as the model's prompt
/// takes the sensor's latency to finish: `foreground` leaves the Face ID sheet on screen, `advance: 1s` answers
/// it. (An `advance` shorter than the sensor's latency answers it too: the adapter does not model latency.)
///
/// The app's backend calls are counted (``TrackedAPIClient``): a call the timeline cannot finish by itself (real
/// HTTP to a reference server, answered on URLSession's threads) is waited for, with the timeline still capturing,
/// before a step returns, so a step is quiescent whatever the backend.
@MainActor
public class PasscodeAppAdapter: AppUnderTest {
    /// Every field this adapter can honestly read from the app.
    public class var reportedFields: Set<String> {
        ["screen", "locked", "error", "dots", "prompt", "promptCount", "lastOutcome", "passcodeEnabled", "timeout"]
    }

    /// How long (real time) one step may wait for the app's backend calls.
    public static let backendTimeout: Duration = .seconds(10)
    /// The case's start on the app's wall clock.
    public static let caseStart = Foundation.Date(timeIntervalSince1970: 1_767_225_600)
    private static let catalog = Mutex<DeviceProfileCatalog?>(nil)

    /// The app's backend, as the app sees it (counted).
    public let api: TrackedAPIClient
    private var service: PasscodeApp.PasscodeService?
    /// The case's device profile: what an erased or new device is built from.
    private var profile = SimulatedPhoneState.faceIDProfile
    private var scenes: AppSceneHandler?
    private var phase: SwiftUI.ScenePhase = .active

    /// An adapter over `api`; nothing runs until `launch`.
    public required init(api: any APIClient) {
        self.api = TrackedAPIClient(api)
    }

    /// The factory for ``AppCaseExecutor`` over LockFlows' in-process backend.
    public static func make(_ configuration: SessionConfiguration) async throws -> any AppUnderTest {
        try await make(configuration, backend: InProcessAPIProvider())
    }

    /// The factory for ``AppCaseExecutor``: a fresh phone with the case's device and sensor, the account from
    /// `backend` (in-process, or a sandbox on a reference server), the app's keychain as a logged-in app left it,
    /// and a fresh timeline.
    public static func make(_ configuration: SessionConfiguration, backend: any PasscodeAppAPIProvider) async throws
        -> PasscodeAppAdapter
    {
        AppTimeline.install()
        AppTimeline.shared.beginCase(wallClock: caseStart)
        let profile = try catalogProfile(named: configuration.deviceName)
        SimulatedPhone.current.reset(to: profile)
        SimulatedPhone.current.update { phone in
            phone.biometrics = configuration.device
            phone.promptMode = .held
        }
        let api = try await backend.makeAPI(for: configuration, wallClock: caseStart)
        let keychain = KeychainStore.shared
        keychain.saveSessionToken("session-token")
        keychain.setBiometricEnabled(configuration.biometricEnabled)
        let adapter = Self(api: api)
        adapter.profile = profile
        return adapter
    }

    /// The embedded device profiles, parsed once per process (not per case).
    private static func catalogProfile(named name: String) throws -> DeviceProfile {
        let catalog = try catalog.withLock { cached in
            if let cached { return cached }
            let parsed = try DeviceProfileCatalog.embedded()
            cached = parsed
            return parsed
        }
        return try catalog.profile(named: name)
    }

    /// Runs `body` on the timeline, then waits (capture still on) for the backend calls it started, running the
    /// work their answers resume, until none is in flight.
    private func settled(_ body: @MainActor () -> Void) throws {
        let timedOut = AppTimeline.shared.drive { () -> Bool in
            body()
            AppTimeline.shared.drive {}
            let deadline = ContinuousClock.now + Self.backendTimeout
            while api.inFlight > 0 {
                // An answer resumes its task on the timeline's ready queue (capture is on): run it.
                while api.inFlight > 0, !AppTimeline.shared.pendingWork.contains(where: { $0.hasPrefix("ready") }) {
                    if ContinuousClock.now > deadline { return true }
                    Thread.sleep(forTimeInterval: 0.000_05)
                }
                AppTimeline.shared.drive {}
            }
            return false
        }
        if timedOut {
            throw BackendTimeout(
                description: "the app's backend did not answer within \(Self.backendTimeout) "
                    + "(\(api.inFlight) call(s) in flight)")
        }
    }

    private var lockScreen: PasscodeLockViewModel? {
        guard let service, service.isLocked else { return nil }
        return scenes?.lockScreen
    }

    public func apply(_ input: SessionInput) async throws {
        if input.isScreenInput, service == nil || phase == .background {
            throw AppUnderTestError.refused("the app is not on screen")
        }
        switch input {
        case .launch:
            guard service == nil else { throw AppUnderTestError.refused("the app is already running") }
            phase = .active
            try settled {
                let service = PasscodeApp.PasscodeService(keychain: .shared, apiClient: api)
                let scenes = AppSceneHandler(service: service)
                self.service = service
                self.scenes = scenes
                scenes.appDidLaunch()
            }
        case .terminate:
            guard service != nil else { throw AppUnderTestError.refused("the app is not running") }
            endProcess()
            SimulatedPhone.current.update { $0.relaunchApp() }
        case .eraseDevice:
            endProcess()
            SimulatedPhone.current.update { [profile] phone in
                phone.erase(to: profile)
                phone.promptMode = .held
            }
        case .restoreOnNewDevice:
            endProcess()
            SimulatedPhone.current.update { [profile] phone in
                phone.restoreBackup(ontoNewDevice: profile)
                phone.promptMode = .held
            }
        case .background:
            try move(to: [.inactive, .background])
        case .foreground:
            try move(to: [.inactive, .active])
        case .scene(let scene):
            switch scene {
            case .active: try move(to: [.active])
            case .inactive: try move(to: [.inactive])
            case .background: try move(to: [.background])
            case .launching: throw AppUnderTestError.unsupported(input)
            }
        case .advance(let duration):
            try settled { _ = SimulatedPhone.current.answerHeldPrompt() }
            SimulatedPhone.current.update { $0.clock.advance(by: duration) }
            try settled { AppTimeline.shared.advance(by: duration) }
        case .digit(let digit):
            let screen = try lockScreenShowing()
            try settled { screen.appendDigit(String(digit)) }
        case .delete:
            let screen = try lockScreenShowing()
            try settled { screen.deleteDigit() }
        case .enterPIN(let pin):
            let screen = try lockScreenShowing()
            for digit in pin { try settled { screen.appendDigit(String(digit)) } }
        case .tapBiometric:
            let screen = try lockScreenShowing()
            guard screen.canUseBiometric else { throw AppUnderTestError.refused("no biometric button") }
            try settled { screen.authenticateWithBiometric() }
        case .sensor(let change):
            try applySensor(change, input: input)
        default:
            throw AppUnderTestError.unsupported(input)
        }
    }

    /// The app's process ends (killed, or its device erased or replaced): its prompt goes away, its scheduled
    /// work is dropped, and the next `launch` builds the app again.
    private func endProcess() {
        _ = SimulatedPhone.current.cancelHeldPrompt(with: .systemCancel)
        AppTimeline.shared.endCase()
        AppTimeline.shared.beginCase(wallClock: AppTimeline.shared.wallClock)
        (service, scenes) = (nil, nil)
        phase = .active
    }

    private func lockScreenShowing() throws -> PasscodeLockViewModel {
        guard let screen = lockScreen else { throw AppUnderTestError.refused("the lock screen is not showing") }
        return screen
    }

    /// Reports each phase to the app's `.onChange(of: scenePhase)`; a held prompt is canceled by the system when
    /// the app leaves the foreground, as iOS does.
    private func move(to phases: [SwiftUI.ScenePhase]) throws {
        guard let scenes else { throw AppUnderTestError.refused("the app is not running") }
        for next in phases {
            phase = next
            try settled {
                if next == .background { _ = SimulatedPhone.current.cancelHeldPrompt(with: .systemCancel) }
                scenes.scenePhaseChanged(to: next)
            }
        }
    }

    private func applySensor(_ change: SensorChange, input: SessionInput) throws {
        switch change {
        case .matching(let matching): SimulatedPhone.current.update { $0.biometrics.isMatching = matching }
        case .enrolled(let enrolled): SimulatedPhone.current.update { $0.biometrics.setEnrolled(enrolled) }
        case .queue(let attempts): SimulatedPhone.current.update { $0.biometrics.enqueue(attempts) }
        case .changeEnrollment: SimulatedPhone.current.update { $0.changeEnrollment() }
        case .osUpgradeRotation: SimulatedPhone.current.update { $0.biometrics.simulateOSUpgradeRotation() }
        case .devicePasscodeSet(let on): SimulatedPhone.current.update { $0.setPasscode(on) }
        case .hardware(let hardware): SimulatedPhone.current.update { $0.biometrics.hardware = hardware }
        case .latency(let latency): SimulatedPhone.current.update { $0.biometrics.rules.attemptLatency = latency }
        case .clearQueue: SimulatedPhone.current.update { _ = $0.biometrics.clearScript() }
        case .lockout(let permanent):
            SimulatedPhone.current.update { $0.biometrics.lockOut(at: $0.now, permanent: permanent) }
        case .endLockout: SimulatedPhone.current.update { $0.biometrics.passcodeAuthenticated() }
        }
    }

    public func snapshot() async -> SessionSnapshot {
        var snapshot = SessionSnapshot()
        let phone = SimulatedPhone.current.state
        let biometry = phone.prompts.filter { $0.kind == .biometry }
        snapshot.promptCount = biometry.count
        snapshot.prompt = phone.heldPrompt != nil
        snapshot.lastOutcome = biometry.last(where: { $0.result != nil })?.result.map(Self.outcomeName)
        guard let service else {
            // Not running: the account's state, as the server holds it (what the next launch will read).
            snapshot.screen = "not-running"
            if let me = try? await api.me() {
                snapshot.passcodeEnabled = me.hasPasscode && me.passcodeEnabled
                snapshot.timeoutMinutes = me.passcodeTimeoutMinutes ?? 15
            }
            return snapshot
        }
        snapshot.locked = service.isLocked
        snapshot.screen = service.isLocked ? "lock" : "home"
        snapshot.passcodeEnabled = service.hasPasscode && service.isPasscodeEnabled
        snapshot.timeoutMinutes = service.timeoutMinutes
        if let screen = lockScreen {
            snapshot.error = screen.errorMessage
            snapshot.dots = screen.enteredDigits.count
        }
        return snapshot
    }

    public func tearDown() async {
        _ = SimulatedPhone.current.cancelHeldPrompt(with: .systemCancel)
        AppTimeline.shared.endCase()
        (service, scenes) = (nil, nil)
    }

    public var pendingWork: [String] { AppTimeline.shared.pendingWork }

    private static func outcomeName(_ result: AuthenticationResult) -> String {
        switch result {
        case .authenticated: return "success"
        case .failed(let outcome): return "\(outcome)"
        }
    }
}

/// The adapter for differential runs: the same app, without `dots`. The app keeps a wrong PIN's dots filled for
/// 0.5 s while the row shakes (then clears them on the timeline); the model clears them at once. Both are
/// legitimate, so right after a wrong PIN they differ on `dots` by design, and `dots` is checked in app mode only.
public final class PasscodeAppDifferentialAdapter: PasscodeAppAdapter {
    override public class var reportedFields: Set<String> { super.reportedFields.subtracting(["dots"]) }
}

/// A step whose backend calls did not come back in ``PasscodeAppAdapter/backendTimeout`` (the case errors).
public struct BackendTimeout: Error, CustomStringConvertible {
    public let description: String
}

/// The app's ``APIClient`` with its calls counted: how many are in flight (the adapter waits for them before a
/// step returns), how many came back and how many threw.
public final class TrackedAPIClient: APIClient {
    /// The client the app would have used.
    public let base: any APIClient
    private let counts = Mutex((inFlight: 0, completed: 0, failed: 0))

    /// `base`, counted.
    public init(_ base: any APIClient) {
        self.base = base
    }

    /// Calls started and not yet back.
    public var inFlight: Int { counts.withLock { $0.inFlight } }
    /// Calls that came back with an answer.
    public var completed: Int { counts.withLock { $0.completed } }
    /// Calls that threw.
    public var failed: Int { counts.withLock { $0.failed } }

    private func counted<T>(_ call: () async throws -> T) async throws -> T {
        counts.withLock { $0.inFlight += 1 }
        do {
            let value = try await call()
            counts.withLock { $0.inFlight -= 1; $0.completed += 1 }
            return value
        } catch {
            counts.withLock { $0.inFlight -= 1; $0.failed += 1 }
            throw error
        }
    }

    public func setPasscode(_ passcode: String) async throws { try await counted { try await base.setPasscode(passcode) } }
    public func verifyPasscode(_ passcode: String) async throws -> VerifyPasscodeResult {
        try await counted { try await base.verifyPasscode(passcode) }
    }
    public func removePasscode(currentPasscode: String?) async throws {
        try await counted { try await base.removePasscode(currentPasscode: currentPasscode) }
    }
    public func me() async throws -> MeResponse { try await counted { try await base.me() } }
}
