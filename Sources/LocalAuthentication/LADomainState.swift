#if os(Linux)
    import Foundation

    /// The state of the authentication domains a context evaluated (`LAContext.domainState`, iOS 18).
    public final class LADomainState: Sendable {
        /// The biometric domain.
        public let biometry: LADomainStateBiometry
        /// A hash of every domain's state (here, the biometric one).
        public var stateHash: Data? { biometry.stateHash }

        init(biometry: LADomainStateBiometry) { self.biometry = biometry }
    }

    /// The state of the biometric domain: its type and an opaque hash that changes with the enrolled set.
    public final class LADomainStateBiometry: Sendable {
        /// The biometry type.
        public let biometryType: LABiometryType
        /// The enrolled set's hash (`nil` until a successful biometric `canEvaluatePolicy` or evaluation).
        public let stateHash: Data?

        init(biometryType: LABiometryType, stateHash: Data?) {
            self.biometryType = biometryType
            self.stateHash = stateHash
        }
    }
#endif
