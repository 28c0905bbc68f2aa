/// The whole body of `GET /api/auth/me` (seed 003's `GetCurrentUserResponse`).
///
/// ``CurrentUserPasscodeState`` decodes the passcode subset of the same JSON, which is what `PasscodeService`
/// needs; this is the full answer the reference server sends.
public struct GetCurrentUserResponse: Codable, Sendable, Hashable {
    /// The signed-in user.
    public let user: User
    /// The user's company.
    public let company: Company
    /// Whether the account has a password (false until one is set, e.g. through the email reset).
    public let hasPassword: Bool
    /// Whether the user has set a passcode.
    public let hasPasscode: Bool
    /// Whether the lock is on.
    public let passcodeEnabled: Bool
    /// The timeout; the client uses 15 when absent.
    public let passcodeTimeoutMinutes: Int?

    /// A response from its fields.
    public init(
        user: User, company: Company, hasPassword: Bool, hasPasscode: Bool, passcodeEnabled: Bool,
        passcodeTimeoutMinutes: Int?
    ) {
        self.user = user
        self.company = company
        self.hasPassword = hasPassword
        self.hasPasscode = hasPasscode
        self.passcodeEnabled = passcodeEnabled
        self.passcodeTimeoutMinutes = passcodeTimeoutMinutes
    }

    /// The passcode subset, as ``CurrentUserPasscodeState`` decodes it.
    public var passcodeState: CurrentUserPasscodeState {
        CurrentUserPasscodeState(
            hasPasscode: hasPasscode, passcodeEnabled: passcodeEnabled, passcodeTimeoutMinutes: passcodeTimeoutMinutes)
    }
}
