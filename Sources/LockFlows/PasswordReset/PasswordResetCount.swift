/// The rate limit a `/v1` request counts against (``PasswordResetLimits``), as its plan names it: which counts
/// (per client, per address and client, per address), under which of the limits, and the `detail` of the 429.
///
/// A request is counted before any work; its work may then take it back
/// (``PasswordResetRuleContext/countsAgainstLimit``): a real token is no guess, a successful login no failure.
public enum PasswordResetCount: Sendable, Hashable {
    /// forgot-password: every request, for a known address or not, per address from the client, per address from
    /// any client and per client.
    case resetRequest(address: String)
    /// verify-reset-token and reset-password: a request whose token is unknown, used or revoked, per client.
    case tokenGuess
    /// login: a failed login (a wrong password and an unknown address alike), per address from the client, per
    /// address from any client and per client.
    case failedLogin(address: String)

    /// The counts this request adds to from `client`, each with its limit in `limits`. Addresses count trimmed and
    /// lowercased, so that every spelling counts together.
    public func checks(under limits: PasswordResetLimits, from client: String) -> [(
        key: RequestCounts.Key, limit: RateLimit
    )] {
        switch self {
        case .resetRequest(let address):
            return Self.perAddress(
                "forgot-password", address: address, client: client, perPair: limits.forgotPasswordPerAddress,
                perAddress: limits.forgotPasswordPerAddressFromAnyClient, perClient: limits.forgotPasswordPerClient)
        case .tokenGuess:
            return [
                (RequestCounts.Key(count: "reset-token-guesses/client", owner: client), limits.tokenGuessesPerClient)
            ]
        case .failedLogin(let address):
            return Self.perAddress(
                "login-failures", address: address, client: client, perPair: limits.loginFailuresPerAddress,
                perAddress: limits.loginFailuresPerAddressFromAnyClient, perClient: limits.loginFailuresPerClient)
        }
    }

    /// The `detail` of the 429 past one of the limits (one for all of a count's limits, and for known and unknown
    /// addresses alike).
    public var refusal: String {
        switch self {
        case .resetRequest: PasswordResetLimits.Message.tooManyResetRequests
        case .tokenGuess: PasswordResetLimits.Message.tooManyTokenGuesses
        case .failedLogin: PasswordResetLimits.Message.tooManyFailedLogins
        }
    }

    /// The three counts of forgot-password and login (`route`): per client, per address-and-client pair and per
    /// address from any client.
    private static func perAddress(
        _ route: String, address email: String, client: String, perPair: RateLimit, perAddress: RateLimit,
        perClient: RateLimit
    ) -> [(key: RequestCounts.Key, limit: RateLimit)] {
        let address = PasswordResetUser.normalized(email)
        return [
            (RequestCounts.Key(count: "\(route)/client", owner: client), perClient),
            (RequestCounts.Key(count: "\(route)/address+client", owner: "\(address) \(client)"), perPair),
            (RequestCounts.Key(count: "\(route)/address", owner: address), perAddress),
        ]
    }
}
