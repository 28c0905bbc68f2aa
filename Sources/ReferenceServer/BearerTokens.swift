import HTTPTypes
import Hummingbird

/// Maps bearer tokens to account ids: `Authorization: Bearer <token>` identifies the account.
public struct BearerTokens: Sendable {
    /// The development token, for account `dev`: `Authorization: Bearer lockharness-dev-token`.
    public static let developmentToken = "lockharness-dev-token"

    /// token -> account id.
    public let accounts: [String: String]

    /// Tokens for `accounts` (token -> account id).
    public init(_ accounts: [String: String]) { self.accounts = accounts }

    /// Only the development token.
    public static let development = BearerTokens([developmentToken: "dev"])

    /// The account named by the request's bearer token.
    /// - Throws: 401 when the header is missing, not `Bearer`, or the token is unknown.
    func account(for request: Request) throws -> String {
        guard let header = request.headers[.authorization] else {
            throw PasscodeServerError(
                status: .unauthorized, message: "Authorization: Bearer <token> header is required")
        }
        let prefix = "Bearer "
        guard header.count > prefix.count, header.lowercased().hasPrefix(prefix.lowercased()),
            let account = accounts[String(header.dropFirst(prefix.count))]
        else {
            throw PasscodeServerError(status: .unauthorized, message: "Unknown or malformed bearer token")
        }
        return account
    }
}
