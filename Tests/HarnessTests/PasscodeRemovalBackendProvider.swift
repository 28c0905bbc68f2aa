import Harness
import LockCore
import LockFlows

@testable import HarnessLanguage
@testable import HarnessScenarios

/// Test support: the in-process backends (``InProcessSessionBackendProvider``) with the passcode API wrapped to
/// follow a chosen removal rule (``PasscodeRemovalAPI``); the explorer runs on it through ``ExploreOptions/backend``.
struct PasscodeRemovalBackendProvider: SessionBackendProvider {
    /// What removing a passcode does on the server.
    let rule: PasscodeRemovalAPI.Rule

    func makeBackend(for configuration: SessionConfiguration, clock: SharedVirtualClock) async throws
        -> SessionBackend
    {
        var backend = try await InProcessSessionBackendProvider().makeBackend(for: configuration, clock: clock)
        guard let inProcess = backend.passcodeAPI as? InProcessPasscodeBackend else {
            preconditionFailure("the in-process provider's passcode API is InProcessPasscodeBackend")
        }
        backend.passcodeAPI = PasscodeRemovalAPI(wrapping: inProcess, rule: rule)
        return backend
    }
}
