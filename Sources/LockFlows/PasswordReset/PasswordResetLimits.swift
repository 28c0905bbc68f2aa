/// The rate limits of seed 002's `/v1` routes, part of ``PasswordResetServerRules`` (``PasswordResetCount`` says which
/// request counts against which), counted on the backend's clock: by the in-process backend in its own counts, by the
/// reference server per scope (a test-mode sandbox has its own counts and moves them with its clock). Past one, the
/// route answers `429 {"detail": ...}` with `Retry-After` (whole seconds until the window closes), before doing any
/// work.
///
/// - forgot-password: per address (trimmed, lowercased) from one client, per address from all clients together,
///   and per client (IP address). Every request counts, for a known address or not, and the 429 is the same either
///   way, so the limit tells nothing about which addresses have accounts. As for login (issue 38), the low limit
///   (5 an hour) is per address-and-client pair, so one client asking for an address's links uses up its own
///   share, not the owner's; the 20 an hour from all clients together bound the mail an address can be sent.
/// - reset-token guesses (verify-reset-token, reset-password): per client. A request whose token is unknown, used
///   or revoked counts; one naming a real token (live or expired) does not. There is no per-token or per-address
///   count: a guessed token names no account, and a token is 32 random bytes, so the per-client count is what
///   slows a guesser down.
/// - login: failed logins per address (trimmed, lowercased) from one client, per address from all clients
///   together, and per client. A wrong password and an unknown address count alike and get the same 429, so the
///   limit tells nothing about which addresses have accounts; a successful login does not count. NIST SP 800-63B
///   §5.2.2 asks for a limit on failed attempts per account (at most 100) and allows counting per account and
///   client, so that one attacker's guesses lock that attacker out, not the account's owner: the low limit (10) is
///   per address-and-client pair, and only the 100 from anywhere lock the address.
public struct PasswordResetLimits: Sendable, Hashable {
    /// The `detail` of each limit's 429.
    public enum Message {
        /// forgot-password past its per-address or per-client limit (one message for both, and for known and
        /// unknown addresses alike).
        public static let tooManyResetRequests = "Too many password reset requests; try again later"
        /// verify-reset-token or reset-password past the client's guess limit.
        public static let tooManyTokenGuesses = "Too many invalid reset tokens from this client; try again later"
        /// login past its per-address or per-client failure limit (one message for both, and for known and unknown
        /// addresses alike).
        public static let tooManyFailedLogins = "Too many failed logins; try again later"
    }

    /// The client of a call made in process rather than over HTTP (its per-client counts are its own).
    public static let inProcessClient = "in-process"

    /// forgot-password requests per address from one client (an address-and-client pair).
    public var forgotPasswordPerAddress: RateLimit
    /// forgot-password requests per address from all clients together (the most mail an address is sent).
    public var forgotPasswordPerAddressFromAnyClient: RateLimit
    /// forgot-password requests per client.
    public var forgotPasswordPerClient: RateLimit
    /// Requests with an unknown, used or revoked reset token per client.
    public var tokenGuessesPerClient: RateLimit
    /// Failed logins per address from one client (an address-and-client pair).
    public var loginFailuresPerAddress: RateLimit
    /// Failed logins per address from all clients together (NIST SP 800-63B's cap of at most 100).
    public var loginFailuresPerAddressFromAnyClient: RateLimit
    /// Failed logins per client.
    public var loginFailuresPerClient: RateLimit

    /// The defaults: 5 forgot-password requests an hour per address from one client (as many as reset codes per
    /// account), 20 per address from all clients and 20 per client; 20 wrong reset tokens per client per 15
    /// minutes; 10 failed logins per address from one client, 100 per address from all clients and 50 per client
    /// per 15 minutes.
    public init(
        forgotPasswordPerAddress: RateLimit = RateLimit(count: 5, window: .seconds(3600)),
        forgotPasswordPerAddressFromAnyClient: RateLimit = RateLimit(count: 20, window: .seconds(3600)),
        forgotPasswordPerClient: RateLimit = RateLimit(count: 20, window: .seconds(3600)),
        tokenGuessesPerClient: RateLimit = RateLimit(count: 20, window: .seconds(900)),
        loginFailuresPerAddress: RateLimit = RateLimit(count: 10, window: .seconds(900)),
        loginFailuresPerAddressFromAnyClient: RateLimit = RateLimit(count: 100, window: .seconds(900)),
        loginFailuresPerClient: RateLimit = RateLimit(count: 50, window: .seconds(900))
    ) {
        self.forgotPasswordPerAddress = forgotPasswordPerAddress
        self.forgotPasswordPerAddressFromAnyClient = forgotPasswordPerAddressFromAnyClient
        self.forgotPasswordPerClient = forgotPasswordPerClient
        self.tokenGuessesPerClient = tokenGuessesPerClient
        self.loginFailuresPerAddress = loginFailuresPerAddress
        self.loginFailuresPerAddressFromAnyClient = loginFailuresPerAddressFromAnyClient
        self.loginFailuresPerClient = loginFailuresPerClient
    }
}
