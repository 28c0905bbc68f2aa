/// One on/off behaviour of a ``LockPolicy``, by the name users type: its field name, which is also its scenario
/// override key (`overrides: {lockCoversSheets: true}`), its line in ``LockPolicy/description`` and its row in
/// the README's policy table and in docs/seed-fidelity.md.
///
/// ```swift
/// var policy = LockPolicy.seed
/// let cover = LockPolicy.switches.first { $0.name == "lockCoversSheets" }!
/// cover.set(true, in: &policy)
/// cover.value(in: policy)                     // true
/// ```
///
/// Every switch is `false` under `seed` (the seeds' code) and `true` under `hardened`.
public struct LockPolicySwitch: Sendable {
    /// The field's name, the override key.
    public let name: String
    private let read: @Sendable (LockPolicy) -> Bool
    private let write: @Sendable (inout LockPolicy, Bool) -> Void

    /// A switch named `name` over the field `read` and `write` reach.
    public init(
        _ name: String, read: @escaping @Sendable (LockPolicy) -> Bool,
        write: @escaping @Sendable (inout LockPolicy, Bool) -> Void
    ) {
        self.name = name
        self.read = read
        self.write = write
    }

    /// The switch's value in `policy`.
    public func value(in policy: LockPolicy) -> Bool { read(policy) }

    /// Sets the switch in `policy`.
    public func set(_ value: Bool, in policy: inout LockPolicy) { write(&policy, value) }
}
