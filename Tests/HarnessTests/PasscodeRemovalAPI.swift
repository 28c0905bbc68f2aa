import LockCore
import LockFlows

@testable import Harness

/// Test support: the in-process passcode backend with a chosen rule for removing a passcode, so the liveness tests
/// do not depend on which rule the default backend follows today.
///
/// - ``Rule/seedEra``: turning the lock off only sets `enabled` to false (the passcode stays on the server), and
///   `set-passcode` over an existing passcode is refused with 409: the rule under which the disable sheet leaves an
///   account that can never turn its lock on again.
/// - ``Rule/removesServerSide``: turning the lock off removes the passcode from the server, so "Create a passcode"
///   works again afterwards.
///
/// Turning the lock off is how ``PasscodeService/removePasscode()`` reaches the server today
/// (`toggle-passcode-enabled` with `enabled: false`; nothing else turns it off).
actor PasscodeRemovalAPI: PasscodeAPI {
    /// What removing a passcode does on the server.
    enum Rule: Sendable {
        /// Only turns the lock off; setting a passcode over the kept one is refused.
        case seedEra
        /// Removes the passcode.
        case removesServerSide
    }

    let inner: InProcessPasscodeBackend
    let rule: Rule
    private let rules = PasscodeServerRules()
    /// With ``Rule/removesServerSide``, the account after a removal (no passcode) until a passcode is set again.
    private var removed: PasscodeServerAccount?

    init(wrapping inner: InProcessPasscodeBackend, rule: Rule) {
        self.inner = inner
        self.rule = rule
    }

    func setPasscode(_ request: SetPasscodeRequest) async throws -> SetPasscodeResponse {
        if var account = removed {
            let response = try rules.setPasscode(request, on: &account).mapError(\.apiError).get()
            let timeout = try await inner.currentUser().passcodeTimeoutMinutes
            await inner.seed(passcode: request.passcode, enabled: true, timeoutMinutes: timeout)
            removed = nil
            return response
        }
        if rule == .seedEra, try await inner.currentUser().hasPasscode {
            throw PasscodeServerRejection(status: 409, message: PasscodeServerRules.Message.passcodeAlreadySet).apiError
        }
        return try await inner.setPasscode(request)
    }

    func verifyPasscode(_ request: VerifyPasscodeRequest) async throws -> VerifyPasscodeResponse {
        guard var account = removed else { return try await inner.verifyPasscode(request) }
        defer { removed = account }
        return try rules.verifyPasscode(request, on: &account).mapError(\.apiError).get()
    }

    func changePasscode(_ request: ChangePasscodeRequest) async throws -> ChangePasscodeResponse {
        guard var account = removed else { return try await inner.changePasscode(request) }
        defer { removed = account }
        return try rules.changePasscode(request, on: &account).mapError(\.apiError).get()
    }

    func requestPasscodeReset(_ request: ResetPasscodeRequestBody) async throws -> ResetPasscodeRequestResponse {
        guard removed == nil else { throw PasscodeServerRejection.badRequest(PasscodeServerRules.Message.setPasscodeFirst).apiError }
        return try await inner.requestPasscodeReset(request)
    }

    func resetPasscode(_ request: ResetPasscodeRequest) async throws -> ResetPasscodeResponse {
        guard removed == nil else { throw PasscodeServerRejection.badRequest(PasscodeServerRules.Message.setPasscodeFirst).apiError }
        return try await inner.resetPasscode(request)
    }

    func updateTimeout(_ request: PasscodeTimeoutRequest) async throws -> PasscodeTimeoutResponse {
        try await inner.updateTimeout(request)
    }

    func togglePasscodeEnabled(_ request: TogglePasscodeRequest) async throws -> TogglePasscodeResponse {
        if var account = removed {
            defer { removed = account }
            return try rules.togglePasscodeEnabled(request, on: &account).mapError(\.apiError).get()
        }
        let response = try await inner.togglePasscodeEnabled(request)
        if rule == .removesServerSide && !request.enabled { removed = PasscodeServerAccount() }
        return response
    }

    func currentUser() async throws -> CurrentUserPasscodeState {
        let user = try await inner.currentUser()
        guard removed != nil else { return user }
        return CurrentUserPasscodeState(
            hasPasscode: false, passcodeEnabled: false, passcodeTimeoutMinutes: user.passcodeTimeoutMinutes)
    }
}
