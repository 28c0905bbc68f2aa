/// The seed's passcode endpoints, as the client calls them: one generic call over the route table
/// (``PasscodeRoutes``), with the seed's method names as conveniences.
///
/// Implementations: ``InProcessPasscodeBackend`` (tests, scenarios) and an HTTP client for the reference server;
/// each implements ``call(_:_:)`` once for every route.
public protocol PasscodeAPI: Sendable {
    /// Calls `route` with `input` and returns its answer.
    /// - Throws: ``PasscodeAPIError`` (a refusal is ``PasscodeAPIError/server(status:message:)``).
    func call<Input: Codable & Sendable, Output: Codable & Sendable>(
        _ route: PasscodeRoute<Input, Output>, _ input: Input
    ) async throws -> Output
}

extension PasscodeAPI {
    /// `POST /api/auth/set-passcode`.
    public func setPasscode(_ request: SetPasscodeRequest) async throws -> SetPasscodeResponse {
        try await call(PasscodeRoutes.setPasscode, request)
    }

    /// `POST /api/auth/verify-passcode`.
    public func verifyPasscode(_ request: VerifyPasscodeRequest) async throws -> VerifyPasscodeResponse {
        try await call(PasscodeRoutes.verifyPasscode, request)
    }

    /// `POST /api/auth/change-passcode`.
    public func changePasscode(_ request: ChangePasscodeRequest) async throws -> ChangePasscodeResponse {
        try await call(PasscodeRoutes.changePasscode, request)
    }

    /// `POST /api/auth/reset-passcode-request`.
    public func requestPasscodeReset(_ request: ResetPasscodeRequestBody) async throws -> ResetPasscodeRequestResponse {
        try await call(PasscodeRoutes.resetPasscodeRequest, request)
    }

    /// `POST /api/auth/reset-passcode`.
    public func resetPasscode(_ request: ResetPasscodeRequest) async throws -> ResetPasscodeResponse {
        try await call(PasscodeRoutes.resetPasscode, request)
    }

    /// `PUT /api/user/passcode-timeout`.
    public func updateTimeout(_ request: PasscodeTimeoutRequest) async throws -> PasscodeTimeoutResponse {
        try await call(PasscodeRoutes.passcodeTimeout, request)
    }

    /// `PUT /api/auth/toggle-passcode-enabled`.
    public func togglePasscodeEnabled(_ request: TogglePasscodeRequest) async throws -> TogglePasscodeResponse {
        try await call(PasscodeRoutes.togglePasscodeEnabled, request)
    }

    /// `POST /api/auth/remove-passcode`: the stored passcode is deleted and the lock turned off.
    public func removePasscode(_ request: RemovePasscodeRequest) async throws -> RemovePasscodeResponse {
        try await call(PasscodeRoutes.removePasscode, request)
    }

    /// The passcode fields of `GET /api/auth/me`.
    public func currentUser() async throws -> CurrentUserPasscodeState {
        try await call(PasscodeRoutes.me, NoRequestBody())
    }
}
