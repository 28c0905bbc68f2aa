/// Every route of the seeds' passcode API, once: name, method and path, the request and answer shapes, and the
/// rule of ``PasscodeServerRules`` it applies. The HTTP client, the reference server's router and the in-process
/// backend all work from this table, so adding a route is its shapes, its rule, one entry here (and in ``all``),
/// and the OpenAPI document.
public enum PasscodeRoutes {
    /// `POST /api/auth/set-passcode`.
    public static let setPasscode = PasscodeRoute<SetPasscodeRequest, SetPasscodeResponse>(
        "set-passcode", .post, "/api/auth/set-passcode"
    ) { rules, request, account, _ in rules.setPasscode(request, on: &account) }

    /// `POST /api/auth/verify-passcode`.
    public static let verifyPasscode = PasscodeRoute<VerifyPasscodeRequest, VerifyPasscodeResponse>(
        "verify-passcode", .post, "/api/auth/verify-passcode", mostlyReads: true
    ) { rules, request, account, _ in rules.verifyPasscode(request, on: &account) }

    /// `POST /api/auth/change-passcode`.
    public static let changePasscode = PasscodeRoute<ChangePasscodeRequest, ChangePasscodeResponse>(
        "change-passcode", .post, "/api/auth/change-passcode"
    ) { rules, request, account, _ in rules.changePasscode(request, on: &account) }

    /// `POST /api/auth/reset-passcode-request`: the code issued is left in the context for the backend to email.
    public static let resetPasscodeRequest = PasscodeRoute<ResetPasscodeRequestBody, ResetPasscodeRequestResponse>(
        "reset-passcode-request", .post, "/api/auth/reset-passcode-request", absentBody: ResetPasscodeRequestBody()
    ) { rules, _, account, context in
        switch rules.requestReset(on: &account, at: context.now, using: &context.codes) {
        case .success(let issued):
            context.issuedCode = issued.code
            return .success(issued.response)
        case .failure(let refusal):
            return .failure(refusal)
        }
    }

    /// `POST /api/auth/reset-passcode`.
    public static let resetPasscode = PasscodeRoute<ResetPasscodeRequest, ResetPasscodeResponse>(
        "reset-passcode", .post, "/api/auth/reset-passcode"
    ) { rules, request, account, context in rules.resetPasscode(request, on: &account, at: context.now) }

    /// `PUT /api/user/passcode-timeout`.
    public static let passcodeTimeout = PasscodeRoute<PasscodeTimeoutRequest, PasscodeTimeoutResponse>(
        "passcode-timeout", .put, "/api/user/passcode-timeout"
    ) { rules, request, account, _ in rules.updateTimeout(request, on: &account) }

    /// `PUT /api/auth/toggle-passcode-enabled`.
    public static let togglePasscodeEnabled = PasscodeRoute<TogglePasscodeRequest, TogglePasscodeResponse>(
        "toggle-passcode-enabled", .put, "/api/auth/toggle-passcode-enabled"
    ) { rules, request, account, _ in rules.togglePasscodeEnabled(request, on: &account) }

    /// `POST /api/auth/remove-passcode`: the stored passcode is deleted and the lock turned off.
    public static let removePasscode = PasscodeRoute<RemovePasscodeRequest, RemovePasscodeResponse>(
        "remove-passcode", .post, "/api/auth/remove-passcode", absentBody: RemovePasscodeRequest()
    ) { rules, request, account, _ in rules.removePasscode(request, on: &account) }

    /// `GET /api/auth/me`: the passcode fields (the reference server answers the whole `GetCurrentUserResponse`
    /// around them).
    public static let me = PasscodeRoute<NoRequestBody, CurrentUserPasscodeState>(
        "me", .get, "/api/auth/me", absentBody: NoRequestBody(), mostlyReads: true
    ) { rules, _, account, _ in .success(rules.currentUser(account)) }

    /// Every route, in the order the API documents them.
    public static let all: [any PasscodeRouteDescribing] = [
        setPasscode, verifyPasscode, changePasscode, resetPasscodeRequest, resetPasscode, passcodeTimeout,
        togglePasscodeEnabled, removePasscode, me,
    ]
}
