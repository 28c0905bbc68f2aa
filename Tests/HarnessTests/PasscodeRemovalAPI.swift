import LockCore
import LockFlows

@testable import Harness

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

    func removePasscode(_ request: RemovePasscodeRequest) async throws -> RemovePasscodeResponse {
        switch rule {
        case .removesServerSide:
            return try await inner.removePasscode(request)
        case .seedEra:
            _ = try await inner.togglePasscodeEnabled(
                TogglePasscodeRequest(enabled: false, currentPasscode: request.currentPasscode))
            return RemovePasscodeResponse(message: PasscodeServerRules.Message.passcodeRemoved)
        }
    }

    func setPasscode(_ request: SetPasscodeRequest) async throws -> SetPasscodeResponse {
        try await inner.setPasscode(request)
    }

    func verifyPasscode(_ request: VerifyPasscodeRequest) async throws -> VerifyPasscodeResponse {
        try await inner.verifyPasscode(request)
    }

    func changePasscode(_ request: ChangePasscodeRequest) async throws -> ChangePasscodeResponse {
        try await inner.changePasscode(request)
    }

    func requestPasscodeReset(_ request: ResetPasscodeRequestBody) async throws -> ResetPasscodeRequestResponse {
        try await inner.requestPasscodeReset(request)
    }

    func resetPasscode(_ request: ResetPasscodeRequest) async throws -> ResetPasscodeResponse {
        try await inner.resetPasscode(request)
    }

    func updateTimeout(_ request: PasscodeTimeoutRequest) async throws -> PasscodeTimeoutResponse {
        try await inner.updateTimeout(request)
    }

    func togglePasscodeEnabled(_ request: TogglePasscodeRequest) async throws -> TogglePasscodeResponse {
        try await inner.togglePasscodeEnabled(request)
    }

    func currentUser() async throws -> CurrentUserPasscodeState { try await inner.currentUser() }
}
