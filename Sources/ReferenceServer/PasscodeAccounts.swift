import Foundation
import LockCore
import LockFlows

/// The seed's passcode API over ``PasscodeDatabase``: each endpoint applies `PasscodeServerRules` (LockFlows)
/// to the account in one transaction; the routes only decode and encode.
///
/// The rules are the ones `InProcessPasscodeBackend` applies, so the client sees the same answers from either.
/// What is the server's own: accounts in SQLite, wall time from the injected `ClockSource` (reset codes expire on
/// its wall clock, as seconds since 1970), codes from the system CSPRNG, "emailed" into the ``ResetCodeOutbox``.
public struct PasscodeAccounts: Sendable {
    private let database: PasscodeDatabase
    private let clock: any ClockSource
    private let outbox: ResetCodeOutbox
    /// The rules in force.
    public let rules: PasscodeServerRules

    /// Rules over `database`, with time from `clock` and reset codes "emailed" into `outbox`.
    public init(
        database: PasscodeDatabase, clock: any ClockSource, outbox: ResetCodeOutbox,
        rules: PasscodeServerRules = PasscodeServerRules()
    ) {
        self.database = database
        self.clock = clock
        self.outbox = outbox
        self.rules = rules
    }

    /// `POST /api/auth/set-passcode`.
    public func setPasscode(account: String, _ request: SetPasscodeRequest) async throws -> SetPasscodeResponse {
        try await apply(account) { [rules] in rules.setPasscode(request, on: &$0) }
    }

    /// `POST /api/auth/verify-passcode`.
    public func verifyPasscode(account: String, _ request: VerifyPasscodeRequest) async throws -> VerifyPasscodeResponse {
        try await apply(account, readFirst: true) { [rules] in rules.verifyPasscode(request, on: &$0) }
    }

    /// `POST /api/auth/change-passcode`.
    public func changePasscode(account: String, _ request: ChangePasscodeRequest) async throws -> ChangePasscodeResponse {
        try await apply(account) { [rules] in rules.changePasscode(request, on: &$0) }
    }

    /// `POST /api/auth/reset-passcode-request`: the same answer for every account; a new code replaces any
    /// pending one; 429 with `Retry-After` past the per-account limit.
    public func requestReset(account: String) async throws -> ResetPasscodeRequestResponse {
        let now = clock.now().wall.sinceEpoch
        let issued = try await database.update(account: account) { [rules] state in
            var generator = SystemRandomNumberGenerator()
            return rules.requestReset(on: &state, at: now, using: &generator)
        }.mapError(PasscodeServerError.init).get()
        outbox.send(code: issued.code, to: account)
        return issued.response
    }

    /// `POST /api/auth/reset-passcode`.
    public func resetPasscode(account: String, _ request: ResetPasscodeRequest) async throws -> ResetPasscodeResponse {
        let now = clock.now().wall.sinceEpoch
        return try await apply(account) { [rules] in rules.resetPasscode(request, on: &$0, at: now) }
    }

    /// `PUT /api/user/passcode-timeout`.
    public func updateTimeout(account: String, _ request: PasscodeTimeoutRequest) async throws -> PasscodeTimeoutResponse {
        try await apply(account) { [rules] in rules.updateTimeout(request, on: &$0) }
    }

    /// `PUT /api/auth/toggle-passcode-enabled`.
    public func toggle(account: String, _ request: TogglePasscodeRequest) async throws -> TogglePasscodeResponse {
        try await apply(account) { [rules] in rules.togglePasscodeEnabled(request, on: &$0) }
    }

    /// `POST /api/auth/remove-passcode`.
    public func removePasscode(account: String, _ request: RemovePasscodeRequest) async throws -> RemovePasscodeResponse {
        try await apply(account) { [rules] in rules.removePasscode(request, on: &$0) }
    }

    /// `GET /api/auth/me` (the passcode fields).
    public func currentUser(account: String) async throws -> CurrentUserPasscodeState {
        rules.currentUser(try await database.read(account: account) ?? PasscodeServerAccount())
    }

    // MARK: Helpers

    /// Applies `rule` in one transaction; the account is stored even when the rule refuses (a wrong guess counts).
    /// `readFirst` for requests that usually change nothing (a correct verify): they skip the write lock then.
    private func apply<Response: Sendable>(
        _ account: String, readFirst: Bool = false,
        _ rule: @escaping @Sendable (inout PasscodeServerAccount) -> Result<Response, PasscodeServerRejection>
    ) async throws -> Response {
        try await database.update(account: account, readFirst: readFirst, rule)
            .mapError(PasscodeServerError.init).get()
    }
}
