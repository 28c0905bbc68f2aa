/// Body of `POST /v1/auth/login`: `{"email": "...", "password": "..."}`.
///
/// The seeds show a login screen but never define its request; this is the smallest one that lets a scenario log
/// in with the account's password, so the end of seed 002's flow (the new password works, the old one does not)
/// can be asserted.
public struct LoginRequest: Sendable, Hashable, Codable {
    /// The account's address, as typed.
    public let email: String
    /// The password, exactly as typed.
    public let password: String

    /// A request for `email` with `password`.
    public init(email: String, password: String) {
        self.email = email
        self.password = password
    }
}

extension LoginRequest: CustomStringConvertible {
    /// The request with the password masked, safe for logs.
    public var description: String { "LoginRequest(email: \(email), password: <redacted>)" }
}
