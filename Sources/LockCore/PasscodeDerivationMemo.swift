import Synchronization

/// Passcode derivations a process has already done, by algorithm, passcode and salt (see ``PasscodeDerivation``).
///
/// Bounded: when ``capacity`` entries are held, the oldest half is dropped. Only a simulation uses it: it keeps
/// passcodes in memory, which an app must not.
public final class PasscodeDerivationMemo: Sendable {
    /// The memo every scenario case in this process shares.
    public static let process = PasscodeDerivationMemo(capacity: 4_096)

    private struct Key: Hashable {
        let algorithm: PasscodeVerifier
        let passcode: String
        let salt: String
    }

    private struct Entries {
        var derived: [Key: String] = [:]
        var order: [Key] = []
    }

    /// The most entries held.
    public let capacity: Int
    private let entries = Mutex(Entries())

    /// An empty memo holding at most `capacity` derivations.
    public init(capacity: Int) { self.capacity = max(capacity, 2) }

    /// How many derivations are held.
    public var count: Int { entries.withLock { $0.derived.count } }

    /// `algorithm`'s output for `passcode` under `salt`: looked up, or derived (outside the lock, so two cases
    /// never wait on each other's KDF) and kept.
    public func derived(_ algorithm: PasscodeVerifier, passcode: String, salt: String) throws -> String {
        let key = Key(algorithm: algorithm, passcode: passcode, salt: salt)
        if let known = entries.withLock({ $0.derived[key] }) { return known }
        let derived = try algorithm.derive(passcode: passcode, salt: salt)
        entries.withLock { entries in
            guard entries.derived.updateValue(derived, forKey: key) == nil else { return }
            entries.order.append(key)
            if entries.order.count > capacity {
                let dropped = entries.order.count / 2
                for old in entries.order[..<dropped] { entries.derived[old] = nil }
                entries.order.removeFirst(dropped)
            }
        }
        return derived
    }
}
