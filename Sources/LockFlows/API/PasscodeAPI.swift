/// The seed's passcode endpoints, as the client calls them.
///
/// Implementations: ``InProcessPasscodeBackend`` (tests, scenarios) and an HTTP client for the reference server.
public protocol PasscodeAPI: Sendable {
    /// `POST /api/auth/set-passcode`.
    func setPasscode(_ request: SetPasscodeRequest) async throws -> SetPasscodeResponse
    /// `POST /api/auth/verify-passcode`.
    func verifyPasscode(_ request: VerifyPasscodeRequest) async throws -> VerifyPasscodeResponse
    /// `POST /api/auth/change-passcode`.
    func changePasscode(_ request: ChangePasscodeRequest) async throws -> ChangePasscodeResponse
    /// `POST /api/auth/reset-passcode-request`.
    func requestPasscodeReset(_ request: ResetPasscodeRequestBody) async throws -> ResetPasscodeRequestResponse
    /// `POST /api/auth/reset-passcode`.
    func resetPasscode(_ request: ResetPasscodeRequest) async throws -> ResetPasscodeResponse
    /// `PUT /api/user/passcode-timeout`.
    func updateTimeout(_ request: PasscodeTimeoutRequest) async throws -> PasscodeTimeoutResponse
    /// `PUT /api/auth/toggle-passcode-enabled`.
    func togglePasscodeEnabled(_ request: TogglePasscodeRequest) async throws -> TogglePasscodeResponse
    /// `POST /api/auth/remove-passcode`: the stored passcode is deleted and the lock turned off.
    func removePasscode(_ request: RemovePasscodeRequest) async throws -> RemovePasscodeResponse
    /// The passcode fields of `GET /api/auth/me`.
    func currentUser() async throws -> CurrentUserPasscodeState
}
