import Harness
import LockCore
import LockFlows

@testable import HarnessLanguage
@testable import HarnessScenarios

/// Test support: the in-process passcode backend with a chosen rule for removing a passcode, so the liveness tests
/// can run the explorer on a build with issue 25's fix "reverted" without changing the product.
///
/// - ``Rule/seedEra``: `remove-passcode` only turns the lock off (`toggle-passcode-enabled` with `enabled: false`),
///   the passcode stays on the server, and `set-passcode` over it is refused with 409: the rule under which the
///   disable sheet left an account that could never turn its lock on again.
/// - ``Rule/removesServerSide``: the backend's own `remove-passcode` (today's rule): the passcode is deleted, so
///   "Create a passcode" works again afterwards.
actor PasscodeRemovalAPI: PasscodeAPI {
    /// What removing a passcode does on the server.
    enum Rule: Sendable {
        /// Only turns the lock off; setting a passcode over the kept one is refused.
        case seedEra
        /// Removes the passcode (the backend's own rule).
        case removesServerSide
    }

    let inner: InProcessPasscodeBackend
    let rule: Rule

    init(wrapping inner: InProcessPasscodeBackend, rule: Rule) {
        self.inner = inner
        self.rule = rule
    }

    func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasscodeRoute<Input, Output>, _ input: Input
    ) async throws -> Output {
        guard rule == .seedEra, route.endpoint == PasscodeRoutes.removePasscode.endpoint,
            let request = input as? RemovePasscodeRequest
        else {
            return try await inner.call(route, input)
        }
        _ = try await inner.togglePasscodeEnabled(
            TogglePasscodeRequest(enabled: false, currentPasscode: request.currentPasscode))
        let removed = RemovePasscodeResponse(message: PasscodeServerRules.Message.passcodeRemoved)
        guard let answer = removed as? Output else { throw PasscodeAPIError.invalidResponse("remove-passcode") }
        return answer
    }
}
