import LockCore
import LockFlows

@testable import Harness

/// Test support: in-process backends (like ``InProcessSessionBackendProvider``) whose passcode API follows a chosen
/// removal rule (``PasscodeRemovalAPI``); the explorer runs on it through ``ExploreOptions/backend``.
struct PasscodeRemovalBackendProvider: SessionBackendProvider {
    /// What removing a passcode does on the server.
    let rule: PasscodeRemovalAPI.Rule

    func makeBackend(for configuration: SessionConfiguration, clock: SharedVirtualClock) async throws
        -> SessionBackend
    {
        let backend = InProcessSessionBackend(
            clock: clock, resetCodeSeed: configuration.resetCodeSeed, email: configuration.accountEmail,
            password: configuration.accountPassword, rules: PasscodeServerRules(policy: configuration.serverPolicy))
        if let passcode = configuration.passcode {
            await backend.passcode.seed(
                passcode: passcode, enabled: configuration.passcodeEnabled, timeoutMinutes: configuration.timeoutMinutes)
        }
        let api = PasscodeRemovalAPI(wrapping: await backend.passcode, rule: rule)
        return SessionBackend(passcodeAPI: api, passwordResetAPI: backend, control: backend)
    }
}
