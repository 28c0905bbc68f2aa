/// Body of `POST /test/sandboxes`: a fresh, isolated account as a scenario case starts it.
///
/// The sandbox holds one user (`email`, `password`: seed 002's account) whose passcode state is the case's
/// `initial:`. `now` starts the sandbox's clock (seconds since 1970); omitted, it starts at the server's time.
public struct CreateSandboxRequest: Sendable, Hashable, Codable {
    /// The user's email address.
    public let email: String
    /// The user's password (stored hashed).
    public let password: String
    /// The sandbox clock's start, seconds since 1970.
    public let now: Double?
    /// A passcode already set (six digits), or nil for none.
    public let passcode: String?
    /// Whether the lock is on (default: true when `passcode` is given).
    public let passcodeEnabled: Bool?
    /// The timeout in minutes (default: the server's).
    public let timeoutMinutes: Int?
    /// The passcode request policy of this sandbox (`seed` or `hardened`; default: the server's), so one server
    /// serves cases of both policies.
    public let policy: PasscodeServerRules.Policy?

    enum CodingKeys: String, CodingKey {
        case email, password, now, passcode
        case passcodeEnabled = "passcode_enabled"
        case timeoutMinutes = "timeout_minutes"
        case policy
    }

    /// A request from its fields.
    public init(
        email: String, password: String, now: Double? = nil, passcode: String? = nil, passcodeEnabled: Bool? = nil,
        timeoutMinutes: Int? = nil, policy: PasscodeServerRules.Policy? = nil
    ) {
        self.email = email
        self.password = password
        self.now = now
        self.passcode = passcode
        self.passcodeEnabled = passcodeEnabled
        self.timeoutMinutes = timeoutMinutes
        self.policy = policy
    }
}
