import AppTimeline
import Biometrics
import Foundation
import LockCore
import LockFlows
import PasscodeApp
import SimulatedPhone
import SwiftUI

@testable import Harness

/// The example app driven by the harness's steps: scene steps go to ``AppSceneHandler``, PIN and biometric
/// steps to the lock screen it shows, time to ``AppTimeline`` (timers, tasks, `Date()`), sensor steps to the
/// simulated phone. Every step runs inside `AppTimeline.shared.drive`, so the work it starts (verification
/// tasks, the biometric prompt, the dots' 0.5 s clear) runs on the virtual timeline.
///
/// Biometric prompts are held (``PromptMode/held``) and answered at the next `advance`, as the model's prompt
/// takes the sensor's latency to finish: `foreground` leaves the Face ID sheet on screen, `advance: 1s` answers
/// it. (An `advance` shorter than the sensor's latency answers it too: the adapter does not model latency.)
@MainActor
class PasscodeAppAdapter: AppUnderTest {
    /// Every field this adapter can honestly read from the app.
    class var reportedFields: Set<String> {
        ["screen", "locked", "error", "dots", "prompt", "promptCount", "lastOutcome", "passcodeEnabled", "timeout"]
    }

    private let api: any APIClient
    private var service: PasscodeApp.PasscodeService?
    private var scenes: AppSceneHandler?
    private var phase: SwiftUI.ScenePhase = .active

    /// An adapter over `api`; nothing runs until `launch`.
    required init(api: any APIClient) {
        self.api = api
    }

    /// The factory for ``AppCaseExecutor``: a fresh phone with the case's device and sensor, the account on an
    /// in-process backend, the app's keychain as a logged-in app left it, and a fresh timeline.
    static func make(_ configuration: SessionConfiguration) async throws -> any AppUnderTest {
        AppTimeline.install()
        AppTimeline.shared.beginCase(wallClock: Foundation.Date(timeIntervalSince1970: 1_767_225_600))
        let profile = try DeviceProfileCatalog.embedded().profile(named: configuration.deviceName)
        SimulatedPhone.current.reset(to: profile)
        SimulatedPhone.current.update { phone in
            phone.biometrics = configuration.device
            phone.promptMode = .held
        }
        let backend = InProcessPasscodeBackend(clock: VirtualClock())
        if let passcode = configuration.passcode {
            await backend.seed(
                passcode: passcode, enabled: configuration.passcodeEnabled,
                timeoutMinutes: configuration.timeoutMinutes)
        }
        let keychain = KeychainStore.shared
        keychain.saveSessionToken("session-token")
        keychain.setBiometricEnabled(configuration.biometricEnabled)
        return Self(api: InProcessAPIClient(backend: backend))
    }

    private var lockScreen: PasscodeLockViewModel? {
        guard let service, service.isLocked else { return nil }
        return scenes?.lockScreen
    }

    func apply(_ input: SessionInput) async throws {
        if input.isScreenInput, service == nil || phase == .background {
            throw AppUnderTestError.refused("the app is not on screen")
        }
        switch input {
        case .launch:
            guard service == nil else { throw AppUnderTestError.refused("the app is already running") }
            phase = .active
            AppTimeline.shared.drive {
                let service = PasscodeApp.PasscodeService(keychain: .shared, apiClient: api)
                let scenes = AppSceneHandler(service: service)
                self.service = service
                self.scenes = scenes
                scenes.appDidLaunch()
            }
        case .terminate:
            guard service != nil else { throw AppUnderTestError.refused("the app is not running") }
            _ = SimulatedPhone.current.cancelHeldPrompt(with: .systemCancel)
            AppTimeline.shared.endCase()
            AppTimeline.shared.beginCase(wallClock: AppTimeline.shared.wallClock)
            (service, scenes) = (nil, nil)
            SimulatedPhone.current.update { $0.relaunchApp() }
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
            AppTimeline.shared.drive { _ = SimulatedPhone.current.answerHeldPrompt() }
            SimulatedPhone.current.update { $0.clock.advance(by: duration) }
            AppTimeline.shared.advance(by: duration)
        case .digit(let digit):
            let screen = try lockScreenShowing()
            AppTimeline.shared.drive { screen.appendDigit(String(digit)) }
        case .delete:
            let screen = try lockScreenShowing()
            AppTimeline.shared.drive { screen.deleteDigit() }
        case .enterPIN(let pin):
            let screen = try lockScreenShowing()
            for digit in pin { AppTimeline.shared.drive { screen.appendDigit(String(digit)) } }
        case .tapBiometric:
            let screen = try lockScreenShowing()
            guard screen.canUseBiometric else { throw AppUnderTestError.refused("no biometric button") }
            AppTimeline.shared.drive { screen.authenticateWithBiometric() }
        case .sensor(let change):
            try applySensor(change, input: input)
        default:
            throw AppUnderTestError.unsupported(input)
        }
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
            AppTimeline.shared.drive {
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
        default: throw AppUnderTestError.unsupported(input)
        }
    }

    func snapshot() async -> SessionSnapshot {
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

    func tearDown() async {
        _ = SimulatedPhone.current.cancelHeldPrompt(with: .systemCancel)
        AppTimeline.shared.endCase()
        (service, scenes) = (nil, nil)
    }

    var pendingWork: [String] { AppTimeline.shared.pendingWork }

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
final class PasscodeAppDifferentialAdapter: PasscodeAppAdapter {
    override class var reportedFields: Set<String> { super.reportedFields.subtracting(["dots"]) }
}
