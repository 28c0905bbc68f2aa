/// The authentication a keychain item demands before it is read (`SecAccessControl`): its constraints, how they
/// combine, and the accessibility it was created with.
///
/// Apple: "SecAccessControlCreateFlags" (developer.apple.com/documentation/security/secaccesscontrolcreateflags).
///
/// ```swift
/// let control = try KeychainAccessControl(
///     protection: .whenPasscodeSetThisDeviceOnly, constraints: [.biometryCurrentSet])
/// ```
public struct KeychainAccessControl: Sendable, Hashable, Codable {
    /// One way of proving the owner is present.
    public enum Constraint: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
        /// `.userPresence`: biometry (any enrolled) or the device passcode.
        case userPresence
        /// `.biometryAny`: any enrolled face or finger; survives enrollment changes.
        case biometryAny
        /// `.biometryCurrentSet`: the faces or fingers enrolled when the item was added; an enrollment change
        /// invalidates the item.
        case biometryCurrentSet
        /// `.devicePasscode`: the device passcode.
        case devicePasscode

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How several constraints combine.
    public enum Combination: String, Sendable, Hashable, Codable {
        /// `.or`: any one constraint suffices.
        case or
        /// `.and` (and a single constraint): every constraint must be satisfied.
        case and
    }

    /// Why an access control could not be made.
    public enum Problem: Error, Sendable, Hashable {
        /// No constraint was given.
        case noConstraint
        /// Several constraints without `.or` or `.and`.
        case missingCombination
    }

    /// The accessibility of items protected by this access control.
    public var protection: KeychainAccessibility
    /// The constraints, sorted.
    public var constraints: [Constraint]
    /// How the constraints combine.
    public var combination: Combination

    /// An access control; several constraints need a `combination` (Apple: "If you specify more than one
    /// constraint, you must also specify either the or or the and conjunction").
    public init(
        protection: KeychainAccessibility, constraints: Set<Constraint>, combination: Combination? = nil
    ) throws(Problem) {
        guard !constraints.isEmpty else { throw .noConstraint }
        guard constraints.count == 1 || combination != nil else { throw .missingCombination }
        self.protection = protection
        self.constraints = constraints.sorted()
        self.combination = combination ?? .and
    }

    /// Whether any constraint is bound to the enrolled set at creation (``Constraint/biometryCurrentSet``).
    public var bindsEnrollment: Bool { constraints.contains(.biometryCurrentSet) }
}
