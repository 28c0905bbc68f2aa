/// The Keychain of the seeds, as a protocol: string values under ``SecureStoreKey``s.
///
/// Implementations provide two primitives, a consistent read and an atomic read-modify-write;
/// the seed's operations (`setPasscodeHash`, `clearPasscodeData`, ...) are built on them in
/// `SecureStore+Passcode.swift`, so multi-key changes are all-or-nothing in every store.
public protocol SecureStore: Sendable {
    /// Every key and value, read at one moment.
    func contents() throws -> [SecureStoreKey: String]
    /// Applies `change` to the contents and stores the result atomically; if `change` throws nothing is stored.
    func update(_ change: (inout [SecureStoreKey: String]) throws -> Void) throws
    /// The value under `key`. The default reads ``contents()``; a store that can look one key up without
    /// copying its contents (``InMemorySecureStore``) does so.
    func string(for key: SecureStoreKey) throws -> String?
}

extension SecureStore {
    public func string(for key: SecureStoreKey) throws -> String? { try contents()[key] }

    /// Stores `value` under `key`.
    public func set(_ value: String, for key: SecureStoreKey) throws { try update { $0[key] = value } }

}
