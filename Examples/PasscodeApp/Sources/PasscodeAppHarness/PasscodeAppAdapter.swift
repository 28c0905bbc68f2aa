import AppHarness
import Harness
import PasscodeApp
import SwiftUI

/// The example app under the harness: only what is this app's own. ``AppHost`` does what iOS does for every app
/// (the process, scene phases with `inactive` under the Face ID sheet, the clocks, prompt latency, the sensor).
///
/// The app's launch builds its ``PasscodeService`` and ``AppSceneHandler`` as its `@main` type does; the lock
/// screen's keys and the Face ID button are its steps; its screen, lock, error line, dots and settings are its
/// fields. Its backend calls are counted (``TrackedAPIClient``) so a step waits for real HTTP answers too. The
/// same adapter serves app and differential runs: the app follows seed 000 where the model does.
@MainActor
public final class PasscodeAppAdapter: HostedApp {
    /// An iPhone or iPad app with Face ID / Touch ID and a six-digit lock screen; no in-app settings screen, no
    /// email reset, no deep links.
    public nonisolated static let declaration = AppDeclaration(
        capabilities: [.ios, .ipados, .biometrics],
        steps: ["digit", "delete", "tap-biometric"],
        fields: ["screen", "locked", "error", "dots", "shakeCount", "biometricButton", "passcodeEnabled", "timeout"])

    /// The app's backend, as the app sees it (counted).
    public let api: TrackedAPIClient
    private var service: PasscodeService?
    private var scenes: AppSceneHandler?

    /// An app over `api`; nothing runs until `launch`.
    public init(api: any APIClient) {
        self.api = TrackedAPIClient(api)
    }

    /// A case's app on `backend` (default: LockFlows' in-process backend): a fresh phone and timeline (the
    /// host), the account from the backend, and the keychain as a logged-in app left it.
    public static func make(
        _ configuration: SessionConfiguration, backend: any PasscodeAppAPIProvider = InProcessAPIProvider()
    ) async throws -> AppHost<PasscodeAppAdapter> {
        let api = try await backend.makeAPI(for: configuration, wallClock: AppHost<PasscodeAppAdapter>.caseStart)
        let host = try AppHost(PasscodeAppAdapter(api: api), configuration: configuration)
        KeychainStore.shared.saveSessionToken("session-token")
        KeychainStore.shared.setBiometricEnabled(configuration.biometricEnabled)
        return host
    }

    public func launch() throws {
        let service = PasscodeService(keychain: .shared, apiClient: api)
        (self.service, scenes) = (service, AppSceneHandler(service: service))
        scenes?.appDidLaunch()
    }

    public func terminate() { (service, scenes) = (nil, nil) }

    public func scenePhaseChanged(to phase: SwiftUI.ScenePhase) { scenes?.scenePhaseChanged(to: phase) }

    public var callsInFlight: Int { api.inFlight }

    private var lockScreen: PasscodeLockViewModel? {
        guard let service, service.isLocked else { return nil }
        return scenes?.lockScreen
    }

    public func apply(_ input: SessionInput) throws {
        guard let screen = lockScreen else { throw AppUnderTestError.refused("the lock screen is not showing") }
        switch input {
        case .digit(let digit): screen.appendDigit(String(digit))
        case .delete: screen.deleteDigit()
        case .tapBiometric:
            guard screen.canUseBiometric else { throw AppUnderTestError.refused("no biometric button") }
            screen.authenticateWithBiometric()
        default: throw AppUnderTestError.unsupported(input)
        }
    }

    public func snapshot(into snapshot: inout SessionSnapshot, running: Bool) async {
        guard running, let service else {
            // Not running: the account as the server holds it (what the next launch reads).
            if let me = try? await api.me() {
                snapshot.passcodeEnabled = me.hasPasscode && me.passcodeEnabled
                snapshot.timeoutMinutes = me.passcodeTimeoutMinutes ?? 15
            }
            return
        }
        snapshot.locked = service.isLocked
        snapshot.screen = service.isLocked ? "lock" : "home"
        snapshot.passcodeEnabled = service.hasPasscode && service.isPasscodeEnabled
        snapshot.timeoutMinutes = service.timeoutMinutes
        if let screen = lockScreen {
            (snapshot.error, snapshot.dots, snapshot.shakeCount) = (
                screen.errorMessage, screen.enteredDigits.count, screen.shakeCount
            )
            snapshot.biometricButton = screen.canUseBiometric
        }
    }
}
