import LockCore
import LockFlows

/// The in-process backends (``InProcessSessionBackend``), one set per session: no network, replayable reset
/// codes (``SessionConfiguration/resetCodeSeed``).
public struct InProcessSessionBackendProvider: SessionBackendProvider {
    /// The provider.
    public init() {}

    public func makeBackend(for configuration: SessionConfiguration, clock: SharedVirtualClock) async throws
        -> SessionBackend
    {
        let backend = InProcessSessionBackend(
            clock: clock, resetCodeSeed: configuration.resetCodeSeed, email: configuration.accountEmail,
            password: configuration.accountPassword, rules: PasscodeServerRules(policy: configuration.serverPolicy))
        if let passcode = configuration.passcode {
            await backend.passcode.seed(
                passcode: passcode, enabled: configuration.passcodeEnabled, timeoutMinutes: configuration.timeoutMinutes
            )
        }
        return backend.sessionBackend
    }
}
