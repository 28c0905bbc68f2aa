import Biometrics

/// What an authentication proved: a biometric match (against the enrolled set at that time) and/or the passcode.
public struct AuthenticationCredential: Sendable, Hashable, Codable {
    /// The enrolled set a face or finger matched against, if biometry was used.
    public var biometry: EnrollmentState?
    /// Whether the device passcode was entered.
    public var passcode: Bool

    /// A credential from its parts.
    public init(biometry: EnrollmentState? = nil, passcode: Bool = false) {
        self.biometry = biometry
        self.passcode = passcode
    }

    /// This credential with `other`'s proofs added.
    public func merging(_ other: AuthenticationCredential) -> AuthenticationCredential {
        AuthenticationCredential(biometry: other.biometry ?? biometry, passcode: passcode || other.passcode)
    }
}
