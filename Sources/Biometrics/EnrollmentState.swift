/// An opaque value that changes whenever the enrolled fingers or faces change
/// (LocalAuthentication's `evaluatedPolicyDomainState` / `LADomainState.biometry.stateHash`).
///
/// Only equality is meaningful: compare the value saved when the user opted in with the current one.
public struct EnrollmentState: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The opaque hash.
    public var rawValue: String

    /// A state with the given hash.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }
}
